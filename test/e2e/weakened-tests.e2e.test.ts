// Green that means something: CI green on commits that skip, delete or water down the checks is
// not accepted. On green the gate compares the program's change since its last accept (one
// request), pauses `fix-weakened-tests` after a fix or `weakened-tests` on an iteration with the
// diff lines quoted, and `unreviewable` when GitHub's compare cannot show the whole change; the
// branch stays as it is. A reset or a resume restores the budget but waives no guard: a maintainer
// who agrees approves that head with `/green-gate approve`. An honest change is accepted.
// Nor is green accepted when the branch changed what CI runs (its workflow files, its test
// configuration): the program pauses `ci-changed` until a maintainer approves that head with
// `/green-gate approve`.
import { describe, expect, it } from '@jest/globals'
import { comment } from '../../emulator/scenario.js'
import type { ChangedFile } from '../../src/rules/accept/diff.js'
import { FIX_CASES } from '../unit/accept/fix-cases.js'
import {
  addProgram,
  ciRun,
  comments,
  deliver,
  dispatch,
  eventComments,
  expectClean,
  iterate,
  ledgerOf,
  MAINTAINER,
  memoryOf,
  onIssue,
  push,
  saidComments,
  stateOf,
  useEmulator,
  type Program
} from '../support/loop.js'

const gh = useEmulator()

const RED = { build: 'success', test: 'failure' } as const
const GREEN = { build: 'success', test: 'success' } as const

function fixCase(prefix: string): ChangedFile[] {
  const found = FIX_CASES.find((c) => c.name.startsWith(prefix))
  if (found === undefined) throw new Error(`no fix case ${prefix}`)
  return found.files
}

/** The files as GitHub's compare lists them. */
function entries(files: ChangedFile[]) {
  return files.map((f) => ({
    filename: f.path,
    status: f.status,
    ...(f.patch === null ? {} : { patch: f.patch }),
    ...(f.previousPath === null ? {} : { previous_filename: f.previousPath })
  }))
}

const comparesIn = (requests: typeof gh.requests) =>
  requests.filter((r) => r.path.includes('/compare/'))

/**
 * Red, a fix handed out, then the fixer's commit with this diff goes green. The program has no
 * accept yet: its change is compared from the default branch.
 */
async function fixedWith(name: string, files: ChangedFile[]) {
  const p: Program = addProgram(gh, name)
  const inputs = { ...onIssue(p), fixer: 'command' }
  const red = await iterate(gh, p, RED, inputs)
  expectClean(red.result)
  expect(red.result.outputs.decision).toBe('fix')
  const fixSha = push(gh, p, GREEN)
  gh.store.setComparison('main', fixSha, entries(files))
  const from = gh.requests.length
  const result = await deliver(gh, ciRun(gh, p, fixSha), inputs)
  return { p, result, fixSha, compares: comparesIn(gh.requests.slice(from)), inputs }
}

describe('after a fix, green on weakened checks', () => {
  // One run through the action; each kind's wording is the pure rule's, held by the table in
  // test/unit/accept/weakening.test.ts over the same fixes.
  // An iteration's own weakening (no fix in it) is the reset's pause below; a deleted test
  // module and the other kinds, rows of that table. A maintainer's approve of the head waives
  // this guard as it waives every other (one rule, test/unit/gate/decide.test.ts): the
  // ci-changed case below.
  it("is not accepted: paused with the diff line quoted, and paused again as the iteration's after a reset", async () => {
    const what = 'a test skipped at test/math.test.ts:10'
    const { p, result, fixSha, compares, inputs } = await fixedWith(
      'weak-skipped',
      fixCase('js: skips the failing test')
    )
    expect(result.exitCode).toBe(0)
    expect(result.outputs.decision).toBe('pause')
    expect(result.outputs['pause-reason']).toBe(`fix-weakened-tests: ${what}`)
    expect(compares).toHaveLength(1)
    const state = stateOf(gh, p)
    expect(state.paused).toBe(true)
    expect(state.pauseReason).toBe(`fix-weakened-tests: ${what}`)
    // The branch stays as the fixer left it.
    expect(gh.store.branchSha(p.branch)).toBe(fixSha)
    const pause = eventComments(gh, p).find((c) => c.startsWith('## ⚠️')) ?? ''
    expect(pause).toContain('CI is green, but the fix commits check less than before')
    expect(pause).toContain(`\`${what}\``)
    expect(pause).toContain("```diff\n+it.skip('divides by zero', () => {\n```")

    // A reset restores the budget, not the guard: the same head pauses again, its commits now
    // read as the fresh iteration's, and the pause says so.
    const retry = await dispatch(gh, p, true, { inputs })
    expect(retry.exitCode).toBe(0)
    expect(retry.outputs).toMatchObject({
      decision: 'pause',
      'pause-reason': `weakened-tests: ${what}`
    })
    expect(stateOf(gh, p).pauseReason).toBe(`weakened-tests: ${what}`)
    expect(gh.store.branchSha(p.branch)).toBe(fixSha)
    const again = eventComments(gh, p).findLast((c) => c.startsWith('## ⚠️')) ?? ''
    expect(again).toContain("CI is green, but the iteration's commits check less than before")
  })
})

