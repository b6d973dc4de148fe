// Errors by kind: a permission the workflow's token lacks fails the run with one line naming the
// permission and the template job to grant it in; a thing GitHub says is not there is an answer,
// and the decision goes on without it.
import { describe, expect, it } from '@jest/globals'
import {
  STATE_BRANCH,
  addProgram,
  ciWorkflow,
  deliver,
  errors,
  expectClean,
  ledgerOf,
  onIssue,
  pushCommit,
  useEmulator,
  type Program
} from '../support/loop.js'

const gh = useEmulator()

const LOG = '2026-12-01T10:00:03.0000000Z Tests:       28 passed, 28 total\n'
const RED_LOG = '2026-12-01T10:00:02.0000000Z FAIL test/math.test.ts\n  ● adds\n'
const JOB_LOGS = /^\/repos\/acme\/widgets\/actions\/jobs\/\d+\/logs$/

/** A green CI run on a new commit that changes only source, delivered to the gate. */
async function greenRun(p: Program) {
  const sha = pushCommit(gh, p)
  gh.store.setComparison('main', sha, [
    { filename: 'src/math.ts', status: 'modified', patch: '@@ -1 +1 @@\n-a\n+b' }
  ])
  const runId = ciWorkflow(gh, p, { test: { passedWith: LOG } })
  return deliver(gh, runId, onIssue(p))
}

describe('errors by kind', () => {
  it('fails the run naming "actions: read" and the gate job when the token cannot read job logs', async () => {
    const p = addProgram(gh, 'no-actions-read')
    const stateCommits = () => gh.store.commits.filter((c) => c.branch === STATE_BRANCH).length
    const commits = stateCommits()
    gh.fault({
      method: 'GET',
      path: JOB_LOGS,
      status: 403,
      message: 'Resource not accessible by integration'
    })

    const result = await greenRun(p)

    expect(result.exitCode).not.toBe(0)
    const refused = gh.requests.find((r) => JOB_LOGS.test(r.path) && r.status === 403)
    expect(errors(result)).toEqual([
      'green-gate needs "actions: read": add it to permissions: of job "gate" in ' +
        '.github/workflows/green-gate.yml (GitHub API 403 while downloading the log of job ' +
        `${refused?.path.split('/')[6]}: GET ${refused?.path})`
    ])
    // Neither a warning that hides it nor a decision taken without it.
    expect(result.annotations.filter((a) => a.level === 'warning')).toEqual([])
    expect(result.outputs.decision).toBeUndefined()
    expect(stateCommits()).toBe(commits)
  })

  it('keeps a committed decision when a comment needs "issues: write", and still fails the run', async () => {
    const p = addProgram(gh, 'no-issues-write')
    gh.fault({
      method: 'POST',
      path: /\/issues\/\d+\/comments$/,
      status: 403,
      message: 'Resource not accessible by integration',
      times: 2
    })
    const runId = ciWorkflow(gh, p, { build: 'success', test: { failedWith: RED_LOG } })

    const result = await deliver(gh, runId, onIssue(p))

    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.decision).toBe('fix')
    expect(ledgerOf(gh, p).entries.at(-1)).toMatchObject({ decision: 'fix' })
    expect(errors(result)).toEqual([
      expect.stringMatching(
        /^green-gate needs "issues: write": add it to permissions: of job "gate" in \.github\/workflows\/green-gate\.yml \(GitHub API 403 while .*: POST \/repos\/acme\/widgets\/issues\/\d+\/comments\)$/
      )
    ])
  })

  it('takes a 404 on an optional read as none: the log is not there, the accept goes on', async () => {
    const p = addProgram(gh, 'log-not-found')
    gh.fault({ method: 'GET', path: JOB_LOGS, status: 404 })

    const result = await greenRun(p)

    expectClean(result)
    expect(result.outputs.decision).toBe('accept')
    expect(result.summary).toContain('what ran: not seen')
    expect(result.summary).not.toContain('Failed closed on')
  })
})
