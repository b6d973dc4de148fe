// Beside the real autoloop: its memory save copies the root-level *.md files of a run's
// start-of-run clone back over the state branch, and its scheduler reads Paused, Pause Reason and
// Recent Statuses by its own rules. The gate's ledger lives outside what the save copies, so a
// reverted file is repaired, the fix loop holds the scheduler off the red branch, and an autoloop
// iteration gets a budget and a clock of its own.
import { describe, expect, it } from '@jest/globals'
import { workflowRunPayload } from '../../emulator/payloads.js'
import { runAction, type ActionRun } from '../../emulator/runner.js'
import {
  addProgram,
  ciRun,
  deliver,
  installWorkflows,
  eventComments,
  iterate,
  memoryOf,
  newSha,
  push,
  report,
  rewindClock,
  setRow,
  useEmulator,
  STATE_BRANCH,
  stateOf,
  stateText,
  type Program
} from '../support/loop.js'
import { schedulerSkips, schedulerState } from '../support/scheduler.js'
import { shortSha } from '../../src/rules/text.js'

const gh = useEmulator()

const RED = { build: 'success', test: 'failure' } as const
const GREEN = { build: 'success', test: 'success' } as const
const AGENT = { name: 'autoloop[bot]', email: 'autoloop@example.com' }

/**
 * One autoloop run as its repo-memory step sees the state branch: the root-level *.md files
 * cloned when it starts, each copied back over the branch when it ends (its own edits, if any,
 * applied to its copy), whatever was written meanwhile.
 */
function autoloopRun(): { save: (edit?: (path: string, text: string) => string) => void } {
  const clone = gh.store
    .listFiles(STATE_BRANCH)
    .filter((path) => !path.includes('/') && path.endsWith('.md'))
    .map((path) => [path, gh.store.readFile(STATE_BRANCH, path)?.content ?? ''] as const)
  return {
    save: (edit = (_path, text) => text) => {
      for (const [path, text] of clone) {
        gh.store.putFile(STATE_BRANCH, path, edit(path, text), 'Update repo memory', AGENT)
      }
    }
  }
}

/** What autoloop's scheduler would do with the program now: run it (null), or why not. */
function scheduler(p: Program): string | null {
  return schedulerSkips(schedulerState(stateText(gh, p)))
}

/** A pushed legacy branch `<branch>-<hex>` of the program, with an open pull request. */
function legacyBranch(p: Program, checks: typeof GREEN): { branch: string; sha: string } {
  const branch = `${p.branch}-3f9a2c1`
  const sha = newSha()
  gh.store.setBranch(branch, sha)
  installWorkflows(gh, branch)
  gh.store.addPull({ headRef: branch, headSha: sha })
  report(gh, sha, checks)
  return { branch, sha }
}

/** The CI run on a branch completes, and the gate runs on its event. */
async function ciOn(branch: string, sha: string): Promise<ActionRun> {
  const runId = gh.store.addWorkflowRun({
    name: 'CI',
    headBranch: branch,
    headSha: sha,
    status: 'completed',
    conclusion: 'success'
  })
  return runAction({
    apiUrl: gh.url,
    eventName: 'workflow_run',
    payload: await workflowRunPayload(gh, runId)
  })
}

let sweeps = 0
/** A scheduled sweep; each is its own workflow run. */
const sweep = () =>
  runAction({
    apiUrl: gh.url,
    eventName: 'schedule',
    payload: {},
    inputs: { mode: 'sweep' },
    runId: 880_000 + ++sweeps
  })

