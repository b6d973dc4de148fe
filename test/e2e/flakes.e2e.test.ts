// No budget spent on a flake: a test that fails on a commit whose change cannot have caused it
// (it passed on the last accepted commit, and nothing changed since is in its reach: its file,
// what the log points at, the module it is named after, what it imports) has its failed jobs
// re-run once, with no fix attempt spent. Green on the re-run accepts it and records the test as
// flaky; red again goes to the fix loop, and a known flake's misses on its re-runs are kept (two
// in a row and it is known no longer).
import { describe, expect, it } from '@jest/globals'
import type { RecordedRequest } from '../../emulator/index.js'
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
  setRow,
  STATE_BRANCH,
  statusComment,
  stateOf,
  stateText,
  useEmulator,
  type Program
} from '../support/loop.js'

const gh = useEmulator()

const FLAKY = 'math.test.js>math>adds two numbers'
/** JEST_LOG's two failing tests, as the ledger and the reason list them. */
const BOTH = `config.test.js>rejects a missing file, ${FLAKY}`

/** Jest on a regression in a module: the output names only the test file. */
function jestLog(testFile: string): string {
  return [
    `FAIL ${testFile}`,
    '  ● pricing › applies the member discount',
    '    expect(received).toBe(expected) // Object.is equality',
    '    Expected: 90',
    '    Received: 100',
    `      at Object.<anonymous> (${testFile}:6:32)`,
    'Tests:       1 failed, 4 passed, 5 total',
    '##[error]Process completed with exit code 1.'
  ].join('\n')
}

interface Red {
  /** The test job's log; JEST_LOG unless given. */
  log?: string
  /** Files of the red commit, for the gate to read. */
  files?: Record<string, string>
}

/** A commit changing `changed` since `base`, whose test job fails with the given log. */
async function redSince(p: Program, base: string, changed: string, inputs: Inputs, red: Red = {}) {
  const sha = pushCommit(gh, p)
  if (red.files !== undefined) gh.store.placeFiles(p.branch, red.files)
  gh.store.setComparison(base, sha, [
    { filename: changed, status: 'modified', patch: '@@ -1 +1 @@\n-old\n+new' }
  ])
  const runId = ciWorkflow(gh, p, { lint: 'success', test: { failedWith: red.log ?? JEST_LOG } })
  const from = gh.requests.length
  const first = await deliver(gh, runId, inputs)
  return { sha, runId, first, requests: gh.requests.slice(from) }
}

type Inputs = Record<string, string>

/** An accepted commit, then a commit changing `changed` whose test job fails (JEST_LOG). */
async function redAfterAccept(name: string, changed: string, red: Red = {}) {
  const p: Program = addProgram(gh, name)
  const inputs = { ...onIssue(p), fixer: 'command' }
  const accepted = await iterate(gh, p, { build: 'success' }, inputs)
  expect(accepted.result.outputs.decision).toBe('accept')
  return {
    p,
    inputs,
    accepted: accepted.sha,
    ...(await redSince(p, accepted.sha, changed, inputs, red))
  }
}

/** Autoloop starts the next iteration: its count in the state file goes up. */
function nextIteration(p: Program): void {
  const count = stateOf(gh, p).iterationCount ?? 0
  gh.store.putFile(
    STATE_BRANCH,
    p.file,
    setRow(stateText(gh, p), 'Iteration Count', `${count + 1}`)
  )
}

/** The gate's reads of failing test files' text among these requests. */
function testSourceReads(requests: readonly RecordedRequest[]): number {
  return requests.filter((r) => r.operation === 'GateTestSources').length
}

describe('a failing test the change did not touch', () => {
  // A change to the test's own file, a file its log names, the module it is named after or one
  // it imports: the rule's table (test/unit/gate/flake.test.ts). That a test known no longer is
  // judged like any other (a change in its reach: no re-run), the same table.
  it('is re-run once when the change is prose no test loads and, green, accepted and known; a known flake red on its re-run goes to the fix loop, its miss kept; a test is re-run when the change is code it does not import; the iteration counts its re-runs', async () => {
    const { p, sha, runId, first, inputs, requests } = await redAfterAccept(
      'flaky',
      'docs/guide.md'
    )
    expectClean(first)
    expect(first.outputs).toMatchObject({ decision: 'rerun', attempt: '0', fixes: '[]' })
    expect(first.outputs.reason).toContain(FLAKY)
    expect(first.outputs.reason).toContain('re-run once (1/2 this iteration)')
    expect(gh.store.reruns).toContainEqual({ runId, attempt: 2 })
    expect(stateOf(gh, p)).toMatchObject({ paused: false, ciFixAttempts: 0 })
    expect(memoryOf(gh, p).flakeReruns).toBe(1)
    expect(testSourceReads(requests)).toBe(0)

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
    // The next iteration, a commit the test can reach: re-run only as a known flake, red again,
    // to the fix loop, its miss kept. Known no longer after a second miss in a row: the row 'a
    // red re-run is a miss for a known flake' of test/unit/gate/decide.test.ts.
    nextIteration(p)
    const red = await redSince(p, sha, 'src/math.js', inputs)
    expect(red.first.outputs.reason).toContain('re-run once (1/2 this iteration)')
    finishRerun(gh, red.runId, 'failure', JEST_LOG)
    const fix = (await deliver(gh, red.runId, inputs)).outputs
    expect(fix).toMatchObject({ decision: 'fix', attempt: '1' })
    expect(memoryOf(gh, p).flakeMisses).toEqual([
      { test: 'config.test.js>rejects a missing file', misses: 1 },
      { test: FLAKY, misses: 1 }
    ])
    expect(memoryOf(gh, p).flakes).toContain(FLAKY)

    // The fix's commit fails elsewhere, with only a script changed that the test does not import
    // (its text read to tell): the iteration's second re-run.
    const cart = jestLog('test/cart.test.js')
    const files = { 'test/cart.test.js': "const { total } = require('../src/pricing')\n" }
    const elsewhere = await redSince(p, sha, 'scripts/release.js', inputs, { log: cart, files })
    expectClean(elsewhere.first)
    expect(elsewhere.first.outputs.reason).toContain('re-run once (2/2 this iteration)')
    expect(testSourceReads(elsewhere.requests)).toBe(1)
    // Red again on its re-run, it goes to the fix loop as the known flake did above, and is
    // recorded nowhere: the row 'a red re-run of a test not known as a flake' of
    // test/unit/gate/decide.test.ts.
    // A red commit after that, with no re-run left to spend, goes to the fix loop: the row 'the
    // iteration spent its flake re-runs' of test/unit/gate/decide.test.ts (the count it reads is
    // the one kept above, 2/2).
  })
})
