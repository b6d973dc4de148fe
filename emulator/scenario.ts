// Scenarios on the local GitHub, as the tests, the benchmarks and the demo play them: the state
// branch autoloop keeps, programs with their issue, branch, pull request and state file, pushes
// with their check runs, CI workflow runs with their jobs and logs, the bundled action run on
// the events a workflow would deliver, and the ledger and state file read back. No test framework
// here: a benchmark or the demo runs it as plain Node.
import { createHash } from 'node:crypto'
import { GitHubEmulator, MAINTAINER_USER, type RecordedRequest } from './index.js'
import { dispatchPayload, issueCommentPayload, workflowRunPayload } from './payloads.js'
import { ROOT, runAction, type ActionRun } from './runner.js'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseLedger, serializeLedger } from '../src/rules/ledger/codec.js'
import { sealEntry } from '../src/rules/ledger/chain.js'
import type { Ledger } from '../src/rules/ledger/ledger.js'
import { renderStateTemplate } from '../src/rules/state/index.js'
import { isoSeconds } from '../src/rules/text.js'

export const STATE_BRANCH = 'memory/autoloop'

/** `null` is a check still running. */
export type Checks = Record<string, 'success' | 'failure' | null>

/** A CI job: passed, still running, or failed with this log. */
/** A job's outcome: passed (with the log it printed, when given), still running, or failed. */
export type Job = 'success' | 'running' | { failedWith: string } | { passedWith: string }

export interface Program {
  name: string
  branch: string
  /** The state file's path on the state branch. */
  file: string
  issue: number
  pull: number | null
}

export interface ProgramOptions {
  /**
   * The state file: autoloop's template (default), none yet, a text of the caller's own, or the
   * template as edited by a function (it is rendered with the program's issue and PR).
   */
  state?: 'template' | 'none' | string | ((template: string) => string)
  pull?: boolean
  /**
   * false: the template names no issue, so a run comments only when given the program-issue
   * input. Each comment costs a run seconds (Octokit paces notifying writes 3 s apart), so
   * cases that check no comments leave them out.
   */
  issueRow?: boolean
  /** The branch's first commit; a fresh one unless given. */
  head?: string
  /** The program's branch, for a branch-pattern other than the default; `autoloop/<name>`. */
  branch?: string
  /**
   * The fixer workflow the branch carries: the template as it is (default), a text of the
   * caller's own (an older fixer), or none (a branch made before green-gate was installed).
   */
  fixerWorkflow?: string | false
}

/** The fixer workflow template, as a maintainer copies it into .github/workflows. */
export const FIXER_TEMPLATE = readFileSync(join(ROOT, 'workflows/green-gate-fixer.yml'), 'utf8')

/** Where a branch carries the fixer workflow the gate dispatches. */
export const FIXER_PATH = '.github/workflows/green-gate-fixer.yml'

/** The gate workflow as a maintainer installs it: woken by CI's completion. */
export const GATE_TEMPLATE = readFileSync(join(ROOT, 'workflows/green-gate.yml'), 'utf8')

/** Where the gate workflow lives on the default branch. */
export const GATE_PATH = '.github/workflows/green-gate.yml'

/** Where the repository's CI workflow lives. */
export const CI_PATH = '.github/workflows/ci.yml'

/** The repository's CI as a branch carries it: it runs on a push and can be dispatched. */
export const CI_WORKFLOW = `name: CI
on: [push, workflow_dispatch]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - run: npm test
`

/**
 * The workflows the branch's head holds, as a branch made from an installed default branch has
 * them: CI, and the fixer (the template unless given; false: none, a branch older than it).
 */
export function installWorkflows(
  gh: GitHubEmulator,
  branch: string,
  fixer: string | false = FIXER_TEMPLATE
): void {
  gh.store.placeFiles(branch, {
    [CI_PATH]: CI_WORKFLOW,
    ...(fixer === false ? {} : { [FIXER_PATH]: fixer })
  })
}

/** The SHA a text names: the same text gives the same commit on every run and machine. */
export function seededSha(text: string): string {
  return createHash('sha1').update(text).digest('hex')
}

let commits = 0

/** A fresh commit SHA, as unlike the others as real ones are. */
export function newSha(): string {
  commits += 1
  return seededSha(`green-gate e2e commit ${commits}`)
}

/**
 * A local GitHub with green-gate's workflows on the default branch and the state branch in place,
 * as the autoloop scheduler leaves it.
 */