describe('a memory save that reverts the gate’s writes', () => {
  it('attempts rewritten to 0 by a save, and the internal rows edited, still end in stuck on the same failure, written back readable; a save that reverts the pause is undone by the next sweep, and the issue is told', async () => {
    const p = addProgram(gh, 'reverted-attempts')
    const run = autoloopRun()
    // A check name with a pipe: every row must stay readable to the scheduler.
    const red = { build: 'success', 'suite | one': 'failure' } as const
    const first = await iterate(gh, p, red)
    expect(first.result.outputs).toMatchObject({ decision: 'fix', attempt: '1' })
    const sig = first.result.outputs.signature ?? ''
    expect(sig).toContain('|')
    run.save()
    expect(stateOf(gh, p)).toMatchObject({ ciFixAttempts: 0, paused: false })
    const edited = ['CI Fix Attempts', 'CI Signature', 'CI Head SHA', 'CI Gate Started'].reduce(
      (text, field) => setRow(text, field, field === 'CI Fix Attempts' ? '0' : '—'),
      stateText(gh, p)
    )
    gh.store.putFile(STATE_BRANCH, p.file, edited, 'tidy up')

    const pausing = autoloopRun()
    const again = await iterate(gh, p, red)
    expect(again.result.outputs).toMatchObject({
      decision: 'pause',
      'pause-reason': `stuck in CI fix loop: ${sig}`
    })
    expect(stateOf(gh, p)).toMatchObject({
      paused: true,
      ciFixAttempts: 1,
      // A pipe would split the row: the file shows it as ¦.
      ciSignature: sig.replaceAll('|', '¦'),
      ciHeadSha: again.sha
    })
    // The loud pause's reason is what the scheduler reads, in place of the hold's.
    expect(schedulerState(stateText(gh, p))).toMatchObject({
      paused: true,
      pause_reason: `stuck in CI fix loop: ${sig.replaceAll('|', '¦')}`,
      ci_signature: sig.replaceAll('|', '¦'),
      ci_fix_attempts: '1'
    })

    // A save of a run that started before the pause copies the unpaused file back, and the
    // scheduler would run the stuck program again: the next sweep restores the pause from the
    // ledger, and tells the issue.
    const paused = stateOf(gh, p)
    pausing.save()
    expect(stateOf(gh, p)).toMatchObject({ paused: false })
    expect(scheduler(p)).toBeNull()
    expect((await sweep()).exitCode).toBe(0)
    expect(scheduler(p)).toBe(`paused: stuck in CI fix loop: ${sig.replaceAll('|', '¦')}`)
    expect(stateOf(gh, p)).toEqual(paused)
    const repaired = eventComments(gh, p).filter((c) => c.startsWith('♻️'))
    expect(repaired).toHaveLength(1)
    expect(repaired[0]).toContain('a memory save copied an older file over it')
  })

  it('an iteration number reused after a save rolled it back never carries the old accept onto the new head; the fix loop then holds the scheduler, and a legacy branch green meanwhile is skipped and changes nothing', async () => {
    const p = addProgram(gh, 'reused-iteration', { issueRow: false })
    // The agent's Step 5: the iteration's number, and `pending-ci` after the statuses it read.
    const record = (iteration: number): void => {
      const text = stateText(gh, p)
      const statuses = [...stateOf(gh, p).recentStatuses, 'pending-ci'].join(', ')
      const edited = setRow(
        setRow(text, 'Iteration Count', String(iteration)),
        'Recent Statuses',
        statuses
      )
      gh.store.putFile(STATE_BRANCH, p.file, edited, `Iteration ${iteration}`, AGENT)
    }
    record(1)
    await iterate(gh, p, GREEN)
    const run = autoloopRun()
    record(2)
    const accepted = await iterate(gh, p, GREEN)
    expect(accepted.result.outputs.decision).toBe('accept')
    run.save()
    expect(stateOf(gh, p)).toMatchObject({ iterationCount: 1, recentStatuses: ['accepted'] })

    record(2)
    const head = push(gh, p, { ...RED, test: null })
    // A sweep while CI runs on the new head repairs the file and starts the head's clock.
    await sweep()
    expect(stateOf(gh, p).recentStatuses).toEqual(['accepted', 'pending-ci'])
    report(gh, head, RED)
    const red = await deliver(gh, ciRun(gh, p, head, true))
    expect(red.outputs.decision).toBe('fix')
    expect(stateOf(gh, p)).toMatchObject({
      iterationCount: 2,
      ciHeadSha: head,
      recentStatuses: ['accepted', 'pending-ci']
    })
    expect(scheduler(p)).toBe(`paused: ci-fix-in-progress: attempt 1/5 on ${shortSha(head)}`)
    expect(memoryOf(gh, p).hold).toEqual({ kind: 'fixing', attempt: 1, max: 5, sha: head })

    // A legacy branch green while the fix is out is skipped: no commit on the state branch, no
    // comment, the hold and the budget as they were.
    const before = gh.store.listFiles(STATE_BRANCH).map((f) => gh.store.readFile(STATE_BRANCH, f))
    const stateHead = gh.store.branchSha(STATE_BRANCH)
    const said = eventComments(gh, p)
    const legacy = legacyBranch(p, GREEN)
    const skipped = await ciOn(legacy.branch, legacy.sha)
    expect(skipped.outputs).toMatchObject({ program: p.name, decision: 'skip' })
    expect(skipped.outputs.reason).toBe(
      `legacy branch ${legacy.branch} is not ${p.name}'s: ${p.branch} exists`
    )
    expect(gh.store.branchSha(STATE_BRANCH)).toBe(stateHead)
    expect(gh.store.listFiles(STATE_BRANCH).map((f) => gh.store.readFile(STATE_BRANCH, f))).toEqual(
      before
    )
    expect(eventComments(gh, p)).toEqual(said)
    expect(memoryOf(gh, p)).toMatchObject({ hold: { kind: 'fixing', attempt: 1 }, attempts: [{}] })
    // Green on the program branch releases the hold: loop.e2e's red → fix → green.
  })
})

