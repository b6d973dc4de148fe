import { describe, it, expect } from '@jest/globals'
import { formatStateError } from '../../../src/rules/state/errors.js'
import type { FieldKey, MachineState } from '../../../src/rules/state/fields.js'
import { findRow, parseStateFile } from '../../../src/rules/state/machine-state.js'
import { joinLines } from '../../../src/rules/state/lines.js'
import { readHistory } from '../../../src/rules/state/history.js'
import { renderStateTemplate, type TemplateOptions } from '../../../src/rules/state/template.js'

function parse(text: string) {
  const result = parseStateFile(text)
  if (!result.ok) throw new Error(formatStateError('template', result.error))
  return result.doc
}

describe('renderStateTemplate', () => {
  it('has autoloop’s rows in autoloop’s order, the gate’s own rows last', () => {
    expect(parse(renderStateTemplate({ program: 'demo' })).rows.map((row) => row.field)).toEqual([
      'Last Run',
      'Iteration Count',
      'Best Metric',
      'Target Metric',
      'Metric Direction',
      'Branch',
      'PR',
      'Issue',
      'Paused',
      'Pause Reason',
      'Completed',
      'Completed Reason',
      'Consecutive Errors',
      'Recent Statuses',
      'CI Fix Attempts',
      'CI Signature',
      'CI Head SHA',
      'CI Gate Started',
      'CI Last Event',
      'CI Ledger'
    ])
  })

  it('has autoloop’s section headings', () => {
    const headings = renderStateTemplate({ program: 'demo' })
      .split('\n')
      .filter((line) => line.startsWith('#'))
    expect(headings).toEqual([
      '# Autoloop: demo',
      '## ⚙️ Machine State',
      '## 🎯 Current Priorities',
      '## 📚 Lessons Learned',
      '## 🚧 Foreclosed Avenues',
      '## 🔭 Future Directions',
      '## 📊 Iteration History'
    ])
  })

  /** The typed view, and the cells of autoloop's rows it leaves out. */
  const cases: ReadonlyArray<{
    name: string
    options: TemplateOptions
    state: Partial<MachineState>
    cells: Partial<Record<FieldKey, string | null>>
  }> = [
    {
      name: 'defaults',
      options: { program: 'demo' },
      state: {
        branch: 'autoloop/demo',
        issue: null,
        pr: null,
        paused: false,
        completed: false,
        iterationCount: 0,
        recentStatuses: [],
        ciFixAttempts: 0,
        pauseReason: null
      },
      cells: { consecutiveErrors: '0', targetMetric: null, metricDirection: null }
    },
    {
      name: 'everything given',
      options: {
        program: 'perf',
        branch: 'loops/perf',
        issue: 7,
        pr: 41,
        targetMetric: '0.95',
        metricDirection: 'lower'
      },
      state: { branch: 'loops/perf', issue: 7, pr: 41 },
      cells: { targetMetric: '0.95', metricDirection: 'lower' }
    }
  ]
  it.each(cases)('reads back: $name', ({ options, state, cells }) => {
    const doc = parse(renderStateTemplate(options))
    expect(doc.state).toMatchObject(state)
    const keys = Object.keys(cells) as FieldKey[]
    const written = Object.fromEntries(keys.map((key) => [key, findRow(doc, key)?.value ?? null]))
    expect(written).toEqual(cells)
  })

  it('uses the requested line ending everywhere', () => {
    const text = renderStateTemplate({ program: 'demo', eol: '\r\n' })
    expect(text.replace(/\r\n/g, '')).not.toContain('\n')
    expect(joinLines(parse(text))).toBe(text)
  })

  it('starts with an empty history', () => {
    const text = renderStateTemplate({ program: 'demo' })
    expect(text).toContain('\n## 📊 Iteration History\n')
    expect(readHistory(text)).toEqual([])
  })

  it('keeps an odd program name on its title line', () => {
    const text = renderStateTemplate({ program: 'a|b\nc' })
    expect(text.startsWith('# Autoloop: a|b c\n')).toBe(true)
    expect(parse(text).state.branch).toBe('autoloop/a|b c')
  })
})
