// Gate mode: read the program's ledger and state file, screen out what needs no checks, evaluate
// CI (once, however often a lost write race makes it decide again), commit the decision to the
// ledger and the state file, and only then act on it.
import { GateError } from '../errors.js'
import type { GitHubClient } from '../github/client.js'
import { labelsOf } from '../github/issue.js'
import type { RunnerContext } from '../runner/env.js'
import type { GateConfig } from '../runner/inputs.js'
import { renderStateTemplate } from '../state/index.js'
import { isoSeconds } from '../text.js'
import type { Reduction } from '../checks/reduce.js'
import { commitDecision, programSnapshot, type ProgramFiles } from './commit-decision.js'
import { decide, screen, type Limits, type Verdict } from './decide.js'
import { actOn, prepareComments, type PreparedComments } from './effects.js'
import { evaluate, openPullFor } from './evaluate.js'
import { readProgramView } from '../github/program-read.js'
import { withdrawComment } from '../github/status-writes.js'
import { analyzeFailure, type FailureReport } from './failure.js'
import { pauseReasonText } from '../ledger/memory.js'
import { pathFor } from './path-template.js'
import { noMentions, oneLine } from '../untrusted.js'
import { skipReport, type GateReport } from './report.js'
import type { EvaluateTarget } from './target.js'

/**
 * `fixFailure`: why the fixer's commits for the decision on target.headSha were not pushed; the
 * gate then records that attempt as spent and decides again.
 */
export async function runGate(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateConfig,
  target: EvaluateTarget,
  fixFailure: string | null = null
): Promise<GateReport> {
  const repo = ctx.repository
  const files = programFiles(config, target.program)
  // One query: the branch head, the program's files and the first page of the checks.
  const [view, pullNumber] = await Promise.all([
    readProgramView(gh, repo, {
      branch: target.branch,
      checksOn: target.headSha,
      state: files.state,
      ledger: files.ledger,
      labelling: labelling(target.pullNumbers[0], config.needsHumanLabel)
    }),
    target.pullNumbers[0] ?? openPullFor(gh, ctx, target.branch)
  ])
  const { branchHead: head, checks } = view
  if (head === null || checks === null)
    throw new GateError('the program read came back without the branch or its checks')
  const headSha = checks.sha
  const where = { program: target.program, branch: target.branch, headSha }

  if (config.optInLabel !== null) {
    const labels = pullNumber === null ? [] : await labelsOf(gh, repo, pullNumber)
    if (!labels.includes(config.optInLabel)) {
      const subject =
        pullNumber === null
          ? `no open pull request for ${target.branch}`
          : `pull request #${pullNumber}`
      return skipReport(
        `${subject} lacks the opt-in label "${config.optInLabel}"`,
        where,
        pullNumber
      )
    }
  }

  // A CI run is identified by its run and attempt; a manual run or a sweep by the gate's own.
  const eventKey =
    target.trigger === null
      ? `${ctx.event.kind === 'other' ? ctx.event.name : ctx.event.kind}/${ctx.runId ?? 0}/${ctx.runAttempt}`
      : `workflow_run/${target.trigger.runId}/${target.trigger.runAttempt}`
  type Evaluated = { reduction: Reduction; failure: FailureReport | null }
  let evaluation: Evaluated | null = null
  const evaluated = async (): Promise<Evaluated> => {
    if (evaluation !== null) return evaluation
    const reduction = await evaluate(gh, ctx, config, checks)
    const failure =
      reduction.status === 'failure'
        ? await analyzeFailure(gh, repo, reduction, {
            byteBudget: config.logByteBudget,
            maxJobs: config.maxLogJobs
          })
        : null
    evaluation = { reduction, failure }
    return evaluation
  }

  /** One decision committed and acted on; `retry` says why the fixer's last attempt failed. */
  const decideAndAct = async (retry: { reason: string } | null): Promise<GateReport> => {
    const key = retry === null ? eventKey : `${eventKey}/refix`
    const now = new Date()
    const ciRunUrl = target.trigger?.runUrl ?? null
    // What the issue was given before the commit; a holder, filled in from the step below.
    const before: { prepared: PreparedComments | null } = { prepared: null }
    const committed = await commitDecision(
      gh,
      repo,
      files,
      {
        newFile: () =>
          renderStateTemplate({
            program: target.program,
            branch: target.branch,
            issue: config.programIssue,
            pr: pullNumber
          }),
        decideOn: async (read, doc) => {
          const screening = {
            memory: read.memory,
            file: {
              completed: doc.state.completed,
              completedReason: doc.state.completedReason,
              iterationCount: doc.state.iterationCount,
              pauseReason: doc.state.pauseReason
            },
            steering: read.steering,
            eventKey: key,
            headSha,
            branchHead: head,
            reset: target.reset,
            now
          }
          // Skips need no checks: a paused or superseded program costs no check or log request.
          const skipped = screen(screening)
          if (skipped !== null) return skipped
          const { reduction, failure } = await evaluated()
          return decide({
            ...screening,
            status: reduction.status,
            failure,
            checksReason: reduction.reason,
            ciStartedAt: target.trigger?.startedAt ?? null,
            limits: limitsOf(config),
            runUrl: target.trigger?.runUrl ?? null,
            fixFailure: retry?.reason ?? null
          })
        },
        entryFor: (verdict, next) => ({
          at: isoSeconds(now),
          eventKey: key,
          decision: verdict.decision,
          reason: verdict.reason,
          headSha,
          runUrl: target.trigger?.runUrl ?? null,
          failure:
            evaluation?.failure === null || evaluation?.failure === undefined
              ? null
              : {
                  signature: evaluation.failure.signature,
                  failureClass: evaluation.failure.failureClass
                },
          pause: verdict.pause,
          attempt: verdict.attempt,
          maxAttempts: config.maxFixAttempts,
          status: verdict.status,
          resumed: verdict.resumed,
          memory: next
        }),
        message: (verdict) => commitMessage(target.program, verdict, config.maxFixAttempts),
        beforeCommit: async (decided, ledger) => {
          // Only decisions made on the evaluation are notable, and it is cached by then.
          if (evaluation === null) return ledger
          const report = decisionReport(decided.verdict, evaluation)
          const out = await prepareComments(
            {
              gh,
              ctx,
              config,
              files,
              report,
              ciRunUrl,
              decidedAt: now,
              prepared: before.prepared,
              committed: decided
            },
            ledger
          )
          before.prepared = out.prepared
          return out.ledger
        }
      },
      programSnapshot(files, view)
    ).catch(async (error: unknown) => {
      // The decision did not land: a status comment posted for it would tell of one that never was.
      const posted = before.prepared?.posted
      if (posted) await withdrawComment(gh, posted.id).catch(() => undefined)
      throw error
    })

    const { verdict } = committed
    const { labelIds } = view
    const { prepared } = before
    const acting = { gh, ctx, config, files, committed, decidedAt: now, prepared, labelIds }
    if (verdict.decision === 'skip') {
      const report = skipReport(verdict.reason, where, pullNumber)
      await actOn({ ...acting, report, failure: null, ciRunUrl: null })
      return {
        ...report,
        attempt: verdict.attempt,
        maxAttempts: config.maxFixAttempts,
        timeline: verdict.timeline
      }
    }
    // Anything but a skip was decided on the evaluation, which is cached: no new request.
    const decidedOn = await evaluated()
    const report = decisionReport(verdict, decidedOn)
    return actOn({ ...acting, report, failure: decidedOn.failure, ciRunUrl })
  }

  /** What a decision made on the evaluation reports (the fix prompt file comes later). */
  const decisionReport = (verdict: Verdict, { reduction, failure }: Evaluated): GateReport => ({
    ...where,
    decision: verdict.decision,
    reason: verdict.reason,
    pullNumber,
    reduction,
    attempt: verdict.attempt,
    maxAttempts: config.maxFixAttempts,
    signature: failure?.signature ?? null,
    failureClass: failure?.failureClass ?? null,
    pauseReason: verdict.pause === null ? null : pauseReasonText(verdict.pause),
    fixPromptFile: null,
    fixSha: null,
    fixBundle: null,
    timeline: verdict.timeline
  })

  return decideAndAct(fixFailure === null ? null : { reason: fixFailure })
}

