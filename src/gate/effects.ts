// After the decision is committed to the ledger and the state file: write the fix prompt, tell
// the program issue, label the pull request, and raise an annotation when the program pauses.
import * as core from '../runner/commands.js'
import { errorLine } from '../errors.js'
import { oneLine } from '../untrusted.js'
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GitHubClient } from '../github/client.js'
import {
  addLabel,
  issuesLabelled,
  postComment,
  removeLabel,
  upsertMarkedComment
} from '../github/issue.js'
import { describeLocation } from '../github/state-file.js'
import {
  eventComment,
  repairComment,
  statusComment,
  statusMarker,
  type CommentFacts
} from '../issue/comments.js'
import type { RunnerContext } from '../runner/env.js'
import type { GateConfig } from '../runner/inputs.js'
import type { Committed, ProgramFiles } from './commit-decision.js'
import { rerunnableRuns, type FailureReport } from './failure-report.js'
import { api } from '../github/errors.js'
import { issueForProgram, PROGRAM_LABEL } from './issue-programs.js'
import { noFixerNotice } from './no-fixer.js'
import type { GateReport } from './report.js'
import { renderFixPrompt } from '../prompt/fix-prompt.js'

export interface Outcome {
  gh: GitHubClient
  ctx: RunnerContext
  config: GateConfig
  files: ProgramFiles
  committed: Committed
  report: GateReport
  failure: FailureReport | null
  /** The CI run whose completion woke the gate; null for a manual run. */
  ciRunUrl: string | null
}

export async function actOn(o: Outcome): Promise<GateReport> {
  const { gh, ctx, config, committed } = o
  const { verdict } = committed
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

  if (verdict.decision === 'rerun' && report.reduction !== null) {
    for (const runId of rerunnableRuns(report.reduction)) {
      await bestEffort(`re-run the failed jobs of workflow run ${runId}`, () =>
        rerunFailedJobs(gh, ctx, runId)
      )
    }
  }

  const noFixer = noFixerFor(o)
  if (noFixer !== null) {
    core.warning(
      oneLine(
        `green-gate handed out fix attempt ${verdict.attempt} for ${report.program ?? ''}, but ${noFixer}`
      ),
      { title: 'green-gate: no fixer for this fix' }
    )
  }

  const notable =
    verdict.decision === 'accept' ||
    verdict.decision === 'fix' ||
    verdict.decision === 'pause' ||
    // Asked once per commit: a repeat records nothing.
    (verdict.decision === 'blocked' && verdict.next !== null)
  if (!notable && !committed.repaired) return report
  const issue = await bestEffortValue('find the program issue', () => programIssue(o))
  if (issue === null) {
    core.warning(
      `no program issue: set the program-issue input, the Issue row of ${describeLocation(o.files.state)}, or label the program's issue ${PROGRAM_LABEL}; comments skipped`
    )
    return report
  }
  const facts = commentFacts({ ...o, report })
  await bestEffort(`comment on #${issue}`, async () => {
    if (committed.repaired) {
      await postComment(gh, repo, issue, repairComment(facts, committed.read.shownSeq))
    }
    if (!notable) return
    const author = await postComment(gh, repo, issue, eventComment(facts))
    await upsertMarkedComment(
      gh,
      repo,
      issue,
      statusMarker(facts.program),
      statusComment(facts, new Date()),
      author
    )
  })
  return report
}

/** GitHub's "Re-run failed jobs": a new attempt of the run, whose completion wakes the gate. */
async function rerunFailedJobs(gh: GitHubClient, ctx: RunnerContext, runId: number): Promise<void> {
  await api(`re-running the failed jobs of workflow run ${runId}`, () =>
    gh.rest.actions.reRunWorkflowFailedJobs({ ...ctx.repository, run_id: runId })
  )
  core.info(`green-gate: re-running the failed jobs of workflow run ${runId}`)
}

/** `program-issue`, else the state file's `Issue` row, else the issue that is the program. */
async function programIssue(o: Outcome): Promise<number | null> {
  const known = o.config.programIssue ?? o.committed.doc.state.issue
  if (known !== null) return known
  const issues = await issuesLabelled(o.gh, o.ctx.repository, PROGRAM_LABEL)
  return issueForProgram(issues, o.files.program)
}

/**
 * Labels and comments come after the decision is committed: if one fails (a missing permission,
 * say), the decision still stands and its outputs must still reach the fixer step, so the failure
 * is a warning, not the end of the run.
 */
async function bestEffort(what: string, act: () => Promise<void>): Promise<void> {
  await bestEffortValue(what, act)
}

async function bestEffortValue<T>(what: string, act: () => Promise<T>): Promise<T | null> {
  try {
    return await act()
  } catch (error) {
    core.warning(`could not ${what}: ${errorLine(error)}; the decision stands`)
    return null
  }
}

function noFixerFor(o: Outcome): string | null {
  return o.committed.verdict.decision === 'fix' ? noFixerNotice(o.config.fixer) : null
}

function commentFacts(o: Outcome): CommentFacts {
  const { ctx, report, config, files } = o
  const base = `${ctx.serverUrl}/${ctx.repository.owner}/${ctx.repository.repo}`
  const headSha = report.headSha ?? ''
  return {
    program: report.program ?? files.program,
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
    maxAttempts: report.maxAttempts ?? config.maxFixAttempts,
    keeper: o.committed.verdict.keeper === true,
    signature: report.signature,
    failureClass: report.failureClass,
    pauseReason: report.pauseReason,
    stateFile: describeLocation(files.state),
    stateFileUrl: `${base}/blob/${files.state.branch}/${files.state.path}`,
    ledgerFile: describeLocation(files.ledger),
    needsHumanLabel: config.needsHumanLabel,
    attempts: o.committed.verdict.timeline,
    // What the state file's CI Fix Attempts row now says: an accept starts the next iteration at 0.
    spent: (o.committed.verdict.next ?? o.committed.read.memory).attempts.length,
    noFixer: noFixerFor(o),
    spend: report.spend ?? null
  }
}

/** The fix instructions, as a file the agent step reads (its path is the fix-prompt-file output). */
async function writeFixPrompt(o: Outcome, failure: FailureReport): Promise<string> {
  const { ctx, report, config } = o
  // Oldest first, without the attempt just handed out.
  const earlier = o.committed.verdict.timeline.slice(0, -1)
  const prompt = renderFixPrompt({
    repository: `${ctx.repository.owner}/${ctx.repository.repo}`,
    branch: report.branch ?? '',
    sha: report.headSha ?? '',
    runUrls: [...(o.ciRunUrl === null ? [] : [o.ciRunUrl]), ...failure.urls],
    failureClass: failure.failureClass,
    summary: failure.summary,
    signature: failure.signature,
    attempt: report.attempt ?? 1,
    maxAttempts: report.maxAttempts ?? config.maxFixAttempts,
    previousSignatures: earlier.map((a) => a.signature),
    excerpt: failure.excerpt,
    nonce: `${ctx.runId ?? 0}-${randomBytes(8).toString('hex')}`,
    ...(o.committed.verdict.keeper === true ? { keeper: { tried: earlier } } : {})
  })
  const dir = join(ctx.runnerTemp, 'green-gate')
  await mkdir(dir, { recursive: true })
  // A keeper's attempt numbers start again at 1: its own name keeps it from an earlier prompt's.
  const kind = o.committed.verdict.keeper === true ? 'keeper-' : ''
  const file = join(
    dir,
    `fix-prompt-${report.program ?? 'program'}-${kind}${report.attempt ?? 1}.md`
  )
  await writeFile(file, prompt, 'utf8')
  return file
}
