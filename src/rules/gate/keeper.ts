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
import type { PauseReason } from '../vocabulary/pause-reason.js'
import { isoSeconds, plural, shortSha } from '../text.js'
import {
  decide,
  guardHold,
  handedOut,
  settle,
  UNKNOWN_FAILURE,
  type DecideInput,
  type FailureFacts
} from './decide.js'
import type { Decision } from '../vocabulary/decision.js'
import type { Verdict } from './verdict.js'
import type { KeeperLimits, PauseKind } from '../vocabulary/keeper-limits.js'

/** True when the gate paused the program for a reason the keeper takes up. */
export function keeperTakes(hold: Hold, reasons: readonly PauseKind[]): boolean {
  return hold.kind === 'paused' && reasons.includes(hold.reason.kind)
}

/** The keeper may act: the program is paused for its reasons and its budget is not spent. */
export function keeperMayAct(memory: GateMemory, limits: KeeperLimits): boolean {
  return keeperTakes(memory.hold, limits.reasons) && memory.keeper?.spent !== true
}

/** What every keeper rule reads: the input, the keeper's limits and tally, and the pause it holds. */
interface KeeperGround {
  input: DecideInput
  limits: KeeperLimits
  tally: KeeperTally
  /** Why the gate paused the program; the keeper leaves it paused until a release. */
  reason: PauseReason
  sha: string
}

/** The keeper's decision, or the gate's own where the keeper has nothing to do. */
export function keep(input: DecideInput, limits: KeeperLimits): Verdict {
  const { memory } = input
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
  const ground: KeeperGround = {
    input,
    limits,
    tally: memory.keeper ?? { commit: input.headSha, attempts: [], spent: false },
    reason: hold.reason,
    sha: shortSha(input.headSha)
  }
  const skipped = keeperSkip(ground)
  if (skipped !== null) return skipped
  switch (input.status) {
    case 'pending':
      return quiet(
        ground,
        'wait',
        `keeper: CI on ${ground.sha} not finished: ${input.checksReason}`
      )
    case 'success':
      return guarded(ground) ?? release(ground)
    case 'failure':
      return keeperOnFailure(ground)
  }
}

function quiet({ tally }: KeeperGround, decision: Decision, reason: string): Verdict {
  return {
    decision,
    reason,
    attempt: tally.attempts.length,
    pause: null,
    next: null,
    timeline: tally.attempts,
    status: null,
    resumed: false,
    keeper: true
  }
}

function lastEvent({ input }: KeeperGround, decision: Decision) {
  return { decision, eventKey: input.eventKey, at: isoSeconds(input.now) }
}

function keeperSkip(ground: KeeperGround): Verdict | null {
  const { input } = ground
  if (input.file.completed) return quiet(ground, 'skip', 'program is completed')
  if (input.headSha !== input.branchHead) {
    return quiet(ground, 'skip', `commit ${ground.sha} is no longer the branch head`)
  }
  const fixerProblem = input.fixerProblem ?? null
  if (fixerProblem !== null && input.status === 'failure') {
    const why = pauseReasonText(fixerProblem)
    return quiet(ground, 'skip', `keeper: no fixer run can start: ${why}; left paused`)
  }
  if (ground.tally.spent) {
    return quiet(
      ground,
      'skip',
      `keeper: all ${ground.limits.attempts} keeper attempts spent; left paused`
    )
  }
  return null
}

/**
 * Green that a guard holds back (the change checks less or redefines CI, or CI ran less) is no
 * evidence: the keeper releases nothing.
 */
function guarded(ground: KeeperGround): Verdict | null {
  const held = guardHold(ground.input)
  if (held === null) return null
  const why = pauseReasonText(held.reason)
  return quiet(ground, 'skip', `keeper: CI green on ${ground.sha}, but ${why}; left paused`)
}

