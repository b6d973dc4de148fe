// Which programs a sweep must look at, from their ledger and state file alone: a file a memory
// save reverted, a pause someone lifted, an iteration open past the wall clock, or a program
// whose branch may carry a commit no gate run has judged yet (a CI event that was lost, or a first
// look that failed), or a ledger whose audit chain broke. Pure.
import { isStopped } from '../ledger/memory.js'
import type { MachineState } from '../state/index.js'
import { branchMatches, programFromBranch } from './branch.js'
import type { Reconciled } from './reconcile.js'

export type SweepAction = 'audit' | 'repair' | 'resume' | 'timeout' | 'look' | 'none'

export function sweepAction(
  read: Reconciled,
  state: MachineState,
  now: Date,
  wallClockMinutes: number
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
  if (state.completed) return 'none'
  if (read.behind) return 'repair'
  if (read.steering === 'unpause') return 'resume'
  const { memory } = read
  if (read.steering === 'pause' || isStopped(memory.hold)) return 'none'
  if (memory.clockStarted === null) return 'look'
  const elapsed = (now.getTime() - Date.parse(memory.clockStarted)) / 60_000
  return elapsed > wallClockMinutes ? 'timeout' : 'none'
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
