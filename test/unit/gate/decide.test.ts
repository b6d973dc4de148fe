import { describe, expect, it } from '@jest/globals'
import {
  decide,
  pauseReasonText,
  screen,
  type DecideInput,
  type PauseReason,
  type Verdict
} from '../../../src/gate/decide.js'
import { parseLastEvent } from '../../../src/gate/last-event.js'
import type { Decision } from '../../../src/gate/report.js'
import type { FailureClass } from '../../../src/logs/types.js'
import {
  applyStateChanges,
  parseStateFile,
  readHistory,
  renderStateTemplate,
  type HistoryRecord,
  type MachineState,
  type OwnedFields,
  type StateChanges
} from '../../../src/state/index.js'
import { diffLines } from '../state/support.js'
import { shortSha } from '../../../src/text.js'

// The decision is checked the way the gate uses it: the state comes from parsing a real state
// file, and the changes are written back into that file and read again.

const NOW = new Date('2026-05-02T12:00:00Z')
const LIMITS = { maxFixAttempts: 5, wallClockMinutes: 60, unknownClassAttempts: 1 }
const RUN_URL = 'https://github.com/acme/widgets/actions/runs/100'
const KEY = 'workflow_run/100/1'

/** A 40-digit SHA made of one repeated byte: commit(0xc1) is c1c1…, short c1c1c1c. */
function commit(n: number): string {
  return n.toString(16).padStart(2, '0').repeat(20)
}
const C0 = commit(0xc0)
const C1 = commit(0xc1)
const C2 = commit(0xc2)
const C3 = commit(0xc3)
const C4 = commit(0xc4)

/** NOW moved by some minutes. */
function at(minutes: number): Date {
  return new Date(NOW.getTime() + minutes * 60_000)
}

/** The time as the gate writes it in its rows: ISO 8601 to the second. */
function iso(minutes: number): string {
  return at(minutes)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
}

function edit(text: string, changes: StateChanges): string {
  const result = applyStateChanges(text, changes)
  if (!result.ok) throw new Error(`${result.error.line}: ${result.error.message}`)
  return result.text
}

/**
 * autoloop's template for program `demo`, with rows the scheduler owns written as text and the
 * gate's rows set through the edit API.
 */
function stateFile(
  owned: Partial<OwnedFields> = {},
  rows: Readonly<Record<string, string>> = {},
  eol: '\n' | '\r\n' = '\n'
): string {
  let text = renderStateTemplate({ program: 'demo', issue: 7, pr: 12, eol })
  for (const [field, value] of Object.entries(rows)) {
    const row = new RegExp(`^\\| ${field} \\| [^|\\r\\n]* \\|`, 'm')
    if (!row.test(text)) throw new Error(`the template has no ${field} row`)
    text = text.replace(row, `| ${field} | ${value} |`)
  }
  return edit(text, { set: owned })
}

function stateOf(text: string): MachineState {
  const parsed = parseStateFile(text)
  if (!parsed.ok) throw new Error(`${parsed.error.line}: ${parsed.error.message}`)
  return parsed.doc.state
}

/** Every Machine State row as written, `—` read as null. */
function rowsOf(text: string): Record<string, string | null> {
  const parsed = parseStateFile(text)
  if (!parsed.ok) throw new Error(`${parsed.error.line}: ${parsed.error.message}`)
  return Object.fromEntries(parsed.doc.rows.map((row) => [row.field, row.value]))
}

type Entry = Omit<HistoryRecord, 'line'>

/** History entries newest first, without their line numbers. */
function historyOf(text: string): Entry[] {
  return readHistory(text).map((record) => ({
    title: record.title,
    when: record.when,
    runUrl: record.runUrl,
    fields: [...record.fields]
  }))
}

function written(text: string, verdict: Verdict): string {
  return verdict.changes === null ? text : edit(text, verdict.changes)
}

const GREEN: Partial<DecideInput> = {
  status: 'success',
  failure: null,
  checksReason: '3 of 3 checks passed'
}

const PENDING: Partial<DecideInput> = {
  status: 'pending',
  failure: null,
  checksReason: '1 of 3 checks pending: e2e'
}

function red(signature: string, failureClass: FailureClass = 'test'): Partial<DecideInput> {
  return {
    status: 'failure',
    failure: { signature, failureClass },
    checksReason: `1 of 3 checks failed: ${failureClass}`
  }
}

/** A workflow_run event on C1 (the branch head unless said otherwise), at NOW. */
function input(text: string, over: Partial<DecideInput> = {}): DecideInput {
  const headSha = over.headSha ?? C1
  return {
    state: stateOf(text),
    eventKey: KEY,
    headSha,
    branchHead: headSha,
    reset: false,
    status: 'success',
    failure: null,
    checksReason: '3 of 3 checks passed',
    now: NOW,
    ciStartedAt: null,
    limits: LIMITS,
    runUrl: RUN_URL,
    ...over
  }
}

/** One program's state file going through gate runs, each on a new workflow run. */
class Program {
  text: string
  private run = 100

  constructor(text: string) {
    this.text = text
  }

  event(over: Partial<DecideInput>): Verdict {
    this.run += 1
    const verdict = decide(input(this.text, { eventKey: `workflow_run/${this.run}/1`, ...over }))
    this.text = written(this.text, verdict)
    return verdict
  }

  get rows(): Record<string, string | null> {
    return rowsOf(this.text)
  }
}

/** State in the middle of an iteration: `attempts` fixes asked for, the last on C0. */
function fixing(
  attempts: number,
  signature: string,
  more: Partial<OwnedFields> = {},
  startedMinutesAgo = 10
): Partial<OwnedFields> {
  return {
    ciFixAttempts: attempts,
    ciSignature: signature,
    ciHeadSha: C0,
    ciGateStarted: iso(-startedMinutesAgo),
    ciLastEvent: `fix workflow_run/99/1 ${iso(-startedMinutesAgo)}`,
    ...more
  }
}

const OWNED_ROW =
  /^\|\s*(?:Paused|Pause Reason|Recent Statuses|CI Fix Attempts|CI Signature|CI Head SHA|CI Gate Started|CI Last Event)\s*\|/

const UNPAUSE_HINT = 'set Paused to false in the state file or dispatch a retry with reset'

