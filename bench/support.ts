// Shared by every bench row: the row contract run.ts drives, timing and peak-memory probes for
// child processes, medians, a seeded random source, and the table and verdict formatting. Kept
// free of any one row's details so a new row only adds a module and one line in run.ts.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { removeRunnerDirs } from '../emulator/runner-dirs.js'

/** One printed line of the table. A row module may print several (time, memory, ...). */
export interface TableLine {
  row: string
  measured: string
  baseline: string
  ratio: string
  target: string
  /** `undefined` when the line has no target, only a figure to report. */
  met: boolean | undefined
  /** How much it is met or missed by, e.g. "0.61 s to spare" or "misses by 0.2 s (13%)". */
  margin: string
}

export interface RowResult {
  lines: TableLine[]
  /** Every raw sample, by metric name, in the order they were taken. */
  samples: Record<string, number[]>
  medians: Record<string, number>
  /** Inputs and checks a reader needs to trust or rerun the figures (sizes, hashes, outputs). */
  details: Record<string, unknown>
}

export interface BenchContext {
  /** The repository root: rows run the committed entry points from here. */
  root: string
  /** Timed runs per measurement; each row takes one extra warm-up run first. */
  runs: number
  /** A fresh temp dir, removed when the bench ends, even on Ctrl-C. */
  tempDir(prefix: string): Promise<string>
  /** Progress on stderr, so stdout carries only the table. */
  progress(message: string): void
}

export interface BenchRow {
  /** Stable key in results.json and the name to select the row on the command line. */
  id: string
  run(context: BenchContext): Promise<RowResult>
}

// --- temp dirs -----------------------------------------------------------------------------

const tempDirs: string[] = []

export async function makeTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `green-gate-bench-${prefix}-`))
  tempDirs.push(dir)
  return dir
}

/** Synchronous so it also works from a signal handler, where the process is about to go. */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  removeRunnerDirs()
}

// --- statistics ----------------------------------------------------------------------------

export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('median of no samples')
  const sorted = [...samples].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/**
 * mulberry32: a tiny seeded generator, so generated inputs are byte-identical on every run and
 * machine (Math.random cannot be seeded, and a changing input would make runs incomparable).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// --- child processes -----------------------------------------------------------------------

export interface TimedRun {
  wallMs: number
  stdout: string
  stderr: string
  /** The exit code, or the signal that ended the child (a Ctrl-C reaches it too). */
  status: number | string
}

/**
 * Wall time of one child process from spawn to exit, as a caller of the tool would see it: the
 * process start-up is part of the cost, so the clock is outside the child.
 */
export function timeCommand(
  command: string,
  args: readonly string[],
  options: SpawnSyncOptions = {}
): TimedRun {
  const start = performance.now()
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    // A hung child must fail the bench, not stall it.
    timeout: 60_000,
    ...options
  })
  const wallMs = performance.now() - start
  if (result.error !== undefined) {
    throw new Error(`${command} ${args.join(' ')}: ${result.error.message}`)
  }
  return {
    wallMs,
    stdout: String(result.stdout),
    stderr: String(result.stderr),
    status: result.status ?? result.signal ?? 'unknown'
  }
}

/** Environment for a cold child: no NODE_OPTIONS, so a loader or flag of ours cannot leak in. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra }
  delete env.NODE_OPTIONS
  return env
}

/**
 * A step's environment built from scratch, as emulator/runner.ts builds the gate's: only PATH
 * and HOME come from the host. Start-up timings compare a bundle with bare node, and a host
 * variable would tilt them: NODE_EXTRA_CA_CERTS alone makes node read a CA file on every start
 * (tens of ms), which the gate under runAction never pays.
 */
export function runnerEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...extra }
}

