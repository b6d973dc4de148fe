import { describe, it, expect } from '@jest/globals'
import { applyStateChanges, type StateChanges } from '../../../src/rules/state/edit.js'
import { formatStateError } from '../../../src/rules/state/errors.js'
import type { OwnedFields } from '../../../src/rules/state/fields.js'
import { parseStateFile } from '../../../src/rules/state/machine-state.js'
import { diffLines, fixture, FIXTURES, linesOf, VARIANTS } from './support.js'

function applied(text: string, changes: StateChanges): string {
  const result = applyStateChanges(text, changes)
  if (!result.ok) throw new Error(formatStateError('test', result.error))
  return result.text
}

function stateOf(text: string): OwnedFields {
  const result = parseStateFile(text)
  if (!result.ok) throw new Error(formatStateError('test', result.error))
  return result.doc.state
}

const OWNED_ROW =
  /^\s*\|\s*(?:Paused|Pause Reason|Recent Statuses|CI Fix Attempts|CI Signature|CI Head SHA|CI Gate Started|CI Last Event)\s*\|/

const EVERY_FIELD: Partial<OwnedFields> = {
  paused: true,
  pauseReason: 'ci-fix-exhausted: lint: no-unused-vars',
  recentStatuses: ['accepted', 'error'],
  ciFixAttempts: 5,
  ciSignature: 'lint: no-unused-vars',
  ciHeadSha: 'fedcba9876543210fedcba9876543210fedcba98',
  ciGateStarted: '2026-05-02T10:00:00Z',
  ciLastEvent: 'run 777/2'
}

const allVariants = FIXTURES.flatMap((name) =>
  VARIANTS.map(([variant, make]) => [name, variant, make(fixture(name))] as const)
)

describe('applyStateChanges leaves the rest of the file alone', () => {
  it.each(allVariants)('%s (%s): no changes, same bytes', (_name, _variant, text) => {
    expect(applyStateChanges(text, {})).toEqual({ ok: true, text, changed: false })
  })

  it.each(allVariants)('%s (%s): setting current values, same bytes', (_name, _variant, text) => {
    // gate-rows.md.txt spells Paused `False`, which a write would make canonical; see below. Its
    // signature holds an escaped pipe, which the gate writes as `¦` (a pipe splits the scheduler's
    // rows), so it is left out here.
    const { pauseReason, ciFixAttempts, ciHeadSha, ciGateStarted } = stateOf(text)
    const same = { pauseReason, ciFixAttempts, ciHeadSha, ciGateStarted }
    expect(applyStateChanges(text, { set: same })).toEqual({ ok: true, text, changed: false })
  })

  it.each(allVariants)('%s (%s): only owned rows change', (_name, _variant, text) => {
    const out = applied(text, { set: EVERY_FIELD })
    const { removed, added } = diffLines(text, out)
    expect(added.length).toBeGreaterThan(0)
    for (const line of [...removed, ...added]) expect(line).toMatch(OWNED_ROW)
    expect(stateOf(out)).toMatchObject(EVERY_FIELD)
    expect(out.startsWith('\uFEFF')).toBe(text.startsWith('\uFEFF'))
    expect(/\n$/.test(out)).toBe(/\n$/.test(text))
    const crlf = text.includes('\r\n')
    for (const line of added.slice(0, -1)) expect(line.endsWith(crlf ? '\r\n' : '\n')).toBe(true)
    if (crlf) expect(out.replace(/\r\n/g, '')).not.toContain('\n')
  })
})