describe('screen: skips that need no checks', () => {
  const skips: ReadonlyArray<readonly [string, string, Partial<DecideInput>, string]> = [
    [
      'completed, with a reason',
      stateFile({}, { Completed: 'true', 'Completed Reason': 'target metric reached' }),
      {},
      'program is completed (target metric reached)'
    ],
    ['completed, no reason', stateFile({}, { Completed: 'true' }), {}, 'program is completed'],
    [
      'completed, even with reset',
      stateFile({}, { Completed: 'true' }),
      { reset: true },
      'program is completed'
    ],
    [
      'completed and paused: completed wins',
      stateFile({ paused: true, pauseReason: 'ci-timeout' }, { Completed: 'yes' }),
      {},
      'program is completed'
    ],
    [
      'paused by the gate',
      stateFile({ paused: true, pauseReason: 'stuck in CI fix loop: test: a' }),
      {},
      `program is paused (stuck in CI fix loop: test: a); ${UNPAUSE_HINT}`
    ],
    [
      'paused with no reason',
      stateFile({ paused: true }),
      {},
      `program is paused (no reason given); ${UNPAUSE_HINT}`
    ],
    [
      'paused by a person writing yes',
      stateFile({}, { Paused: 'yes' }),
      {},
      `program is paused (no reason given); ${UNPAUSE_HINT}`
    ],
    [
      'the same run and attempt already handled',
      stateFile(fixing(1, 'test: a', { ciLastEvent: `fix ${KEY} ${iso(-5)}` })),
      {},
      `event ${KEY} was already handled (fix)`
    ],
    [
      'a re-delivered event that was a wait',
      stateFile({ ciGateStarted: iso(-5), ciLastEvent: `wait ${KEY} ${iso(-5)}` }),
      {},
      `event ${KEY} was already handled (wait)`
    ],
    [
      'a re-delivered event that was an accept, before superseded',
      stateFile({ ciHeadSha: C1, ciLastEvent: `accept ${KEY} ${iso(-5)}` }),
      { headSha: C1, branchHead: C2 },
      `event ${KEY} was already handled (accept)`
    ],
    [
      'superseded: the branch head moved on',
      stateFile(),
      { headSha: C1, branchHead: C2 },
      'commit c1c1c1c is no longer the branch head (now c2c2c2c)'
    ],
    [
      'superseded, even with reset',
      stateFile({ paused: true, pauseReason: 'ci-timeout' }),
      { headSha: C0, branchHead: C1, reset: true },
      'commit c0c0c0c is no longer the branch head (now c1c1c1c)'
    ],
    [
      'commit already accepted (another workflow finished)',
      stateFile({ ciHeadSha: C1, ciLastEvent: `accept workflow_run/99/1 ${iso(-5)}` }),
      {},
      'commit c1c1c1c was already accepted'
    ]
  ]

  it.each(skips)('%s', (_name, text, over, reason) => {
    const screening = input(text, over)
    const verdict = screen(screening)
    expect(verdict).toEqual({
      decision: 'skip',
      reason,
      attempt: screening.state.ciFixAttempts,
      pause: null,
      changes: null,
      resumed: false
    })
    // decide() screens first, whatever CI said.
    for (const status of [GREEN, PENDING, red('test: a')]) {
      expect(decide({ ...screening, ...status })).toEqual(verdict)
    }
  })

  it('a skip reports the attempts and signature the file holds', () => {
    const text = stateFile(
      fixing(3, 'lint: no-unused-vars', { paused: true, pauseReason: 'ci-timeout' })
    )
    expect(screen(input(text))).toMatchObject({
      decision: 'skip',
      attempt: 3
    })
  })

  const passes: ReadonlyArray<readonly [string, string, Partial<DecideInput>]> = [
    ['a new state file', stateFile(), {}],
    ['paused, with reset', stateFile({ paused: true, pauseReason: 'ci-timeout' }), { reset: true }],
    [
      'the same event, with reset',
      stateFile({ ciHeadSha: C1, ciLastEvent: `accept ${KEY} ${iso(-5)}` }),
      { reset: true }
    ],
    [
      'an accepted commit, with reset',
      stateFile({ ciHeadSha: C1, ciLastEvent: `accept workflow_run/99/1 ${iso(-5)}` }),
      { reset: true }
    ],
    [
      'a new commit after an accepted one',
      stateFile({ ciHeadSha: C0, ciLastEvent: `accept workflow_run/99/1 ${iso(-5)}` }),
      {}
    ],
    [
      'a re-run of the same workflow run (new attempt)',
      stateFile(fixing(1, 'test: a', { ciLastEvent: `fix workflow_run/100/2 ${iso(-5)}` })),
      {}
    ],
    [
      'a last event a person rewrote by hand',
      stateFile({ ciHeadSha: C1, ciLastEvent: `accepted ${KEY} by hand` }),
      {}
    ],
    [
      'the commit the fixer is working on (decide tells)',
      stateFile(fixing(1, 'test: a', { ciHeadSha: C1 })),
      {}
    ],
    [
      'a pause a maintainer lifted',
      stateFile(
        fixing(5, 'test: a', {
          pauseReason: 'ci-fix-exhausted: test: a',
          ciLastEvent: `pause workflow_run/99/1 ${iso(-5)}`
        })
      ),
      {}
    ]
  ]

  it.each(passes)('%s: no skip', (_name, text, over) => {
    expect(screen(input(text, over))).toBeNull()
  })
})

