// Sweep mode end to end: a scheduled run reads every state file, pauses the program whose
// iteration ran past the wall clock, re-evaluates the one a maintainer unpaused, and leaves the
// rest (including a file it cannot read) untouched. Its writes for several programs go out
// together: status edits with their labels in one GraphQL document, comments in one more; a
// write GitHub refuses for one program is that program's warning alone.
import { describe, expect, it } from '@jest/globals'
import { workflowRunPayload } from '../../emulator/payloads.js'
import { runAction, TEST_TOKEN } from '../../emulator/runner.js'
import { runCli } from '../support/run-cli.js'
import { ungranted } from '../support/token-permissions.js'
import { CI_PATH, CI_WORKFLOW, sweep as sweepAs } from '../../emulator/scenario.js'
import { verifyChain } from '../../src/rules/ledger/chain.js'
import {
  addProgram,
  addStalledProgram,
  ciRun,
  ciWorkflow,
  committedFiles,
  errors,
  eventComments,
  isoMinutesAgo,
  iterate,
  ledgerOf,
  memoryOf,
  push,
  pushCommit,
  report,
  rewindClock,
  setRow,
  STATE_BRANCH,
  stateOf,
  stateText,
  statusComment,
  useEmulator,
  type Program
} from '../support/loop.js'

const gh = useEmulator()

/** A test's failing log, as jest prints it. */
const JEST_FAILURE =
  'FAIL test/cart.test.js\n  ● cart › totals\n    expect(received).toBe(expected)\n'

