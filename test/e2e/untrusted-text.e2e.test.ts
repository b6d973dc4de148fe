// Text the gate did not write, carried to where it could act: a test name with a team mention
// into the pause comment and the state file's history, a status context with a line break into
// the job log, where the runner would read the rest as a workflow command.
import { describe, expect, it } from '@jest/globals'
import type { ActionRun } from '../../emulator/runner.js'
import {
  addProgram,
  ciWorkflow,
  pushCommit,
  deliver,
  eventComments,
  saidComments,
  expectClean,
  newSha,
  useEmulator,
  stateText,
  statusComment,
  type Program
} from '../support/loop.js'
import { renderedMentions } from '../support/mentions.js'

const gh = useEmulator()

const TEST_NAME = 'renders `@acme/security` cleanly'
const JEST_LOG = [
  '##[group]Run npx jest',
  'npx jest',
  '##[endgroup]',
  'FAIL src/render.test.ts',
  `  ● ${TEST_NAME}`,
  '',
  '    expect(received).toBe(expected)',
  '',
  'Tests:       1 failed, 1 total',
  '##[error]Process completed with exit code 1.',
  ''
].join('\n')

/** A push whose CI job `test` fails with `log`, and the gate's run on its completion. */
async function redPush(p: Program, log: string): Promise<ActionRun> {
  pushCommit(gh, p)
  const runId = ciWorkflow(gh, p, { test: { failedWith: log } })
  return deliver(gh, runId)
}

describe('untrusted text', () => {
  it('a test name mentioning a team pings nobody from the comments or the history', async () => {
    const p = addProgram(gh, 'mention')
    const first = await redPush(p, JEST_LOG)
    expectClean(first)
    expect(first.outputs).toMatchObject({ decision: 'fix', attempt: '1' })
    expect(first.outputs.signature).toContain(TEST_NAME)
    // The fix's words, on the status comment its decision posted, until the pause edits it.
    const [fix = ''] = saidComments(gh, p)

    // The same failure again: stuck, and the pause comment lists the attempt that was made.
    const second = await redPush(p, JEST_LOG)
    expect(second.outputs.decision).toBe('pause')
    const [pause = ''] = eventComments(gh, p)
    for (const [where, text] of [
      ['fix comment', fix],
      ['pause comment', pause],
      ['status comment', statusComment(gh, p).body],
      ['state file', stateText(gh, p)],
      ...eventComments(gh, p).map((body, i) => [`comment ${i}`, body])
    ]) {
      expect([where, renderedMentions(text ?? '')]).toEqual([where, []])
    }
    // The signature is there, as code.
    expect(pause).toMatch(
      /^\| 1\/5 \| `[0-9a-f]{7}` \| ``test:render\.test\.ts>renders `@acme\/security` cleanly`` \| `test` \| /m
    )
  })

  it('a status context with a line break cannot forge a workflow command in the log', async () => {
    const p = addProgram(gh, 'forged', { issueRow: false })
    const sha = newSha()
    gh.store.setBranch(p.branch, sha)
    gh.store.addStatus({ sha, context: 'ci/legacy\n::error::forged by a status', state: 'pending' })
    const runId = gh.store.addWorkflowRun({
      name: 'CI',
      headBranch: p.branch,
      headSha: sha,
      status: 'completed',
      conclusion: 'success'
    })
    const result = await deliver(gh, runId)
    expectClean(result)
    expect(result.outputs.decision).toBe('wait')
    expect(result.annotations).toEqual([])
    // The reason still names the context, on the decision's own line.
    expect(result.stdout).toMatch(/^green-gate: wait: .*ci\/legacy ::error::forged by a status$/m)
  })
})
