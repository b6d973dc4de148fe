import { describe, it, expect } from '@jest/globals'
import { formatStateError, type StateErrorKind } from '../../../src/rules/state/errors.js'
import type { MachineState } from '../../../src/rules/state/fields.js'
import {
  findRow,
  parseStateFile,
  type StateDocument
} from '../../../src/rules/state/machine-state.js'
import { joinLines } from '../../../src/rules/state/lines.js'
import { renderStateTemplate } from '../../../src/rules/state/template.js'
import { applyStateChanges } from '../../../src/rules/state/edit.js'
import { fixture, FIXTURES, VARIANTS } from './support.js'

function parsed(text: string): StateDocument {
  const result = parseStateFile(text)
  if (!result.ok) throw new Error(formatStateError('test', result.error))
  return result.doc
}

/** A state file whose table rows start on line 7. */
function withRows(...rows: string[]): string {
  return [
    '# Autoloop: demo',
    '',
    '## ⚙️ Machine State',
    '',
    '| Field | Value |',
    '|---|---|',
    ...rows,
    ''
  ].join('\n')
}

const SOURCES: ReadonlyArray<readonly [string, string]> = [
  ...FIXTURES.map((name) => [name, fixture(name)] as const),
  ['template', renderStateTemplate({ program: 'demo', issue: 3 })]
]

describe('parseStateFile round trip', () => {
  const cases = SOURCES.flatMap(([source, text]) =>
    VARIANTS.map(([variant, make]) => [source, variant, make(text)] as const)
  )
  it.each(cases)('%s (%s) renders back byte for byte', (_source, _variant, text) => {
    expect(joinLines(parsed(text))).toBe(text)
  })
})

describe('parseStateFile typed view', () => {
  const cases: ReadonlyArray<readonly [string, Partial<MachineState>]> = [
    [
      'autoloop.md.txt',
      {
        iterationCount: 12,
        branch: 'autoloop/coverage',
        pr: 41,
        issue: 7,
        paused: false,
        pauseReason: null,
        completed: false,
        completedReason: null,
        recentStatuses: ['accepted', 'rejected', 'accepted', 'pending-ci'],
        ciFixAttempts: 0,
        ciSignature: null,
        ciHeadSha: null,
        ciGateStarted: null,
        ciLastEvent: null
      }
    ],
    [
      'gate-rows.md.txt',
      {
        iterationCount: 3,
        branch: 'autoloop/perf',
        pr: 9,
        issue: 4,
        paused: false,
        pauseReason: null,
        completed: false,
        recentStatuses: ['accepted', 'error', 'pending-ci'],
        ciFixAttempts: 2,
        ciSignature: 'test: parser.spec | expected 1',
        ciHeadSha: '0123456789abcdef0123456789abcdef01234567',
        ciGateStarted: '2026-05-01T08:05:00Z',
        ciLastEvent: 'run 555/1'
      }
    ],
    ['crlf-bom.md.txt', { iterationCount: 1, paused: false, recentStatuses: ['accepted'] }]
  ]
  it.each(cases)('%s', (name, expected) => {
    expect(parsed(fixture(name)).state).toMatchObject(expected)
  })

  it('ignores a table inside a fenced code block', () => {
    // gate-rows.md.txt quotes an old table with `| Paused | true |` in its notes
    expect(parsed(fixture('gate-rows.md.txt')).state.paused).toBe(false)
  })

  it('exposes every row, unknown ones included, with line numbers', () => {
    const doc = parsed(fixture('gate-rows.md.txt'))
    expect(doc.rows.map((row) => [row.line, row.field])).toContainEqual([13, 'Strategy'])
    expect(doc.rows.map((row) => row.field)).toContain('Completion Gate')
    expect(findRow(doc, 'ciSignature')?.value).toBe('test: parser.spec | expected 1')
  })

  it('knows the autoloop rows it does not read by name, and leaves them out of the view', () => {
    const doc = parsed(withRows('| Best Metric | 1 |', '| Best Metric | 2 |'))
    expect(doc.warnings).toEqual([
      { line: 7, message: expect.stringMatching(/^"Best Metric" appears again on line 8;/) }
    ])
    expect(findRow(doc, 'bestMetric')?.value).toBe('2')
    expect(doc.state).not.toHaveProperty('bestMetric')
  })

  it('reads a repeated row the gate does not own as the scheduler does: last one wins', () => {
    expect(parsed(withRows('| PR | #1 |', '| PR | #2 |')).state.pr).toBe(2)
  })

  const values: ReadonlyArray<readonly [string, string, Partial<MachineState>]> = [
    ['Paused', 'true', { paused: true }],
    ['Paused', 'TRUE', { paused: true }],
    ['Paused', 'yes', { paused: false }],
    ['Paused', 'No', { paused: false }],
    ['Paused', 'false', { paused: false }],
    ['Paused', '—', { paused: false }],
    ['Paused', '-', { paused: false }],
    ['Paused', '', { paused: false }],
    ['paused', 'true', { paused: true }],
    ['Pause Reason', 'ci-timeout', { pauseReason: 'ci-timeout' }],
    ['Pause Reason', 'a \\| b', { pauseReason: 'a | b' }],
    ['Pause Reason', '—', { pauseReason: null }],
    ['CI Fix Attempts', '—', { ciFixAttempts: 0 }],
    ['CI Fix Attempts', '007', { ciFixAttempts: 7 }],
    ['CI Head SHA', 'ABCDEF1', { ciHeadSha: 'ABCDEF1' }],
    [
      'CI Gate Started',
      '2026-04-22T22:30:00.123+02:00',
      { ciGateStarted: '2026-04-22T22:30:00.123+02:00' }
    ],
    [
      'Recent Statuses',
      'accepted,rejected , error,',
      { recentStatuses: ['accepted', 'rejected', 'error'] }
    ],
    ['Recent Statuses', '—', { recentStatuses: [] }],
    ['PR', '#12', { pr: 12 }],
    ['PR', '12', { pr: 12 }],
    ['PR', '[#12](https://github.com/o/r/pull/12)', { pr: 12 }],
    ['PR', 'pending-ci', { pr: null }],
    ['Issue', '—', { issue: null }],
    ['Completed', 'true', { completed: true }],
    ['Iteration Count', 'many', { iterationCount: null }],
    ['Branch', 'autoloop/x', { branch: 'autoloop/x' }]
  ]
  it.each(values)('| %s | %s |', (field, value, expected) => {
    expect(parsed(withRows(`| ${field} | ${value} |`)).state).toMatchObject(expected)
  })
})

