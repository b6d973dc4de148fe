// The gate's act step, after the decision is committed to the ledger and the state file: the
// report and its outputs, the fix handed out, the pull request labelled or unlabelled, failed
// jobs re-run, the program issue told, and an annotation when the program pauses.
import * as core from '@actions/core'
import { oneLine } from '../../../rules/untrusted.js'
import { addLabel, removeLabel } from '../../../adapters/github/issue.js'
import { rerunnableRuns } from '../../../rules/checks/fixable.js'
import { api } from '../../../adapters/github/errors.js'
import { skipReport, withIgnoredIssues, type GateReport } from '../../../rules/gate/report.js'
import type { GateSettings } from '../../../rules/vocabulary/settings.js'
import type { Evaluation } from '../../../rules/gate/judge.js'
import type { Verdict } from '../../../rules/gate/verdict.js'
import type { Landed } from '../commit-decision.js'
import { bestEffort } from './best-effort.js'
import { commentOnIssue, noFixerFor, placeOf, type PreparedComments } from './comments.js'
import type { Occasion } from './decide.js'
import { handOutFix } from './fix-handout.js'
import type { GateIo } from './gate-io.js'
import type { GateRead } from './read.js'
import { decisionReport, spendOf } from './report.js'

/** Acts on the committed decision and reports it, with the issues that also claim the program. */
export async function act(
  io: GateIo,
  config: GateSettings,
  on: { read: GateRead; occasion: Occasion },
  landed: Landed<PreparedComments>
): Promise<GateReport> {
  const { read, occasion } = on
  const { committed } = landed
  const { verdict } = committed
  const spend = spendOf(verdict.next ?? committed.read.memory, occasion.now, config.maxFixCost)
  if (verdict.decision === 'skip') {
    const report = { ...skipReport(verdict.reason, read.where, read.pullNumber), ...spend }
    await actOn(io, config, { read, occasion, landed }, { report, evaluation: null })
    const skipped = { ...report, attempt: verdict.attempt, maxAttempts: config.maxFixAttempts }
    return withIgnoredIssues({ ...skipped, timeline: verdict.timeline }, read.issue.ignored)
  }
  // Anything but a skip was decided on the evaluation, which is made by now: no new request. A
  // pause decided before any check was read (a broken audit chain) reads none now either.
  const { evaluation } = read.lookups
  const decidedOn =
    evaluation.made() ??
    (verdict.decision === 'pause'
      ? { reduction: null, failure: null }
      : await evaluation.get(committed.read.memory))
  const report = decisionReport({ read, config }, verdict, decidedOn, spend)
  const acted = await actOn(
    io,
    config,
    { read, occasion, landed },
    { report, evaluation: decidedOn }
  )
  return withIgnoredIssues(acted, read.issue.ignored)
}

/** The committed decision, and the read and occasion it was made on. */
interface Decided {
  read: GateRead
  occasion: Occasion
  landed: Landed<PreparedComments>
}

/** The decision as reported, and the evaluation it was made on (none for a skip). */
interface Reported {
  report: GateReport
  evaluation: Pick<Evaluation, 'failure'> | null
}

async function actOn(
  io: GateIo,
  config: GateSettings,
  on: Decided,
  reported: Reported
): Promise<GateReport> {
  const { read, landed } = on
  const { committed, before } = landed
  const { verdict } = committed
  const failure = reported.evaluation?.failure ?? null
  // A skip tells of no CI run.
  const ciRunUrl = reported.evaluation === null ? null : (read.target.trigger?.runUrl ?? null)
  const report: GateReport =
    verdict.decision === 'fix' && failure !== null
      ? {
          ...reported.report,
          fixPromptFile: await handOutFix(io, config, {
            committed,
            report: reported.report,
            failure,
            ciRunUrl,
            before
          })
        }
      : reported.report
  const runsIn = { io, config }
  const pull = report.pullNumber
  if (pull !== null && verdict.resumed && verdict.decision !== 'pause') {
    await bestEffort(runsIn, `unlabel #${pull}`, () =>
      removeLabel(io.gh, io.ctx.repository, pull, config.needsHumanLabel)
    )
  }
  if (verdict.decision === 'pause') {
    core.error(
      oneLine(`green-gate paused ${report.program ?? ''}: ${report.pauseReason ?? report.reason}`),
      { title: 'green-gate paused the program' }
    )
  }
  if (verdict.decision === 'rerun' && report.reduction !== null) {
    for (const runId of rerunnableRuns(report.reduction)) {
      await bestEffort(runsIn, `re-run the failed jobs of workflow run ${runId}`, () =>
        rerunFailedJobs(io, runId)
      )
    }
  }
  warnNoFixer(verdict, config, report)
  await tellAndLabel(io, config, { ...on, report, ciRunUrl })
  return report
}

/** A fix handed out that no fixer will take up: a warning on the run. */
function warnNoFixer(verdict: Verdict, config: GateSettings, report: GateReport): void {
  const noFixer = noFixerFor(verdict, config, report.pullNumber)
  if (noFixer === null) return
  core.warning(
    oneLine(
      `green-gate handed out fix attempt ${verdict.attempt} for ${report.program ?? ''}, but ${noFixer}`
    ),
    { title: 'green-gate: no fixer for this fix' }
  )
}

/** The program issue told; a pause labels the pull request, in the status comment's request when it can. */
async function tellAndLabel(
  io: GateIo,
  config: GateSettings,
  on: Decided & { report: GateReport; ciRunUrl: string | null }
): Promise<void> {
  const { read, landed, report } = on
  const { committed, before } = landed
  const pull = report.pullNumber
  const pause = pull !== null && committed.verdict.decision === 'pause'
  const place = placeOf(io, config, read)
  const source = { report, decided: committed, ciRunUrl: on.ciRunUrl, decidedAt: on.occasion.now }
  const label = pause ? read.view.labelIds : null
  const labelled = await commentOnIssue(place, source, { before, label, authored: read.authored })
  if (pause && pull !== null && !labelled) {
    await bestEffort({ io, config }, `label #${pull}`, () =>
      addLabel(io.gh, io.ctx.repository, pull, config.needsHumanLabel)
    )
  }
}

/** GitHub's "Re-run failed jobs": a new attempt of the run, whose completion wakes the gate. */
async function rerunFailedJobs({ gh, ctx }: GateIo, runId: number): Promise<void> {
  await api(`re-running the failed jobs of workflow run ${runId}`, () =>
    gh.rest.actions.reRunWorkflowFailedJobs({ ...ctx.repository, run_id: runId })
  )
  core.info(`green-gate: re-running the failed jobs of workflow run ${runId}`)
}
