// What a decision reports (the action's outputs and the comments' facts), made of the read, the
// verdict and the evaluation it was decided on; the fix prompt file is added by the act step.
import type { GateSettings } from '../../../rules/vocabulary/settings.js'
import type { Verdict } from '../../../rules/gate/verdict.js'
import type { Evaluation } from '../../../rules/gate/judge.js'
import { spentToday } from '../../../rules/gate/fix-cost.js'
import { pauseReasonText, type GateMemory } from '../../../rules/ledger/memory.js'
import type { GateReport } from '../../../rules/gate/report.js'
import type { GateRead } from './read.js'

/** The fix loop's budget and the keeper's. */
export type Budgets = Pick<GateSettings, 'maxFixAttempts' | 'keeperLimits'>

/** The budget a verdict's attempt counts against: the keeper's, or the fix loop's. */
export function budgetOf(verdict: Verdict, budgets: Budgets): number {
  return verdict.keeper === true ? budgets.keeperLimits.attempts : budgets.maxFixAttempts
}

/** The day's fix spending for the report, when there is a cap or anything was spent. */
export function spendOf(
  memory: GateMemory,
  now: Date,
  capUsd: number | null
): Pick<GateReport, 'spend'> {
  const spentUsd = spentToday(memory, now)
  return capUsd === null && spentUsd === 0 ? {} : { spend: { spentUsd, capUsd } }
}

/** What a decision reports (the fix prompt file comes later). */
export function decisionReport(
  on: { read: Pick<GateRead, 'where' | 'pullNumber' | 'lookups'>; config: Budgets },
  verdict: Verdict,
  { reduction, failure }: Evaluation | { reduction: null; failure: null },
  spend: Pick<GateReport, 'spend'>
): GateReport {
  const { read, config } = on
  const failClosed = read.lookups.failClosed()
  return {
    ...read.where,
    decision: verdict.decision,
    reason: verdict.reason,
    pullNumber: read.pullNumber,
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
    ...flakesOf(verdict.next?.flakes),
    ...(verdict.decision === 'accept' && verdict.next?.whatRan
      ? { whatRan: verdict.next.whatRan }
      : {}),
    ...spend,
    ...(failClosed.length > 0 ? { failClosed } : {})
  }
}

function flakesOf(flakes: readonly string[] | undefined): Pick<GateReport, 'flakes'> {
  return flakes === undefined || flakes.length === 0 ? {} : { flakes }
}
