// The fixer as a run of its own on the program's branch, end to end. The gate dispatches
// green-gate-fixer.yml on autoloop/<program> (the emulator checks the dispatch against the
// branch's copy of the template, as GitHub does); the fixer job runs in that run's environment,
// with the template's own prompt step, and whatever it caches lands in the program branch's
// scope; green-gate-push.yml's job runs on the run's completion and learns which fix it pushes
// from the ledger alone. A branch without a dispatchable fixer pauses instead of waiting.
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { GitHubEmulator } from '../../emulator/index.js'
import { dispatchPayload, workflowRunPayload } from '../../emulator/payloads.js'
import { runAction, type ActionRun } from '../../emulator/runner.js'
import { addProgram, FIXER_TEMPLATE, iterate, STATE_BRANCH } from '../../emulator/scenario.js'
import {
  checkoutJudged,
  deliverRed,
  fixer,
  gitProgram,
  originHead,
  originRefs,
  useOrigin,
  type GitProgram
} from '../support/git-origin.js'
import { ledgerOf, saidComments, stateOf, useEmulator } from '../support/loop.js'
import { ungranted } from '../support/token-permissions.js'

const gh = useEmulator()
const origin = useOrigin()

const FIXER_FILE = 'green-gate-fixer.yml'

/** The dispatches of the fixer on a branch, oldest first. */
function fixerDispatches(branch: string) {
  return gh.store.dispatches.filter((d) => d.workflowId === FIXER_FILE && d.ref === branch)
}

/** The template's own step that turns the prompt input back into the file the agent reads. */
function promptStep(): string {
  const fixerJob = (
    parse(FIXER_TEMPLATE) as { jobs: { fix: { steps: { name?: string; run?: string }[] } } }
  ).jobs.fix
  const step = fixerJob.steps.find((s) => s.name === 'Fix prompt')
  if (step?.run === undefined) throw new Error('the fixer template has no Fix prompt step')
  return step.run
}

/** The fixer job of run `runId`, and the folder its artifact downloads to in the push job. */
async function fixJob(
  p: GitProgram,
  given: Record<string, unknown>,
  runId: number,
  command: string,
  jobInputs: Record<string, string> = {}
): Promise<{ fix: ActionRun; artifact: string; promptFile: string }> {
  const inputs = given as Record<string, string>
  const ref = `refs/heads/${p.branch}`
  const fixTemp = mkdtempSync(join(origin.root, 'runner-'))
  const promptFile = join(fixTemp, 'green-gate-prompt', 'fix-prompt.md')
  execFileSync('bash', ['--norc', '--noprofile', '-eo', 'pipefail', '-c', promptStep()], {
    env: { PATH: process.env.PATH ?? '', PROMPT: inputs.prompt ?? '', PROMPT_FILE: promptFile }
  })
  const fix = await runAction({
    apiUrl: gh.url,
    serverUrl: origin.serverUrl,
    eventName: 'workflow_dispatch',
    payload: await dispatchPayload(gh, inputs, ref),
    runId,
    workflow: 'green-gate fixer',
    inputs: {
      mode: 'fix',
      'github-token': '',
      program: inputs.program ?? '',
      'head-sha': inputs['head-sha'] ?? '',
      attempt: inputs.attempt ?? '',
      'fix-prompt-file': promptFile,
      'fix-command': command,
      ...jobInputs
    },
    env: {
      GITHUB_REF: ref,
      GITHUB_WORKSPACE: checkoutJudged(origin, inputs['head-sha'] ?? ''),
      RUNNER_TEMP: fixTemp
    }
  })
  // The artifact: what the fixer job left in green-gate-fix, downloaded by the push job.
  const artifact = mkdtempSync(join(origin.root, 'artifact-'))
  for (const name of ['fix.bundle', 'fix-cost.json']) {
    const from = join(fixTemp, 'green-gate-fix', name)
    if (existsSync(from)) copyFileSync(from, join(artifact, name))
  }
  return { fix, artifact, promptFile }
}

/** green-gate-push.yml's job on the completion of run `runId`, given its artifact. */
async function pushJob(
  runId: number,
  artifact: string,
  pushInputs: Record<string, string> = {}
): Promise<ActionRun> {
  gh.store.updateWorkflowRun(runId, { status: 'completed', conclusion: 'success' })
  const pushTemp = mkdtempSync(join(origin.root, 'runner-'))
  return runAction({
    apiUrl: gh.url,
    serverUrl: origin.serverUrl,
    eventName: 'workflow_run',
    payload: await workflowRunPayload(gh, runId),
    workflow: 'green-gate push',
    inputs: {
      mode: 'push',
      fixer: 'command',
      'fix-bundle': join(artifact, 'fix.bundle'),
      'fix-cost-file': join(artifact, 'fix-cost.json'),
      ...pushInputs
    },
    env: { RUNNER_TEMP: pushTemp }
  })
}

