// No budget spent on a flake: a test that fails on a commit whose change cannot have caused it
// (it passed on the last accepted commit, and the change since touches neither its file nor what
// the log points at) has its failed jobs re-run once, with no fix attempt spent. Green on the
// re-run accepts it and records the test as flaky; red again goes to the fix loop.
import { describe, expect, it } from '@jest/globals'
import { JEST_LOG } from '../support/git-origin.js'
import {
  addProgram,
  ciWorkflow,
  deliver,
  expectClean,
  finishRerun,
  iterate,
  memoryOf,
  onIssue,
  pushCommit,
  statusComment,
  stateOf,
  useEmulator,
  type Program
} from '../support/loop.js'

const gh = useEmulator()

const FLAKY = 'math.test.js>math>adds two numbers'
/** JEST_LOG's two failing tests, as the ledger and the reason list them. */
const BOTH = `config.test.js>rejects a missing file, ${FLAKY}`

/** An accepted commit, then a commit changing `changed` whose test job fails as JEST_LOG says. */
async function redAfterAccept(name: string, changed: string) {
  const p: Program = addProgram(gh, name)
  const inputs = { ...onIssue(p), fixer: 'command' }
  const accepted = await iterate(gh, p, { build: 'success' }, inputs)
  expect(accepted.result.outputs.decision).toBe('accept')
  const sha = pushCommit(gh, p)
  gh.store.setComparison(accepted.sha, sha, [
    { filename: changed, status: 'modified', patch: '@@ -1 +1 @@\n-old\n+new' }
  ])
  const runId = ciWorkflow(gh, p, { lint: 'success', test: { failedWith: JEST_LOG } })
  const first = await deliver(gh, runId, inputs)
  return { p, sha, runId, first, inputs }
}

describe('a failing test the change did not touch', () => {
  it('is re-run once, and accepted and recorded as flaky when the re-run is green', async () => {
    const { p, runId, first, inputs } = await redAfterAccept('flaky-green', 'docs/guide.md')
    expectClean(first)
    expect(first.outputs).toMatchObject({ decision: 'rerun', attempt: '0', fixes: '[]' })
    expect(first.outputs.reason).toContain(FLAKY)
    expect(gh.store.reruns).toContainEqual({ runId, attempt: 2 })
    expect(stateOf(gh, p)).toMatchObject({ paused: false, ciFixAttempts: 0 })

    finishRerun(gh, runId, 'success', '')
    const second = await deliver(gh, runId, inputs)
    expectClean(second)
    expect(second.outputs).toMatchObject({ decision: 'accept', attempt: '0' })
    expect(second.outputs.reason).toContain(`after a re-run: flaky ${BOTH}`)
    expect(memoryOf(gh, p).flakes).toContain(FLAKY)
    expect(statusComment(gh, p).body).toContain('| Known flakes |')
    // Test names are escaped in the summary's HTML.
    expect(second.summary).toContain(
      '<p>Known flakes: <code>config.test.js&#62;rejects a missing file</code>, <code>math.test.js&#62;math&#62;adds two numbers</code></p>'
    )
  })

  it('goes to the fix loop when the re-run is red again', async () => {
    const { p, runId, first, inputs } = await redAfterAccept('flaky-red', 'docs/guide.md')
    expect(first.outputs.decision).toBe('rerun')
    finishRerun(gh, runId, 'failure', JEST_LOG)
    const second = await deliver(gh, runId, inputs)
    expectClean(second)
    expect(second.outputs).toMatchObject({ decision: 'fix', attempt: '1' })
    expect(gh.store.reruns.filter((r) => r.runId === runId)).toHaveLength(1)
    expect(memoryOf(gh, p).flakes ?? []).toEqual([])
  })
})

describe('a failing test the change may have caused', () => {
  it('is fixed at once when the change touches its file', async () => {
    const { first } = await redAfterAccept('flaky-touched', 'math.test.js')
    expectClean(first)
    expect(first.outputs).toMatchObject({ decision: 'fix', attempt: '1' })
  })

  it('is fixed at once when the change touches what the log points at', async () => {
    const { first } = await redAfterAccept('flaky-config', 'config.test.js')
    expectClean(first)
    expect(first.outputs.decision).toBe('fix')
  })
})