describe('accept (5c)', () => {
  const cases: ReadonlyArray<
    readonly [string, Partial<OwnedFields>, string, ReadonlyArray<readonly [string, string]>]
  > = [
    ['first green, no fix attempts', {}, 'CI green on c1c1c1c', []],
    [
      'after one fix attempt',
      fixing(1, 'test: a'),
      'CI green on c1c1c1c after 1 fix attempt',
      [['CI fix attempts', '1']]
    ],
    [
      'after four fix attempts',
      fixing(4, 'type: TS2339'),
      'CI green on c1c1c1c after 4 fix attempts',
      [['CI fix attempts', '4']]
    ],
    [
      'after a pending wait started the clock',
      { ciGateStarted: iso(-30), ciLastEvent: `wait workflow_run/99/1 ${iso(-30)}` },
      'CI green on c1c1c1c',
      []
    ]
  ]

  it.each(cases)('%s', (_name, owned, reason, attemptLine) => {
    const text = stateFile(owned, { 'Iteration Count': '12' })
    const verdict = decide(input(text, GREEN))
    expect(verdict).toMatchObject({
      decision: 'accept',
      reason,
      attempt: owned.ciFixAttempts ?? 0,
      pause: null,
      resumed: false
    })
    const out = written(text, verdict)
    expect(rowsOf(out)).toMatchObject({
      Paused: 'false',
      'Pause Reason': null,
      'Recent Statuses': 'accepted',
      'CI Fix Attempts': '0',
      'CI Signature': null,
      'CI Head SHA': C1,
      'CI Gate Started': null,
      'CI Last Event': `accept ${KEY} 2026-05-02T12:00:00Z`
    })
    expect(historyOf(out)).toEqual([
      {
        title: 'Iteration 12',
        when: '2026-05-02 12:00 UTC',
        runUrl: RUN_URL,
        fields: [['Status', '✅ Accepted — CI green'], ['Commit', `\`${C1}\``], ...attemptLine]
      }
    ])
    expect(out).not.toMatch(/CI fix attempts: 0/)
  })

  it('clears a pause reason left behind and writes Paused false', () => {
    const text = stateFile({ pauseReason: 'left by hand' })
    const out = written(text, decide(input(text, GREEN)))
    expect(rowsOf(out)).toMatchObject({ Paused: 'false', 'Pause Reason': null })
  })

  const statuses: ReadonlyArray<readonly [string, readonly string[], string]> = [
    ['none yet', [], 'accepted'],
    ['a trailing pending-ci is replaced', ['accepted', 'pending-ci'], 'accepted, accepted'],
    ['PENDING-CI in capitals too', ['rejected', 'PENDING-CI'], 'rejected, accepted'],
    ['an earlier pending-ci stays', ['pending-ci', 'rejected'], 'pending-ci, rejected, accepted'],
    [
      'ten with a trailing pending-ci: still ten',
      ['error', ...Array<string>(8).fill('accepted'), 'pending-ci'],
      `error, ${Array<string>(9).fill('accepted').join(', ')}`
    ],
    [
      'ten already: the oldest drops',
      ['error', 'rejected', ...Array<string>(8).fill('accepted')],
      `rejected, ${Array<string>(9).fill('accepted').join(', ')}`
    ]
  ]

  it.each(statuses)('Recent Statuses: %s', (_name, before, after) => {
    const text = stateFile({ recentStatuses: before })
    const out = written(text, decide(input(text, GREEN)))
    expect(rowsOf(out)['Recent Statuses']).toBe(after)
    expect(stateOf(out).recentStatuses.length).toBeLessThanOrEqual(10)
  })

  const titles: ReadonlyArray<
    readonly [string, Readonly<Record<string, string>>, string | null, string, string | null]
  > = [
    [
      'the iteration count names the entry',
      { 'Iteration Count': '3' },
      RUN_URL,
      'Iteration 3',
      RUN_URL
    ],
    [
      'no iteration count: a CI gate entry',
      { 'Iteration Count': '—' },
      RUN_URL,
      'CI gate',
      RUN_URL
    ],
    ['no run link', {}, null, 'Iteration 0', null]
  ]

  it.each(titles)('history entry: %s', (_name, rows, runUrl, title, link) => {
    const text = stateFile({}, rows)
    const out = written(text, decide(input(text, { ...GREEN, runUrl })))
    expect(historyOf(out)[0]).toMatchObject({ title, runUrl: link, when: '2026-05-02 12:00 UTC' })
  })
})

describe('fix (5b)', () => {
  const cases: ReadonlyArray<readonly [string, Partial<DecideInput>, string, string, number]> = [
    ['a test failure', red('test: sum adds'), 'test', 'test: sum adds', 5],
    ['a lint failure', red('lint: no-unused-vars', 'lint'), 'lint', 'lint: no-unused-vars', 5],
    [
      'a type failure with max 3',
      { ...red('type: TS2339:src/a.ts', 'type'), limits: { ...LIMITS, maxFixAttempts: 3 } },
      'type',
      'type: TS2339:src/a.ts',
      3
    ],
    [
      'no failure details: unknown',
      { status: 'failure', failure: null, checksReason: '1 of 3 checks failed: build' },
      'unknown',
      'unknown',
      5
    ]
  ]

  it.each(cases)('%s: attempt 1', (_name, over, failureClass, signature, max) => {
    const text = stateFile({}, { 'Iteration Count': '4' })
    const verdict = decide(input(text, over))
    expect(verdict).toMatchObject({
      decision: 'fix',
      reason: `CI red on c1c1c1c (${failureClass}): fix attempt 1/${max}`,
      attempt: 1,
      pause: null,
      resumed: false
    })
    const out = written(text, verdict)
    expect(rowsOf(out)).toMatchObject({
      Paused: 'false',
      'Pause Reason': null,
      'Recent Statuses': null,
      'CI Fix Attempts': '1',
      'CI Signature': signature,
      'CI Head SHA': C1,
      'CI Gate Started': '2026-05-02T12:00:00Z',
      'CI Last Event': `fix ${KEY} 2026-05-02T12:00:00Z`
    })
    expect(historyOf(out)).toEqual([
      {
        title: 'Iteration 4',
        when: '2026-05-02 12:00 UTC',
        runUrl: RUN_URL,
        fields: [
          ['Status', `🔧 CI fix attempt 1/${max}`],
          ['Commit', `\`${C1}\``],
          ['Class', failureClass],
          ['Signature', `\`${signature}\``],
          ['Checks', over.checksReason ?? '']
        ]
      }
    ])
  })

  it('a later attempt counts on and keeps the clock', () => {
    const text = stateFile(fixing(2, 'lint: no-unused-vars', {}, 20))
    const verdict = decide(input(text, { ...red('test: sum adds'), headSha: C2 }))
    expect(verdict).toMatchObject({
      decision: 'fix',
      reason: 'CI red on c2c2c2c (test): fix attempt 3/5',
      attempt: 3
    })
    expect(rowsOf(written(text, verdict))).toMatchObject({
      'CI Fix Attempts': '3',
      'CI Signature': 'test: sum adds',
      'CI Head SHA': C2,
      'CI Gate Started': iso(-20),
      'CI Last Event': `fix ${KEY} ${iso(0)}`
    })
  })

  it('a signature with a pipe survives the table', () => {
    const text = stateFile()
    const out = written(text, decide(input(text, red('test: a | b'))))
    expect(out).toContain('| CI Signature | test: a \\| b |')
    expect(stateOf(out).ciSignature).toBe('test: a | b')
  })

  const clocks: ReadonlyArray<readonly [string, Date | null, string]> = [
    ['no CI start: the clock starts now', null, iso(0)],
    ['CI started 20 min ago: the clock starts then', at(-20), iso(-20)],
    [
      'CI started with milliseconds: written to the second',
      new Date('2026-05-02T11:50:30.250Z'),
      '2026-05-02T11:50:30Z'
    ],
    ['a CI start after now (clock skew): now', at(3), iso(0)]
  ]

  it.each(clocks)('%s', (_name, ciStartedAt, started) => {
    const text = stateFile()
    const out = written(text, decide(input(text, { ...red('test: a'), ciStartedAt })))
    expect(rowsOf(out)['CI Gate Started']).toBe(started)
  })

  it('the CI start does not move a clock already running', () => {
    const text = stateFile(fixing(1, 'test: a', {}, 30))
    const verdict = decide(input(text, { ...red('test: b'), headSha: C2, ciStartedAt: at(-50) }))
    expect(rowsOf(written(text, verdict))['CI Gate Started']).toBe(iso(-30))
  })

  it('the last event is written to the second', () => {
    const text = stateFile()
    const out = written(
      text,
      decide(input(text, { ...red('test: a'), now: new Date('2026-05-02T12:00:00.789Z') }))
    )
    expect(parseLastEvent(stateOf(out).ciLastEvent)).toEqual({
      decision: 'fix',
      eventKey: KEY,
      at: '2026-05-02T12:00:00Z'
    })
  })
})