describe('sweep mode', () => {
  it('on a push to the state branch, pauses what timed out, resumes what was unpaused, and touches nothing else', async () => {
    const stalled = addStalledProgram(gh, 'stalled', 'fix')
    const unpaused = addProgram(gh, 'unpaused', {
      issueRow: false,
      state: (t) =>
        setRow(
          setRow(
            setRow(t, 'Pause Reason', 'ci-timeout'),
            'CI Last Event',
            `pause workflow_run/2/1 ${isoMinutesAgo(30)}`
          ),
          'CI Fix Attempts',
          '5'
        )
    })
    push(gh, unpaused, { build: 'success', test: 'success' })
    const healthy = addProgram(gh, 'healthy', {
      issueRow: false,
      state: (t) => setRow(t, 'CI Gate Started', isoMinutesAgo(5))
    })
    const broken = addProgram(gh, 'broken', {
      issueRow: false,
      state: (t) => t.replace('| CI Fix Attempts | 0 |', '| CI Fix Attempts | 0 | 1 |')
    })
    const before = { healthy: stateText(gh, healthy), broken: stateText(gh, broken) }

    // Woken by a push to the state branch, as a maintainer's unpause is (the schedule wakes
    // the sweeps below).
    const from = gh.requests.length
    const result = await runAction({
      apiUrl: gh.url,
      eventName: 'push',
      payload: { ref: `refs/heads/${STATE_BRANCH}`, head_commit: { message: 'unpause' } },
      inputs: { mode: 'sweep' }
    })
    expect(result.exitCode).toBe(0)
    expect(ungranted('green-gate-sweep.yml', 'sweep', gh.requests.slice(from))).toEqual([])
    expect(result.annotations.filter((a) => a.level === 'error')).toEqual([
      { level: 'error', message: 'green-gate paused stalled: ci-timeout' }
    ])
    expect(result.outputs.decision).toBe('pause')
    expect((result.outputs.program ?? '').split(',').sort()).toEqual(['stalled', 'unpaused'])
    expect(stateOf(gh, stalled)).toMatchObject({ paused: true, pauseReason: 'ci-timeout' })
    expect(stateOf(gh, unpaused)).toMatchObject({
      paused: false,
      ciFixAttempts: 0,
      recentStatuses: ['accepted']
    })
    expect(stateText(gh, healthy)).toBe(before.healthy)
    expect(stateText(gh, broken)).toBe(before.broken)
    expect(result.annotations).toContainEqual({
      level: 'warning',
      message: expect.stringMatching(
        /^memory\/autoloop:broken\.md:\d+: field "CI Fix Attempts": expected 2 cells .*; not swept$/
      )
    })
    // Every program it read, at a glance in its job summary, as its decisions left them.
    const table = result.summary.slice(result.summary.indexOf('### green-gate · 3 programs'))
    const row = (program: string) =>
      table.split('\n').find((line) => line.startsWith(`| \`${program}\` |`)) ?? ''
    expect(row('stalled')).toMatch(
      /^\| `stalled` \| ⚠️ paused \| 0 of 5 \| ⚠️ pause \| 20\d\d-\S+Z \| `ci-timeout` \| \[state\]\(\S+\/blob\/memory\/autoloop\/stalled\.md\) · \[commit\]\(\S+\) \|$/
    )
    expect(row('unpaused')).toMatch(
      /^\| `unpaused` \| active \| 0 of 5 \| ✅ accept \| \S+ \| — \| .*\[commit\]/
    )
    expect(row('healthy')).toMatch(/^\| `healthy` \| active \| 0 of 5 \| — \| — \| — \|/)
    expect(row('broken')).toBe('')
    // The command line reads the state branch over the API and prints the same rows.
    const cli = await runCli(
      [
        'status',
        '--all',
        '--token-env',
        'GG_TOKEN',
        '--repository',
        'acme/widgets',
        '--server-url',
        'https://github.localhost'
      ],
      '',
      undefined,
      undefined,
      { ...process.env, GG_TOKEN: TEST_TOKEN, GITHUB_API_URL: gh.url }
    )
    expect(cli.stderr).toBe('')
    const rows = (text: string) => text.split('\n').filter((l) => l.startsWith('| `'))
    expect(rows(cli.stdout)).toEqual(rows(table))
    // Both decisions in one commit, of the two programs' files alone.
    const commits = gh.requests.filter((r) => r.operation === 'GateCommit')
    expect(commits).toHaveLength(1)
    const written = committedFiles(commits[0] as (typeof commits)[number]).map((f) => f.path)
    expect(written.sort()).toEqual([
      '.green-gate/stalled.json',
      '.green-gate/unpaused.json',
      'stalled.md',
      'unpaused.md'
    ])
  })

  it("hands out a fix for every unpaused red program, as the fixer jobs' matrix; pauses the fixes still out past the wall clock on its batched read: a comment and a label each, written together, one commit for both, a refused comment that program's warning alone; repairs their reverted files the same way", async () => {
    // The needs-human label exists (as after any earlier pause): it rides in the comment's edit.
    gh.store.createLabel('needs-human')
    const unpausedRed = (name: string) => {
      const p = addProgram(gh, name, {
        state: (t) =>
          setRow(
            setRow(t, 'Pause Reason', 'ci-fix-exhausted: x'),
            'CI Last Event',
            `pause workflow_run/3/1 ${isoMinutesAgo(30)}`
          )
      })
      const sha = pushCommit(gh, p)
      ciWorkflow(gh, p, { build: 'success', test: { failedWith: JEST_FAILURE } })
      return { p, sha }
    }
    const first = unpausedRed('red-one')
    const second = unpausedRed('red-two')
    // Woken by the autoloop workflow's completion, as the sweep template is.
    const autoloop = gh.store.addWorkflowRun({
      name: 'Autoloop',
      headBranch: 'main',
      headSha: 'f'.repeat(40),
      status: 'completed',
      conclusion: 'success'
    })
    const result = await runAction({
      apiUrl: gh.url,
      eventName: 'workflow_run',
      payload: await workflowRunPayload(gh, autoloop),
      inputs: { mode: 'sweep' }
    })
    expect(result.exitCode).toBe(0)
    const fixes = JSON.parse(result.outputs.fixes ?? '') as Record<string, string>[]
    expect(fixes.sort((a, b) => (a.program ?? '').localeCompare(b.program ?? ''))).toEqual([
      {
        program: 'red-one',
        'head-sha': first.sha,
        attempt: '1',
        'pr-number': String(first.p.pull),
        prompt: 'fix-prompt-red-one-1.md'
      },
      {
        program: 'red-two',
        'head-sha': second.sha,
        attempt: '1',
        'pr-number': String(second.p.pull),
        prompt: 'fix-prompt-red-two-1.md'
      }
    ])
    for (const p of [first.p, second.p]) expect(stateOf(gh, p)).toMatchObject({ ciFixAttempts: 1 })

    // The fixer never pushes, and the clock runs out.
    const held = [first, second]
    const handedOut = new Map<string, string>()
    for (const { p } of held) {
      rewindClock(gh, p, 90)
      handedOut.set(p.name, stateText(gh, p))
    }
    // GitHub refuses the second program's comment: its warning alone, the decision stands.
    gh.faultMutation({
      mutation: 'addComment',
      issue: second.p.issue,
      type: 'UNPROCESSABLE',
      message: 'not allowed here'
    })
    const told = held.map(({ p }) => eventComments(gh, p).length)
    const from = gh.requests.length
    const commitsBefore = gh.store.commits.filter((c) => c.branch === STATE_BRANCH).length
    const timedOut = await sweepAs(gh, 880_001)
    const requests = gh.requests.slice(from)
    expect(timedOut.exitCode).toBe(0)
    for (const { p } of held) {
      expect(stateOf(gh, p)).toMatchObject({ paused: true, pauseReason: 'ci-timeout' })
      const ledger = ledgerOf(gh, p)
      expect(ledger.entries.at(-1)).toMatchObject({
        decision: 'pause',
        pause: { kind: 'ci-timeout' }
      })
      expect(ledger.entries.at(-1)?.memory.attempts.at(-1)?.outcome).toBe('timed-out')
      expect(verifyChain(ledger, null).firstBroken).toBeNull()
      expect(gh.store.issueLabels(p.pull ?? 0)).toContain('needs-human')
      expect(statusComment(gh, p).body).toContain('ci-timeout')
      expect(timedOut.annotations).toContainEqual({
        level: 'error',
        message: `green-gate paused ${p.name}: ci-timeout`
      })
    }
    held.forEach(({ p }, i) => {
      const said = eventComments(gh, p).slice(told[i])
      expect(said).toEqual(p === second.p ? [] : [expect.stringContaining('ci-timeout')])
    })
    // (The file the first case broke is warned of too: not swept.)
    const refusals = timedOut.annotations.filter((a) => a.message.startsWith('could not'))
    expect(refusals).toEqual([
      {
        level: 'warning',
        message: `could not comment on #${second.p.issue}: GitHub GraphQL UNPROCESSABLE while commenting for red-two: not allowed here; the decision stands`
      }
    ])
    // One commit for the two; their status edits with the labels in one request, their
    // comments in one more. The refused comment's failure hides that the label went in with
    // the edit: added again, alone.
    expect(gh.store.commits.filter((c) => c.branch === STATE_BRANCH).length - commitsBefore).toBe(1)
    const by = (op: string) =>
      requests.filter((r) => (r.operation ?? `${r.method} ${r.path}`) === op)
    expect(by('GateCommit')).toHaveLength(1)
    const writes = by('GateWrites')
    expect(
      writes.map((r) => [...JSON.stringify(r.body).matchAll(/w\d+: (\w+)\(/g)].map((m) => m[1]))
    ).toEqual([
      Array<string[]>(2).fill(['updateIssueComment', 'addLabelsToLabelable']).flat(),
      ['addComment', 'addComment'],
      ['addLabelsToLabelable']
    ])
    expect(writes.map((r) => r.graphqlErrors)).toEqual([undefined, ['UNPROCESSABLE'], undefined])
    expect(
      requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))
    ).toHaveLength(0)
    // Nothing else read per program: no program read, pull request, log, compare or author.
    const reads = by('GateProgramsRead').length
    expect(requests).toHaveLength(reads + 1 + 1 + 1 + 3)

    // A memory save copies the files back as they were while the fixes were out: the next sweep
    // renders them again from the ledgers, with a repair comment each (in one request) and
    // nothing else read.
    for (const { p } of held) {
      gh.store.putFile(STATE_BRANCH, p.file, handedOut.get(p.name) ?? '', 'autoloop: memory save')
      expect(stateOf(gh, p).pauseReason).toMatch(/^ci-fix-in-progress: /)
    }
    const again = gh.requests.length
    expect((await sweepAs(gh, 880_002)).exitCode).toBe(0)
    const repairs = gh.requests.slice(again)
    for (const { p } of held) {
      expect(stateOf(gh, p)).toMatchObject({ paused: true, pauseReason: 'ci-timeout' })
    }
    const ops = repairs.map((r) => r.operation ?? `${r.method} ${r.path.replace(/\d+/g, 'n')}`)
    expect(ops.filter((o) => o !== 'GateProgramsRead').sort()).toEqual([
      'GateCommit',
      'GateProgramList',
      'GateWrites'
    ])
  })
  // A sweep that finds nothing due says so: sweep-scale.e2e. A schedule event in gate mode is
  // refused with a clear line: the target rule's table (test/unit/gate/target).
})

