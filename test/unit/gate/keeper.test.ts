import { describe, expect, it } from '@jest/globals'
import type { DecideInput } from '../../../src/rules/gate/decide.js'
import { keep, keeperMayAct } from '../../../src/rules/gate/keeper.js'
import type { KeeperLimits } from '../../../src/rules/vocabulary/keeper-limits.js'
import { decidedOnLedger, sweepAction } from '../../../src/rules/gate/sweep-rules.js'
import {
  emptyMemory,
  type FixAttempt,
  type GateMemory,
  type KeeperTally
} from '../../../src/rules/ledger/memory.js'
import type { MachineState } from '../../../src/rules/state/index.js'

const HEAD = 'abc1234def5678abc1234def5678abc1234def56'
const PAUSED_AT = '0dd0000111122223333444455556666777788889'
const NOW = new Date('2026-05-02T12:00:00Z')
const LIMITS: KeeperLimits = { attempts: 5, reasons: ['ci-fix-exhausted', 'ci-timeout'] }

function attempt(n: number, overrides: Partial<FixAttempt> = {}): FixAttempt {
  return {
    attempt: n,
    commit: PAUSED_AT,
    signature: `sig-${n}`,
    failureClass: 'test',
    runUrl: null,
    at: '2026-05-02T11:00:00Z',
    outcome: 'new-failure',
    ...overrides
  }
}

/** Paused ci-fix-exhausted after two attempts, with the keeper's tally so far. */
function paused(keeper: KeeperTally | null = null): GateMemory {
  return {
    ...emptyMemory(),
    hold: { kind: 'paused', reason: { kind: 'ci-fix-exhausted', signature: 'sig-2' } },
    attempts: [attempt(1), attempt(2)],
    signature: 'sig-2',
    headSha: PAUSED_AT,
    keeper
  }
}

function input(overrides: Partial<DecideInput> = {}): DecideInput {
  return {
    memory: paused(),
    file: { completed: false, completedReason: null, iterationCount: null, pauseReason: null },
    steering: 'none',
    eventKey: 'schedule/9/1',
    headSha: HEAD,
    branchHead: HEAD,
    reset: false,
    now: NOW,
    status: 'failure',
    failure: { signature: 'sig-3', failureClass: 'type' },
    checksReason: '1 of 2 checks failed: test',
    ciStartedAt: null,
    limits: { maxFixAttempts: 2, wallClockMinutes: 60, unknownClassAttempts: 1, infraReruns: 1 },
    runUrl: null,
    ...overrides
  }
}

const tally = (attempts: FixAttempt[], spent = false): KeeperTally => ({
  commit: PAUSED_AT,
  attempts,
  spent
})

describe('keep', () => {
  it('hands out a first keeper attempt, the program still paused, the earlier attempts told', () => {
    const verdict = keep(input(), LIMITS)
    expect(verdict).toMatchObject({
      decision: 'fix',
      attempt: 1,
      keeper: true,
      pause: { kind: 'ci-fix-exhausted', signature: 'sig-2' },
      status: null
    })
    expect(verdict.timeline.map((a) => a.signature)).toEqual(['sig-1', 'sig-2', 'sig-3'])
    expect(verdict.next).toMatchObject({
      hold: { kind: 'paused' },
      attempts: [attempt(1), attempt(2)],
      keeper: { commit: HEAD, spent: false, attempts: [{ attempt: 1, outcome: 'with-fixer' }] }
    })
  })

  const cases: ReadonlyArray<{
    name: string
    given: Partial<DecideInput>
    decision: string
    records: boolean
  }> = [
    {
      name: 'a second attempt settles the first',
      given: { memory: paused(tally([attempt(1, { outcome: 'with-fixer' })])) },
      decision: 'fix',
      records: true
    },
    {
      name: 'the attempt still with the fixer on this commit waits',
      given: { memory: paused(tally([attempt(1, { outcome: 'with-fixer', commit: HEAD })])) },
      decision: 'wait',
      records: false
    },
    {
      name: 'pending CI waits',
      given: { status: 'pending', failure: null },
      decision: 'wait',
      records: false
    },
    {
      name: 'green CI releases',
      given: { status: 'success', failure: null },
      decision: 'accept',
      records: true
    },
    {
      name: 'the fifth failed attempt stops the keeper, once',
      given: { memory: paused(tally([1, 2, 3, 4, 5].map((n) => attempt(n)))) },
      decision: 'pause',
      records: true
    },
    {
      name: 'a spent keeper is quiet',
      given: {
        memory: paused(
          tally(
            [1, 2, 3, 4, 5].map((n) => attempt(n)),
            true
          )
        )
      },
      decision: 'skip',
      records: false
    },
    {
      name: 'a pause the keeper does not take is the gate’s',
      given: {
        memory: { ...paused(), hold: { kind: 'paused', reason: { kind: 'stuck', signature: 'x' } } }
      },
      decision: 'skip',
      records: false
    },
    {
      name: 'an unpause is the gate’s',
      given: { steering: 'unpause' },
      decision: 'fix',
      records: true
    }
  ]

  it.each(cases)('$name', ({ given, decision, records }) => {
    const verdict = keep(input(given), LIMITS)
    expect(verdict.decision).toBe(decision)
    expect(verdict.next !== null).toBe(records)
  })

  it('leaves the program paused when no fixer run can start on its branch, and releases on green', () => {
    const why = '.github/workflows/green-gate-fixer.yml is not on autoloop/x'
    const problem = { kind: 'fixer-missing' as const, why }
    const red = keep(input({ fixerProblem: problem }), LIMITS)
    expect(red).toMatchObject({ decision: 'skip', next: null, keeper: true })
    expect(red.reason).toBe(`keeper: no fixer run can start: fixer-missing: ${why}; left paused`)
    const green = keep(input({ fixerProblem: problem, status: 'success', failure: null }), LIMITS)
    expect(green.decision).toBe('accept')
  })

  it('releases on green: Paused false, accepted, attempts and tally cleared', () => {
    const verdict = keep(
      input({
        status: 'success',
        failure: null,
        memory: paused(tally([attempt(1, { outcome: 'with-fixer' })]))
      }),
      LIMITS
    )
    expect(verdict).toMatchObject({ status: 'accepted', resumed: true, attempt: 1 })
    expect(verdict.timeline.map((a) => a.outcome)).toEqual(['fixed'])
    expect(verdict.next).toMatchObject({ hold: { kind: 'none' }, attempts: [], keeper: null })
  })

  it('counts a keeper attempt that pushed nothing, with the reason', () => {
    const verdict = keep(
      input({
        memory: paused(tally([attempt(1, { outcome: 'with-fixer', commit: HEAD })])),
        fixFailure: 'the fixer handed back no commits'
      }),
      LIMITS
    )
    expect(verdict.decision).toBe('wait')
    expect(verdict.next?.keeper?.attempts.map((a) => [a.outcome, a.note])).toEqual([
      ['no-commit', 'the fixer handed back no commits']
    ])
    // The next sweep hands out the next attempt.
    const next = keep(input({ memory: verdict.next ?? paused() }), LIMITS)
    expect(next).toMatchObject({ decision: 'fix', attempt: 2 })
  })
})

