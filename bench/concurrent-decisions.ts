// Bench row "concurrent decisions": 1, 5, 20 and 50 programs whose CI completes at once, each
// gate run deciding its own program on the one state branch they share. Their commits race on
// the branch head: a lost race costs a re-read and another commit attempt. Counted from the
// local GitHub's request log: every request, the commit attempts, and the decisions that landed.
import type { GitHubEmulator } from '../emulator/index.js'
import {
  addProgram,
  ciRun,
  deliver,
  push,
  startScenario,
  STATE_BRANCH
} from '../emulator/scenario.js'
import { median, seconds, type BenchRow, type RowResult, type TableLine } from './support.js'

const SIZES = [1, 5, 20, 50] as const

interface Race {
  /** From the first delivery to the last run's exit. */
  ms: number
  requests: number
  commitAttempts: number
  landed: number
}

/** `programs` programs, each with a green commit whose CI just completed, decided at once. */
async function race(programs: number): Promise<Race> {
  const gh: GitHubEmulator = await startScenario()
  try {
    const runs = Array.from({ length: programs }, (_, k) => {
      const p = addProgram(gh, `racer-${k}`)
      return ciRun(gh, p, push(gh, p, { build: 'success', test: 'success' }))
    })
    const from = gh.requests.length
    const started = performance.now()
    const results = await Promise.all(runs.map((id) => deliver(gh, id)))
    const ms = performance.now() - started
    const made = gh.requests.slice(from)
    const accepted = results.filter((r) => r.exitCode === 0 && r.outputs.decision === 'accept')
    if (accepted.length !== programs) {
      throw new Error(`${programs} racing programs: ${accepted.length} accepted`)
    }
    const landed = gh.store.commits.filter(
      (c) => c.branch === STATE_BRANCH && c.message.startsWith('green-gate: racer-')
    ).length
    return {
      ms,
      requests: made.length,
      commitAttempts: made.filter((r) => r.operation === 'GateCommit').length,
      landed
    }
  } finally {
    await gh.close()
  }
}

export const concurrentDecisions: BenchRow = {
  id: 'concurrent-decisions',

  async run({ runs, progress }): Promise<RowResult> {
    const samples: Record<string, number[]> = {}
    const record = (key: string, value: number): void => {
      ;(samples[key] ??= []).push(value)
    }
    for (let i = 0; i <= runs; i++) {
      progress(i === 0 ? 'concurrent decisions: warm-up' : `concurrent decisions: run ${i}/${runs}`)
      for (const size of SIZES) {
        const measured = await race(size)
        if (i === 0) continue
        record(`ms.${size}`, measured.ms)
        record(`requests.${size}`, measured.requests)
        record(`commitAttempts.${size}`, measured.commitAttempts)
        record(`landed.${size}`, measured.landed)
      }
    }
    const medians = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]))
    const at = (metric: string): number[] =>
      SIZES.map((size) => medians[`${metric}.${size}`] as number)
    const requests = at('requests')
    const attempts = at('commitAttempts')
    const landed = at('landed')
    const times = at('ms')
    const solo = requests[0] as number
    const slash = (values: readonly number[]): string => values.map(String).join(' / ')
    const sizes = SIZES.join(' / ')
    const at20 = SIZES.indexOf(20)
    const requestCap = 1.5 * 20 * solo
    const requestsMet = (requests[at20] as number) <= requestCap
    const perDecision = attempts.map((a, i) => a / (SIZES[i] as number))
    const attemptsMet = (perDecision[at20] as number) <= 2
    const allLanded = landed.every((l, i) => l === SIZES[i])
    const lines: TableLine[] = [
      {
        row: `Concurrent decisions: requests at ${sizes} programs at once`,
        measured: slash(requests),
        baseline: `solo runs: ${slash(SIZES.map((n) => n * solo))}`,
        ratio: `${((requests[at20] as number) / (20 * solo)).toFixed(2)}× solo at 20`,
        target: `≤ 1.5× twenty solo runs (≤ ${requestCap})`,
        met: requestsMet,
        margin: requestsMet
          ? `${requestCap - (requests[at20] as number)} requests to spare`
          : `misses by ${(requests[at20] as number) - requestCap} requests`
      },
      {
        row: `Concurrent decisions: commit attempts at ${sizes} programs at once`,
        measured: slash(attempts),
        baseline: `one a decision: ${sizes}`,
        ratio: `${perDecision.map((a) => a.toFixed(2)).join(' / ')} a decision`,
        target: '≤ 2 a decision at 20',
        met: attemptsMet,
        margin: attemptsMet
          ? `${(2 - (perDecision[at20] as number)).toFixed(2)} to spare`
          : `misses by ${((perDecision[at20] as number) - 2).toFixed(2)} a decision`
      },
      {
        row: `Concurrent decisions: decisions landed at ${sizes} programs at once`,
        measured: slash(landed),
        baseline: sizes,
        ratio: '—',
        target: 'every one',
        met: allLanded,
        margin: allLanded ? 'none lost' : 'some lost'
      },
      {
        row: `Concurrent decisions: time to the last decision at ${sizes} programs at once`,
        measured: times.map(seconds).join(' / '),
        baseline: '—',
        ratio: `${((times[at20] as number) / (times[0] as number)).toFixed(1)}× solo at 20`,
        target: 'n/a (report)',
        met: undefined,
        margin: '—'
      }
    ]
    return {
      lines,
      samples,
      medians,
      details: {
        sizes: SIZES,
        setup:
          'a fresh local GitHub per race: that many programs (state file with its Issue and PR rows, issue, pull request), a green commit on each with its CI run completed, and the bundled gate run cold on every workflow_run event at once (each decision accept, checked)',
        timed:
          'from the first delivery to the last run exiting, every run a cold node process on the same two cores',
        counted:
          'every request the local GitHub answered from the first delivery to the last exit; commit attempts are the GateCommit mutations; landed are the green-gate commits on the state branch'
      }
    }
  }
}
