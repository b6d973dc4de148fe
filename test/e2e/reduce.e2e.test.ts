// Step 5a end to end: the bundled action, started as the runner starts it, against the local
// GitHub. Each case seeds the emulator, delivers an event, and reads the outputs file back.
import { beforeEach, describe, expect, it } from '@jest/globals'
import { workflowRunPayload } from '../../emulator/payloads.js'
import { runAction, type ActionRun } from '../../emulator/runner.js'
import { programPerCase, useEmulator } from '../support/loop.js'

const gh = useEmulator()
/** Each case is its own program, so no case sees another's state file. */
const each = programPerCase(gh, 'case', 'c')
beforeEach(() => {
  gh.resetRequests()
})

/**
 * A CI workflow run on the head commit; its completion is the event the gate receives. It passed:
 * the checks the case reports say whether the commit is red.
 */
function ciRun(branch = each.branch, headRepoFullName?: string): number {
  return gh.store.addWorkflowRun({
    name: 'CI',
    headBranch: branch,
    headSha: each.sha,
    status: 'completed',
    conclusion: 'success',
    ...(headRepoFullName === undefined ? {} : { headRepoFullName })
  })
}

async function gate(runId: number, inputs: Record<string, string> = {}): Promise<ActionRun> {
  const payload = await workflowRunPayload(gh, runId)
  gh.resetRequests()
  return runAction({
    apiUrl: gh.url,
    eventName: 'workflow_run',
    payload,
    inputs
  })
}

const check = (name: string, conclusion: 'success' | 'failure' | 'action_required' | null) =>
  gh.store.addCheckRun({
    headSha: each.sha,
    name,
    status: conclusion === null ? 'in_progress' : 'completed',
    conclusion
  })

/** A run of the workflow in `path` for `event` on the head commit, with its jobs' conclusions. */
function workflow(
  name: string,
  path: string,
  event: string,
  jobs: Record<string, 'success' | 'failure'>
): number {
  const red = Object.values(jobs).includes('failure')
  const runId = gh.store.addWorkflowRun({
    name,
    path,
    event,
    headBranch: each.branch,
    headSha: each.sha,
    status: 'completed',
    conclusion: red ? 'failure' : 'success'
  })
  for (const [job, conclusion] of Object.entries(jobs)) {
    gh.store.addJob({ runId, name: job, status: 'completed', conclusion })
  }
  return runId
}

/** Jobs all named `name` in the run's current attempt (matrix legs given one `name:`). */
function legs(runId: number, name: string, conclusions: Array<'success' | 'failure'>): number[] {
  return conclusions.map((conclusion) =>
    gh.store.addJob({ runId, name, status: 'completed', conclusion })
  )
}

/** The paths of the jobs lists the gate read, to tell the attempt each job ran in. */
const jobsReads = (): string[] =>
  gh.requests.filter((r) => /\/actions\/runs\/\d+\/jobs$/.test(r.path)).map((r) => r.path)

interface FailingCheck {
  name: string
  workflow: { name: string; path: string; event: string } | null
}

function failingChecks(result: ActionRun): FailingCheck[] {
  return JSON.parse(result.outputs['failing-checks'] ?? '') as FailingCheck[]
}

function expectClean(result: ActionRun): void {
  expect(result.stderr).toBe('')
  expect(result.exitCode).toBe(0)
  expect(result.annotations.filter((a) => a.level === 'error')).toEqual([])
}

