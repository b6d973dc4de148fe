// Bench row "sweep scale": a scheduled sweep's requests and time on a repository of 1, 10, 100
// and 300 programs with nothing due, on the local GitHub. A repository that runs dozens of
// programs sweeps them all every 15 minutes and after every autoloop run, on one token; the
// sweep's requests must grow by one per 50 programs, not one per program. The sizes are
// interleaved in every run, so drift in machine load shifts all of them alike.
import type { GitHubEmulator } from '../emulator/index.js'
import { addQuietPrograms, startScenario, sweepWatched } from '../emulator/scenario.js'
import { median, seconds, type BenchRow, type RowResult, type TableLine } from './support.js'

const SIZES = [1, 10, 100, 300] as const
/** Programs a sweep reads in one query. */
const PER_QUERY = 50

/** The target for a sweep with nothing due. */
const target = (programs: number): number => 2 + Math.ceil(programs / PER_QUERY)

/** A repository of `programs` quiet programs, ready to be swept. */
async function repository(programs: number): Promise<GitHubEmulator> {
  const gh = await startScenario()
  addQuietPrograms(gh, 0, programs)
  return gh
}

/** One cold sweep of `programs` programs, its answer checked: nothing was due. */
async function sweepOf(programs: number): Promise<{ ms: number; requests: number }> {
  const gh = await repository(programs)
  try {
    const { result, requests } = await sweepWatched(gh)
    const reason = `swept ${programs} programs: none needed the gate`
    if (result.exitCode !== 0 || result.outputs.reason !== reason) {
      throw new Error(
        `sweep of ${programs} programs: exit ${result.exitCode}, reason "${result.outputs.reason ?? ''}", expected "${reason}"`
      )
    }
    return { ms: result.durationMs, requests: requests.length }
  } finally {
    await gh.close()
  }
}

export const sweepScale: BenchRow = {
  id: 'sweep-scale',

  async run({ runs, progress }): Promise<RowResult> {
    const samples: Record<string, number[]> = {}
    const record = (key: string, value: number): void => {
      ;(samples[key] ??= []).push(value)
    }
    for (let i = 0; i <= runs; i++) {
      progress(i === 0 ? 'sweep scale: warm-up' : `sweep scale: run ${i}/${runs}`)
      for (const size of SIZES) {
        const sweep = await sweepOf(size)
        if (i === 0) continue
        record(`sweepMs.${size}`, sweep.ms)
        record(`requests.${size}`, sweep.requests)
      }
    }
    const medians = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]))
    const at = (metric: string): number[] =>
      SIZES.map((size) => medians[`${metric}.${size}`] as number)
    const times = at('sweepMs')
    const requests = at('requests')
    const targets = SIZES.map(target)
    const slash = (values: readonly number[], f: (n: number) => string): string =>
      values.map(f).join(' / ')
    const met = requests.every((r, i) => r <= (targets[i] as number))
    const spare = requests.map((r, i) => (targets[i] as number) - r)
    const sizes = SIZES.join(' / ')
    const lines: TableLine[] = [
      {
        row: `Sweep scale: requests of a sweep with nothing due at ${sizes} programs`,
        measured: slash(requests, String),
        baseline: `a read a program, as before: ${slash(
          SIZES.map((n) => n + 2),
          String
        )}`,
        ratio: `${((SIZES[3] + 2) / (requests[3] as number)).toFixed(1)}× fewer at ${SIZES[3]}`,
        target: `≤ 2 + ⌈programs / ${PER_QUERY}⌉ (${slash(targets, String)})`,
        met,
        margin: met
          ? `${slash(spare, String)} requests to spare`
          : `misses at ${SIZES.filter((_, i) => (spare[i] as number) < 0).join(', ')} programs`
      },
      {
        row: `Sweep scale: sweep step time at ${sizes} programs`,
        measured: slash(times, seconds),
        baseline: '—',
        ratio: `${((times[3] as number) / (times[0] as number)).toFixed(2)}× from ${SIZES[0]} to ${SIZES[3]}`,
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
          'a fresh local GitHub per sweep: that many programs, each with a state file and a branch, three in four in an iteration started 5 minutes before, one in four paused; the bundled gate run cold in sweep mode on a schedule event (reason "none needed the gate", checked)',
        timed: 'spawn to exit of the sweep step (emulator/runner.ts runAction)',
        counted:
          'every request the local GitHub answered while the sweep ran, from its request log; a GraphQL query counts one, like a REST request'
      }
    }
  }
}
