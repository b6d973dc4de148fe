// The in-runner fix end to end: the bundled action decides `fix`, clones the head branch from a
// real bare repository, runs the `fix-command` input in it, and pushes what the command committed
// (never forced); a command that leaves nothing to push is a failed attempt, recorded and decided
// again until the budget pauses the program.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { GitHubEmulator } from '../../emulator/index.js'
import { TEST_TOKEN, type ActionRun } from '../../emulator/runner.js'
import {
  checkoutDir,
  createOrigin,
  deliverRun,
  fixer,
  gitProgram,
  greenCi,
  messageOf,
  originHead,
  originRefs,
  parentsOf,
  readEnvDump,
  redCi,
  type Origin
} from '../support/git-origin.js'
import { fieldsOf, gateEntries, gateMessages, startEmulator, stateOf } from '../support/loop.js'

let gh: GitHubEmulator
let origin: Origin

beforeAll(async () => {
  gh = await startEmulator()
  origin = createOrigin()
})
afterAll(async () => {
  await gh.close()
  rmSync(origin.root, { recursive: true, force: true })
})

const short = (sha: string) => sha.slice(0, 7)

function warnings(result: ActionRun): string[] {
  return result.annotations.filter((a) => a.level === 'warning').map((a) => a.message)
}

/** The warnings the fix loop raised, one per attempt that left nothing to push. */
function fixWarnings(result: ActionRun): string[] {
  return warnings(result).filter((m) => m.startsWith('fix attempt '))
}

function errors(result: ActionRun): string[] {
  return result.annotations.filter((a) => a.level === 'error').map((a) => a.message)
}

