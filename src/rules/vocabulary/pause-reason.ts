// Why the gate paused a program loudly, as a typed value: what the rules decide, the ledger keeps,
// the keeper's limits name and the program issue explains. Pure.
import type { CiChange, Weakening, WhatRanFinding } from './guard-findings.js'

/** Why the gate paused a program loudly. */
export type PauseReason =
  | { kind: 'ci-fix-exhausted'; signature: string }
  | { kind: 'stuck'; signature: string }
  | { kind: 'ci-timeout' }
  /** Past the wall clock with no run of CI, as the default branch defines it, on the commit. */
  | { kind: 'ci-missing'; sha: string }
  /** The ledger's audit chain does not verify from this entry on (chain.ts). */
  | { kind: 'audit-broken'; entry: number }
  /** The next fix attempt could take the day's fix spending past max-fix-cost. */
  | { kind: 'cost-cap'; spentUsd: number; capUsd: number }
  /** The ledger is not the one the gate last wrote: rolled back, emptied, swapped or unsealed. */
  | { kind: 'ledger-tampered'; what: string }
  /** A fix was due, but the program's branch has no fixer workflow the gate can dispatch. */
  | { kind: 'fixer-missing'; why: string }
  /**
   * The branch's fixer workflow is not the default branch's: GitHub would run the branch's copy,
   * with the repository's secrets and whatever permissions it asks for.
   */
  | { kind: 'fixer-changed'; path: string; branch: string; defaultBranch: string }
  /** CI went green after a fix whose commits check less than before (skipped tests, ...). */
  | { kind: 'fix-weakened-tests'; findings: Weakening[] }
  /** CI went green, but the branch changed its workflow files or test configuration since `since`. */
  | ({ kind: 'ci-changed' } & CiChange)
  /** CI went green on an iteration (no fix) whose commits check less than before. */
  | { kind: 'weakened-tests'; findings: Weakening[] }
  /** CI went green, but the change cannot be read in full to tell whether it checks less. */
  | { kind: 'unreviewable'; why: string }
  /**
   * CI went green, but what it was seen to run (what-ran.ts) holds the accept back: a job ran
   * fewer tests or showed no summary, or reported a failed test; `more`: further findings.
   */
  | (WhatRanFinding & { more: number })
