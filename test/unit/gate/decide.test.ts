import { describe, expect, it } from '@jest/globals'
import {
  decide,
  overdueFix,
  screen,
  type DecideInput,
  type FileView,
  type Limits,
  type Review,
  type Screening
} from '../../../src/rules/gate/decide.js'
import type { Verdict } from '../../../src/rules/gate/verdict.js'
import { MAX_FLAKE_RERUNS } from '../../../src/rules/gate/flake.js'
import { isoSeconds } from '../../../src/rules/text.js'
import type { WhatRanFinding } from '../../../src/rules/vocabulary/guard-findings.js'
import {
  emptyMemory,
  holdReasonText,
  type FixAttempt,
  type GateMemory,
  type Hold
} from '../../../src/rules/ledger/memory.js'

const HEAD = 'abc1234def5678abc1234def5678abc1234def56'
const OLD = '0dd0000111122223333444455556666777788889'
const OTHER = 'def5678000011112222333344445555666677778'
const NOW = new Date('2026-05-02T12:00:00Z')
const EVENT = 'workflow_run/200/1'
const RUN_URL = 'https://github.com/o/r/actions/runs/200'
const LIMITS: Limits = {
  maxFixAttempts: 3,
  wallClockMinutes: 120,
  unknownClassAttempts: 1,
  infraReruns: 1
}

/** The ISO time `minutes` before NOW, to the second. */
function ago(minutes: number): string {
  return isoSeconds(new Date(NOW.getTime() - minutes * 60_000))
}

function memory(overrides: Partial<GateMemory> = {}): GateMemory {
  return { ...emptyMemory(), ...overrides }
}

function attempt(overrides: Partial<FixAttempt> = {}): FixAttempt {
  return {
    attempt: 1,
    commit: OLD,
    signature: 'sig-a',
    failureClass: 'test',
    runUrl: null,
    at: ago(30),
    outcome: 'with-fixer',
    ...overrides
  }
}

function file(overrides: Partial<FileView> = {}): FileView {
  return {
    completed: false,
    completedReason: null,
    iterationCount: null,
    pauseReason: null,
    ...overrides
  }
}

function screening(overrides: Partial<Screening> = {}): Screening {
  return {
    memory: memory(),
    file: file(),
    steering: 'none',
    eventKey: EVENT,
    headSha: HEAD,
    branchHead: HEAD,
    reset: false,
    now: NOW,
    ...overrides
  }
}

function input(overrides: Partial<DecideInput> = {}): DecideInput {
  return {
    ...screening(),
    status: 'failure',
    failure: { signature: 'sig-b', failureClass: 'test' },
    checksReason: '1 of 3 checks failed: test',
    ciStartedAt: new Date(ago(10)),
    limits: LIMITS,
    runUrl: RUN_URL,
    ...overrides
  }
}

/** A memory with the fixer working on `attempts` attempts, the last one handed out on `commit`. */
function fixing(attempts: number, commit = OLD, signature = 'sig-a'): GateMemory {
  return memory({
    hold: { kind: 'fixing', attempt: attempts, max: LIMITS.maxFixAttempts, sha: commit },
    iteration: 4,
    clockStarted: ago(60),
    attempts: Array.from({ length: attempts }, (_, i) =>
      attempt({
        attempt: i + 1,
        commit: i + 1 === attempts ? commit : OLD,
        signature,
        outcome: i + 1 === attempts ? 'with-fixer' : 'new-failure'
      })
    ),
    signature,
    headSha: commit,
    lastEvent: { decision: 'fix', eventKey: 'workflow_run/100/1', at: ago(30) }
  })
}

function next(verdict: Verdict): GateMemory {
  if (verdict.next === null) throw new Error(`no memory recorded: ${verdict.reason}`)
  return verdict.next
}