describe('applyStateChanges on owned rows', () => {
  it('rewrites a row in place, keeping its alignment and trailing whitespace', () => {
    const text = fixture('gate-rows.md.txt')
    const out = applied(text, {
      set: { paused: true, pauseReason: 'ci-timeout', ciFixAttempts: 3 }
    })
    expect(diffLines(text, out)).toEqual({
      removed: [
        '| Paused             | False                    |  \n',
        '| Pause Reason       | -                        |\n',
        '| CI Fix Attempts    | 2                        |\n'
      ],
      added: [
        '| Paused             | true                     |  \n',
        '| Pause Reason       | ci-timeout               |\n',
        '| CI Fix Attempts    | 3                        |\n'
      ]
    })
  })

  it('writes a canonical value over an equivalent spelling it is asked to set', () => {
    // `False` reads as false here, but the scheduler only understands lower-case true/false.
    const text = fixture('gate-rows.md.txt')
    const { added } = diffLines(text, applied(text, { set: { paused: false } }))
    expect(added).toEqual(['| Paused             | false                    |  \n'])
  })

  it('appends missing rows at the end of the table, in a fixed order, using the file EOL', () => {
    const text = fixture('autoloop.md.txt').replace(/\n/g, '\r\n')
    const out = applied(text, { set: { ciSignature: 'type: TS2322', ciFixAttempts: 1 } })
    const lines = linesOf(out)
    const at = lines.indexOf('| Recent Statuses | accepted, rejected, accepted, pending-ci |\r\n')
    expect(lines.slice(at + 1, at + 4)).toEqual([
      '| CI Fix Attempts | 1 |\r\n',
      '| CI Signature | type: TS2322 |\r\n',
      '\r\n'
    ])
    expect(diffLines(text, out).removed).toEqual([])
  })

  it('appends a row after a table that ends the file without a newline', () => {
    const text = fixture('crlf-bom.md.txt')
    const out = applied(text, { set: { ciFixAttempts: 1 } })
    expect(out).toBe(`${text}\r\n| CI Fix Attempts | 1 |`)
  })

  it('lays out an added row like the aligned table around it', () => {
    const text = fixture('gate-rows.md.txt').replace(/\| CI Last Event .*\n/, '')
    const out = applied(text, { set: { ciLastEvent: 'run 1/1' } })
    expect(diffLines(text, out)).toEqual({
      removed: [],
      added: ['| CI Last Event      | run 1/1                  |\n']
    })
  })

  const defaults: ReadonlyArray<readonly [string, Partial<OwnedFields>]> = [
    ['paused false', { paused: false }],
    ['no pause reason', { pauseReason: null }],
    ['zero attempts', { ciFixAttempts: 0 }],
    [
      'no signature, SHA, start or event',
      { ciSignature: null, ciHeadSha: null, ciGateStarted: null, ciLastEvent: null }
    ],
    ['an empty string', { ciSignature: '  ' }]
  ]
  it.each(defaults)('does not add a missing row to record its default: %s', (_name, set) => {
    const text = fixture('no-history.md.txt').replace('| Paused | false |\n', '')
    expect(applyStateChanges(text, { set })).toEqual({ ok: true, text, changed: false })
  })

  const awkward: ReadonlyArray<readonly [string, string, string]> = [
    ['a pipe', 'stuck in CI fix loop: a | b', 'stuck in CI fix loop: a ¦ b'],
    ['pipes and escapes', 'x \\| y | z', 'x \\¦ y ¦ z'],
    ['a newline', 'first\nsecond', 'first second'],
    ['CRLF and padding', '  first  \r\n  second  ', 'first second'],
    ['a trailing backslash', 'C:\\path\\', 'C:\\path\\'],
    ['a trailing backslash and pipe', 'a\\|', 'a\\¦'],
    ['an em dash only', '—', '']
  ]
  it.each(awkward)('keeps a reason with %s in one row', (_name, reason, expected) => {
    for (const [, make] of VARIANTS) {
      const text = make(fixture('autoloop.md.txt'))
      const out = applied(text, { set: { pauseReason: reason } })
      expect(linesOf(out)).toHaveLength(linesOf(text).length)
      expect(stateOf(out).pauseReason).toBe(expected === '' ? null : expected)
      expect(applyStateChanges(out, { set: { pauseReason: reason } })).toMatchObject({
        changed: false
      })
    }
  })

  const invalid: ReadonlyArray<readonly [string, Partial<OwnedFields>]> = [
    ['negative attempts', { ciFixAttempts: -1 }],
    ['fractional attempts', { ciFixAttempts: 1.5 }],
    ['a branch name for a SHA', { ciHeadSha: 'main' }],
    ['a time that is not ISO', { ciGateStarted: 'Tue, 22 Apr 2026 22:30:00 GMT' }],
    ['a status with a comma', { recentStatuses: ['accepted, rejected'] }],
    ['an empty status', { recentStatuses: [''] }]
  ]
  it.each(invalid)('refuses to write %s', (_name, set) => {
    expect(() => applyStateChanges(fixture('autoloop.md.txt'), { set })).toThrow(RangeError)
  })

  it('returns the parse error instead of editing a file it cannot read', () => {
    const text = fixture('autoloop.md.txt').replace('| Paused | false |', '| Paused |')
    expect(applyStateChanges(text, { set: { paused: true } })).toMatchObject({
      ok: false,
      error: { kind: 'bad-row', line: 22, field: 'Paused' }
    })
  })
})

