// The fix loop as the api-requests and runner-time rows drive it: one program on a fresh local
// GitHub (state file with its Issue and PR rows, a program issue, an open pull request), CI
// pushes whose jobs run and then finish, and the bundled gate run cold on each finished run.
// Everything is seeded: the same scenario makes the same commits, ids, logs and therefore the
// same requests on every run and machine.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GitHubEmulator } from '../emulator/index.js'
import { ROOT, type ActionRun } from '../emulator/runner.js'
import {
  addProgram,
  ciWorkflow,
  deliverWatched,
  pushCommit,
  seededSha,
  startScenario,
  type GateRun,
  type Program
} from '../emulator/scenario.js'

export { STATE_BRANCH, type GateRun } from '../emulator/scenario.js'
export const PROGRAM = 'bench'
export const BRANCH = `autoloop/${PROGRAM}`

/** How long CI takes per push in the timeline every row compares against. */
export const CI_MINUTES = 10

/**
 * A real jest failure, and the same failure rerun with its lines moved: the gate must sign both
 * alike, which is what makes the second one "stuck".
 */
export const RED_LOG = 'test/fixtures/logs/jest/first.log'

/** The end of a green test job's log: the inventory the gate seals at the accept. */
const GREEN_TEST_LOG = [
  '2026-12-01T10:00:00.0000000Z ##[group]Run npm test',
  '2026-12-01T10:00:03.0000000Z Test Suites: 4 passed, 4 total',
  '2026-12-01T10:00:03.0000000Z Tests:       28 passed, 28 total',
  ''
].join('\n')
export const RED_AGAIN_LOG = 'test/fixtures/logs/jest/first-rerun.log'

/** What CI reports on one push: green, or the `test` job failing with one of the logs above. */
export type Outcome = 'green' | 'red' | 'red-again'

export interface Expected {
  decision: 'accept' | 'fix' | 'pause'
  status: 'success' | 'failure'
  /** Checked against the pause-reason output; a pause for any other reason is a wrong answer. */
  pauseReason?: RegExp
}

export interface Scenario {
  id: 'green' | 'fix' | 'stuck' | 'fix-busy' | 'green-keyed' | 'fix-keyed' | 'stuck-keyed'
  title: string
  /** The gate's inputs besides the defaults (the audit key, for the anchored ledger). */
  inputs?: Record<string, string>
  /** Comments people left on the program issue before the gate's first run. */
  earlierComments?: number
  /** One entry per push; each push's CI run completing wakes the gate once. */
  pushes: { outcome: Outcome; expected: Expected }[]
}

const ACCEPT: Expected = { decision: 'accept', status: 'success' }
/** With an audit key the ledger is sealed and each decision anchored: one lookup more a run. */
const KEYED = { 'audit-key': 'bench-audit-key-0123456789' }
const FIX: Expected = { decision: 'fix', status: 'failure' }
const STUCK: Expected = {
  decision: 'pause',
  status: 'failure',
  pauseReason: /^stuck in CI fix loop: /
}

export const SCENARIOS: readonly Scenario[] = [
  { id: 'green', title: 'green on first try', pushes: [{ outcome: 'green', expected: ACCEPT }] },
  {
    id: 'fix',
    title: 'red → fix → green',
    pushes: [
      { outcome: 'red', expected: FIX },
      { outcome: 'green', expected: ACCEPT }
    ]
  },
  {
    id: 'stuck',
    title: 'red → stuck pause',
    pushes: [
      { outcome: 'red', expected: FIX },
      { outcome: 'red-again', expected: STUCK }
    ]
  },
  {
    // What the gate does on the issue must not grow with the discussion on it.
    id: 'fix-busy',
    title: 'red → fix → green, 1000 earlier comments on the issue',
    earlierComments: 1000,
    pushes: [
      { outcome: 'red', expected: FIX },
      { outcome: 'green', expected: ACCEPT }
    ]
  },
  {
    id: 'green-keyed',
    title: 'green on first try, audit-key set',
    inputs: KEYED,
    pushes: [{ outcome: 'green', expected: ACCEPT }]
  },
  {
    id: 'fix-keyed',
    title: 'red → fix → green, audit-key set',
    inputs: KEYED,
    pushes: [
      { outcome: 'red', expected: FIX },
      { outcome: 'green', expected: ACCEPT }
    ]
  },
  {
    id: 'stuck-keyed',
    title: 'red → stuck pause, audit-key set',
    inputs: KEYED,
    pushes: [
      { outcome: 'red', expected: FIX },
      { outcome: 'red-again', expected: STUCK }
    ]
  }
]