describe('stuck: the same signature after a fix', () => {
  it('pauses on a new commit that left the same failure', () => {
    const program = new Program(stateFile())
    expect(program.event({ ...red('test: sum adds'), headSha: C1 })).toMatchObject({
      decision: 'fix',
      attempt: 1
    })
    const verdict = program.event({ ...red('test: sum adds'), headSha: C2, now: at(10) })
    expect(verdict).toEqual({
      decision: 'pause',
      reason: 'stuck in CI fix loop: test: sum adds — fix attempt 1 left the same failure',
      attempt: 1,
      pause: { kind: 'stuck', signature: 'test: sum adds' },
      changes: expect.anything(),
      resumed: false
    })
    expect(program.rows).toMatchObject({
      Paused: 'true',
      'Pause Reason': 'stuck in CI fix loop: test: sum adds',
      'Recent Statuses': 'ci-fix-exhausted',
      'CI Fix Attempts': '1',
      'CI Head SHA': C2,
      'CI Gate Started': iso(0),
      'CI Last Event': `pause workflow_run/102/1 ${iso(10)}`
    })
    expect(historyOf(program.text)[0]?.fields).toEqual([
      ['Status', '⚠️ Paused — stuck in CI fix loop: test: sum adds'],
      ['Commit', `\`${C2}\``],
      ['CI fix attempts', '1/5'],
      ['Checks', '1 of 3 checks failed: test']
    ])
    expect(readHistory(program.text)).toHaveLength(2)
  })

  const cases: ReadonlyArray<readonly [string, number, number]> = [
    ['after attempt 1 of 5', 1, 5],
    ['after attempt 3 of 5', 3, 5],
    ['with the budget spent: stuck comes first', 5, 5],
    ['with max 1', 1, 1]
  ]

  it.each(cases)('%s', (_name, attempts, max) => {
    const text = stateFile(fixing(attempts, 'lint: semi'))
    const verdict = decide(
      input(text, {
        ...red('lint: semi', 'lint'),
        limits: { ...LIMITS, maxFixAttempts: max }
      })
    )
    expect(verdict).toMatchObject({
      decision: 'pause',
      reason: `stuck in CI fix loop: lint: semi — fix attempt ${attempts} left the same failure`,
      attempt: attempts,
      pause: { kind: 'stuck', signature: 'lint: semi' }
    })
    expect(historyOf(written(text, verdict))[0]?.fields).toContainEqual([
      'CI fix attempts',
      `${attempts}/${max}`
    ])
  })

  it('the same signature with no attempt spent is a first fix, not stuck', () => {
    // An accepted iteration leaves no signature; this one is a file edited by hand.
    const text = stateFile({ ciSignature: 'test: a' })
    expect(decide(input(text, red('test: a')))).toMatchObject({ decision: 'fix', attempt: 1 })
  })
})

describe('ci-fix-exhausted: the budget is spent', () => {
  it.each([1, 2, 5])(
    'max %i: that many fixes with different signatures, then the next red pauses',
    (max) => {
      const program = new Program(stateFile())
      const limits = { ...LIMITS, maxFixAttempts: max }
      for (let i = 1; i <= max; i++) {
        const verdict = program.event({
          ...red(`test: case ${i}`),
          headSha: commit(i),
          now: at(i),
          limits
        })
        expect(verdict).toMatchObject({
          decision: 'fix',
          attempt: i,
          reason: `CI red on ${shortSha(commit(i))} (test): fix attempt ${i}/${max}`
        })
        expect(program.rows['CI Fix Attempts']).toBe(String(i))
      }
      const last = max + 1
      const verdict = program.event({
        ...red(`test: case ${last}`),
        headSha: commit(last),
        now: at(last),
        limits
      })
      expect(verdict).toMatchObject({
        decision: 'pause',
        reason: `ci-fix-exhausted: test: case ${last} — all ${max} fix attempts spent`,
        attempt: max,
        pause: { kind: 'ci-fix-exhausted', signature: `test: case ${last}` }
      })
      expect(program.rows).toMatchObject({
        Paused: 'true',
        'Pause Reason': `ci-fix-exhausted: test: case ${last}`,
        'Recent Statuses': 'ci-fix-exhausted',
        'CI Fix Attempts': String(max),
        'CI Head SHA': commit(last)
      })
      const history = historyOf(program.text)
      expect(history).toHaveLength(max + 1)
      expect(history.map((entry) => entry.fields[0]?.[1])).toEqual([
        `⚠️ Paused — ci-fix-exhausted: test: case ${last}`,
        ...Array.from({ length: max }, (_, i) => `🔧 CI fix attempt ${max - i}/${max}`)
      ])
      expect(history[0]?.fields).toContainEqual(['CI fix attempts', `${max}/${max}`])
    }
  )
})

