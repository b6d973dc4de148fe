// Step 5a: reduce every check on a commit to one status. Pure: plain data in, plain data out.
import { checkLabel, identityKey, type CheckIdentity, type WorkflowOrigin } from './identity.js'

export type CheckStatus = 'success' | 'failure' | 'pending'

/** Where a check came from: the Checks API or the older commit status API. */
export type CheckSource = 'check-run' | 'status'

/** One run of a check (or one commit status) as read, whatever API it was read from. */
export interface CheckVerdict {
  identity: CheckIdentity
  name: string
  source: CheckSource
  /** The workflow run of an Actions job; null for other apps, statuses, unplaced jobs. */
  workflow: WorkflowOrigin | null
  /**
   * Which attempt of its workflow run an Actions job ran in (GitHub's `run_attempt`), known when
   * the run's jobs were read; null otherwise. Jobs of one name in one attempt all count.
   */
  runAttempt: number | null
  /** GitHub's own word for the check's state: a conclusion, a run status or a status state. */
  state: string
  bucket: CheckStatus
  url: string | null
  id: number | null
  /** When the run started or the status was set: of two runs of one check the newer counts. */
  at: string | null
}

export interface ReduceOptions {
  /** True for a check the caller wants left out (ignore-checks, the gate's own run). */
  exclude?: (check: CheckVerdict) => boolean
}

export interface Reduction {
  status: CheckStatus
  /** One line for people: why this status. */
  reason: string
  /** The checks that counted, the newest run of each, failures first. */
  checks: CheckVerdict[]
  /** Checks left out by the caller's exclusion rule. */
  excluded: CheckVerdict[]
  /** Older runs that a newer run of the same check replaced. */
  superseded: number
}

const PASSED_CONCLUSIONS = new Set(['success', 'neutral', 'skipped'])

/**
 * Buckets a check run. GitHub reports conclusions in lower case over REST and upper case over
 * GraphQL; both are accepted. Every completed conclusion that is not a pass fails: failure,
 * cancelled, timed_out, action_required, startup_failure, stale, and any value GitHub adds
 * later, since an outcome nobody can read must not be taken for green.
 */
export function bucketOfCheckRun(
  status: string,
  conclusion: string | null | undefined
): CheckStatus {
  if (status.toLowerCase() !== 'completed') return 'pending'
  const outcome = (conclusion ?? '').toLowerCase()
  if (outcome === '') return 'pending'
  return PASSED_CONCLUSIONS.has(outcome) ? 'success' : 'failure'
}

/**
 * A check that waits for a maintainer's approval (a workflow run from a first-time contributor,
 * a deployment review). Not green, so never accepted, but nothing in the code to fix either.
 */
export function awaitsApproval(check: Pick<CheckVerdict, 'source' | 'state'>): boolean {
  return check.source === 'check-run' && check.state.toLowerCase() === 'action_required'
}

/** Buckets a commit status state (error, failure, pending, success). */
export function bucketOfStatus(state: string): CheckStatus {
  const s = state.toLowerCase()
  if (s === 'success') return 'success'
  if (s === 'pending' || s === 'expected') return 'pending'
  return 'failure'
}

/** The checks in one bucket, in the order given. */
export function checksIn(checks: readonly CheckVerdict[], bucket: CheckStatus): CheckVerdict[] {
  return checks.filter((c) => c.bucket === bucket)
}

const BUCKET_ORDER: Record<CheckStatus, number> = { failure: 0, pending: 1, success: 2 }