describe('screen: skips that need no checks', () => {
  const paused: Hold = { kind: 'paused', reason: { kind: 'stuck', signature: 'sig-a' } }
  const cases: ReadonlyArray<{ name: string; screening: Screening; reason: string }> = [
    {
      name: 'a completed program',
      screening: screening({ file: file({ completed: true, completedReason: 'target reached' }) }),
      reason: 'program is completed (target reached)'
    },
    {
      name: 'a completed program with no reason',
      screening: screening({ file: file({ completed: true }) }),
      reason: 'program is completed'
    },
    {
      name: 'a pause the gate set',
      screening: screening({ memory: memory({ hold: paused }) }),
      reason:
        'program is paused (stuck in CI fix loop: sig-a); set Paused to false in the state file or dispatch a retry with reset'
    },
    {
      name: 'a pause someone else set',
      screening: screening({ memory: memory({ hold: { kind: 'manual', reason: 'on holiday' } }) }),
      reason:
        'program is paused (on holiday); set Paused to false in the state file or dispatch a retry with reset'
    },
    {
      name: 'a pause someone else set with no reason',
      screening: screening({ memory: memory({ hold: { kind: 'manual', reason: null } }) }),
      reason:
        'program is paused (no reason given); set Paused to false in the state file or dispatch a retry with reset'
    },
    {
      name: 'steering pause',
      screening: screening({ steering: 'pause', file: file({ pauseReason: 'looking into it' }) }),
      reason:
        'program is paused (looking into it); set Paused to false in the state file or dispatch a retry with reset'
    },
    {
      name: 'an event already handled',
      screening: screening({
        memory: memory({ lastEvent: { decision: 'fix', eventKey: EVENT, at: ago(5) } })
      }),
      reason: `event ${EVENT} was already handled (fix)`
    },
    {
      name: 'a head that is no longer the branch head',
      screening: screening({ branchHead: OTHER }),
      reason: 'commit abc1234 is no longer the branch head (now def5678)'
    },
    {
      name: 'a commit already accepted',
      screening: screening({
        memory: memory({
          headSha: HEAD,
          lastEvent: { decision: 'accept', eventKey: 'workflow_run/100/1', at: ago(5) }
        })
      }),
      reason: 'commit abc1234 was already accepted'
    }
  ]

  it.each(cases)('skips $name', ({ screening: given, reason }) => {
    const verdict = screen(given)
    expect(verdict).toMatchObject({ decision: 'skip', reason, pause: null, status: null })
    expect(verdict?.resumed).toBe(false)
  })

  it('records nothing on a skip that changed nothing', () => {
    expect(screen(screening({ file: file({ completed: true }) }))?.next).toBeNull()
  })

  it('records the pause someone set as theirs', () => {
    const verdict = screen(
      screening({ steering: 'pause', file: file({ pauseReason: 'looking into it' }) })
    )
    expect(verdict?.next).toEqual(memory({ hold: { kind: 'manual', reason: 'looking into it' } }))
  })

  const passes: ReadonlyArray<{ name: string; screening: Screening }> = [
    { name: 'a fresh program', screening: screening() },
    {
      name: 'a gate pause with reset',
      screening: screening({ memory: memory({ hold: paused }), reset: true })
    },
    {
      name: 'a gate pause with steering unpause',
      screening: screening({ memory: memory({ hold: paused }), steering: 'unpause' })
    },
    {
      name: 'an already handled event with reset',
      screening: screening({
        reset: true,
        memory: memory({ lastEvent: { decision: 'wait', eventKey: EVENT, at: ago(5) } })
      })
    },
    {
      name: 'an accepted commit with reset',
      screening: screening({
        reset: true,
        memory: memory({
          headSha: HEAD,
          lastEvent: { decision: 'accept', eventKey: 'workflow_run/100/1', at: ago(5) }
        })
      })
    },
    {
      name: 'a new commit after an accept',
      screening: screening({
        memory: memory({
          headSha: OLD,
          lastEvent: { decision: 'accept', eventKey: 'workflow_run/100/1', at: ago(5) }
        })
      })
    }
  ]

  it.each(passes)('lets $name through', ({ screening: given }) => {
    expect(screen(given)).toBeNull()
  })
})

describe('decide: reset and unpause', () => {
  const stuck = memory({
    ...fixing(2, OLD, 'sig-b'),
    hold: { kind: 'paused', reason: { kind: 'stuck', signature: 'sig-b' } },
    clockStarted: ago(600)
  })
  const cases: ReadonlyArray<{ name: string; input: DecideInput }> = [
    { name: 'reset', input: input({ memory: stuck, reset: true }) },
    { name: 'steering unpause', input: input({ memory: stuck, steering: 'unpause' }) }
  ]

  it.each(cases)('$name gives a fresh budget and clock', ({ input: given }) => {
    // The same signature as before the pause and a clock long past the limit: neither counts.
    const verdict = decide(given)
    expect(verdict).toMatchObject({ decision: 'fix', attempt: 1, resumed: true, pause: null })
    expect(next(verdict)).toMatchObject({
      hold: { kind: 'fixing', attempt: 1, max: 3, sha: HEAD },
      iteration: 4,
      clockStarted: ago(10),
      signature: 'sig-b'
    })
    expect(next(verdict).attempts).toHaveLength(1)
  })

  it('reset takes the file Iteration Count when it has one', () => {
    const verdict = decide(
      input({ memory: stuck, reset: true, file: file({ iterationCount: 9 }), status: 'success' })
    )
    expect(verdict).toMatchObject({ decision: 'accept', attempt: 0, resumed: true })
    expect(next(verdict).iteration).toBe(9)
  })
})

