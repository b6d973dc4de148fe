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
  errors,
  installWorkflows,
  eventComments,
  fieldsOf,
  gateEntries,
  iterate,
  ledgerOf,
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
  comments,
  expectClean,
  gateMessages,
  saidComments,
  statusComment,
  stateWrites,
  type Checks,
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
  it('the first red’s event delivered again is skipped and counts once; attempts rewritten to 0 by a save, and the internal rows edited, still end in stuck on the same failure (paused, labelled, a loud comment, an error), written back readable; a save that reverts the pause is undone by the next sweep, and the issue is told; that sweep trusts the program name (a `Branch | main` row is ignored with a warning) and puts on the clock a commit whose CI event never reached the gate', async () => {
    const p = addProgram(gh, 'reverted-attempts')
    const run = autoloopRun()
    // A check name with a pipe: every row must stay readable to the scheduler.
    const red = { build: 'success', 'suite | one': 'failure' } as const
    const first = await iterate(gh, p, red)
    expect(first.result.outputs).toMatchObject({ decision: 'fix', attempt: '1' })
    const sig = first.result.outputs.signature ?? ''
    expect(sig).toContain('|')
    const after = stateText(gh, p)
    const told = comments(gh, p)

    // The same event delivered again: skipped, nothing written, no comment.
    const redelivered = await deliver(gh, first.runId)
    expectClean(redelivered)
    expect(redelivered.outputs).toMatchObject({
      decision: 'skip',
      reason: `event workflow_run/${first.runId}/1 was already handled (fix)`,
      attempt: '1'
    })
    expect(stateText(gh, p)).toBe(after)
    expect(stateWrites(gh, p)).toHaveLength(1)
    expect(comments(gh, p)).toEqual(told)
    run.save()
    expect(stateOf(gh, p)).toMatchObject({ ciFixAttempts: 0, paused: false })
    const edited = ['CI Fix Attempts', 'CI Signature', 'CI Head SHA', 'CI Gate Started'].reduce(
      (text, field) => setRow(text, field, field === 'CI Fix Attempts' ? '0' : '—'),
      stateText(gh, p)
    )
    gh.store.putFile(STATE_BRANCH, p.file, edited, 'tidy up')

    // The fixer pushed a new commit, and the same check fails again.
    const pausing = autoloopRun()
    const again = await iterate(gh, p, red)
    expect(again.result.exitCode).toBe(0)
    expect(again.result.outputs).toMatchObject({
      status: 'failure',
      decision: 'pause',
      reason: `stuck in CI fix loop: ${sig} — fix attempt 1 left the same failure`,
      attempt: '1',
      'pause-reason': `stuck in CI fix loop: ${sig}`
    })
    expect(errors(again.result)).toEqual([
      `green-gate paused ${p.name}: stuck in CI fix loop: ${sig}`
    ])
    expect(again.result.summary).toContain('green-gate: pause</h2>')
    expect(again.result.summary).toContain(`stuck in CI fix loop: ${sig}`)
    expect(again.result.stdout).toContain(
      `\n::error title=green-gate paused the program::green-gate paused ${p.name}: stuck in CI fix loop: ${sig}\n`
    )
    expect(stateOf(gh, p)).toMatchObject({
      paused: true,
      pauseReason: `stuck in CI fix loop: ${sig.replaceAll('|', '¦')}`,
      recentStatuses: ['ci-fix-exhausted'],
      ciFixAttempts: 1,
      // A pipe would split the row: the file shows it as ¦.
      ciSignature: sig.replaceAll('|', '¦'),
      ciHeadSha: again.sha
    })
    expect(fieldsOf(gateEntries(gh, p)[0]).Status).toMatch(/^⚠️ Paused — `stuck in CI fix loop: /)
    expect(memoryOf(gh, p).attempts.map((a) => a.outcome)).toEqual(['same-failure'])
    expect(gh.store.issueLabels(p.pull ?? 0)).toEqual(['needs-human'])
    expect(gateMessages(gh, p)).toEqual([
      `green-gate: ${p.name} fix attempt 1/5 (unknown)`,
      `green-gate: ${p.name} paused (stuck in CI fix loop: ${sig})`
    ])
    const loud = saidComments(gh, p).findLast((c) => c.startsWith('## ⚠️')) ?? ''
    expect(loud).toMatch(new RegExp(`^## ⚠️ green-gate paused \`${p.name}\`\n`))
    expect(loud).toContain(`**\`stuck in CI fix loop: ${sig}\`**`)
    expect(loud).toContain(`Failure signature: \`${sig}\``)
    expect(loud).toContain(`Commit [\`${shortSha(again.sha)}\`]`)
    expect(loud).toContain('the pull request is labelled `needs-human`')
    expect(loud).toContain(`set \`| Paused | false |\` in [\`${STATE_BRANCH}:${p.file}\`]`)
    expect(loud).toContain(`\`program: ${p.name}\` and \`reset: true\``)
    expect(statusComment(gh, p).body).toContain('| Paused | yes: `stuck in CI fix loop: ')
    // A maintainer's edit lifts it: the next red gets a fresh budget (trust.e2e's maintainer
    // lift), the same failure too (the old signature forgotten: the decide table's unpause), and
    // needs-human is removed (loop.e2e's reset).
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
    // Two more programs for that sweep: one whose state file names `main` as its branch, and
    // one with a commit whose CI event never reached the gate.
    const lost = addProgram(gh, 'lost-event', { issueRow: false })
    push(gh, lost, { build: null })
    const named = addProgram(gh, 'branch-main', {
      issueRow: false,
      state: (t) => setRow(t, 'Branch', '`main`')
    })
    report(gh, gh.store.branchSha('main') ?? '', RED)
    const head = push(gh, named, GREEN)
    const swept = await sweep()
    expect(swept.exitCode).toBe(0)
    expect(scheduler(p)).toBe(`paused: stuck in CI fix loop: ${sig.replaceAll('|', '¦')}`)
    expect(stateOf(gh, p)).toEqual(paused)
    const repaired = eventComments(gh, p).filter((c) => c.startsWith('♻️'))
    expect(repaired).toHaveLength(1)
    expect(repaired[0]).toContain('a memory save copied an older file over it')

    // The program name is trusted, not the row: the program's own branch is judged.
    expect(swept.annotations).toContainEqual({
      level: 'warning',
      message: `${STATE_BRANCH}:${named.file}: Branch row "main" is not a branch of ${named.name} under branch-pattern "autoloop/*"; ignored`
    })
    expect(stateOf(gh, named)).toMatchObject({ ciHeadSha: head })
    expect(memoryOf(gh, named).lastEvent?.decision).toBe('accept')
    // The commit no CI event told the gate of is on the clock; on that clock a later sweep
    // pauses it ci-timeout, as sweep.e2e's stalled program.
    expect(memoryOf(gh, lost).clockStarted).not.toBeNull()
  })

  it('an iteration number reused after a save rolled it back never carries the old accept onto the new head; the fix loop then holds the scheduler, a legacy branch green meanwhile is skipped and changes nothing, and a higher Iteration Count while the fix loop holds the program starts nothing fresh: past the wall clock it pauses ci-timeout, however green; an issue-based program’s comments go to its issue', async () => {
    // The program's issue as autoloop makes one for an issue-based program: labelled, titled
    // for the program.
    const issue = gh.store.addIssue({ title: 'Reused iteration!', labels: ['autoloop-program'] })
    // Iteration 1 accepted before the gate kept a ledger.
    const p = addProgram(gh, 'reused-iteration', {
      issueRow: false,
      state: (t) => setRow(setRow(t, 'Iteration Count', '1'), 'Recent Statuses', 'accepted')
    })
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
    const run = autoloopRun()
    record(2)
    const accepted = await iterate(gh, p, GREEN)
    expect(accepted.result.outputs.decision).toBe('accept')
    run.save()
    expect(stateOf(gh, p)).toMatchObject({ iterationCount: 1, recentStatuses: ['accepted'] })

    record(2)
    const head = push(gh, p, { ...RED, test: null })
    report(gh, head, RED)
    const holding = autoloopRun()
    // The red run repairs the rolled-back file and decides on the new head alone. (A sweep that
    // repairs a file, and starts the clock of a head whose CI still runs: the first case's.)
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

    // The loop was left unfinished hours ago; a save reverted the hold and raised the count.
    // Autoloop runs no iteration on a held program, so the count is not autoloop's to raise:
    // the budget and the clock stand, and the old clock pauses the program. (Green on the
    // program branch in time releases the hold: loop.e2e's red → fix → green.)
    rewindClock(gh, p, 180)
    holding.save((_path, text) => setRow(text, 'Iteration Count', '3'))
    expect(scheduler(p)).toBeNull()
    const rewound = Date.parse(memoryOf(gh, p).clockStarted ?? '')
    const minutesAt = (at: number) => Math.floor((at - rewound) / 60_000)
    const sent = minutesAt(Date.now())
    const green = await iterate(gh, p, GREEN)
    const ended = minutesAt(Date.now())
    expect(green.result.exitCode).toBe(0)
    expect(green.result.outputs).toMatchObject({
      status: 'success',
      decision: 'pause',
      attempt: '1',
      'pause-reason': 'ci-timeout'
    })
    // Whatever CI says, past the 60-minute wall clock the iteration pauses ci-timeout, as the
    // run counted the minutes: 180 when it was sent, more by its end on a slow machine.
    const reason = /^ci-timeout — iteration running (\d+) min, past the 60 min wall clock$/
    expect(green.result.outputs.reason).toMatch(reason)
    const minutes = Number(reason.exec(green.result.outputs.reason ?? '')?.[1])
    expect(sent).toBe(180)
    expect(minutes).toBeGreaterThanOrEqual(sent)
    expect(minutes).toBeLessThanOrEqual(ended)
    expect(errors(green.result)).toEqual([`green-gate paused ${p.name}: ci-timeout`])
    expect(stateOf(gh, p)).toMatchObject({
      paused: true,
      pauseReason: 'ci-timeout',
      // The pause settles the iteration the gate counts, not the one the save raised the count
      // to: that one's `pending-ci` stays (a pause's status elsewhere: the stuck program above).
      recentStatuses: ['accepted', 'pending-ci'],
      iterationCount: 3
    })
    expect(fieldsOf(gateEntries(gh, p)[0]).Status).toMatch(/^⚠️ Paused — `ci-timeout` on /)
    expect(gh.store.issueLabels(p.pull ?? 0)).toEqual(['needs-human'])
    expect(memoryOf(gh, p)).toMatchObject({ iteration: 2 })
    // Every comment went to the program's issue, the fix's words among them.
    expect(gh.store.issueComments(p.issue)).toEqual([])
    expect(gh.store.issueComments(issue).map((c) => c.body)).toContainEqual(
      expect.stringContaining('Fix attempt **1 of 5**')
    )
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
  it('finds programs whose state files live in folders; a commit whose required check never reported waits, however green the rest', async () => {
    /** A program whose state file lives in its folder, its head with these checks and a CI run. */
    const nested = (name: string, checks: Checks) => {
      const sha = newSha()
      const branch = `autoloop/${name}`
      gh.store.setBranch(branch, sha)
      installWorkflows(gh, branch)
      report(gh, sha, checks)
      gh.store.addWorkflowRun({
        name: 'CI',
        headBranch: branch,
        headSha: sha,
        status: 'completed',
        conclusion: 'success'
      })
      const seed = addProgram(gh, `${name}-seed`, { issueRow: false })
      const p: Program = { ...seed, name, branch, file: `programs/${name}/state.md` }
      gh.store.putFile(STATE_BRANCH, p.file, stateText(gh, seed).replaceAll(seed.name, name))
      return { sha, p }
    }
    const found = nested('nested', GREEN)
    const required = nested('nested-required', { lint: 'success' })
    const result = await runAction({
      apiUrl: gh.url,
      eventName: 'schedule',
      payload: {},
      inputs: {
        mode: 'sweep',
        'state-path': 'programs/{program}/state.md',
        'required-checks': 'test'
      }
    })
    expect(result.exitCode).toBe(0)
    expect((result.outputs.program ?? '').split(',').sort()).toEqual(['nested', 'nested-required'])
    expect(stateText(gh, found.p)).toContain(`| CI Head SHA | ${found.sha} |`)
    const waited = ledgerOf(gh, required.p).entries.at(-1)
    expect(waited).toMatchObject({ decision: 'wait', headSha: required.sha })
    expect(waited?.reason).toMatch(/required check not reported yet: test/)
    // The check once reported counts like any other: the required rule's table
    // (test/unit/checks/required).
  })
})
