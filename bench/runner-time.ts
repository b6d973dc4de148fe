// Bench row "runner time per gated iteration". The gate step is timed as a
// runner pays for it: `node dist/index.js` started cold by emulator/runner.ts against the local
// GitHub, from spawn to exit, for each decision it makes in the loop (accept, fix, pause). The
// baseline is the job that watches CI instead, which holds a runner for the whole CI run (10
// minutes per push). Cold start is isolated with a gate run that skips a branch outside
// branch-pattern, which it decides before creating an API client: node start-up, loading the
// bundle, reading inputs, the settings file and event, writing outputs; no request. Its baseline is the least an
// action on @actions/core does (bench/minimal-core.ts: one input, one output, bundled by ncc),
// spawned the same way, so the ratio is what the gate adds to the toolkit's own start-up; bare
// `node -e ''` is reported beside it. Peak memory of the skip run and bare node is taken in
// separate runs, both with the same recording preload, so its cost cancels out.
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { GitHubEmulator } from '../emulator/index.js'
import { workflowRunPayload } from '../emulator/payloads.js'
import { runAction, type ActionRun } from '../emulator/runner.js'
import { bundleMinimalCoreAction } from './minimal-core.js'
import {
  CI_MINUTES,
  playScenario,
  SCENARIOS,
  type Expected,
  type Scenario,
  type ScenarioRun
} from './loop.js'
import {
  median,
  mib,
  PeakRssProbe,
  runnerEnv,
  seconds,
  underLimit,
  type BenchRow,
  type RowResult,
  type TableLine
} from './support.js'

const WATCH_MS = CI_MINUTES * 60_000
const MIN_TIMES_LESS = 50
const STEP_LIMIT_MS = 1000
/** The skip path's cold start, at most this many times the minimal @actions/core action's. */
const COLD_START_LIMIT = 1.5
/**
 * Skip, minimal-action and bare-node rounds per run. Tens to a few hundred milliseconds each, so
 * one scheduler hiccup is a large share of a sample; more samples steady the median at little
 * cost.
 */
const COLD_ROUNDS_PER_RUN = 3
/** Outside the default branch-pattern `autoloop/*`: the gate skips it before any API call. */
const UNGATED_BRANCH = 'feature/not-gated'

type Decision = Expected['decision']

function scenario(id: Scenario['id']): Scenario {
  const found = SCENARIOS.find((s) => s.id === id)
  if (found === undefined) throw new Error(`no scenario ${id}`)
  return found
}

/**
 * Spawn to exit of a node child, the way emulator/runner.ts spawns the action (async spawn,
 * output piped and collected), so bare node and the gate pay the same harness costs.
 */
function timeNode(
  args: readonly string[],
  env: Record<string, string> = {}
): Promise<{ wallMs: number; exitCode: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, args, {
      env: runnerEnv(env),
      stdio: ['ignore', 'pipe', 'pipe']
    })
    child.stdout.resume()
    child.stderr.resume()
    child.on('error', reject)
    child.on('close', (code) =>
      resolve({ wallMs: performance.now() - started, exitCode: code ?? 1 })
    )
  })
}

function stepMs(run: ScenarioRun, index: number): number {
  const gate = run.gates[index]
  if (gate === undefined) throw new Error(`${run.scenario.title}: no gate run ${index + 1}`)
  return gate.result.durationMs
}

/**
 * A settings file as a repository keeps one: the skip path reads and checks it before it knows
 * the branch is not its own, so the figure includes the YAML parser's loading.
 */
const SETTINGS = { '.github/green-gate.yml': 'max-fix-attempts: 3\nignore-checks: [docs*]\n' }

/** The skip path: a finished CI run on a branch the gate does not look after. */
async function skipRun(
  gh: GitHubEmulator,
  payload: unknown,
  env: Record<string, string> = {}
): Promise<ActionRun> {
  const from = gh.requests.length
  const run = await runAction({
    apiUrl: gh.url,
    eventName: 'workflow_run',
    payload,
    env,
    workspaceFiles: SETTINGS
  })
  const made = gh.requests.length - from
  const o = run.outputs
  if (run.exitCode !== 0 || o.decision !== 'skip' || !/branch-pattern/.test(o.reason ?? '')) {
    throw new Error(
      `skip run: expected a branch-pattern skip, got exit ${run.exitCode} ${o.decision}: ` +
        `${o.reason ?? ''} ${run.stderr.trim()}`.trim()
    )
  }
  // A request here would mean the "cold start" figure includes API work.
  if (made !== 0) throw new Error(`skip run made ${made} API requests; expected none`)
  return run
}

