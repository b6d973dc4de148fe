// Steps 5b and 5c as pure functions: the gate's memory of the program, what the state file says
// (completed, the iteration, a person's pause or unpause) and the reduced CI status in; the
// decision, its reason and the memory it leaves out. Step 5a (reducing the checks) happens before.
import type { CheckStatus } from '../checks/reduce.js'
import type { Verdict } from './verdict.js'
import {
  freshIteration,
  isStopped,
  pauseReasonText,
  rerunsOn,
  type AttemptOutcome,
  type FixAttempt,
  type GateMemory,
  type PauseReason
} from '../ledger/memory.js'
import type { FailureClass } from '../logs/types.js'
import { UNKNOWN_SIGNATURE } from '../logs/signature.js'
import { isoSeconds, plural, shortSha, usd } from '../text.js'
import {
  costCapPause,
  nextAttemptUsd,
  withFixCost,
  type CostLimits,
  type FixCost
} from './fix-cost.js'
import type { Decision } from './decision.js'
import type { Steering } from './reconcile.js'

/** What decide() needs to know about a red CI. */
export interface FailureFacts {
  signature: string
  failureClass: FailureClass
}

/** What a failure is taken to be when its logs could not be read. */
export const UNKNOWN_FAILURE: FailureFacts = {
  signature: UNKNOWN_SIGNATURE,
  failureClass: 'unknown'
}

export interface Limits extends CostLimits {
  maxFixAttempts: number
  wallClockMinutes: number
  /** Fix attempts allowed when nothing in the log could be recognised. */
  unknownClassAttempts: number
  /** Re-runs of the failed jobs per commit on an infrastructure failure, before it is fixed. */
  infraReruns: number
}

/** The rows of the state file the gate reads but does not own. */
export interface FileView {
  completed: boolean
  completedReason: string | null
  iterationCount: number | null
  /** As the file shows it: the reason of a pause someone else set. */
  pauseReason: string | null
}

/** What is known before any check is read: enough to skip cheaply. */
export interface Screening {
  memory: GateMemory
  file: FileView
  /** What a person (or autoloop) changed in `Paused` since the gate last wrote it. */
  steering: Steering
  eventKey: string
  /** The commit the event asks about, and the branch's head right now. */
  headSha: string
  branchHead: string
  reset: boolean
  now: Date
  /**
   * The first ledger entry whose audit chain link is broken (chain.ts), when one is: the program
   * pauses loudly until a maintainer repairs the ledger, whatever else the run was about.
   */
  auditBreak?: number | null
  /** What the fixer reported the attempt just spent cost: recorded before anything is decided. */
  fixCost?: FixCost | null
}

export interface DecideInput extends Screening {
  status: CheckStatus
  /** Present when status is failure. */
  failure: FailureFacts | null
  /** Reason from the reduction, e.g. `2 of 9 checks failed: lint, test`. */
  checksReason: string
  /** When the CI run that woke the gate (or its earliest check) started. */
  ciStartedAt: Date | null
  limits: Limits
  runUrl: string | null
  /**
   * Why the in-runner fixer's last attempt produced nothing to push, when deciding again right
   * after it: there is no new CI evidence, so neither the same-commit wait nor the stuck rule
   * applies, and the budget decides whether it tries again.
   */
  fixFailure?: string | null
  /** The failed jobs can be run again (they are Actions jobs): an infra failure may be re-run. */
  rerunnable?: boolean
  /**
   * Checks that wait for a maintainer's approval (`action_required`), when nothing else failed:
   * there is nothing to fix until someone approves.
   */
  awaitingApproval?: readonly string[]
}

interface Start {
  base: GateMemory
  resumed: boolean
}

/**
 * The memory the decision starts from. An unpause or a reset gives a fresh budget and clock; a
 * higher Iteration Count in the file is a new autoloop iteration, which starts fresh too (an old
 * clock never pauses it), though a loud or manual pause still stands; a pause someone else set
 * is recorded as theirs.
 */
