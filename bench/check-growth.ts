// Bench row "check-run growth": the gate step's time and requests on a green commit
// with 1, 1000 and 3000 check runs, on the local GitHub. A monorepo's CI or a matrix of many
// apps puts thousands of check runs on one commit; the gate must read them all, and its cost
// must grow at most linearly with them. The sizes are interleaved in every run, so drift in
// machine load shifts all of them alike.
import type { RecordedRequest } from '../emulator/index.js'
import { checkDecision, Loop, type GateRun } from './loop.js'
import { median, seconds, type BenchRow, type RowResult, type TableLine } from './support.js'

const SIZES = [1, 1000, 3000] as const
/** GitHub's largest page of check runs, which the gate asks for. */
const PAGE = 100
/**
 * Timings carry noise of a few tens of milliseconds on a shared machine; a cost that grows
 * faster than linearly would overshoot the line by far more at 3000 than this allowance.
 */
const TIME_ALLOWANCE = 1.25

/** The gate on a green CI run of `checks` jobs, one check run each, cold, decision checked. */
async function gateOn(checks: number, seed: string): Promise<GateRun> {
  const loop = await Loop.start(`check-growth ${checks} ${seed}`)
  try {
    const push = loop.push('green', checks)
    loop.complete(push)
    const gate = await loop.gate(push)
    checkDecision(gate.result, { decision: 'accept', status: 'success' }, `${checks} check runs`)
    return gate
  } finally {
    await loop.close()
  }
}

/** A page of check runs after the first, which comes with the gate's one read. */
const isMoreChecks = (r: RecordedRequest): boolean =>
  r.operation === 'GateCheckRuns' || r.operation === 'GateCheckSuites'

/** The straight line through the first two sizes, read at the last. */
function linearAt(values: readonly [number, number, number]): number {
  const [a, b] = values
  const [x0, x1, x2] = SIZES
  return a + ((b - a) / (x1 - x0)) * (x2 - x0)
}

export const checkGrowth: BenchRow = {
  id: 'check-growth',

  async run({ runs, progress }): Promise<RowResult> {
    const samples: Record<string, number[]> = {}
    const record = (key: string, value: number): void => {
      ;(samples[key] ??= []).push(value)
    }
    for (let i = 0; i <= runs; i++) {
      progress(i === 0 ? 'check-run growth: warm-up' : `check-run growth: run ${i}/${runs}`)
      for (const size of SIZES) {
        const gate = await gateOn(size, `run ${i}`)
        if (i === 0) continue
        record(`gateMs.${size}`, gate.result.durationMs)
        record(`requests.${size}`, gate.requests.length)
        record(`checkRunPages.${size}`, gate.requests.filter(isMoreChecks).length)
      }
    }
    const medians = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]))
    const at = (metric: string): [number, number, number] =>
      SIZES.map((size) => medians[`${metric}.${size}`] as number) as [number, number, number]
    const times = at('gateMs')
    const requests = at('requests')
    const pages = at('checkRunPages')
    // Requests are exact: beyond the pages of check runs after the first (ceil(n / 100) - 1, the
    // first comes with the gate's one read), the count must not move.
    const otherRequests = requests.map((r, i) => r - (pages[i] as number))
    const flat = otherRequests.every((r) => r === otherRequests[0])
    const pagesExpected = SIZES.map((n) => Math.ceil(n / PAGE) - 1)
    const pagesOk = pages.every((p, i) => p === pagesExpected[i])
    const timeLine = linearAt(times)
    const slash = (values: readonly number[], f: (n: number) => string): string =>
      values.map(f).join(' / ')

    const lines: TableLine[] = [
      {
        row: `Check-run growth: gate step time at ${SIZES.join(' / ')} check runs`,
        measured: slash(times, seconds),
        baseline: `linear through the first two: ${seconds(timeLine)} at ${SIZES[2]}`,
        ratio: `${(times[2] / timeLine).toFixed(2)}× linear`,
        target: `≤ linear (+${((TIME_ALLOWANCE - 1) * 100).toFixed(0)}% for noise)`,
        met: times[2] <= timeLine * TIME_ALLOWANCE,
        margin:
          times[2] <= timeLine * TIME_ALLOWANCE
            ? `${seconds(timeLine * TIME_ALLOWANCE - times[2])} to spare`
            : `misses by ${seconds(times[2] - timeLine * TIME_ALLOWANCE)}`
      },
      {
        row: `Check-run growth: gate requests at ${SIZES.join(' / ')} check runs`,
        measured: slash(requests, String),
        baseline: `check-run pages after the read's first: ${slash(pages, String)}`,
        ratio: `other requests: ${slash(otherRequests, String)}`,
        target: `one page per ${PAGE} check runs, the rest flat`,
        met: flat && pagesOk,
        margin:
          flat && pagesOk
            ? 'linear: only the pages grow'
            : `pages expected ${slash(pagesExpected, String)}, other requests must not move`
      }
    ]
    return {
      lines,
      samples,
      medians,
      details: {
        sizes: SIZES,
        setup:
          'a fresh local GitHub per gate run: one program (state file, issue, pull request), a green CI run with that many jobs, one check run each, and the bundled gate run cold on its workflow_run event (decision accept, checked)',
        timed: 'spawn to exit of the gate step (emulator/runner.ts runAction)',
        linearity: `time: the median at ${SIZES[2]} against the straight line through the medians at ${SIZES[0]} and ${SIZES[1]}, with a ${TIME_ALLOWANCE}× allowance for noise; requests: exact, ceil(n / ${PAGE}) - 1 pages of check runs after the one the read brings, and every other request unchanged`
      }
    }
  }
}