// Accept needs a run of CI as the default branch defines it: green checks of other apps, or a run
// of a workflow file the branch changed, are no evidence. The sweep and a retry, which no CI run
// wakes, ask for a run of the CI the gate remembered from the runs that woke it.
describe('CI evidence', () => {
  const lastEntry = (p: Program) => ledgerOf(gh, p).entries.at(-1)
  let sweeps = 0
  /** A scheduled sweep, each its own workflow run. */
  const sweepRun = () =>
    runAction({
      apiUrl: gh.url,
      eventName: 'schedule',
      payload: {},
      inputs: { mode: 'sweep' },
      runId: 990_000 + ++sweeps
    })
  const main = () => gh.store.repo.defaultBranch

  it('accepts in the sweep only on a run of the CI workflow it remembered; never a [skip ci] commit on green third-party checks and another workflow’s run; a maintainer’s edit of CI on the default branch holds no honest branch back; green from a CI file the branch changed pauses', async () => {
    const p = addProgram(gh, 'remembered', { issueRow: false })
    expect((await iterate(gh, p, { test: 'success' })).result.outputs.decision).toBe('accept')
    expect(memoryOf(gh, p).ciWorkflows).toEqual([CI_PATH])
    // Another workflow of the default branch, run and green on a commit: not the CI.
    const lint = { '.github/workflows/lint.yml': 'name: Lint\non: push\njobs: {}\n' }
    gh.store.placeFiles(main(), lint)
    gh.store.placeFiles(p.branch, lint)
    // A commit whose CI run completed, but whose event never reached the gate.
    const tested = pushCommit(gh, p)
    report(gh, tested, { test: 'success' })
    ciRun(gh, p, tested)

    // In the same sweep, another program's commit CI skipped: green from other apps, and the
    // other workflow's run, are no evidence. It remembers no run of CI yet: its CI is the one
    // the gate workflow names.
    const q = addProgram(gh, 'skipped-ci', { issueRow: false })
    gh.store.placeFiles(q.branch, lint)
    const { sha } = gh.store.commitFiles(
      q.branch,
      [{ path: 'README.md', content: 'typo' }],
      'docs: typo [skip ci]'
    )
    gh.store.addCheckRun({
      headSha: sha,
      name: 'cla',
      status: 'completed',
      conclusion: 'success',
      appSlug: 'cla-assistant'
    })
    gh.store.addStatus({ sha, context: 'license/scan', state: 'success' })
    report(gh, sha, { lint: 'success' })
    gh.store.addWorkflowRun({
      name: 'Lint',
      path: '.github/workflows/lint.yml',
      headBranch: q.branch,
      headSha: sha,
      status: 'completed',
      conclusion: 'success'
    })
    // And a program's first green, its branch keeping CI as it was made while a maintainer
    // tightens CI on the default branch: the edit holds no honest branch back.
    const honest = addProgram(gh, 'ci-moved', { issueRow: false })
    const green = push(gh, honest, { test: 'success' })
    // And one whose branch made its CI run less: its run counts as a run of CI only for the
    // change to be judged, and the guard names it (an edit that does not weaken pauses
    // `ci-changed`, ci-definition.e2e).
    const hollowed = addProgram(gh, 'ci-edits', { issueRow: false })
    const hollow = gh.store.commitFiles(
      hollowed.branch,
      [{ path: CI_PATH, content: CI_WORKFLOW.replace('npm test', 'true') }],
      'ci: faster'
    )
    gh.store.setComparison('main', hollow.sha, [
      { filename: CI_PATH, status: 'modified', patch: '-      - run: npm test\n+      - run: true' }
    ])
    report(gh, hollow.sha, { test: 'success' })
    ciRun(gh, hollowed, hollow.sha)
    gh.store.putFile(main(), CI_PATH, `${CI_WORKFLOW}      - run: npm run lint\n`, 'ci: lint')
    const swept = await sweepRun().finally(() =>
      gh.store.putFile(main(), CI_PATH, CI_WORKFLOW, 'ci: as it was')
    )
    expect(lastEntry(p)).toMatchObject({ decision: 'accept', headSha: tested })
    expect(lastEntry(q)).toMatchObject({ decision: 'wait', headSha: sha })
    expect(lastEntry(q)?.reason).toContain('no run of CI')
    expect(lastEntry(honest)).toMatchObject({ decision: 'accept', headSha: green })
    const weakened = `weakened-tests: CI told to check less at ${CI_PATH}:0`
    expect(lastEntry(hollowed)).toMatchObject({ decision: 'pause', headSha: hollow.sha })
    expect(stateOf(gh, hollowed)).toMatchObject({ paused: true, pauseReason: weakened })
    expect(swept.exitCode).toBe(0)
    expect(swept.stderr).toBe('')
    expect(errors(swept)).toEqual([`green-gate paused ${hollowed.name}: ${weakened}`])

    // Past the wall clock, still without a run of CI, it pauses ci-missing: the evidence rule's
    // table (test/unit/checks/ci-evidence.test.ts), the sweep's wall-clock pause the stalled
    // program's above. That the remembered workflow, not the gate workflow's list, is what a
    // later run asks for: the evidence rule's table too.
  })
})
