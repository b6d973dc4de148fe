import { describe, it, expect } from '@jest/globals'
import { formatStateError } from '../../../src/rules/state/errors.js'
import { parseStateFile } from '../../../src/rules/state/machine-state.js'
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

  const cases: ReadonlyArray<readonly [string, TemplateOptions, Record<string, unknown>]> = [
    [
      'defaults',
      { program: 'demo' },
      {
        branch: 'autoloop/demo',
        issue: null,
        pr: null,
        paused: false,
        completed: false,
        iterationCount: 0,
        consecutiveErrors: 0,
        recentStatuses: [],
        ciFixAttempts: 0,
        pauseReason: null,
        targetMetric: null,
        metricDirection: null
      }
    ],
    [
      'everything given',
      {
        program: 'perf',
        branch: 'loops/perf',
        issue: 7,
        pr: 41,
        targetMetric: '0.95',
        metricDirection: 'lower'
      },
      { branch: 'loops/perf', issue: 7, pr: 41, targetMetric: '0.95', metricDirection: 'lower' }
    ]
  ]
  it.each(cases)('reads back: %s', (_name, options, expected) => {
    expect(parse(renderStateTemplate(options)).state).toMatchObject(expected)
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
