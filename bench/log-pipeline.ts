// Bench rows "log pipeline": logs of 100 MiB signed by the shipped CLI in a cold child process,
// the way the gate meets a log on a runner, in four shapes: a realistic job log with one failure
// near the end, a failure-dense log (the real failing corpus logs repeated), the same in one step
// (their runner markers left out), and one 100 MB line. Time is compared with a plain streaming line scanner run
// on the same file (read stream, split lines, four regexes a line): the floor any scanner in
// Node stands on. Peak memory is compared with the same CLI on a tiny log. Answers are checked
// on every run, so a pipeline that gets fast by getting the answer wrong fails the bench.
import { createHash } from 'node:crypto'
import {
  closeSync,
  createReadStream,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
  writeSync
} from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createLogScanner } from '../src/rules/logs/index.js'
import {
  median,
  mib,
  MIB,
  PeakRssProbe,
  seconds,
  seededRandom,
  underLimit,
  type BenchRow,
  type NodeRun,
  type RowResult
} from './support.js'

// The failure is a real jest run from the test corpus (make-corpus.sh), so the bench plants
// the same bytes the unit tests pin, and the expected answer below is the tests' answer too.
export const FAILURE_FIXTURE = 'test/fixtures/logs/jest/first.log'
export const EXPECTED: Answer = {
  signature: 'test:config.test.js>rejects a missing file ; test:math.test.js>math>adds two numbers',
  class: 'test',
  failingSteps: [{ name: 'jest --ci', exit_code: 1 }]
}

const LOG_BYTES = 100 * MIB
export const SEED = 20261122
export const CLI = 'dist/cli/index.js'

const CORPUS = 'test/fixtures/logs'
/** The one-line shape: 100 MB (not MiB), the figure the target names. */
const LINE_BYTES = 100_000_000

// Targets. MiB throughout: the logs are 100 MiB (at least 100 MB either way) and RSS comes from
// the kernel in KiB. Under 1.5 s of wall time; at most 1.5× the plain scanner's time; at most
// 100 MiB over baseline for every shape.
const TIME_LIMIT_MS = 1500
const RATIO_LIMIT = 1.5
const MEMORY_LIMIT_BYTES = 100 * MIB

// The baseline: what a plain Node scanner costs on the same file. Four regexes a line, as a
// hand-rolled CI log grep would use; it keeps nothing but counts.
const PLAIN_SCANNER = `// Written by green-gate's bench: a plain streaming line scanner, the baseline of signing.
import { createReadStream } from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
const STAMP = /^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z /
const WORDS = [/^##\\[error\\]/, /\\berror\\b/i, /FAIL/]
const counts = WORDS.map(() => 0)
const decoder = new StringDecoder('utf8')
let lines = 0
let carry = ''
function line(text) {
  lines++
  const body = text.replace(STAMP, '')
  for (let i = 0; i < WORDS.length; i++) if (WORDS[i].test(body)) counts[i]++
}
for await (const chunk of createReadStream(process.argv[2])) {
  const text = carry + decoder.write(chunk)
  let start = 0
  for (let nl = text.indexOf('\\n'); nl !== -1; nl = text.indexOf('\\n', start)) {
    line(text.slice(start, nl))
    start = nl + 1
  }
  carry = text.slice(start)
}
if (carry.length > 0) line(carry)
console.log(JSON.stringify({ lines, counts }))
`

// --- the generated log ---------------------------------------------------------------------

type Dice = ReturnType<typeof dice>

function dice(seed: number) {
  const next = seededRandom(seed)
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1))
  return {
    next,
    int,
    chance: (p: number): boolean => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    hex: (length: number): string => {
      let out = ''
      while (out.length < length) out += int(0, 15).toString(16)
      return out
    }
  }
}

/** The runner's per-line `2026-11-22T20:00:00.1234567Z ` prefix, on a clock the log drives. */
class RunnerClock {
  private ticks = 0 // 100 ns units, the runner's resolution
  private second = -1
  private prefix = ''

  constructor(private readonly startMs: number) {}

  advance(ticks: number): void {
    this.ticks += ticks
  }

