// `green-gate signature [FILE|-]`: the log pipeline on a raw GitHub Actions job log, streamed, so
// a maintainer can see what the gate would call a failure and whether two runs match.
import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { GateError } from '../errors.js'
import { createLogScanner, summarizeRun } from '../logs/index.js'
import { parseArgs } from './io.js'

export const signatureUsage =
  'signature [FILE|-] [--budget BYTES]   sign and classify a raw job log (default: stdin)'

export async function signatureCommand(args: readonly string[]): Promise<string> {
  const { options, positional } = parseArgs(args, ['budget'])
  const budget = options.budget === undefined ? undefined : Number(options.budget)
  if (budget !== undefined && (!Number.isSafeInteger(budget) || budget < 1024)) {
    throw new GateError(`--budget must be a whole number of at least 1024, got "${options.budget}"`)
  }
  const path = positional[0]
  const source: Readable =
    path === undefined || path === '-' ? process.stdin : createReadStream(path)
  const scanner = createLogScanner(budget === undefined ? {} : { byteBudget: budget })
  try {
    for await (const chunk of source) scanner.push(chunk as Buffer)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error'
    throw new GateError(`${path ?? 'stdin'}: cannot read (${code})`)
  }
  const analysis = scanner.finish()
  const run = summarizeRun([{ job: path ?? 'stdin', analysis }])
  return JSON.stringify({
    signature: analysis.signature,
    class: analysis.failureClass,
    summary: {
      failing_steps: analysis.failingSteps.map((s) => ({
        name: s.name,
        exit_code: s.exitCode ?? null
      })),
      first_error: analysis.firstErrorLine ?? null,
      tests: analysis.tests,
      codes: analysis.codes,
      text: run.text
    },
    excerpt_bytes: Buffer.byteLength(analysis.excerpt),
    log_bytes: analysis.byteCount,
    log_lines: analysis.lineCount
  })
}
