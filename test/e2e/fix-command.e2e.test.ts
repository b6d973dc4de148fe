// The fix path end to end, as the templates run it: the bundled action decides `fix` (gate job),
// runs the `fix-command` input in a checkout of the judged commit without any token (fixer job,
// mode fix) and hands the commits back as a bundle, which the push job (mode push) checks in a
// repository of its own and pushes to a real bare repository, never forced. A fixer that hands
// back nothing, or a fix the push job refuses (one that edits a workflow), spends its attempt:
// recorded, and decided again until the budget pauses. What the fixer prints is data: no
// workflow command in it is obeyed. The fixer job restores
// `fix-cache-paths` from the runner's cache service before the command runs and saves them after
// a fix that hands back commits: the second attempt finds what the first one installed. What each
// attempt cost, as the fixer reports it, is recorded, and the attempt that could take the day's
// spending past max-fix-cost is never handed out.
import { describe, expect, it } from '@jest/globals'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { runAction, TEST_TOKEN, type ActionRun } from '../../emulator/runner.js'
import {
  useOrigin,
  checkoutJudged,
  git,
  fixAndPush,
  fixer,
  gitProgram,
  redOnFix,
  messageOf,
  originHead,
  originRefs,
  parentsOf,
  readEnvDump,
  type GateRun,
  deliverRed,
  deliverRun,
  redCi
} from '../support/git-origin.js'
import {
  fieldsOf,
  gateEntries,
  gateMessages,
  memoryOf,
  useEmulator,
  stateOf
} from '../support/loop.js'
import { shortSha } from '../../src/rules/text.js'

const gh = useEmulator()
const origin = useOrigin()

/** The annotations of one level, without the note that the test programs have no issue. */
function annotations(result: ActionRun, level: string): string[] {
  return result.annotations
    .filter((a) => a.level === level && !a.message.startsWith('no program issue'))
    .map((a) => a.message)
}

/**
 * How long the processes a fixer leaves behind would run: far longer than any fix job, so a job
 * that ends before them was not waiting for them, however slow the machine.
 */
const LINGER_S = 300

/** Whether a process still runs (a zombie waiting to be reaped does not). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return !/^\d+ \(.*\) Z /.test(stat)
  } catch {
    return false
  }
}

/**
 * The fixer's output is data: the workflow commands it printed sit between the action's stop and
 * resume commands, and no output, mask, annotation or file command of its own was obeyed.
 */
function expectOutputIsData(fix: ActionRun): void {
  expect(fix.exitCode).toBe(0)
  const { stdout } = fix
  const stop = /^::stop-commands::(green-gate-[0-9a-f]{24})$/m.exec(stdout)
  const token = stop?.[1] ?? ''
  expect(token).not.toBe('')
  const from = stop?.index ?? -1
  const to = stdout.indexOf(`\n::${token}::\n`)
  expect(to).toBeGreaterThan(from)
  for (const printed of ['::add-mask::x', '::error::fake']) {
    const at = stdout.indexOf(`\n${printed}\n`)
    expect(at).toBeGreaterThan(from)
    expect(at).toBeLessThan(to)
  }
  expect(fix.annotations.filter((a) => a.message.includes('fake'))).toEqual([])
  expect(fix.outputs.injected).toBeUndefined()
  expect(fix.outputs['fix-sha']).toBe('')
}

/** A push job's run as the next round's gate: its outputs hand out the re-decided fix. */
function asGate(push: ActionRun, round: GateRun): GateRun {
  return { ...round, result: push }
}

/**
 * The fixer job alone on what a gate run handed out. It holds no token and writes nothing the
 * gate reads, so several commands can be tried on one round without a push job after each.
 */
async function fixJob(
  gate: GateRun,
  command: string,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {}
): Promise<ActionRun> {
  const { program = '', 'head-sha': sha = '', attempt = '' } = gate.result.outputs
  const prompt = gate.result.outputs['fix-prompt-file'] ?? ''
  const runnerTemp = mkdtempSync(join(origin.root, 'runner-'))
  const handed = join(runnerTemp, 'artifact', basename(prompt))
  mkdirSync(join(runnerTemp, 'artifact'))
  copyFileSync(prompt, handed)
  return runAction({
    apiUrl: gh.url,
    serverUrl: origin.serverUrl,
    eventName: 'workflow_run',
    payload: gate.payload,
    inputs: {
      program,
      'head-sha': sha,
      attempt,
      mode: 'fix',
      'github-token': '',
      'fix-command': command,
      'fix-prompt-file': handed,
      ...inputs
    },
    env: { RUNNER_TEMP: runnerTemp, GITHUB_WORKSPACE: checkoutJudged(origin, sha), ...env }
  })
}