function start(input: Screening): Start {
  const { memory, file } = input
  const resumed = input.reset || input.steering === 'unpause'
  const count = file.iterationCount
  let base: GateMemory
  if (resumed) base = freshIteration(memory, count ?? memory.iteration)
  else if (count !== null && memory.iteration !== null && count > memory.iteration) {
    base = {
      ...freshIteration(memory, count),
      hold: isStopped(memory.hold) ? memory.hold : { kind: 'none' }
    }
  } else
    base = count !== null && memory.iteration === null ? { ...memory, iteration: count } : memory
  if (input.steering === 'pause')
    base = { ...base, hold: { kind: 'manual', reason: file.pauseReason } }
  const cost = input.fixCost ?? null
  if (cost !== null) base = withFixCost(base, cost, input.now)
  return { base, resumed }
}

function sameMemory(a: GateMemory, b: GateMemory): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * A broken audit chain pauses the program, once per break: the pause is a new entry chained from
 * the last one as it stands, and the broken entries stay as they are for a maintainer to repair.
 * Until then every run (a reset or an unpause included) leaves it paused.
 */
function auditPause(input: Screening, base: GateMemory, entry: number): Verdict {
  const reason: PauseReason = { kind: 'audit-broken', entry }
  const { hold } = input.memory
  const already =
    hold.kind === 'paused' && hold.reason.kind === 'audit-broken' && hold.reason.entry === entry
  const common = { attempt: base.attempts.length, timeline: base.attempts, status: null }
  if (already && !input.reset && input.steering !== 'unpause') {
    return {
      ...common,
      decision: 'skip',
      reason: `program is paused (${pauseReasonText(reason)}); repair the ledger, then set Paused to false in the state file`,
      pause: null,
      next: null,
      resumed: false
    }
  }
  return {
    ...common,
    decision: 'pause',
    reason: `${pauseReasonText(reason)} — the ledger's audit chain does not verify from entry ${entry}; see green-gate audit verify`,
    pause: reason,
    next: {
      ...base,
      hold: { kind: 'paused', reason },
      lastEvent: { decision: 'pause', eventKey: input.eventKey, at: isoSeconds(input.now) }
    },
    resumed: false
  }
}

/**
 * What needs no checks: the pause of a broken audit chain, and the skips (completed, paused,
 * already handled, superseded).
 */
export function screen(input: Screening): Verdict | null {
  const { base } = start(input)
  const broken = input.auditBreak ?? null
  if (broken !== null) return auditPause(input, base, broken)
  const skip = (reason: string): Verdict => ({
    decision: 'skip',
    reason,
    attempt: base.attempts.length,
    pause: null,
    // A pause someone set, a new iteration or an unpause is worth recording even on a skip.
    next: sameMemory(base, input.memory) ? null : base,
    timeline: base.attempts,
    status: null,
    resumed: false
  })
  const { file, reset } = input
  if (file.completed) {
    return skip(`program is completed${file.completedReason ? ` (${file.completedReason})` : ''}`)
  }
  if (isStopped(base.hold) && !reset) {
    const why = base.hold.kind === 'paused' ? pauseReasonText(base.hold.reason) : base.hold.reason
    return skip(
      `program is paused (${why ?? 'no reason given'}); set Paused to false in the state file or dispatch a retry with reset`
    )
  }
  const last = base.lastEvent
  if (!reset && last?.eventKey === input.eventKey) {
    return skip(`event ${input.eventKey} was already handled (${last.decision})`)
  }
  if (input.headSha !== input.branchHead) {
    return skip(
      `commit ${shortSha(input.headSha)} is no longer the branch head (now ${shortSha(input.branchHead)})`
    )
  }
  if (!reset && last?.decision === 'accept' && base.headSha === input.headSha) {
    return skip(`commit ${shortSha(input.headSha)} was already accepted`)
  }
  return null
}

