// What CI was seen to run: the test inventory each green CI job printed, held against the one it
// printed at the last accept. A green conclusion says the job exited 0; the inventory says what it
// tested. The log is printed by code the agent can change, so an inventory can only hold a
// decision back, never be the reason to accept: a job that showed one must show it again, the
// tests that ran must not drop, and a test reported failed inside a green job is red unless the
// job reported the same failures at the last accept. Pure.
import type { Inventory } from '../logs/inventory/index.js'
import type { CheckVerdict } from '../checks/reduce.js'
import { actionsJobId } from '../checks/identity.js'
import type { WhatRanFinding } from '../vocabulary/guard-findings.js'

/** A CI job as the last accept saw it: its inventory, or null when its log showed none. */
export interface JobSeen {
  job: string
  inventory: Inventory | null
}

/** The inventories sealed in the ledger at the last accept, one per CI job, by job name. */
export type WhatRan = JobSeen[]

/** A green job of the CI workflows on the judged head, and the job whose log tells what it ran. */
export interface GreenJob {
  /** The workflow's name and the job's, as people read them: `CI / test`. */
  job: string
  /** The Actions job id (its log); null when GitHub gave none, so nothing can be read. */
  jobId: number | null
}

/** What a job's log said now: its inventory, or null when none could be read. */
export type SeenNow = ReadonlyMap<string, Inventory | null>

/**
 * The green jobs of these CI workflow runs among a commit's checks: a job that passed (a skipped
 * one ran nothing), named after its workflow, with the job whose log tells what it ran.
 */
export function greenCiJobs(
  checks: readonly CheckVerdict[],
  ciRuns: ReadonlySet<number>
): GreenJob[] {
  return checks
    .filter((c) => c.workflow !== null && ciRuns.has(c.workflow.runId))
    .filter((c) => c.state.toLowerCase() === 'success')
    .map((c) => ({ job: `${c.workflow?.name ?? ''} / ${c.name}`, jobId: actionsJobId(c) }))
}

/** Tests that ran: those that passed and those that failed, not the skipped. */
export function ranCount(inventory: Inventory): number {
  return inventory.passed + inventory.failed
}

/**
 * The jobs whose logs are worth reading: those that showed an inventory at the last accept, and
 * those never seen. A job known to print none is not read again.
 */
export function jobsToRead(baseline: WhatRan | undefined, green: readonly GreenJob[]): GreenJob[] {
  const before = byJob(baseline)
  return green.filter((g) => g.jobId !== null && before.get(g.job) !== null)
}

/**
 * What holds the accept back, worst first: failures inside green jobs, then jobs that ran less.
 * A job with no baseline keeps the rules it had before (it can show a failure, not a drop).
 */
export function whatRanFindings(
  baseline: WhatRan | undefined,
  green: readonly GreenJob[],
  seen: SeenNow
): WhatRanFinding[] {
  const before = byJob(baseline)
  const present = new Set(green.map((g) => g.job))
  const failed: WhatRanFinding[] = []
  const missing: WhatRanFinding[] = []
  for (const [job, now] of seen) {
    const was = before.get(job)
    if (now !== null && now.failed > 0 && !sameFailures(was ?? null, now))
      failed.push({ kind: 'tests-failed-in-green', job, failed: now.failed })
  }
  for (const { job, inventory: was } of baseline ?? []) {
    if (was === null) continue
    const now = present.has(job) ? (seen.get(job) ?? null) : null
    if (now === null || ranCount(now) < ranCount(was))
      missing.push({ kind: 'tests-missing', job, before: ranCount(was), now: now && ranCount(now) })
  }
  return [...failed, ...missing]
}

/**
 * The baseline an accept seals: what each green job showed now, and for a job not read (known to
 * print nothing) what it showed before. Jobs no longer run are forgotten.
 */
export function nextWhatRan(
  baseline: WhatRan | undefined,
  green: readonly GreenJob[],
  seen: SeenNow
): WhatRan {
  const before = byJob(baseline)
  return [...new Set(green.map((g) => g.job))].sort().map((job) => ({
    job,
    inventory: seen.has(job) ? (seen.get(job) ?? null) : (before.get(job) ?? null)
  }))
}

/** The same failures as the last accept recorded: a quarantine the default branch allows. */
function sameFailures(was: Inventory | null, now: Inventory): boolean {
  if (was === null || was.failed !== now.failed) return false
  return was.failures.join('\n') === now.failures.join('\n')
}

/** The baseline by job; a job absent from it is `undefined`, one that printed nothing `null`. */
function byJob(baseline: WhatRan | undefined): Map<string, Inventory | null> {
  return new Map((baseline ?? []).map((j) => [j.job, j.inventory]))
}

/** A finding in the words of a pause reason: `test: 28 → 1`, `test: 1 failed`. */
export function findingText(finding: WhatRanFinding): string {
  return finding.kind === 'tests-failed-in-green'
    ? `${finding.job}: ${finding.failed} failed`
    : `${finding.job}: ${finding.before} → ${finding.now === null ? 'no test summary' : finding.now}`
}

/** One job's line in the job summary: what ran, or that the gate cannot vouch for it. */
export function seenText(inventory: Inventory | null): string {
  if (inventory === null) return 'what ran: not seen'
  const { runner, passed, failed, skipped } = inventory
  return `${runner}: ${passed} passed, ${failed} failed, ${skipped} skipped`
}