// Which check replaces which (re-runs, attempts, newer runs, push and pull_request runs) is the
// reduce rule's table (test/unit/checks/reduce.test.ts, identity.test.ts); here, the reads that
// feed it: pages, workflows, matrix legs and the attempt a re-run leg ran in. A check still
// running is a row of that table too. Skips decided from the event alone (a fork, a branch
// outside the pattern) are the target rule's table (test/unit/gate/target.test.ts) and run
// through the action in security.e2e.test.ts; a malformed payload, in the fuzz tests. A status's
// latest state counting (pending, then error) is the reduce rule's table; a run awaiting
// approval (blocked) is approval.e2e's; a secondary rate limit waited out, on the program read
// and on the commit, test/reliability/faults.e2e.test.ts's.
describe('gate mode, step 5a', () => {
  it('all green → success, with the summary table and the PR found by head; ignore-checks takes names and globs; re-running the red leg replaces the attempt before it, legs and all', async () => {
    const run = workflow('CI', '.github/workflows/ci.yml', 'push', { unit: 'success' })
    gh.store.updateWorkflowRun(run, { conclusion: 'failure' })
    legs(run, 'test', ['failure', 'success'])
    // "Re-run failed jobs": the red leg alone runs again, in attempt 2, and passes.
    expect(gh.store.rerunFailedJobs(run)).toBe(2)
    for (const job of gh.store.jobsFor(run).filter((j) => j.runAttempt === 2)) {
      gh.store.updateJob(job.id, { status: 'completed', conclusion: 'success' })
    }
    gh.store.updateWorkflowRun(run, { status: 'completed', conclusion: 'success' })
    const pr = gh.store.addPull({ headRef: each.branch, headSha: each.sha })
    for (const name of ['build', 'lint', 'test (ubuntu)']) check(name, 'success')
    gh.store.addStatus({ sha: each.sha, context: 'ci/coverage', state: 'success' })
    check('docs preview', 'failure')
    check('flaky-e2e', null)
    const result = await gate(run, { 'ignore-checks': 'docs*\nflaky-e2e' })
    expectClean(result)
    expect(result.outputs).toMatchObject({
      status: 'success',
      decision: 'accept',
      program: each.program,
      'head-sha': each.sha,
      'pr-number': String(pr),
      'failing-checks': '[]'
    })
    expect(result.summary).toContain('green-gate: accept')
    for (const name of ['build', 'lint', 'test (ubuntu)', 'ci/coverage', 'unit', 'test']) {
      expect(result.summary).toContain(`<td>${name}</td>`)
    }
    expect(result.summary).toContain('✅ success')
    // The re-run's attempt stands for the run's `test`, both its legs one check.
    expect(result.summary).toContain('all 6 checks passed')
  })

  it("reds among more than 100 checks → failure, naming them: read across pages; a red `test` is hidden neither by a newer green `test` in another workflow nor by a green leg of its own name; leaves the gate's own job out, and does not take a status linking to its run for it", async () => {
    const run = workflow('CI', '.github/workflows/ci.yml', 'push', { lint: 'success' })
    gh.store.updateWorkflowRun(run, { conclusion: 'failure' })
    // Two jobs of one name in one run (matrix legs) are two checks.
    const [red] = legs(run, 'test', ['failure', 'success'])
    workflow('Docs', '.github/workflows/docs.yml', 'push', { test: 'success' })
    for (let i = 0; i < 250; i++) check(`shard ${i}`, i === 230 ? 'failure' : 'success')
    // The gate's own workflow run, with its job still in progress on the same commit.
    const gateRun = gh.store.addWorkflowRun({
      name: 'green-gate',
      headBranch: each.branch,
      headSha: each.sha,
      event: 'workflow_run',
      status: 'in_progress'
    })
    gh.store.addJob({ runId: gateRun, name: 'gate', status: 'in_progress' })
    gh.store.addStatus({
      sha: each.sha,
      context: 'deploy/preview',
      state: 'failure',
      targetUrl: `https://github.localhost/acme/widgets/actions/runs/${gateRun}/job/1`
    })
    const payload = await workflowRunPayload(gh, run)
    gh.resetRequests()
    const result = await runAction({
      apiUrl: gh.url,
      eventName: 'workflow_run',
      payload,
      runId: gateRun
    })
    expectClean(result)
    expect(result.outputs.status).toBe('failure')
    expect(result.outputs.decision).toBe('fix')
    expect(result.summary).toContain('3 of 255 checks failed: CI / test, deploy/preview, shard 230')
    // A commit status is a check of its own, failing as its state says.
    expect(failingChecks(result)).toEqual([
      expect.objectContaining({
        name: 'test',
        url: expect.stringMatching(`/job/${red}$`),
        workflow: { name: 'CI', path: '.github/workflows/ci.yml', event: 'push' }
      }),
      expect.objectContaining({
        name: 'deploy/preview',
        source: 'status',
        state: 'failure',
        workflow: null
      }),
      expect.objectContaining({ name: 'shard 230' })
    ])
    // The summary names the workflow beside each job.
    expect(result.summary).toMatch(
      /<td>test<\/td><td>CI <code>\.github\/workflows\/ci\.yml<\/code> \(push\)<\/td>.*❌ failure/
    )
    expect(result.summary).toMatch(
      /<td>test<\/td><td>Docs <code>\.github\/workflows\/docs\.yml<\/code> \(push\)<\/td>.*✅ success/
    )
    // Only the run where a name repeats has its jobs list read.
    expect(jobsReads()).toEqual([`/repos/acme/widgets/actions/runs/${run}/jobs`])
    expect(result.summary).toMatch(/<td>gate<\/td>.*➖ ignored/)
    // The gate's one read brings the first 100; the rest come by cursor, one query a page.
    const reads = gh.requests.filter((r) => r.operation?.startsWith('Gate') === true)
    expect(reads.map((r) => r.operation)).toEqual([
      'GateProgramRead',
      'GateCheckRuns',
      'GateCheckRuns',
      'GateCommit'
    ])
  })

  it('a bad token fails with one clear line and no stack trace', async () => {
    const run = ciRun()
    const result = await runAction({
      apiUrl: gh.url,
      eventName: 'workflow_run',
      payload: await workflowRunPayload(gh, run),
      token: 'ghs_wrong'
    })
    expect(result.exitCode).toBe(1)
    const errors = result.annotations.filter((a) => a.level === 'error').map((a) => a.message)
    expect(errors).toHaveLength(1)
    // The program read and the pull request lookup go out together: either may fail first.
    expect(errors[0]).toMatch(
      /^GitHub API 401 while .+ \((GET \/repos\/acme\/widgets\/.+|POST \/graphql)\): bad credentials; check the github-token input$/
    )
    expect(result.stdout).not.toMatch(/\n\s+at /)
    // The runner consumes ::add-mask:: and hides the value everywhere else.
    expect(result.stdout.replace(/^::add-mask::.*$/m, '')).not.toContain('ghs_wrong')
  })

  // Zero checks are pending, never accept on nothing: the reduce rule's table (no checks at all),
  // and a pending verdict waits through the action in loop.e2e's pending run. Another status
  // named in that one line (a 404: not found, or the token cannot see it) is the API error
  // table's row (test/unit/errors/api-errors.test.ts).
  // A bad input stops the step with one line naming it, before any request: security.e2e's
  // token refused to the fixer step; which values each input refuses, the settings table.
  // A workflow_dispatch evaluates the current head of the program branch: loop.e2e's reset and
  // ci-definition.e2e's retry.
})