export async function startScenario(stateHead = newSha()): Promise<GitHubEmulator> {
  const gh = await GitHubEmulator.start()
  gh.store.setBranch(STATE_BRANCH, stateHead)
  // The default branch green-gate was installed on defines CI (and the fixer), as an installed
  // repository's does: the programs' branches are made from it, and a run of CI counts as
  // evidence only when it ran this definition.
  installWorkflows(gh, gh.store.repo.defaultBranch)
  // The gate workflow, whose `on.workflow_run.workflows` names CI before any run is remembered.
  gh.store.placeFiles(gh.store.repo.defaultBranch, { [GATE_PATH]: GATE_TEMPLATE })
  // The maintainer whose commits the tests make: a person with write access.
  gh.store.addUser(MAINTAINER_USER)
  return gh
}

/** An issue, a branch with a first commit, a pull request and (by default) a state file. */
export function addProgram(
  gh: GitHubEmulator,
  name: string,
  options: ProgramOptions = {}
): Program {
  const branch = options.branch ?? `autoloop/${name}`
  const head = options.head ?? newSha()
  gh.store.setBranch(branch, head)
  installWorkflows(gh, branch, options.fixerWorkflow)
  // Autoloop's program issue: labelled, and titled for the program. Without the Issue row it is
  // left unlabelled, so that the gate finds it only through the program-issue input.
  const issue = gh.store.addIssue(
    options.issueRow === false
      ? { title: `[Autoloop] ${name}` }
      : { title: `[Autoloop: ${name}]`, labels: ['autoloop-program'] }
  )
  const pull = options.pull === false ? null : gh.store.addPull({ headRef: branch, headSha: head })
  const program = { name, branch, file: `${name}.md`, issue, pull }
  const state = options.state ?? 'template'
  if (state !== 'none') {
    const template = renderStateTemplate({
      program: name,
      branch,
      issue: options.issueRow === false ? null : issue,
      pr: pull
    })
    const text =
      state === 'template' ? template : typeof state === 'string' ? state : state(template)
    gh.store.putFile(STATE_BRANCH, program.file, text, `autoloop: seed ${name}`)
  }
  return program
}

/** The agent or the fixer pushes a commit (a fresh one unless given) to the program branch. */
export function pushCommit(gh: GitHubEmulator, p: Program, sha = newSha()): string {
  gh.store.setBranch(p.branch, sha)
  return sha
}

/**
 * A push, and CI reports these checks on it: a run of the repository's CI, as the default branch
 * defines it, that is still going while a check is, and failed when one did.
 */
export function push(gh: GitHubEmulator, p: Program, checks: Checks): string {
  const sha = pushCommit(gh, p)
  report(gh, sha, checks)
  const outcomes = Object.values(checks)
  if (outcomes.includes(null)) {
    gh.store.addWorkflowRun({
      name: 'CI',
      headBranch: p.branch,
      headSha: sha,
      status: 'in_progress'
    })
  } else ciRun(gh, p, sha, outcomes.includes('failure'))
  return sha
}

export function report(gh: GitHubEmulator, sha: string, checks: Checks): void {
  for (const [name, conclusion] of Object.entries(checks)) {
    gh.store.addCheckRun({
      headSha: sha,
      name,
      status: conclusion === null ? 'in_progress' : 'completed',
      conclusion
    })
  }
}

/** A completed CI workflow run on `sha`: the run whose completion wakes the gate. */
export function ciRun(gh: GitHubEmulator, p: Program, sha: string, red = false): number {
  return gh.store.addWorkflowRun({
    name: 'CI',
    headBranch: p.branch,
    headSha: sha,
    status: 'completed',
    conclusion: red ? 'failure' : 'success'
  })
}

/**
 * A workflow run on the branch head with these jobs, one check run each; it has completed
 * unless a job is still running. The workflow's file is named for it (`CI`: ci.yml).
 */
export function ciWorkflow(
  gh: GitHubEmulator,
  p: Program,
  jobs: Record<string, Job>,
  name = 'CI'
): number {
  const running = Object.values(jobs).includes('running')
  const failed = Object.values(jobs).some((j) => typeof j === 'object' && 'failedWith' in j)
  const run = gh.store.addWorkflowRun({
    name,
    path: `.github/workflows/${name.toLowerCase()}.yml`,
    headBranch: p.branch,
    headSha: gh.store.branchSha(p.branch) ?? '',
    status: running ? 'in_progress' : 'completed',
    conclusion: running ? null : failed ? 'failure' : 'success'
  })
  for (const [job, outcome] of Object.entries(jobs)) {
    gh.store.addJob({
      runId: run,
      name: job,
      status: outcome === 'running' ? 'in_progress' : 'completed',
      conclusion: outcome === 'running' ? null : jobConclusion(outcome),
      ...(typeof outcome === 'object'
        ? { log: 'failedWith' in outcome ? outcome.failedWith : outcome.passedWith }
        : {})
    })
  }
  return run
}

