// Reads the state file against the ledger: which memory to decide from, whether a person (or
// autoloop) changed `Paused` since the gate wrote it, and whether the file is behind the ledger
// (a memory save copied an older copy over it). Pure.
import { isOwnLedger, ledgerTamper, type LedgerIdentity } from '../ledger/anchor.js'
import { checkSeal, verifyChain } from '../ledger/chain.js'
import { entryAt, lastEntry, type Ledger } from '../ledger/ledger.js'
import { emptyMemory, holdReasonText, type GateMemory, type Hold } from '../ledger/memory.js'
import type { PauseReason } from '../vocabulary/pause-reason.js'
import { schedulerSafe, type MachineState, type StateDocument } from '../state/index.js'
import { parseLastEvent } from './last-event.js'
import { UNKNOWN_SIGNATURE } from '../logs/signature.js'
import type { UnpauseRefusal } from '../vocabulary/unpause-refusal.js'

/** What changed in `Paused` since the gate last rendered it: lifted, set, or nothing. */
export type Steering = 'none' | 'unpause' | 'pause'

export interface Reconciled {
  memory: GateMemory
  steering: Steering
  /** The file does not show the ledger's newest entry: its gate rows need rendering again. */
  behind: boolean
  /** The ledger entry the file shows, when it names one the ledger still holds. */
  shownSeq: number | null
  /** The first entry whose audit chain link is broken; null when the chain verifies. */
  auditBreak: number | null
  /** Why the ledger is not the one the gate last wrote (anchor.ts); null when it is. */
  tampered: string | null
  /** The ledger's seal verifies with the audit key: what it holds outside its entries is the gate's. */
  sealed: boolean
  /** No ledger yet: the memory was taken from the state file's rows. */
  adopted: boolean
  /**
   * `Paused` was lifted, but not by a person with write access straight after the gate's pause
   * (found by the flow, which asks GitHub who made the change): the lift is a revert to repair,
   * and this says why.
   */
  refusedUnpause: UnpauseRefusal | null
}

/**
 * `auditKey`: the key the ledger's audit chain is checked with; null: plain hashes only.
 * `identity`: whose ledger this must be, and its anchor; null: not checked (the CLI).
 */
export function reconcile(
  ledger: Ledger | null,
  doc: StateDocument,
  auditKey: string | null = null,
  identity: LedgerIdentity | null = null
): Reconciled {
  const tampered = identity === null ? null : ledgerTamper(ledger, identity, doc.state.ciLedger)
  const sealed = ledger !== null && auditKey !== null && checkSeal(ledger, auditKey) === 'ok'
  const found = reconcileFound(ledger, doc, auditKey, identity)
  return { ...found, tampered, sealed: sealed && tampered === null, refusedUnpause: null }
}

type Found = Omit<Reconciled, 'tampered' | 'sealed' | 'refusedUnpause'>

function reconcileFound(
  ledger: Ledger | null,
  doc: StateDocument,
  auditKey: string | null,
  identity: LedgerIdentity | null
): Found {
  // Another program's ledger tells nothing of this one; a ledger the anchor says was emptied or
  // removed is not replaced by the file's rows, which the agent can write.
  const foreign = ledger !== null && identity !== null && !isOwnLedger(ledger, identity)
  const anchored = identity?.anchor.kind === 'found'
  const last = ledger === null || foreign ? undefined : lastEntry(ledger)
  if (ledger === null || foreign || last === undefined) {
    return foreign || anchored ? unknownMemory() : adopt(doc.state)
  }
  const fileSeq = doc.state.ciLedger
  const shown = fileSeq === null ? undefined : entryAt(ledger, fileSeq)
  // Steering is read only from a file whose Paused row the scheduler reads. Against a rendering
  // the gate knows, any change counts; against none (the row is missing), only a pause the gate
  // did not write, since a file without the gate's pause may just be older.
  const steering = !doc.heading.schedulerFinds
    ? 'none'
    : shown !== undefined
      ? steeringFrom(shown.memory.hold, doc.state)
      : steeringFrom(last.memory.hold, doc.state) === 'pause'
        ? 'pause'
        : 'none'
  return {
    memory: last.memory,
    steering,
    behind: fileSeq !== last.seq,
    shownSeq: shown?.seq ?? null,
    auditBreak: verifyChain(ledger, auditKey).firstBroken?.seq ?? null,
    adopted: false
  }
}

/** Nothing the gate can trust is known of the program: it starts from nothing, rows rewritten. */
function unknownMemory(): Found {
  return {
    memory: emptyMemory(),
    steering: 'none',
    behind: true,
    shownSeq: null,
    auditBreak: null,
    adopted: false
  }
}

function steeringFrom(rendered: Hold, state: MachineState): Steering {
  const renderedPaused = rendered.kind !== 'none'
  const renderedReason = holdReasonText(rendered)
  const reason = renderedReason === null ? null : schedulerSafe(renderedReason)
  if (state.paused && (!renderedPaused || (state.pauseReason ?? null) !== reason)) return 'pause'
  if (!state.paused && renderedPaused) return 'unpause'
  return 'none'
}

/**
 * A file the gate kept before it had a ledger: its CI rows become the memory, once. A pause
 * the gate recorded as its last event is its own; any other pause is someone else's.
 */
function adopt(state: MachineState): Found {
  const last = parseLastEvent(state.ciLastEvent)
  const gatePaused = last?.decision === 'pause'
  const hold: Hold = !state.paused
    ? { kind: 'none' }
    : gatePaused
      ? { kind: 'paused', reason: legacyPause(state.pauseReason, state.ciSignature) }
      : { kind: 'manual', reason: state.pauseReason }
  const memory: GateMemory = {
    ...emptyMemory(),
    hold,
    iteration: state.iterationCount,
    clockStarted: state.ciGateStarted,
    // Only the count survives from before the ledger; the attempts' details were in prose.
    attempts: Array.from({ length: state.ciFixAttempts }, (_, i) => ({
      attempt: i + 1,
      commit: state.ciHeadSha ?? '',
      signature: state.ciSignature ?? UNKNOWN_SIGNATURE,
      failureClass: 'unknown' as const,
      runUrl: null,
      at: state.ciGateStarted ?? '',
      outcome:
        i + 1 === state.ciFixAttempts && last?.decision === 'fix' ? 'with-fixer' : 'new-failure'
    })),
    signature: state.ciSignature,
    headSha: state.ciHeadSha,
    lastEvent: last
  }
  const steering = !state.paused && gatePaused ? 'unpause' : 'none'
  return { memory, steering, behind: false, shownSeq: null, auditBreak: null, adopted: true }
}

/** The pause reason the gate wrote before it had a ledger, read back once. */
function legacyPause(text: string | null, signature: string | null): PauseReason {
  const [kind, ...rest] = (text ?? '').split(': ')
  const named = rest.join(': ') || signature || UNKNOWN_SIGNATURE
  if (kind === 'ci-timeout') return { kind: 'ci-timeout' }
  if (kind === 'stuck in CI fix loop') return { kind: 'stuck', signature: named }
  return { kind: 'ci-fix-exhausted', signature: named }
}
