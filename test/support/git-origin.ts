// The in-runner fix against real git: a bare repository on disk stands where the gate looks for
// the repository (`${GITHUB_SERVER_URL}/acme/widgets.git` with a file:// server URL), seeded from
// scratch working copies, while the emulator reports the CI runs on what was pushed.
import { expect } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import type { GitHubEmulator } from '../../emulator/index.js'
import { workflowRunPayload } from '../../emulator/payloads.js'
import { installWorkflows } from '../../emulator/scenario.js'
import { ROOT, runAction, type ActionRun } from '../../emulator/runner.js'
import { renderStateTemplate } from '../../src/rules/state/index.js'
import { forTheSuite, STATE_BRANCH, type Program } from './loop.js'

/** A failing jest job's log as GitHub serves it. */
export const JEST_LOG = readFileSync(join(ROOT, 'test/fixtures/logs/jest/first.log'), 'utf8')

/** git with an argument list, and standard input when given: nothing goes through a shell. */
export function git(cwd: string, args: string[], input?: string): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    ...(input === undefined ? {} : { input })
  }).trim()
}

export interface Origin {
  /** Everything the tests write lives under here. */
  root: string
  /** GITHUB_SERVER_URL for the gate: its clone URL is this plus `/acme/widgets.git`. */
  serverUrl: string
  /** The bare repository. */
  bare: string
}

/** The suite's origin repository, made before its first test and removed after its last. */
export function useOrigin(): Origin {
  return forTheSuite(createOrigin, (origin) =>
    rmSync(origin.root, { recursive: true, force: true })
  )
}

export function createOrigin(): Origin {
  const root = mkdtempSync(join(tmpdir(), 'green-gate-origin-'))
  const bare = join(root, 'acme', 'widgets.git')
  mkdirSync(bare, { recursive: true })
  git(bare, ['init', '--bare', '--quiet'])
  return { root, serverUrl: `file://${root}`, bare }
}

/** A fast-import `data` command: the byte count, then the bytes. */
const data = (text: string): string => `data ${Buffer.byteLength(text)}\n${text}\n`

/** A path as fast-import reads one, quoted C-style when it has to be. */
const importPath = (path: string): string =>
  /^"|[\\"\n]/.test(path)
    ? `"${path.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n')}"`
    : path

/**
 * Commits `files` onto a new `branch` of the origin and returns the commit: a root commit, as a
 * scratch working copy's first commit pushed there would be, written by one `git fast-import`
 * (which, like the push, refuses to move a branch that is already there). The commit names its
 * branch, so two programs seeded alike within a second get different commits.
 */
export function seedBranch(
  origin: Origin,
  branch: string,
  files: Record<string, string>,
  message = 'agent: first iteration'
): string {
  // git takes no space in a ref, and the stream is read line by line.
  if (/\s/.test(branch)) throw new Error(`seedBranch: ${JSON.stringify(branch)} is no branch name`)
  const ref = `refs/heads/${branch}`
  const seconds = Math.floor(Date.now() / 1000)
  const stream = [
    `reset ${ref}\n`,
    `commit ${ref}\nmark :1\ncommitter Agent Smith <agent@example.com> ${seconds} +0000\n`,
    data(`${message}\n`),
    ...Object.entries({ ...files, 'BRANCH.txt': `${branch}\n` }).map(
      ([path, content]) => `M 100644 inline ${importPath(path)}\n${data(content)}`
    ),
    'get-mark :1\n'
  ]
  return git(origin.bare, ['fast-import', '--quiet'], stream.join(''))
}

