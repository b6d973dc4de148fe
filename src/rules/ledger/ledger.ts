// The ledger: one program's decisions, newest last, each with the memory it left behind. The
// newest entry's memory is what the next decision starts from; an older entry tells what the
// state file showed when it last rendered that entry, so a revert or a person's edit can be told
// apart. Pure.
import type { Decision } from '../vocabulary/decision.js'
import type { FailureClass } from '../logs/types.js'
import type { RecentStatus } from '../state/recent-statuses.js'
import type { GateMemory } from './memory.js'
import type { PauseReason } from '../vocabulary/pause-reason.js'
import type { CommandKind } from '../vocabulary/steer-command.js'

export interface LedgerEntry {
  /** 1, 2, 3 … for the program; the state file's `CI Ledger` row names the one it renders. */
  seq: number
  at: string
  eventKey: string
  decision: Decision
  reason: string
  headSha: string | null
  /** The CI run that woke the gate; null for a manual run or a sweep. */
  runUrl: string | null
  failure: { signature: string; failureClass: FailureClass } | null
  pause: PauseReason | null
  /** Fix attempts spent after the decision, and the budget it was made with. */
  attempt: number
  maxAttempts: number
  /** What the decision adds to Recent Statuses, if anything. */
  status: RecentStatus | null
  /**
   * The decision lifted a pause (reset, or someone set Paused to false). No rule reads it back:
   * it is kept so that a rewritten ledger still holds each entry as its MAC (chain.ts) covers it.
   */
  resumed: boolean
  memory: GateMemory
  /** A maintainer's `/green-gate` command: which, who gave it, and the comment's link. */
  steer?: SteerRecord
  /**
   * The audit chain (chain.ts): the hash of the entry before, and this entry's MAC. Absent on
   * entries written before the chain existed.
   */
  prev?: string
  mac?: string
}

export interface SteerRecord {
  command: CommandKind
  by: string
  url: string
}

export interface Ledger {
  program: string
  /** `owner/name` of the repository whose gate wrote it; absent from older ledgers. */
  repository?: string
  /** Oldest first; at most MAX_ENTRIES, the oldest dropped first. */
  entries: LedgerEntry[]
  /** Where the audit chain starts once older entries were dropped. */
  anchor?: ChainAnchor
  /** The program's status comment, edited in place without listing the issue's comments. */
  statusComment?: StatusCommentRef
  /**
   * With an audit key: the MAC over the fields outside the entries (program, repository, anchor,
   * status comment) and the newest entry's hash, so none of them can be changed unseen (chain.ts).
   */
  seal?: string
  /**
   * The newest entry a run found anchored (anchor.ts): from then on an anchor must exist, and a
   * missing one means it was deleted.
   */
  anchored?: number
  /** Starts at 0 (absent); a maintainer's reset of a tampered ledger starts the next (anchor.ts). */
  epoch?: number
}

/** Where the audit chain starts when older entries were dropped: the hash of entry `seq`. */
export interface ChainAnchor {
  seq: number
  hash: string
}

/** A comment the gate posted: on which issue, and its GraphQL node id. */
export interface StatusCommentRef {
  issue: number
  id: string
}

/** Enough for many iterations' history; the file stays a few hundred KB at most. */
export const MAX_ENTRIES = 100

export function newLedger(program: string, repository?: string): Ledger {
  return { program, ...(repository === undefined ? {} : { repository }), entries: [] }
}

export function lastEntry(ledger: Ledger): LedgerEntry | undefined {
  return ledger.entries.at(-1)
}

export function lastSeq(ledger: Ledger): number {
  return lastEntry(ledger)?.seq ?? 0
}

export function entryAt(ledger: Ledger, seq: number): LedgerEntry | undefined {
  return ledger.entries.find((entry) => entry.seq === seq)
}
