// `green-gate signature [FILE|-]`: the log pipeline on a raw GitHub Actions job log, streamed, so
// a maintainer can see what the gate would call a failure and whether two runs match.
import { GateError } from '../../rules/errors.js'
import { createLogScanner, summarizeRun } from '../../rules/logs/index.js'
import type { Command } from './command.js'
import { inputChunks, openInput } from './io.js'

export const signatureCommand: Command = {
  name: 'signature',
  synopsis: '[FILE|-] [--budget BYTES] [--job NAME] [--step NAME]',
  summary: 'Sign and classify a raw job log the way the gate does.',
  details: [
    "Reads FILE, or standard input when FILE is - or absent: a job's log as GitHub serves it for download. Prints one JSON line: signature, class, summary (failing steps, first error, tests, codes), and the size of the excerpt a fixer would get. Two logs with the same signature are the same failure to the gate.",
    "The class weighs what the failing step was for: its command as the log shows it, then --step (the failed step's name in the workflow), then --job (the job's name), as the gate reads them from the jobs API."
  ],
  options: {
    budget: {
      kind: 'value',
      placeholder: 'BYTES',
      description:
        "size of the log excerpt, at least 1024 (default: the action's log-byte-budget, 65536)"
    },
    job: { kind: 'value', placeholder: 'NAME', description: "the job's name" },
    step: { kind: 'value', placeholder: 'NAME', description: "the failed step's name" }
  },
  positionals: { min: 0, max: 1, name: 'FILE' },
  async run({ values, positionals }) {
    const budget = values.budget === undefined ? undefined : Number(values.budget)
    if (budget !== undefined && (!Number.isSafeInteger(budget) || budget < 1024)) {
      throw new GateError(
        `--budget must be a whole number of at least 1024, got "${values.budget}"`
      )
    }
    const input = openInput(positionals[0])
    const scanner = createLogScanner(budget === undefined ? {} : { byteBudget: budget })
    let bytes = 0
    for await (const chunk of inputChunks(input)) {
      bytes += chunk.length
      scanner.push(chunk)
    }
    if (bytes === 0) throw new GateError(`${input.label}: empty input, expected a job log`)
    const analysis = scanner.finish({
      ...(values.job === undefined ? {} : { name: values.job }),
      ...(values.step === undefined ? {} : { failedSteps: [values.step] })
    })
    const run = summarizeRun([{ job: input.label, analysis }])
    return {
      output: JSON.stringify({
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
      }),
      exitCode: 0
    }
  }
}
