// The program's state as the status table shows it, taken from the ledger alone: the newest
// memory, the last decision the gate made on CI, and the newest maintainer's command. The reply
// to `/green-gate status` and `green-gate status --table` render it with the same table. Pure.
import type { CommentFacts } from '../issue/comments.js'
import type { Ledger, LedgerEntry, SteerRecord } from '../ledger/ledger.js'
import { emptyMemory, holdReasonText, type GateMemory } from '../ledger/memory.js'
import { reconcile } from '../gate/reconcile.js'
import type { StateDocument } from '../state/index.js'

/** What the table is made of. */
export interface ProgramView {
  memory: GateMemory
  /** The newest entry that was a decision on CI, not a command; null: none yet. */
  decided: LedgerEntry | null
  command: SteerRecord | null
}

/** Where the program lives, and the settings the table quotes. */
export interface StatusPlace {
  /** `https://github.com/owner/name`. */
  repoUrl: string
  branch: string
  /** Where the state file and the ledger live, as `branch:path`, and a link to the state file. */
  stateFile: string
  stateFileUrl: string
  ledgerFile: string
  maxAttempts: number
  needsHumanLabel: string
}

export function programView(ledger: Ledger | null): ProgramView | null {
  const newest = ledger?.entries.at(-1)
  if (ledger === null || newest === undefined) return null
  const entries = [...ledger.entries].reverse()
  return {
    memory: newest.memory,
    decided: entries.find((e) => e.steer === undefined) ?? null,
    command: entries.find((e) => e.steer !== undefined)?.steer ?? null
  }
}

/** The ledger's view, else the state file's rows as the gate would first read them. */
export function viewOf(ledger: Ledger | null, doc: StateDocument | null): ProgramView {
  return (
    programView(ledger) ?? {
      memory: doc === null ? emptyMemory() : reconcile(null, doc).memory,
      decided: null,
      command: null
    }
  )
}

export function statusFacts(program: string, view: ProgramView, place: StatusPlace): CommentFacts {
  const { memory, decided } = view
  const headSha = memory.headSha ?? decided?.headSha ?? ''
  return {
    program,
    decision: decided?.decision ?? 'skip',
    reason: decided?.reason ?? 'no decision on CI yet',
    branch: place.branch,
    headSha,
    commitUrl: `${place.repoUrl}/commit/${headSha}`,
    pullNumber: null,
    pullUrl: null,
    ciRunUrl: decided?.runUrl ?? null,
    gateRunUrl: null,
    attempt: memory.attempts.length,
    maxAttempts: place.maxAttempts,
    signature: memory.signature,
    failureClass: decided?.failure?.failureClass ?? null,
    pauseReason: holdReasonText(memory.hold),
    stateFile: place.stateFile,
    stateFileUrl: place.stateFileUrl,
    ledgerFile: place.ledgerFile,
    needsHumanLabel: place.needsHumanLabel,
    attempts: memory.attempts,
    spent: memory.attempts.length,
    noFixer: null,
    spend: null,
    hold: memory.hold,
    command: view.command,
    flakes: memory.flakes ?? [],
    decidedAt: decided?.at ?? null
  }
}
