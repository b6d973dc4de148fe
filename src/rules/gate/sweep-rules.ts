// Which programs a sweep must look at, from their ledger and state file alone: a file a memory
// save reverted, a pause someone lifted, an iteration open past the wall clock, or a program
// whose branch may carry a commit no gate run has judged yet (a CI event that was lost, or a first
// look that failed), a ledger whose audit chain broke, or, with the keeper on, a program paused
// for a reason the keeper takes up. Pure.
import { isStopped } from '../ledger/memory.js'
import type { MachineState } from '../state/index.js'
import { branchMatches, programFromBranch } from './branch.js'
import { keeperMayAct } from './keeper.js'
import type { KeeperLimits } from '../vocabulary/keeper-limits.js'
import type { Reconciled } from './reconcile.js'
import { pastWallClock } from './wall-clock.js'

export type SweepAction = 'audit' | 'repair' | 'resume' | 'timeout' | 'look' | 'keep' | 'none'

/** `keeper`: the keeper's limits when it is on, else null. */
export function sweepAction(
  read: Reconciled,
  state: MachineState,
  now: Date,
  wallClockMinutes: number,
  keeper: KeeperLimits | null = null
): SweepAction {
  // A broken audit chain is paused loudly once, whatever else the program is doing.
  const { hold } = read.memory
  if (
    read.auditBreak !== null &&
    !(
      hold.kind === 'paused' &&
      hold.reason.kind === 'audit-broken' &&
      hold.reason.entry === read.auditBreak
    )
  )
    return 'audit'
  // So is a ledger that is not the one the gate last wrote.
  const toldTamper = hold.kind === 'paused' && hold.reason.kind === 'ledger-tampered'
  if (read.tampered !== null && !toldTamper) return 'audit'
  if (state.completed) return 'none'
  if (read.behind) return 'repair'
  if (read.steering === 'unpause') return 'resume'
  const { memory } = read
  if (read.steering === 'pause') return 'none'
  if (keeper !== null && keeperMayAct(memory, keeper)) return 'keep'
  if (isStopped(memory.hold)) return 'none'
  // Held for an approval: the approved run's completion wakes the gate.
  if (memory.hold.kind === 'blocked') return 'none'
  if (memory.clockStarted === null) return 'look'
  const overrun = pastWallClock({ started: memory.clockStarted, now, wallClockMinutes })
  return overrun === null ? 'none' : 'timeout'
}

/**
 * The sweep can decide on its batched read alone, `head` being the branch head it found: a
 * program past the wall clock with its fix still out on that head is paused on the ledger (the
 * failure, the clock); a state file behind its ledger is rendered again, and while the fix is out
 * on the head or the program is stopped that is all there is to do. Nothing a person steered.
 */
export function decidedOnLedger(
  action: SweepAction,
  read: Reconciled,
  head: string | null
): boolean {
  const { hold } = read.memory
  const fixOut = hold.kind === 'fixing' && hold.sha === head
  if (read.steering !== 'none') return false
  if (action === 'timeout') return fixOut
  return action === 'repair' && (fixOut || isStopped(hold))
}

/**
 * The branch the sweep gates for a program: the one branch-pattern gives it, or a `Branch` row
 * naming another branch of the same program (autoloop's legacy `autoloop/<program>-<hex>`).
 * Any other row is ignored: the sweep trusts the program name, not the file.
 */
export function sweepBranch(
  pattern: string,
  program: string,
  derived: string | null,
  row: string | null
): { branch: string | null; ignoredRow: boolean } {
  const rowFits =
    row !== null && branchMatches(pattern, row) && programFromBranch(pattern, row) === program
  if (rowFits) return { branch: row, ignoredRow: false }
  return { branch: derived, ignoredRow: row !== null && row !== derived }
}
