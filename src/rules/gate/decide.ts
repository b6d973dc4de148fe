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
  type GateMemory
} from '../ledger/memory.js'
import type { PauseReason } from '../vocabulary/pause-reason.js'
import type { FailureClass } from '../logs/types.js'
import type { CiChange, Weakening, WhatRanFinding } from '../vocabulary/guard-findings.js'
import type { FixerProblem } from '../fix/fixer-workflow.js'
import type { WhatRan } from '../accept/what-ran.js'
import { MAX_FLAKE_RERUNS, withFlakes, withMissed } from './flake.js'
import { UNKNOWN_SIGNATURE } from '../logs/signature.js'
import { isoSeconds, plural, shortSha, usd } from '../text.js'
import {
  costCapPause,
  nextAttemptUsd,
  withFixCost,
  type CostLimits,
  type FixCost
} from './fix-cost.js'
import type { Decision } from '../vocabulary/decision.js'
import type { Steering } from './reconcile.js'
import { pastWallClock } from './wall-clock.js'

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
  /**
   * Why the ledger is not the one the gate last wrote (rolled back, emptied, swapped): the
   * program pauses loudly, until a maintainer's reset or unpause accepts the ledger as it is.
   */
  tampered?: string | null
  /** The memory was adopted from the state file's rows: recorded even on a skip. */
  adopted?: boolean
  /**
   * Why no fixer run can be dispatched on the program's branch (fixer-workflow.ts), when the gate
   * dispatches one: a fix due then pauses instead of waiting for a fixer that never starts.
   */
  fixerProblem?: FixerProblem | null
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
  /**
   * On green: what the agent's commits did to the checks (weakening.ts). A finding, or a change
   * that cannot be read, stops the accept; null or absent: nothing to look at.
   */
  review?: Review | null
  /**
   * Failing tests the change cannot plausibly have caused (flake.ts), when they are flake
   * candidates: their failed jobs are re-run once before any fix attempt.
   */
  flake?: readonly string[] | null
  /**
   * On green: the workflow files or test configuration the branch changed since the last commit
   * the gate trusted (ci-changes.ts), or a change that could not be read. Any stops the accept
   * until a maintainer approves the head; null or absent: nothing CI-defining changed.
   */
  ciChange?: CiChange | null
  /**
   * On green: what the CI jobs were seen to run, held against the last accept (what-ran.ts): a
   * finding stops the accept; `next` is the baseline an accept seals. Absent: not read.
   */
  whatRan?: { findings: readonly WhatRanFinding[]; next: WhatRan } | null
  /**
   * No run of CI as the default branch defines it, and nothing else running (ci-evidence.ts):
   * past the wall clock the pause says so (`ci-missing`) rather than `ci-timeout`.
   */
  ciMissing?: boolean
}

/**
 * The agent's commits read on green: their findings, and whether a fix of this iteration is
 * among them (`fix`) or only the iteration's own commits (`iteration`); or why they cannot be read.
 */
export type Review =
  | { kind: 'findings'; by: 'fix' | 'iteration'; findings: readonly Weakening[] }
  | { kind: 'unreviewable'; why: string }

export interface Start {
  base: GateMemory
  resumed: boolean
}

/**
 * The memory the decision starts from. An unpause or a reset gives a fresh budget and clock; a
 * higher Iteration Count in the file is a new autoloop iteration, which starts fresh too (an old
 * clock never pauses it), but only while the gate holds nothing: autoloop runs no iteration on a
 * held or paused program, so a count raised then is not autoloop's. A pause someone else set is
 * recorded as theirs.
 */
