// What fix attempts cost, and the daily cap checked before one is handed out. The fixer reports
// an attempt's cost after the fact, so the cap guards the next attempt with the dearest one seen
// (or an estimate, before any has a cost): a day's spending stops short of the cap rather than
// finding out past it. Pure.
import type { FixAttempt, GateMemory } from '../ledger/memory.js'
import type { PauseReason } from '../vocabulary/pause-reason.js'
import { usd } from '../text.js'
import type { Verdict } from './verdict.js'

export interface CostLimits {
  /** USD per program per UTC day; null: no cap. */
  maxFixCostUsd?: number | null
  /** USD an attempt is assumed to cost before any attempt has reported one. */
  fixCostEstimateUsd?: number | null
}

/** What the fixer reported for one attempt. */
export interface FixCost {
  attempt: number
  usd: number
}

/** Amounts closer than this are equal: reported costs are sums of floating-point figures. */
const EPSILON = 1e-9

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/** USD the program's fix attempts reported on the UTC day of `now`. */
export function spentToday(memory: GateMemory, now: Date): number {
  return memory.spend?.day === utcDay(now) ? memory.spend.usd : 0
}

/**
 * The memory with the attempt's cost recorded on it and added to the day's spending. An attempt
 * that already has a cost, or is no longer in the iteration, is left as it is: a rerun of the
 * recording step never counts a cost twice.
 */
export function withFixCost(memory: GateMemory, cost: FixCost, now: Date): GateMemory {
  const i = memory.attempts.findIndex((a) => a.attempt === cost.attempt)
  const attempt = memory.attempts[i]
  if (attempt === undefined || attempt.costUsd !== undefined) return memory
  const attempts: FixAttempt[] = memory.attempts.map((a, j) =>
    j === i ? { ...a, costUsd: cost.usd } : a
  )
  return {
    ...memory,
    attempts,
    spend: {
      day: utcDay(now),
      usd: spentToday(memory, now) + cost.usd,
      dearestUsd: Math.max(memory.spend?.dearestUsd ?? 0, cost.usd)
    }
  }
}

/** What the next attempt is assumed to cost: the dearest seen, or the estimate if dearer. */
export function nextAttemptUsd(memory: GateMemory, limits: CostLimits): number {
  return Math.max(memory.spend?.dearestUsd ?? 0, limits.fixCostEstimateUsd ?? 0)
}

/** The pause due when one more attempt could take today's spending past the cap. */
export function costCapPause(
  memory: GateMemory,
  limits: CostLimits,
  now: Date
): Extract<PauseReason, { kind: 'cost-cap' }> | null {
  const cap = limits.maxFixCostUsd ?? null
  if (cap === null) return null
  const spent = spentToday(memory, now)
  return spent + nextAttemptUsd(memory, limits) > cap + EPSILON
    ? { kind: 'cost-cap', spentUsd: spent, capUsd: cap }
    : null
}

/**
 * A cost reported after the fix was pushed, as a decision of its own: a `wait` for CI on the fix
 * whose only change is the cost. A broken audit chain records nothing: the next gate run pauses.
 */
export function costVerdict(
  memory: GateMemory,
  auditBreak: number | null,
  cost: FixCost,
  now: Date
): Verdict {
  const next = auditBreak === null ? withFixCost(memory, cost, now) : memory
  const recorded = next !== memory
  return {
    decision: 'wait',
    reason: recorded
      ? `fix attempt ${cost.attempt} pushed; it cost ${usd(cost.usd)} (${usd(spentToday(next, now))} today)`
      : `fix attempt ${cost.attempt} pushed; its cost of ${usd(cost.usd)} was not recorded (${auditBreak === null ? 'already recorded, or the attempt is no longer open' : 'the audit chain is broken'})`,
    attempt: memory.attempts.length,
    pause: null,
    next: recorded ? next : null,
    timeline: next.attempts,
    status: null,
    resumed: false
  }
}