function jobConclusion(outcome: Exclude<Job, 'running'>): 'success' | 'failure' {
  return outcome === 'success' || 'passedWith' in outcome ? 'success' : 'failure'
}

/** The re-run attempt's queued jobs of a workflow run finish with this conclusion and log. */
export function finishRerun(
  gh: GitHubEmulator,
  runId: number,
  conclusion: 'success' | 'failure',
  log: string
): void {
  const run = gh.store.workflowRun(runId)
  const queued = gh.store.jobsFor(runId).filter((j) => j.runAttempt === run?.runAttempt)
  for (const job of queued) {
    gh.store.updateJob(job.id, { status: 'completed', conclusion })
    gh.store.setJobLog(job.id, log)
  }
  gh.store.updateWorkflowRun(runId, { status: 'completed', conclusion })
}

export interface GateRun {
  result: ActionRun
  /** Every request the emulator answered while this gate run was alive, log downloads included. */
  requests: RecordedRequest[]
}

/** How the gate's own run differs from the runner's defaults. */
export interface GateRunOptions {
  /** The gate's own workflow run id. */
  gateRunId?: number
  /** Files the job checked out before the step, such as `.github/green-gate.yml`. */
  workspaceFiles?: Record<string, string>
}

/**
 * The gate step on a run's `workflow_run completed` event, cold, as a runner starts it, with the
 * requests it made.
 */
export async function deliverWatched(
  gh: GitHubEmulator,
  runId: number,
  inputs: Record<string, string> = {},
  { gateRunId, workspaceFiles }: GateRunOptions = {}
): Promise<GateRun> {
  // Built before the window opens: the payload is GitHub's delivery, not the gate's request.
  const payload = await workflowRunPayload(gh, runId)
  const from = gh.requests.length
  const result = await runAction({
    apiUrl: gh.url,
    eventName: 'workflow_run',
    payload,
    inputs,
    ...(gateRunId === undefined ? {} : { runId: gateRunId }),
    ...(workspaceFiles === undefined ? {} : { workspaceFiles })
  })
  return { result, requests: gh.requests.slice(from) }
}

/** A scheduled sweep, cold, as a runner starts it, with the requests it made. */
export async function sweepWatched(
  gh: GitHubEmulator,
  inputs: Record<string, string> = {}
): Promise<GateRun> {
  const from = gh.requests.length
  const result = await runAction({
    apiUrl: gh.url,
    eventName: 'schedule',
    payload: { schedule: '*/15 * * * *' },
    inputs: { ...inputs, mode: 'sweep' }
  })
  return { result, requests: gh.requests.slice(from) }
}

/**
 * Programs a sweep has nothing to do for, `quiet-000` on from `from`: each in an iteration that
 * started minutes ago, every fourth paused. Without pull requests, as programs between pushes.
 */
export function addQuietPrograms(gh: GitHubEmulator, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    addProgram(gh, `quiet-${String(i).padStart(3, '0')}`, {
      issueRow: false,
      pull: false,
      state: (t) =>
        i % 4 === 0
          ? setRow(setRow(t, 'Paused', 'true'), 'Pause Reason', 'ci-timeout')
          : setRow(t, 'CI Gate Started', isoMinutesAgo(5))
    })
  }
}

/** A maintainer's edit: one Machine State row set to a new value, in place. */
export function setRow(text: string, field: string, value: string): string {
  const row = new RegExp(`^(\\|\\s*${field}\\s*\\|)[^|\\r\\n]*(\\|)`, 'm')
  if (!row.test(text)) throw new Error(`no "${field}" row`)
  return text.replace(row, `$1 ${value} $2`)
}

export function isoMinutesAgo(minutes: number): string {
  return isoSeconds(new Date(Date.now() - minutes * 60_000))
}

/** The gate step on a run's `workflow_run completed` event. */
export async function deliver(
  gh: GitHubEmulator,
  runId: number,
  inputs: Record<string, string> = {},
  gateRunId?: number
): Promise<ActionRun> {
  return (await deliverWatched(gh, runId, inputs, { gateRunId })).result
}

