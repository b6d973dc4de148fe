// The evergreen keeper, as a pure rule: a program the gate paused for a reason the keeper takes
// (by default a spent budget or the wall clock) gets a fix with fresh context, a bounded number of
// times per head commit; CI green on the keeper's fix releases it. Everything else is decided as
// the gate decides it.
import {
  pauseReasonText,
  type AttemptOutcome,
  type FixAttempt,
  type GateMemory,
  type Hold,
  type KeeperTally
} from '../ledger/memory.js'
import { isoSeconds, plural, shortSha } from '../text.js'
import { decide, settle, UNKNOWN_FAILURE, type DecideInput } from './decide.js'
import type { Verdict } from './verdict.js'
import type { KeeperLimits, PauseKind } from './keeper-limits.js'

/** True when the gate paused the program for a reason the keeper takes up. */
export function keeperTakes(hold: Hold, reasons: readonly PauseKind[]): boolean {
  return hold.kind === 'paused' && reasons.includes(hold.reason.kind)
}

/** The keeper may act: the program is paused for its reasons and its budget is not spent. */
export function keeperMayAct(memory: GateMemory, limits: KeeperLimits): boolean {
  return keeperTakes(memory.hold, limits.reasons) && memory.keeper?.spent !== true
}

/** The keeper's decision, or the gate's own where the keeper has nothing to do. */
export function keep(input: DecideInput, limits: KeeperLimits): Verdict {
  const { memory, now } = input
  const { hold } = memory
  // A person's word (a reset, Paused edited) and programs the keeper does not take: the gate's.
  if (
    input.reset ||
    input.steering !== 'none' ||
    hold.kind !== 'paused' ||
    !keeperTakes(hold, limits.reasons)
  ) {
    return decide(input)
  }
  const tally: KeeperTally = memory.keeper ?? { commit: input.headSha, attempts: [], spent: false }
  const quiet = (decision: Verdict['decision'], reason: string): Verdict => ({
    decision,
    reason,
    attempt: tally.attempts.length,
    pause: null,
    next: null,
    timeline: tally.attempts,
    status: null,
    resumed: false,
    keeper: true
  })
  if (input.file.completed) return quiet('skip', 'program is completed')
  if (input.headSha !== input.branchHead) {
    return quiet('skip', `commit ${shortSha(input.headSha)} is no longer the branch head`)
  }
  if (tally.spent) {
    return quiet('skip', `keeper: all ${limits.attempts} keeper attempts spent; left paused`)
  }
  const sha = shortSha(input.headSha)
  const paused = pauseReasonText(hold.reason)
  const lastEvent = (decision: Verdict['decision']) => ({
    decision,
    eventKey: input.eventKey,
    at: isoSeconds(now)
  })
  const retrying = (input.fixFailure ?? null) !== null

  switch (input.status) {
    case 'pending':
      return quiet('wait', `keeper: CI on ${sha} not finished: ${input.checksReason}`)
    case 'success': {
      const closed = settle(tally.attempts, 'fixed')
      return {
        decision: 'accept',
        reason: `CI green on ${sha}${closed.length > 0 ? ` after ${plural(closed.length, 'keeper attempt')}` : ''}: released (was paused: ${paused})`,
        attempt: closed.length,
        pause: null,
        timeline: closed,
        next: {
          ...memory,
          hold: { kind: 'none' },
          attempts: [],
          signature: null,
          headSha: input.headSha,
          clockStarted: null,
          keeper: null,
          lastEvent: lastEvent('accept')
        },
        status: 'accepted',
        // A release lifts the pause: the needs-human label goes.
        resumed: true,
        keeper: true
      }
    }
    case 'failure': {
      const failure = input.failure ?? UNKNOWN_FAILURE
      const newest = tally.attempts.at(-1)
      if (!retrying && newest?.outcome === 'with-fixer' && newest.commit === input.headSha) {
        return quiet('wait', `keeper: attempt ${newest.attempt} on ${sha} is with the fixer`)
      }
      const outcome: AttemptOutcome = retrying
        ? 'no-commit'
        : newest?.signature === failure.signature
          ? 'same-failure'
          : 'new-failure'
      const earlier = settle(tally.attempts, outcome, input.fixFailure ?? undefined)
      if (earlier.length >= limits.attempts) {
        return {
          decision: 'pause',
          reason: `${paused} — keeper: all ${limits.attempts} keeper attempts spent on ${shortSha(tally.commit)}; the program stays paused`,
          attempt: earlier.length,
          pause: hold.reason,
          timeline: earlier,
          next: {
            ...memory,
            keeper: { ...tally, attempts: earlier, spent: true },
            lastEvent: lastEvent('pause')
          },
          // Already recorded when the gate paused.
          status: null,
          resumed: false,
          keeper: true
        }
      }
      if (retrying) {
        // The push job tells of an attempt that handed back nothing: recorded, and the next
        // sweep hands out the next one (a fix handed out here would find no fixer job).
        return {
          decision: 'wait',
          reason: `keeper: attempt ${earlier.length} on ${sha} handed back nothing (${input.fixFailure}); the next sweep tries again`,
          attempt: earlier.length,
          pause: hold.reason,
          timeline: earlier,
          next: {
            ...memory,
            keeper: { ...tally, attempts: earlier },
            lastEvent: lastEvent('wait')
          },
          status: null,
          resumed: false,
          keeper: true
        }
      }
      const record: FixAttempt = {
        attempt: earlier.length + 1,
        commit: input.headSha,
        signature: failure.signature,
        failureClass: failure.failureClass,
        runUrl: input.runUrl,
        at: isoSeconds(now),
        outcome: 'with-fixer'
      }
      const attempts = [...earlier, record]
      return {
        decision: 'fix',
        reason: `keeper: CI red on ${sha} (${failure.failureClass}), paused (${paused}): keeper attempt ${record.attempt}/${limits.attempts} with fresh context`,
        attempt: record.attempt,
        // The program stays paused while the keeper's fix runs.
        pause: hold.reason,
        // What the fix prompt tells the fixer was tried: the paused iteration's attempts, then
        // the keeper's.
        timeline: [...memory.attempts, ...attempts],
        next: {
          ...memory,
          headSha: input.headSha,
          keeper: { ...tally, attempts, spent: false },
          lastEvent: lastEvent('fix')
        },
        status: null,
        resumed: false,
        keeper: true
      }
    }
  }
}
