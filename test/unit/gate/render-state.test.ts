import { describe, expect, it } from '@jest/globals'
import { historyEntry, renderGateRows } from '../../../src/rules/gate/render-state.js'
import type { Ledger, LedgerEntry } from '../../../src/rules/ledger/ledger.js'
import { emptyMemory, type FixAttempt, type GateMemory } from '../../../src/rules/ledger/memory.js'
import {
  applyStateChanges,
  parseStateFile,
  readHistory,
  renderStateTemplate
} from '../../../src/rules/state/index.js'
import {
  AT,
  HEAD,
  plainEntry,
  stateDoc,
  type StateFileOptions
} from '../../support/gate-records.js'

const RUN_URL = 'https://github.com/o/r/actions/runs/200'

function attempt(overrides: Partial<FixAttempt> = {}): FixAttempt {
  return {
    attempt: 1,
    commit: HEAD,
    signature: 'sig-a',
    failureClass: 'test',
    runUrl: RUN_URL,
    at: AT,
    outcome: 'with-fixer',
    ...overrides
  }
}

type EntryOverrides = Partial<Omit<LedgerEntry, 'memory'>> & { memory?: Partial<GateMemory> }

function entry(seq: number, overrides: EntryOverrides = {}): LedgerEntry {
  const { memory, ...rest } = overrides
  return {
    seq,
    ...plainEntry(seq, {
      runUrl: RUN_URL,
      ...rest,
      memory: { ...emptyMemory(), iteration: 4, ...memory }
    })
  }
}

function fixEntry(seq: number, attempts: FixAttempt[] = [attempt()]): LedgerEntry {
  const last = attempts.at(-1)
  return entry(seq, {
    decision: 'fix',
    attempt: attempts.length,
    failure: { signature: last?.signature ?? 'sig-a', failureClass: 'type' },
    memory: {
      hold: { kind: 'fixing', attempt: attempts.length, max: 3, sha: HEAD },
      attempts,
      signature: last?.signature ?? null,
      headSha: HEAD,
      clockStarted: AT,
      lastEvent: { decision: 'fix', eventKey: `workflow_run/${seq}/1`, at: AT }
    }
  })
}

function acceptEntry(seq: number, overrides: EntryOverrides = {}): LedgerEntry {
  return entry(seq, { decision: 'accept', status: 'accepted', ...overrides })
}

function ledger(...entries: LedgerEntry[]): Ledger {
  return { program: 'demo', entries }
}

describe('renderGateRows: the rows', () => {
  it('renders nothing for an empty ledger', () => {
    expect(renderGateRows(ledger(), stateDoc())).toEqual({})
  })

  it('renders the newest entry’s memory, with a fixing hold', () => {
    const changes = renderGateRows(
      ledger(entry(1), fixEntry(2)),
      stateDoc({ set: { ciLedger: 1 } })
    )
    expect(changes.set).toEqual({
      paused: true,
      pauseReason: 'ci-fix-in-progress: attempt 1/3 on abc1234',
      ciFixAttempts: 1,
      ciSignature: 'sig-a',
      ciHeadSha: HEAD,
      ciGateStarted: AT,
      ciLastEvent: `fix workflow_run/2/1 ${AT}`,
      ciLedger: 2
    })
  })

  const holds: ReadonlyArray<{
    name: string
    memory: Partial<GateMemory>
    paused: boolean
    pauseReason: string | null
  }> = [
    { name: 'no hold', memory: {}, paused: false, pauseReason: null },
    {
      name: 'a stuck pause',
      memory: { hold: { kind: 'paused', reason: { kind: 'stuck', signature: 'sig-b' } } },
      paused: true,
      pauseReason: 'stuck in CI fix loop: sig-b'
    },
    {
      name: 'an exhausted pause',
      memory: { hold: { kind: 'paused', reason: { kind: 'ci-fix-exhausted', signature: 'x' } } },
      paused: true,
      pauseReason: 'ci-fix-exhausted: x'
    },
    {
      name: 'a timeout',
      memory: { hold: { kind: 'paused', reason: { kind: 'ci-timeout' } } },
      paused: true,
      pauseReason: 'ci-timeout'
    },
    {
      name: 'a manual pause',
      memory: { hold: { kind: 'manual', reason: 'on holiday' } },
      paused: true,
      pauseReason: 'on holiday'
    },
    {
      name: 'a manual pause with no reason',
      memory: { hold: { kind: 'manual', reason: null } },
      paused: true,
      pauseReason: null
    }
  ]

  it.each(holds)('renders Paused and Pause Reason from $name', (c) => {
    const changes = renderGateRows(ledger(entry(1, { memory: c.memory })), stateDoc())
    expect(changes.set).toMatchObject({
      paused: c.paused,
      pauseReason: c.pauseReason,
      ciFixAttempts: 0,
      ciSignature: null,
      ciHeadSha: null,
      ciGateStarted: null,
      ciLastEvent: null,
      ciLedger: 1
    })
  })

  it('writes rows that applyStateChanges takes and parseStateFile reads back', () => {
    const book = ledger(entry(1), fixEntry(2))
    const before = renderStateTemplate({ program: 'demo' })
    const edited = applyStateChanges(before, renderGateRows(book, stateDoc()))
    if (!edited.ok) throw new Error(edited.error.message)
    const parsed = parseStateFile(edited.text)
    if (!parsed.ok) throw new Error(parsed.error.message)
    expect(parsed.doc.state).toMatchObject({
      paused: true,
      pauseReason: 'ci-fix-in-progress: attempt 1/3 on abc1234',
      ciFixAttempts: 1,
      ciLedger: 2
    })
    expect(readHistory(edited.text).map((h) => h.title)).toEqual(['CI gate · Iteration 4'])
  })
})