describe('decide: a new autoloop iteration', () => {
  const newer = file({ iterationCount: 5 })
  const released = (m: GateMemory): GateMemory => ({ ...m, hold: { kind: 'none' } })

  it('forgets the attempts, the clock and the signature of the last one once released', () => {
    const before = released({ ...fixing(2, OLD, 'sig-b'), clockStarted: ago(600) })
    const verdict = decide(input({ memory: before, file: newer }))
    // Not stuck (same signature), not timed out (old clock), not the fixer's commit.
    expect(verdict).toMatchObject({ decision: 'fix', attempt: 1, resumed: false })
    expect(next(verdict)).toMatchObject({ iteration: 5, clockStarted: ago(10) })
    expect(next(verdict).attempts.map((a) => a.attempt)).toEqual([1])
  })

  // Autoloop runs no iteration on a held program: a count raised meanwhile is not autoloop's.
  it('changes nothing while the fix loop holds the program', () => {
    const verdict = decide(input({ memory: fixing(2, OLD, 'sig-a'), file: newer }))
    expect(verdict).toMatchObject({ decision: 'fix', attempt: 3 })
    expect(next(verdict)).toMatchObject({ iteration: 4 })
  })

  const stopped: ReadonlyArray<{ name: string; hold: Hold }> = [
    { name: 'a gate pause', hold: { kind: 'paused', reason: { kind: 'ci-timeout' } } },
    { name: 'a manual pause', hold: { kind: 'manual', reason: 'on holiday' } }
  ]

  it.each(stopped)('changes nothing under $name', ({ hold }) => {
    const verdict = decide(input({ memory: { ...fixing(2), hold }, file: newer }))
    expect(verdict).toMatchObject({ decision: 'skip', next: null })
  })

  it('takes the file Iteration Count into a memory that had none', () => {
    const verdict = decide(input({ file: file({ iterationCount: 2 }), status: 'pending' }))
    expect(next(verdict).iteration).toBe(2)
  })

  it('leaves an iteration alone when the file count is not higher', () => {
    const verdict = decide(
      input({ memory: fixing(1, OLD, 'sig-a'), file: file({ iterationCount: 4 }) })
    )
    expect(verdict).toMatchObject({ decision: 'fix', attempt: 2 })
    expect(next(verdict).iteration).toBe(4)
  })
})

describe('decide: accept', () => {
  const cases: ReadonlyArray<{
    name: string
    memory: GateMemory
    attempt: number
    reason: string
  }> = [
    { name: 'a first green', memory: memory(), attempt: 0, reason: 'CI green on abc1234' },
    {
      name: 'a green after one fix',
      memory: fixing(1),
      attempt: 1,
      reason: 'CI green on abc1234 after 1 fix attempt'
    },
    {
      name: 'a green after two fixes',
      memory: fixing(2),
      attempt: 2,
      reason: 'CI green on abc1234 after 2 fix attempts'
    }
  ]

  it.each(cases)('$name', ({ memory: before, attempt: spent, reason }) => {
    const verdict = decide(input({ memory: before, status: 'success', failure: null }))
    expect(verdict).toMatchObject({
      decision: 'accept',
      reason,
      attempt: spent,
      pause: null,
      status: 'accepted',
      resumed: false
    })
    expect(next(verdict)).toEqual({
      ...before,
      hold: { kind: 'none' },
      attempts: [],
      signature: null,
      headSha: HEAD,
      acceptedSha: HEAD,
      clockStarted: null,
      lastEvent: { decision: 'accept', eventKey: EVENT, at: '2026-05-02T12:00:00Z' }
    })
  })
})