export function start(input: Screening): Start {
  const { memory, file } = input
  const resumed = input.reset || input.steering === 'unpause'
  const count = file.iterationCount
  let base: GateMemory
  // A lift restores the budget and clock; it waives no guard (only an approve does, for its head).
  if (resumed) base = freshIteration(memory, count ?? memory.iteration)
  else if (
    count !== null &&
    memory.iteration !== null &&
    count > memory.iteration &&
    memory.hold.kind === 'none'
  ) {
    base = freshIteration(memory, count)
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
  const why = `the ledger's audit chain does not verify from entry ${entry}; see green-gate audit verify`
  return ledgerPause(input, base, reason, why)
}

/** A pause over the ledger itself, decided before any check is read: it spends nothing. */
function ledgerPause(
  input: Screening,
  base: GateMemory,
  reason: PauseReason,
  why: string
): Verdict {
  return {
    decision: 'pause',
    reason: `${pauseReasonText(reason)} — ${why}`,
    attempt: base.attempts.length,
    pause: reason,
    timeline: base.attempts,
    next: {
      ...base,
      hold: { kind: 'paused', reason },
      lastEvent: { decision: 'pause', eventKey: input.eventKey, at: isoSeconds(input.now) }
    },
    status: null,
    resumed: false
  }
}

/**
 * A ledger that is not the one the gate last wrote pauses the program loudly, chained on the
 * ledger as it stands (or a new one, when it was another program's), and is anchored so; a
 * maintainer's reset or unpause accepts it as it is.
 */
function tamperPause(input: Screening, base: GateMemory, what: string): Verdict {
  const reason: PauseReason = { kind: 'ledger-tampered', what }
  const why =
    "the ledger is not the one the gate last wrote; a maintainer's `/green-gate reset` (or a retry with reset: true) accepts it as it is and anchors it again"
  return ledgerPause(input, base, reason, why)
}

/**
 * What needs no checks: the pause of a broken audit chain or a tampered ledger, and the skips
 * (completed, paused, already handled, superseded).
 */
export function screen(input: Screening): Verdict | null {
  const { base, resumed } = start(input)
  const broken = input.auditBreak ?? null
  if (broken !== null) return auditPause(input, base, broken)
  const tampered = input.tampered ?? null
  // Once paused for it, the pause stands and is not written again (its anchor may be missing).
  const told = base.hold.kind === 'paused' && base.hold.reason.kind === 'ledger-tampered'
  if (tampered !== null && !resumed && !told) return tamperPause(input, base, tampered)
  const skip = (reason: string): Verdict => ({
    decision: 'skip',
    reason,
    attempt: base.attempts.length,
    pause: null,
    // A pause someone set, a new iteration or an unpause is worth recording even on a skip, and
    // so is a program's first memory, so that a later unpause is told against it.
    next:
      sameMemory(base, input.memory) && !(input.adopted === true && isStopped(base.hold))
        ? null
        : base,
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

/** What every rule of decide() reads: the input, the memory it starts from and a few derived facts. */
interface Ground {
  input: DecideInput
  base: GateMemory
  resumed: boolean
  /** When the iteration's clock started (ISO): the memory's, or this CI run's. */
  started: string
  /** Fix attempts already spent in this iteration. */
  attempts: number
  sha: string
  /** Deciding again right after a fixer attempt that produced nothing to push. */
  retrying: boolean
}

export function decide(input: DecideInput): Verdict {
  const screened = screen(input)
  if (screened !== null) return screened
  const { base, resumed } = start(input)
  const ground: Ground = {
    input,
    base,
    resumed,
    started: base.clockStarted ?? isoSeconds(earliest(input.ciStartedAt, input.now)),
    attempts: base.attempts.length,
    sha: shortSha(input.headSha),
    retrying: (input.fixFailure ?? null) !== null
  }
  // Approval is checked before the wall clock: waiting for a person is not CI time, and the clock
  // starts again when CI runs after the approval.
  const early = awaitingApproval(ground) ?? wallClockPause(ground)
  if (early !== null) return early
  switch (input.status) {
    case 'pending':
      return waitForCi(ground)
    case 'success':
      return accept(ground)
    case 'failure':
      return onFailure(ground)
  }
}

/**
 * Past the wall clock with the fix still out on the very commit it was handed out for: paused on
 * the failure the ledger recorded, before any check or log is read (the fixer never pushed, so
 * CI on that commit can tell nothing new). Null when any of that does not hold, or after a
 * screen's skip: the checks decide then.
 */
export function overdueFix(
  input: Screening,
  limits: Pick<Limits, 'wallClockMinutes'>
): Verdict | null {
  if (screen(input) !== null) return null
  const { base, resumed } = start(input)
  const { hold, clockStarted } = base
  const out = hold.kind === 'fixing' && hold.sha === input.headSha
  if (resumed || !out || clockStarted === null) return null
  // Only the wall clock decides: CI on the commit is the failure the fix was handed out for.
  const ledgerOnly: DecideInput = {
    ...input,
    status: 'failure',
    failure: null,
    checksReason: `the fix handed out on ${shortSha(input.headSha)} is still out`,
    ciStartedAt: null,
    limits: { ...limits, maxFixAttempts: hold.max, unknownClassAttempts: 0, infraReruns: 0 },
    runUrl: null
  }
  const ground: Ground = {
    input: ledgerOnly,
    base,
    resumed,
    started: clockStarted,
    attempts: base.attempts.length,
    sha: shortSha(input.headSha),
    retrying: false
  }
  return wallClockPause(ground)
}

function lastEvent({ input }: Ground, decision: Decision) {
  return { decision, eventKey: input.eventKey, at: isoSeconds(input.now) }
}

interface PauseFor {
  reason: PauseReason
  why: string
  outcome: AttemptOutcome
}

function pauseVerdict(ground: Ground, { reason, why, outcome }: PauseFor): Verdict {
  const { input, base } = ground
  const settled = settle(base.attempts, outcome, input.fixFailure ?? undefined)
  return {
    decision: 'pause',
    reason: `${pauseReasonText(reason)} — ${why}`,
    attempt: ground.attempts,
    pause: reason,
    timeline: settled,
    next: {
      ...base,
      hold: { kind: 'paused', reason },
      attempts: settled,
      signature: 'signature' in reason ? reason.signature : base.signature,
      headSha: input.headSha,
      clockStarted: ground.started,
      lastEvent: lastEvent(ground, 'pause')
    },
    // The pushed iteration's `pending-ci` ends here, as it does on accept.
    status: 'ci-fix-exhausted',
    resumed: ground.resumed
  }
}

/** A verdict that spends nothing and records `next` (null: nothing). */
function quiet(
  ground: Ground,
  decision: Decision,
  reason: string,
  next: GateMemory | null
): Verdict {
  const { base, attempts, resumed } = ground
  return {
    decision,
    reason,
    attempt: attempts,
    pause: null,
    next,
    timeline: base.attempts,
    status: null,
    resumed
  }
}

function awaitingApproval(ground: Ground): Verdict | null {
  const { input, base, resumed } = ground
  const approvals = input.awaitingApproval ?? []
  if (input.status !== 'failure' || input.failure !== null || approvals.length === 0) return null
  const held = base.hold.kind === 'blocked' && base.hold.sha === input.headSha
  // Once per commit: a repeat is not news. The event is not marked handled, since after the
  // approval the same workflow run completes again under the same run attempt.
  const next: GateMemory | null =
    held && !resumed
      ? null
      : {
          ...base,
          hold: { kind: 'blocked', sha: input.headSha },
          headSha: input.headSha,
          clockStarted: null
        }
  const reason = `CI on ${ground.sha} awaits a maintainer's approval (${approvals.join(', ')}); no fix attempt spent`
  return quiet(ground, 'blocked', reason, next)
}

function wallClockPause(ground: Ground): Verdict | null {
  const { wallClockMinutes } = ground.input.limits
  const elapsed = pastWallClock({
    started: ground.started,
    now: ground.input.now,
    wallClockMinutes
  })
  if (elapsed === null) return null
  const { input } = ground
  const missing = input.status === 'pending' && input.ciMissing === true
  return pauseVerdict(ground, {
    reason: missing ? { kind: 'ci-missing', sha: input.headSha } : { kind: 'ci-timeout' },
    why: `iteration running ${Math.floor(elapsed)} min, past the ${wallClockMinutes} min wall clock`,
    outcome: 'timed-out'
  })
}

function waitForCi(ground: Ground): Verdict {
  const { input, base } = ground
  const next = { ...base, clockStarted: ground.started }
  // Only a clock start, a lifted pause or a new iteration is worth a commit.
  const worth = sameMemory(next, input.memory)
    ? null
    : { ...next, lastEvent: lastEvent(ground, 'wait') }
  return quiet(ground, 'wait', `CI on ${ground.sha} not finished: ${input.checksReason}`, worth)
}

/** The pause a review on green calls for, with what it saw: a finding, or a change unread. */
export function heldBack(review: Review | null): { reason: PauseReason; what: string } | null {
  if (review === null) return null
  if (review.kind === 'unreviewable')
    return { reason: review, what: 'the change cannot be read to tell whether it checks less' }
  const findings = [...review.findings]
  if (findings.length === 0) return null
  return review.by === 'fix'
    ? {
        reason: { kind: 'fix-weakened-tests', findings },
        what: 'the fix commits check less than before'
      }
    : {
        reason: { kind: 'weakened-tests', findings },
        what: "the iteration's commits check less than before"
      }
}

function accept(ground: Ground): Verdict {
  const { input, base, attempts } = ground
  const guarded = guardOnGreen(ground)
  if (guarded !== null) return guarded
  // Green on the very commit whose failed jobs were re-run as flake candidates: they failed and
  // passed on one commit, so they are flaky.
  const flaky = base.suspects?.commit === input.headSha ? base.suspects.tests : []
  const kept: GateMemory = flaky.length > 0 ? withFlakes(base, flaky) : { ...base }
  delete kept.suspects
  // Accepted, this head is where the next change is measured from.
  delete kept.approvedSha
  return {
    decision: 'accept',
    reason: `CI green on ${ground.sha}${attempts > 0 ? ` after ${plural(attempts, 'fix attempt')}` : ''}${flaky.length > 0 ? ` after a re-run: flaky ${flaky.join(', ')}` : ''}`,
    attempt: attempts,
    pause: null,
    timeline: settle(base.attempts, 'fixed'),
    next: {
      ...kept,
      hold: { kind: 'none' },
      attempts: [],
      signature: null,
      headSha: input.headSha,
      acceptedSha: input.headSha,
      clockStarted: null,
      lastEvent: lastEvent(ground, 'accept'),
      ...(input.whatRan ? { whatRan: input.whatRan.next } : {})
    },
    status: 'accepted',
    resumed: ground.resumed
  }
}

/**
 * The guards on green, in order: the change checks less, the change redefines CI, CI ran less
 * than at the last accept. A lift restores the budget but waives none; only a maintainer's
 * approve of this very head does. Null: nothing holds the accept back.
 */
export function guardHold(input: DecideInput): { reason: PauseReason; what: string } | null {
  if (input.memory.approvedSha === input.headSha) return null
  const held = heldBack(input.review ?? null)
  if (held !== null) return held
  const changed = input.ciChange ?? null
  if (changed !== null)
    return {
      reason: { kind: 'ci-changed', ...changed },
      what: 'the branch changed what CI runs, so the green is not evidence'
    }
  const [finding, ...more] = input.whatRan?.findings ?? []
  if (finding === undefined) return null
  return {
    reason: { ...finding, more: more.length },
    what:
      finding.kind === 'tests-failed-in-green'
        ? 'a job that ended green reported failed tests'
        : 'CI ran fewer tests than at the last accept'
  }
}

function guardOnGreen(ground: Ground): Verdict | null {
  const held = guardHold(ground.input)
  if (held === null) return null
  const { headSha } = ground.input
  return pauseVerdict(ground, {
    reason: held.reason,
    why: `CI is green on ${ground.sha}, but ${held.what}; a maintainer who checked it approves this head with /green-gate approve ${headSha}`,
    outcome: 'fixed'
  })
}

/**
 * The failure rules in order, once a red flake re-run is settled: already with the fixer, infra
 * re-run, flake re-run, stuck, budget, cost cap, no fixer to dispatch, fix.
 */
function onFailure(given: Ground): Verdict {
  const failure = given.input.failure ?? UNKNOWN_FAILURE
  const ground = afterRedRerun(given)
  return (
    alreadyWithFixer(ground) ??
    infraRerun(ground, failure) ??
    flakeRerun(ground) ??
    stuck(ground, failure) ??
    budgetSpent(ground, failure) ??
    costCapped(ground) ??
    fixerMissing(ground) ??
    fix(ground, failure)
  )
}

/**
 * Red again on the commit whose failed jobs were re-run as flake candidates: a miss for each known
 * flake among them (flake.ts drops one that keeps missing), and the re-run is settled.
 */
function afterRedRerun(ground: Ground): Ground {
  const { base, input } = ground
  if (base.suspects?.commit !== input.headSha) return ground
  const next = withMissed(base, base.suspects.tests)
  delete next.suspects
  return { ...ground, base: next }
}

/** A second CI workflow finishing on the same commit: the fixer already has this one. */
function alreadyWithFixer(ground: Ground): Verdict | null {
  const { input, base, attempts } = ground
  const newest = base.attempts.at(-1)
  const withFixer = newest?.outcome === 'with-fixer' && newest.commit === input.headSha
  if (ground.retrying || ground.resumed || !withFixer) return null
  const reason = `failure on ${ground.sha} is already with the fixer as attempt ${attempts}/${input.limits.maxFixAttempts}`
  return quiet(ground, 'wait', reason, null)
}

/**
 * A failing test the change cannot have caused: its failed jobs run once more before a fix
 * attempt is spent (the judge asks only once per commit, and only with that evidence).
 */
function flakeRerun(ground: Ground): Verdict | null {
  const { input, base } = ground
  const tests = input.flake ?? []
  const spent = base.flakeReruns ?? 0
  const capped = spent >= MAX_FLAKE_RERUNS
  if (ground.retrying || tests.length === 0 || input.rerunnable !== true || capped) return null
  return rerunVerdict(
    ground,
    `CI on ${ground.sha} failed in ${tests.join(', ')}, which nothing changed since the last accepted commit can reach (or a known flake): failed jobs re-run once (${spent + 1}/${MAX_FLAKE_RERUNS} this iteration), no fix attempt spent`,
    { suspects: { commit: input.headSha, tests: [...tests] }, flakeReruns: spent + 1 }
  )
}

/** Failed jobs run again on this commit, counted on it; no attempt spent, no agent woken. */
function rerunVerdict(ground: Ground, reason: string, also: Partial<GateMemory> = {}): Verdict {
  const { input, base } = ground
  return {
    decision: 'rerun',
    reason,
    attempt: ground.attempts,
    pause: null,
    timeline: base.attempts,
    next: {
      ...base,
      ...also,
      headSha: input.headSha,
      clockStarted: ground.started,
      reruns: { commit: input.headSha, count: rerunsOn(base, input.headSha) + 1 },
      lastEvent: lastEvent(ground, 'rerun')
    },
    status: null,
    resumed: ground.resumed
  }
}

/** The machine failed, not the code: GitHub runs the failed jobs again, no agent is woken. */
function infraRerun(ground: Ground, failure: FailureFacts): Verdict | null {
  const { input, base } = ground
  const { infraReruns } = input.limits
  const reruns = rerunsOn(base, input.headSha)
  const rerun =
    !ground.retrying &&
    failure.failureClass === 'infra' &&
    input.rerunnable === true &&
    reruns < infraReruns
  if (!rerun) return null
  return rerunVerdict(
    ground,
    `CI on ${ground.sha} failed on infrastructure (${failure.signature}): failed jobs re-run ${reruns + 1}/${infraReruns} on this commit, no fix attempt spent`
  )
}

function stuck(ground: Ground, failure: FailureFacts): Verdict | null {
  const { attempts } = ground
  if (ground.retrying || attempts === 0 || failure.signature !== ground.base.signature) return null
  return pauseVerdict(ground, {
    reason: { kind: 'stuck', signature: failure.signature },
    why: `fix attempt ${attempts} left the same failure`,
    outcome: 'same-failure'
  })
}

/** How the newest attempt, if still with the fixer, ended: it pushed a new failure, or nothing. */
function newestOutcome(ground: Ground): AttemptOutcome {
  return ground.retrying ? 'no-commit' : 'new-failure'
}

function budgetSpent(ground: Ground, failure: FailureFacts): Verdict | null {
  const { input, attempts } = ground
  const { maxFixAttempts, unknownClassAttempts } = input.limits
  const budget =
    failure.failureClass === 'unknown'
      ? Math.min(maxFixAttempts, unknownClassAttempts)
      : maxFixAttempts
  if (attempts < budget) return null
  const spent =
    budget < maxFixAttempts
      ? `${plural(attempts, 'attempt')} spent on a failure of unknown class`
      : `all ${maxFixAttempts} fix attempts spent`
  return pauseVerdict(ground, {
    reason: { kind: 'ci-fix-exhausted', signature: failure.signature },
    why: spent + (ground.retrying ? `; the last one: ${input.fixFailure}` : ''),
    outcome: newestOutcome(ground)
  })
}

function costCapped(ground: Ground): Verdict | null {
  const { input, base } = ground
  const capped = costCapPause(base, input.limits, input.now)
  if (capped === null) return null
  return pauseVerdict(ground, {
    reason: capped,
    why: `the next fix attempt could cost ${usd(nextAttemptUsd(base, input.limits))}, past max-fix-cost`,
    outcome: newestOutcome(ground)
  })
}

/** A fix is due, but no fixer run can start on the branch: pause and say what to do. */
function fixerMissing(ground: Ground): Verdict | null {
  const reason = ground.input.fixerProblem ?? null
  if (reason === null) return null
  return pauseVerdict(ground, {
    reason,
    why: `fix attempt ${ground.attempts + 1} was due on ${ground.sha}`,
    outcome: newestOutcome(ground)
  })
}

function fix(ground: Ground, failure: FailureFacts): Verdict {
  const { input, base } = ground
  const { maxFixAttempts } = input.limits
  const attempt = ground.attempts + 1
  const earlier = settle(base.attempts, newestOutcome(ground), input.fixFailure ?? undefined)
  const record = handedOut(input, failure, attempt)
  return {
    decision: 'fix',
    reason: `CI red on ${ground.sha} (${failure.failureClass}): fix attempt ${attempt}/${maxFixAttempts}`,
    attempt,
    pause: null,
    timeline: [...earlier, record],
    next: {
      ...base,
      hold: { kind: 'fixing', attempt, max: maxFixAttempts, sha: input.headSha },
      attempts: [...earlier, record],
      signature: failure.signature,
      headSha: input.headSha,
      clockStarted: ground.started,
      lastEvent: lastEvent(ground, 'fix')
    },
    status: null,
    resumed: ground.resumed
  }
}

function earliest(a: Date | null, b: Date): Date {
  return a !== null && a.getTime() < b.getTime() ? a : b
}

/** The attempt a `fix` hands out on the judged commit, with the fixer until CI says otherwise. */
export function handedOut(
  input: Pick<DecideInput, 'headSha' | 'runUrl' | 'now'>,
  failure: FailureFacts,
  attempt: number
): FixAttempt {
  return {
    attempt,
    commit: input.headSha,
    signature: failure.signature,
    failureClass: failure.failureClass,
    runUrl: input.runUrl,
    at: isoSeconds(input.now),
    outcome: 'with-fixer'
  }
}
