// Accept what CI was seen to run: at each accept the gate reads the green CI jobs' logs for the
// test inventory they print and seals it in the ledger. The next green must show it again, with
// no fewer tests run and no failed test inside a job that ended green; otherwise the program
// pauses, naming the job and the figures, until a maintainer approves that head. A lift of a
// pause restores the budget and waives none of the guards.
import { describe, expect, it } from '@jest/globals'
import { comment, type Job } from '../../emulator/scenario.js'
import {
  MAINTAINER,
  STATE_BRANCH,
  addProgram,
  ciWorkflow,
  deliver,
  expectClean,
  iterate,
  memoryOf,
  onIssue,
  pushCommit,
  setRow,
  stateOf,
  stateText,
  useEmulator,
  type Program
} from '../support/loop.js'

const gh = useEmulator()

/** A job log as the runner keeps it, with the summary jest prints at its end. */
function jestLog(passed: number): string {
  return [
    '2026-12-01T10:00:00.0000000Z ##[group]Run npm test',
    '2026-12-01T10:00:00.1000000Z npm test',
    '2026-12-01T10:00:00.2000000Z ##[endgroup]',
    `2026-12-01T10:00:03.0000000Z Tests:       ${passed} passed, ${passed} total`,
    '2026-12-01T10:00:03.1000000Z Ran all test suites.'
  ].join('\n')
}

/** The agent pushes a commit that changes only source; CI runs these jobs on it; the gate decides. */
async function green(p: Program, jobs: Record<string, Job>, base: string) {
  const sha = pushCommit(gh, p)
  gh.store.setComparison(base, sha, [
    { filename: 'src/math.ts', status: 'modified', patch: '@@ -1 +1 @@\n-a\n+b' }
  ])
  const runId = ciWorkflow(gh, p, jobs)
  return { sha, result: await deliver(gh, runId, onIssue(p)) }
}

describe('what CI was seen to run', () => {
  it('seals the inventory at an accept, pauses on fewer until approved', async () => {
    const p = addProgram(gh, 'ran-fewer')
    // The lint job prints no counts: the file rules alone hold for it, now and at the next green.
    const first = await green(
      p,
      { test: { passedWith: jestLog(28) }, lint: { passedWith: 'ok\n' } },
      'main'
    )
    expectClean(first.result)
    expect(first.result.outputs.decision).toBe('accept')
    expect(memoryOf(gh, p).whatRan).toEqual([
      { job: 'CI / lint', inventory: null },
      {
        job: 'CI / test',
        inventory: { runner: 'jest', passed: 28, failed: 0, skipped: 0, total: 28, failures: [] }
      }
    ])
    expect(first.result.summary).toContain('What CI was seen to run')
    expect(first.result.summary).toContain('what ran: not seen')

    // Fewer tests ran (that more may: the rule's table, test/unit/accept/what-ran.test.ts), and
    // only the job that printed counts is read.
    const before = gh.requests.length
    const fewer = await green(p, { test: { passedWith: jestLog(1) }, lint: 'success' }, first.sha)
    const logs = gh.requests.slice(before).filter((r) => r.path.endsWith('/logs'))
    expect(logs).toHaveLength(1)
    expect(fewer.result.exitCode).toBe(0)
    expect(fewer.result.outputs).toMatchObject({
      decision: 'pause',
      'pause-reason': 'tests-missing: CI / test: 28 → 1'
    })
    expect(stateOf(gh, p)).toMatchObject({ paused: true })
    expect(fewer.result.outputs.reason).toContain(`/green-gate approve ${fewer.sha}`)

    // A legitimate deletion of tests needs a person: the approve makes 1 the new baseline.
    const approve = await comment(gh, p.issue, `/green-gate approve ${fewer.sha}`, 'mona')
    expectClean(approve.result)
    expect(approve.result.outputs).toMatchObject({ decision: 'accept', 'head-sha': fewer.sha })
    const sealed = memoryOf(gh, p).whatRan?.find((j) => j.job === 'CI / test')
    expect(sealed?.inventory?.passed).toBe(1)
  })

  // A failed test inside a job that ended green (its log read as the counts above are): a row
  // of each rule's table, test/unit/logs/inventory.test.ts (the counts),
  // test/unit/accept/what-ran.test.ts (the finding) and test/unit/gate/decide.test.ts (the pause).
  // A job that showed an inventory and shows none now, or no longer runs: rows of the rule's
  // table (test/unit/accept/what-ran.test.ts), read from the log as the counts above are.
})

describe('a lift waives no guard', () => {
  // A pause a person set with attempts spent, before the gate kept a ledger, seen by the gate once
  // before the lift (how a lift of the gate's own pause restores the budget: trust.e2e).
  it('gives a fresh budget when a person lifts a pause set before the gate kept a ledger, and pauses a gutted head ci-changed all the same', async () => {
    const p = addProgram(gh, 'lift-gutted', {
      state: (t) =>
        setRow(setRow(setRow(t, 'Paused', 'true'), 'Pause Reason', 'stuck'), 'CI Fix Attempts', '4')
    })
    const held = await iterate(gh, p, { lint: 'failure' }, onIssue(p))
    expect(held.result.outputs.decision).toBe('skip')
    // While paused, the agent pushes a head whose CI runs nothing.
    gh.store.putFile(p.branch, '.github/workflows/ci.yml', 'on: push\njobs: {}\n', 'run nothing')
    const sha = gh.store.branchSha(p.branch) ?? ''
    gh.store.setComparison('main', sha, [
      { filename: '.github/workflows/ci.yml', status: 'modified', patch: '@@ -1 +1 @@\n-a\n+b' }
    ])
    const lifted = setRow(stateText(gh, p), 'Paused', 'false')
    gh.store.putFile(STATE_BRANCH, p.file, lifted, 'unpause', MAINTAINER)
    const after = await deliver(gh, ciWorkflow(gh, p, { test: 'success' }), onIssue(p))
    expect(after.exitCode).toBe(0)
    expect(after.outputs).toMatchObject({
      decision: 'pause',
      'pause-reason': 'ci-changed: .github/workflows/ci.yml'
    })
    // The budget was restored all the same.
    expect(memoryOf(gh, p).attempts).toEqual([])
    expect(stateOf(gh, p).ciFixAttempts).toBe(0)
  })
})