describe('decide: the change read on green', () => {
  const finding = {
    kind: 'deleted-test' as const,
    path: 'tests/test_api.py',
    line: null,
    quote: null
  }
  const cases: ReadonlyArray<{ name: string; review: Review; pauseReason: string | null }> = [
    {
      name: 'a finding in a fix',
      review: { kind: 'findings', by: 'fix', findings: [finding] },
      pauseReason: 'fix-weakened-tests: test file tests/test_api.py deleted'
    },
    {
      name: 'a finding in an iteration',
      review: { kind: 'findings', by: 'iteration', findings: [finding] },
      pauseReason: 'weakened-tests: test file tests/test_api.py deleted'
    },
    {
      name: 'a change that cannot be read',
      review: {
        kind: 'unreviewable',
        why: 'the change from main to abc1234 cannot be read in full'
      },
      pauseReason: 'unreviewable: the change from main to abc1234 cannot be read in full'
    },
    {
      name: 'an iteration that finds nothing',
      review: { kind: 'findings', by: 'iteration', findings: [] },
      pauseReason: null
    }
  ]

  it.each(cases)('$name', ({ review, pauseReason }) => {
    const verdict = decide(input({ status: 'success', failure: null, review }))
    expect(verdict.decision).toBe(pauseReason === null ? 'accept' : 'pause')
    expect(
      verdict.pause === null ? null : holdReasonText({ kind: 'paused', reason: verdict.pause })
    ).toBe(pauseReason)
  })

  it('pauses again after a maintainer unpauses: a lift waives no guard', () => {
    const review: Review = { kind: 'unreviewable', why: 'cut short' }
    const verdict = decide(input({ status: 'success', failure: null, review, steering: 'unpause' }))
    expect(verdict.decision).toBe('pause')
    expect(verdict.reason).toContain(`/green-gate approve ${HEAD}`)
  })

  // What CI was seen to run on green (the findings: test/unit/accept/what-ran.test.ts): each
  // pauses for a maintainer's approve, named in its reason.
  const findings: Array<[WhatRanFinding, string]> = [
    [
      { kind: 'tests-missing', job: 'CI / test', before: 28, now: 1 },
      'tests-missing: CI / test: 28 → 1'
    ],
    [
      { kind: 'tests-failed-in-green', job: 'CI / test', failed: 1 },
      'tests-failed-in-green: CI / test: 1 failed'
    ]
  ]
  it.each(findings)('pauses on green for %j', (finding, pauseReason) => {
    const whatRan = { findings: [finding], next: [{ job: 'CI / test', inventory: null }] }
    const verdict = decide(input({ status: 'success', failure: null, whatRan }))
    expect(verdict.decision).toBe('pause')
    expect(
      verdict.pause === null ? null : holdReasonText({ kind: 'paused', reason: verdict.pause })
    ).toBe(pauseReason)
    expect(verdict.reason).toContain(`/green-gate approve ${HEAD}`)
  })

  it('accepts the head a maintainer approved, and seals what it ran', () => {
    const review: Review = { kind: 'unreviewable', why: 'cut short' }
    const seen = [{ job: 'CI / test', inventory: null }]
    const verdict = decide(
      input({
        status: 'success',
        failure: null,
        review,
        memory: { ...emptyMemory(), approvedSha: HEAD },
        whatRan: {
          findings: [{ kind: 'tests-missing', job: 'CI / test', before: 3, now: null }],
          next: seen
        }
      })
    )
    expect(verdict.decision).toBe('accept')
    expect(verdict.next?.whatRan).toEqual(seen)
    expect(verdict.next?.approvedSha).toBeUndefined()
  })
})

describe('decide: fix', () => {
  it('hands out the first attempt', () => {
    const verdict = decide(
      input({ failure: { signature: 'TS2339:src/a.ts', failureClass: 'type' } })
    )
    expect(verdict).toMatchObject({
      decision: 'fix',
      reason: 'CI red on abc1234 (type): fix attempt 1/3',
      attempt: 1,
      pause: null,
      status: null,
      resumed: false
    })
    expect(next(verdict)).toEqual({
      ...emptyMemory(),
      hold: { kind: 'fixing', attempt: 1, max: 3, sha: HEAD },
      attempts: [
        {
          attempt: 1,
          commit: HEAD,
          signature: 'TS2339:src/a.ts',
          failureClass: 'type',
          runUrl: RUN_URL,
          at: '2026-05-02T12:00:00Z',
          outcome: 'with-fixer'
        }
      ],
      signature: 'TS2339:src/a.ts',
      headSha: HEAD,
      clockStarted: ago(10),
      lastEvent: { decision: 'fix', eventKey: EVENT, at: '2026-05-02T12:00:00Z' }
    })
  })

  it('starts the clock now when the CI run start is unknown or later', () => {
    const cases = [null, new Date(NOW.getTime() + 60_000)]
    for (const ciStartedAt of cases) {
      expect(next(decide(input({ ciStartedAt }))).clockStarted).toBe('2026-05-02T12:00:00Z')
    }
  })

  it('keeps a clock already running', () => {
    expect(next(decide(input({ memory: fixing(1) }))).clockStarted).toBe(ago(60))
  })

  it('settles the attempt before as a new failure', () => {
    const verdict = decide(input({ memory: fixing(1, OLD, 'sig-a') }))
    expect(verdict).toMatchObject({ decision: 'fix', attempt: 2 })
    expect(next(verdict).attempts.map((a) => [a.attempt, a.outcome, a.note])).toEqual([
      [1, 'new-failure', undefined],
      [2, 'with-fixer', undefined]
    ])
    expect(next(verdict).hold).toEqual({ kind: 'fixing', attempt: 2, max: 3, sha: HEAD })
  })

  it('settles the attempt before as no-commit, with the note, when the fixer left nothing', () => {
    // Same commit, same signature: with fixFailure neither the wait nor the stuck rule applies.
    const verdict = decide(
      input({
        memory: fixing(1, HEAD, 'sig-b'),
        fixFailure: 'the fixer made no changes'
      })
    )
    expect(verdict).toMatchObject({ decision: 'fix', attempt: 2 })
    expect(next(verdict).attempts.map((a) => [a.attempt, a.outcome, a.note])).toEqual([
      [1, 'no-commit', 'the fixer made no changes'],
      [2, 'with-fixer', undefined]
    ])
  })

  it('reads a failure with no facts as unknown', () => {
    const verdict = decide(input({ failure: null }))
    expect(verdict).toMatchObject({
      decision: 'fix',
      reason: 'CI red on abc1234 (unknown): fix attempt 1/3'
    })
    expect(next(verdict).signature).toBe('unknown')
  })

  it('gives an unknown failure its smaller budget of attempts', () => {
    const verdict = decide(input({ failure: { signature: 'x', failureClass: 'unknown' } }))
    expect(verdict).toMatchObject({ decision: 'fix', attempt: 1 })
  })

  it('never gives an unknown failure more attempts than the whole budget', () => {
    const limits = { ...LIMITS, unknownClassAttempts: 10 }
    const unknown = { signature: 'sig-b', failureClass: 'unknown' as const }
    expect(decide(input({ memory: fixing(2), failure: unknown, limits })).decision).toBe('fix')
    expect(decide(input({ memory: fixing(3), failure: unknown, limits }))).toMatchObject({
      decision: 'pause',
      reason: 'ci-fix-exhausted: sig-b — all 3 fix attempts spent'
    })
  })
})

