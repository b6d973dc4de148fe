// Bench rows "log families": the time per MiB to sign job logs made of the lines that make a
// careless reader slow (long paths, long ids, repeated separators, one character over and over,
// nested brackets, colour codes: test/support/pathological-logs.ts), against the realistic job
// log's time per MiB. Each log is signed by the shipped CLI in a cold child process; a time per
// MiB is net of the process's start (the same CLI on a tiny log, subtracted), so the sizes of the
// logs do not tilt the ratio. A reader that reads a long line again from each of its places
// shows here as a family many times slower than the realistic log. Answers are checked on every
// run, as in the log-pipeline row.
import { createHash } from 'node:crypto'
import { closeSync, existsSync, openSync, statSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import {
  FAMILIES,
  familyLines,
  type Family,
  type FamilyId
} from '../test/support/pathological-logs.js'
import {
  answerOf,
  check,
  CLI,
  EXPECTED,
  FAILURE_FIXTURE,
  generateJobLog,
  SEED,
  type Answer
} from './log-pipeline.js'
import {
  median,
  mib,
  MIB,
  PeakRssProbe,
  seconds,
  underLimit,
  type BenchRow,
  type RowResult,
  type TableLine
} from './support.js'

/** Every log, the realistic one too: large enough that a run's noise is small beside it. */
const LOG_BYTES = 32 * MIB
/** The lines of the issue that asked for this row: about as long as the scanner reads of one. */
const LINE_WIDTH = 16 * 1024
const FAMILY_SEED = 20261125
/** Target: no family costs more than three times what the realistic log costs a MiB. */
const RATIO_LIMIT = 3

interface Log {
  readonly id: 'realistic' | FamilyId
  readonly label: string
  readonly path: string
  readonly bytes: number
  readonly sha256: string
  readonly expected: Answer
}

/** Writes a family's log of about `bytes` in 1 MiB writes; its size and digest. */
function writeFamilyLog(path: string, family: Family, seed: number): Omit<Log, 'expected'> {
  const hash = createHash('sha256')
  const fd = openSync(path, 'w')
  let pending: string[] = []
  let pendingChars = 0
  const flush = (): void => {
    const chunk = Buffer.from(pending.join(''), 'utf8')
    writeSync(fd, chunk)
    hash.update(chunk)
    pending = []
    pendingChars = 0
  }
  try {
    for (const line of familyLines(family, { bytes: LOG_BYTES, seed, width: LINE_WIDTH })) {
      pending.push(`${line}\n`)
      pendingChars += line.length + 1
      if (pendingChars >= MIB) flush()
    }
    flush()
  } finally {
    closeSync(fd)
  }
  const bytes = statSync(path).size
  return { id: family.id, label: family.label, path, bytes, sha256: hash.digest('hex') }
}

/** The realistic log of the log-pipeline row at this row's size, and a log of each family. */
async function generateLogs(root: string, dir: string): Promise<Log[]> {
  const realistic = generateJobLog(join(dir, 'job.log'), {
    bytes: LOG_BYTES,
    seed: SEED,
    failureLog: join(root, FAILURE_FIXTURE)
  })
  const logs: Log[] = [
    {
      id: 'realistic',
      label: 'realistic job log',
      path: realistic.path,
      bytes: realistic.bytes,
      sha256: realistic.sha256,
      expected: EXPECTED
    }
  ]
  for (const [k, family] of FAMILIES.entries()) {
    const log = writeFamilyLog(join(dir, `${family.id}.log`), family, FAMILY_SEED + k)
    logs.push({ ...log, expected: await answerOf(log.path) })
  }
  return logs
}

const ratio = (x: number): string => `${x.toFixed(2)}×`
const perMib = (ms: number): string => `${ms.toFixed(1)} ms/MiB`

/** The table: the realistic log's time per MiB, then each family's against it. */
function tableOf(logs: readonly Log[], medians: Record<string, number>): TableLine[] {
  const m = (key: string): number => medians[key] ?? Number.NaN
  const start = m('baselineMs')
  for (const log of logs) {
    medians[`${log.id}MsPerMib`] = (m(`${log.id}SignMs`) - start) / (log.bytes / MIB)
  }
  const realistic = m('realisticMsPerMib')
  const lines: TableLine[] = [
    {
      row: `Log families: sign a ${mib(LOG_BYTES, 0)} realistic job log, time per MiB`,
      measured: `${perMib(realistic)} (${seconds(m('realisticSignMs'))})`,
      baseline: `start-up subtracted: ${seconds(start)}, the same CLI on a tiny log`,
      ratio: '—',
      target: 'n/a (the baseline of the rows below)',
      met: undefined,
      margin: ''
    }
  ]
  for (const log of logs.filter((l) => l.id !== 'realistic')) {
    const x = m(`${log.id}MsPerMib`) / realistic
    medians[`${log.id}Ratio`] = x
    lines.push({
      row: `Log families: sign ${mib(log.bytes, 0)} of ${log.label}, time per MiB`,
      measured: `${perMib(m(`${log.id}MsPerMib`))} (${seconds(m(`${log.id}SignMs`))})`,
      baseline: `realistic job log: ${perMib(realistic)}`,
      ratio: `${ratio(x)} the realistic log's`,
      target: `≤ ${ratio(RATIO_LIMIT)} the realistic log's`,
      ...underLimit(x, RATIO_LIMIT, ratio, true)
    })
  }
  return lines
}

export const logFamilies: BenchRow = {
  id: 'log-families',

  async run({ root, runs, tempDir, progress }): Promise<RowResult> {
    const cli = join(root, CLI)
    if (!existsSync(cli)) throw new Error(`${CLI} is missing: run \`npm run package\` first`)
    const dir = await tempDir('log-families')
    progress(`log families: generating ${FAMILIES.length + 1} logs of ${mib(LOG_BYTES, 0)}`)
    const started = performance.now()
    const logs = await generateLogs(root, dir)
    const generateMs = performance.now() - started
    const tiny = join(root, FAILURE_FIXTURE)
    const probe = new PeakRssProbe(dir)
    const sign = (file: string, bytes: number, expected: Answer): number => {
      const run = probe.run(cli, ['signature', file], root)
      check(run, file, bytes, expected)
      return run.wallMs
    }

    // Warm-up: the logs into the page cache and the bundle into the OS file cache.
    progress('log families: warm-up')
    for (const log of logs) sign(log.path, log.bytes, log.expected)
    sign(tiny, statSync(tiny).size, EXPECTED)

    const samples: Record<string, number[]> = { baselineMs: [] }
    for (let i = 1; i <= runs; i++) {
      progress(`log families: run ${i}/${runs}`)
      // Interleaved, so drift in machine load moves the families and the realistic log alike.
      for (const log of logs) {
        ;(samples[`${log.id}SignMs`] ??= []).push(sign(log.path, log.bytes, log.expected))
      }
      samples.baselineMs?.push(sign(tiny, statSync(tiny).size, EXPECTED))
    }
    const medians = Object.fromEntries(
      Object.entries(samples).map(([key, values]) => [key, median(values)])
    )
    return {
      lines: tableOf(logs, medians),
      samples,
      medians,
      details: {
        logs: Object.fromEntries(
          logs.map((l) => [l.id, { label: l.label, bytes: l.bytes, sha256: l.sha256 }])
        ),
        seeds: { realistic: SEED, families: `${FAMILY_SEED} + the family's place` },
        lineWidth: LINE_WIDTH,
        generateMs: Math.round(generateMs),
        command: `node --import <peak-rss preload> ${CLI} signature <log>`,
        baselineCommand: `node --import <peak-rss preload> ${CLI} signature ${FAILURE_FIXTURE}`,
        perMib: '(median sign time - median baseline time) / MiB of the log',
        answers: Object.fromEntries(logs.map((l) => [l.id, l.expected]))
      }
    }
  }
}
