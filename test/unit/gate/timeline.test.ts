// The timeline a decision hands to the job summary and the comments: the iteration's fix
// attempts, oldest first, each with how it ended; and what the gate says when nobody may pick a
// fix up.
import { describe, expect, it } from '@jest/globals'
import { decide, type DecideInput } from '../../../src/rules/gate/decide.js'
import type { Verdict } from '../../../src/rules/gate/verdict.js'
import { noFixerNotice } from '../../../src/rules/gate/no-fixer.js'
import { emptyMemory, type GateMemory } from '../../../src/rules/ledger/memory.js'

const NOW = new Date('2026-11-23T12:00:00Z')
const sha = (n: number): string => String(n).repeat(40)

function input(
  memory: GateMemory,
  head: number,
  ci: { status: 'success' } | { status: 'failure'; signature: string }
): DecideInput {
  return {
    memory,
    file: { completed: false, completedReason: null, iterationCount: 1, pauseReason: null },
    steering: 'none',
    eventKey: `workflow_run/${head}/1`,
    headSha: sha(head),
    branchHead: sha(head),
    reset: false,
    now: NOW,
    status: ci.status,
    failure: ci.status === 'failure' ? { signature: ci.signature, failureClass: 'test' } : null,
    checksReason: '',
    ciStartedAt: NOW,
    limits: { maxFixAttempts: 5, wallClockMinutes: 60, unknownClassAttempts: 1, infraReruns: 1 },
    runUrl: `https://github.example/runs/${head}`
  }
}

const outcomes = (v: Verdict) => v.timeline.map((a) => [a.attempt, a.commit[0], a.outcome])
const next = (v: Verdict): GateMemory => v.next ?? emptyMemory()

describe('Verdict.timeline', () => {
  it('grows with each fix, settles the earlier attempt, and an accept closes it as fixed', () => {
    const first = decide(input(emptyMemory(), 1, { status: 'failure', signature: 'a' }))
    expect(outcomes(first)).toEqual([[1, '1', 'with-fixer']])
    const second = decide(input(next(first), 2, { status: 'failure', signature: 'b' }))
    expect(outcomes(second)).toEqual([
      [1, '1', 'new-failure'],
      [2, '2', 'with-fixer']
    ])
    expect(second.timeline).toEqual(next(second).attempts)
    const green = decide(input(next(second), 3, { status: 'success' }))
    expect(green.decision).toBe('accept')
    expect(outcomes(green)).toEqual([
      [1, '1', 'new-failure'],
      [2, '2', 'fixed']
    ])
    // The memory, which the state file's CI Fix Attempts renders, starts the next iteration empty.
    expect(next(green).attempts).toEqual([])
  })

  it("is the pause's record when the same failure comes back", () => {
    const first = decide(input(emptyMemory(), 1, { status: 'failure', signature: 'a' }))
    const stuck = decide(input(next(first), 2, { status: 'failure', signature: 'a' }))
    expect(stuck.decision).toBe('pause')
    expect(outcomes(stuck)).toEqual([[1, '1', 'same-failure']])
    expect(stuck.timeline).toEqual(next(stuck).attempts)
  })
})

describe('noFixerNotice', () => {
  it.each([
    ['none', 7, /^no fixer is configured .* nothing will pick/],
    [null, 7, /^the `fixer` input is not set/],
    ['copilot', null, /^the fixer is Copilot, which fixes only on a pull request, .* has none/],
    ['claude', 7, null],
    ['claude', null, null],
    ['command', null, null],
    ['copilot', 7, null]
  ] as const)('fixer %s, pull request %s', (fixer, pull, said) => {
    const notice = noFixerNotice(fixer, pull)
    if (said === null) expect(notice).toBeNull()
    else expect(notice).toMatch(said)
  })
})