describe('decide: pause', () => {
  const cases: ReadonlyArray<{
    name: string
    input: DecideInput
    reason: string
    pause: NonNullable<Verdict['pause']>
    attempt: number
    lastOutcome: FixAttempt['outcome'] | null
    note?: string
  }> = [
    {
      name: 'stuck: the same signature after a fix',
      input: input({ memory: fixing(1, OLD, 'sig-b') }),
      reason: 'stuck in CI fix loop: sig-b — fix attempt 1 left the same failure',
      pause: { kind: 'stuck', signature: 'sig-b' },
      attempt: 1,
      lastOutcome: 'same-failure'
    },
    {
      name: 'exhausted: every attempt spent',
      input: input({ memory: fixing(3, OLD, 'sig-a') }),
      reason: 'ci-fix-exhausted: sig-b — all 3 fix attempts spent',
      pause: { kind: 'ci-fix-exhausted', signature: 'sig-b' },
      attempt: 3,
      lastOutcome: 'new-failure'
    },
    {
      name: 'exhausted: the unknown-class budget spent',
      input: input({
        memory: fixing(1, OLD, 'sig-a'),
        failure: { signature: 'sig-b', failureClass: 'unknown' }
      }),
      reason: 'ci-fix-exhausted: sig-b — 1 attempt spent on a failure of unknown class',
      pause: { kind: 'ci-fix-exhausted', signature: 'sig-b' },
      attempt: 1,
      lastOutcome: 'new-failure'
    },
    {
      name: 'exhausted: the last attempt left nothing to push',
      input: input({ memory: fixing(3, HEAD, 'sig-b'), fixFailure: 'push rejected' }),
      reason: 'ci-fix-exhausted: sig-b — all 3 fix attempts spent; the last one: push rejected',
      pause: { kind: 'ci-fix-exhausted', signature: 'sig-b' },
      attempt: 3,
      lastOutcome: 'no-commit',
      note: 'push rejected'
    },
    {
      name: 'wall clock: past the limit',
      input: input({ memory: { ...fixing(1), clockStarted: ago(180) }, status: 'success' }),
      reason: 'ci-timeout — iteration running 180 min, past the 120 min wall clock',
      pause: { kind: 'ci-timeout' },
      attempt: 1,
      lastOutcome: 'timed-out'
    },
    {
      name: 'wall clock: no run of CI on the commit',
      input: input({ ciStartedAt: new Date(ago(130)), status: 'pending', ciMissing: true }),
      reason: `ci-missing: no run of CI on ${HEAD.slice(0, 7)} — iteration running 130 min, past the 120 min wall clock`,
      pause: { kind: 'ci-missing', sha: HEAD },
      attempt: 0,
      lastOutcome: null
    },
    {
      name: 'wall clock: a CI run that started before the limit',
      input: input({ ciStartedAt: new Date(ago(121.5)), status: 'pending' }),
      reason: 'ci-timeout — iteration running 121 min, past the 120 min wall clock',
      pause: { kind: 'ci-timeout' },
      attempt: 0,
      lastOutcome: null
    }
  ]

  it.each(cases)('$name', ({ input: given, reason, pause, attempt: spent, lastOutcome, note }) => {
    const verdict = decide(given)
    expect(verdict).toMatchObject({
      decision: 'pause',
      reason,
      pause,
      attempt: spent,
      status: 'ci-fix-exhausted',
      resumed: false
    })
    const after = next(verdict)
    expect(after.hold).toEqual({ kind: 'paused', reason: pause })
    expect(after.headSha).toBe(HEAD)
    expect(after.lastEvent).toEqual({
      decision: 'pause',
      eventKey: EVENT,
      at: '2026-05-02T12:00:00Z'
    })
    expect(after.attempts).toHaveLength(spent)
    expect(after.attempts.at(-1)?.outcome ?? null).toBe(lastOutcome)
    expect(after.attempts.at(-1)?.note).toBe(note)
  })

  it('keeps the signature on a timeout and takes the new one otherwise', () => {
    const timedOut = decide(input({ memory: { ...fixing(1), clockStarted: ago(180) } }))
    expect(next(timedOut).signature).toBe('sig-a')
    const exhausted = decide(input({ memory: fixing(3, OLD, 'sig-a') }))
    expect(next(exhausted).signature).toBe('sig-b')
  })

  it('never times out a new iteration on the clock of an earlier one', () => {
    const verdict = decide(
      input({
        memory: { ...fixing(1), hold: { kind: 'none' }, clockStarted: ago(600) },
        file: file({ iterationCount: 5 }),
        status: 'success'
      })
    )
    expect(verdict).toMatchObject({ decision: 'accept', attempt: 0 })
  })

  it('keeps within the wall clock at exactly the limit', () => {
    const verdict = decide(input({ memory: { ...fixing(1), clockStarted: ago(120) } }))
    expect(verdict.decision).toBe('fix')
  })
})