/** A type error: a failure other than the first round's, so the second round is a new attempt. */
const TSC_LOG = [
  '##[group]Run npx tsc --noEmit',
  'npx tsc --noEmit',
  '##[endgroup]',
  "src/app.ts(3,7): error TS2339: Property 'size' does not exist on type 'Widget'.",
  '##[error]Process completed with exit code 2.'
].join('\n')

describe('fix-command: a fix that commits', () => {
  // The command is judged on its exit: what it leaves running after a good commit (a `sleep`
  // holding its output open, in its group, out of it) keeps no fix back, and is stopped.
  it('red → the command commits → bundled → verified and pushed → CI dispatched, its cost recorded; red again on the fix → attempt 2 restores the dependency cache the first saved; never forced: its fix, behind a branch that moved meanwhile, is not pushed over it; red on their commit → the attempt that could pass max-fix-cost is not handed out: paused cost-cap', async () => {
    const p = gitProgram(gh, origin, 'fixed')
    const { command, out } = fixer(origin, 'commits', [
      'echo ran >> "$OUT/runs"',
      'rm -f "$OUT/setsid-child"',
      'env -0 > "$OUT/env"',
      'cp "$GREEN_GATE_PROMPT_FILE" "$OUT/prompt.md"',
      'echo "fixer: working on attempt $GREEN_GATE_ATTEMPT"',
      // Installs its "dependencies" unless the cache brought them, and records which it was.
      'if [ -f .deps/lib.txt ]; then echo "hit $(cat .deps/lib.txt)" >> "$OUT/installs"',
      'else mkdir -p .deps && echo "installed by $GREEN_GATE_ATTEMPT" > .deps/lib.txt && echo miss >> "$OUT/installs"; fi',
      'echo "fixed by attempt $GREEN_GATE_ATTEMPT" >> app.txt',
      'git add app.txt',
      'git commit -qm "fix attempt $GREEN_GATE_ATTEMPT"',
      // What the attempt cost, as an agent reports it.
      'printf \'{"cost_usd": 0.4}\' > "$GREEN_GATE_COST_FILE"',
      // Holds the output open, in the command's process group.
      `sleep ${LINGER_S} &`,
      'echo $! > "$OUT/group-child"',
      // Drops the marker variable, but stays in the group.
      `env -i sleep ${LINGER_S} &`,
      'echo $! > "$OUT/bare-env-child"',
      // Leaves the group and the session, and outlives its parent.
      `setsid bash -c 'echo $$ > "$0/setsid-child"; exec sleep ${LINGER_S}' "$OUT" &`,
      'while [ ! -s "$OUT/setsid-child" ]; do sleep 0.05; done',
      'echo "fixer: done"'
    ])
    // A daily cap on what fixes cost: two attempts fit, a third would not.
    const ci = { 'ci-workflow': 'ci.yml', 'max-fix-cost': '1.00', 'fix-cost-estimate': '0.25' }
    // The fixer job's dependency cache, in the runner's cache service (the emulator's, called by
    // the toolkit's own client as on a runner).
    const jobs = {
      fix: { 'fix-cache-paths': '.deps', 'fix-cache-key-files': 'app.txt' },
      fixEnv: { ACTIONS_CACHE_URL: `${gh.url}/_cache/`, ACTIONS_RUNTIME_TOKEN: 'runtime-token' },
      push: ci
    }

    const red = await deliverRed(gh, origin, p, ci)
    expect(red.result.stderr).toBe('')
    expect(red.result.exitCode).toBe(0)
    expect(red.result.outputs).toMatchObject({
      status: 'failure',
      decision: 'fix',
      reason: `CI red on ${shortSha(p.sha)} (test): fix attempt 1/5`,
      'head-sha': p.sha,
      attempt: '1',
      'failure-class': 'test',
      'fix-sha': ''
    })
    expect(red.result.summary).toContain('Fix spending today (UTC): $0.00 of $1.00')
    const promptFile = red.result.outputs['fix-prompt-file'] ?? ''
    expect(JSON.parse(red.result.outputs.fixes ?? '')).toEqual([
      {
        program: p.name,
        'head-sha': p.sha,
        attempt: '1',
        'pr-number': String(p.pull),
        prompt: `fix-prompt-${p.name}-1.md`
      }
    ])
    // The gate job pushed nothing and ran no fixer.
    expect(originHead(origin, p.branch)).toBe(p.sha)
    expect(existsSync(join(out, 'runs'))).toBe(false)

    const { fix, push } = await fixAndPush(gh, origin, red, command, jobs)
    expect(fix.stderr).toBe('')
    expect(fix.exitCode).toBe(0)
    expect(fix.durationMs).toBeLessThan(LINGER_S * 1000)
    expect(fix.stdout).toContain('fixer: done')
    for (const name of ['group-child', 'bare-env-child', 'setsid-child']) {
      const pid = Number(readFileSync(join(out, name), 'utf8'))
      expect(pid).toBeGreaterThan(0)
      expect(running(pid)).toBe(false)
    }
    const fixSha = fix.outputs['fix-sha'] ?? ''
    expect(fixSha).toMatch(/^[0-9a-f]{40}$/)
    expect(fix.outputs['fix-bundle']).toMatch(/green-gate-fix\/fix\.bundle$/)
    expect(annotations(fix, 'warning')).toEqual([])
    // Nothing cached yet: the fix that hands back commits saves what it installed.
    expect(fix.stdout).toMatch(/green-gate: no fix cache for green-gate-fix-Linux-\w+/)
    expect(fix.stdout).toMatch(/green-gate: fix cache saved as green-gate-fix-Linux-\w+/)
    expect(
      gh.store.caches.map((c) => [c.key.startsWith('green-gate-fix-Linux-'), c.committed])
    ).toEqual([[true, true]])
    // The command's output is in the fixer job's log, inside a collapsed group.
    const group = fix.stdout.indexOf('::group::green-gate: fix command\n')
    expect(group).toBeGreaterThan(-1)
    expect(fix.stdout.indexOf('fixer: working on attempt 1\n')).toBeGreaterThan(group)
    expect(fix.stdout.indexOf('::endgroup::', group)).toBeGreaterThan(
      fix.stdout.indexOf('fixer: working on attempt 1')
    )

    expect(push.stderr).toBe('')
    expect(push.exitCode).toBe(0)
    expect(annotations(push, 'warning')).toEqual([])
    expect(push.outputs).toMatchObject({ decision: 'fix', 'fix-sha': fixSha, fixes: '[]' })
    expect(push.stdout).toContain(`green-gate: pushed 1 fix commit(s) to ${p.branch}: ${fixSha}`)
    // The bare repository's branch moved to the fix, one commit on top of the evaluated SHA.
    expect(originHead(origin, p.branch)).toBe(fixSha)
    expect(parentsOf(origin, fixSha)).toEqual([p.sha])
    expect(messageOf(origin, fixSha)).toBe('fix attempt 1')

    // What the fixer saw: the job, the prompt, and no token at all.
    const env = readEnvDump(join(out, 'env'))
    expect(env).toMatchObject({
      GREEN_GATE_ATTEMPT: '1',
      GREEN_GATE_MAX_ATTEMPTS: '5',
      GREEN_GATE_PROGRAM: p.name,
      GREEN_GATE_BRANCH: p.branch,
      GREEN_GATE_HEAD_SHA: p.sha,
      GITHUB_REPOSITORY: 'acme/widgets'
    })
    expect(Object.keys(env).filter((name) => name.startsWith('INPUT_'))).toEqual([])
    expect(Object.entries(env).filter(([, value]) => value.includes(TEST_TOKEN))).toEqual([])
    for (const name of ['OUTPUT', 'ENV', 'PATH', 'STATE', 'STEP_SUMMARY']) {
      expect(env[`GITHUB_${name}`]).toBeUndefined()
    }
    expect(readFileSync(join(out, 'prompt.md'), 'utf8')).toBe(readFileSync(promptFile, 'utf8'))

    // GITHUB_TOKEN pushes start no workflow: the push job dispatched CI on the branch.
    expect(gh.store.dispatches.filter((d) => d.ref === p.branch)).toEqual([
      {
        workflowId: 'ci.yml',
        ref: p.branch,
        inputs: {},
        at: expect.any(String),
        runId: expect.any(Number)
      }
    ])
    expect(stateOf(gh, p)).toMatchObject({ paused: true, ciFixAttempts: 1, ciHeadSha: p.sha })
    // The fixer job read the attempt's cost, and the push job recorded it on attempt 1 and in
    // the day's spending.
    expect(fix.outputs['fix-cost-usd']).toBe('0.4')
    expect(push.outputs['fix-cost-usd']).toBe('0.4')
    const recorded = memoryOf(gh, p)
    expect(recorded.attempts).toMatchObject([{ attempt: 1, costUsd: 0.4, outcome: 'with-fixer' }])
    expect(recorded.spend).toMatchObject({ usd: 0.4, dearestUsd: 0.4 })
    expect(recorded.hold.kind).toBe('fixing')

    // CI fails on the fix in a new way: attempt 2 ($0.40 spent and $0.40 more fit in $1.00), in
    // a fresh checkout of the fix.
    const { run: again } = await redOnFix(gh, origin, p, push, { log: TSC_LOG, inputs: ci })
    expect(again.result.outputs).toMatchObject({ decision: 'fix', attempt: '2' })
    expect(again.result.summary).toContain('Fix spending today (UTC): $0.40 of $1.00')
    // Meanwhile someone else pushes to the branch, on top of the fix the gate judged.
    const theirs = git(origin.bare, [
      '-c',
      'user.name=Someone Else',
      '-c',
      'user.email=else@example.com',
      'commit-tree',
      `${fixSha}^{tree}`,
      '-p',
      fixSha,
      '-m',
      'pushed by someone else'
    ])
    git(origin.bare, ['update-ref', `refs/heads/${p.branch}`, theirs, fixSha])
    gh.store.setBranch(p.branch, theirs)
    const second = await fixAndPush(gh, origin, again, command, jobs)
    expect(second.fix.exitCode).toBe(0)
    expect(second.fix.outputs['fix-sha']).toMatch(/^[0-9a-f]{40}$/)
    // app.txt changed, so its hash did: the entry is found by the prefix, and saved anew.
    expect(second.fix.stdout).toMatch(
      /green-gate: fix cache restored from green-gate-fix-Linux-\w+/
    )
    expect(readFileSync(join(out, 'installs'), 'utf8')).toBe('miss\nhit installed by 1\n')
    expect(gh.store.caches).toHaveLength(2)

    // Never forced: the fix behind the moved branch is not pushed over their commit. The refusal
    // is said, and the gate decides again: the commit it judged is no longer the branch head, so
    // it stands aside; the CI on their commit wakes it again. Accepting on green after fix
    // attempts is loop.e2e's red → fix → green.
    const refused = second.push
    expect(refused.exitCode).toBe(0)
    expect(originHead(origin, p.branch)).toBe(theirs)
    expect(parentsOf(origin, theirs)).toEqual([fixSha])
    expect(refused.outputs['fix-sha']).toBe('')
    expect(annotations(refused, 'warning')).toEqual([
      `the fix on ${shortSha(fixSha)} was not pushed: ${p.branch} moved to ${shortSha(theirs)} after ${shortSha(fixSha)} was judged`
    ])
    expect(refused.outputs.decision).toBe('skip')
    expect(refused.outputs.reason).toMatch(/is no longer the branch head/)
    expect(readFileSync(join(out, 'runs'), 'utf8')).toBe('ran\nran\n')

    // Their commit is red too. The second attempt's cost was recorded with the refusal: $0.80
    // spent, and $0.40 more for the dearest attempt is past $1.00. No third attempt is handed
    // out; the program pauses loudly instead.
    const other = 'FAIL src/other.test.ts\n  ● other › breaks\n'
    const capped = await deliverRun(gh, origin, redCi(gh, p.branch, theirs, other), ci)
    expect(capped.result.exitCode).toBe(0)
    expect(capped.result.outputs).toMatchObject({
      decision: 'pause',
      'pause-reason': 'cost-cap: $0.80 of $1.00',
      fixes: '[]',
      'fix-prompt-file': ''
    })
    expect(capped.result.summary).toContain('Fix spending today (UTC): $0.80 of $1.00')
    expect(capped.result.summary).toContain('<td>$0.40</td>')
    expect(stateOf(gh, p)).toMatchObject({ paused: true, pauseReason: 'cost-cap: $0.80 of $1.00' })
    expect(memoryOf(gh, p).attempts).toHaveLength(2)
    // Each cost in a commit of its own: the first with the pushed fix, the second with the skip.
    expect(gateMessages(gh, p)).toEqual([
      `green-gate: ${p.name} fix attempt 1/5 (test)`,
      `green-gate: ${p.name} fix attempt 1 cost $0.40`,
      `green-gate: ${p.name} fix attempt 2/5 (type)`,
      `green-gate: ${p.name} skip`,
      `green-gate: ${p.name} paused (cost-cap: $0.80 of $1.00)`
    ])
  })
})

