// What the gate remembers about one program between runs: typed values, never markdown. The
// state file's gate rows, its history entries, the comments and the fix prompt are renderings of
// this record; nothing reads them back. Pure.
import type { Decision } from '../vocabulary/decision.js'
import type { FailureClass } from '../logs/types.js'
import { weakeningText } from '../accept/weakening.js'
import { findingText, type WhatRan } from '../accept/what-ran.js'
import type { CiChange } from '../vocabulary/guard-findings.js'
import type { PauseReason } from '../vocabulary/pause-reason.js'
import { shortSha, usd } from '../text.js'
import { noMentions, oneLine } from '../untrusted.js'

/** The pauses a guard takes on green: only `/green-gate approve <sha>` waives one, for that SHA. */
export const GUARD_PAUSES = [
  'ci-changed',
  'weakened-tests',
  'fix-weakened-tests',
  'unreviewable',
  'tests-missing',
  'tests-failed-in-green'
] as const satisfies readonly PauseReason['kind'][]

/**
 * What the state file's `Paused` row says on the gate's behalf. `fixing` holds the scheduler off
 * a red branch while the fix loop runs; `paused` is the gate's loud pause; `manual` is a pause
 * someone else set (autoloop, a maintainer), recorded as the file showed it.
 */
export type Hold =
  | { kind: 'none' }
  | { kind: 'fixing'; attempt: number; max: number; sha: string }
  | { kind: 'paused'; reason: PauseReason }
  | { kind: 'manual'; reason: string | null }
  /** CI on the commit waits for a maintainer's approval (`action_required`): nothing to fix. */
  | { kind: 'blocked'; sha: string }

/** How a fix attempt ended, as far as the gate has seen. */
export type AttemptOutcome =
  'with-fixer' | 'no-commit' | 'fixed' | 'new-failure' | 'same-failure' | 'timed-out'

/** An outcome in words, for the timelines in the job summary and on the program issue. */
export const OUTCOME_TEXT: Record<AttemptOutcome, string> = {
  'with-fixer': 'with the fixer',
  'no-commit': 'nothing pushed',
  fixed: 'fixed: CI green',
  'new-failure': 'a new failure',
  'same-failure': 'the same failure',
  'timed-out': 'past the wall clock'
}

/** The timeline's columns, in the status comment and the job summary alike. */
export function timelineColumns(costs: boolean): string[] {
  return ['Attempt', 'Commit', 'Signature', 'Class', 'Outcome', ...(costs ? ['Cost'] : []), 'Run']
}

export interface FixAttempt {
  attempt: number
  /** The red commit the attempt was handed out on. */
  commit: string
  signature: string
  failureClass: FailureClass
  /** The CI run that showed the failure, when one woke the gate. */
  runUrl: string | null
  /** When it was handed out. No rule reads it back: kept as its entry's MAC covers it. */
  at: string
  outcome: AttemptOutcome
  /** Why the fixer's run left nothing to push, for `no-commit`. */
  note?: string
  /** What the attempt cost in USD, as the fixer reported it. */
  costUsd?: number
}

/** What the program's fix attempts cost on one UTC day, and the dearest one seen. */
export interface FixSpend {
  /** `YYYY-MM-DD`, UTC. */
  day: string
  usd: number
  dearestUsd: number
}

export interface LastEvent {
  decision: Decision
  /**
   * `workflow_run/<run id>/<attempt>` for the CI run that woke the gate; for any other trigger
   * the trigger's name and the gate's own run, `workflow_dispatch/<run id>/<attempt>`,
   * `schedule/…`, and `push/…` for the fix cost recorded after a push. `/refix` ends the key
   * when the fixer's attempt failed and the same run decides again; `green-gate status` decides
   * as `cli/status`.
   */
  eventKey: string
  at: string
}

/**
 * Re-runs of failed jobs the gate asked for after an infrastructure failure, counted per commit:
 * a new commit starts again at none. They never spend a fix attempt.
 */