/** The files a compare lists: each changed by one line, or renamed from another path as it was. */
function changes(...files: Array<string | [string, string]>) {
  return files.map((f) =>
    typeof f === 'string'
      ? {
          filename: f,
          status: 'modified' as const,
          patch: '@@ -1 +1 @@\n-const a = 1\n+const a = 2'
        }
      : { filename: f[0], previous_filename: f[1], status: 'renamed' as const }
  )
}

/**
 * An iteration pushed with these changes since `base`, green: the gate's decision on it, and
 * the compares it asked for (as `base...head`).
 */
async function greenWith(p: Program, base: string, files: ReturnType<typeof changes>) {
  const sha = push(gh, p, GREEN)
  gh.store.setComparison(base, sha, files)
  const from = gh.requests.length
  const result = await deliver(gh, ciRun(gh, p, sha), onIssue(p))
  const compares = comparesIn(gh.requests.slice(from)).map((r) => r.path.split('/compare/')[1])
  return { sha, result, compares }
}

describe('green on a change GitHub cannot show in full, or that changed what CI runs', () => {
  // A first iteration's ci-changed pause, compared from the default branch: what-ran.e2e's lift.
  // A test file alone, and .github whatever ci-config-paths says: the rule's table
  // (test/unit/accept/ci-changes.test.ts).
  // An honest fix (an expectation updated with the code) is a row of the weakening table
  // (test/unit/accept/weakening.test.ts); a fix accepted on green, loop.e2e's red → fix → green.
  // A file GitHub gives no diff of (a test, a setting, a source): the reviewable rule's table
  // (test/unit/accept/reviewable.test.ts).
  it("pauses unreviewable when more than 300 files changed, saying how to approve; only a maintainer approving that head gets it accepted; then an iteration that adds tests and merges a maintainer's test config from the default branch is accepted, compared once from the accepted commit", async () => {
    const p = addProgram(gh, 'ci-jest-config')
    const many = Array.from({ length: 300 }, (_, i) => `src/gen/part${i}.ts`)
    const { sha, result, compares } = await greenWith(p, 'main', changes('jest.config.js', ...many))
    // The first iteration's change compared once, from the default branch.
    expect(compares).toEqual([`main...${sha}`])
    expect(result.exitCode).toBe(0)
    const why = 'GitHub lists only the first 300 files changed'
    const unreviewable = `unreviewable: the change since main: ${why}`
    expect(result.outputs).toMatchObject({ decision: 'pause', 'pause-reason': unreviewable })
    expect(stateOf(gh, p)).toMatchObject({ paused: true, pauseReason: unreviewable })
    expect(memoryOf(gh, p).hold).toEqual({
      kind: 'paused',
      reason: { kind: 'unreviewable', why: unreviewable.slice('unreviewable: '.length) }
    })
    // The pause comment gives the exact command on a line of its own; no fixer ran.
    const pause = saidComments(gh, p).findLast((c) => c.startsWith('## ⚠️')) ?? ''
    expect(pause).toContain(`\n\`\`\`\n/green-gate approve ${sha}\n\`\`\``)
    expect(pause).toContain('the branch stays as it is')

    // A bot's approval is refused by the steering rule (test/unit/steer/apply.test.ts).
    const other = await comment(gh, p.issue, '/green-gate approve 0000000', 'mona')
    expectClean(other.result)
    expect(comments(gh, p).at(-1)?.body).toContain(
      '`/green-gate approve 0000000` approved nothing: `0000000` is not the head the guard paused'
    )
    expect(stateOf(gh, p)).toMatchObject({ paused: true, pauseReason: unreviewable })

    const approve = await comment(gh, p.issue, `/green-gate approve ${sha.slice(0, 7)}`, 'mona')
    expectClean(approve.result)
    expect(approve.result.outputs).toMatchObject({ decision: 'accept', 'head-sha': sha })
    expect(stateOf(gh, p).paused).toBe(false)
    const approval = ledgerOf(gh, p).entries.findLast((e) => e.steer?.command === 'approve')
    expect(approval).toMatchObject({ steer: { by: 'mona' }, memory: { approvedSha: sha } })
    expect(memoryOf(gh, p)).toMatchObject({ acceptedSha: sha, hold: { kind: 'none' } })

    // After the accept, a change is measured from the accepted head: a new test is no CI change,
    // and nor is a test config the agent merged from the default branch, a maintainer's edit.
    const config = 'module.exports = { testTimeout: 10000 }\n'
    gh.store.putFile('main', 'jest.config.js', config, 'longer test timeout', MAINTAINER)
    gh.store.putFile(p.branch, 'jest.config.js', config, 'Merge branch main')
    const merged = await greenWith(p, sha, changes('test/math.test.js', 'jest.config.js'))
    expectClean(merged.result)
    expect(merged.result.outputs.decision).toBe('accept')
    expect(merged.compares).toEqual([`${sha}...${merged.sha}`])
    expect(memoryOf(gh, p).hold).toEqual({ kind: 'none' })
    // A workflow edit, or a test config the head removed while the default branch keeps it,
    // pauses ci-changed all the same: the head's files are not the default branch's (as the
    // agent's own edit of a merged file would not be), rows of the notTheDefaults table
    // (test/unit/accept/ci-changes.test.ts); a workflow edit's pause through the action,
    // what-ran.e2e's gutted head and ci-definition.e2e's.
  })
})
