// The state file as a rendering of the ledger: the gate's rows show the newest entry, and every
// entry the file has not shown yet adds its short history line and, when it settles the
// iteration the newest entry is on, its Recent Statuses outcome.
// The same rendering writes a new decision and repairs rows a memory save reverted. Pure.
import type { Ledger, LedgerEntry } from '../ledger/ledger.js'
import { holdReasonText, pauseReasonText } from '../ledger/memory.js'
import { inlineCode, noMentions } from '../untrusted.js'
import {
  nextRecentStatuses,
  type HistoryEntry,
  type OwnedFields,
  type StateChanges,
  type StateDocument
} from '../state/index.js'
import { shortSha } from '../text.js'
import { UNKNOWN_SIGNATURE } from '../logs/signature.js'
import { formatLastEvent } from './last-event.js'

/** A repair or a long absence never floods the history: the newest entries only. */
const MAX_NEW_HISTORY = 5

export function renderGateRows(ledger: Ledger, doc: StateDocument): StateChanges {
  const last = ledger.entries.at(-1)
  if (last === undefined) return {}
  const { memory } = last
  const set: Partial<OwnedFields> = {
    paused: memory.hold.kind !== 'none',
    pauseReason: holdReasonText(memory.hold),
    ciFixAttempts: memory.attempts.length,
    ciSignature: memory.signature,
    ciHeadSha: memory.headSha,
    ciGateStarted: memory.clockStarted,
    ciLastEvent: memory.lastEvent === null ? null : formatLastEvent(memory.lastEvent),
    ciLedger: last.seq
  }
  const unseen = unseenEntries(ledger, doc.state.ciLedger)
  let statuses = doc.state.recentStatuses
  for (const entry of unseen) {
    if (entry.status !== null && settlesShownIteration(entry, last, doc.state.iterationCount))
      statuses = nextRecentStatuses(statuses, entry.status, true)
  }
  const history = unseen
    .filter(
      (entry) =>
        entry.decision === 'fix' ||
        entry.decision === 'accept' ||
        entry.decision === 'pause' ||
        movesHold(entry)
    )
    .slice(-MAX_NEW_HISTORY)
    .reverse()
    .map(historyEntry)
  return {
    set: statuses === doc.state.recentStatuses ? set : { ...set, recentStatuses: statuses },
    history
  }
}

/**
 * An outcome settles one iteration, named by its number and the commit decided on together: it
 * goes on the file only while the newest entry was decided on the same number and commit, and not
 * once the agent has recorded a later number. A number reused after a memory save rolled
 * `Iteration Count` back names another push, so an old accept never lands on a new head.
 */
function settlesShownIteration(
  entry: LedgerEntry,
  newest: LedgerEntry,
  count: number | null
): boolean {
  const { iteration } = entry.memory
  const moot = count !== null && iteration !== null && iteration < count
  return !moot && iteration === newest.memory.iteration && entry.headSha === newest.headSha
}

/** Entries after the one the file shows; with no usable row, just the newest. */
function unseenEntries(ledger: Ledger, shown: number | null): LedgerEntry[] {
  const first = ledger.entries[0]
  const last = ledger.entries.at(-1)
  if (first === undefined || last === undefined) return []
  if (shown === null || shown < first.seq - 1) return [last]
  return ledger.entries.filter((entry) => entry.seq > shown)
}

/** One short line per decision: the detail lives in the ledger and the comments. */
export function historyEntry(entry: LedgerEntry): HistoryEntry {
  const iteration = entry.memory.iteration
  return {
    title: iteration === null ? 'CI gate' : `CI gate · Iteration ${iteration}`,
    when: entry.at,
    ...(entry.runUrl === null ? {} : { runUrl: entry.runUrl }),
    lines: [['Status', historyStatus(entry)], ...previousAttempt(entry)]
  }
}

/** Why the attempt before a fix was spent without a push: the fixer's or the push job's word. */
function previousAttempt(entry: LedgerEntry): Array<[string, string]> {
  const before = entry.decision === 'fix' ? entry.memory.attempts.at(-2) : undefined
  return before?.outcome === 'no-commit' && before.note !== undefined
    ? [['Previous attempt', noMentions(before.note)]]
    : []
}

/** A maintainer's command that paused or resumed the program: the history says who. */
function movesHold(entry: LedgerEntry): boolean {
  const command = entry.steer?.command
  return command === 'pause' || command === 'resume' || command === 'reset'
}

function historyStatus(entry: LedgerEntry): string {
  const on = entry.headSha === null ? '' : ` on ${inlineCode(shortSha(entry.headSha))}`
  if (entry.steer !== undefined) {
    return `🧭 ${inlineCode(`/green-gate ${entry.steer.command}`)} by ${inlineCode(entry.steer.by)}: ${noMentions(entry.reason)}`
  }
  switch (entry.decision) {
    case 'fix':
      // The keeper hands out its fixes on a program that stays paused.
      if (entry.memory.hold.kind === 'paused')
        return `🔧 Keeper attempt ${entry.attempt}/${entry.maxAttempts}${on}: ${entry.failure?.failureClass ?? 'unknown'}, ${inlineCode(entry.failure?.signature ?? UNKNOWN_SIGNATURE)}`
      return `🔧 CI fix attempt ${entry.attempt}/${entry.maxAttempts}${on}: ${entry.failure?.failureClass ?? 'unknown'}, ${inlineCode(entry.failure?.signature ?? UNKNOWN_SIGNATURE)}`
    case 'accept':
      return `✅ Accepted — CI green${on}${entry.attempt > 0 ? ` · CI fix attempts: ${entry.attempt}` : ''}`
    case 'pause':
      return `⚠️ Paused — ${inlineCode(entry.pause === null ? entry.reason : pauseReasonText(entry.pause))}${on} · CI fix attempts: ${entry.attempt}/${entry.maxAttempts}`
    default:
      return `${entry.decision}${on}`
  }
}
