// GitHub's REST shapes (check runs, commit statuses, workflow runs) read into checks with their
// identity. Pure: the lists come in already fetched.
import { ACTIONS_APP, type CheckIdentity, type WorkflowOrigin } from './identity.js'
import { bucketOfCheckRun, bucketOfStatus, type CheckVerdict } from './reduce.js'

/** The fields of a REST check run that are read. */
export interface CheckRunLike {
  id?: number
  name: string
  status: string
  conclusion?: string | null
  started_at?: string | null
  completed_at?: string | null
  html_url?: string | null
  details_url?: string | null
  app?: { slug?: string } | null
  check_suite?: { id: number } | null
}

/** The fields of a REST commit status that are read. */
export interface CommitStatusLike {
  id?: number
  context: string
  state: string
  target_url?: string | null
  created_at?: string
  updated_at?: string
}

/** The fields of a REST workflow run that are read. */
export interface WorkflowRunLike {
  id: number
  name?: string | null
  path: string
  event: string
  check_suite_id?: number
  status?: string | null
  conclusion?: string | null
  run_started_at?: string | null
  html_url?: string | null
}

/** The fields of a REST workflow job (`actions/runs/{id}/jobs?filter=all`) that are read. */
export interface WorkflowJobLike {
  /** The same id as the job's check run. */
  id: number
  run_id: number
  run_attempt?: number
}

export interface RestChecks {
  checkRuns?: readonly CheckRunLike[]
  statuses?: readonly CommitStatusLike[]
  /** The workflow runs on the commit, to place each Actions job in its workflow and event. */
  workflowRuns?: readonly WorkflowRunLike[]
  /**
   * Jobs of those runs, of every attempt: which attempt each Actions job ran in, so jobs of one
   * name in one attempt count apart rather than as re-runs of each other.
   */
  jobs?: readonly WorkflowJobLike[]
}

export function fromRest(input: RestChecks): CheckVerdict[] {
  const place = workflowPlacer(input.workflowRuns ?? [])
  const attempts = new Map<number, WorkflowJobLike>()
  for (const job of input.jobs ?? []) attempts.set(job.id, job)
  const attemptOf = (r: CheckRunLike, runId: number): number | null => {
    const job = r.id === undefined ? undefined : attempts.get(r.id)
    return job?.run_id === runId ? (job.run_attempt ?? null) : null
  }
  return [
    ...(input.checkRuns ?? []).map((r) => checkRun(r, place, attemptOf)),
    ...(input.statuses ?? []).map((s): CheckVerdict => ({
      identity: { kind: 'status', context: s.context },
      name: s.context,
      source: 'status',
      workflow: null,
      runAttempt: null,
      state: s.state,
      bucket: bucketOfStatus(s.state),
      url: s.target_url ?? null,
      id: s.id ?? null,
      at: s.updated_at ?? s.created_at ?? null
    })),
    ...(input.workflowRuns ?? []).filter(awaitingApproval).map(approvalWait)
  ]
}

/** A workflow run held for approval has no jobs yet: the run itself is what waits. */
function awaitingApproval(run: WorkflowRunLike): boolean {
  return (run.conclusion ?? '').toLowerCase() === 'action_required'
}

function approvalWait(run: WorkflowRunLike): CheckVerdict {
  const name = run.name ?? run.path
  return {
    identity: { kind: 'job', name, workflowPath: run.path, event: run.event },
    name,
    source: 'check-run',
    workflow: { runId: run.id, name, path: run.path, event: run.event },
    runAttempt: null,
    state: 'action_required',
    bucket: bucketOfCheckRun(run.status ?? 'completed', run.conclusion),
    url: run.html_url ?? null,
    id: null,
    at: run.run_started_at ?? null
  }
}

function checkRun(
  r: CheckRunLike,
  place: (r: CheckRunLike) => WorkflowOrigin | null,
  attemptOf: (r: CheckRunLike, runId: number) => number | null
): CheckVerdict {
  const app = r.app?.slug ?? ''
  const workflow = app === ACTIONS_APP ? place(r) : null
  const identity: CheckIdentity =
    app !== ACTIONS_APP
      ? { kind: 'app-check', app, name: r.name }
      : workflow === null
        ? { kind: 'unplaced-job', name: r.name, checkSuiteId: r.check_suite?.id ?? null }
        : { kind: 'job', name: r.name, workflowPath: workflow.path, event: workflow.event }
  return {
    identity,
    name: r.name,
    source: 'check-run',
    workflow,
    runAttempt: workflow === null ? null : attemptOf(r, workflow.runId),
    state: (r.status.toLowerCase() === 'completed' ? r.conclusion : r.status) ?? r.status,
    bucket: bucketOfCheckRun(r.status, r.conclusion),
    url: r.html_url ?? r.details_url ?? null,
    id: r.id ?? null,
    at: r.started_at ?? r.completed_at ?? null
  }
}

/**
 * Finds an Actions job's workflow run: the run whose check suite holds the job, else the run its
 * job page names, should an earlier attempt's jobs sit in a check suite other than the one the
 * run reports now. GitHub writes an Actions job's page link itself; no other app can.
 */
function workflowPlacer(
  runs: readonly WorkflowRunLike[]
): (r: CheckRunLike) => WorkflowOrigin | null {
  const origin = (run: WorkflowRunLike): WorkflowOrigin => ({
    runId: run.id,
    name: run.name ?? run.path,
    path: run.path,
    event: run.event
  })
  const bySuite = new Map<number, WorkflowOrigin>()
  const byId = new Map<number, WorkflowOrigin>()
  for (const run of runs) {
    if (run.check_suite_id !== undefined) bySuite.set(run.check_suite_id, origin(run))
    byId.set(run.id, origin(run))
  }
  return (r) => {
    const suite = r.check_suite?.id
    const inSuite = suite === undefined ? undefined : bySuite.get(suite)
    if (inSuite !== undefined) return inSuite
    const linked = /\/actions\/runs\/(\d+)\/job\/\d+$/.exec(r.html_url ?? '')
    return (linked === null ? undefined : byId.get(Number(linked[1]))) ?? null
  }
}

/**
 * The workflow runs that hold two Actions jobs of one name: only their jobs list can say whether
 * those are two jobs of one attempt (both count) or a job and its re-run (the newer counts).
 */
export function runsWithRepeatedJobNames(checks: readonly CheckVerdict[]): number[] {
  const seen = new Set<string>()
  const repeated = new Set<number>()
  for (const c of checks) {
    if (c.identity.kind !== 'job' || c.workflow === null || c.id === null) continue
    const key = JSON.stringify([c.workflow.runId, c.name])
    if (seen.has(key)) repeated.add(c.workflow.runId)
    seen.add(key)
  }
  return [...repeated].sort((a, b) => a - b)
}
