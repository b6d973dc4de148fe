// `npm run bench`: runs every row module, prints one table (Markdown, so docs/performance.md can
// quote it as printed) and writes the raw samples, medians and the machine to bench/results.json.
// A row is a module exporting a BenchRow; adding one is an import and an entry in ROWS. Rows
// measure dist/ as it is, not a rebuild: that is what ships and what a fresh clone has, and
// the bench leaves tracked files alone. To bench uncommitted src/ changes, `npm run package`
// first; the bench warns when src/ has some.
//
//   npx tsx bench/run.ts                 every row; updates bench/results.json
//   npx tsx bench/run.ts log-pipeline    only the named rows; prints, leaves results.json alone
//
// Exit status: 0 when every row ran and checked its answers, 1 when one failed (a missed target
// is a figure to report, not a failure), 2 for an unknown row.
import { execFileSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { arch, cpus, platform, release, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import { apiRequests } from './api-requests.js'
import { bundle } from './bundle.js'
import { checkGrowth } from './check-growth.js'
import { concurrentDecisions } from './concurrent-decisions.js'
import { logFamilies } from './log-families.js'
import { logPipeline } from './log-pipeline.js'
import { runnerTime } from './runner-time.js'
import { sweepScale } from './sweep-scale.js'
import {
  formatTable,
  makeTempDir,
  removeTempDirs,
  type BenchContext,
  type BenchRow,
  type RowResult,
  type TableLine
} from './support.js'

/**
 * In the issues' order: API requests, runner time, log pipeline, bundle, check-run growth, sweep
 * scale and concurrent decisions; the log families beside the log pipeline.
 */
const ROWS: readonly BenchRow[] = [
  apiRequests,
  runnerTime,
  logPipeline,
  logFamilies,
  bundle,
  checkGrowth,
  sweepScale,
  concurrentDecisions
]

/** Medians of five runs: enough to shrug off one noisy run, few enough to keep the bench short. */
const RUNS = 5

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const RESULTS = fileURLToPath(new URL('results.json', import.meta.url))

interface Machine {
  node: string
  cpu: string
  cores: number
  totalMemoryBytes: number
  platform: string
}

function machine(): Machine {
  const cores = cpus()
  return {
    node: process.version,
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    totalMemoryBytes: totalmem(),
    platform: `${platform()} ${release()} ${arch()}`
  }
}

interface Source {
  commit: string
  /** Uncommitted changes: the bundle measured may not be the one a clone of `commit` gets. */
  srcDirty: boolean
  distDirty: boolean
}

/**
 * Which code the figures are for. Rows run dist/ as it is, the bundle that ships, which the
 * dist-fresh test keeps identical to src/ at every commit; null outside a git checkout.
 */
function source(): Source | null {
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  const dirty = (path: string): boolean => git('status', '--porcelain', '--', path).trim() !== ''
  try {
    return {
      commit: git('rev-parse', 'HEAD').trim(),
      srcDirty: dirty('src'),
      distDirty: dirty('dist')
    }
  } catch {
    return null
  }
}

function describeMachine(m: Machine): string {
  const gib = (m.totalMemoryBytes / 1024 ** 3).toFixed(1)
  return `${m.cpu}, ${m.cores} cores, ${gib} GiB RAM, Node ${m.node}, ${m.platform}`
}

/** Four decimals (0.1 µs on a millisecond timing) keep results.json readable and diffable. */
const round = (_key: string, value: unknown): unknown =>
  typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1e4) / 1e4 : value

async function main(argv: readonly string[]): Promise<number> {
  const unknown = argv.filter((id) => !ROWS.some((row) => row.id === id))
  if (unknown.length > 0) {
    process.stderr.write(
      `bench: unknown row ${unknown.join(', ')}; rows: ${ROWS.map((r) => r.id).join(', ')}\n`
    )
    return 2
  }
  const selected = argv.length === 0 ? ROWS : ROWS.filter((row) => argv.includes(row.id))

  // A 100 MiB temp log must not outlive an interrupted bench.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143]
  ] as const) {
    process.once(signal, () => {
      removeTempDirs()
      process.exit(code)
    })
  }

  const context: BenchContext = {
    root: ROOT,
    runs: RUNS,
    tempDir: makeTempDir,
    progress: (message) => process.stderr.write(`bench: ${message}\n`)
  }
  const lines: TableLine[] = []
  const rows: Record<string, Omit<RowResult, 'lines'> & { table: TableLine[] }> = {}
  let failed = false
  for (const row of selected) {
    try {
      const { lines: table, ...result } = await row.run(context)
      lines.push(...table)
      rows[row.id] = { table, ...result }
    } catch (error) {
      failed = true
      const message = error instanceof Error ? error.message : String(error)
      process.stderr.write(`bench: row ${row.id} FAILED: ${message}\n`)
      lines.push({
        row: row.id,
        measured: 'FAILED',
        baseline: '—',
        ratio: '—',
        target: '—',
        met: false,
        margin: 'the row failed (see above)'
      })
    } finally {
      removeTempDirs()
    }
  }

  const info = machine()
  const from = source()
  if (from?.srcDirty === true) {
    process.stderr.write(
      'bench: warning: src/ has uncommitted changes; the figures are for dist/ as it is ' +
        '(run `npm run package` first to bench them)\n'
    )
  }
  process.stdout.write(`\n${formatTable(lines)}\n\nMachine: ${describeMachine(info)}\n`)

  // results.json only ever holds a complete run that checked its answers, so docs/performance.md
  // can always quote it.
  if (failed || selected.length !== ROWS.length) {
    process.stdout.write('bench/results.json not updated (a row failed or was not selected)\n')
  } else {
    const results = {
      date: new Date().toISOString(),
      machine: info,
      source: from,
      runs: RUNS,
      rows
    }
    await writeFile(RESULTS, `${JSON.stringify(results, round, 2)}\n`)
    process.stdout.write('Raw samples and medians: bench/results.json\n')
  }
  return failed ? 1 : 0
}

process.exitCode = await main(process.argv.slice(2))