export interface DispatchOptions {
  /** Who dispatched: a login in the store's user registry; default the repository's owner. */
  sender?: string
  /** The retry workflow's other inputs (the gate's settings it passes on). */
  inputs?: Record<string, string>
}

/** The retry workflow's `workflow_dispatch` for the program. */
export async function dispatch(
  gh: GitHubEmulator,
  p: Program,
  reset: boolean,
  options: DispatchOptions = {}
): Promise<ActionRun> {
  return runAction({
    apiUrl: gh.url,
    eventName: 'workflow_dispatch',
    payload: await dispatchPayload(gh, { program: p.name, reset }, undefined, options.sender),
    inputs: { ...options.inputs, program: p.name, reset: String(reset) }
  })
}

/** A scheduled sweep run of the gate, as its own workflow run `gateRunId`. */
export function sweep(
  gh: GitHubEmulator,
  gateRunId: number,
  inputs: Record<string, string> = {}
): Promise<ActionRun> {
  return runAction({
    apiUrl: gh.url,
    eventName: 'schedule',
    payload: {},
    inputs: { mode: 'sweep', ...inputs },
    runId: gateRunId
  })
}

/**
 * The command workflow on a comment's `issue_comment` event (`created`, unless given), as GitHub
 * delivers it, with the requests the action made; the same comment again is a re-delivery.
 */
export async function deliverComment(
  gh: GitHubEmulator,
  commentId: number,
  inputs: Record<string, string> = {},
  action = 'created'
): Promise<GateRun> {
  // Built before the window opens: the payload is GitHub's delivery, not the action's request.
  const payload = await issueCommentPayload(gh, commentId, action)
  const from = gh.requests.length
  const result = await runAction({ apiUrl: gh.url, eventName: 'issue_comment', payload, inputs })
  return { result, requests: gh.requests.slice(from) }
}

/** `login` comments `body` on issue (or pull request) `number`, and the command workflow runs. */
export async function comment(
  gh: GitHubEmulator,
  number: number,
  body: string,
  login: string,
  inputs: Record<string, string> = {}
): Promise<GateRun & { id: number }> {
  const { id } = gh.store.addComment(number, body, login)
  return { id, ...(await deliverComment(gh, id, inputs)) }
}

export interface Iteration {
  sha: string
  runId: number
  result: ActionRun
}

/** One CI iteration: push, checks, the CI run completes, the gate runs on its event. */
export async function iterate(
  gh: GitHubEmulator,
  p: Program,
  checks: Checks,
  inputs: Record<string, string> = {}
): Promise<Iteration> {
  const sha = pushCommit(gh, p)
  report(gh, sha, checks)
  const runId = ciRun(gh, p, sha, Object.values(checks).includes('failure'))
  return { sha, runId, result: await deliver(gh, runId, inputs) }
}

/** The program's state file as it is on the state branch. */
export function stateFileText(gh: GitHubEmulator, p: Program): string {
  const file = gh.store.readFile(STATE_BRANCH, p.file)
  if (file === undefined) throw new Error(`${STATE_BRANCH}:${p.file} does not exist`)
  return file.content
}

/** Where the gate keeps the program's ledger on the state branch. */
export function ledgerPath(p: Program): string {
  return `.green-gate/${p.name}.json`
}

/** The program's ledger as the gate wrote it. */
export function ledgerOf(gh: GitHubEmulator, p: Program): Ledger {
  const file = gh.store.readFile(STATE_BRANCH, ledgerPath(p))
  if (file === undefined) throw new Error(`no ledger for ${p.name}`)
  const parsed = parseLedger(file.content)
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.ledger
}

/**
 * Seeds the passing of time: the iteration's clock started `minutes` ago. The entry is sealed
 * again (no audit key), as if the gate had written it so: a seeded clock is not a tamper.
 */
export function rewindClock(gh: GitHubEmulator, p: Program, minutes: number): void {
  const ledger = ledgerOf(gh, p)
  const last = ledger.entries.at(-1)
  if (last === undefined) throw new Error(`empty ledger for ${p.name}`)
  const before = { ...ledger, entries: ledger.entries.slice(0, -1) }
  const rewound = { ...last, memory: { ...last.memory, clockStarted: isoMinutesAgo(minutes) } }
  gh.store.putFile(
    STATE_BRANCH,
    ledgerPath(p),
    serializeLedger({ ...ledger, entries: [...before.entries, sealEntry(before, rewound, null)] }),
    'seed: time passes'
  )
}