  stamp(): string {
    const second = Math.floor(this.ticks / 1e7)
    // toISOString is the slow part; most lines share their second with the one before.
    if (second !== this.second) {
      this.second = second
      this.prefix = new Date(this.startMs + second * 1000).toISOString().slice(0, 19)
    }
    return `${this.prefix}.${String(this.ticks % 1e7).padStart(7, '0')}Z `
  }
}

/** Stamps lines and writes them in 1 MiB chunks, hashing as it goes. */
class LogWriter {
  lines = 0
  /** Bytes written or queued, counted exactly: the noise has multi-byte characters (✓, ■). */
  size = 0
  private pending: string[] = []
  private pendingBytes = 0
  private readonly hash = createHash('sha256')

  constructor(
    private readonly fd: number,
    private readonly clock: RunnerClock,
    private readonly roll: Dice
  ) {}

  line(text: string): void {
    // Mostly sub-millisecond gaps with a long tail, like a busy step.
    this.clock.advance(Math.floor(this.roll.next() ** 3 * 50_000))
    const stamped = `${this.clock.stamp()}${text}\n`
    const bytes = Buffer.byteLength(stamped)
    this.pending.push(stamped)
    this.pendingBytes += bytes
    this.size += bytes
    this.lines++
    if (this.pendingBytes >= MIB) this.flush()
  }

  flush(): void {
    const chunk = Buffer.from(this.pending.join(''), 'utf8')
    writeSync(this.fd, chunk)
    this.hash.update(chunk)
    this.pending = []
    this.pendingBytes = 0
  }

  digest(): string {
    return this.hash.digest('hex')
  }
}

const ESC = '\u001b'
const sgr = (code: string, text: string): string => `${ESC}[${code}m${text}${ESC}[0m`

const MODULES = ['auth', 'billing', 'config', 'errors', 'http', 'parser', 'queue', 'retry']
const MORE_MODULES = ['session', 'storage', 'webhook', 'worker', 'cache', 'events', 'metrics']
const ALL_MODULES = [...MODULES, ...MORE_MODULES]
// Passing tests and healthy services talk about errors and failures all the time; the
// pipeline must not mistake them for the failure.
const TEST_TITLES = [
  'returns an error when the token is missing',
  'retries after a failed request',
  'rejects malformed input with a parse error',
  'handles errors thrown by the store',
  'marks the job failed when the runner exits 1',
  'does not throw on an empty config',
  'keeps the order of events',
  'caches the response for 60 s',
  'times out after 30 s',
  'logs a warning on deprecated options',
  'maps ECONNRESET to a retryable error',
  'reports 0 failed of 12 checks'
]
const PACKAGES = ['inflight', 'glob', 'rimraf', 'uuid', 'har-validator', 'request', 'querystring']
const LEVELS = [sgr('32', 'INFO '), sgr('32', 'INFO '), sgr('36', 'DEBUG'), sgr('33', 'WARN ')]
const APP_MESSAGES = [
  'request failed, retrying (attempt 2/5): connect ECONNREFUSED 127.0.0.1:5432',
  'job failed validation and was requeued',
  'error rate 0.00% over the last 60 s',
  'worker heartbeat ok, 0 errors, 0 failed jobs',
  'upstream returned 503; served from cache',
  'processed batch without errors'
]

const JEST_PASS = `${ESC}[0m${ESC}[7m${ESC}[1m${ESC}[32m PASS ${ESC}[39m${ESC}[22m${ESC}[27m${ESC}[0m`
const SITE_PACKAGES = '/opt/hostedtoolcache/Python/3.12.4/x64/lib/python3.12/site-packages'

const camel = (words: string): string =>
  words.replace(/(?:^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_m, c: string) => c.toUpperCase())
const snake = (words: string): string => words.toLowerCase().replace(/[^a-z0-9]+/g, '_')

/** How far a step's output has got: steps are sized in bytes, so the log lands on its size. */
interface Budget {
  more(): boolean
  /** 0 to 1, for output that reports progress. */
  done(): number
}

type StepBody = (w: LogWriter, d: Dice, budget: Budget) => void

function header(w: LogWriter, command: string): void {
  w.line(`##[group]Run ${command}`)
  w.line(command)
  w.line('shell: /usr/bin/bash -e {0}')
  w.line('##[endgroup]')
}

