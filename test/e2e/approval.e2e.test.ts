// A CI run waiting for a maintainer's approval through the bundled action: decision `blocked`, no
// fix attempt spent, the program held, one comment asking for the approval; the run's completion
// after the approval is decided as any other (its accept, with no attempt spent, shows no
// timeline and reads no maintainers' notes).
import { describe, expect, it } from '@jest/globals'
import {
  addProgram,
  pushCommit,
  deliver,
  comments,
  saidComments,
  expectClean,
  memoryOf,
  onIssue,
  statusComment,
  useEmulator,
  stateOf
} from '../support/loop.js'
import { shortSha } from '../../src/rules/text.js'

const gh = useEmulator()

describe('a run awaiting approval', () => {
  it('holds the program without an attempt, asks once, and decides after the approval', async () => {
    const p = addProgram(gh, 'awaiting-approval')
    const sha = pushCommit(gh, p)
    // A workflow run held for approval has no jobs yet.
    const runId = gh.store.addWorkflowRun({
      name: 'CI',
      headBranch: p.branch,
      headSha: sha,
      event: 'pull_request',
      status: 'completed',
      conclusion: 'action_required'
    })

    const blocked = await deliver(gh, runId, onIssue(p))
    expectClean(blocked)
    expect(blocked.outputs).toMatchObject({ decision: 'blocked', attempt: '0', fixes: '[]' })
    expect(stateOf(gh, p)).toMatchObject({
      paused: true,
      pauseReason: `ci-blocked: awaiting approval on ${shortSha(sha)}`,
      ciFixAttempts: 0
    })
    expect(memoryOf(gh, p).attempts).toEqual([])
    const asked = saidComments(gh, p)
    expect(asked).toHaveLength(1)
    expect(asked[0]).toContain("waiting for a maintainer's approval")

    // Another event on the held commit: still blocked, not asked again.
    const again = await deliver(gh, runId, onIssue(p))
    expect(again.outputs.decision).toBe('blocked')
    expect(saidComments(gh, p)).toHaveLength(1)
    expect(comments(gh, p)).toHaveLength(1)

    // Approved: the same run (and attempt) runs its jobs and completes green.
    gh.store.updateWorkflowRun(runId, { status: 'completed', conclusion: 'success' })
    gh.store.addJob({ runId, name: 'test', status: 'completed', conclusion: 'success' })
    gh.store.addComment(p.issue, 'Ship it when green.', 'mona')
    const from = gh.requests.length
    const accepted = await deliver(gh, runId, onIssue(p))
    expectClean(accepted)
    expect(accepted.outputs).toMatchObject({ decision: 'accept', attempt: '0' })
    expect(stateOf(gh, p)).toMatchObject({ paused: false, pauseReason: null })
    // An accept with no attempt spent: no timeline in the summary or the status comment, and a
    // maintainer's note on the issue costs no request (notes are read for a fix prompt only).
    expect(accepted.summary).not.toContain('Timeline of')
    const status = statusComment(gh, p).body
    expect(status).toContain('| Fix attempts | 0 of 5 |')
    expect(status).not.toContain('| Attempt | Commit | Signature |')
    const notes = gh.requests.slice(from).filter((r) => r.operation === 'GateIssueNotes')
    expect(notes).toEqual([])
  })
})