export interface RerunTally {
  commit: string
  count: number
}

/**
 * The keeper's fix attempts on a program the gate paused, counted on the head commit it took the
 * program up on (its own fixes move the head, they do not start a new count). Cleared when the
 * program is released or someone unpauses it.
 */
export interface KeeperTally {
  commit: string
  attempts: FixAttempt[]
  /** The budget is spent and the program issue was told: later sweeps leave the program alone. */
  spent: boolean
}

export interface GateMemory {
  hold: Hold
  /** The autoloop iteration (its Iteration Count) the budget and clock belong to. */
  iteration: number | null
  /** ISO time the current iteration's clock started; null: not running. */
  clockStarted: string | null
  /** The current iteration's fix attempts, oldest first. */
  attempts: FixAttempt[]
  /** The last failure signature seen in this iteration: the same one after a fix is stuck. */
  signature: string | null
  /** The last commit a decision was made on. */
  headSha: string | null
  lastEvent: LastEvent | null
  /** Reported fix costs; kept across iterations, since the cap is per day. */
  spend?: FixSpend
  reruns: RerunTally | null
  keeper: KeeperTally | null
  /** The last commit the gate accepted: what a flake candidate's change is measured from. */
  acceptedSha?: string
  /**
   * A head a guard paused that a maintainer approved (`/green-gate approve <sha>`): the guards
   * are waived for it, and a later head's change is measured from it. Cleared by the next accept.
   */
  approvedSha?: string
  /** What each CI job was seen to run at the last accept (what-ran.ts), sealed with the entry. */
  whatRan?: WhatRan
  /** Tests that failed and then passed on a re-run of the same commit, newest last. */
  flakes?: string[]
  /** Failing tests whose failed jobs were re-run as flake candidates, on this commit. */
  suspects?: FlakeSuspects
  /** Known flakes whose latest re-runs came back red, with how many in a row. */
  flakeMisses?: FlakeMiss[]
  /** Failed jobs re-run as flake candidates in this iteration (flake.ts caps them). */
  flakeReruns?: number
  /** The program issue, as the gate first found it: a newer issue titled alike never takes over. */
  issue?: number
  /**
   * The default branch's workflow files whose completion woke the gate: the CI a sweep and a
   * manual retry ask a run of, when `ci-workflows` names none.
   */
  ciWorkflows?: string[]
}

/** A known flake's red re-runs in a row: at flake.ts's limit it is no longer taken for one. */
export interface FlakeMiss {
  test: string
  misses: number
}

/** Tests re-run as flake candidates: green on the same commit records them as flaky. */
export interface FlakeSuspects {
  commit: string
  tests: string[]
}

export function emptyMemory(): GateMemory {
  return {
    hold: { kind: 'none' },
    iteration: null,
    clockStarted: null,
    attempts: [],
    signature: null,
    headSha: null,
    lastEvent: null,
    reruns: null,
    keeper: null
  }
}

/**
 * The same memory with the iteration's budget, clock and signatures forgotten. The last commit
 * judged is kept: an accepted commit stays accepted in the next iteration.
 */
export function freshIteration(memory: GateMemory, iteration: number | null): GateMemory {
  const kept = { ...memory }
  // The cap on flake re-runs is the iteration's, like its fix budget.
  delete kept.flakeReruns
  return {
    ...kept,
    hold: { kind: 'none' },
    iteration,
    clockStarted: null,
    attempts: [],
    signature: null,
    keeper: null
  }
}

