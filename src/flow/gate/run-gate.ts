// Gate mode: read the program's ledger and state file, screen out what needs no checks, evaluate
// CI (once, however often a lost write race makes it decide again), commit the decision to the
// ledger and the state file, and only then act on it.
import { GateError } from '../../rules/errors.js'
import type { GitHubClient } from '../../adapters/github/client.js'
import { labelsOf } from '../../adapters/github/issue.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import type { GateConfig } from '../../rules/config.js'
import { renderStateTemplate } from '../../rules/state/index.js'
import { isoSeconds, usd } from '../../rules/text.js'
import { commitDecision, programSnapshot, type ProgramFiles } from './commit-decision.js'
import type { Verdict } from '../../rules/gate/verdict.js'
import { actOn, prepareComments, type PreparedComments } from './effects.js'
import { evaluate, openPullFor } from './evaluate.js'
import { readProgramView } from '../../adapters/github/program-read.js'
import { withdrawComment } from '../../adapters/github/status-writes.js'
import { analyzeFailure } from './failure.js'
import { failuresToFix } from '../../rules/gate/failure-report.js'
import { costVerdict, spentToday, type FixCost } from '../../rules/gate/fix-cost.js'
import { fileView, judge, type Evaluation } from '../../rules/gate/judge.js'
import type { KeeperLimits } from '../../rules/gate/keeper-limits.js'
import { pauseReasonText, type GateMemory } from '../../rules/ledger/memory.js'
import { pathFor } from '../../rules/gate/path-template.js'
import { noMentions, oneLine } from '../../rules/untrusted.js'
import { skipReport, type GateReport } from '../../rules/gate/report.js'
import type { EvaluateTarget } from '../../rules/gate/target.js'

/**
 * `fixFailure`: why the fixer's commits for the decision on target.headSha were not pushed; the
 * gate then records that attempt as spent and decides again. `fixCost`: what the fixer reported
 * that attempt cost, recorded on it before deciding.
 */
export async function runGate(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateConfig,
  target: EvaluateTarget,
  fixFailure: string | null = null,
  fixCost: FixCost | null = null
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
  let evaluation: Evaluation | null = null
  const evaluated = async (): Promise<Evaluation> => {
    if (evaluation !== null) return evaluation
    const reduction = await evaluate(gh, ctx, config, checks)
    const failure =
      reduction.status === 'failure' && failuresToFix(reduction).length > 0
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
            file: fileView(doc.state),
            steering: read.steering,
            eventKey: key,
            headSha,
            branchHead: head,
            reset: target.reset,
            now,
            auditBreak: read.auditBreak,
            fixCost
          }
          return judge(
            screening,
            config,
            {
              startedAt: target.trigger?.startedAt ?? null,
              runUrl: target.trigger?.runUrl ?? null,
              fixFailure: retry?.reason ?? null
            },
            evaluated,
            keeperFor(target, config, read.memory, retry !== null)
          )
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
          maxAttempts: budgetOf(verdict, config),
          status: verdict.status,
          resumed: verdict.resumed,
          memory: next
        }),
        message: (verdict) => commitMessage(target.program, verdict, budgetOf(verdict, config)),
        beforeCommit: async (decided, ledger) => {
          // Only decisions made on the evaluation are notable, and it is cached by then.
          if (evaluation === null) return ledger
          const report = decisionReport(
            decided.verdict,
            evaluation,
            spendOf(decided.verdict.next ?? decided.read.memory, now)
          )
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
    const spend = spendOf(verdict.next ?? committed.read.memory, now)
    const { labelIds } = view
    const { prepared } = before
    const acting = { gh, ctx, config, files, committed, decidedAt: now, prepared, labelIds }
    if (verdict.decision === 'skip') {
      const report = { ...skipReport(verdict.reason, where, pullNumber), ...spend }
      await actOn({ ...acting, report, failure: null, ciRunUrl: null })
      return {
        ...report,
        attempt: verdict.attempt,
        maxAttempts: config.maxFixAttempts,
        timeline: verdict.timeline
      }
    }
    // Anything but a skip was decided on the evaluation, which is cached: no new request. A
    // pause decided before any check was read (a broken audit chain) reads none now either.
    const decidedOn =
      evaluation ??
      (verdict.decision === 'pause' ? { reduction: null, failure: null } : await evaluated())
    const report = decisionReport(verdict, decidedOn, spend)
    return actOn({ ...acting, report, failure: decidedOn.failure, ciRunUrl })
  }

  /** The day's fix spending for the report, when there is a cap or anything was spent. */
  const spendOf = (memory: GateMemory, now: Date): Pick<GateReport, 'spend'> => {
    const spentUsd = spentToday(memory, now)
    const capUsd = config.maxFixCost
    return capUsd === null && spentUsd === 0 ? {} : { spend: { spentUsd, capUsd } }
  }

  /** What a decision reports (the fix prompt file comes later). */
  const decisionReport = (
    verdict: Verdict,
    { reduction, failure }: Evaluation | { reduction: null; failure: null },
    spend: Pick<GateReport, 'spend'>
  ): GateReport => ({
    ...where,
    decision: verdict.decision,
    reason: verdict.reason,
    pullNumber,
    reduction,
    attempt: verdict.attempt,
    maxAttempts: budgetOf(verdict, config),
    signature: failure?.signature ?? null,
    failureClass: failure?.failureClass ?? null,
    pauseReason: verdict.pause === null ? null : pauseReasonText(verdict.pause),
    fixPromptFile: null,
    fixSha: null,
    fixBundle: null,
    timeline: verdict.timeline,
    ...spend
  })

  return decideAndAct(fixFailure === null ? null : { reason: fixFailure })
}