/** The pull request a pause would label, when the event names it: its ids come with the read. */
function labelling(
  pull: number | undefined,
  label: string
): { pull: number; label: string } | null {
  return pull === undefined ? null : { pull, label }
}

/** Where a program's state file and ledger live on the state branch. */
export function programFiles(config: GateConfig, program: string): ProgramFiles {
  return {
    program,
    state: { branch: config.stateBranch, path: pathFor(config.statePath, program) },
    ledger: { branch: config.stateBranch, path: pathFor(config.ledgerPath, program) },
    stateMaxBytes: config.stateMaxBytes
  }
}

function limitsOf(config: GateConfig): Limits {
  return {
    maxFixAttempts: config.maxFixAttempts,
    wallClockMinutes: config.wallClockMinutes,
    unknownClassAttempts: config.unknownFailureAttempts
  }
}

function commitMessage(program: string, verdict: Verdict, max: number): string {
  switch (verdict.decision) {
    case 'fix':
      return `green-gate: ${program} fix attempt ${verdict.attempt}/${max} (${verdict.next?.attempts.at(-1)?.failureClass ?? 'unknown'})`
    case 'accept':
      return `green-gate: ${program} accepted`
    case 'pause':
      // The reason quotes a signature, which comes from the log: one line, no live mention.
      return `green-gate: ${program} paused (${noMentions(oneLine(verdict.pause === null ? verdict.reason : pauseReasonText(verdict.pause)))})`
    default:
      return `green-gate: ${program} ${verdict.decision}`
  }
}