describe('parseStateFile errors', () => {
  const cases: ReadonlyArray<
    readonly [string, string, number, string | null, StateErrorKind, string]
  > = [
    [
      'no section',
      '# Autoloop: demo\n\nNothing here.\n',
      1,
      null,
      'missing-section',
      'no "## ⚙️ Machine State" section'
    ],
    [
      'section only inside a code fence',
      '# A\n\n```\n## ⚙️ Machine State\n| Field | Value |\n|-|-|\n```\n',
      1,
      null,
      'missing-section',
      'no "## ⚙️ Machine State" section'
    ],
    [
      'heading but no table',
      '# A\n\n## ⚙️ Machine State\n\nTo do.\n\n## Next\n\n| Field | Value |\n|-|-|\n',
      3,
      null,
      'missing-table',
      'section has no "| Field | Value |" table'
    ],
    [
      'second Machine State section',
      `${withRows('| Paused | false |')}\n## ⚙️ Machine State\n`,
      9,
      null,
      'duplicate-section',
      'second Machine State section (first on line 3)'
    ],
    [
      'wrong header',
      '# A\n\n## ⚙️ Machine State\n\n| Key | Val |\n|---|---|\n',
      5,
      null,
      'bad-header',
      'expected the table header "| Field | Value |", got "| Key | Val |"'
    ],
    [
      'three-column header',
      '# A\n\n## ⚙️ Machine State\n\n| Field | Value | Note |\n|---|---|---|\n',
      5,
      null,
      'bad-header',
      'expected the table header "| Field | Value |", got "| Field | Value | Note |"'
    ],
    [
      'row where the separator should be',
      '# A\n\n## ⚙️ Machine State\n\n| Field | Value |\n| Paused | false |\n',
      6,
      null,
      'bad-separator',
      'table header is not followed by a separator row like "|-------|-------|"'
    ],
    [
      'header on the last line',
      '# A\n\n## ⚙️ Machine State\n\n| Field | Value |',
      5,
      null,
      'bad-separator',
      'table header is not followed by a separator row like "|-------|-------|"'
    ],
    [
      'unescaped pipe in a value',
      withRows('| Paused | false |', '| Pause Reason | a | b |'),
      8,
      'Pause Reason',
      'bad-row',
      'expected 2 cells ("| Field | Value |"), got 3 (escape a pipe in a value as \\|)'
    ],
    [
      'a value broken over two lines, known rows below the break',
      withRows('| Pause Reason | waiting for', 'the release |', '| CI Fix Attempts | 4 |'),
      8,
      null,
      'bad-row',
      '"the release |" breaks the table, leaving the "CI Fix Attempts" row on line 9 out of it; join a value split over two lines, or remove the line'
    ],
    [
      'a blank line between rows',
      withRows('| Paused | false |', '', '| Paused | true |'),
      8,
      null,
      'bad-row',
      'a blank line breaks the table, leaving the "Paused" row on line 9 out of it; join a value split over two lines, or remove the line'
    ],
    [
      'one cell',
      withRows('| Paused |'),
      7,
      'Paused',
      'bad-row',
      'expected 2 cells ("| Field | Value |"), got 1 (escape a pipe in a value as \\|)'
    ]
  ]
  it.each(cases)('%s', (_name, text, line, field, kind, message) => {
    for (const [, make] of VARIANTS) {
      const result = parseStateFile(make(text))
      expect(result).toEqual({ ok: false, error: { kind, line, field, message } })
    }
  })

  it('formats an error as one line with the caller’s label', () => {
    const result = parseStateFile(withRows('| Paused |'))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(formatStateError('memory/autoloop:demo.md', result.error)).toBe(
      'memory/autoloop:demo.md:7: field "Paused": expected 2 cells ("| Field | Value |"), got 1 (escape a pipe in a value as \\|)'
    )
  })

  it('formats an error without a field', () => {
    const result = parseStateFile('nothing')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(formatStateError('memory/autoloop:x.md', result.error)).toBe(
      'memory/autoloop:x.md:1: no "## ⚙️ Machine State" section'
    )
  })

  it('keeps a huge field cell to one short line', () => {
    const result = parseStateFile(withRows(`| ${'F'.repeat(100_000)} | a | b |`))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(formatStateError('memory/autoloop:x.md', result.error).length).toBeLessThan(300)
  })

  it('keeps a long odd value to one short warning', () => {
    const result = parseStateFile(withRows(`| Paused | ${'x'.repeat(200)} |`))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.doc.warnings[0]?.message.length).toBeLessThan(160)
  })
})