describe('renderGateRows: entries the file has not shown', () => {
  /** The history added, by the time of each entry. */
  const times = (changes: ReturnType<typeof renderGateRows>): string[] =>
    (changes.history ?? []).map((h) => String(h.when))

  it('adds history for every unseen fix, accept and pause, newest first', () => {
    const book = ledger(
      fixEntry(1),
      entry(2, { at: '2026-05-02T12:02:00Z' }),
      fixEntry(3, [attempt({ outcome: 'new-failure' }), attempt({ attempt: 2 })]),
      entry(4, { decision: 'skip', at: '2026-05-02T12:04:00Z' }),
      acceptEntry(5, { at: '2026-05-02T12:05:00Z', attempt: 2 })
    )
    const changes = renderGateRows(book, stateDoc({ set: { ciLedger: 1 } }))
    expect((changes.history ?? []).map((h) => h.lines[0]?.[1])).toEqual([
      '✅ Accepted — CI green on `abc1234` · CI fix attempts: 2',
      '🔧 CI fix attempt 2/3 on `abc1234`: type, `sig-a`'
    ])
  })

  it('adds at most five, the newest', () => {
    const book = ledger(
      ...Array.from({ length: 8 }, (_, i) => acceptEntry(i + 1, { at: `2026-05-02T12:0${i}:00Z` }))
    )
    const changes = renderGateRows(book, stateDoc({ set: { ciLedger: 1 } }))
    expect(times(changes)).toEqual([
      '2026-05-02T12:07:00Z',
      '2026-05-02T12:06:00Z',
      '2026-05-02T12:05:00Z',
      '2026-05-02T12:04:00Z',
      '2026-05-02T12:03:00Z'
    ])
  })

  const shown: ReadonlyArray<{ name: string; ciLedger: number | null; history: string[] }> = [
    { name: 'the newest entry', ciLedger: 12, history: [] },
    { name: 'no CI Ledger row', ciLedger: null, history: ['2026-05-02T12:03:00Z'] },
    {
      name: 'an entry the ledger dropped long ago',
      ciLedger: 1,
      history: ['2026-05-02T12:03:00Z']
    },
    {
      name: 'the entry just before the oldest the ledger holds',
      ciLedger: 9,
      history: ['2026-05-02T12:03:00Z', '2026-05-02T12:02:00Z', '2026-05-02T12:01:00Z']
    }
  ]

  it.each(shown)('for a file that shows $name', (c) => {
    // The ledger kept entries 10 to 12 only.
    const book = ledger(
      acceptEntry(10, { at: '2026-05-02T12:01:00Z' }),
      acceptEntry(11, { at: '2026-05-02T12:02:00Z' }),
      acceptEntry(12, { at: '2026-05-02T12:03:00Z' })
    )
    const set = c.ciLedger === null ? {} : { ciLedger: c.ciLedger }
    expect(times(renderGateRows(book, stateDoc({ set })))).toEqual(c.history)
  })

  const statuses: ReadonlyArray<{
    name: string
    file: StateFileOptions
    entries: LedgerEntry[]
    recentStatuses: string[] | undefined
  }> = [
    {
      name: 'an accept replaces a trailing pending-ci',
      file: { set: { ciLedger: 1, recentStatuses: ['accepted', 'pending-ci'] } },
      entries: [entry(1), acceptEntry(2)],
      recentStatuses: ['accepted', 'accepted']
    },
    {
      name: 'a pause is appended after another status',
      file: { set: { ciLedger: 1, recentStatuses: ['rejected'] } },
      entries: [entry(1), entry(2, { decision: 'pause', status: 'ci-fix-exhausted' })],
      recentStatuses: ['rejected', 'ci-fix-exhausted']
    },
    {
      name: 'two unseen outcomes both count',
      file: { set: { ciLedger: 1, recentStatuses: ['pending-ci'] } },
      entries: [entry(1), acceptEntry(2), acceptEntry(3)],
      recentStatuses: ['accepted', 'accepted']
    },
    {
      name: 'an entry already shown adds nothing',
      file: { set: { ciLedger: 2, recentStatuses: ['pending-ci'] } },
      entries: [entry(1), acceptEntry(2)],
      recentStatuses: undefined
    },
    {
      name: 'an entry without a status adds nothing',
      file: { set: { ciLedger: 1, recentStatuses: ['pending-ci'] } },
      entries: [entry(1), fixEntry(2)],
      recentStatuses: undefined
    },
    {
      name: 'an outcome of an older iteration is moot',
      file: { set: { ciLedger: 1, recentStatuses: ['pending-ci'] }, iterationCount: 5 },
      entries: [entry(1), acceptEntry(2)],
      recentStatuses: undefined
    },
    {
      name: 'an outcome of the iteration the file shows counts',
      file: { set: { ciLedger: 1, recentStatuses: ['pending-ci'] }, iterationCount: 4 },
      entries: [entry(1), acceptEntry(2)],
      recentStatuses: ['accepted']
    },
    {
      name: 'an outcome on the commit and iteration the newest entry decided on counts',
      file: { set: { ciLedger: 1, recentStatuses: ['pending-ci'] }, iterationCount: 4 },
      entries: [entry(1), acceptEntry(2, { headSha: 'a' }), entry(3, { headSha: 'a' })],
      recentStatuses: ['accepted']
    },
    {
      name: 'an accept under a number reused on a new head is moot',
      file: { set: { ciLedger: 1, recentStatuses: ['pending-ci'] }, iterationCount: 4 },
      entries: [entry(1), acceptEntry(2, { headSha: 'a' }), fixEntry(3)],
      recentStatuses: undefined
    },
    {
      name: 'a wait on a new head makes the accept moot, though its memory names the accepted head',
      file: { set: { ciLedger: 1, recentStatuses: ['pending-ci'] }, iterationCount: 4 },
      entries: [
        entry(1),
        acceptEntry(2, { headSha: 'a', memory: { headSha: 'a' } }),
        entry(3, { decision: 'wait', headSha: 'b', memory: { headSha: 'a' } })
      ],
      recentStatuses: undefined
    },
    {
      name: 'a pause under a number reused on a new head is moot',
      file: { set: { ciLedger: 1, recentStatuses: ['pending-ci'] }, iterationCount: 4 },
      entries: [
        entry(1),
        entry(2, { decision: 'pause', status: 'ci-fix-exhausted', headSha: 'a' }),
        acceptEntry(3, { headSha: 'b' })
      ],
      recentStatuses: ['accepted']
    },
    {
      name: 'an outcome on the same head under another number is moot',
      file: { set: { ciLedger: 1, recentStatuses: ['pending-ci'] }, iterationCount: 4 },
      entries: [entry(1), acceptEntry(2), entry(3, { memory: { iteration: 5 } })],
      recentStatuses: undefined
    },
    {
      name: 'an outcome with no iteration counts',
      file: { set: { ciLedger: 1 }, iterationCount: 5 },
      entries: [entry(1), acceptEntry(2, { memory: { iteration: null } })],
      recentStatuses: ['accepted']
    }
  ]

  it.each(statuses)('Recent Statuses: $name', (c) => {
    const changes = renderGateRows(ledger(...c.entries), stateDoc(c.file))
    expect(changes.set?.recentStatuses).toEqual(c.recentStatuses)
  })

  it('still adds the history of an older iteration’s outcome', () => {
    const changes = renderGateRows(
      ledger(entry(1), acceptEntry(2)),
      stateDoc({ set: { ciLedger: 1 }, iterationCount: 5 })
    )
    expect(changes.history).toHaveLength(1)
  })
})

