// Gate mode: read the program's state, screen out what needs no checks, evaluate CI, decide, and
// commit the decision to the state file before acting on it. A write that loses a race re-reads
// the file and decides again, so concurrent runs and a maintainer's edit are never overwritten.
import * as core from '@actions/core'
import { setTimeout as sleep } from 'node:timers/promises'
import { GateError } from '../errors.js'
import type { GitHubClient } from '../github/client.js'
import { labelsOf } from '../github/issue.js'
import {
  describeLocation,
  readStateFile,
  writeStateFile,
  type StateFileLocation
} from '../github/state-file.js'
import type { RunnerContext } from '../runner/env.js'
import type { GateConfig } from '../runner/inputs.js'
import {
  applyStateChanges,
  formatStateError,
  parseStateFile,
  renderStateTemplate
} from '../state/index.js'
import { decide, pauseReasonText, screen, type Verdict } from './decide.js'
import { actOn } from './effects.js'
import { branchHead, evaluate, openPullFor, type Evaluation } from './evaluate.js'
import { analyzeFailure, type FailureReport } from './failure.js'
import { skipReport, type GateReport } from './report.js'
import type { EvaluateTarget } from './target.js'

/** Enough for ten runs racing on one program; more means something keeps rewriting the file. */
const MAX_WRITE_ROUNDS = 12

export async function runGate(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateConfig,
  target: EvaluateTarget
): Promise<GateReport> {
  const repo = ctx.repository
  const [head, pullNumber] = await Promise.all([
    branchHead(gh, ctx, target.branch),
    target.pullNumbers[0] ?? openPullFor(gh, ctx, target.branch)
  ])
  const headSha = target.headSha ?? head
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

  const location: StateFileLocation = {
    branch: config.stateBranch,
    path: config.statePath.replaceAll('{program}', target.program)
  }
  const eventKey =
    target.trigger === null
      ? `workflow_dispatch/${ctx.runId ?? 0}/${ctx.runAttempt}`
      : `workflow_run/${target.trigger.runId}/${target.trigger.runAttempt}`
  let evaluation: (Evaluation & { failure: FailureReport | null }) | null = null

  for (let round = 1; ; round++) {
    const stored = await readStateFile(gh, repo, location)
    const text =
      stored?.text ??
      renderStateTemplate({
        program: target.program,
        branch: target.branch,
        issue: config.programIssue,
        pr: pullNumber
      })
    const parsed = parseStateFile(text)
    if (!parsed.ok) throw new GateError(formatStateError(describeLocation(location), parsed.error))
    const state = parsed.doc.state
    const screening = { state, eventKey, headSha, branchHead: head, reset: target.reset }
    const skipped = screen(screening)
    if (skipped !== null) {
      const report = skipReport(skipped.reason, where, pullNumber)
      return { ...report, attempt: skipped.attempt, maxAttempts: config.maxFixAttempts }
    }

    if (evaluation === null) {
      const evaluated = await evaluate(gh, ctx, config, headSha)
      const failure =
        evaluated.reduction.status === 'failure'
          ? await analyzeFailure(gh, repo, evaluated.reduction, {
              byteBudget: config.logByteBudget,
              maxJobs: config.maxLogJobs
            })
          : null
      evaluation = { ...evaluated, failure }
    }
    const verdict = decide({
      ...screening,
      status: evaluation.reduction.status,
      failure: evaluation.failure,
      checksReason: evaluation.reduction.reason,
      now: new Date(),
      ciStartedAt: target.trigger?.startedAt ?? null,
      limits: {
        maxFixAttempts: config.maxFixAttempts,
        wallClockMinutes: config.wallClockMinutes,
        unknownClassAttempts: config.unknownFailureAttempts
      },
      runUrl: target.trigger?.runUrl ?? null
    })

    let newText = text
    if (verdict.changes !== null) {
      const edited = applyStateChanges(text, verdict.changes)
      if (!edited.ok)
        throw new GateError(formatStateError(describeLocation(location), edited.error))
      newText = edited.text
      if (edited.changed) {
        const message = commitMessage(
          target.program,
          verdict,
          evaluation.failure,
          config.maxFixAttempts
        )
        const written = await writeStateFile(
          gh,
          repo,
          location,
          edited.text,
          stored?.sha ?? null,
          message
        )
        if (!written) {
          if (round >= MAX_WRITE_ROUNDS) {
            throw new GateError(
              `${describeLocation(location)}: changed under the gate ${round} times in a row; gave up without writing`
            )
          }
          core.info(`${describeLocation(location)} changed since it was read; reading it again`)
          await sleep(50 + Math.random() * 200 * round)
          continue
        }
      }
    }
    const report: GateReport = {
      ...where,
      decision: verdict.decision,
      reason: verdict.reason,
      pullNumber,
      reduction: evaluation.reduction,
      attempt: verdict.attempt,
      maxAttempts: config.maxFixAttempts,
      signature: evaluation.failure?.signature ?? null,
      failureClass: evaluation.failure?.failureClass ?? null,
      pauseReason: verdict.pause === null ? null : pauseReasonText(verdict.pause),
      fixPromptFile: null
    }
    return actOn({
      gh,
      ctx,
      config,
      location,
      text: newText,
      state,
      verdict,
      report,
      failure: evaluation.failure,
      ciRunUrl: target.trigger?.runUrl ?? null
    })
  }
}

function commitMessage(
  program: string,
  verdict: Verdict,
  failure: FailureReport | null,
  max: number
): string {
  switch (verdict.decision) {
    case 'fix':
      return `green-gate: ${program} fix attempt ${verdict.attempt}/${max} (${failure?.failureClass ?? 'unknown'})`
    case 'accept':
      return `green-gate: ${program} accepted`
    case 'pause':
      return `green-gate: ${program} paused (${verdict.changes?.set?.pauseReason ?? verdict.reason})`
    default:
      return `green-gate: ${program} ${verdict.decision}`
  }
}
