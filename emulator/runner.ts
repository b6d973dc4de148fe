// Runs the bundled action the way GitHub's runner runs a node action: a child process of
// `node dist/index.js` with INPUT_* for every input declared in action.yml (defaults filled
// in), the GITHUB_* and RUNNER_* variables, and file commands for outputs and the summary.
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { keepRunnerDir } from './runner-dirs.js'
import { runtimeToken } from './runtime-token.js'

/**
 * The emulated server's address. A `.localhost` host, because the toolkit's artifact client
 * refuses any server it takes for GitHub Enterprise Server, and the anchors need it.
 */
export const SERVER_URL = 'https://github.localhost'

/** The token the emulator accepts by default and the harness hands the action. */
export const TEST_TOKEN = 'ghs_test'

export const ROOT = resolve(fileURLToPath(import.meta.url), '../..')
const ACTION_ENTRY = join(ROOT, 'dist/index.js')

export interface ActionRun {
  exitCode: number
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  /** Annotations the action printed (`::error::…`, `::warning::…`), as far as the runner obeys them. */
  annotations: { level: string; message: string }[]
  durationMs: number
}

export interface RunActionOptions {
  apiUrl: string
  serverUrl?: string
  repository?: string
  token?: string
  eventName: 'workflow_run' | 'workflow_dispatch' | string
  payload: unknown
  inputs?: Record<string, string>
  runId?: number
  runAttempt?: number
  workflow?: string
  /** Extra variables, e.g. to point the action at a working directory. */
  env?: Record<string, string>
  /** Files the job checked out before the step, by path in the workspace (e.g. the settings). */
  workspaceFiles?: Record<string, string>
}

let declaredInputs: Promise<Record<string, string>> | undefined

/** Input defaults from action.yml, with `${{ github.token }}` left for the caller to fill. */
function actionDefaults(): Promise<Record<string, string>> {
  declaredInputs ??= readFile(join(ROOT, 'action.yml'), 'utf8').then((text) => {
    const inputs = (parse(text) as { inputs: Record<string, { default?: unknown }> }).inputs
    return Object.fromEntries(
      Object.entries(inputs).map(([name, spec]) => [name, String(spec.default ?? '')])
    )
  })
  return declaredInputs
}

export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const dir = await mkdtemp(join(tmpdir(), 'green-gate-runner-'))
  keepRunnerDir(dir)
  const token = options.token ?? TEST_TOKEN
  const files = {
    event: join(dir, 'event.json'),
    output: join(dir, 'output'),
    summary: join(dir, 'summary.md'),
    env: join(dir, 'env'),
    path: join(dir, 'path'),
    state: join(dir, 'state')
  }
  await writeFile(files.event, JSON.stringify(options.payload, null, 2))
  for (const [path, text] of Object.entries(options.workspaceFiles ?? {})) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), text)
  }
  for (const f of [files.output, files.summary, files.env, files.path, files.state]) {
    await writeFile(f, '')
  }
  const inputs = { ...(await actionDefaults()), ...options.inputs }
  const inputEnv = Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [
      `INPUT_${name.replace(/ /g, '_').toUpperCase()}`,
      value === '${{ github.token }}' ? token : value
    ])
  )
  const env = { ...runnerEnv(options, dir, files), ...inputEnv, ...options.env }
  const started = performance.now()
  const { exitCode, stdout, stderr } = await spawnNode(ACTION_ENTRY, env)
  const durationMs = performance.now() - started
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(files.output, 'utf8')),
    summary: await readFile(files.summary, 'utf8'),
    annotations: [...obeyedLines(stdout).matchAll(/^::(error|warning|notice)[^:]*::(.*)$/gm)].map(
      (m) => ({
        level: m[1] as string,
        message: m[2] as string
      })
    ),
    durationMs
  }
}

type RunnerFiles = Record<'event' | 'output' | 'summary' | 'env' | 'path' | 'state', string>

/** What a runner sets for every step: the GITHUB_*, RUNNER_* and ACTIONS_* variables. */
function runnerEnv(
  options: RunActionOptions,
  dir: string,
  files: RunnerFiles
): Record<string, string> {
  const repository = options.repository ?? 'acme/widgets'
  const runId = options.runId ?? 777000
  const ref = options.env?.GITHUB_REF ?? 'refs/heads/main'
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_ACTION: 'gate',
    GITHUB_ACTOR: 'autoloop-bot',
    GITHUB_API_URL: options.apiUrl,
    GITHUB_GRAPHQL_URL: `${options.apiUrl}/graphql`,
    GITHUB_SERVER_URL: options.serverUrl ?? SERVER_URL,
    GITHUB_REPOSITORY: repository,
    GITHUB_REPOSITORY_OWNER: repository.split('/')[0] ?? '',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    GITHUB_STATE: files.state,
    GITHUB_RUN_ID: String(runId),
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ATTEMPT: String(options.runAttempt ?? 1),
    GITHUB_WORKFLOW: options.workflow ?? 'green-gate',
    // The installed gate workflow's file: the one a CI run wakes.
    GITHUB_WORKFLOW_REF: `${repository}/.github/workflows/green-gate.yml@${ref}`,
    GITHUB_JOB: 'gate',
    GITHUB_REF: ref,
    GITHUB_SHA: '0'.repeat(40),
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: dir,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'green-gate-test-runner',
    RUNNER_TOOL_CACHE: dir,
    // The job's cache and results (artifact) services, as a runner hands them to every step:
    // the emulator's, with a runtime token that names the run and its ref, the scope its cache
    // entries live in and the run its artifacts belong to.
    ACTIONS_CACHE_URL: `${options.apiUrl}/_cache/`,
    ACTIONS_RESULTS_URL: `${options.apiUrl}/`,
    ACTIONS_RUNTIME_TOKEN: runtimeToken({ ref, runId })
  }
}

function spawnNode(
  entry: string,
  env: Record<string, string>
): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d))
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
    child.on('error', reject)
    child.on('close', (code) => resolvePromise({ exitCode: code ?? 1, stdout, stderr }))
  })
}

/**
 * The lines of a step's output the runner reads workflow commands from: none between
 * `::stop-commands::<token>` and the line `::<token>::` that resumes them.
 */
function obeyedLines(stdout: string): string {
  const kept: string[] = []
  let stoppedUntil: string | null = null
  for (const line of stdout.split('\n')) {
    const trimmed = line.trim()
    if (stoppedUntil !== null) {
      if (trimmed === `::${stoppedUntil}::`) stoppedUntil = null
      continue
    }
    const stop = /^::stop-commands::(.+)$/.exec(trimmed)
    if (stop !== null) stoppedUntil = stop[1] as string
    else kept.push(line)
  }
  return kept.join('\n')
}

/** A workflow command's message as the runner reads it back (`%`, CR and LF are escaped). */
export function unescaped(message: string): string {
  return message.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

/** Reads `name<<DELIMITER\nvalue\nDELIMITER` blocks, the format of the runner's GITHUB_OUTPUT file. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '')
    if (heredoc !== null) {
      const [, name = '', delimiter] = heredoc
      const value: string[] = []
      while (++i < lines.length && lines[i] !== delimiter) value.push(lines[i] ?? '')
      outputs[name] = value.join('\n')
      continue
    }
    const plain = /^([^=]+)=(.*)$/.exec(lines[i] ?? '')
    if (plain !== null) outputs[plain[1] ?? ''] = plain[2] ?? ''
  }
  return outputs
}