/** CI green on the keeper's fix: the program is released. */
function release(ground: KeeperGround): Verdict {
  const { input } = ground
  const closed = settle(ground.tally.attempts, 'fixed')
  const after = closed.length > 0 ? ` after ${plural(closed.length, 'keeper attempt')}` : ''
  return {
    decision: 'accept',
    reason: `CI green on ${ground.sha}${after}: released (was paused: ${pauseReasonText(ground.reason)})`,
    attempt: closed.length,
    pause: null,
    timeline: closed,
    next: {
      ...input.memory,
      hold: { kind: 'none' },
      attempts: [],
      signature: null,
      headSha: input.headSha,
      clockStarted: null,
      keeper: null,
      lastEvent: lastEvent(ground, 'accept'),
      ...(input.whatRan ? { whatRan: input.whatRan.next } : {})
    },
    status: 'accepted',
    // A release lifts the pause: the needs-human label goes.
    resumed: true,
    keeper: true
  }
}

function keeperOnFailure(ground: KeeperGround): Verdict {
  const { input, tally } = ground
  const failure = input.failure ?? UNKNOWN_FAILURE
  const retrying = (input.fixFailure ?? null) !== null
  const newest = tally.attempts.at(-1)
  if (!retrying && newest?.outcome === 'with-fixer' && newest.commit === input.headSha) {
    return quiet(
      ground,
      'wait',
      `keeper: attempt ${newest.attempt} on ${ground.sha} is with the fixer`
    )
  }
  const outcome: AttemptOutcome = retrying
    ? 'no-commit'
    : newest?.signature === failure.signature
      ? 'same-failure'
      : 'new-failure'
  const earlier = settle(tally.attempts, outcome, input.fixFailure ?? undefined)
  if (earlier.length >= ground.limits.attempts) return keeperSpent(ground, earlier)
  // The push job tells of an attempt that handed back nothing: recorded, and the next sweep hands
  // out the next one (a fix handed out here would find no fixer job).
  if (retrying) return handedBackNothing(ground, earlier)
  return keeperFix(ground, failure, earlier)
}

/** Same shape for the keeper's pause and wait: the program stays paused, the tally is recorded. */
function keeperHold(
  ground: KeeperGround,
  verdict: { decision: Decision; reason: string; tally: KeeperTally }
): Verdict {
  const { decision, reason, tally } = verdict
  return {
    decision,
    reason,
    attempt: tally.attempts.length,
    pause: ground.reason,
    timeline: tally.attempts,
    next: { ...ground.input.memory, keeper: tally, lastEvent: lastEvent(ground, decision) },
    // A pause is already recorded: the gate recorded it when it paused.
    status: null,
    resumed: false,
    keeper: true
  }
}

function keeperSpent(ground: KeeperGround, earlier: FixAttempt[]): Verdict {
  const { limits, tally } = ground
  return keeperHold(ground, {
    decision: 'pause',
    reason: `${pauseReasonText(ground.reason)} — keeper: all ${limits.attempts} keeper attempts spent on ${shortSha(tally.commit)}; the program stays paused`,
    tally: { ...tally, attempts: earlier, spent: true }
  })
}

function handedBackNothing(ground: KeeperGround, earlier: FixAttempt[]): Verdict {
  return keeperHold(ground, {
    decision: 'wait',
    reason: `keeper: attempt ${earlier.length} on ${ground.sha} handed back nothing (${ground.input.fixFailure}); the next sweep tries again`,
    tally: { ...ground.tally, attempts: earlier }
  })
}

function keeperFix(ground: KeeperGround, failure: FailureFacts, earlier: FixAttempt[]): Verdict {
  const { input, limits } = ground
  const record = handedOut(input, failure, earlier.length + 1)
  const attempts = [...earlier, record]
  return {
    decision: 'fix',
    reason: `keeper: CI red on ${ground.sha} (${failure.failureClass}), paused (${pauseReasonText(ground.reason)}): keeper attempt ${record.attempt}/${limits.attempts} with fresh context`,
    attempt: record.attempt,
    // The program stays paused while the keeper's fix runs.
    pause: ground.reason,
    // What the fix prompt tells the fixer was tried: the paused iteration's attempts, then the
    // keeper's.
    timeline: [...input.memory.attempts, ...attempts],
    next: {
      ...input.memory,
      headSha: input.headSha,
      keeper: { ...ground.tally, attempts, spent: false },
      lastEvent: lastEvent(ground, 'fix')
    },
    status: null,
    resumed: false,
    keeper: true
  }
}