const STEPS: Record<string, StepBody> = {
  'npm ci --loglevel http': (w, d, budget) => {
    while (budget.more()) {
      const pkg = d.pick(PACKAGES)
      const version = `${d.int(1, 9)}.${d.int(0, 20)}.${d.int(0, 9)}`
      if (d.chance(0.05)) {
        w.line(`npm warn deprecated ${pkg}@${version}: This module is not supported; errors fixed`)
      } else {
        w.line(
          `npm http fetch GET 200 https://packages.example/${pkg}/-/${pkg}-${version}.tgz ${d.int(3, 900)}ms (cache miss)`
        )
      }
    }
    w.line(`added ${d.int(800, 1600)} packages, and audited ${d.int(800, 1600)} packages in 31s`)
    w.line('found 0 vulnerabilities')
  },

  'npx playwright install --with-deps chromium': (w, d, budget) => {
    while (budget.more()) {
      // A bare CR redraws a progress bar; the runner keeps every frame on one line.
      const frames = Array.from({ length: 5 }, (_, k) => {
        const pct = (k + 1) * 20
        return `|${'■'.repeat(pct / 5)}${' '.repeat(20 - pct / 5)}| ${pct}% of 140.2 MiB`
      })
      w.line(frames.join('\r'))
      if (d.chance(0.3)) w.line(`Downloading chromium 131.0.${d.int(6000, 6999)}.${d.int(10, 99)}`)
    }
  },

  'npm run build': (w, d, budget) => {
    while (budget.more()) {
      const mod = d.pick(ALL_MODULES)
      if (d.chance(0.9)) {
        w.line(
          `  ./src/${mod}/${d.pick(ALL_MODULES)}.ts ${d.int(1, 40)}.${d.int(0, 9)} KiB [built] [code generated]`
        )
      } else {
        w.line(
          `asset ${mod}.${d.hex(20)}.js ${d.int(1, 300)} KiB [emitted] [immutable] [minimized] (name: ${mod})`
        )
      }
    }
    w.line(`webpack 5.97.1 compiled ${sgr('32', 'successfully')} in ${d.int(4000, 30000)} ms`)
  },

  'npx jest --ci --coverage': (w, d, budget) => {
    let tests = 0
    while (budget.more()) {
      const file = `src/${d.pick(ALL_MODULES)}/`
      const name = `${d.pick(ALL_MODULES)}.test.ts`
      const path = `${ESC}[2m${file}${ESC}[22m${ESC}[1m${name}${ESC}[22m`
      w.line(`${JEST_PASS} ${path} (${d.int(1, 9)}.${d.int(100, 999)} s)`)
      for (let t = d.int(5, 40); t > 0; t--, tests++) {
        w.line(`      ${sgr('32', '✓')} ${d.pick(TEST_TITLES)} ${sgr('2', `(${d.int(1, 80)} ms)`)}`)
      }
      if (d.chance(0.3)) {
        // Expected errors a passing test logs on purpose.
        w.line('  console.error')
        w.line(
          `    Failed to load optional config .${d.pick(ALL_MODULES)}rc: ENOENT, using defaults`
        )
        w.line('')
        w.line(`      at loadConfig (src/config/load.ts:${d.int(10, 99)}:${d.int(1, 40)})`)
        w.line('')
      }
    }
    w.line(`${sgr('1', 'Tests:')}       ${sgr('32', `${tests} passed`)}, ${tests} total`)
    w.line('----------------|---------|----------|---------|---------|-------------------')
    for (const mod of ALL_MODULES) {
      const cells = [0, 1, 2, 3].map(() => `${d.int(60, 99)}.${d.int(10, 99)}`.padStart(8))
      w.line(` ${mod.padEnd(15)}|${cells.join(' |')} | ${d.int(10, 99)}-${d.int(100, 200)}`)
    }
  },

  'pytest -v': (w, d, budget) => {
    let tests = 0
    for (; budget.more(); tests++) {
      const pct = String(Math.floor(budget.done() * 100)).padStart(3)
      const test = `tests/test_${d.pick(ALL_MODULES)}.py::test_${snake(d.pick(TEST_TITLES))}`
      const outcome = d.chance(0.02) ? sgr('33', 'SKIPPED (needs network)') : sgr('32', 'PASSED')
      w.line(`${test} ${outcome} [${pct}%]`)
      if (d.chance(0.01)) {
        const where = `${SITE_PACKAGES}/${d.pick(ALL_MODULES)}/core.py:${d.int(10, 400)}`
        w.line(`  ${where}: DeprecationWarning: error handling will change`)
      }
    }
    w.line(sgr('32', `==== ${tests} passed, 3 warnings in 45.67s ====`))
  },

  'go test -v ./...': (w, d, budget) => {
    while (budget.more()) {
      const name = `Test${camel(d.pick(TEST_TITLES))}`
      const file = `${d.pick(ALL_MODULES)}_test.go`
      w.line(`=== RUN   ${name}`)
      w.line(
        `    ${file}:${d.int(10, 300)}: attempt ${d.int(1, 3)}: got error "connection reset", retrying`
      )
      w.line(`--- PASS: ${name} (0.0${d.int(0, 9)}s)`)
      if (d.chance(0.05)) {
        w.line('PASS')
        w.line(`ok  \tgithub.com/acme/demo/internal/${d.pick(ALL_MODULES)}\t0.${d.int(100, 999)}s`)
      }
    }
  },

  'npm run test:e2e': (w, d, budget) => {
    for (let i = 0; budget.more(); i++) {
      const worker = `worker-${d.int(1, 8)}`
      if (d.chance(0.2)) {
        // Structured logs make the longest lines in a real job.
        w.line(
          JSON.stringify({
            level: 'info',
            time: 1795000000000 + i,
            worker,
            msg: 'request completed',
            route: `/api/v1/${d.pick(ALL_MODULES)}/${d.hex(8)}`,
            status: d.pick([200, 200, 201, 204, 404]),
            errors: 0,
            failed: 0,
            durationMs: d.int(1, 400),
            traceId: d.hex(32)
          })
        )
      } else {
        w.line(`${d.pick(LEVELS)} [${worker}] ${d.pick(APP_MESSAGES)} id=${d.hex(12)}`)
      }
    }
  },

  'docker build -t acme/demo .': (w, d, budget) => {
    let n = 1
    while (budget.more()) {
      if (d.chance(0.02)) n++
      w.line(
        `#${n} ${d.int(0, 90)}.${d.int(100, 999)} npm warn deprecated ${d.pick(PACKAGES)}@2.0.${d.int(0, 9)}: no longer supported`
      )
      if (d.chance(0.02)) w.line(`#${n} DONE ${d.int(1, 60)}.${d.int(0, 9)}s`)
    }
  }
}

