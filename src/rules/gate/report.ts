// What one gate run concluded, as plain data for the outputs, the job summary and the CLI.
import { checksIn, type CheckVerdict, type Reduction } from '../checks/reduce.js'
import type { Decision } from '../vocabulary/decision.js'
import type { FixAttempt } from '../ledger/memory.js'
import type { FailureClass } from '../logs/types.js'
import type { CommentFacts } from '../issue/comments.js'
import type { WhatRan } from '../accept/what-ran.js'

export interface GateReport {
  decision: Decision
  /** One line: why this decision. */
  reason: string
  program: string | null
  branch: string | null
  headSha: string | null
  pullNumber: number | null
  /** Absent when the gate skipped before looking at any check. */
  reduction: Reduction | null
  attempt: number | null
  maxAttempts: number | null
  signature: string | null
  failureClass: FailureClass | null
  pauseReason: string | null
  fixPromptFile: string | null
  /** Mode fix: the fixer's new head; mode push: the commit pushed. */
  fixSha: string | null
  /** Mode fix: the bundle with the fixer's commits. */
  fixBundle: string | null
  /** A sweep's: every report whose fix it handed out (the gate's own is the report itself). */
  handedOut?: GateReport[]
  /** The iteration's fix attempts as the decision left them, oldest first (Verdict.timeline). */
  timeline?: readonly FixAttempt[]
  /** Modes fix and push: what the fixer reported the attempt cost, in USD. */
  fixCostUsd?: number | null
  /** The program's fix spending on the decision's UTC day, and the cap (null: none). */
  spend?: { spentUsd: number; capUsd: number | null }
  /** An accept's: what each CI job was seen to run, the baseline it sealed (what-ran.ts). */
  whatRan?: WhatRan
  /** Tests the program knows as flaky (failed, then passed on a re-run of the same commit). */
  flakes?: readonly string[]
  /** A keeper's sweep: every gated pull request whose head is red. */
  redHeads?: RedHead[]
  /** Open issues that also claim the program; none of them hears of it. */
  ignoredIssues?: number[]
  /** A sweep's: every program it read, as its decisions left it. */
  programs?: readonly CommentFacts[]
  /** The failed reads the decision failed closed on (a rate limit, an outage), one line each. */
  failClosed?: readonly string[]
}

export interface RedHead {
  program: string
  pullNumber: number
  headSha: string
  /** The reduction's reason, e.g. `1 of 3 checks failed: CI / test`. */
  reason: string
}

/** A report for a run that stopped before reading checks. */
export function skipReport(
  reason: string,
  where: Pick<GateReport, 'program' | 'branch' | 'headSha'>,
  pullNumber: number | null = null
): GateReport {
  return bareReport('skip', reason, where, pullNumber)
}

/** A report that reads no checks: a skip, or the fixer's and the pusher's side of a fix. */
export function bareReport(
  decision: Decision,
  reason: string,
  where: Pick<GateReport, 'program' | 'branch' | 'headSha'>,
  pullNumber: number | null = null
): GateReport {
  return {
    decision,
    reason,
    ...where,
    pullNumber,
    reduction: null,
    attempt: null,
    maxAttempts: null,
    signature: null,
    failureClass: null,
    pauseReason: null,
    fixPromptFile: null,
    fixSha: null,
    fixBundle: null
  }
}

export function failingChecks(report: GateReport): CheckVerdict[] {
  return report.reduction === null ? [] : checksIn(report.reduction.checks, 'failure')
}

/** The report naming the issues that claim the program in vain, when there are any. */
export function withIgnoredIssues(report: GateReport, ignored: readonly number[]): GateReport {
  return ignored.length === 0 ? report : { ...report, ignoredIssues: [...ignored] }
}