describe('the sweep and the keeper', () => {
  const state = { completed: false } as MachineState
  const read = (memory: GateMemory) => ({
    memory,
    steering: 'none' as const,
    behind: false,
    shownSeq: null,
    auditBreak: null,
    tampered: null,
    sealed: false,
    adopted: false,
    refusedUnpause: null
  })

  it.each([
    { name: 'paused for a reason it takes', memory: paused(), limits: LIMITS, action: 'keep' },
    { name: 'keeper off', memory: paused(), limits: null, action: 'none' },
    { name: 'budget spent', memory: paused(tally([], true)), limits: LIMITS, action: 'none' },
    {
      name: 'a manual pause',
      memory: { ...paused(), hold: { kind: 'manual', reason: 'x' } },
      limits: LIMITS,
      action: 'none'
    }
  ] as const)('$name → $action', ({ memory, limits, action }) => {
    expect(sweepAction(read(memory as GateMemory), state, NOW, 60, limits)).toBe(action)
    expect(keeperMayAct(memory as GateMemory, LIMITS)).toBe(action === 'keep' || limits === null)
  })

  // What the sweep decides on its batched read alone, from the ledger and the head it read.
  const PUSHED = 'def5678000011112222333344445555666677778'
  const fixing: GateMemory = {
    ...emptyMemory(),
    hold: { kind: 'fixing', attempt: 1, max: 5, sha: HEAD }
  }
  const unpaused = { ...read(paused()), steering: 'unpause' as const }
  it.each([
    {
      name: 'past the wall clock, the fix out on the head',
      action: 'timeout',
      at: read(fixing),
      head: HEAD,
      onLedger: true
    },
    {
      name: 'past the wall clock, the fixer pushed',
      action: 'timeout',
      at: read(fixing),
      head: PUSHED,
      onLedger: false
    },
    {
      name: 'past the wall clock, no fix out',
      action: 'timeout',
      at: read(emptyMemory()),
      head: HEAD,
      onLedger: false
    },
    {
      name: 'past the wall clock, no branch',
      action: 'timeout',
      at: read(fixing),
      head: null,
      onLedger: false
    },
    {
      name: 'a file behind its ledger, the fix out on the head',
      action: 'repair',
      at: read(fixing),
      head: HEAD,
      onLedger: true
    },
    {
      name: 'a file behind its ledger, paused',
      action: 'repair',
      at: read(paused()),
      head: PUSHED,
      onLedger: true
    },
    {
      name: 'a file behind its ledger, nothing held',
      action: 'repair',
      at: read(emptyMemory()),
      head: HEAD,
      onLedger: false
    },
    {
      name: 'a file behind its ledger, a person lifted the pause',
      action: 'repair',
      at: unpaused,
      head: HEAD,
      onLedger: false
    },
    { name: 'an unpause', action: 'resume', at: unpaused, head: HEAD, onLedger: false },
    { name: "the keeper's work", action: 'keep', at: read(paused()), head: HEAD, onLedger: false },
    {
      name: 'a commit not judged yet',
      action: 'look',
      at: read(fixing),
      head: HEAD,
      onLedger: false
    }
  ] as const)(
    'decided on the batched read: $name → $onLedger',
    ({ action, at, head, onLedger }) => {
      expect(decidedOnLedger(action, at, head)).toBe(onLedger)
    }
  )
})
