import type { components } from '@octokit/openapi-types'
import { parse } from 'yaml'
import { commitParts, nodeId, pullsForSha, repository, user, type Site } from '../objects.js'
import { countedReply } from '../pagination.js'
import {
  found,
  HttpError,
  intParam,
  objectBody,
  REPO,
  requiredString,
  type Route,
  type RouteContext
} from '../router.js'
import type { JobRecord, WorkflowRunRecord } from '../records.js'

type Schemas = components['schemas']

function workflowRun(site: Site, run: WorkflowRunRecord): Schemas['workflow-run'] {
  const api = `${site.repoApi}/actions/runs/${run.id}`
  const head = repository(site, run.headRepoFullName)
  const actor = user(site, run.actor)
  const commit = commitParts(site, run.headSha)
  const author = { name: commit.person.name, email: commit.person.email }
  return {
    id: run.id,
    name: run.name,
    node_id: nodeId('WFR_', run.id),
    check_suite_id: run.checkSuiteId,
    check_suite_node_id: nodeId('CS_', run.checkSuiteId),
    head_branch: run.headBranch,
    head_sha: run.headSha,
    path: run.path,
    run_number: run.runNumber,
    run_attempt: run.runAttempt,
    referenced_workflows: [],
    event: run.event,
    status: run.status,
    conclusion: run.conclusion,
    workflow_id: run.workflowId,
    url: api,
    html_url: `${site.repoHtml}/actions/runs/${run.id}`,
    pull_requests: pullsForSha(site, run.headSha),
    created_at: run.createdAt,
    updated_at: run.updatedAt,
    actor,
    triggering_actor: actor,
    run_started_at: run.createdAt,
    jobs_url: `${api}/jobs`,
    logs_url: `${api}/logs`,
    check_suite_url: `${site.repoApi}/check-suites/${run.checkSuiteId}`,
    artifacts_url: `${api}/artifacts`,
    cancel_url: `${api}/cancel`,
    rerun_url: `${api}/rerun`,
    previous_attempt_url: run.runAttempt > 1 ? `${api}/attempts/${run.runAttempt - 1}` : null,
    workflow_url: `${site.repoApi}/actions/workflows/${run.workflowId}`,
    head_commit: {
      id: run.headSha,
      tree_id: commit.tree.sha,
      message: commit.message,
      timestamp: run.createdAt,
      author,
      committer: author
    },
    repository: repository(site),
    head_repository: head,
    head_repository_id: head.id,
    display_title: run.name
  }
}

function job(site: Site, j: JobRecord): Schemas['job'] {
  const run = site.store.workflowRun(j.runId)
  return {
    id: j.id,
    run_id: j.runId,
    run_url: `${site.repoApi}/actions/runs/${j.runId}`,
    run_attempt: j.runAttempt,
    node_id: nodeId('CR_', j.id),
    head_sha: j.headSha,
    url: `${site.repoApi}/actions/jobs/${j.id}`,
    html_url: `${site.repoHtml}/actions/runs/${j.runId}/job/${j.id}`,
    status: j.status,
    conclusion: j.conclusion,
    created_at: j.createdAt,
    started_at: j.startedAt,
    completed_at: j.completedAt,
    name: j.name,
    steps: j.steps.map((s) => ({
      ...s,
      started_at: j.startedAt,
      completed_at: s.status === 'completed' ? (j.completedAt ?? j.startedAt) : null
    })),
    check_run_url: `${site.repoApi}/check-runs/${j.id}`,
    labels: ['ubuntu-latest'],
    runner_id: 1,
    runner_name: 'GitHub Actions 1',
    runner_group_id: 2,
    runner_group_name: 'GitHub Actions',
    workflow_name: run?.name ?? null,
    head_branch: run?.headBranch ?? null
  }
}

function requireRun(ctx: RouteContext): WorkflowRunRecord {
  return found(ctx.site.store.workflowRun(intParam(ctx, 'id')))
}

function requireJob(ctx: RouteContext): JobRecord {
  return found(ctx.site.store.job(intParam(ctx, 'id')))
}

/** `status` matches either the run's status or its conclusion, as GitHub documents. */
function listRuns(ctx: RouteContext) {
  const q = (name: string) => ctx.query.get(name)
  const [branch, sha, event, status] = [q('branch'), q('head_sha'), q('event'), q('status')]
  const runs = ctx.site.store
    .workflowRuns()
    .filter((r) => branch === null || r.headBranch === branch)
    .filter((r) => sha === null || r.headSha === sha)
    .filter((r) => event === null || r.event === event)
    .filter((r) => status === null || r.status === status || r.conclusion === status)
  return countedReply(ctx, 'workflow_runs', runs, (r) => workflowRun(ctx.site, r))
}

/** filter=latest (default) keeps the jobs of the run's current attempt only. */
function listJobs(ctx: RouteContext) {
  const run = requireRun(ctx)
  const all = ctx.site.store.jobsFor(run.id)
  const jobs =
    ctx.query.get('filter') === 'all' ? all : all.filter((j) => j.runAttempt === run.runAttempt)
  return countedReply(ctx, 'jobs', jobs, (j) => job(ctx.site, j))
}