/**
 * Mode push, after the fix was pushed: the attempt's reported cost goes into the ledger (an entry
 * that changes nothing else), so the daily cap counts it. Nothing else is decided or acted on.
 */
export async function recordFixCost(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateConfig,
  where: { program: string; branch: string; headSha: string },
  cost: FixCost
): Promise<void> {
  const now = new Date()
  const eventKey = `push/${ctx.runId ?? 0}/${ctx.runAttempt}`
  await commitDecision(gh, ctx.repository, programFiles(config, where.program), {
    newFile: () =>
      renderStateTemplate({
        program: where.program,
        branch: where.branch,
        issue: config.programIssue,
        pr: null
      }),
    decideOn: (read) => costVerdict(read.memory, read.auditBreak, cost, now),
    entryFor: (verdict, next) => ({
      at: isoSeconds(now),
      eventKey,
      decision: verdict.decision,
      reason: verdict.reason,
      headSha: where.headSha,
      runUrl: null,
      failure: null,
      pause: null,
      attempt: verdict.attempt,
      maxAttempts: config.maxFixAttempts,
      status: null,
      resumed: false,
      memory: next
    }),
    message: () => `green-gate: ${where.program} fix attempt ${cost.attempt} cost ${usd(cost.usd)}`
  })
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
    stateMaxBytes: config.stateMaxBytes,
    auditKey: config.auditKey
  }
}

/**
 * The keeper's limits when it decides: the sweep's keeper took the program up, or the keeper's
 * own attempt came back unpushed (the push job decides again, with no keeper input of its own).
 */
function keeperFor(
  target: EvaluateTarget,
  config: GateConfig,
  memory: GateMemory,
  retrying: boolean
): KeeperLimits | null {
  const limits = config.keeperLimits
  if (target.keeper === true) return limits
  const out = memory.keeper?.attempts.at(-1)?.outcome === 'with-fixer'
  const { hold } = memory
  // The push job's own keeper-reasons may differ from the sweep's: the pause it took up counts.
  return retrying && out && hold.kind === 'paused'
    ? { ...limits, reasons: [...limits.reasons, hold.reason.kind] }
    : null
}

/** The budget a verdict's attempt counts against: the keeper's, or the fix loop's. */
function budgetOf(verdict: Verdict, config: GateConfig): number {
  return verdict.keeper === true ? config.keeperLimits.attempts : config.maxFixAttempts
}

function commitMessage(program: string, verdict: Verdict, max: number): string {
  switch (verdict.decision) {
    case 'fix':
      return `green-gate: ${program} ${verdict.keeper ? 'keeper' : 'fix'} attempt ${verdict.attempt}/${max} (${verdict.next?.attempts.at(-1)?.failureClass ?? 'unknown'})`
    case 'accept':
      return `green-gate: ${program} accepted${verdict.keeper ? ' and released by the keeper' : ''}`
    case 'pause':
      // The reason quotes a signature, which comes from the log: one line, no live mention.
      return `green-gate: ${program} paused (${noMentions(oneLine(verdict.pause === null ? verdict.reason : pauseReasonText(verdict.pause)))})`
    default:
      return `green-gate: ${program} ${verdict.decision}`
  }
}