export interface GeneratedLog {
  path: string
  bytes: number
  lines: number
  sha256: string
  steps: number
}

/**
 * Writes a job log of about `bytes`: the fixture's set-up and checkout, passing steps of seeded
 * noise, then the fixture's failing step and post-job clean-up, all on one runner clock.
 */
export function generateJobLog(
  path: string,
  options: { bytes: number; seed: number; failureLog: string }
): GeneratedLog {
  const fixture = readFileSync(options.failureLog, 'utf8').replace(/\n$/, '').split('\n')
  // Drop the fixture's own timestamps: restamped, the planted lines follow the noise in time.
  const bodies = fixture.map((line) => line.replace(/^\d{4}-\d\d-\d\dT[\d:.]+Z /, ''))
  const lastStep = bodies.findLastIndex((line) => line.startsWith('##[group]Run '))
  if (lastStep === -1) throw new Error(`${options.failureLog}: no "##[group]Run" step header`)

  const d = dice(options.seed)
  const fd = openSync(path, 'w')
  const w = new LogWriter(fd, new RunnerClock(Date.UTC(2026, 10, 22, 20, 0, 0)), d)
  let steps = 0
  try {
    for (const line of bodies.slice(0, lastStep)) w.line(line)
    const failure = bodies.slice(lastStep)
    // Each planted line gains a 29-byte timestamp and a newline.
    const noiseBytes = options.bytes - Buffer.byteLength(failure.join('')) - failure.length * 30
    const names = Object.keys(STEPS)
    // The first steps in a fixed order like a real workflow, then any, until the log is full.
    for (let i = 0; w.size < noiseBytes; i++) {
      const name = i < names.length ? (names[i] as string) : d.pick(names)
      header(w, name)
      const body = STEPS[name] as StepBody
      const start = w.size
      let end = Math.min(start + d.int(256 * 1024, 4 * MIB), noiseBytes)
      // No runt step at the end: the last one takes what is left.
      if (noiseBytes - end < 64 * 1024) end = noiseBytes
      body(w, d, { more: () => w.size < end, done: () => (w.size - start) / (end - start) })
      steps++
      if (d.chance(0.3)) w.line(`##[warning]${name}: a deprecated option was used; see the docs`)
    }
    for (const line of failure) w.line(line)
    w.flush()
  } finally {
    closeSync(fd)
  }
  const planted = bodies.filter((line) => line.startsWith('##[group]Run ')).length
  return { path, bytes: w.size, lines: w.lines, sha256: w.digest(), steps: steps + planted }
}