describe('overdueFix: a fix still out past the wall clock, on the ledger alone', () => {
  const overdue = { ...fixing(1, HEAD), clockStarted: ago(180) }
  it('pauses as decide does on the checks, whatever they now say', () => {
    const verdict = overdueFix(screening({ memory: overdue }), LIMITS)
    expect(verdict).toMatchObject({
      decision: 'pause',
      reason: 'ci-timeout — iteration running 180 min, past the 120 min wall clock',
      pause: { kind: 'ci-timeout' }
    })
    for (const status of ['failure', 'success', 'pending'] as const) {
      expect(decide(input({ memory: overdue, status }))).toEqual(verdict)
    }
  })

  const cases: ReadonlyArray<{ name: string; given: Screening }> = [
    { name: 'within the wall clock', given: screening({ memory: fixing(1, HEAD) }) },
    {
      name: 'the fixer pushed: the head is not the commit it was handed',
      given: screening({ memory: { ...fixing(1, OLD), clockStarted: ago(180) } })
    },
    {
      name: 'no fix out',
      given: screening({ memory: { ...overdue, hold: { kind: 'none' } } })
    },
    {
      name: 'a maintainer unpaused: a fresh clock',
      given: screening({ memory: overdue, steering: 'unpause' })
    },
    {
      name: 'the event was handled already (a skip)',
      given: screening({ memory: overdue, eventKey: 'workflow_run/100/1' })
    }
  ]
  it.each(cases)('leaves it to the checks: $name', ({ given }) => {
    expect(overdueFix(given, LIMITS)).toBeNull()
  })
})

describe('decide: wait', () => {
  it('waits on the second red of the commit the fixer already has', () => {
    const memory = fixing(1, HEAD, 'sig-b')
    const verdict = decide(input({ memory }))
    expect(verdict).toEqual({
      decision: 'wait',
      reason: 'failure on abc1234 is already with the fixer as attempt 1/3',
      attempt: 1,
      pause: null,
      next: null,
      status: null,
      resumed: false,
      timeline: memory.attempts
    })
  })

  const pending: ReadonlyArray<{
    name: string
    memory: GateMemory
    file: FileView
    records: boolean
  }> = [
    { name: 'the clock starts', memory: memory(), file: file(), records: true },
    {
      name: 'the iteration is learnt',
      memory: memory({ clockStarted: ago(5) }),
      file: file({ iterationCount: 3 }),
      records: true
    },
    {
      name: 'nothing changed',
      memory: memory({ clockStarted: ago(5) }),
      file: file(),
      records: false
    },
    {
      name: 'the fixer is working and nothing changed',
      memory: fixing(1),
      file: file({ iterationCount: 4 }),
      records: false
    }
  ]

  it.each(pending)('waits on pending CI, recording only when $name', (c) => {
    const verdict = decide(
      input({
        memory: c.memory,
        file: c.file,
        status: 'pending',
        failure: null,
        checksReason: '2 of 3 checks not finished: test, lint'
      })
    )
    expect(verdict).toMatchObject({
      decision: 'wait',
      reason: 'CI on abc1234 not finished: 2 of 3 checks not finished: test, lint',
      attempt: c.memory.attempts.length,
      pause: null,
      status: null
    })
    if (c.records) {
      expect(next(verdict)).toMatchObject({
        clockStarted: c.memory.clockStarted ?? ago(10),
        lastEvent: { decision: 'wait', eventKey: EVENT, at: '2026-05-02T12:00:00Z' }
      })
    } else expect(verdict.next).toBeNull()
  })
})

describe('decide: a commit accepted in an earlier iteration', () => {
  // A new iteration keeps the last commit judged, so a later look at the same head adds no second
  // `accepted` to Recent Statuses.
  it('still skips the accepted commit once the file shows a later iteration', () => {
    const accepted = memory({
      iteration: 4,
      headSha: HEAD,
      lastEvent: { decision: 'accept', eventKey: 'workflow_run/100/1', at: ago(30) }
    })
    const verdict = decide(
      input({
        memory: accepted,
        file: file({ iterationCount: 5 }),
        eventKey: 'schedule/300/1',
        status: 'success',
        failure: null
      })
    )
    expect(verdict).toMatchObject({
      decision: 'skip',
      reason: 'commit abc1234 was already accepted',
      status: null
    })
  })
})

