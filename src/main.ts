// Wires the adapters to the rules: read the runner, resolve the target, run the gate, report.
import * as core from '@actions/core'
import { GateError, oneLine } from './errors.js'
import { skipReport } from './gate/report.js'
import { runGate } from './gate/run-gate.js'
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
    if (config.mode !== 'gate')
      throw new GateError(`mode "${config.mode}" is not available in this version`)
    const target = resolveTarget(ctx.event, config)
    const report =
      target.kind === 'skip'
        ? skipReport(target.reason, target)
        : await runGate(createClient(config.token), ctx, config, target)
    writeOutputs(report)
    core.info(`green-gate: ${report.decision}: ${report.reason}`)
    await writeSummary(report)
  } catch (error) {
    core.setFailed(oneLine(error))
  }
}