describe('values read the way the autoloop scheduler reads them, with a warning naming the line', () => {
  const cases: Array<{
    name: string
    rows: string[]
    read: Partial<
      Record<'paused' | 'completed' | 'ciFixAttempts' | 'ciHeadSha' | 'ciGateStarted', unknown>
    >
    line: number
    warning: RegExp
  }> = [
    {
      name: 'duplicate row: the last one counts',
      rows: ['| Paused | false |', '| Iteration Count | 1 |', '| paused | true |'],
      read: { paused: true },
      line: 7,
      warning: /"paused" appears again on line 9/
    },
    {
      name: 'Paused yes',
      rows: ['| Paused | yes |'],
      read: { paused: false },
      line: 7,
      warning: /takes only "true"/
    },
    {
      name: 'Paused 1',
      rows: ['| Paused | 1 |'],
      read: { paused: false },
      line: 7,
      warning: /takes only "true"/
    },
    {
      name: 'Paused TRUE',
      rows: ['| Paused | TRUE |'],
      read: { paused: true },
      line: 0,
      warning: /^$/
    },
    {
      name: 'Completed soon',
      rows: ['| Completed | soon |'],
      read: { completed: false },
      line: 7,
      warning: /takes only "true"/
    },
    {
      name: 'words for the attempt count',
      rows: ['| CI Fix Attempts | three |'],
      read: { ciFixAttempts: 0 },
      line: 7,
      warning: /expected a whole number, got "three"; rewritten from the ledger/
    },
    {
      name: 'fractional attempt count',
      rows: ['| CI Fix Attempts | 1.5 |'],
      read: { ciFixAttempts: 0 },
      line: 7,
      warning: /"1.5"/
    },
    {
      name: 'bad head SHA',
      rows: ['| CI Head SHA | main |'],
      read: { ciHeadSha: null },
      line: 7,
      warning: /commit SHA/
    },
    {
      name: 'bad start time',
      rows: ['| CI Gate Started | yesterday |'],
      read: { ciGateStarted: null },
      line: 7,
      warning: /ISO 8601 time/
    }
  ]
  it.each(cases)('$name', ({ rows, read, line, warning }) => {
    const result = parseStateFile(withRows(...rows))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.doc.state).toMatchObject(read)
    if (line === 0) expect(result.doc.warnings).toEqual([])
    else expect(result.doc.warnings).toEqual([{ line, message: expect.stringMatching(warning) }])
  })

  it('a heading the scheduler cannot find is read, with a warning, and fixed by the next write', () => {
    const text = withRows('| Paused | false |').replace('## ⚙️ Machine State', '## Machine State')
    const result = parseStateFile(text)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.doc.heading.schedulerFinds).toBe(false)
    expect(result.doc.warnings[0]?.message).toMatch(/scheduler finds the section only under/)
    const edited = applyStateChanges(text, { set: { paused: true } })
    expect(edited.ok && edited.text.includes('## ⚙️ Machine State')).toBe(true)
  })
})