/**
 * Writes a failure-dense log of at most `bytes`: every corpus log (real tool runs in runner
 * framing), whole, in path order, again and again. With `oneStep`, the runner's markers are left
 * out, so the whole log is one step's output: nothing of it can be skipped as a step after the
 * failing steps the scanner keeps.
 */
export function generateDenseLog(
  path: string,
  bytes: number,
  corpusDir: string,
  oneStep = false
): number {
  const logs = readdirSync(corpusDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.log'))
    .sort()
    .map((name) => readFileSync(join(corpusDir, name)))
    .map((log) => (oneStep ? withoutMarkers(log) : log))
  const fd = openSync(path, 'w')
  let size = 0
  try {
    for (let i = 0; ; i++) {
      const log = logs[i % logs.length] as Buffer
      if (size + log.length > bytes) break
      writeSync(fd, log)
      size += log.length
    }
  } finally {
    closeSync(fd)
  }
  return size
}

/** A log's lines but the runner's `##[...]` markers. */
const withoutMarkers = (log: Buffer): Buffer =>
  Buffer.from(
    log
      .toString('utf8')
      .split('\n')
      .filter((line) => !line.includes('##['))
      .join('\n')
  )

/** Writes one line of `bytes` with no newline: minified output a tool printed whole. */
export function generateOneLine(path: string, bytes: number): number {
  const unit = Buffer.from('{"level":"info","msg":"request failed, retrying","errors":0},')
  const block = Buffer.concat(Array.from({ length: Math.ceil(MIB / unit.length) }, () => unit))
  const fd = openSync(path, 'w')
  try {
    for (let size = 0; size < bytes; size += block.length) {
      writeSync(fd, block.subarray(0, Math.min(block.length, bytes - size)))
    }
  } finally {
    closeSync(fd)
  }
  return bytes
}

// --- the measurement ------------------------------------------------------------------------

interface SignatureOutput {
  signature: string
  class: string
  summary: { failing_steps: unknown }
  log_bytes: number
}

export interface Answer {
  signature: string
  class: string
  failingSteps: unknown
}

/** Throws unless the CLI exited cleanly with the expected answer for the whole file. */
export function check(
  run: NodeRun,
  file: string,
  bytes: number,
  expected: Answer
): SignatureOutput {
  if (run.status !== 0) {
    throw new Error(`green-gate signature ${file} exited ${run.status}: ${run.stderr.trim()}`)
  }
  let out: SignatureOutput
  try {
    out = JSON.parse(run.stdout) as SignatureOutput
  } catch {
    throw new Error(`green-gate signature ${file} printed no JSON: ${run.stdout.slice(0, 200)}`)
  }
  const got = {
    signature: out.signature,
    class: out.class,
    failingSteps: out.summary.failing_steps
  }
  if (JSON.stringify(got) !== JSON.stringify(expected)) {
    throw new Error(
      `wrong answer on ${file}:\n  expected ${JSON.stringify(expected)}\n  got      ${JSON.stringify(got)}`
    )
  }
  if (out.log_bytes !== bytes) {
    throw new Error(`green-gate read ${out.log_bytes} bytes of ${file}, which has ${bytes}`)
  }
  return out
}

/** The answer the pipeline's source gives in this process: what the shipped CLI must print. */
export async function answerOf(file: string): Promise<Answer> {
  const scanner = createLogScanner()
  for await (const chunk of createReadStream(file)) scanner.push(chunk as Buffer)
  const analysis = scanner.finish()
  return {
    signature: analysis.signature,
    class: analysis.failureClass,
    failingSteps: analysis.failingSteps.map((s) => ({
      name: s.name,
      exit_code: s.exitCode ?? null
    }))
  }
}

interface Shape {
  readonly id: 'realistic' | 'dense' | 'oneStep' | 'line'
  readonly label: string
  readonly path: string
  readonly bytes: number
  readonly expected: Answer
  /** Timed against the plain scanner; the one-line shape is there for memory. */
  readonly timed: boolean
}

const ratio = (x: number): string => `${x.toFixed(2)}×`

export const logPipeline: BenchRow = {
  id: 'log-pipeline',

  async run({ root, runs, tempDir, progress }): Promise<RowResult> {
    const cli = join(root, CLI)
    if (!existsSync(cli)) throw new Error(`${CLI} is missing: run \`npm run package\` first`)
    const dir = await tempDir('log-pipeline')

    progress(`log pipeline: generating the ${mib(LOG_BYTES, 0)} logs (seed ${SEED})`)
    const started = performance.now()
    const log = generateJobLog(join(dir, 'job.log'), {
      bytes: LOG_BYTES,
      seed: SEED,
      failureLog: join(root, FAILURE_FIXTURE)
    })
    const densePath = join(dir, 'dense.log')
    const denseBytes = generateDenseLog(densePath, LOG_BYTES, join(root, CORPUS))
    const oneStepPath = join(dir, 'dense-one-step.log')
    const oneStepBytes = generateDenseLog(oneStepPath, LOG_BYTES, join(root, CORPUS), true)
    const linePath = join(dir, 'one-line.log')
    const lineBytes = generateOneLine(linePath, LINE_BYTES)
    const generateMs = performance.now() - started
    const shapes: readonly Shape[] = [
      {
        id: 'realistic',
        label: `a ${mib(log.bytes, 0)} realistic job log`,
        path: log.path,
        bytes: log.bytes,
        expected: EXPECTED,
        timed: true
      },
      {
        id: 'dense',
        label: `a ${mib(denseBytes, 0)} failure-dense log`,
        path: densePath,
        bytes: denseBytes,
        expected: await answerOf(densePath),
        timed: true
      },
      {
        id: 'oneStep',
        label: `a ${mib(oneStepBytes, 0)} failure-dense log in one step`,
        path: oneStepPath,
        bytes: oneStepBytes,
        expected: await answerOf(oneStepPath),
        timed: true
      },
      {
        id: 'line',
        label: `one ${(lineBytes / 1e6).toFixed(0)} MB line`,
        path: linePath,
        bytes: lineBytes,
        expected: await answerOf(linePath),
        timed: false
      }
    ]
    // The process baseline: the same command on a log too small to cost anything.
    const tiny = join(root, FAILURE_FIXTURE)
    const tinyBytes = statSync(tiny).size

    const probe = new PeakRssProbe(dir)
    const plainScript = join(dir, 'plain-scanner.mjs')
    writeFileSync(plainScript, PLAIN_SCANNER)
    const sign = (file: string, bytes: number, expected: Answer): NodeRun => {
      const run = probe.run(cli, ['signature', file], root)
      check(run, file, bytes, expected)
      return run
    }
    const plain = (file: string): NodeRun => {
      const run = probe.run(plainScript, [file], root)
      if (run.status !== 0) throw new Error(`plain scanner exited ${run.status}: ${run.stderr}`)
      return run
    }

    // Warm-up: the logs into the page cache and the bundle into the OS file cache, so every
    // timed run reads from memory and the runs are comparable with each other.
    progress('log pipeline: warm-up')
    for (const shape of shapes) {
      sign(shape.path, shape.bytes, shape.expected)
      if (shape.timed) plain(shape.path)
    }
    sign(tiny, tinyBytes, EXPECTED)

    const samples: Record<string, number[]> = { baselineMs: [], baselinePeakRssBytes: [] }
    const sample = (key: string, value: number): void => {
      ;(samples[key] ??= []).push(value)
    }
    for (let i = 1; i <= runs; i++) {
      progress(`log pipeline: run ${i}/${runs}`)
      // Interleaved, so drift in machine load shifts signing and its baseline alike.
      for (const shape of shapes) {
        const signed = sign(shape.path, shape.bytes, shape.expected)
        sample(`${shape.id}SignMs`, signed.wallMs)
        sample(`${shape.id}SignPeakRssBytes`, signed.peakRssBytes)
        if (shape.timed) sample(`${shape.id}PlainMs`, plain(shape.path).wallMs)
      }
      const small = sign(tiny, tinyBytes, EXPECTED)
      sample('baselineMs', small.wallMs)
      sample('baselinePeakRssBytes', small.peakRssBytes)
    }

    const medians = Object.fromEntries(
      Object.entries(samples).map(([key, values]) => [key, median(values)])
    )
    const m = (key: string): number => medians[key] ?? Number.NaN
    const basePeak = m('baselinePeakRssBytes')
    const lines: RowResult['lines'] = []
    for (const shape of shapes.filter((s) => s.timed)) {
      const signMs = m(`${shape.id}SignMs`)
      const plainMs = m(`${shape.id}PlainMs`)
      const mibps = (ms: number): string => `${(shape.bytes / MIB / (ms / 1000)).toFixed(0)} MiB/s`
      medians[`${shape.id}Ratio`] = signMs / plainMs
      lines.push({
        row: `Log pipeline: sign ${shape.label} (cold CLI)`,
        measured: `${seconds(signMs)} (${mibps(signMs)})`,
        baseline: `plain line scanner: ${seconds(plainMs)} (${mibps(plainMs)})`,
        ratio: `${ratio(signMs / plainMs)} the plain scanner's time`,
        target: `≤ ${ratio(RATIO_LIMIT)} the plain scanner's time`,
        ...underLimit(signMs / plainMs, RATIO_LIMIT, ratio, true)
      })
    }
    const realisticMs = m('realisticSignMs')
    lines.push({
      row: `Log pipeline: sign ${shapes[0]?.label ?? ''}, wall time`,
      measured: seconds(realisticMs),
      baseline: '—',
      ratio: '—',
      target: `< ${seconds(TIME_LIMIT_MS)}`,
      ...underLimit(realisticMs, TIME_LIMIT_MS, seconds, false)
    })
    for (const shape of shapes) {
      const peak = m(`${shape.id}SignPeakRssBytes`)
      medians[`${shape.id}PeakOverBaselineBytes`] = peak - basePeak
      lines.push({
        row: `Log pipeline: peak RSS over baseline, ${shape.label}`,
        measured: `+${mib(peak - basePeak)} (peak ${mib(peak)})`,
        baseline: `${mib(basePeak)}: same CLI on a ${(tinyBytes / 1024).toFixed(1)} KiB log`,
        ratio: `${(peak / basePeak).toFixed(2)}× baseline peak`,
        target: `≤ ${mib(MEMORY_LIMIT_BYTES, 0)} over baseline`,
        ...underLimit(peak - basePeak, MEMORY_LIMIT_BYTES, mib, true)
      })
    }

    return {
      lines,
      samples,
      medians,
      details: {
        logs: {
          realistic: {
            bytes: log.bytes,
            lines: log.lines,
            steps: log.steps,
            seed: SEED,
            sha256: log.sha256,
            failure: FAILURE_FIXTURE
          },
          dense: { bytes: denseBytes, from: `every ${CORPUS}/**/*.log, whole, repeated` },
          line: { bytes: lineBytes },
          generateMs: Math.round(generateMs)
        },
        // The preload only records peak RSS at exit; it is in the baseline command too.
        command: `node --import <peak-rss preload> ${CLI} signature <log>`,
        plainCommand: 'node --import <peak-rss preload> <plain-scanner.mjs> <log>',
        baselineCommand: `node --import <peak-rss preload> ${CLI} signature ${FAILURE_FIXTURE}`,
        answers: Object.fromEntries(shapes.map((s) => [s.id, s.expected])),
        peakRssSource: existsSync('/proc/self/status') ? 'VmHWM' : 'getrusage maxRSS'
      }
    }
  }
}