// Preloaded into a measured node child. At exit it records the process's peak resident set:
// VmHWM from /proc is the kernel's own high-water mark, exact and free of sampling gaps; where
// there is no /proc, getrusage's maxRSS is the same counter. It runs inside the child, so its
// cost is in both the measured run and the baseline run and cancels out of the difference.
const PEAK_RSS_PRELOAD = `// Written by green-gate's bench: records this process's peak RSS at exit.
import { readFileSync, writeFileSync } from 'node:fs'
process.on('exit', () => {
  let kib
  try {
    const match = /^VmHWM:\\s+(\\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))
    if (match) kib = Number(match[1])
  } catch {}
  kib ??= process.resourceUsage().maxRSS
  writeFileSync(process.env.GREEN_GATE_BENCH_PEAK_FILE, String(kib * 1024))
})
`

export interface NodeRun extends TimedRun {
  peakRssBytes: number
}

/** Runs node scripts cold in a child and reports their wall time and peak RSS. */
export class PeakRssProbe {
  private readonly preload: string
  private runs = 0

  constructor(private readonly dir: string) {
    this.preload = join(dir, 'peak-rss.mjs')
    writeFileSync(this.preload, PEAK_RSS_PRELOAD)
  }

  run(script: string, args: readonly string[], cwd: string): NodeRun {
    const peak = this.watch()
    const run = timeCommand(
      process.execPath,
      ['--import', pathToFileURL(this.preload).href, script, ...args],
      { cwd, env: cleanEnv({ GREEN_GATE_BENCH_PEAK_FILE: peak.file }) }
    )
    return { ...run, peakRssBytes: peak.read(`${script} exited (${run.status})`) }
  }

  /**
   * For a node child this probe does not spawn itself: `env` makes it record its peak RSS (the
   * preload through NODE_OPTIONS), `read` collects the figure once it has exited.
   */
  watch(): { file: string; env: Record<string, string>; read(who?: string): number } {
    const file = join(this.dir, `peak-${++this.runs}.txt`)
    return {
      file,
      env: {
        NODE_OPTIONS: `--import ${pathToFileURL(this.preload).href}`,
        GREEN_GATE_BENCH_PEAK_FILE: file
      },
      read(who = 'a node child') {
        if (!existsSync(file)) throw new Error(`${who} exited without recording its peak RSS`)
        const bytes = Number(readFileSync(file, 'utf8'))
        rmSync(file)
        return bytes
      }
    }
  }
}

// --- formatting ----------------------------------------------------------------------------

export const MIB = 1024 * 1024

export const mib = (bytes: number, digits = 1): string => `${(bytes / MIB).toFixed(digits)} MiB`

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(3)} s`

/**
 * Met or missed against an upper limit, with the margin either way, so docs/performance.md can
 * quote "by how much" without recomputing it.
 */
export function underLimit(
  value: number,
  limit: number,
  format: (n: number) => string,
  inclusive: boolean
): Pick<TableLine, 'met' | 'margin'> {
  const met = inclusive ? value <= limit : value < limit
  if (met) return { met, margin: `${format(limit - value)} to spare` }
  const over = (((value - limit) / limit) * 100).toFixed(0)
  return { met, margin: `misses by ${format(value - limit)} (${over}% over)` }
}

const COLUMNS: Array<[keyof TableLine | 'verdict', string]> = [
  ['row', 'row'],
  ['measured', 'measured'],
  ['baseline', 'baseline'],
  ['ratio', 'ratio'],
  ['target', 'target'],
  ['verdict', 'met?']
]

function verdict(line: TableLine): string {
  if (line.met === undefined) return '—'
  return `${line.met ? 'yes' : 'NO'}, ${line.margin}`
}

/**
 * A Markdown table padded into columns: readable in a terminal and pasted as is into the
 * docs/performance.md.
 */
export function formatTable(lines: readonly TableLine[]): string {
  const cells = lines.map((line) =>
    COLUMNS.map(([key]) =>
      (key === 'verdict' ? verdict(line) : String(line[key])).replace(/\|/g, '\\|')
    )
  )
  const header = COLUMNS.map(([, title]) => title)
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((row) => (row[i] as string).length))
  )
  const format = (row: readonly string[]): string =>
    `| ${row.map((cell, i) => cell.padEnd(widths[i] as number)).join(' | ')} |`
  return [
    format(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.map(format)
  ].join('\n')
}