export function pauseReasonText(reason: PauseReason): string {
  switch (reason.kind) {
    case 'ci-fix-exhausted':
      return `ci-fix-exhausted: ${reason.signature}`
    case 'stuck':
      return `stuck in CI fix loop: ${reason.signature}`
    case 'ci-timeout':
      return 'ci-timeout'
    case 'ci-missing':
      return `ci-missing: no run of CI on ${reason.sha.slice(0, 7)}`
    case 'audit-broken':
      return `audit-broken: entry ${reason.entry}`
    case 'cost-cap':
      return `cost-cap: ${usd(reason.spentUsd)} of ${usd(reason.capUsd)}`
    case 'ledger-tampered':
      return `ledger-tampered: ${reason.what}`
    case 'fixer-missing':
      return `fixer-missing: ${reason.why}`
    case 'fixer-changed':
      return `fixer-changed: ${reason.path} on ${reason.branch} differs from ${reason.defaultBranch}'s: merge the default branch or restore it, then resume`
    case 'fix-weakened-tests':
    case 'weakened-tests': {
      const [first, ...more] = reason.findings.map(weakeningText)
      return `${reason.kind}: ${first ?? 'the change checks less'}${more.length > 0 ? ` (and ${more.length} more)` : ''}`
    }
    case 'ci-changed':
      return `ci-changed: ${ciChangeText(reason)}`
    case 'unreviewable':
      return `unreviewable: ${reason.why}`
    case 'tests-missing':
    case 'tests-failed-in-green': {
      // Job names come from the workflow run: one line, no live mention.
      const more = reason.more > 0 ? ` (and ${reason.more} more)` : ''
      return `${reason.kind}: ${noMentions(oneLine(findingText(reason)))}${more}`
    }
  }
}

/** Longest part of a path a pause reason shows: paths are the agent's, and land in a cell. */
const PATH_CHARS = 100

function ciChangeText({ files, more, since }: CiChange): string {
  const from = /^[0-9a-f]{40}$/.test(since) ? shortSha(since) : oneLine(since)
  if (files === null) return `the change since ${from} could not be read`
  // Paths are the agent's to name: one line each, no live mention.
  const named = files.map((f) => noMentions(oneLine(f)).slice(0, PATH_CHARS)).join(', ')
  return `${named}${more > 0 ? ` (and ${more} more)` : ''}`
}

/** The head a guard paused on green, which `/green-gate approve` may name; null when none. */
export function guardPausedHead(memory: GateMemory): string | null {
  const { hold, headSha } = memory
  const guarded =
    hold.kind === 'paused' && (GUARD_PAUSES as readonly string[]).includes(hold.reason.kind)
  return guarded ? headSha : null
}

/** The prefix of the hold's Pause Reason: the scheduler shows it as the reason it skipped. */
const FIX_HOLD_PREFIX = 'ci-fix-in-progress'
const BLOCKED_HOLD_PREFIX = 'ci-blocked'

/** The `Pause Reason` the file shows for a hold; null when not held. */
export function holdReasonText(hold: Hold): string | null {
  switch (hold.kind) {
    case 'none':
      return null
    case 'fixing':
      return `${FIX_HOLD_PREFIX}: attempt ${hold.attempt}/${hold.max} on ${hold.sha.slice(0, 7)}`
    case 'paused':
      return pauseReasonText(hold.reason)
    case 'manual':
      return hold.reason
    case 'blocked':
      return `${BLOCKED_HOLD_PREFIX}: awaiting approval on ${hold.sha.slice(0, 7)}`
  }
}

/** Re-runs already asked for on this commit. */
export function rerunsOn(memory: GateMemory, commit: string): number {
  return memory.reruns?.commit === commit ? memory.reruns.count : 0
}

/** True when the gate would not act on a CI result: paused loudly, or by someone else. */
export function isStopped(hold: Hold): hold is Extract<Hold, { kind: 'paused' | 'manual' }> {
  return hold.kind === 'paused' || hold.kind === 'manual'
}

/** The memory with the program issue recorded, unless one is already. */
export function withIssue(memory: GateMemory, issue: number | null): GateMemory {
  return memory.issue !== undefined || issue === null ? memory : { ...memory, issue }
}