describe('decide: rerun an infrastructure failure', () => {
  const oom = { signature: 'infra:oom', failureClass: 'infra' as const }

  it('re-runs the failed jobs once per commit, spending no attempt', () => {
    const verdict = decide(input({ failure: oom, rerunnable: true }))
    expect(verdict).toMatchObject({
      decision: 'rerun',
      reason:
        'CI on abc1234 failed on infrastructure (infra:oom): failed jobs re-run 1/1 on this commit, no fix attempt spent',
      attempt: 0,
      pause: null,
      status: null
    })
    expect(next(verdict)).toMatchObject({
      hold: { kind: 'none' },
      attempts: [],
      signature: null,
      headSha: HEAD,
      reruns: { commit: HEAD, count: 1 },
      lastEvent: { decision: 'rerun', eventKey: EVENT }
    })
  })

  const cases: ReadonlyArray<{ name: string; given: Partial<DecideInput>; decision: string }> = [
    {
      name: 'the same failure after the re-run goes to the fix budget',
      given: { memory: memory({ reruns: { commit: HEAD, count: 1 } }) },
      decision: 'fix'
    },
    {
      name: 'a re-run on an earlier commit does not count',
      given: { memory: memory({ reruns: { commit: OLD, count: 1 } }) },
      decision: 'rerun'
    },
    {
      name: 'nothing GitHub can re-run (a status, another app) is fixed',
      given: { rerunnable: false },
      decision: 'fix'
    },
    {
      name: 'no re-runs allowed fixes at once',
      given: { limits: { ...LIMITS, infraReruns: 0 } },
      decision: 'fix'
    },
    {
      name: "a fix attempt's commit failing on the machine is re-run, the attempt still out",
      given: { memory: fixing(1, OLD) },
      decision: 'rerun'
    }
  ]

  it.each(cases)('$name', ({ given, decision }) => {
    expect(decide(input({ failure: oom, rerunnable: true, ...given })).decision).toBe(decision)
  })

  it('accepts a re-run that came back green, no attempt spent', () => {
    const rerun = memory({ reruns: { commit: HEAD, count: 1 } })
    const verdict = decide(input({ memory: rerun, status: 'success', failure: null }))
    expect(verdict).toMatchObject({ decision: 'accept', attempt: 0, pause: null })
  })

  it('is not a fix attempt still with the fixer: the re-run result is decided on', () => {
    // Attempt 1 was handed out on OLD; its fix HEAD failed on the machine and was re-run.
    const rerun = next(decide(input({ memory: fixing(1, OLD), failure: oom, rerunnable: true })))
    const verdict = decide(
      input({
        memory: rerun,
        eventKey: 'workflow_run/200/2',
        failure: { signature: 'sig-c', failureClass: 'test' }
      })
    )
    expect(verdict).toMatchObject({ decision: 'fix', attempt: 2 })
  })
})

describe('decide: re-run a flake candidate', () => {
  const flaky = { flake: ['t>a'], rerunnable: true }

  const cases: ReadonlyArray<{ name: string; given: Partial<DecideInput>; decision: string }> = [
    { name: 'a candidate is re-run', given: {}, decision: 'rerun' },
    {
      name: 'the iteration spent its flake re-runs: fixed at once',
      given: { memory: memory({ flakeReruns: MAX_FLAKE_RERUNS }) },
      decision: 'fix'
    },
    {
      name: 'a new iteration has its flake re-runs again',
      given: {
        memory: memory({ iteration: 4, flakeReruns: MAX_FLAKE_RERUNS }),
        file: file({ iterationCount: 5 })
      },
      decision: 'rerun'
    }
  ]

  it.each(cases)('$name', ({ given, decision }) => {
    expect(decide(input({ ...flaky, ...given })).decision).toBe(decision)
  })

  it('counts the re-run against the iteration', () => {
    const verdict = decide(input({ ...flaky, memory: memory({ flakeReruns: 1 }) }))
    expect(verdict.reason).toContain(`re-run once (2/${MAX_FLAKE_RERUNS} this iteration)`)
    expect(next(verdict)).toMatchObject({
      flakeReruns: 2,
      suspects: { commit: HEAD, tests: ['t>a'] }
    })
  })

  it('a red re-run is a miss for a known flake, and settles the suspects', () => {
    const rerun = memory({
      flakes: ['t>a'],
      suspects: { commit: HEAD, tests: ['t>a'] },
      reruns: { commit: HEAD, count: 1 }
    })
    const once = next(decide(input({ memory: rerun, eventKey: 'workflow_run/200/2' })))
    expect(once).toMatchObject({ flakes: ['t>a'], flakeMisses: [{ test: 't>a', misses: 1 }] })
    expect(once.suspects).toBeUndefined()
    const again = { ...rerun, flakeMisses: once.flakeMisses ?? [] }
    const twice = next(decide(input({ memory: again, eventKey: 'workflow_run/200/2' })))
    expect(twice.flakes).toEqual([])
    expect(twice.flakeMisses).toBeUndefined()
  })

  it('a red re-run of a test not known as a flake goes to the fix loop, recorded nowhere', () => {
    const rerun = memory({
      suspects: { commit: HEAD, tests: ['t>a'] },
      reruns: { commit: HEAD, count: 1 }
    })
    const verdict = decide(input({ memory: rerun, eventKey: 'workflow_run/200/2' }))
    expect(verdict.decision).toBe('fix')
    const after = next(verdict)
    expect(after.flakes ?? []).toEqual([])
    expect(after.flakeMisses).toBeUndefined()
    expect(after.suspects).toBeUndefined()
  })
})