/** The attempt list with the newest attempt, if still with the fixer, given its outcome. */
export function settle(
  attempts: readonly FixAttempt[],
  outcome: AttemptOutcome,
  note?: string
): FixAttempt[] {
  const last = attempts.at(-1)
  if (last?.outcome !== 'with-fixer') return [...attempts]
  return [...attempts.slice(0, -1), { ...last, outcome, ...(note === undefined ? {} : { note }) }]
}

export function decide(input: DecideInput): Verdict {
  const screened = screen(input)
  if (screened !== null) return screened

  const { now, limits } = input
  const { base, resumed } = start(input)
  const started = base.clockStarted ?? isoSeconds(earliest(input.ciStartedAt, now))
  const elapsedMinutes = (now.getTime() - Date.parse(started)) / 60_000
  const attempts = base.attempts.length
  const sha = shortSha(input.headSha)
  const retrying = (input.fixFailure ?? null) !== null
  const lastEvent = (decision: Decision) => ({
    decision,
    eventKey: input.eventKey,
    at: isoSeconds(now)
  })

  const pause = (reason: PauseReason, why: string, outcome: AttemptOutcome): Verdict => {
    const settled = settle(base.attempts, outcome, input.fixFailure ?? undefined)
    return {
      decision: 'pause',
      reason: `${pauseReasonText(reason)} — ${why}`,
      attempt: attempts,
      pause: reason,
      timeline: settled,
      next: {
        ...base,
        hold: { kind: 'paused', reason },
        attempts: settled,
        signature: 'signature' in reason ? reason.signature : base.signature,
        headSha: input.headSha,
        clockStarted: started,
        lastEvent: lastEvent('pause')
      },
      // The pushed iteration's `pending-ci` ends here, as it does on accept.
      status: 'ci-fix-exhausted',
      resumed
    }
  }

  const approvals = input.awaitingApproval ?? []
  if (input.status === 'failure' && input.failure === null && approvals.length > 0) {
    // Checked before the wall clock: waiting for a person is not CI time, and the clock starts
    // again when CI runs after the approval.
    const held = base.hold.kind === 'blocked' && base.hold.sha === input.headSha
    return {
      decision: 'blocked',
      reason: `CI on ${sha} awaits a maintainer's approval (${approvals.join(', ')}); no fix attempt spent`,
      attempt: attempts,
      pause: null,
      // Once per commit: a repeat is not news. The event is not marked handled, since after the
      // approval the same workflow run completes again under the same run attempt.
      next:
        held && !resumed
          ? null
          : {
              ...base,
              hold: { kind: 'blocked', sha: input.headSha },
              headSha: input.headSha,
              clockStarted: null
            },
      timeline: base.attempts,
      status: null,
      resumed
    }
  }

  if (elapsedMinutes > limits.wallClockMinutes) {
    return pause(
      { kind: 'ci-timeout' },
      `iteration running ${Math.floor(elapsedMinutes)} min, past the ${limits.wallClockMinutes} min wall clock`,
      'timed-out'
    )
  }

  switch (input.status) {
    case 'pending': {
      const next = { ...base, clockStarted: started }
      return {
        decision: 'wait',
        reason: `CI on ${sha} not finished: ${input.checksReason}`,
        attempt: attempts,
        pause: null,
        // Only a clock start, a lifted pause or a new iteration is worth a commit.
        next: sameMemory(next, input.memory) ? null : { ...next, lastEvent: lastEvent('wait') },
        timeline: base.attempts,
        status: null,
        resumed
      }
    }
    case 'success':
      return {
        decision: 'accept',
        reason: `CI green on ${sha}${attempts > 0 ? ` after ${plural(attempts, 'fix attempt')}` : ''}`,
        attempt: attempts,
        pause: null,
        timeline: settle(base.attempts, 'fixed'),
        next: {
          ...base,
          hold: { kind: 'none' },
          attempts: [],
          signature: null,
          headSha: input.headSha,
          clockStarted: null,
          lastEvent: lastEvent('accept')
        },
        status: 'accepted',
        resumed
      }
    case 'failure': {
      const failure = input.failure ?? UNKNOWN_FAILURE
      const newest = base.attempts.at(-1)
      const withFixer = newest?.outcome === 'with-fixer' && newest.commit === input.headSha
      if (!retrying && !resumed && withFixer) {
        // A second CI workflow finishing on the same commit: the fixer already has this one.
        return {
          decision: 'wait',
          reason: `failure on ${sha} is already with the fixer as attempt ${attempts}/${limits.maxFixAttempts}`,
          attempt: attempts,
          pause: null,
          next: null,
          timeline: base.attempts,
          status: null,
          resumed
        }
      }
      const reruns = rerunsOn(base, input.headSha)
      if (
        !retrying &&
        failure.failureClass === 'infra' &&
        input.rerunnable === true &&
        reruns < limits.infraReruns
      ) {
        // The machine failed, not the code: GitHub runs the failed jobs again, no agent is woken.
        return {
          decision: 'rerun',
          reason: `CI on ${sha} failed on infrastructure (${failure.signature}): failed jobs re-run ${reruns + 1}/${limits.infraReruns} on this commit, no fix attempt spent`,
          attempt: attempts,
          pause: null,
          timeline: base.attempts,
          next: {
            ...base,
            headSha: input.headSha,
            clockStarted: started,
            reruns: { commit: input.headSha, count: reruns + 1 },
            lastEvent: lastEvent('rerun')
          },
          status: null,
          resumed
        }
      }
      if (!retrying && attempts > 0 && failure.signature === base.signature) {
        return pause(
          { kind: 'stuck', signature: failure.signature },
          `fix attempt ${attempts} left the same failure`,
          'same-failure'
        )
      }
      const budget =
        failure.failureClass === 'unknown'
          ? Math.min(limits.maxFixAttempts, limits.unknownClassAttempts)
          : limits.maxFixAttempts
      const outcome: AttemptOutcome = retrying ? 'no-commit' : 'new-failure'
      if (attempts >= budget) {
        return pause(
          { kind: 'ci-fix-exhausted', signature: failure.signature },
          (budget < limits.maxFixAttempts
            ? `${plural(attempts, 'attempt')} spent on a failure of unknown class`
            : `all ${limits.maxFixAttempts} fix attempts spent`) +
            (retrying ? `; the last one: ${input.fixFailure}` : ''),
          outcome
        )
      }
      const capped = costCapPause(base, limits, now)
      if (capped !== null) {
        return pause(
          capped,
          `the next fix attempt could cost ${usd(nextAttemptUsd(base, limits))}, past max-fix-cost`,
          outcome
        )
      }
      const attempt = attempts + 1
      const earlier = settle(base.attempts, outcome, input.fixFailure ?? undefined)
      const record: FixAttempt = {
        attempt,
        commit: input.headSha,
        signature: failure.signature,
        failureClass: failure.failureClass,
        runUrl: input.runUrl,
        at: isoSeconds(now),
        outcome: 'with-fixer'
      }
      return {
        decision: 'fix',
        reason: `CI red on ${sha} (${failure.failureClass}): fix attempt ${attempt}/${limits.maxFixAttempts}`,
        attempt,
        pause: null,
        timeline: [...earlier, record],
        next: {
          ...base,
          hold: { kind: 'fixing', attempt, max: limits.maxFixAttempts, sha: input.headSha },
          attempts: [...earlier, record],
          signature: failure.signature,
          headSha: input.headSha,
          clockStarted: started,
          lastEvent: lastEvent('fix')
        },
        status: null,
        resumed
      }
    }
  }
}

function earliest(a: Date | null, b: Date): Date {
  return a !== null && a.getTime() < b.getTime() ? a : b
}