describe('a failure of unknown class gets fewer attempts', () => {
  const cases: ReadonlyArray<readonly [string, number, number, string]> = [
    ['default: one attempt', 1, 1, '1 attempt spent on a failure of unknown class'],
    ['two attempts', 2, 2, '2 attempts spent on a failure of unknown class'],
    ['none: pauses at once', 0, 0, '0 attempts spent on a failure of unknown class'],
    ['more than max-fix-attempts: capped at max', 9, 5, 'all 5 fix attempts spent']
  ]

  it.each(cases)('%s', (_name, unknownClassAttempts, fixes, why) => {
    const program = new Program(stateFile())
    const limits = { ...LIMITS, unknownClassAttempts }
    for (let i = 1; i <= fixes; i++) {
      expect(
        program.event({ ...red(`checks:job-${i}`, 'unknown'), headSha: commit(i), limits })
      ).toMatchObject({ decision: 'fix', attempt: i })
    }
    const sig = `checks:job-${fixes + 1}`
    const verdict = program.event({ ...red(sig, 'unknown'), headSha: commit(fixes + 1), limits })
    expect(verdict).toMatchObject({
      decision: 'pause',
      reason: `ci-fix-exhausted: ${sig} — ${why}`,
      attempt: fixes,
      pause: { kind: 'ci-fix-exhausted', signature: sig }
    })
    expect(program.rows['Pause Reason']).toBe(`ci-fix-exhausted: ${sig}`)
  })

  it('a recognised class after an unknown one still has the full budget', () => {
    const program = new Program(stateFile())
    expect(program.event({ ...red('checks:build', 'unknown'), headSha: C1 })).toMatchObject({
      decision: 'fix',
      attempt: 1
    })
    expect(program.event({ ...red('test: a'), headSha: C2 })).toMatchObject({
      decision: 'fix',
      attempt: 2,
      reason: 'CI red on c2c2c2c (test): fix attempt 2/5'
    })
  })

  it('an unknown failure after recognised attempts pauses', () => {
    const text = stateFile(fixing(2, 'test: a'))
    expect(decide(input(text, red('checks:e2e', 'unknown')))).toMatchObject({
      decision: 'pause',
      reason: 'ci-fix-exhausted: checks:e2e — 2 attempts spent on a failure of unknown class'
    })
  })
})

describe('a second red on the commit the fixer already has', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['same signature', 'test: a'],
    ['another signature (another workflow)', 'lint: semi']
  ]

  it.each(cases)('%s: wait, nothing written, no attempt spent', (_name, signature) => {
    const program = new Program(stateFile())
    program.event({ ...red('test: a'), headSha: C1 })
    const before = program.text
    const verdict = program.event({ ...red(signature), headSha: C1, now: at(3) })
    expect(verdict).toEqual({
      decision: 'wait',
      reason: 'failure on c1c1c1c is already with the fixer as attempt 1/5',
      attempt: 1,
      pause: null,
      changes: null,
      resumed: false
    })
    expect(program.text).toBe(before)
    // The fix commit's failure is then attempt 2, not 3.
    expect(program.event({ ...red('test: b'), headSha: C2, now: at(9) })).toMatchObject({
      decision: 'fix',
      attempt: 2
    })
  })

  it('the same commit after something other than a fix decision is judged again', () => {
    // E.g. a maintainer edited CI Last Event: without a recorded fix the commit is not "taken".
    const text = stateFile(
      fixing(1, 'test: a', { ciHeadSha: C1, ciLastEvent: `wait workflow_run/99/1 ${iso(-5)}` })
    )
    expect(decide(input(text, red('test: a')))).toMatchObject({
      decision: 'pause',
      pause: { kind: 'stuck', signature: 'test: a' }
    })
  })
})

describe('pending', () => {
  it('waits and starts the clock when none is running', () => {
    const text = stateFile()
    const verdict = decide(input(text, PENDING))
    expect(verdict).toMatchObject({
      decision: 'wait',
      reason: 'CI on c1c1c1c not finished: 1 of 3 checks pending: e2e',
      attempt: 0,
      pause: null,
      resumed: false
    })
    const out = written(text, verdict)
    const { removed, added } = diffLines(text, out)
    expect(removed).toEqual(['| CI Gate Started | — |\n', '| CI Last Event | — |\n'])
    expect(added).toEqual([
      `| CI Gate Started | ${iso(0)} |\n`,
      `| CI Last Event | wait ${KEY} ${iso(0)} |\n`
    ])
  })

  it('starts the clock at the CI start when it is earlier', () => {
    const text = stateFile()
    const out = written(text, decide(input(text, { ...PENDING, ciStartedAt: at(-7) })))
    expect(rowsOf(out)['CI Gate Started']).toBe(iso(-7))
  })

  const running: ReadonlyArray<readonly [string, Partial<OwnedFields>, number]> = [
    ['a clock started by an earlier wait', { ciGateStarted: iso(-20) }, 0],
    ['during a fix, on the fix commit', fixing(2, 'test: a', {}, 20), 2]
  ]

  it.each(running)('%s: wait with nothing to write', (_name, owned, attempt) => {
    const text = stateFile(owned)
    expect(decide(input(text, { ...PENDING, now: at(30) }))).toEqual({
      decision: 'wait',
      reason: 'CI on c1c1c1c not finished: 1 of 3 checks pending: e2e',
      attempt,
      pause: null,
      changes: null,
      resumed: false
    })
  })
})