describe('per-iteration budgets', () => {
  it('a higher Iteration Count while the fix loop holds the program starts nothing fresh; an issue-based program’s comments go to its issue', async () => {
    // The program's issue as autoloop makes one: labelled, titled for the program.
    const issue = gh.store.addIssue({ title: 'New iteration!', labels: ['autoloop-program'] })
    const p = addProgram(gh, 'new-iteration', { issueRow: false })
    const run = autoloopRun()
    const red = await iterate(gh, p, RED)
    expect(red.result.outputs.decision).toBe('fix')
    // One comment: the status comment, posted as the decision is committed so the ledger
    // records its id, carrying the fix's words.
    expect(gh.store.issueComments(issue).map((c) => c.body)).toEqual([
      expect.stringMatching(/Fix attempt \*\*1 of 5\*\*[^]*green-gate status/)
    ])
    expect(gh.store.issueComments(p.issue)).toEqual([])
    // The loop was left unfinished hours ago; a save reverted the hold and raised the count.
    // Autoloop runs no iteration on a held program, so the count is not autoloop's to raise:
    // the budget and the clock stand, and the old clock pauses the program.
    rewindClock(gh, p, 180)
    run.save((_path, text) =>
      setRow(setRow(text, 'Iteration Count', '1'), 'Recent Statuses', 'pending-ci')
    )
    const green = await iterate(gh, p, GREEN)
    expect(green.result.outputs).toMatchObject({ decision: 'pause', 'pause-reason': 'ci-timeout' })
    expect(stateOf(gh, p)).toMatchObject({ paused: true, iterationCount: 1 })
    expect(memoryOf(gh, p)).toMatchObject({ iteration: 0 })
  })
})

describe('program names and issues as autoloop has them', () => {
  it('a legacy branch autoloop/<program>-<hex> with no program branch, head of its one open PR, is the program’s; Paused `yes` in its file is read as the scheduler reads it, with a warning naming the line', async () => {
    const p = addProgram(gh, 'legacy', {
      issueRow: false,
      pull: false,
      state: (t) => setRow(t, 'Paused', 'yes')
    })
    const line =
      stateText(gh, p)
        .split('\n')
        .findIndex((l) => l.startsWith('| Paused |')) + 1
    // autoloop works on the legacy branch only when the program's own branch is not there.
    gh.store.deleteBranch(p.branch)
    const { branch, sha } = legacyBranch(p, GREEN)
    const result = await ciOn(branch, sha)
    expect(result.outputs).toMatchObject({ program: 'legacy', decision: 'accept' })
    expect(result.annotations).toContainEqual({
      level: 'warning',
      message: `${STATE_BRANCH}:${p.file}:${line}: "Paused": "yes" reads as false: the autoloop scheduler takes only "true" as true`
    })
    expect(stateOf(gh, p)).toMatchObject({ ciHeadSha: sha, paused: false })
  })
})

describe('the sweep', () => {
  it('trusts the program name: a `Branch | main` row is ignored with a warning; a commit whose CI event never reached the gate is still put on the clock', async () => {
    const lost = addProgram(gh, 'lost-event', { issueRow: false })
    push(gh, lost, { build: null })
    const p = addProgram(gh, 'branch-main', {
      issueRow: false,
      state: (t) => setRow(t, 'Branch', '`main`')
    })
    const mainHead = gh.store.branchSha('main') ?? ''
    report(gh, mainHead, RED)
    const head = push(gh, p, GREEN)
    const result = await sweep()
    expect(result.annotations).toContainEqual({
      level: 'warning',
      message: `${STATE_BRANCH}:${p.file}: Branch row "main" is not a branch of ${p.name} under branch-pattern "autoloop/*"; ignored`
    })
    expect(stateOf(gh, p)).toMatchObject({ ciHeadSha: head })
    expect(memoryOf(gh, p).lastEvent?.decision).toBe('accept')

    // The same sweep started the clock of the commit no CI event told the gate of.
    expect(result.exitCode).toBe(0)
    expect(memoryOf(gh, lost).clockStarted).not.toBeNull()
    // On that clock a later sweep pauses it ci-timeout, as sweep.e2e's stalled program.
  })

  it('finds programs whose state files live in folders', async () => {
    const name = 'nested'
    const sha = newSha()
    const branch = `autoloop/${name}`
    gh.store.setBranch(branch, sha)
    installWorkflows(gh, branch)
    report(gh, sha, GREEN)
    gh.store.addWorkflowRun({
      name: 'CI',
      headBranch: branch,
      headSha: sha,
      status: 'completed',
      conclusion: 'success'
    })
    const path = `programs/${name}/state.md`
    gh.store.putFile(
      STATE_BRANCH,
      path,
      stateText(gh, addProgram(gh, 'nested-seed', { issueRow: false })).replaceAll(
        'nested-seed',
        name
      )
    )
    const result = await runAction({
      apiUrl: gh.url,
      eventName: 'schedule',
      payload: {},
      inputs: { mode: 'sweep', 'state-path': 'programs/{program}/state.md' }
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.program ?? '').toContain(name)
    expect(gh.store.readFile(STATE_BRANCH, path)?.content).toContain(`| CI Head SHA | ${sha} |`)
  })
})

describe('required checks', () => {
  it('a commit whose required check never reported waits, however green the rest', async () => {
    const p = addProgram(gh, 'required', { issueRow: false })
    const { result } = await iterate(gh, p, { lint: 'success' }, { 'required-checks': 'test' })
    expect(result.outputs).toMatchObject({ status: 'pending', decision: 'wait' })
    expect(result.outputs.reason).toMatch(/required check not reported yet: test/)
    // The check once reported counts like any other: the required rule's table
    // (test/unit/checks/required).
  })
})