/** The bare repository's branch head, or null when there is no such branch. */
export function originHead(origin: Origin, branch: string): string | null {
  try {
    return git(origin.bare, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}^{commit}`])
  } catch {
    return null
  }
}

/** Every ref of the bare repository with its commit: equal snapshots mean nothing was pushed. */
export function originRefs(origin: Origin): string {
  return git(origin.bare, ['for-each-ref', '--format=%(refname) %(objectname)'])
}

export function parentsOf(origin: Origin, sha: string): string[] {
  return git(origin.bare, ['rev-list', '--parents', '-n', '1', sha]).split(' ').slice(1)
}

export function messageOf(origin: Origin, sha: string): string {
  return git(origin.bare, ['log', '-1', '--format=%B', sha])
}

export interface GitProgramOptions {
  /** Default `autoloop/<name>`. */
  branch?: string
  files?: Record<string, string>
  message?: string
  pull?: { title?: string; labels?: string[] } | false
  /** false: no state file yet, as before the gate's first decision on the program. */
  state?: false
}

/** A program on real commits, and the first of them. */
export type GitProgram = Program & { sha: string }

/**
 * A program whose branch is real commits in the bare repository, with the emulator's branch head
 * on the same commit, a pull request and autoloop's state file (no Issue row: no comments).
 */
export function gitProgram(
  gh: GitHubEmulator,
  origin: Origin,
  name: string,
  options: GitProgramOptions = {}
): GitProgram {
  const branch = options.branch ?? `autoloop/${name}`
  const sha = seedBranch(
    origin,
    branch,
    options.files ?? { 'app.txt': 'version 1\n' },
    options.message
  )
  gh.store.setBranch(branch, sha)
  installWorkflows(gh, branch)
  const pull =
    options.pull === false
      ? null
      : gh.store.addPull({
          headRef: branch,
          headSha: sha,
          ...(options.pull?.title === undefined ? {} : { title: options.pull.title }),
          ...(options.pull?.labels === undefined ? {} : { labels: options.pull.labels })
        })
  const file = `${name}.md`
  if (options.state !== false) {
    const state = renderStateTemplate({ program: name, branch, issue: null, pr: pull })
    gh.store.putFile(STATE_BRANCH, file, state, `autoloop: seed ${name}`)
  }
  return { name, branch, file, issue: 0, pull, sha }
}

export interface CiJob {
  name: string
  conclusion: 'success' | 'failure'
  log?: string
}

/** A completed CI workflow run on `sha` with these jobs (each backed by its check run). */
export function ciRunWithJobs(
  gh: GitHubEmulator,
  branch: string,
  sha: string,
  jobs: CiJob[],
  headRepoFullName?: string
): number {
  const run = gh.store.addWorkflowRun({
    name: 'CI',
    headBranch: branch,
    headSha: sha,
    status: 'completed',
    conclusion: jobs.some((j) => j.conclusion === 'failure') ? 'failure' : 'success',
    ...(headRepoFullName === undefined ? {} : { headRepoFullName })
  })
  for (const job of jobs) {
    gh.store.addJob({
      runId: run,
      name: job.name,
      status: 'completed',
      conclusion: job.conclusion,
      steps: [{ name: 'Run tests', number: 1, status: 'completed', conclusion: job.conclusion }],
      ...(job.log === undefined ? {} : { log: job.log })
    })
  }
  return run
}

/** Red CI: `build` passes, `test` fails with a real jest log (class test). */
export function redCi(gh: GitHubEmulator, branch: string, sha: string, log = JEST_LOG): number {
  return ciRunWithJobs(gh, branch, sha, [
    { name: 'build', conclusion: 'success' },
    { name: 'test', conclusion: 'failure', log }
  ])
}

export function greenCi(gh: GitHubEmulator, branch: string, sha: string): number {
  return ciRunWithJobs(gh, branch, sha, [
    { name: 'build', conclusion: 'success' },
    { name: 'test', conclusion: 'success' }
  ])
}

export interface GateRun {
  result: ActionRun
  /** RUNNER_TEMP of this run: the prompt is written under it. */
  runnerTemp: string
  /** The event the run was given; the fixer and push jobs of the same workflow run share it. */
  payload: Record<string, unknown>
}

let runIds = 900_000

/** Each job its own GITHUB_RUN_ID, as separate workflow runs have. */
function nextRunId(): number {
  runIds += 1
  return runIds
}

/** The bundled action on a workflow_run event, cloning from the bare repository. */
export async function gateOn(
  gh: GitHubEmulator,
  origin: Origin,
  payload: Record<string, unknown>,
  inputs: Record<string, string> = {}
): Promise<GateRun> {
  const runnerTemp = mkdtempSync(join(origin.root, 'runner-'))
  const result = await runAction({
    apiUrl: gh.url,
    serverUrl: origin.serverUrl,
    eventName: 'workflow_run',
    payload,
    inputs,
    runId: nextRunId(),
    env: { RUNNER_TEMP: runnerTemp }
  })
  return { result, runnerTemp, payload }
}

export async function deliverRun(
  gh: GitHubEmulator,
  origin: Origin,
  runId: number,
  inputs: Record<string, string> = {}
): Promise<GateRun> {
  return gateOn(gh, origin, await workflowRunPayload(gh, runId), inputs)
}

/** The gate's run on red CI (`redCi`) of the program's first commit. */
export function deliverRed(
  gh: GitHubEmulator,
  origin: Origin,
  p: GitProgram,
  inputs: Record<string, string> = {}
): Promise<GateRun> {
  return deliverRun(gh, origin, redCi(gh, p.branch, p.sha), inputs)
}

/**
 * CI red again, failing with `log`, on the commit the push job pushed: the emulator's branch head
 * moves to it as GitHub's would, and the gate runs on that CI. Fails unless a commit was pushed.
 */
export async function redOnFix(
  gh: GitHubEmulator,
  origin: Origin,
  p: GitProgram,
  push: ActionRun,
  { log = JEST_LOG, inputs = {} }: { log?: string; inputs?: Record<string, string> } = {}
): Promise<{ fixSha: string; run: GateRun }> {
  const fixSha = push.outputs['fix-sha'] ?? ''
  expect(fixSha).toMatch(/^[0-9a-f]{40}$/)
  gh.store.setBranch(p.branch, fixSha)
  return { fixSha, run: await deliverRun(gh, origin, redCi(gh, p.branch, fixSha, log), inputs) }
}

/**
 * What the fixer job's checkout step leaves: the judged commit, detached, in a clone whose remote
 * is the origin and which holds no credentials.
 */
export function checkoutJudged(origin: Origin, sha: string): string {
  const dir = mkdtempSync(join(origin.root, 'workspace-'))
  git(dir, ['init', '--quiet'])
  git(dir, ['remote', 'add', 'origin', origin.bare])
  git(dir, ['fetch', '--quiet', '--depth=1', 'origin', sha])
  git(dir, ['checkout', '--quiet', '--detach', sha])
  return dir
}

export interface FixSteps {
  /** The fixer job: mode fix, no token, in `workspace`. */
  fix: ActionRun
  /** The push job: mode push with the write token and the fixer's bundle. */
  push: ActionRun
  workspace: string
}

/** What the fixer and push jobs are given beyond what the gate handed out. */
export interface FixJobInputs {
  fix?: Record<string, string>
  push?: Record<string, string>
  /** Where the push job finds the repository, when not at the origin's folder. */
  pushServerUrl?: string
  /** More of the fixer job's environment (the runner's cache service, say). */
  fixEnv?: Record<string, string>
}

/**
 * The templates' fixer and push jobs after a gate run whose outputs (`gate`) handed out a fix:
 * the prompt and the bundle travel between the jobs' separate RUNNER_TEMPs as artifacts do.
 */
export async function fixAndPush(
  gh: GitHubEmulator,
  origin: Origin,
  gate: GateRun,
  fixCommand: string,
  inputs: FixJobInputs = {}
): Promise<FixSteps> {
  const outputs = gate.result.outputs
  const subject = {
    program: outputs.program ?? '',
    'head-sha': outputs['head-sha'] ?? '',
    attempt: outputs.attempt ?? ''
  }
  const job = async (
    jobInputs: Record<string, string>,
    env: Record<string, string>,
    artifacts: ReadonlyArray<{ from: string; name: string }>,
    serverUrl = origin.serverUrl,
    runnerTemp = mkdtempSync(join(origin.root, 'runner-'))
  ): Promise<ActionRun> => {
    const handed = join(runnerTemp, 'artifact')
    mkdirSync(handed)
    for (const artifact of artifacts) {
      if (artifact.from !== '' && existsSync(artifact.from))
        writeFileSync(join(handed, artifact.name), readFileSync(artifact.from))
    }
    return runAction({
      apiUrl: gh.url,
      serverUrl,
      eventName: 'workflow_run',
      payload: gate.payload,
      inputs: Object.fromEntries(
        Object.entries(jobInputs).map(([name, value]) => [
          name,
          value.replace('{artifact}', handed)
        ])
      ),
      runId: nextRunId(),
      env: { RUNNER_TEMP: runnerTemp, ...env }
    })
  }
  const workspace = checkoutJudged(origin, subject['head-sha'])
  const prompt = outputs['fix-prompt-file'] ?? ''
  const fixTemp = mkdtempSync(join(origin.root, 'runner-'))
  const fix = await job(
    {
      ...subject,
      mode: 'fix',
      'github-token': '',
      'fix-command': fixCommand,
      'fix-prompt-file': `{artifact}/${basename(prompt)}`,
      ...inputs.fix
    },
    { GITHUB_WORKSPACE: workspace, ...inputs.fixEnv },
    [{ from: prompt, name: basename(prompt) }],
    origin.serverUrl,
    fixTemp
  )
  // The cost report travels with the bundle, in the same artifact.
  const cost = 'fix-cost.json'
  const push = await job(
    // The templates tell the push job which fixer runs, as they tell the gate: here, a command.
    {
      ...subject,
      mode: 'push',
      fixer: 'command',
      'fix-bundle': '{artifact}/fix.bundle',
      'fix-cost-file': `{artifact}/${cost}`,
      ...inputs.push
    },
    {},
    [
      { from: fix.outputs['fix-bundle'] ?? '', name: 'fix.bundle' },
      { from: join(fixTemp, 'green-gate-fix', cost), name: cost }
    ],
    inputs.pushServerUrl
  )
  return { fix, push, workspace }
}

/**
 * A fix command: a bash script of these lines written to the origin's folder, run by path. `out`
 * is a folder outside every checkout where the script can leave what it saw.
 */
export function fixer(
  origin: Origin,
  name: string,
  lines: readonly string[]
): { command: string; out: string } {
  const dir = join(origin.root, 'fixers')
  const out = join(origin.root, `out-${name}`)
  mkdirSync(dir, { recursive: true })
  mkdirSync(out, { recursive: true })
  const script = join(dir, `${name}.sh`)
  writeFileSync(script, `#!/usr/bin/env bash\nset -eu\nOUT='${out}'\n${lines.join('\n')}\n`)
  return { command: `bash '${script}'`, out }
}

/** `env -0` output as variables. */
export function readEnvDump(file: string): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const entry of readFileSync(file, 'utf8').split('\0')) {
    const eq = entry.indexOf('=')
    if (eq > 0) vars[entry.slice(0, eq)] = entry.slice(eq + 1)
  }
  return vars
}

/** Paths under `dir` (recursively) whose file name starts with `prefix`. */
export function findNamed(dir: string, prefix: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => (path.split('/').at(-1) ?? '').startsWith(prefix))
    .map((path) => join(dir, path))
}
