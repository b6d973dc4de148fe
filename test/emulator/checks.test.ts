import { beforeEach, describe, expect, it } from '@jest/globals'
import { api, client, failedRun, repo, useGitHub } from './support.js'

const MANY = 'b'.repeat(40)
const RERUN = 'c'.repeat(40)

describe('check runs and statuses', () => {
  const gh = useGitHub((gh) => {
    for (let i = 0; i < 250; i++) {
      gh.store.addCheckRun({
        headSha: MANY,
        name: `check-${i}`,
        status: 'completed',
        conclusion: 'success'
      })
    }
  })
  beforeEach(() => gh.resetRequests())

  it('paginates 250 check runs with GitHub Link headers', async () => {
    const first = await api(gh, `/repos/acme/widgets/commits/${MANY}/check-runs?per_page=100`)
    const base = `${gh.url}/repos/acme/widgets/commits/${MANY}/check-runs?per_page=100`
    expect(first.headers.get('link')).toBe(
      `<${base}&page=2>; rel="next", <${base}&page=3>; rel="last"`
    )
    const firstBody = (await first.json()) as { total_count: number; check_runs: unknown[] }
    expect(firstBody.total_count).toBe(250)
    expect(firstBody.check_runs).toHaveLength(100)

    const middle = await api(
      gh,
      `/repos/acme/widgets/commits/${MANY}/check-runs?per_page=100&page=2`
    )
    expect(middle.headers.get('link')).toBe(
      `<${base}&page=1>; rel="prev", <${base}&page=3>; rel="next", ` +
        `<${base}&page=3>; rel="last", <${base}&page=1>; rel="first"`
    )

    gh.resetRequests()
    const runs = await client(gh).paginate(client(gh).rest.checks.listForRef, {
      ...repo,
      ref: MANY,
      per_page: 100
    })
    expect(runs).toHaveLength(250)
    expect(new Set(runs.map((r) => r.name)).size).toBe(250)
    expect(runs[249]?.name).toBe('check-249')
    expect(gh.requests.map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3'])
  })

  it('defaults to 30 per page and caps per_page at 100', async () => {
    const octokit = client(gh)
    const byDefault = await octokit.rest.checks.listForRef({ ...repo, ref: MANY })
    expect(byDefault.data.check_runs).toHaveLength(30)
    const capped = await octokit.rest.checks.listForRef({ ...repo, ref: MANY, per_page: 500 })
    expect(capped.data.check_runs).toHaveLength(100)
  })

  it('renders a schema-shaped check run linked to its job', async () => {
    const runId = failedRun(gh, RERUN)
    const jobId = gh.store.addJob({
      runId,
      name: 'test',
      status: 'completed',
      conclusion: 'failure'
    })
    gh.store.addAnnotation(jobId, {
      path: 'src/a.ts',
      startLine: 3,
      endLine: 3,
      level: 'failure',
      message: 'expected 1 to be 2'
    })
    const { data } = await client(gh).rest.checks.get({ ...repo, check_run_id: jobId })
    expect(data).toMatchObject({
      id: jobId,
      name: 'test',
      head_sha: RERUN,
      status: 'completed',
      conclusion: 'failure',
      html_url: `https://github.localhost/acme/widgets/actions/runs/${runId}/job/${jobId}`,
      details_url: `https://github.localhost/acme/widgets/actions/runs/${runId}/job/${jobId}`,
      app: { slug: 'github-actions', id: 15368 },
      check_suite: { id: gh.store.workflowRun(runId)?.checkSuiteId },
      output: { annotations_count: 1 }
    })
    const annotations = await client(gh).rest.checks.listAnnotations({
      ...repo,
      check_run_id: jobId
    })
    expect(annotations.data).toEqual([
      expect.objectContaining({ path: 'src/a.ts', start_line: 3, annotation_level: 'failure' })
    ])
  })

  it('collapses re-runs within a check suite for filter=latest, keeps them for filter=all', async () => {
    const sha = 'd'.repeat(40)
    gh.store.setBranch('autoloop/rerun', sha)
    const first = gh.store.addCheckRun({
      headSha: sha,
      name: 'lint',
      status: 'completed',
      conclusion: 'failure'
    })
    const rerun = gh.store.addCheckRun({ headSha: sha, name: 'lint', status: 'in_progress' })
    // Same name from another app lives in another suite, so it is not a re-run.
    const other = gh.store.addCheckRun({
      headSha: sha,
      name: 'lint',
      status: 'completed',
      conclusion: 'success',
      appSlug: 'circleci'
    })
    const octokit = client(gh)
    const latest = await octokit.rest.checks.listForRef({ ...repo, ref: 'autoloop/rerun' })
    expect(latest.data.total_count).toBe(2)
    expect(latest.data.check_runs.map((r) => r.id)).toEqual([rerun, other])
    expect(latest.data.check_runs[0]?.started_at).not.toBe(null)
    expect(Date.parse(latest.data.check_runs[0]?.started_at ?? '')).toBeGreaterThan(
      Date.parse(gh.store.checkRun(first)?.startedAt ?? '')
    )

    const all = await octokit.rest.checks.listForRef({ ...repo, ref: sha, filter: 'all' })
    expect(all.data.check_runs.map((r) => r.id)).toEqual([first, rerun, other])

    const filtered = await octokit.rest.checks.listForRef({
      ...repo,
      ref: sha,
      filter: 'all',
      status: 'completed',
      app_id: gh.store.app('circleci').id
    })
    expect(filtered.data.check_runs.map((r) => r.id)).toEqual([other])
    const byName = await octokit.rest.checks.listForRef({ ...repo, ref: sha, check_name: 'x' })
    expect(byName.data).toEqual({ total_count: 0, check_runs: [] })

    gh.store.updateCheckRun(rerun, { status: 'completed', conclusion: 'stale' })
    const updated = await octokit.rest.checks.get({ ...repo, check_run_id: rerun })
    expect(updated.data.conclusion).toBe('stale')
    expect(updated.data.completed_at).not.toBe(null)
  })

  it('lists statuses newest first and combines the latest per context', async () => {
    const sha = 'e'.repeat(40)
    gh.store.addStatus({ sha, context: 'ci/old', state: 'failure' })
    gh.store.addStatus({ sha, context: 'ci/old', state: 'success', targetUrl: 'https://ci.x/1' })
    gh.store.addStatus({ sha, context: 'ci/deploy', state: 'pending' })
    const octokit = client(gh)
    const list = await octokit.rest.repos.listCommitStatusesForRef({ ...repo, ref: sha })
    expect(list.data.map((s) => [s.context, s.state])).toEqual([
      ['ci/deploy', 'pending'],
      ['ci/old', 'success'],
      ['ci/old', 'failure']
    ])
    const combined = await octokit.rest.repos.getCombinedStatusForRef({ ...repo, ref: sha })
    expect(combined.data).toMatchObject({ state: 'pending', total_count: 2, sha })
    expect(combined.data.statuses.map((s) => s.context)).toEqual(['ci/deploy', 'ci/old'])
    expect(combined.data.statuses[1]?.target_url).toBe('https://ci.x/1')

    const paged = await octokit.rest.repos.getCombinedStatusForRef({
      ...repo,
      ref: sha,
      per_page: 1,
      page: 2
    })
    expect(paged.data.statuses.map((s) => s.context)).toEqual(['ci/old'])
    expect(paged.headers.link).toContain('rel="prev"')

    gh.store.addStatus({ sha, context: 'ci/deploy', state: 'error' })
    const failed = await octokit.rest.repos.getCombinedStatusForRef({ ...repo, ref: sha })
    expect(failed.data.state).toBe('failure')
    const empty = await octokit.rest.repos.getCombinedStatusForRef({ ...repo, ref: MANY })
    expect(empty.data).toMatchObject({ state: 'pending', total_count: 0, statuses: [] })
  })
})
