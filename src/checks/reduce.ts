// Step 5a: reduce every check on a commit to one status. Pure: plain data in, plain data out.

export type CheckStatus = 'success' | 'failure' | 'pending'

/** Where a check came from: the Checks API or the older commit status API. */
export type CheckSource = 'check-run' | 'status'

/** The fields of a GitHub check run that the reduction reads (REST shape, snake_case). */
export interface CheckRunLike {
  id?: number
  name: string
  status: string
  conclusion?: string | null
  started_at?: string | null
  completed_at?: string | null
  html_url?: string | null
  details_url?: string | null
}

/** The fields of a GitHub commit status that the reduction reads. */
export interface CommitStatusLike {
  id?: number
  context: string
  state: string
  target_url?: string | null
  description?: string | null
  created_at?: string
  updated_at?: string
}

export interface ReduceInput {
  checkRuns?: readonly CheckRunLike[]
  statuses?: readonly CommitStatusLike[]
}

export interface ReduceOptions {
  /** True for a check the caller wants left out (ignore-checks, the gate's own run). */
  exclude?: (check: { name: string; source: CheckSource; url: string | null }) => boolean
}

export interface CheckVerdict {
  name: string
  source: CheckSource
  /** GitHub's own word for the check's state: a conclusion, a run status or a status state. */
  state: string
  bucket: CheckStatus
  url: string | null
  id: number | null
}

export interface Reduction {
  status: CheckStatus
  /** One line for people: why this status. */
  reason: string
  /** The checks that counted, latest per name, failures first. */
  checks: CheckVerdict[]
  /** Checks left out by the caller's exclusion rule. */
  excluded: CheckVerdict[]
  /** Older runs of a check that a newer run of the same name replaced. */
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

/** Buckets a commit status state (error, failure, pending, success). */
export function bucketOfStatus(state: string): CheckStatus {
  const s = state.toLowerCase()
  if (s === 'success') return 'success'
  if (s === 'pending' || s === 'expected') return 'pending'
  return 'failure'
}

const BUCKET_ORDER: Record<CheckStatus, number> = { failure: 0, pending: 1, success: 2 }

export function reduceChecks(input: ReduceInput, options: ReduceOptions = {}): Reduction {
  const runs = latestBy(
    input.checkRuns ?? [],
    (r) => r.name,
    (r) => [r.started_at ?? r.completed_at ?? '', r.id ?? 0]
  )
  const statuses = latestBy(
    input.statuses ?? [],
    (s) => s.context,
    (s) => [s.updated_at ?? s.created_at ?? '', s.id ?? 0]
  )
  const verdicts: CheckVerdict[] = [
    ...runs.kept.map((r): CheckVerdict => ({
      name: r.name,
      source: 'check-run',
      state: (r.status.toLowerCase() === 'completed' ? r.conclusion : r.status) ?? r.status,
      bucket: bucketOfCheckRun(r.status, r.conclusion),
      url: r.html_url ?? r.details_url ?? null,
      id: r.id ?? null
    })),
    ...statuses.kept.map((s): CheckVerdict => ({
      name: s.context,
      source: 'status',
      state: s.state,
      bucket: bucketOfStatus(s.state),
      url: s.target_url ?? null,
      id: s.id ?? null
    }))
  ]
  const exclude = options.exclude ?? (() => false)
  const checks: CheckVerdict[] = []
  const excluded: CheckVerdict[] = []
  for (const v of verdicts) (exclude(v) ? excluded : checks).push(v)
  checks.sort(
    (a, b) => BUCKET_ORDER[a.bucket] - BUCKET_ORDER[b.bucket] || a.name.localeCompare(b.name)
  )

  const status = overallStatus(checks)
  return {
    status,
    reason: explain(status, checks),
    checks,
    excluded,
    superseded: runs.dropped + statuses.dropped
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
    const matching = checks.filter((c) => c.bucket === bucket).map((c) => c.name)
    const shown = matching.slice(0, 5).join(', ')
    return matching.length > 5 ? `${shown} and ${matching.length - 5} more` : shown
  }
  const count = (bucket: CheckStatus): number => checks.filter((c) => c.bucket === bucket).length
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
 * Keeps the newest item per key: a re-run of a check replaces the verdict of the run before it.
 * Newest means the latest timestamp, then the highest id (GitHub ids grow over time).
 */
function latestBy<T>(
  items: readonly T[],
  key: (item: T) => string,
  age: (item: T) => [string, number]
): { kept: T[]; dropped: number } {
  const newest = new Map<string, T>()
  for (const item of items) {
    const k = key(item)
    const current = newest.get(k)
    if (current === undefined || isNewer(age(item), age(current))) newest.set(k, item)
  }
  return { kept: [...newest.values()], dropped: items.length - newest.size }
}

function isNewer([timeA, idA]: [string, number], [timeB, idB]: [string, number]): boolean {
  const a = Date.parse(timeA)
  const b = Date.parse(timeB)
  if (!Number.isNaN(a) && !Number.isNaN(b) && a !== b) return a > b
  return idA > idB
}