export interface Push {
  sha: string
  runId: number
  outcome: Outcome
  /** `test` fails on a red push; the builds always pass. */
  jobs: { builds: number[]; test: number }
}

/** CI's jobs besides `test`: `build` alone, as in most projects, or numbered when there are many. */
function buildNames(count: number): string[] {
  return count === 1 ? ['build'] : Array.from({ length: count }, (_, i) => `build ${i + 1}`)
}

const logs = new Map<string, string>()
function fixtureLog(path: string): string {
  let text = logs.get(path)
  if (text === undefined) logs.set(path, (text = readFileSync(join(ROOT, path), 'utf8')))
  return text
}

/** One program on its own local GitHub, as the autoloop scheduler leaves it before a push. */
export class Loop {
  readonly issue: number
  readonly pull: number
  private readonly program: Program
  private pushes = 0

  private constructor(
    readonly gh: GitHubEmulator,
    private readonly seed: string
  ) {
    // The Issue and PR rows set, as in real use: the gate comments on the issue and labels the
    // pull request, and those requests belong in the count.
    this.program = addProgram(gh, PROGRAM, { head: this.sha('first commit') })
    const { issue, pull } = this.program
    if (pull === null) throw new Error('the bench program has no pull request')
    this.issue = issue
    this.pull = pull
    // The repository has the needs-human label, as after its first pause ever: a pause then
    // labels the pull request in the same request as the status comment's edit.
    gh.store.createLabel('needs-human')
  }

  /** `seed` names the scenario and run, so no two loops share a commit SHA. */
  static async start(seed: string): Promise<Loop> {
    return new Loop(await startScenario(Loop.shaOf(seed, 'state branch')), seed)
  }

  close(): Promise<void> {
    return this.gh.close()
  }

  private static shaOf(seed: string, what: string): string {
    return seededSha(`green-gate bench ${seed} ${what}`)
  }

  private sha(what: string): string {
    return Loop.shaOf(this.seed, what)
  }

  /**
   * The agent or the fixer pushes; CI starts, its jobs running, one check run each: `build` and
   * `test` unless told how many.
   */
  push(outcome: Outcome, jobCount = 2): Push {
    if (!Number.isInteger(jobCount) || jobCount < 1) {
      throw new Error(`a CI run needs at least one job (the test job), got ${jobCount}`)
    }
    const { store } = this.gh
    const sha = pushCommit(this.gh, this.program, this.sha(`push ${++this.pushes}`))
    // GitHub moves the pull request's head with the branch; pollers read it from there.
    const pull = store.issue(this.pull)?.pull
    if (pull === undefined) throw new Error(`pull request #${this.pull} is gone`)
    pull.headSha = sha
    const names = [...buildNames(jobCount - 1), 'test']
    const runId = ciWorkflow(
      this.gh,
      this.program,
      Object.fromEntries(names.map((n) => [n, 'running']))
    )
    const ids = store.jobsFor(runId).map((j) => j.id)
    const test = ids.pop()
    if (test === undefined) throw new Error(`CI run ${runId} has no jobs`)
    return { sha, runId, outcome, jobs: { builds: ids, test } }
  }