describe('wall clock', () => {
  const statuses: ReadonlyArray<readonly [string, Partial<DecideInput>]> = [
    ['pending', PENDING],
    ['failure', red('test: b')],
    ['success (any decision)', GREEN]
  ]

  it.each(statuses)('%s past the cap pauses ci-timeout', (_name, status) => {
    const text = stateFile({ ...fixing(2, 'test: a', {}, 61), recentStatuses: ['accepted'] })
    const verdict = decide(input(text, status))
    expect(verdict).toMatchObject({
      decision: 'pause',
      reason: 'ci-timeout — iteration running 61 min, past the 60 min wall clock',
      attempt: 2,
      pause: { kind: 'ci-timeout' },
      resumed: false
    })
    const out = written(text, verdict)
    expect(rowsOf(out)).toMatchObject({
      Paused: 'true',
      'Pause Reason': 'ci-timeout',
      'Recent Statuses': 'accepted, ci-fix-exhausted',
      'CI Fix Attempts': '2',
      'CI Head SHA': C1,
      'CI Gate Started': iso(-61),
      'CI Last Event': `pause ${KEY} ${iso(0)}`
    })
    expect(historyOf(out)[0]?.fields).toEqual([
      ['Status', '⚠️ Paused — ci-timeout'],
      ['Commit', `\`${C1}\``],
      ['CI fix attempts', '2/5'],
      ['Checks', status.checksReason ?? '']
    ])
  })

  const bounds: ReadonlyArray<
    readonly [string, Partial<OwnedFields>, Partial<DecideInput>, Decision, string | null]
  > = [
    ['exactly 60 min: not past', { ciGateStarted: iso(-60) }, {}, 'wait', null],
    [
      '60 min and a second: past',
      { ciGateStarted: iso(-60) },
      { now: new Date(NOW.getTime() + 1000) },
      'pause',
      'iteration running 60 min, past the 60 min wall clock'
    ],
    [
      'a shorter cap',
      { ciGateStarted: iso(-11) },
      { limits: { ...LIMITS, wallClockMinutes: 10 } },
      'pause',
      'iteration running 11 min, past the 10 min wall clock'
    ],
    [
      'no clock yet, CI started 90 min ago',
      {},
      { ciStartedAt: at(-90) },
      'pause',
      'iteration running 90 min, past the 60 min wall clock'
    ],
    ['no clock yet, CI started 59 min ago', {}, { ciStartedAt: at(-59) }, 'wait', null],
    [
      'a running clock wins over an older CI start',
      { ciGateStarted: iso(-30) },
      { ciStartedAt: at(-90) },
      'wait',
      null
    ]
  ]

  it.each(bounds)('%s', (_name, owned, over, decision, why) => {
    const text = stateFile(owned)
    const verdict = decide(input(text, { ...PENDING, ...over }))
    expect(verdict.decision).toBe(decision)
    if (why !== null) {
      expect(verdict.reason).toBe(`ci-timeout — ${why}`)
      expect(verdict.pause).toEqual({ kind: 'ci-timeout' })
    }
  })

  it('a timeout with no clock yet records where the clock started', () => {
    const text = stateFile()
    const out = written(text, decide(input(text, { ...red('test: a'), ciStartedAt: at(-90) })))
    expect(rowsOf(out)).toMatchObject({
      Paused: 'true',
      'Pause Reason': 'ci-timeout',
      'CI Fix Attempts': '0',
      'CI Gate Started': iso(-90)
    })
  })

  it('fix attempts count against the clock of the whole iteration', () => {
    const program = new Program(stateFile())
    program.event({ ...red('test: a'), headSha: C1, ciStartedAt: at(-5) })
    program.event({ ...red('test: b'), headSha: C2, now: at(30), ciStartedAt: at(25) })
    const verdict = program.event({ ...GREEN, headSha: C3, now: at(56), ciStartedAt: at(50) })
    expect(verdict).toMatchObject({
      decision: 'pause',
      reason: 'ci-timeout — iteration running 61 min, past the 60 min wall clock',
      attempt: 2
    })
  })
})

describe('every pause', () => {
  const cases: ReadonlyArray<
    readonly [string, Partial<OwnedFields>, Partial<DecideInput>, PauseReason, number]
  > = [
    ['stuck', fixing(1, 'test: a'), red('test: a'), { kind: 'stuck', signature: 'test: a' }, 1],
    [
      'ci-fix-exhausted',
      fixing(5, 'test: e'),
      red('test: f'),
      { kind: 'ci-fix-exhausted', signature: 'test: f' },
      5
    ],
    ['ci-timeout', fixing(3, 'test: c', {}, 75), PENDING, { kind: 'ci-timeout' }, 3]
  ]

  it.each(cases)(
    '%s: Paused, the reason, ci-fix-exhausted appended, ⚠️ entry',
    (_n, owned, over, pause, attempts) => {
      const text = stateFile(
        { ...owned, recentStatuses: ['accepted', 'rejected'] },
        { 'Iteration Count': '8' }
      )
      const verdict = decide(input(text, over))
      const reasonText = pauseReasonText(pause)
      expect(verdict.decision).toBe('pause')
      expect(verdict.pause).toEqual(pause)
      expect(verdict.reason.startsWith(`${reasonText} — `)).toBe(true)
      const out = written(text, verdict)
      expect(rowsOf(out)).toMatchObject({
        Paused: 'true',
        'Pause Reason': reasonText,
        'Recent Statuses': 'accepted, rejected, ci-fix-exhausted',
        'CI Fix Attempts': String(attempts),
        'CI Head SHA': C1,
        'CI Last Event': `pause ${KEY} ${iso(0)}`
      })
      expect(historyOf(out)).toEqual([
        {
          title: 'Iteration 8',
          when: '2026-05-02 12:00 UTC',
          runUrl: RUN_URL,
          fields: [
            ['Status', `⚠️ Paused — ${reasonText}`],
            ['Commit', `\`${C1}\``],
            ['CI fix attempts', `${attempts}/5`],
            ['Checks', over.checksReason ?? '']
          ]
        }
      ])
      // The next event on the paused program is skipped.
      expect(decide(input(out, { ...GREEN, eventKey: 'workflow_run/101/1' }))).toMatchObject({
        decision: 'skip',
        reason: `program is paused (${reasonText}); ${UNPAUSE_HINT}`
      })
    }
  )

  const texts: ReadonlyArray<readonly [PauseReason, string]> = [
    [{ kind: 'stuck', signature: 'lint: x' }, 'stuck in CI fix loop: lint: x'],
    [{ kind: 'ci-fix-exhausted', signature: 'lint: x' }, 'ci-fix-exhausted: lint: x'],
    [{ kind: 'ci-timeout' }, 'ci-timeout']
  ]

  it.each(texts)('pauseReasonText(%j) is %s', (pause, text) => {
    expect(pauseReasonText(pause)).toBe(text)
  })

  it('Recent Statuses stays at ten', () => {
    const ten = ['error', ...Array<string>(9).fill('rejected')]
    const text = stateFile({ ...fixing(1, 'test: a'), recentStatuses: ten })
    const out = written(text, decide(input(text, red('test: a'))))
    expect(stateOf(out).recentStatuses).toEqual([
      ...Array<string>(9).fill('rejected'),
      'ci-fix-exhausted'
    ])
  })
})