/**
 * Redirects to a signed plain-text link. A log that was never stored is 404; an expired
 * one (setJobLog(id, null)) is 410 Gone, which is what GitHub answers past retention.
 */
function jobLogs(ctx: RouteContext) {
  const { id } = requireJob(ctx)
  const log = ctx.site.store.jobLog(id)
  if (log === undefined) throw new HttpError(404)
  if (log === null) throw new HttpError(410)
  return { status: 302, headers: { location: ctx.site.signedUrl(`job-logs/${id}`) } }
}

function logBlob(ctx: RouteContext) {
  const id = intParam(ctx, 'id')
  if (!ctx.site.isSigned(`job-logs/${id}`, ctx.query.get('sig'))) {
    throw new HttpError(403, 'Server failed to authenticate the request.')
  }
  const log = ctx.site.store.jobLog(id)
  if (!log) throw new HttpError(404, 'The specified blob does not exist.')
  return { status: 200, text: log }
}

/**
 * GitHub runs a dispatched workflow as the ref has it: the file must be on the ref, have a
 * workflow_dispatch trigger, and declare every input given and every required one; the inputs
 * together hold at most 65,535 characters of JSON.
 */
function dispatch(ctx: RouteContext) {
  const body = objectBody(ctx)
  const ref = requiredString(body, 'ref')
  const inputs = body.inputs ?? {}
  if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) {
    throw new HttpError(422, "Invalid request.\n\nFor 'properties/inputs', it is not an object.")
  }
  const branch = ref.replace(/^refs\/heads\//, '')
  if (ctx.site.store.branchSha(branch) === undefined) {
    throw new HttpError(422, `No ref found for: ${ref}`)
  }
  const workflow = ctx.params.workflow ?? ''
  const given = inputs as Record<string, unknown>
  if (JSON.stringify(given).length > 65_535) {
    throw new HttpError(422, 'inputs are too large: at most 65535 characters')
  }
  const declared = dispatchInputs(
    ctx.site.store.readFile(branch, `.github/workflows/${workflow}`)?.content
  )
  if (declared === null) {
    throw new HttpError(422, "Workflow does not have 'workflow_dispatch' trigger")
  }
  const unexpected = Object.keys(given).filter((name) => !(name in declared))
  if (unexpected.length > 0) {
    throw new HttpError(422, `Unexpected inputs provided: ${JSON.stringify(unexpected)}`)
  }
  const missing = Object.entries(declared)
    .filter(([name, spec]) => spec.required === true && !(name in given))
    .map(([name]) => name)
  if (missing.length > 0) {
    throw new HttpError(422, `Required input '${missing[0]}' not provided`)
  }
  ctx.site.store.recordDispatch(workflow, ref, given)
  return { status: 204 }
}

/** A workflow file's dispatch inputs by name; null without the file or the trigger. */
function dispatchInputs(text: string | undefined): Record<string, { required?: unknown }> | null {
  if (text === undefined) return null
  const on = (parse(text) as { on?: unknown } | null)?.on
  if (on === 'workflow_dispatch' || (Array.isArray(on) && on.includes('workflow_dispatch')))
    return {}
  if (typeof on !== 'object' || on === null || !('workflow_dispatch' in on)) return null
  const trigger = (on as { workflow_dispatch?: { inputs?: unknown } | null }).workflow_dispatch
  const inputs = trigger?.inputs
  return typeof inputs === 'object' && inputs !== null
    ? (inputs as Record<string, { required?: unknown }>)
    : {}
}

/** 201 and an empty body, as GitHub answers; 403 while the run is going or when nothing failed. */
function rerunFailedJobs(ctx: RouteContext) {
  const run = requireRun(ctx)
  if (ctx.site.store.rerunFailedJobs(run.id) === null) {
    throw new HttpError(403, 'This workflow run cannot be rerun.')
  }
  return { status: 201, body: {} }
}

export const actionRoutes: Route[] = [
  { method: 'GET', pattern: `${REPO}/actions/runs`, handler: listRuns },
  {
    method: 'GET',
    pattern: `${REPO}/actions/runs/:id`,
    handler: (ctx) => ({ status: 200, body: workflowRun(ctx.site, requireRun(ctx)) })
  },
  { method: 'GET', pattern: `${REPO}/actions/runs/:id/jobs`, handler: listJobs },
  {
    method: 'POST',
    pattern: `${REPO}/actions/runs/:id/rerun-failed-jobs`,
    handler: rerunFailedJobs
  },
  {
    method: 'GET',
    pattern: `${REPO}/actions/jobs/:id`,
    handler: (ctx) => ({ status: 200, body: job(ctx.site, requireJob(ctx)) })
  },
  { method: 'GET', pattern: `${REPO}/actions/jobs/:id/logs`, handler: jobLogs },
  { method: 'POST', pattern: `${REPO}/actions/workflows/:workflow/dispatches`, handler: dispatch },
  { method: 'GET', pattern: '/_blobs/job-logs/:id', handler: logBlob, public: true }
]