  /** CI finishes: jobs and their check runs complete, the failing job gets its log. */
  complete(push: Push): void {
    const { store } = this.gh
    const red = push.outcome !== 'green'
    for (const build of push.jobs.builds) {
      store.updateJob(build, { status: 'completed', conclusion: 'success' })
    }
    store.updateJob(push.jobs.test, {
      status: 'completed',
      conclusion: red ? 'failure' : 'success'
    })
    if (red) {
      store.setJobLog(push.jobs.test, fixtureLog(push.outcome === 'red' ? RED_LOG : RED_AGAIN_LOG))
    } else {
      // What the green jobs print: the build nothing the gate reads, the test job jest's summary.
      for (const build of push.jobs.builds) store.setJobLog(build, 'compiled\n')
      store.setJobLog(push.jobs.test, GREEN_TEST_LOG)
    }
    store.updateWorkflowRun(push.runId, {
      status: 'completed',
      conclusion: red ? 'failure' : 'success'
    })
  }

  /**
   * The gate step on the run's `workflow_run completed` event, cold, as a runner starts it: a
   * workflow run of its own each time, as on GitHub (its artifacts are that run's).
   */
  gate(push: Push, inputs: Record<string, string> = {}): Promise<GateRun> {
    return deliverWatched(this.gh, push.runId, inputs, { gateRunId: GATE_RUNS + push.runId })
  }
}

/** Where the gate's own run ids start, apart from the CI runs' ids the store hands out. */
const GATE_RUNS = 900_000

/** Throws unless the gate step succeeded with the expected decision: a wrong answer fails the row. */
export function checkDecision(run: ActionRun, expected: Expected, where: string): void {
  const o = run.outputs
  const got = { decision: o.decision, status: o.status, pauseReason: o['pause-reason'] ?? '' }
  const wrong =
    run.exitCode !== 0 ||
    got.decision !== expected.decision ||
    got.status !== expected.status ||
    (expected.pauseReason !== undefined) !== (got.pauseReason !== '') ||
    (expected.pauseReason !== undefined && !expected.pauseReason.test(got.pauseReason))
  if (wrong) {
    const errors = run.annotations.filter((a) => a.level === 'error').map((a) => a.message)
    throw new Error(
      `${where}: expected ${expected.decision} (${expected.status}` +
        `${expected.pauseReason ? `, pause ${expected.pauseReason}` : ''}), got exit ${run.exitCode} ` +
        `${JSON.stringify(got)}: ${o.reason ?? ''} ${errors.join(' ')} ${run.stderr.trim()}`.trim()
    )
  }
}

export interface ScenarioRun {
  scenario: Scenario
  pushes: Push[]
  gates: GateRun[]
}

/**
 * Plays a scenario on a fresh loop: each push starts CI, `whileRunning` sees it mid-run and
 * `whenDone` just after it finished (a poller's two views of the timeline), then the gate
 * judges the finished run. Every decision is checked; the loop is closed before returning.
 */
export async function playScenario(
  scenario: Scenario,
  seed: string,
  hooks: {
    whileRunning?: (loop: Loop, push: Push) => Promise<void>
    whenDone?: (loop: Loop, push: Push) => Promise<void>
  } = {}
): Promise<ScenarioRun> {
  const loop = await Loop.start(`${scenario.id} ${seed}`)
  for (let i = 1; i <= (scenario.earlierComments ?? 0); i++) {
    loop.gh.store.addComment(loop.issue, `comment ${i} on the program`, 'maintainer')
  }
  const run: ScenarioRun = { scenario, pushes: [], gates: [] }
  try {
    for (const [i, step] of scenario.pushes.entries()) {
      const push = loop.push(step.outcome)
      await hooks.whileRunning?.(loop, push)
      loop.complete(push)
      await hooks.whenDone?.(loop, push)
      const gate = await loop.gate(push, scenario.inputs)
      checkDecision(gate.result, step.expected, `${scenario.title}, push ${i + 1}`)
      run.pushes.push(push)
      run.gates.push(gate)
    }
  } finally {
    await loop.close()
  }
  return run
}
