import { describe, expect, it } from '@jest/globals'
import { api, client, failedRun, repo, useGitHub } from './support.js'

const SHA = '1'.repeat(40)

describe('actions API', () => {
  let runId: number
  let failedJob: number
  let retriedJob: number

  const gh = useGitHub((gh) => {
    gh.store.setBranch('autoloop/demo', SHA)
    runId = failedRun(gh, SHA, 'push')
    failedJob = gh.store.addJob({
      runId,
      name: 'test',
      status: 'completed',
      conclusion: 'failure',
      steps: [{ name: 'Run tests', number: 1, status: 'completed', conclusion: 'failure' }],
      log: 'line 1\n##[error]Process completed with exit code 1.\n'
    })
    gh.store.updateWorkflowRun(runId, { runAttempt: 2, status: 'in_progress', conclusion: null })
    retriedJob = gh.store.addJob({ runId, name: 'test', status: 'in_progress' })
    gh.store.addWorkflowRun({
      name: 'Other',
      headBranch: 'main',
      headSha: '2'.repeat(40),
      status: 'completed',
      conclusion: 'success',
      event: 'schedule'
    })
  })

  it('gets and lists workflow runs with filters', async () => {
    const octokit = client(gh)
    const run = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: runId })
    expect(run.data).toMatchObject({
      id: runId,
      name: 'CI',
      head_branch: 'autoloop/demo',
      head_sha: SHA,
      run_attempt: 2,
      status: 'in_progress',
      conclusion: null,
      path: '.github/workflows/ci.yml',
      previous_attempt_url: `${gh.url}/repos/acme/widgets/actions/runs/${runId}/attempts/1`,
      head_repository: { full_name: 'acme/widgets' }
    })
    const byBranch = await octokit.rest.actions.listWorkflowRunsForRepo({
      ...repo,
      branch: 'autoloop/demo'
    })
    expect(byBranch.data.total_count).toBe(1)
    expect(byBranch.data.workflow_runs[0]?.id).toBe(runId)
    const all = await octokit.rest.actions.listWorkflowRunsForRepo(repo)
    expect(all.data.workflow_runs.map((r) => r.name)).toEqual(['Other', 'CI'])
    const bySuccess = await octokit.rest.actions.listWorkflowRunsForRepo({
      ...repo,
      status: 'success'
    })
    expect(bySuccess.data.workflow_runs.map((r) => r.name)).toEqual(['Other'])
    await expect(
      octokit.rest.actions.getWorkflowRun({ ...repo, run_id: failedJob })
    ).rejects.toMatchObject({ status: 404 })
  })

  it('lists jobs of the latest attempt by default and of every attempt with filter=all', async () => {
    const octokit = client(gh)
    const latest = await octokit.rest.actions.listJobsForWorkflowRun({ ...repo, run_id: runId })
    expect(latest.data.jobs.map((j) => [j.id, j.run_attempt])).toEqual([[retriedJob, 2]])
    const all = await octokit.rest.actions.listJobsForWorkflowRun({
      ...repo,
      run_id: runId,
      filter: 'all'
    })
    expect(all.data.total_count).toBe(2)
    const job = await octokit.rest.actions.getJobForWorkflowRun({ ...repo, job_id: failedJob })
    expect(job.data).toMatchObject({
      id: failedJob,
      run_id: runId,
      conclusion: 'failure',
      workflow_name: 'CI',
      steps: [{ name: 'Run tests', number: 1, conclusion: 'failure' }],
      check_run_url: `${gh.url}/repos/acme/widgets/check-runs/${failedJob}`
    })

    // A re-run inside the same suite collapses under filter=latest.
    const checks = await octokit.rest.checks.listForRef({ ...repo, ref: SHA })
    expect(checks.data.check_runs.map((c) => c.id)).toEqual([retriedJob])
    gh.store.updateJob(retriedJob, { status: 'completed', conclusion: 'success' })
    const done = await octokit.rest.checks.get({ ...repo, check_run_id: retriedJob })
    expect(done.data).toMatchObject({ status: 'completed', conclusion: 'success' })
  })

  it("places every attempt's jobs in the run's check suite, and lists runs by head_sha", async () => {
    const octokit = client(gh)
    const runs = await octokit.paginate(octokit.rest.actions.listWorkflowRunsForRepo, {
      ...repo,
      head_sha: SHA
    })
    expect(runs.map((r) => [r.id, r.path, r.event])).toEqual([
      [runId, '.github/workflows/ci.yml', 'push']
    ])
    const checks = await octokit.paginate(octokit.rest.checks.listForRef, {
      ...repo,
      ref: SHA,
      filter: 'all'
    })
    expect(checks.map((c) => [c.id, c.check_suite?.id, c.app?.slug])).toEqual([
      [failedJob, runs[0]?.check_suite_id, 'github-actions'],
      [retriedJob, runs[0]?.check_suite_id, 'github-actions']
    ])
  })

  it('redirects job logs to a signed plain-text link on the same server', async () => {
    const redirect = await api(gh, `/repos/acme/widgets/actions/jobs/${failedJob}/logs`, {
      redirect: 'manual'
    })
    expect(redirect.status).toBe(302)
    const location = redirect.headers.get('location') ?? ''
    expect(location).toMatch(new RegExp(`^${gh.url}/_blobs/job-logs/${failedJob}\\?sig=[0-9a-f]+$`))

    const viaOctokit = await client(gh).rest.actions.downloadJobLogsForWorkflowRun({
      ...repo,
      job_id: failedJob
    })
    expect(viaOctokit.data).toBe('line 1\n##[error]Process completed with exit code 1.\n')

    const blob = await fetch(location)
    expect(blob.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(gh.requests.at(-1)).toMatchObject({
      path: `/_blobs/job-logs/${failedJob}`,
      status: 200
    })
    expect((await fetch(location.replace(/sig=\w+/, 'sig=forged'))).status).toBe(403)
  })

  it('streams a large log intact', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024, 'x')
    big.write('START', 0)
    big.write('END', big.length - 3)
    gh.store.setJobLog(retriedJob, big)
    const res = await fetch(`${gh.url}/repos/acme/widgets/actions/jobs/${retriedJob}/logs`, {
      headers: { authorization: 'token ghs_test' }
    })
    const text = Buffer.from(await res.arrayBuffer())
    expect(res.headers.get('content-length')).toBe(String(big.length))
    expect(text.length).toBe(big.length)
    expect(text.subarray(0, 5).toString()).toBe('START')
    expect(text.subarray(-3).toString()).toBe('END')
  })

  it('answers 404 for a job without a log and 410 for an expired one', async () => {
    const octokit = client(gh)
    const noLog = gh.store.addJob({ runId, name: 'lint', status: 'queued' })
    await expect(
      octokit.rest.actions.downloadJobLogsForWorkflowRun({ ...repo, job_id: noLog })
    ).rejects.toMatchObject({ status: 404 })
    gh.store.setJobLog(failedJob, null)
    await expect(
      octokit.rest.actions.downloadJobLogsForWorkflowRun({ ...repo, job_id: failedJob })
    ).rejects.toMatchObject({ status: 410 })
  })

  it('records workflow dispatches, each starting a run as the ref has the file, and rejects unknown refs', async () => {
    const octokit = client(gh)
    gh.store.setBranch('autoloop/demo', SHA)
    gh.store.placeFiles('autoloop/demo', {
      '.github/workflows/green-gate.yml':
        'name: gate\non:\n  workflow_dispatch:\n    inputs:\n      program: { required: true }\n      reset: {}\n'
    })
    const res = await octokit.rest.actions.createWorkflowDispatch({
      ...repo,
      workflow_id: 'green-gate.yml',
      ref: 'autoloop/demo',
      inputs: { program: 'demo', reset: 'true' }
    })
    expect(res.status).toBe(204)
    expect(gh.store.dispatches).toEqual([
      {
        workflowId: 'green-gate.yml',
        ref: 'autoloop/demo',
        inputs: { program: 'demo', reset: 'true' },
        at: expect.any(String),
        runId: expect.any(Number)
      }
    ])
    // The run GitHub starts: the ref's head, its copy's name, started by the token's account.
    const { data: run } = await octokit.rest.actions.getWorkflowRun({
      ...repo,
      run_id: gh.store.dispatches[0]?.runId ?? 0
    })
    expect(run).toMatchObject({
      name: 'gate',
      path: '.github/workflows/green-gate.yml',
      event: 'workflow_dispatch',
      head_branch: 'autoloop/demo',
      head_sha: SHA,
      status: 'queued',
      actor: { login: 'github-actions[bot]' },
      triggering_actor: { login: 'github-actions[bot]' }
    })
    await expect(
      octokit.rest.actions.createWorkflowDispatch({
        ...repo,
        workflow_id: 'green-gate.yml',
        ref: 'ghost'
      })
    ).rejects.toMatchObject({ status: 422 })
  })

  it.each([
    ['a workflow the ref does not have', 'ci.yml', {}, "does not have 'workflow_dispatch'"],
    [
      'an input the workflow does not declare',
      'green-gate.yml',
      { program: 'x', extra: '1' },
      'Unexpected inputs provided: ["extra"]'
    ],
    ['a required input left out', 'green-gate.yml', {}, "Required input 'program' not provided"],
    ['inputs past the size limit', 'green-gate.yml', { program: 'x'.repeat(70_000) }, 'too large']
  ])('refuses a dispatch of %s as GitHub does', async (_, workflow, inputs, message) => {
    gh.store.setBranch('autoloop/strict', SHA)
    gh.store.placeFiles('autoloop/strict', {
      '.github/workflows/green-gate.yml':
        'on:\n  workflow_dispatch:\n    inputs:\n      program: { required: true }\n'
    })
    const before = gh.store.dispatches.length
    await expect(
      client(gh).rest.actions.createWorkflowDispatch({
        ...repo,
        workflow_id: workflow,
        ref: 'autoloop/strict',
        inputs
      })
    ).rejects.toMatchObject({ status: 422, message: expect.stringContaining(message) })
    expect(gh.store.dispatches).toHaveLength(before)
  })

  it('re-runs the failed jobs of a completed run as a new attempt, and refuses a run under way', async () => {
    const octokit = client(gh)
    const run = failedRun(gh, SHA)
    gh.store.addJob({ runId: run, name: 'lint', status: 'completed', conclusion: 'success' })
    gh.store.addJob({ runId: run, name: 'test', status: 'completed', conclusion: 'failure' })
    const res = await octokit.rest.actions.reRunWorkflowFailedJobs({ ...repo, run_id: run })
    expect(res.status).toBe(201)
    expect(gh.store.workflowRun(run)).toMatchObject({ runAttempt: 2, status: 'queued' })
    const { data } = await octokit.rest.actions.listJobsForWorkflowRun({ ...repo, run_id: run })
    expect(data.jobs.map((j) => [j.name, j.run_attempt, j.status])).toEqual([['test', 2, 'queued']])
    expect(gh.store.reruns).toEqual([{ runId: run, attempt: 2 }])
    await expect(
      octokit.rest.actions.reRunWorkflowFailedJobs({ ...repo, run_id: run })
    ).rejects.toMatchObject({ status: 403 })
  })
})