/** Whether a process still runs (a zombie waiting to be reaped does not). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return !/^\d+ \(.*\) Z /.test(stat)
  } catch {
    return false
  }
}

describe('fix-command: a fix that commits', () => {
  it('red → the command commits → pushed without force → CI dispatched → green → accept', async () => {
    const p = gitProgram(gh, origin, 'fixed')
    const { command, out } = fixer(
      origin,
      'commits',
      [
        'echo ran >> "$OUT/runs"',
        'env -0 > "$OUT/env"',
        'cp "$GREEN_GATE_PROMPT_FILE" "$OUT/prompt.md"',
        'echo "fixer: working on attempt $GREEN_GATE_ATTEMPT"',
        'echo "fixed by attempt $GREEN_GATE_ATTEMPT" >> app.txt',
        'git add -A',
        'git commit -qm "fix attempt $GREEN_GATE_ATTEMPT"'
      ].join('\n')
    )
    const inputs = { 'fix-command': command, 'ci-workflow': 'ci.yml' }

    const red = await deliverRun(gh, origin, redCi(gh, p.branch, p.sha), inputs)
    expect(red.result.stderr).toBe('')
    expect(red.result.exitCode).toBe(0)
    expect(errors(red.result)).toEqual([])
    expect(fixWarnings(red.result)).toEqual([])
    const fixSha = red.result.outputs['fix-sha'] ?? ''
    expect(red.result.outputs).toMatchObject({
      status: 'failure',
      decision: 'fix',
      reason: `CI red on ${short(p.sha)} (test): fix attempt 1/5`,
      'head-sha': p.sha,
      attempt: '1',
      'failure-class': 'test'
    })
    expect(fixSha).toMatch(/^[0-9a-f]{40}$/)

    // The bare repository's branch moved to the fix, one commit on top of the evaluated SHA.
    expect(originHead(origin, p.branch)).toBe(fixSha)
    expect(parentsOf(origin, fixSha)).toEqual([p.sha])
    expect(messageOf(origin, fixSha)).toBe('fix attempt 1')
    expect(readFileSync(join(checkoutDir(red, p.name, 1), 'app.txt'), 'utf8')).toBe(
      'version 1\nfixed by attempt 1\n'
    )

    // The command's output is in the log, inside a collapsed group.
    const stdout = red.result.stdout
    const group = stdout.indexOf('::group::green-gate: fix command\n')
    expect(group).toBeGreaterThan(-1)
    expect(stdout.indexOf('fixer: working on attempt 1\n')).toBeGreaterThan(group)
    expect(stdout.indexOf('::endgroup::', group)).toBeGreaterThan(
      stdout.indexOf('fixer: working on attempt 1')
    )
    expect(stdout).toContain(`green-gate: pushed 1 fix commit(s) to ${p.branch}: ${fixSha}`)

    // What the fixer saw: the job, the prompt, and none of the gate's credentials.
    const env = readEnvDump(join(out, 'env'))
    const promptFile = red.result.outputs['fix-prompt-file'] ?? ''
    expect(env).toMatchObject({
      GREEN_GATE_PROMPT_FILE: promptFile,
      GREEN_GATE_ATTEMPT: '1',
      GREEN_GATE_MAX_ATTEMPTS: '5',
      GREEN_GATE_PROGRAM: p.name,
      GREEN_GATE_BRANCH: p.branch,
      GREEN_GATE_HEAD_SHA: p.sha,
      GITHUB_REPOSITORY: 'acme/widgets'
    })
    expect(Object.keys(env).filter((name) => name.startsWith('INPUT_'))).toEqual([])
    expect(env['INPUT_GITHUB-TOKEN']).toBeUndefined()
    expect(Object.entries(env).filter(([, value]) => value.includes(TEST_TOKEN))).toEqual([])
    // Nor the runner's file commands, which set outputs and later steps' environment.
    for (const name of ['OUTPUT', 'ENV', 'PATH', 'STATE', 'STEP_SUMMARY']) {
      expect(env[`GITHUB_${name}`]).toBeUndefined()
    }
    const prompt = readFileSync(join(out, 'prompt.md'), 'utf8')
    expect(prompt).toBe(readFileSync(promptFile, 'utf8'))
    const marker = /^BEGIN (UNTRUSTED-CI-DATA-[0-9A-F]+)$/m.exec(prompt)?.[1] ?? ''
    expect(marker).not.toBe('')
    const excerpt = prompt.slice(prompt.lastIndexOf(`BEGIN ${marker}`))
    expect(excerpt).toContain('Expected: 4')
    expect(excerpt.indexOf('Expected: 4')).toBeLessThan(excerpt.indexOf(`END ${marker}`))

    // GITHUB_TOKEN pushes start no workflow: the gate dispatched CI on the branch.
    expect(gh.store.dispatches.filter((d) => d.ref === p.branch)).toEqual([
      { workflowId: 'ci.yml', ref: p.branch, inputs: {}, at: expect.any(String) }
    ])
    expect(stateOf(gh, p)).toMatchObject({
      paused: false,
      ciFixAttempts: 1,
      ciHeadSha: p.sha
    })

    // CI runs on the pushed fix and goes green: the next event accepts it.
    gh.store.setBranch(p.branch, fixSha)
    const green = await deliverRun(gh, origin, greenCi(gh, p.branch, fixSha), inputs)
    expect(green.result.stderr).toBe('')
    expect(green.result.exitCode).toBe(0)
    expect(green.result.outputs).toMatchObject({
      status: 'success',
      decision: 'accept',
      reason: `CI green on ${short(fixSha)} after 1 fix attempt`,
      'head-sha': fixSha,
      attempt: '1',
      'fix-sha': ''
    })
    expect(fieldsOf(gateEntries(gh, p)[0])).toEqual({
      Status: '✅ Accepted — CI green',
      Commit: `\`${fixSha}\``,
      'CI fix attempts': '1'
    })
    expect(stateOf(gh, p)).toMatchObject({
      paused: false,
      recentStatuses: ['accepted'],
      ciFixAttempts: 0,
      ciHeadSha: fixSha
    })
    expect(gateMessages(gh, p)).toEqual([
      `green-gate: ${p.name} fix attempt 1/5 (test)`,
      `green-gate: ${p.name} accepted`
    ])
    // Accepting ran no fixer and pushed nothing.
    expect(readFileSync(join(out, 'runs'), 'utf8')).toBe('ran\n')
    expect(existsSync(join(green.runnerTemp, 'green-gate'))).toBe(false)
    expect(originHead(origin, p.branch)).toBe(fixSha)
    expect(gh.store.dispatches.filter((d) => d.ref === p.branch)).toHaveLength(1)
  })

  it('never forces: a fix behind a branch that moved meanwhile is not pushed over it', async () => {
    const p = gitProgram(gh, origin, 'moved')
    // While the fixer works, someone else pushes to the branch.
    const { command, out } = fixer(
      origin,
      'moved',
      [
        'git commit -q --allow-empty -m "pushed by someone else"',
        'git push -q origin "HEAD:refs/heads/$GREEN_GATE_BRANCH"',
        'git rev-parse HEAD > "$OUT/theirs"',
        'git reset -q --hard HEAD~1',
        'echo fix >> app.txt',
        'git commit -qam "fix attempt $GREEN_GATE_ATTEMPT"'
      ].join('\n')
    )
    // GitHub's API sees their push as soon as it lands; the emulator learns of it when asked.
    gh.beforeRequest(
      { method: 'GET', path: `/repos/acme/widgets/branches/${p.branch}`, times: 10 },
      () => {
        if (existsSync(join(out, 'theirs'))) {
          gh.store.setBranch(p.branch, readFileSync(join(out, 'theirs'), 'utf8').trim())
        }
      }
    )
    const { result } = await deliverRun(gh, origin, redCi(gh, p.branch, p.sha), {
      'fix-command': command
    })
    const theirs = readFileSync(join(out, 'theirs'), 'utf8').trim()
    expect(originHead(origin, p.branch)).toBe(theirs)
    expect(parentsOf(origin, theirs)).toEqual([p.sha])
    expect(result.outputs['fix-sha']).toBe('')
    // The refused push is said, and the gate decides again: the commit it judged is no longer
    // the branch head, so it stands aside; the CI on their commit wakes it again.
    expect(result.exitCode).toBe(0)
    expect(result.annotations).toContainEqual({
      level: 'warning',
      message: expect.stringMatching(
        /^fix attempt 1 left nothing to push: push refused: git push failed \(exit 1\): ! \[rejected\] HEAD -> autoloop\/moved \((non-fast-forward|fetch first)\)$/
      )
    })
    expect(result.outputs.decision).toBe('skip')
    expect(result.outputs.reason).toMatch(/is no longer the branch head/)
  })
})

describe('fix-command: attempts that leave nothing to push', () => {
  it('no commit: counted, decided again, then paused ci-fix-exhausted; the branch untouched', async () => {
    const p = gitProgram(gh, origin, 'no-commit')
    const refs = originRefs(origin)
    const { result } = await deliverRun(gh, origin, redCi(gh, p.branch, p.sha), {
      'fix-command': 'true',
      'max-fix-attempts': '2'
    })
    expect(result.stderr).toBe('')
    expect(result.exitCode).toBe(0)
    const sig = result.outputs.signature ?? ''
    expect(sig).not.toBe('')
    expect(result.outputs).toMatchObject({
      status: 'failure',
      decision: 'pause',
      reason: `ci-fix-exhausted: ${sig} — all 2 fix attempts spent; the last one: fix command made no commit`,
      attempt: '2',
      'max-attempts': '2',
      'failure-class': 'test',
      'pause-reason': `ci-fix-exhausted: ${sig}`,
      'fix-sha': ''
    })
    expect(fixWarnings(result)).toEqual([
      'fix attempt 1 left nothing to push: fix command made no commit',
      'fix attempt 2 left nothing to push: fix command made no commit'
    ])
    expect(errors(result)).toEqual([`green-gate paused ${p.name}: ci-fix-exhausted: ${sig}`])
    expect(originRefs(origin)).toBe(refs)
    expect(originHead(origin, p.branch)).toBe(p.sha)

    expect(stateOf(gh, p)).toMatchObject({
      paused: true,
      pauseReason: `ci-fix-exhausted: ${sig}`,
      recentStatuses: ['ci-fix-exhausted'],
      ciFixAttempts: 2,
      ciSignature: sig,
      ciHeadSha: p.sha
    })
    const entries = gateEntries(gh, p)
    expect(entries.map((e) => fieldsOf(e).Status)).toEqual([
      `⚠️ Paused — ci-fix-exhausted: ${sig}`,
      '🔧 CI fix attempt 2/2',
      '🔧 CI fix attempt 1/2'
    ])
    expect(fieldsOf(entries[1])['Previous attempt']).toBe('fix command made no commit')
    expect(fieldsOf(entries[2])['Previous attempt']).toBeUndefined()
    expect(fieldsOf(entries[0])['CI fix attempts']).toBe('2/2')
    expect(gateMessages(gh, p)).toEqual([
      `green-gate: ${p.name} fix attempt 1/2 (test)`,
      `green-gate: ${p.name} fix attempt 2/2 (test)`,
      `green-gate: ${p.name} paused (ci-fix-exhausted: ${sig})`
    ])
    expect(gh.store.issueLabels(p.pull ?? 0)).toEqual(['needs-human'])
    expect(gh.store.dispatches.filter((d) => d.ref === p.branch)).toEqual([])
  })

  it('a failing command: its commits are not pushed, and "exit 3" is recorded', async () => {
    const p = gitProgram(gh, origin, 'exit-3')
    const { command } = fixer(
      origin,
      'exit-3',
      [
        'echo half a fix >> app.txt',
        'git commit -qam "wip"',
        'echo "fixer: giving up"',
        'exit 3'
      ].join('\n')
    )
    const refs = originRefs(origin)
    const { result } = await deliverRun(gh, origin, redCi(gh, p.branch, p.sha), {
      'fix-command': command,
      'max-fix-attempts': '2'
    })
    expect(result.exitCode).toBe(0)
    const sig = result.outputs.signature ?? ''
    expect(result.outputs).toMatchObject({
      decision: 'pause',
      reason: `ci-fix-exhausted: ${sig} — all 2 fix attempts spent; the last one: fix command failed (exit 3)`,
      attempt: '2',
      'fix-sha': ''
    })
    expect(fixWarnings(result)).toEqual([
      'fix attempt 1 left nothing to push: fix command failed (exit 3)',
      'fix attempt 2 left nothing to push: fix command failed (exit 3)'
    ])
    expect(result.stdout.match(/^fixer: giving up$/gm)).toHaveLength(2)
    expect(fieldsOf(gateEntries(gh, p)[1])).toMatchObject({
      Status: '🔧 CI fix attempt 2/2',
      'Previous attempt': 'fix command failed (exit 3)'
    })
    expect(originRefs(origin)).toBe(refs)
    expect(stateOf(gh, p)).toMatchObject({ paused: true, ciFixAttempts: 2 })
  })

  it('a command past fix-timeout-minutes is stopped with everything it started', async () => {
    const p = gitProgram(gh, origin, 'too-slow')
    // A background child as well: the whole process group goes, or the run would wait 30 s.
    const { command, out } = fixer(
      origin,
      'too-slow',
      ['sleep 30 &', 'echo $! > "$OUT/child"', 'sleep 30'].join('\n')
    )
    const refs = originRefs(origin)
    const { result } = await deliverRun(gh, origin, redCi(gh, p.branch, p.sha), {
      'fix-command': command,
      'fix-timeout-minutes': '0.02',
      'max-fix-attempts': '1'
    })
    expect(result.durationMs).toBeLessThan(15_000)
    expect(result.exitCode).toBe(0)
    const sig = result.outputs.signature ?? ''
    expect(result.outputs).toMatchObject({
      decision: 'pause',
      reason: `ci-fix-exhausted: ${sig} — all 1 fix attempts spent; the last one: fix command ran past 0.02 min and was stopped`,
      attempt: '1'
    })
    expect(fixWarnings(result)).toEqual([
      'fix attempt 1 left nothing to push: fix command ran past 0.02 min and was stopped'
    ])
    const child = Number(readFileSync(join(out, 'child'), 'utf8'))
    expect(child).toBeGreaterThan(0)
    expect(running(child)).toBe(false)
    expect(originRefs(origin)).toBe(refs)
  })

  it('a command that rewrites history is not pushed: "does not descend"', async () => {
    const p = gitProgram(gh, origin, 'amend')
    const { command, out } = fixer(
      origin,
      'amend',
      [
        'echo amended >> app.txt',
        'git commit -qa --amend -m "rewritten"',
        'git rev-parse HEAD > "$OUT/head"'
      ].join('\n')
    )
    const refs = originRefs(origin)
    const { result } = await deliverRun(gh, origin, redCi(gh, p.branch, p.sha), {
      'fix-command': command,
      'max-fix-attempts': '1'
    })
    expect(result.exitCode).toBe(0)
    const rewritten = readFileSync(join(out, 'head'), 'utf8').trim()
    const why = `fix rewrote history: ${short(rewritten)} does not descend from ${short(p.sha)}`
    expect(fixWarnings(result)).toEqual([`fix attempt 1 left nothing to push: ${why}`])
    expect(result.outputs.reason).toMatch(new RegExp(`; the last one: ${why}$`))
    expect(result.outputs).toMatchObject({ decision: 'pause', 'fix-sha': '' })
    expect(originRefs(origin)).toBe(refs)
    expect(originHead(origin, p.branch)).toBe(p.sha)
  })
})

describe("fix-command: the fixer's output is data", () => {
  it('workflow commands it prints are not obeyed: outputs, masks and annotations stay', async () => {
    const p = gitProgram(gh, origin, 'commands')
    const { command } = fixer(
      origin,
      'commands',
      [
        'echo "::set-output name=decision::accept"',
        'echo "::add-mask::x"',
        'echo "::error::fake"',
        'echo "::warning title=fake::fake warning"',
        // File commands too, when the fixer is handed their paths.
        'if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "decision=accept" >> "$GITHUB_OUTPUT"; fi',
        'if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "injected=yes" >> "$GITHUB_OUTPUT"; fi',
        'if [ -n "${GITHUB_ENV:-}" ]; then echo "NODE_OPTIONS=--require=./x.js" >> "$GITHUB_ENV"; fi',
        'echo fix >> app.txt',
        'git commit -qam "fix attempt $GREEN_GATE_ATTEMPT"'
      ].join('\n')
    )
    const { result } = await deliverRun(gh, origin, redCi(gh, p.branch, p.sha), {
      'fix-command': command
    })
    expect(result.exitCode).toBe(0)
    const { stdout } = result
    const stop = /^::stop-commands::(green-gate-[0-9a-f]{24})$/m.exec(stdout)
    const token = stop?.[1] ?? ''
    expect(token).not.toBe('')
    const from = stop?.index ?? -1
    const to = stdout.indexOf(`\n::${token}::\n`)
    expect(to).toBeGreaterThan(from)
    for (const printed of [
      '::set-output name=decision::accept',
      '::add-mask::x',
      '::error::fake'
    ]) {
      const at = stdout.indexOf(`\n${printed}\n`)
      expect(at).toBeGreaterThan(from)
      expect(at).toBeLessThan(to)
    }
    expect(result.annotations.filter((a) => a.message.includes('fake'))).toEqual([])
    expect(result.outputs.decision).toBe('fix')
    expect(result.outputs.injected).toBeUndefined()
    expect(result.outputs['fix-sha']).toBe(originHead(origin, p.branch))
  })

  it('output that ends mid-line cannot swallow the command that resumes the gate', async () => {
    const p = gitProgram(gh, origin, 'no-newline')
    const { command } = fixer(origin, 'no-newline', "printf 'still thinking...'")
    const { result } = await deliverRun(gh, origin, redCi(gh, p.branch, p.sha), {
      'fix-command': command,
      'max-fix-attempts': '1'
    })
    expect(result.exitCode).toBe(0)
    const sig = result.outputs.signature ?? ''
    expect(result.outputs.decision).toBe('pause')
    // The gate's own annotations after the fixer are still obeyed.
    expect(fixWarnings(result)).toEqual([
      'fix attempt 1 left nothing to push: fix command made no commit'
    ])
    expect(errors(result)).toEqual([`green-gate paused ${p.name}: ci-fix-exhausted: ${sig}`])
  })
})
