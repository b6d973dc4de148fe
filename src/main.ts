// Wires the adapters to the rules: read the runner, resolve the target, evaluate, report.
import * as core from '@actions/core'
import { oneLine } from './errors.js'
import { evaluate } from './gate/evaluate.js'
import { decisionForStatus, type GateReport } from './gate/report.js'
import { resolveTarget } from './gate/target.js'
import { createClient } from './github/client.js'
import { readRunnerContext } from './runner/env.js'
import { parseConfig } from './runner/inputs.js'
import { writeOutputs } from './runner/outputs.js'
import { writeSummary } from './runner/summary.js'

export async function run(): Promise<void> {
  try {
    const config = parseConfig((name) => core.getInput(name))
    core.setSecret(config.token)
    const ctx = readRunnerContext()
    const target = resolveTarget(ctx.event, config)
    const report: GateReport =
      target.kind === 'skip'
        ? { ...target, decision: 'skip', pullNumber: null, reduction: null }
        : await (async () => {
            const gh = createClient(config.token)
            const { headSha, pullNumber, reduction } = await evaluate(gh, ctx, config, target)
            return {
              decision: decisionForStatus(reduction.status),
              reason: reduction.reason,
              program: target.program,
              branch: target.branch,
              headSha,
              pullNumber,
              reduction
            }
          })()
    writeOutputs(report)
    core.info(`green-gate: ${report.decision}: ${report.reason}`)
    await writeSummary(report)
  } catch (error) {
    core.setFailed(oneLine(error))
  }
}