export const runnerTime: BenchRow = {
  id: 'runner-time',

  async run({ root, runs, progress, tempDir }): Promise<RowResult> {
    const samples: Record<
      | 'acceptMs'
      | 'fixMs'
      | 'pauseMs'
      | 'skipMs'
      | 'minimalCoreMs'
      | 'bareNodeMs'
      | 'skipPeakRssBytes'
      | 'bareNodePeakRssBytes',
      number[]
    > = {
      acceptMs: [],
      fixMs: [],
      pauseMs: [],
      skipMs: [],
      minimalCoreMs: [],
      bareNodeMs: [],
      skipPeakRssBytes: [],
      bareNodePeakRssBytes: []
    }
    const probe = new PeakRssProbe(await tempDir('runner-time'))
    progress('runner time: bundling the minimal @actions/core action')
    const minimal = bundleMinimalCoreAction(root, await tempDir('minimal-core'))
    const skipGh = await GitHubEmulator.start()
    let skipReason = ''
    try {
      const ciRun = skipGh.store.addWorkflowRun({
        name: 'CI',
        headBranch: UNGATED_BRANCH,
        headSha: 'c'.repeat(40),
        status: 'completed',
        conclusion: 'success'
      })
      const skipPayload = await workflowRunPayload(skipGh, ciRun)

      // Run 0 is the warm-up: the bundle and node into the OS file cache, not recorded.
      for (let i = 0; i <= runs; i++) {
        progress(i === 0 ? 'runner time: warm-up' : `runner time: run ${i}/${runs}`)
        // Interleaved, so drift in machine load shifts every figure alike.
        const green = await playScenario(scenario('green'), `runner-time ${i}`)
        const stuck = await playScenario(scenario('stuck'), `runner-time ${i}`)
        const cold: { skipMs: number; minimalMs: number; bareMs: number }[] = []
        for (let k = 0; k < COLD_ROUNDS_PER_RUN; k++) {
          const skip = await skipRun(skipGh, skipPayload)
          minimal.reset()
          const least = await timeNode([minimal.entry], minimal.env)
          minimal.check(least.exitCode)
          const bare = await timeNode(['-e', ''])
          if (bare.exitCode !== 0) throw new Error(`node -e '' exited ${bare.exitCode}`)
          skipReason = skip.outputs.reason ?? ''
          cold.push({ skipMs: skip.durationMs, minimalMs: least.wallMs, bareMs: bare.wallMs })
        }
        const skipPeak = probe.watch()
        await skipRun(skipGh, skipPayload, skipPeak.env)
        const barePeak = probe.watch()
        await timeNode(['-e', ''], barePeak.env)
        const peaks = { skip: skipPeak.read('the skip run'), bare: barePeak.read("node -e ''") }
        if (i === 0) continue
        samples.skipPeakRssBytes.push(peaks.skip)
        samples.bareNodePeakRssBytes.push(peaks.bare)
        // playScenario checked each decision: accept; then fix and the stuck pause.
        samples.acceptMs.push(stepMs(green, 0))
        samples.fixMs.push(stepMs(stuck, 0))
        samples.pauseMs.push(stepMs(stuck, 1))
        for (const c of cold) {
          samples.skipMs.push(c.skipMs)
          samples.minimalCoreMs.push(c.minimalMs)
          samples.bareNodeMs.push(c.bareMs)
        }
      }
    } finally {
      await skipGh.close()
    }

    const m = {
      acceptMs: median(samples.acceptMs),
      fixMs: median(samples.fixMs),
      pauseMs: median(samples.pauseMs),
      skipMs: median(samples.skipMs),
      minimalCoreMs: median(samples.minimalCoreMs),
      bareNodeMs: median(samples.bareNodeMs),
      skipPeakRssBytes: median(samples.skipPeakRssBytes),
      bareNodePeakRssBytes: median(samples.bareNodePeakRssBytes)
    }
    const steps: [Decision, number, string][] = [
      ['accept', m.acceptMs, 'green on first try'],
      ['fix', m.fixMs, 'first red'],
      ['pause', m.pauseMs, 'same failure again']
    ]
    const [slowestDecision, slowestMs] = steps.reduce((a, b) => (b[1] > a[1] ? b : a))
    const coldStartRatio = m.skipMs / m.minimalCoreMs
    const bareNodeRatio = m.skipMs / m.bareNodeMs
    const watch = `watching job: ${CI_MINUTES} min of CI`
    const lines: TableLine[] = [
      ...steps.map(([decision, ms, when]): TableLine => ({
        row: `Runner time: gate step, ${decision} (${when})`,
        measured: seconds(ms),
        baseline: watch,
        ratio: `${(WATCH_MS / ms).toFixed(0)}× less`,
        target: `≥ ${MIN_TIMES_LESS}× less (≤ ${seconds(WATCH_MS / MIN_TIMES_LESS)})`,
        ...underLimit(ms, WATCH_MS / MIN_TIMES_LESS, seconds, true)
      })),
      {
        row: 'Runner time: gate step median, slowest decision',
        measured: `${seconds(slowestMs)} (${slowestDecision})`,
        baseline: '—',
        ratio: '—',
        target: `< ${seconds(STEP_LIMIT_MS)}`,
        ...underLimit(slowestMs, STEP_LIMIT_MS, seconds, false)
      },
      {
        row: 'Runner time: gate cold start (branch skip, no API call)',
        measured: seconds(m.skipMs),
        baseline: `minimal @actions/core action: ${seconds(m.minimalCoreMs)}`,
        ratio: `${coldStartRatio.toFixed(2)}× the minimal action`,
        target: `≤ ${COLD_START_LIMIT}× the minimal action (≤ ${seconds(m.minimalCoreMs * COLD_START_LIMIT)})`,
        ...underLimit(m.skipMs, m.minimalCoreMs * COLD_START_LIMIT, seconds, true)
      },
      {
        row: 'Runner time: gate cold start against bare node',
        measured: seconds(m.skipMs),
        baseline: `node -e '': ${seconds(m.bareNodeMs)}`,
        ratio: `${bareNodeRatio.toFixed(2)}× bare node`,
        target: 'n/a (report)',
        met: undefined,
        margin: ''
      },
      {
        row: 'Runner time: gate cold start, peak memory (RSS)',
        measured: mib(m.skipPeakRssBytes),
        baseline: `node -e '': ${mib(m.bareNodePeakRssBytes)}`,
        ratio: `+${mib(m.skipPeakRssBytes - m.bareNodePeakRssBytes)} over bare node`,
        target: 'n/a (report)',
        met: undefined,
        margin: ''
      }
    ]

    // Whole iterations, from the per-decision medians: one gate step per push against one
    // watched CI run per push.
    const perIteration = {
      green: { gateMs: m.acceptMs, watchingMs: WATCH_MS },
      fix: { gateMs: m.fixMs + m.acceptMs, watchingMs: 2 * WATCH_MS },
      stuck: { gateMs: m.fixMs + m.pauseMs, watchingMs: 2 * WATCH_MS }
    }
    return {
      lines,
      samples,
      medians: { ...m, coldStartRatio, bareNodeRatio, slowestStepMs: slowestMs },
      details: {
        command:
          'node dist/index.js (emulator/runner.ts runAction: env and event as a runner sets them)',
        timed: 'spawn to exit of the child, outside it; harness file writes before spawn excluded',
        decisions: {
          accept: 'green on first try: CI green on the first push',
          fix: 'first red push (jest failure, log downloaded and signed)',
          pause: 'second red push with the same signature: stuck in CI fix loop'
        },
        watchingJob: `a job that waits for CI holds a runner for the whole CI run: ${CI_MINUTES} minutes per push`,
        coldStart: {
          gate: `runAction on a workflow_run for ${UNGATED_BRANCH}: decision skip before any API client exists (0 requests, checked)`,
          skipReason,
          minimalCore:
            'bench/minimal-core-action.ts (@actions/core: getInput, setOutput) bundled by ncc at bench time, spawned like bare node with its input and GITHUB_OUTPUT; its output checked on every run',
          bareNode:
            "node -e '' spawned like runAction spawns the gate (async spawn, output piped, environment built from scratch)",
          samplesPerRun: `${COLD_ROUNDS_PER_RUN} skip/minimal-action/bare rounds per run, interleaved`,
          peakRss:
            'one more skip/bare pair per run, each with a preload (NODE_OPTIONS=--import) that records VmHWM at exit; kept out of the timings',
          meaning:
            'start-up + loading and evaluating the bundle + reading inputs and event + writing outputs and summary, without API work'
        },
        perIteration: Object.fromEntries(
          Object.entries(perIteration).map(([id, it]) => [
            id,
            { ...it, timesLess: Math.round(it.watchingMs / it.gateMs) }
          ])
        )
      }
    }
  }
}
