// The share of GitHub's API budget a sweep leaves to the gate runs CI events start: the sweep
// handles its due programs most urgent first, and when a limit's remaining budget has fallen
// below the reserve it leaves what can wait to a later sweep. A gate run on a CI event always
// decides its own program; this file only tells the sweep what to put off. Pure.
import { oneLine } from '../untrusted.js'
import type { SweepAction } from './sweep-rules.js'

/** One rate limit as GitHub's latest response reported it (`core` is REST's, `graphql` its own). */
export interface ResourceBudget {
  resource: string
  limit: number
  remaining: number
}

/** The latest word on each limit the run has drawn on; empty before any response. */
export type RateBudget = readonly ResourceBudget[]

/** A program the sweep must gate now, and why. */
export type DueAction = Exclude<SweepAction, 'none'>

/**
 * Most urgent first. A program past the wall clock keeps an agent iterating on a branch nobody
 * watches; a broken audit chain or a state file behind its ledger leaves the scheduler reading
 * rows the gate did not write, so a hold may not hold. An unpause only keeps a program waiting
 * (it stays paused, the safe side); the keeper hands out a fix, the dearest thing the sweep
 * does; and a commit no gate run judged is normally judged by the gate run its CI event starts.
 */
const URGENCY: readonly DueAction[] = ['timeout', 'audit', 'repair', 'resume', 'keep', 'look']

/** What is handled whatever the budget: what stops work or restores a hold (see URGENCY). */
const URGENT: ReadonlySet<SweepAction> = new Set<SweepAction>(['timeout', 'audit', 'repair'])

/** The due programs, most urgent first; programs of the same urgency stay in their order. */
export function urgencyOrder<T extends { action: DueAction }>(due: readonly T[]): T[] {
  return [...due].sort((a, b) => URGENCY.indexOf(a.action) - URGENCY.indexOf(b.action))
}

/**
 * The limit whose remaining budget is below `reservePercent` of it, the lowest share when
 * several are; null when none is (never with a reserve of 0).
 */
export function belowReserve(budget: RateBudget, reservePercent: number): ResourceBudget | null {
  let lowest: ResourceBudget | null = null
  for (const limit of budget) {
    if (limit.limit <= 0 || limit.remaining * 100 >= limit.limit * reservePercent) continue
    // Shares compared without dividing: a / b < c / d as a × d < c × b.
    if (lowest === null || limit.remaining * lowest.limit < lowest.remaining * limit.limit)
      lowest = limit
  }
  return lowest
}

/**
 * The limit that makes the sweep leave a program due for `action` to a later sweep, or null to
 * handle it now. The sweep asks before each program: its own gate runs draw the budget down.
 */
export function deferral(
  action: DueAction,
  budget: RateBudget,
  reservePercent: number
): ResourceBudget | null {
  return URGENT.has(action) ? null : belowReserve(budget, reservePercent)
}

/** The line the sweep logs for a program it put off; `why` says what made it due. */
export function deferralLine(
  program: string,
  why: string,
  short: ResourceBudget,
  reservePercent: number
): string {
  return oneLine(
    `green-gate sweep: ${program} deferred (${why}): GitHub API budget ` +
      `${short.remaining}/${short.limit} (${short.resource}) is below the ${reservePercent} % reserve`
  )
}

/** What the sweep's reason adds for the programs it put off. */
export function deferredNote(programs: readonly string[], reservePercent: number): string {
  return `deferred below the ${reservePercent} % API reserve: ${programs.join(', ')}`
}
