// The in-runner fix: after a `fix` decision, run the fix command in a checkout of the head
// branch, push what it committed (never forced), and, when the push cannot start CI by itself,
// dispatch the CI workflow. A run that leaves nothing to push is recorded and decided again:
// another attempt while the budget lasts, else a pause.
import * as core from '@actions/core'
import { join } from 'node:path'
import { GateError } from '../errors.js'
import type { GitHubClient } from '../github/client.js'
import { api } from '../github/errors.js'
import type { RunnerContext } from '../runner/env.js'
import type { GateConfig } from '../runner/inputs.js'
import type { GateReport } from '../gate/report.js'
import { fixerEnvironment } from './environment.js'
import { runFixer } from './fixer.js'
import { branchAfterFix, checkoutHead, pushHead, type Remote } from './git.js'
import { judgeFix, type FixOutcome } from './outcome.js'

export interface FixTask {
  gh: GitHubClient
  ctx: RunnerContext
  config: GateConfig
  command: string
  report: GateReport
}

/** One run of the fix command; pushes and dispatches CI when it produced commits. */
export async function attemptFix(task: FixTask): Promise<FixOutcome> {
  const { ctx, config, report } = task
  const { program, branch, headSha, fixPromptFile } = report
  if (program === null || branch === null || headSha === null || fixPromptFile === null) {
    throw new Error('a fix decision always names its program, branch, commit and prompt')
  }
  const remote: Remote = {
    url: `${ctx.serverUrl}/${ctx.repository.owner}/${ctx.repository.repo}.git`,
    token: config.token
  }
  const dir = join(ctx.runnerTemp, 'green-gate', `checkout-${program}-${report.attempt ?? 0}`)
  await checkoutHead(dir, remote, branch, headSha)
  const env = fixerEnvironment(process.env, {
    promptFile: fixPromptFile,
    attempt: report.attempt ?? 1,
    maxAttempts: config.maxFixAttempts,
    program: program,
    branch: branch,
    headSha: headSha
  })
  const run = await runFixer(task.command, dir, env, config.fixTimeoutMinutes)
  const outcome = judgeFix(
    { ...run, timeLimitMinutes: config.fixTimeoutMinutes },
    await branchAfterFix(dir, headSha)
  )
  if (!outcome.ok) return outcome
  try {
    await pushHead(dir, remote, branch)
  } catch (error) {
    // Never forced: a branch that moved meanwhile refuses the push, and the gate decides again.
    if (error instanceof GateError) return { ok: false, reason: `push refused: ${error.message}` }
    throw error
  }
  core.info(`green-gate: pushed ${outcome.commits} fix commit(s) to ${branch}: ${outcome.sha}`)
  if (config.ciWorkflow !== null) await dispatchCi(task, config.ciWorkflow, branch)
  return outcome
}

// A push made with GITHUB_TOKEN starts no workflow; a workflow_dispatch does.
async function dispatchCi(task: FixTask, workflow: string, branch: string): Promise<void> {
  const { gh, ctx } = task
  await api(`dispatching ${workflow} on ${branch}`, () =>
    gh.rest.actions.createWorkflowDispatch({
      ...ctx.repository,
      workflow_id: workflow,
      ref: branch
    })
  )
  core.info(`green-gate: dispatched ${workflow} on ${branch}`)
}