export function reduceChecks(
  observed: readonly CheckVerdict[],
  options: ReduceOptions = {}
): Reduction {
  // Newest first per check, then exclusion: a newer run of the gate's own job replaces an older
  // one before the gate's run is left out, so no earlier run of it lingers as a failure.
  const latest = latestPerCheck(observed)
  const exclude = options.exclude ?? (() => false)
  const checks: CheckVerdict[] = []
  const excluded: CheckVerdict[] = []
  for (const v of latest) (exclude(v) ? excluded : checks).push(v)
  checks.sort(
    (a, b) =>
      BUCKET_ORDER[a.bucket] - BUCKET_ORDER[b.bucket] ||
      checkLabel(a).localeCompare(checkLabel(b)) ||
      identityKey(a.identity).localeCompare(identityKey(b.identity)) ||
      (a.id ?? 0) - (b.id ?? 0)
  )

  const status = overallStatus(checks)
  return {
    status,
    reason: explain(status, checks),
    checks,
    excluded,
    superseded: observed.length - latest.length
  }
}

function overallStatus(checks: readonly CheckVerdict[]): CheckStatus {
  // Never accept on nothing: a commit with no checks yet is still waiting for CI.
  if (checks.length === 0) return 'pending'
  if (checks.some((c) => c.bucket === 'failure')) return 'failure'
  if (checks.some((c) => c.bucket === 'pending')) return 'pending'
  return 'success'
}

function explain(status: CheckStatus, checks: readonly CheckVerdict[]): string {
  const total = checks.length
  const names = (bucket: CheckStatus): string => {
    const matching = checksIn(checks, bucket).map(checkLabel)
    const shown = matching.slice(0, 5).join(', ')
    return matching.length > 5 ? `${shown} and ${matching.length - 5} more` : shown
  }
  const count = (bucket: CheckStatus): number => checksIn(checks, bucket).length
  switch (status) {
    case 'failure':
      return `${count('failure')} of ${total} checks failed: ${names('failure')}`
    case 'pending':
      return total === 0
        ? 'no checks have reported on this commit yet'
        : `${count('pending')} of ${total} checks not finished: ${names('pending')}`
    case 'success':
      return `all ${total} checks passed`
  }
}

/**
 * Keeps the newest run per check: a re-run replaces the verdict of the run before it. Newest
 * means the latest time, then the highest id (GitHub ids grow over time).
 *
 * Jobs of one name in one workflow run (matrix legs given one `name:`) share an identity, yet
 * within one attempt they are distinct jobs. So the newest run picks an attempt, and every run
 * of the check in that same attempt counts with it; runs of earlier attempts, or of older runs
 * of the workflow, are replaced as a set. Legs are not paired k-th to k-th across attempts, as
 * GitHub promises them no order. The set is safe for "re-run failed jobs", which leaves out only
 * jobs that passed, and for a full re-run or a newer run, which bring every leg again; a lone
 * re-run of one green leg beside a red one would hide the red, unless GitHub carries the red
 * into the new attempt. Without the attempt (another app, a status, a job whose run's jobs were
 * not read) the newest run alone counts: from check runs alone a re-run and a second leg of one
 * name look the same.
 */
function latestPerCheck(observed: readonly CheckVerdict[]): CheckVerdict[] {
  const runs = new Map<string, CheckVerdict[]>()
  for (const check of observed) {
    const key = identityKey(check.identity)
    const same = runs.get(key)
    if (same === undefined) runs.set(key, [check])
    else same.push(check)
  }
  return [...runs.values()].flatMap((same) => {
    const newest = same.reduce((a, b) => (isNewer(b, a) ? b : a))
    return newest.runAttempt === null ? [newest] : same.filter((c) => sameAttempt(c, newest))
  })
}

function sameAttempt(a: CheckVerdict, b: CheckVerdict): boolean {
  return a.runAttempt === b.runAttempt && a.workflow?.runId === b.workflow?.runId
}

function isNewer(a: CheckVerdict, b: CheckVerdict): boolean {
  const timeA = Date.parse(a.at ?? '')
  const timeB = Date.parse(b.at ?? '')
  if (!Number.isNaN(timeA) && !Number.isNaN(timeB) && timeA !== timeB) return timeA > timeB
  return (a.id ?? 0) > (b.id ?? 0)
}