describe('historyEntry', () => {
  const cases: ReadonlyArray<{ name: string; entry: LedgerEntry; lines: Array<[string, string]> }> =
    [
      {
        name: 'a fix',
        entry: fixEntry(1),
        lines: [['Status', '🔧 CI fix attempt 1/3 on `abc1234`: type, `sig-a`']]
      },
      {
        name: 'a fix with no failure facts',
        entry: { ...fixEntry(1), failure: null },
        lines: [['Status', '🔧 CI fix attempt 1/3 on `abc1234`: unknown, `unknown`']]
      },
      {
        name: 'a fix after an attempt that left nothing to push',
        entry: fixEntry(2, [
          attempt({ outcome: 'no-commit', note: 'the fixer made no changes; ask @team' }),
          attempt({ attempt: 2 })
        ]),
        lines: [
          ['Status', '🔧 CI fix attempt 2/3 on `abc1234`: type, `sig-a`'],
          ['Previous attempt', 'the fixer made no changes; ask @\u200bteam']
        ]
      },
      {
        name: 'a fix after an attempt that left nothing to push, with no note',
        entry: fixEntry(2, [attempt({ outcome: 'no-commit' }), attempt({ attempt: 2 })]),
        lines: [['Status', '🔧 CI fix attempt 2/3 on `abc1234`: type, `sig-a`']]
      },
      {
        name: 'a fix after a new failure',
        entry: fixEntry(2, [
          attempt({ outcome: 'new-failure', note: 'not shown' }),
          attempt({ attempt: 2 })
        ]),
        lines: [['Status', '🔧 CI fix attempt 2/3 on `abc1234`: type, `sig-a`']]
      },
      {
        name: 'a first accept',
        entry: acceptEntry(1),
        lines: [['Status', '✅ Accepted — CI green on `abc1234`']]
      },
      {
        name: 'an accept after fixes',
        entry: acceptEntry(1, { attempt: 2 }),
        lines: [['Status', '✅ Accepted — CI green on `abc1234` · CI fix attempts: 2']]
      },
      {
        name: 'a pause',
        entry: entry(1, {
          decision: 'pause',
          attempt: 1,
          pause: { kind: 'stuck', signature: 'sig-a' },
          reason: 'stuck in CI fix loop: sig-a — fix attempt 1 left the same failure'
        }),
        lines: [
          [
            'Status',
            '⚠️ Paused — `stuck in CI fix loop: sig-a` on `abc1234` · CI fix attempts: 1/3'
          ]
        ]
      },
      {
        name: 'a pause with no reason recorded',
        entry: entry(1, { decision: 'pause', reason: 'by hand', headSha: null }),
        lines: [['Status', '⚠️ Paused — `by hand` · CI fix attempts: 0/3']]
      },
      {
        name: 'a wait',
        entry: entry(1),
        lines: [['Status', 'wait on `abc1234`']]
      }
    ]

  it.each(cases)('renders $name', (c) => {
    expect(historyEntry(c.entry)).toEqual({
      title: 'CI gate · Iteration 4',
      when: AT,
      runUrl: RUN_URL,
      lines: c.lines
    })
  })

  it('titles an entry with no iteration and leaves out a missing run link', () => {
    expect(historyEntry(acceptEntry(1, { runUrl: null, memory: { iteration: null } }))).toEqual({
      title: 'CI gate',
      when: AT,
      lines: [['Status', '✅ Accepted — CI green on `abc1234`']]
    })
  })
})
