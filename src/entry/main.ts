// Wires the adapters to the rules: read the runner, run the gate or the sweep, report.
import * as core from '@actions/core'
import { failureLine, templateJobFor, type TemplateJob } from '../rules/permission-job.js'
import { oneLine } from '../rules/untrusted.js'
import { skipReport, type GateReport } from '../rules/gate/report.js'
import { resolveTarget } from '../rules/gate/target.js'
import type { IssueCommentEvent } from '../rules/event.js'
import { commentTarget } from '../rules/steer/comment-event.js'
import { readRunnerContext, type RunnerContext } from '../adapters/runner/env.js'
import { effectiveSettings } from '../rules/settings/effective.js'
import { parseSettings } from '../rules/settings/parse.js'
import { readConfigFile } from '../adapters/runner/config-file.js'
import type { ModeRun, RunSettings } from '../rules/vocabulary/settings.js'
import { writeOutputs } from '../adapters/runner/outputs.js'
import { writeSummary } from '../adapters/runner/summary.js'

export async function run(): Promise<void> {
  // Known once the mode is: a permission the job lacks is then named with the job to grant it in.
  let job: TemplateJob | null = null
  try {
    const ctx = readRunnerContext()
    const file = await readConfigFile({
      given: core.getInput('config-file'),
      workspace: ctx.workspace
    })
    const input = (name: string): string => core.getInput(name)
    const run = parseSettings(input, file)
    const { mode } = run.settings
    job = templateJobFor(mode, ctx.event.kind)
    if (file !== null) core.info(`green-gate: ${file.settings.size} settings from ${file.path}`)
    for (const secret of new Set([...Object.values(run.secrets), auditKeyOf(run.settings)])) {
      if (secret !== '') core.setSecret(secret)
    }
    for (const { name, value, from } of effectiveSettings(input, file, mode))
      core.debug(`setting ${name} = ${value === '' ? '(none)' : value} (${from})`)
    const report = await runMode(ctx, run)
    writeOutputs(report)
    // The reason names checks and status contexts: on a line of its own, text from another app
    // would be read by the runner as a workflow command.
    core.info(oneLine(`green-gate: ${report.decision}: ${report.reason}`))
    await writeSummary(report)
  } catch (error) {
    core.setFailed(failureLine(error, job))
  }
}

function auditKeyOf(settings: RunSettings['settings']): string {
  return settings.mode === 'fix' ? '' : (settings.auditKey ?? '')
}

/** Each mode's sequence, loaded only when its mode runs. */
function runMode(ctx: RunnerContext, run: RunSettings): Promise<GateReport> {
  const { settings } = run
  switch (settings.mode) {
    case 'gate':
      return gate(ctx, { ...run, settings })
    case 'sweep':
      return sweep(ctx, { ...run, settings })
    case 'fix':
      return fix(ctx, { ...run, settings })
    case 'push':
      return push(ctx, { ...run, settings })
  }
}

async function gate(ctx: RunnerContext, run: ModeRun<'gate'>): Promise<GateReport> {
  // A comment on an issue or pull request is a maintainer's command, or nothing to do.
  if (ctx.event.kind === 'issue_comment') return steer(ctx, ctx.event, run)
  // Resolved before a client exists: a fork or an unrelated branch costs no API call, and not
  // even the loading of the API client and the rest of the gate.
  const target = resolveTarget(ctx.event, run.settings.branchPattern, run.facts)
  if (target.kind === 'skip') return skipReport(target.reason, target)
  const [{ runGate }, { createClient }] = await Promise.all([
    import('../flow/gate/run-gate.js'),
    import('../adapters/github/client.js')
  ])
  return runGate({ gh: createClient(run.secrets.token), ctx }, run.settings, { target })
}

/** Screened like a CI event: a comment that is no command costs no API call. */
async function steer(
  ctx: RunnerContext,
  event: IssueCommentEvent,
  run: ModeRun<'gate'>
): Promise<GateReport> {
  const target = commentTarget(event)
  if (target.kind === 'skip') {
    return skipReport(target.reason, { program: null, branch: null, headSha: null })
  }
  const [{ runCommand }, { createClient }] = await Promise.all([
    import('../flow/steer/run-command.js'),
    import('../adapters/github/client.js')
  ])
  return runCommand(createClient(run.secrets.token), ctx, run, event, target.command)
}

/** The fixer's job holds no token: it needs no API client. */
async function fix(ctx: RunnerContext, run: ModeRun<'fix'>): Promise<GateReport> {
  const { runFixJob } = await import('../flow/fix/fix-job.js')
  return runFixJob(ctx, run.settings, run.facts)
}

async function sweep(ctx: RunnerContext, run: ModeRun<'sweep'>): Promise<GateReport> {
  const [{ runSweep }, { createClient }] = await Promise.all([
    import('../flow/gate/sweep.js'),
    import('../adapters/github/client.js')
  ])
  return runSweep(createClient(run.secrets.token), ctx, run.settings, run.facts)
}

async function push(ctx: RunnerContext, run: ModeRun<'push'>): Promise<GateReport> {
  const [{ runPushJob }, { createClient }] = await Promise.all([
    import('../flow/fix/push-job.js'),
    import('../adapters/github/client.js')
  ])
  return runPushJob(createClient(run.secrets.token), ctx, run)
}