describe('fix-command: attempts that do not reach the branch', () => {
  // A command that ends well without a commit hands back nothing the same way: keeper-fixer.e2e's
  // keeper attempt (recorded `no-commit`). Which paths are protected (all of .github by default,
  // protected-paths' globs besides) is the inputs' and the matcher's table
  // (test/unit/settings/parse, test/unit/fix/verify-fix); the push job's other refusals (a merge
  // of foreign history, say) are that table's rows, refused the same way.
  it('a fix that edits a workflow (refused by the push job, the reason in the history), a command past fix-timeout-minutes (stopped with everything it started), one that rewrites history ("does not descend"), a failing command printing workflow commands (none obeyed): none reaches the branch; the attempt counted, decided again, then paused ci-fix-exhausted; the branch untouched', async () => {
    const p = gitProgram(gh, origin, 'no-commit')
    // The first attempt's fix edits a workflow, and changes it back: the net diff is empty, but
    // the commit would still be pushed.
    const { command: workflowEdit } = fixer(origin, 'no-commit-workflow', [
      'echo fix >> app.txt',
      'git commit -qam "fix"',
      'mkdir -p .github/workflows',
      'echo "on: push" > .github/workflows/ci.yml',
      'git add -A',
      'git commit -qm "ci: tweak"',
      'git rm -q .github/workflows/ci.yml',
      'git commit -qm "ci: untweak"'
    ])
    // The second attempt's command outlives the fix timeout, with a child of its own.
    const { command: slow, out: slowOut } = fixer(origin, 'no-commit-slow', [
      `sleep ${LINGER_S} &`,
      'echo $! > "$OUT/child"',
      `sleep ${LINGER_S}`
    ])
    // The third attempt's command rewrites the judged commit instead of building on it.
    const { command: amend, out: amendOut } = fixer(origin, 'no-commit-amend', [
      'echo amended >> app.txt',
      'git commit -qa --amend -m "rewritten"',
      'git rev-parse HEAD > "$OUT/head"'
    ])
    // The last attempt's command commits, prints what a runner would obey, then fails: its
    // commits are not handed back.
    const { command: failing } = fixer(origin, 'no-commit', [
      'echo half a fix >> app.txt',
      'git commit -qam "wip"',
      'echo "fixer: giving up"',
      'echo "::set-output name=fix-sha::0000000000000000000000000000000000000000"',
      'echo "::add-mask::x"',
      'echo "::error::fake"',
      'echo "::warning title=fake::fake warning"',
      // File commands too, when the fixer is handed their paths.
      'if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "injected=yes" >> "$GITHUB_OUTPUT"; fi',
      'if [ -n "${GITHUB_ENV:-}" ]; then echo "NODE_OPTIONS=--require=./x.js" >> "$GITHUB_ENV"; fi',
      // A last line without its line ending.
      "printf 'still thinking...'",
      'exit 3'
    ])
    const refs = originRefs(origin)
    const inputs = { 'max-fix-attempts': '2' }
    const red = await deliverRed(gh, origin, p, inputs)
    const sig = red.result.outputs.signature ?? ''
    expect(sig).not.toBe('')
    const first = await fixAndPush(gh, origin, red, workflowEdit, { push: inputs })
    expect(first.fix.outputs['fix-bundle']).not.toBe('')
    const refused = annotations(first.push, 'warning')
    expect(refused).toEqual([
      expect.stringMatching(
        new RegExp(
          `^the fix on ${shortSha(p.sha)} was not pushed: fix changes a protected path: \`\\.github/workflows/ci\\.yml\` \\(in [0-9a-f]{7}\\)$`
        )
      )
    ])
    expect(originRefs(origin)).toBe(refs)
    // The push job recorded the spent attempt, its reason in the history, and handed out the next.
    expect(first.push.outputs).toMatchObject({
      decision: 'fix',
      attempt: '2',
      'fix-sha': '',
      reason: `CI red on ${shortSha(p.sha)} (test): fix attempt 2/2`
    })
    expect(JSON.parse(first.push.outputs.fixes ?? '')).toHaveLength(1)
    const why = refused[0] ?? ''
    expect(fieldsOf(gateEntries(gh, p)[0])['Previous attempt']).toBe(
      why.slice(why.indexOf('fix changes'))
    )

    // The other commands run as fixer jobs of round 2 alone: the push job takes a fix that hands
    // back nothing the same way whatever the cause, and records it once below.
    const round2 = asGate(first.push, red)
    // The limit is a clock by nature: six seconds leave the command ample time, even on a busy
    // machine, to start its child and say which it is before it is stopped.
    const stopped = await fixJob(round2, slow, { 'fix-timeout-minutes': '0.1' })
    expect(stopped.durationMs).toBeLessThan(LINGER_S * 1000)
    expect(annotations(stopped, 'warning')).toEqual([
      `the fix on ${shortSha(p.sha)} hands back nothing: fix command ran past 0.1 min and was stopped`
    ])
    const child = Number(readFileSync(join(slowOut, 'child'), 'utf8'))
    expect(child).toBeGreaterThan(0)
    expect(running(child)).toBe(false)

    const amended = await fixJob(round2, amend)
    const rewritten = readFileSync(join(amendOut, 'head'), 'utf8').trim()
    expect(annotations(amended, 'warning')).toEqual([
      `the fix on ${shortSha(p.sha)} hands back nothing: fix rewrote history: ${shortSha(rewritten)} does not descend from ${shortSha(p.sha)}`
    ])
    expect(amended.outputs).toMatchObject({ 'fix-sha': '', 'fix-bundle': '' })

    const second = await fixAndPush(gh, origin, round2, failing, { push: inputs })
    expectOutputIsData(second.fix)
    expect(second.fix.stdout).toMatch(/^fixer: giving up$/m)
    // The action's own annotation after the fixer's unended line is still obeyed.
    expect(annotations(second.fix, 'warning')).toEqual([
      `the fix on ${shortSha(p.sha)} hands back nothing: fix command failed (exit 3)`
    ])
    expect(second.fix.outputs['fix-bundle']).toBe('')
    const result = second.push
    expect(annotations(result, 'warning')).toEqual([
      `the fix on ${shortSha(p.sha)} was not pushed: the fixer handed back no commits`
    ])
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({
      status: 'failure',
      decision: 'pause',
      reason: `ci-fix-exhausted: ${sig} — all 2 fix attempts spent; the last one: the fixer handed back no commits`,
      attempt: '2',
      'pause-reason': `ci-fix-exhausted: ${sig}`,
      'fix-sha': '',
      fixes: '[]'
    })
    expect(annotations(result, 'error')).toEqual([
      `green-gate paused ${p.name}: ci-fix-exhausted: ${sig}`
    ])
    expect(originRefs(origin)).toBe(refs)
    expect(stateOf(gh, p)).toMatchObject({
      paused: true,
      pauseReason: `ci-fix-exhausted: ${sig}`,
      ciFixAttempts: 2,
      ciSignature: sig,
      ciHeadSha: p.sha
    })
    const entries = gateEntries(gh, p)
    expect(entries.map((e) => fieldsOf(e).Status)).toEqual([
      expect.stringMatching(/^⚠️ Paused — `ci-fix-exhausted: /),
      ...[2, 1].map((k) => expect.stringMatching(new RegExp(`^🔧 CI fix attempt ${k}/2 on `)))
    ])
    expect(gateMessages(gh, p)).toEqual([
      ...[1, 2].map((k) => `green-gate: ${p.name} fix attempt ${k}/2 (test)`),
      `green-gate: ${p.name} paused (ci-fix-exhausted: ${sig})`
    ])
    expect(gh.store.issueLabels(p.pull ?? 0)).toEqual(['needs-human'])
  })
})
