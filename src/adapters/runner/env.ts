// What the runner tells a node action through its environment, read in one place.
import { oneLine } from '../../rules/untrusted.js'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { GateError } from '../../rules/errors.js'
import { parseEvent } from './event.js'
import type { GateEvent } from '../../rules/event.js'

export interface Repository {
  owner: string
  repo: string
}

export interface RunnerContext {
  repository: Repository
  event: GateEvent
  /** This gate run, so its own check runs can be told apart from the CI being judged. */
  runId: number | null
  runAttempt: number
  serverUrl: string
  /** The runner's per-job scratch folder: the fix prompt is written there. */
  runnerTemp: string
  /** Where the job checked out the repository: the fixer works there. */
  workspace: string
  /** The running workflow's file (from GITHUB_WORKFLOW_REF); null when the runner gave none. */
  workflowPath: string | null
}

type Env = Readonly<Record<string, string | undefined>>

export function readRunnerContext(env: Env = process.env): RunnerContext {
  const repository = parseRepository(required(env, 'GITHUB_REPOSITORY'))
  const eventName = required(env, 'GITHUB_EVENT_NAME')
  const eventPath = required(env, 'GITHUB_EVENT_PATH')
  return {
    repository,
    event: parseEvent(eventName, readPayload(eventPath), eventPath),
    runId: positiveInt(env.GITHUB_RUN_ID),
    runAttempt: positiveInt(env.GITHUB_RUN_ATTEMPT) ?? 1,
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
    runnerTemp: env.RUNNER_TEMP || tmpdir(),
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    workflowPath: workflowPathOf(env.GITHUB_WORKFLOW_REF)
  }
}

/** `owner/repo/.github/workflows/x.yml@refs/heads/main`: the file's path in the repository. */
function workflowPathOf(ref: string | undefined): string | null {
  const path = /^[^/]+\/[^/]+\/(\.github\/workflows\/[^@]+)@/.exec(ref ?? '')?.[1]
  return path ?? null
}

function required(env: Env, name: string): string {
  const value = env[name]
  if (value === undefined || value === '') {
    throw new GateError(`${name} is not set: green-gate runs as a step of a GitHub Actions job`)
  }
  return value
}

function parseRepository(value: string): Repository {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(value)
  if (match === null) throw new GateError(`GITHUB_REPOSITORY must be "owner/name", got "${value}"`)
  return { owner: match[1] as string, repo: match[2] as string }
}

function readPayload(path: string): unknown {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable'
    throw new GateError(`${path}: cannot read the event payload (${code})`)
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new GateError(
      `${path}: the event payload is not valid JSON (${oneLine((error as Error).message)})`
    )
  }
}

function positiveInt(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null
}