describe('applyStateChanges on Recent Statuses', () => {
  const cases: ReadonlyArray<readonly [string, string, StateChanges, string]> = [
    ['appends', 'accepted, rejected', { appendStatus: 'error' }, 'accepted, rejected, error'],
    [
      'replaces a trailing pending-ci on accept',
      'rejected, pending-ci',
      { appendStatus: 'accepted', replaceTrailingPendingCi: true },
      'rejected, accepted'
    ],
    [
      'appends after pending-ci without the flag',
      'rejected, pending-ci',
      { appendStatus: 'accepted' },
      'rejected, pending-ci, accepted'
    ],
    [
      'only replaces pending-ci at the end',
      'pending-ci, rejected',
      { appendStatus: 'accepted', replaceTrailingPendingCi: true },
      'pending-ci, rejected, accepted'
    ],
    ['starts an empty list', '—', { appendStatus: 'accepted' }, 'accepted'],
    [
      'keeps the last ten',
      '1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12',
      { appendStatus: 'ci-fix-exhausted' },
      '4, 5, 6, 7, 8, 9, 10, 11, 12, ci-fix-exhausted'
    ],
    [
      'appends to a list it is also given',
      'accepted',
      { set: { recentStatuses: ['rejected'] }, appendStatus: 'error' },
      'rejected, error'
    ],
    ['writes a given list as is', 'a,b', { set: { recentStatuses: ['a', 'b', 'c'] } }, 'a, b, c'],
    ['clears', 'a, b', { set: { recentStatuses: [] } }, '—']
  ]
  it.each(cases)('%s', (_name, before, changes, after) => {
    const text = fixture('autoloop.md.txt').replace(
      '| Recent Statuses | accepted, rejected, accepted, pending-ci |',
      `| Recent Statuses | ${before} |`
    )
    const { removed, added } = diffLines(text, applied(text, changes))
    expect(removed).toEqual([`| Recent Statuses | ${before} |\n`])
    expect(added).toEqual([`| Recent Statuses | ${after} |\n`])
  })

  it('adds the row when the file has none', () => {
    const text = fixture('no-history.md.txt')
    const out = applied(text, { appendStatus: 'accepted' })
    expect(diffLines(text, out)).toEqual({
      removed: [],
      added: ['| Recent Statuses | accepted |\n']
    })
  })
})

describe('applyStateChanges with history', () => {
  it('edits rows and prepends the entry in one pass', () => {
    const text = fixture('autoloop.md.txt')
    const out = applied(text, {
      set: { paused: false, pauseReason: null, ciFixAttempts: 0 },
      appendStatus: 'accepted',
      replaceTrailingPendingCi: true,
      history: [
        {
          title: 'Iteration 12',
          when: '2026-04-23T01:02:03Z',
          runUrl: 'https://github.com/o/r/actions/runs/124',
          lines: [
            ['Status', '✅ Accepted'],
            ['CI fix attempts', '2']
          ]
        }
      ]
    })
    expect(diffLines(text, out)).toEqual({
      removed: ['| Recent Statuses | accepted, rejected, accepted, pending-ci |\n'],
      added: [
        '| Recent Statuses | accepted, rejected, accepted, accepted |\n',
        '### Iteration 12 — 2026-04-23 01:02 UTC — [Run](https://github.com/o/r/actions/runs/124)\n',
        '\n',
        '- **Status**: ✅ Accepted\n',
        '- **CI fix attempts**: 2\n',
        '\n'
      ]
    })
  })
})
