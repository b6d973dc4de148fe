// After the decision is committed to the state file: write the fix prompt, tell the program
// issue, label the pull request, and raise an annotation when the program pauses.
import * as core from '@actions/core'
import { errorLine } from '../errors.js'
import { oneLine } from '../untrusted.js'
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GitHubClient } from '../github/client.js'
import { addLabel, postComment, removeLabel, upsertMarkedComment } from '../github/issue.js'
import { describeLocation, type StateFileLocation } from '../github/state-file.js'
import {
  eventComment,
  fixAttempts,
  statusComment,
  statusMarker,
  type CommentFacts
} from '../issue/comments.js'
import type { RunnerContext } from '../runner/env.js'
import type { GateConfig } from '../runner/inputs.js'
import { readHistory, type MachineState } from '../state/index.js'
import type { Verdict } from './decide.js'
import type { FailureReport } from './failure.js'
import type { GateReport } from './report.js'
import { renderFixPrompt } from '../prompt/fix-prompt.js'

export interface Outcome {
  gh: GitHubClient
  ctx: RunnerContext
  config: GateConfig
  location: StateFileLocation
  /** The state file as written. */
  text: string
  /** The state as read, before the decision. */
  state: MachineState
  verdict: Verdict
  report: GateReport
  failure: FailureReport | null
  /** The CI run whose completion woke the gate; null for a manual run. */
  ciRunUrl: string | null
}

export async function actOn(o: Outcome): Promise<GateReport> {
  const { gh, ctx, config, verdict } = o
  const repo = ctx.repository
  const report: GateReport =
    verdict.decision === 'fix' && o.failure !== null
      ? { ...o.report, fixPromptFile: await writeFixPrompt(o, o.failure) }
      : o.report
  const pull = report.pullNumber
  if (pull !== null && verdict.decision === 'pause') {
    await bestEffort(`label #${pull}`, () => addLabel(gh, repo, pull, config.needsHumanLabel))
  }
  if (pull !== null && verdict.resumed && verdict.decision !== 'pause') {
    await bestEffort(`unlabel #${pull}`, () => removeLabel(gh, repo, pull, config.needsHumanLabel))
  }
  if (verdict.decision === 'pause') {
    core.error(
      oneLine(`green-gate paused ${report.program ?? ''}: ${report.pauseReason ?? report.reason}`),
      {
        title: 'green-gate paused the program'
      }
    )
  }

  const notable =
    verdict.decision === 'accept' || verdict.decision === 'fix' || verdict.decision === 'pause'
  const issue = config.programIssue ?? o.state.issue
  if (notable && issue === null) {
    core.warning(
      `no program issue: set the program-issue input or the Issue row of ${describeLocation(o.location)}; comments skipped`
    )
  } else if (notable && issue !== null) {
    const facts = commentFacts({ ...o, report })
    await bestEffort(`comment on #${issue}`, async () => {
      await postComment(gh, repo, issue, eventComment(facts))
      await upsertMarkedComment(
        gh,
        repo,
        issue,
        statusMarker(facts.program),
        statusComment(facts, new Date())
      )
    })
  }
  return report
}

/**
 * Labels and comments come after the decision is committed: if one fails (a missing permission,
 * say), the decision still stands and its outputs must still reach the fixer step, so the failure
 * is a warning, not the end of the run.
 */
async function bestEffort(what: string, act: () => Promise<void>): Promise<void> {
  try {
    await act()
  } catch (error) {
    core.warning(`could not ${what}: ${errorLine(error)}; the decision stands`)
  }
}

function commentFacts(o: Outcome): CommentFacts {
  const { ctx, report, config } = o
  const base = `${ctx.serverUrl}/${ctx.repository.owner}/${ctx.repository.repo}`
  const headSha = report.headSha ?? ''
  return {
    program: report.program ?? '',
    decision: report.decision,
    reason: report.reason,
    branch: report.branch ?? '',
    headSha,
    commitUrl: `${base}/commit/${headSha}`,
    pullNumber: report.pullNumber,
    pullUrl: report.pullNumber === null ? null : `${base}/pull/${report.pullNumber}`,
    ciRunUrl: o.ciRunUrl,
    gateRunUrl: ctx.runId === null ? null : `${base}/actions/runs/${ctx.runId}`,
    attempt: report.attempt ?? 0,
    maxAttempts: config.maxFixAttempts,
    signature: report.signature,
    failureClass: report.failureClass,
    pauseReason: report.pauseReason,
    stateFile: describeLocation(o.location),
    stateFileUrl: `${base}/blob/${o.location.branch}/${o.location.path}`,
    needsHumanLabel: config.needsHumanLabel,
    // A pause's own ⚠️ entry sits on top; the attempts it reports are the ones below it.
    attempts: fixAttempts(readHistory(o.text).slice(o.verdict.decision === 'pause' ? 1 : 0))
  }
}

/** The fix instructions, as a file the agent step reads (its path is the fix-prompt-file output). */
async function writeFixPrompt(o: Outcome, failure: FailureReport): Promise<string> {
  const { ctx, report, config } = o
  // Newest first, the first being this attempt: the earlier ones, oldest first, for the prompt.
  const earlier = fixAttempts(readHistory(o.text)).slice(1).reverse()
  const prompt = renderFixPrompt({
    repository: `${ctx.repository.owner}/${ctx.repository.repo}`,
    branch: report.branch ?? '',
    sha: report.headSha ?? '',
    runUrls: [...(o.ciRunUrl === null ? [] : [o.ciRunUrl]), ...failure.urls],
    failureClass: failure.failureClass,
    summary: failure.summary,
    signature: failure.signature,
    attempt: report.attempt ?? 1,
    maxAttempts: config.maxFixAttempts,
    previousSignatures: earlier.map((a) => a.signature.replace(/^`|`$/g, '')),
    excerpt: failure.excerpt,
    nonce: `${ctx.runId ?? 0}-${randomBytes(8).toString('hex')}`
  })
  const dir = join(ctx.runnerTemp, 'green-gate')
  await mkdir(dir, { recursive: true })
  const file = join(dir, `fix-prompt-${report.program ?? 'program'}-${report.attempt ?? 1}.md`)
  await writeFile(file, prompt, 'utf8')
  return file
}
