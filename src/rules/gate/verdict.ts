// The verdict a rule returns: the decision, why, what it spent and the memory it leaves; and the
// ledger entry of a verdict that no CI run woke. Pure.
import type { LedgerEntry } from '../ledger/ledger.js'
import type { FixAttempt, GateMemory } from '../ledger/memory.js'
import type { PauseReason } from '../vocabulary/pause-reason.js'
import type { RecentStatus } from '../state/recent-statuses.js'
import type { Decision } from '../vocabulary/decision.js'

export interface Verdict {
  decision: Decision
  reason: string
  /** Fix attempts spent in this iteration by the decision (before an accept resets them). */
  attempt: number
  pause: PauseReason | null
  /** The memory after the decision; null: nothing worth recording. */
  next: GateMemory | null
  /**
   * The iteration's fix attempts as the decision leaves them, oldest first. An accept's are the
   * ones it closes (the last one fixed), though the memory it leaves starts with none.
   */
  timeline: FixAttempt[]
  /** What the decision adds to Recent Statuses. */
  status: RecentStatus | null
  /** The gate lifted a pause (reset, someone set Paused to false, or the keeper released it). */
  resumed: boolean
  /** The evergreen keeper decided, on a program the gate had paused. */
  keeper?: true
}

/**
 * The entry of a verdict that no CI run woke and no failure carries (a maintainer's command, a
 * reported fix cost): it changes no Recent Statuses.
 */
export function runlessEntry(
  verdict: Verdict,
  memory: GateMemory,
  facts: Pick<LedgerEntry, 'at' | 'eventKey' | 'headSha' | 'maxAttempts'>
): Omit<LedgerEntry, 'seq'> {
  return {
    ...facts,
    decision: verdict.decision,
    reason: verdict.reason,
    runUrl: null,
    failure: null,
    pause: null,
    attempt: verdict.attempt,
    status: null,
    resumed: verdict.resumed,
    memory
  }
}