/** A program the gate paused as stuck on C2, after a fix attempt on C1. */
function stuckProgram(): Program {
  const program = new Program(stateFile({}, { 'Iteration Count': '5' }))
  program.event({ ...red('test: a'), headSha: C1, now: at(-100) })
  const paused = program.event({ ...red('test: a'), headSha: C2, now: at(-90) })
  expect(paused.pause).toEqual({ kind: 'stuck', signature: 'test: a' })
  return program
}

describe('a maintainer unpauses by editing the file', () => {
  function unpaused(): Program {
    const program = stuckProgram()
    // The maintainer flips Paused and leaves the reason as it was.
    expect(program.text).toContain('| Paused | true |')
    program.text = program.text.replace('| Paused | true |', '| Paused | false |')
    expect(screen(input(program.text, { headSha: C3 }))).toBeNull()
    return program
  }

  it('the same failure again is a first attempt of a fresh budget on a fresh clock', () => {
    const program = unpaused()
    const verdict = program.event({ ...red('test: a'), headSha: C3 })
    expect(verdict).toMatchObject({
      decision: 'fix',
      reason: 'CI red on c3c3c3c (test): fix attempt 1/5',
      attempt: 1,
      pause: null,
      resumed: true
    })
    expect(program.rows).toMatchObject({
      Paused: 'false',
      'Pause Reason': null,
      'CI Fix Attempts': '1',
      'CI Signature': 'test: a',
      'CI Head SHA': C3,
      'CI Gate Started': iso(0),
      'CI Last Event': `fix workflow_run/103/1 ${iso(0)}`
    })
  })

  it('green is accepted with no fix attempts carried over', () => {
    const program = unpaused()
    const verdict = program.event({ ...GREEN, headSha: C3 })
    expect(verdict).toMatchObject({
      decision: 'accept',
      reason: 'CI green on c3c3c3c',
      attempt: 0,
      resumed: true
    })
    expect(program.rows).toMatchObject({
      Paused: 'false',
      'Pause Reason': null,
      'Recent Statuses': 'ci-fix-exhausted, accepted',
      'CI Fix Attempts': '0'
    })
    expect(historyOf(program.text)[0]?.fields).toEqual([
      ['Status', '✅ Accepted — CI green'],
      ['Commit', `\`${C3}\``]
    ])
  })

  it('pending records the lifted pause and restarts the clock', () => {
    const program = unpaused()
    const verdict = program.event({ ...PENDING, headSha: C3 })
    expect(verdict).toMatchObject({ decision: 'wait', attempt: 0, resumed: true })
    expect(verdict.changes).not.toBeNull()
    expect(program.rows).toMatchObject({
      Paused: 'false',
      'Pause Reason': null,
      'CI Fix Attempts': '0',
      'CI Signature': null,
      'CI Head SHA': null,
      'CI Gate Started': iso(0),
      'CI Last Event': `wait workflow_run/103/1 ${iso(0)}`
    })
    // Once recorded, the pause is lifted: the next failure is attempt 1, not resumed again.
    expect(program.event({ ...red('test: a'), headSha: C3, now: at(5) })).toMatchObject({
      decision: 'fix',
      attempt: 1,
      resumed: false
    })
  })

  it('resumes once: the next event counts on from the fresh budget', () => {
    const program = unpaused()
    program.event({ ...red('test: a'), headSha: C3 })
    expect(program.event({ ...red('test: b'), headSha: C4, now: at(5) })).toMatchObject({
      decision: 'fix',
      attempt: 2,
      resumed: false
    })
  })

  it('the re-delivered event that paused is still skipped', () => {
    const program = unpaused()
    expect(
      decide(
        input(program.text, { ...red('test: a'), headSha: C2, eventKey: 'workflow_run/102/1' })
      )
    ).toMatchObject({
      decision: 'skip',
      reason: 'event workflow_run/102/1 was already handled (pause)'
    })
  })

  it('Paused false after a fix decision is no unpause: the budget carries on', () => {
    const text = stateFile(fixing(2, 'test: a'))
    expect(decide(input(text, red('test: b')))).toMatchObject({
      decision: 'fix',
      attempt: 3,
      resumed: false
    })
  })
})

describe('reset by dispatch', () => {
  const exhausted = (): string =>
    stateFile({
      ...fixing(5, 'test: e', {}, 120),
      paused: true,
      pauseReason: 'ci-fix-exhausted: test: e',
      recentStatuses: ['ci-fix-exhausted'],
      ciLastEvent: `pause workflow_run/99/1 ${iso(-100)}`
    })
  const DISPATCH = 'workflow_dispatch/500/1'

  const cases: ReadonlyArray<
    readonly [string, Partial<DecideInput>, Decision, string, Record<string, string | null>]
  > = [
    [
      'green: accepted',
      GREEN,
      'accept',
      'CI green on c1c1c1c',
      {
        'CI Fix Attempts': '0',
        'CI Head SHA': C1,
        'CI Gate Started': null,
        'Recent Statuses': 'ci-fix-exhausted, accepted'
      }
    ],
    [
      'the same red: attempt 1, neither stuck nor exhausted nor timed out',
      red('test: e'),
      'fix',
      'CI red on c1c1c1c (test): fix attempt 1/5',
      { 'CI Fix Attempts': '1', 'CI Signature': 'test: e', 'CI Gate Started': iso(0) }
    ],
    [
      'pending: waits on a fresh budget',
      PENDING,
      'wait',
      'CI on c1c1c1c not finished: 1 of 3 checks pending: e2e',
      {
        'CI Fix Attempts': '0',
        'CI Signature': null,
        'CI Head SHA': null,
        'CI Gate Started': iso(0)
      }
    ]
  ]

  it.each(cases)('%s', (_name, status, decision, reason, rows) => {
    const text = exhausted()
    const verdict = decide(input(text, { ...status, eventKey: DISPATCH, reset: true }))
    expect(verdict).toMatchObject({ decision, reason, resumed: true })
    const out = written(text, verdict)
    expect(rowsOf(out)).toMatchObject({
      Paused: 'false',
      'Pause Reason': null,
      'CI Last Event': `${decision} ${DISPATCH} ${iso(0)}`,
      ...rows
    })
  })

  it('the accept after a reset carries no fix attempts line', () => {
    const text = exhausted()
    const out = written(text, decide(input(text, { ...GREEN, eventKey: DISPATCH, reset: true })))
    expect(historyOf(out)[0]?.fields).toEqual([
      ['Status', '✅ Accepted — CI green'],
      ['Commit', `\`${C1}\``]
    ])
  })

  it('re-evaluates an event already handled and a commit already accepted', () => {
    const text = stateFile({ ciHeadSha: C1, ciLastEvent: `accept ${KEY} ${iso(-5)}` })
    expect(decide(input(text, { ...GREEN, reset: true }))).toMatchObject({
      decision: 'accept',
      resumed: true
    })
    expect(decide(input(text, { ...GREEN, reset: false }))).toMatchObject({ decision: 'skip' })
  })

  it('without reset the same file is skipped', () => {
    expect(decide(input(exhausted(), { ...GREEN, eventKey: DISPATCH }))).toMatchObject({
      decision: 'skip',
      reason: `program is paused (ci-fix-exhausted: test: e); ${UNPAUSE_HINT}`
    })
  })
})