function committingFixer(name: string) {
  return fixer(origin, name, [
    'mkdir -p .deps && echo cached > .deps/lib.txt',
    'echo "fixed" >> app.txt',
    'git add app.txt',
    'git commit -qm "fix attempt $GREEN_GATE_ATTEMPT"'
  ])
}

describe('a fixer run the gate did not ask for', () => {
  it('pushes nothing for a fixer run the gate did not ask for', async () => {
    const p = gitProgram(gh, origin, 'unasked')
    const before = originRefs(origin)
    // A run dispatched by hand, with made-up inputs: the ledger holds no fix for the program.
    // Its fixer job is any fixer job; what matters is the push job's reading of the run.
    const runId = gh.store.addWorkflowRun({
      name: 'green-gate fixer',
      path: `.github/workflows/${FIXER_FILE}`,
      headBranch: p.branch,
      headSha: p.sha,
      event: 'workflow_dispatch',
      status: 'in_progress'
    })
    const push = await pushJob(runId, mkdtempSync(join(origin.root, 'artifact-')))
    expect(push.exitCode).toBe(0)
    expect(push.outputs.decision).toBe('skip')
    expect(push.outputs.reason).toContain('no ledger')
    expect(originRefs(origin)).toBe(before)
  })
})

describe('agent branches named otherwise than autoloop/', () => {
  it('gates agent/<program> under branch-pattern agent/*: red, the fixer dispatched on the program branch and reaching only its scope, the state file made on first use; the push job believes only the run the gate started: nothing pushed for a run of another file, then the real run pushes the fix; the fixer costs one request more than no fixer: the dispatch, and no read', async () => {
    const settings = { 'branch-pattern': 'agent/*', fixer: 'command' }
    const p = gitProgram(gh, origin, 'agent-red', { branch: 'agent/agent-red', state: false })
    expect(gh.store.readFile(STATE_BRANCH, p.file)).toBeUndefined()

    const redFrom = gh.requests.length
    const red = await deliverRed(gh, origin, p, settings)
    const redRequests = gh.requests.slice(redFrom)
    expect(red.result.exitCode).toBe(0)
    // Each job's permissions, as the templates grant them, cover the calls its action made.
    expect(ungranted('green-gate.yml', 'gate', redRequests)).toEqual([])
    expect(red.result.outputs).toMatchObject({ decision: 'fix', program: p.name, attempt: '1' })
    expect(stateOf(gh, p)).toMatchObject({ branch: p.branch, paused: true, ciFixAttempts: 1 })
    const [dispatch, ...more] = fixerDispatches(p.branch)
    expect(more).toEqual([])
    // The run is on the program's branch, never the default branch, with the fix's own inputs.
    expect(dispatch).toMatchObject({
      ref: p.branch,
      inputs: {
        program: p.name,
        'head-sha': p.sha,
        attempt: '1',
        'pr-number': String(p.pull)
      }
    })

    if (dispatch === undefined) throw new Error('the gate dispatched no fixer')

    // The fixer costs the gate one request more than a twin program's red told of no fixer: the
    // dispatch, and no read.
    const twin = gitProgram(gh, origin, 'agent-none', { branch: 'agent/agent-none', state: false })
    const noneFrom = gh.requests.length
    const none = await deliverRed(gh, origin, twin, { 'branch-pattern': 'agent/*' })
    const noneRequests = gh.requests.slice(noneFrom)
    expect(none.result.outputs).toMatchObject({ decision: 'fix', program: twin.name })
    expect(fixerDispatches(twin.branch)).toEqual([])
    const extra = redRequests.filter((r) => r.path.endsWith('/dispatches'))
    expect(extra.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /repos/acme/widgets/actions/workflows/${FIXER_FILE}/dispatches`
    ])
    expect(redRequests.length - noneRequests.length).toBe(1)
    // The run GitHub made for the gate's dispatch: on the judged commit, by the gate's account.
    expect(gh.store.workflowRun(dispatch.runId)).toMatchObject({
      path: `.github/workflows/${FIXER_FILE}`,
      headSha: p.sha,
      actor: 'github-actions[bot]'
    })
    const { command } = committingFixer('agent-red')
    const fixFrom = gh.requests.length
    const { fix, artifact, promptFile } = await fixJob(
      p,
      dispatch.inputs,
      dispatch.runId,
      command,
      {
        ...settings,
        'fix-cache-paths': '.deps',
        'fix-cache-key-files': 'app.txt'
      }
    )
    expect(ungranted('green-gate-fixer.yml', 'fix', gh.requests.slice(fixFrom))).toEqual([])
    // The prompt the agent reads is the one the gate wrote, whole, through the template's step.
    expect(readFileSync(promptFile, 'utf8')).toBe(
      readFileSync(red.result.outputs['fix-prompt-file'] ?? '', 'utf8')
    )
    expect(fix.exitCode).toBe(0)
    expect(fix.outputs['fix-sha']).toMatch(/^[0-9a-f]{40}$/)
    // What the agent's job saved is in the program branch's scope: nothing the default
    // branch's CI or releases restore.
    expect(gh.store.caches.map((c) => [c.ref, c.committed])).toEqual([
      [`refs/heads/${p.branch}`, true]
    ])
    const before = originRefs(origin)

    // A workflow of the agent's own on the branch, named as the fixer is, dispatched with the
    // same token the gate uses (a branch workflow can do that), carrying the real fix: the push
    // job believes only the run the gate started. Another account's run and an earlier one are
    // the stranger rule's table (test/unit/fix/fixer-workflow.test.ts), and so is a run on
    // another head (what GitHub makes when the branch moved between the dispatch and the run:
    // outstandingFix's table); here, what the push job reads of a run.
    gh.store.placeFiles(p.branch, {
      '.github/workflows/mine.yml': 'name: green-gate fixer\non: workflow_dispatch\njobs: {}\n'
    })
    const mine = gh.store.recordDispatch('mine.yml', p.branch, {})
    const stranger = await pushJob(mine, artifact, settings)
    expect(stranger.exitCode).toBe(0)
    expect(stranger.outputs.decision).toBe('skip')
    expect(stranger.outputs.reason).toMatch(
      /it ran `\.github\/workflows\/mine\.yml`, not \.github\/workflows\/green-gate-fixer\.yml/
    )
    expect(originRefs(origin)).toBe(before)
    expect(ledgerOf(gh, p).entries.at(-1)?.decision).toBe('fix')

    // Then the real run pushes.
    const pushFrom = gh.requests.length
    const push = await pushJob(dispatch.runId, artifact, settings)
    expect(push.exitCode).toBe(0)
    expect(push.outputs).toMatchObject({ decision: 'fix', program: p.name, attempt: '1' })
    expect(ungranted('green-gate-push.yml', 'push', gh.requests.slice(pushFrom))).toEqual([])
    const fixSha = push.outputs['fix-sha'] ?? ''
    expect(originHead(origin, p.branch)).toBe(fixSha)
    expect(fix.outputs['fix-sha']).toBe(fixSha)

    // CI on the pushed fix goes green and the next event accepts it, as any green after a fix
    // attempt: loop.e2e's red → fix → green.
  })
})

describe('a branch without a fixer it can start', () => {
  /** A red iteration on a program whose branch carries `fixer` (false: none). */
  async function redWithout(gh: GitHubEmulator, name: string, fixerText: string | false) {
    const p = addProgram(gh, name, { fixerWorkflow: fixerText })
    const it = await iterate(gh, p, { build: 'success', test: 'failure' }, { fixer: 'command' })
    return { p, run: it.result }
  }

  it('pauses with fixer-missing when the branch predates the fixer, and says what to do', async () => {
    const { p, run } = await redWithout(gh, 'old-branch', false)
    expect(run.exitCode).toBe(0)
    expect(run.outputs.decision).toBe('pause')
    expect(run.outputs['pause-reason']).toBe(
      `fixer-missing: .github/workflows/${FIXER_FILE} is not on ${p.branch}, which predates green-gate's fixer there: merge the default branch into ${p.branch} (or copy the file onto it), then unpause`
    )
    expect(fixerDispatches(p.branch)).toEqual([])
    expect(stateOf(gh, p)).toMatchObject({ paused: true })
    expect(saidComments(gh, p).at(-1)).toContain('fixer-missing')
    expect(ledgerOf(gh, p).entries.at(-1)?.memory.hold).toMatchObject({
      kind: 'paused',
      reason: { kind: 'fixer-missing' }
    })

    // Merged and unpaused, the next red CI dispatches the fixer: the check of the branch's copy
    // is the fixer rule's table, the dispatch every other fix's here.
  })

  // An older copy, one that cannot be dispatched (fixer-changed, say, for one that asks for a
  // write token): rows of the fixer rule's table (test/unit/fix/fixer-workflow.test.ts), read
  // from the branch as the missing one above is.
})
