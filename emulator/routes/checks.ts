import type { components } from '@octokit/openapi-types'
import { integration, nodeId, pullsForSha, repository, user, type Site } from '../objects.js'
import { countedReply, listReply, pageOf } from '../pagination.js'
import { found, intParam, REPO, type Route, type RouteContext } from '../router.js'
import type { CheckConclusion, CheckRunRecord, StatusRecord } from '../records.js'

type Schemas = components['schemas']
/** The schema's conclusion enum misses values GitHub really sends (see CheckConclusion). */
type CheckRun = Omit<Schemas['check-run'], 'conclusion'> & {
  conclusion: CheckConclusion | null
}

function checkRun(site: Site, run: CheckRunRecord): CheckRun {
  const url = `${site.repoApi}/check-runs/${run.id}`
  // Actions check runs share their id with the job and link to the job page.
  const html =
    run.workflowRunId === null
      ? `${site.repoHtml}/runs/${run.id}`
      : `${site.repoHtml}/actions/runs/${run.workflowRunId}/job/${run.jobId ?? run.id}`
  return {
    id: run.id,
    head_sha: run.headSha,
    node_id: nodeId('CR_', run.id),
    external_id: '',
    url,
    html_url: html,
    details_url: run.detailsUrl ?? html,
    status: run.status,
    conclusion: run.conclusion,
    started_at: run.startedAt,
    completed_at: run.completedAt,
    output: {
      ...run.output,
      annotations_count: run.annotations.length,
      annotations_url: `${url}/annotations`
    },
    name: run.name,
    check_suite: { id: run.checkSuiteId },
    app: integration(site, run.app),
    pull_requests: pullsForSha(site, run.headSha)
  }
}

/**
 * filter=latest: the newest run (highest id, i.e. added last) per name within each check
 * suite, so re-runs collapse but same-named checks from different suites/apps all remain.
 */
function latestPerSuite(runs: CheckRunRecord[]): CheckRunRecord[] {
  const latest = new Map<string, CheckRunRecord>()
  for (const run of runs) {
    const key = `${run.checkSuiteId}\0${run.name}`
    const seen = latest.get(key)
    if (!seen || seen.id < run.id) latest.set(key, run)
  }
  return runs.filter((run) => latest.get(`${run.checkSuiteId}\0${run.name}`) === run)
}

/** Filters run after the latest-collapse, in ascending id order. */
function listCheckRuns(ctx: RouteContext) {
  const { query, site } = ctx
  const all = site.store.checkRunsFor(site.store.resolveRef(ctx.params.ref ?? ''))
  const name = query.get('check_name')
  const status = query.get('status')
  const appId = query.get('app_id')
  const runs = (query.get('filter') === 'all' ? all : latestPerSuite(all))
    .filter((r) => name === null || r.name === name)
    .filter((r) => status === null || r.status === status)
    .filter((r) => appId === null || String(r.app.id) === appId)
  return countedReply(ctx, 'check_runs', runs, (r) => checkRun(site, r))
}

function requireCheckRun(ctx: RouteContext): CheckRunRecord {
  return found(ctx.site.store.checkRun(intParam(ctx, 'id')))
}

function annotation(
  site: Site,
  run: CheckRunRecord,
  a: CheckRunRecord['annotations'][number]
): Schemas['check-annotation'] {
  return {
    path: a.path,
    start_line: a.startLine,
    end_line: a.endLine,
    start_column: null,
    end_column: null,
    annotation_level: a.level,
    title: a.title ?? null,
    message: a.message,
    raw_details: a.rawDetails ?? null,
    blob_href: `${site.repoHtml}/blob/${run.headSha}/${a.path}`
  }
}

function simpleStatus(site: Site, s: StatusRecord): Schemas['simple-commit-status'] {
  return {
    description: s.description,
    id: s.id,
    node_id: nodeId('SC_', s.id),
    state: s.state,
    context: s.context,
    target_url: s.targetUrl,
    avatar_url: `${site.serverUrl}/avatars/github-actions`,
    url: `${site.repoApi}/statuses/${s.sha}`,
    created_at: s.createdAt,
    updated_at: s.createdAt
  }
}

function status(site: Site, s: StatusRecord): Schemas['status'] {
  return { ...simpleStatus(site, s), creator: user(site, 'github-actions[bot]') }
}

/** GitHub's combined state: any error/failure fails, then any pending (or none at all) pends. */
function combinedState(latest: StatusRecord[]): string {
  if (latest.some((s) => s.state === 'error' || s.state === 'failure')) return 'failure'
  if (latest.length === 0 || latest.some((s) => s.state === 'pending')) return 'pending'
  return 'success'
}

function combinedStatus(ctx: RouteContext) {
  const { site } = ctx
  const sha = site.store.resolveRef(ctx.params.ref ?? '')
  const latest = new Map<string, StatusRecord>()
  for (const s of site.store.statusesFor(sha)) if (!latest.has(s.context)) latest.set(s.context, s)
  const statuses = [...latest.values()]
  const page = pageOf(ctx, statuses)
  const body: Schemas['combined-commit-status'] = {
    state: combinedState(statuses),
    statuses: page.items.map((s) => simpleStatus(site, s)),
    sha,
    total_count: statuses.length,
    repository: repository(site),
    commit_url: `${site.repoApi}/commits/${sha}`,
    url: `${site.repoApi}/commits/${sha}/status`
  }
  return { status: 200, body, headers: page.headers }
}

export const checkRoutes: Route[] = [
  { method: 'GET', pattern: `${REPO}/commits/:ref/check-runs`, handler: listCheckRuns },
  {
    method: 'GET',
    pattern: `${REPO}/check-runs/:id`,
    handler: (ctx) => ({ status: 200, body: checkRun(ctx.site, requireCheckRun(ctx)) })
  },
  {
    method: 'GET',
    pattern: `${REPO}/check-runs/:id/annotations`,
    handler: (ctx) => {
      const run = requireCheckRun(ctx)
      return listReply(ctx, run.annotations, (a) => annotation(ctx.site, run, a))
    }
  },
  {
    method: 'GET',
    pattern: `${REPO}/commits/:ref/statuses`,
    handler: (ctx) => {
      const sha = ctx.site.store.resolveRef(ctx.params.ref ?? '')
      return listReply(ctx, ctx.site.store.statusesFor(sha), (s) => status(ctx.site, s))
    }
  },
  { method: 'GET', pattern: `${REPO}/commits/:ref/status`, handler: combinedStatus }
]