describe.each([
  ['LF', '\n'],
  ['CRLF', '\r\n']
] as const)('one iteration, end to end (%s)', (_name, eol) => {
  it('red → fix 1 → red with a new signature → fix 2 → green → accepted', () => {
    const initial = stateFile({ recentStatuses: ['accepted', 'pending-ci'] }, {}, eol).replace(
      `| Iteration Count | 0 |${eol}`,
      `| Iteration Count | 12 |${eol}`
    )
    const program = new Program(initial)

    // Run 101: the iteration's commit is red.
    expect(
      program.event({
        ...red('lint: no-unused-vars', 'lint'),
        headSha: C1,
        ciStartedAt: at(-5)
      })
    ).toMatchObject({
      decision: 'fix',
      reason: 'CI red on c1c1c1c (lint): fix attempt 1/5',
      attempt: 1
    })

    // Run 102: a second workflow on the same commit fails too; the fixer already has it.
    const afterFirst = program.text
    expect(program.event({ ...red('test: sum adds'), headSha: C1, now: at(2) })).toMatchObject({
      decision: 'wait',
      changes: null,
      attempt: 1
    })
    expect(program.text).toBe(afterFirst)

    // Run 103: the fix commit's CI is still running.
    expect(program.event({ ...PENDING, headSha: C2, now: at(10) })).toMatchObject({
      decision: 'wait',
      changes: null,
      attempt: 1
    })

    // Run 104: the fix commit fails differently.
    expect(
      program.event({ ...red('test: sum adds'), headSha: C2, now: at(15), ciStartedAt: at(11) })
    ).toMatchObject({
      decision: 'fix',
      reason: 'CI red on c2c2c2c (test): fix attempt 2/5',
      attempt: 2
    })
    expect(program.rows).toMatchObject({
      'CI Fix Attempts': '2',
      'CI Signature': 'test: sum adds',
      'CI Head SHA': C2,
      'CI Gate Started': iso(-5)
    })

    // Run 105: the second fix is green.
    expect(
      program.event({ ...GREEN, headSha: C3, now: at(25), ciStartedAt: at(20) })
    ).toMatchObject({
      decision: 'accept',
      reason: 'CI green on c3c3c3c after 2 fix attempts',
      attempt: 2,
      pause: null,
      resumed: false
    })
    expect(program.rows).toMatchObject({
      Paused: 'false',
      'Pause Reason': null,
      'Recent Statuses': 'accepted, accepted',
      'CI Fix Attempts': '0',
      'CI Signature': null,
      'CI Head SHA': C3,
      'CI Gate Started': null,
      'CI Last Event': `accept workflow_run/105/1 ${iso(25)}`
    })
    expect(historyOf(program.text)).toEqual([
      {
        title: 'Iteration 12',
        when: '2026-05-02 12:25 UTC',
        runUrl: RUN_URL,
        fields: [
          ['Status', '✅ Accepted — CI green'],
          ['Commit', `\`${C3}\``],
          ['CI fix attempts', '2']
        ]
      },
      {
        title: 'Iteration 12',
        when: '2026-05-02 12:15 UTC',
        runUrl: RUN_URL,
        fields: [
          ['Status', '🔧 CI fix attempt 2/5'],
          ['Commit', `\`${C2}\``],
          ['Class', 'test'],
          ['Signature', '`test: sum adds`'],
          ['Checks', '1 of 3 checks failed: test']
        ]
      },
      {
        title: 'Iteration 12',
        when: '2026-05-02 12:00 UTC',
        runUrl: RUN_URL,
        fields: [
          ['Status', '🔧 CI fix attempt 1/5'],
          ['Commit', `\`${C1}\``],
          ['Class', 'lint'],
          ['Signature', '`lint: no-unused-vars`'],
          ['Checks', '1 of 3 checks failed: lint']
        ]
      }
    ])

    // Only the gate's rows changed above the history; the line endings stayed.
    const { removed } = diffLines(initial, program.text)
    for (const line of removed) expect(line).toMatch(OWNED_ROW)
    expect(program.text.replace(/\r\n/g, '').includes('\n')).toBe(eol === '\n')

    // After: the accept re-delivered, another workflow green on the same commit, a stale event.
    const done = program.text
    expect(
      decide(input(done, { ...GREEN, headSha: C3, eventKey: 'workflow_run/105/1' }))
    ).toMatchObject({
      decision: 'skip',
      reason: 'event workflow_run/105/1 was already handled (accept)'
    })
    expect(program.event({ ...GREEN, headSha: C3, now: at(27) })).toMatchObject({
      decision: 'skip',
      reason: 'commit c3c3c3c was already accepted',
      attempt: 0
    })
    expect(
      program.event({ ...red('test: sum adds'), headSha: C2, branchHead: C3, now: at(28) })
    ).toMatchObject({
      decision: 'skip',
      reason: 'commit c2c2c2c is no longer the branch head (now c3c3c3c)'
    })
    expect(program.text).toBe(done)

    // The next iteration starts from nothing.
    expect(
      program.event({ ...red('lint: no-unused-vars', 'lint'), headSha: C4, now: at(200) })
    ).toMatchObject({ decision: 'fix', attempt: 1 })
    expect(program.rows['CI Gate Started']).toBe(iso(200))
  })
})
