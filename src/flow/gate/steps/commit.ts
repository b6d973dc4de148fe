// The gate's commit step: the decision committed to the ledger and the state file in one write
// (commit-decision.ts), with the status comment a notable decision posts just before, so the
// commit records it. A sweep commits all its programs' decisions in one; when that fails, each
// takes back the comment it posted for a commit that never was.
import { isoSeconds } from '../../../rules/text.js'
import { renderStateTemplate } from '../../../rules/state/index.js'
import type { GateSettings } from '../../../rules/vocabulary/settings.js'
import type { Evaluation } from '../../../rules/gate/judge.js'
import type { LedgerEntry } from '../../../rules/ledger/ledger.js'
import type { Verdict } from '../../../rules/gate/verdict.js'
import { noMentions, oneLine } from '../../../rules/untrusted.js'
import { pauseReasonText, withIssue } from '../../../rules/ledger/memory.js'
import { withdrawComment } from '../../../adapters/github/status-writes.js'
import {
  commitDecisions,
  type DecisionPlan,
  type DecisionSteps,
  type Landed
} from '../commit-decision.js'
import { programSnapshot } from '../program-snapshot.js'
import { placeOf, prepareComments, type PreparedComments } from './comments.js'
import { decide, type Occasion } from './decide.js'
import type { GateIo } from './gate-io.js'
import type { GateRead } from './read.js'
import { budgetOf, decisionReport, spendOf } from './report.js'

/** A gate run read and ready to commit its decision: a sweep commits many in one. */
export interface PendingGate {
  read: GateRead
  occasion: Occasion
}

/** The decisions committed together; when that fails, each takes back what it posted for it. */
export async function commitPending(
  io: GateIo,
  config: GateSettings,
  pending: readonly PendingGate[]
): Promise<Array<Landed<PreparedComments>>> {
  const plans = pending.map((p) => planOf(io, config, p))
  const outcome = await commitDecisions(io.gh, io.ctx.repository, plans)
  if (outcome.kind === 'landed') return outcome.decisions
  for (const before of outcome.before) {
    const posted = before?.posted
    if (posted) await withdrawComment(io.gh, posted.id).catch(() => undefined)
  }
  throw outcome.error
}

/** One program's decision to commit, on the files its read already brought. */
function planOf(
  io: GateIo,
  config: GateSettings,
  pending: PendingGate
): DecisionPlan<PreparedComments> {
  const { files, view } = pending.read
  return { files, steps: decisionSteps(io, config, pending), first: programSnapshot(files, view) }
}

function decisionSteps(
  io: GateIo,
  config: GateSettings,
  pending: PendingGate
): DecisionSteps<PreparedComments> {
  const { read, occasion } = pending
  const { target } = read
  return {
    newFile: () =>
      renderStateTemplate({
        program: target.program,
        branch: target.branch,
        issue: target.programIssue,
        pr: read.pullNumber
      }),
    decideOn: (ledger, doc) => decide(config, pending, { ledger, doc }),
    entryFor: (verdict, next) => ({
      at: isoSeconds(occasion.now),
      eventKey: occasion.key,
      decision: verdict.decision,
      reason: verdict.reason,
      headSha: read.where.headSha,
      runUrl: target.trigger?.runUrl ?? null,
      failure: failureFacts(read.lookups.evaluation.made()),
      pause: verdict.pause,
      attempt: verdict.attempt,
      maxAttempts: budgetOf(verdict, config),
      status: verdict.status,
      resumed: verdict.resumed,
      // First contact records the program issue; the input names it without the ledger.
      memory: target.programIssue === null ? withIssue(next, read.issue.issue) : next
    }),
    message: (verdict) => commitMessage(target.program, verdict, budgetOf(verdict, config)),
    beforeCommit: async (decided, ledger, earlier) => {
      // Only decisions made on the evaluation are notable, and it is made by then.
      const evaluation = read.lookups.evaluation.made()
      if (evaluation === null) return { ledger, done: earlier }
      const spend = spendOf(
        decided.verdict.next ?? decided.read.memory,
        occasion.now,
        config.maxFixCost
      )
      const report = decisionReport({ read, config }, decided.verdict, evaluation, spend)
      const place = placeOf(io, config, read)
      const ciRunUrl = target.trigger?.runUrl ?? null
      const source = { report, decided, ciRunUrl, decidedAt: occasion.now }
      return prepareComments(place, source, ledger, earlier)
    }
  }
}

/** The failure a ledger entry records: the evaluation's, when one was made. */
function failureFacts(evaluation: Evaluation | null): LedgerEntry['failure'] {
  const failure = evaluation?.failure ?? null
  return failure === null
    ? null
    : { signature: failure.signature, failureClass: failure.failureClass }
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