describe('decide: blocked on an approval', () => {
  const awaiting = { status: 'failure' as const, failure: null, awaitingApproval: ['CI'] }

  it('holds the program without spending an attempt or marking the event handled', () => {
    const before = fixing(1, OLD)
    const verdict = decide(input({ memory: before, ...awaiting }))
    expect(verdict).toMatchObject({
      decision: 'blocked',
      reason: "CI on abc1234 awaits a maintainer's approval (CI); no fix attempt spent",
      attempt: 1,
      pause: null,
      status: null
    })
    expect(next(verdict)).toEqual({
      ...before,
      hold: { kind: 'blocked', sha: HEAD },
      headSha: HEAD,
      clockStarted: null
    })
    expect(holdReasonText(next(verdict).hold)).toBe('ci-blocked: awaiting approval on abc1234')
  })

  it('records nothing when the commit is already blocked', () => {
    const blocked = memory({ hold: { kind: 'blocked', sha: HEAD } })
    expect(decide(input({ memory: blocked, ...awaiting }))).toMatchObject({
      decision: 'blocked',
      next: null
    })
  })

  it('is decided before the wall clock', () => {
    const late = memory({ clockStarted: ago(500) })
    expect(decide(input({ memory: late, ...awaiting })).decision).toBe('blocked')
  })

  it('decides normally once the approved run completes under the same event', () => {
    const blocked = next(decide(input(awaiting)))
    expect(decide(input({ memory: blocked, status: 'success', failure: null })).decision).toBe(
      'accept'
    )
  })

  it('fixes a real failure beside an approval wait', () => {
    expect(decide(input({ awaitingApproval: ['deploy'] })).decision).toBe('fix')
  })
})

describe('decide: no fixer run can start on the branch', () => {
  const why = '.github/workflows/green-gate-fixer.yml is not on autoloop/x'
  const problem = { kind: 'fixer-missing' as const, why }

  it('pauses instead of handing out a fix nobody can start', () => {
    const verdict = decide(input({ fixerProblem: problem }))
    expect(verdict).toMatchObject({
      decision: 'pause',
      pause: problem,
      reason: `fixer-missing: ${why} — fix attempt 1 was due on abc1234`
    })
    expect(holdReasonText(next(verdict).hold)).toBe(`fixer-missing: ${why}`)
    expect(next(verdict).attempts).toEqual([])
  })

  it('pauses with fixer-changed when the branch carries a fixer of its own', () => {
    const changed = {
      kind: 'fixer-changed' as const,
      path: '.github/workflows/green-gate-fixer.yml',
      branch: 'autoloop/x',
      defaultBranch: 'main'
    }
    const verdict = decide(input({ fixerProblem: changed }))
    expect(verdict).toMatchObject({ decision: 'pause', pause: changed })
    expect(holdReasonText(next(verdict).hold)).toBe(
      "fixer-changed: .github/workflows/green-gate-fixer.yml on autoloop/x differs from main's: merge the default branch or restore it, then resume"
    )
  })

  it('settles the attempt the fixer had before it', () => {
    const verdict = decide(input({ memory: fixing(1), headSha: HEAD, fixerProblem: problem }))
    expect(verdict.decision).toBe('pause')
    expect(next(verdict).attempts.map((a) => a.outcome)).toEqual(['new-failure'])
  })

  it.each([
    ['CI is green', { status: 'success' as const, failure: null }, 'accept'],
    ['CI is pending', { status: 'pending' as const, failure: null }, 'wait'],
    ['the budget is spent', { memory: fixing(3, OLD, 'sig-a') }, 'pause']
  ])('changes nothing when %s', (_, overrides, decision) => {
    const verdict = decide(input({ ...overrides, fixerProblem: problem }))
    expect(verdict.decision).toBe(decision)
    expect(verdict.pause?.kind).not.toBe('fixer-missing')
  })
})
