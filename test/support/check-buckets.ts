// Every state a check run or a commit status reports, in GitHub's own spelling, and the bucket
// the contract puts it in: written out here, apart from the gate's code that decides it.

export type Bucket = 'success' | 'failure' | 'pending'

/** A check run's status, its conclusion (null until it completes), and its bucket. */
export const RUN_STATES: ReadonlyArray<[string, string | null, Bucket]> = [
  ['completed', 'success', 'success'],
  ['completed', 'neutral', 'success'],
  ['completed', 'skipped', 'success'],
  ['completed', 'failure', 'failure'],
  ['completed', 'cancelled', 'failure'],
  ['completed', 'timed_out', 'failure'],
  ['completed', 'action_required', 'failure'],
  ['completed', 'startup_failure', 'failure'],
  ['completed', 'stale', 'failure'],
  ['queued', null, 'pending'],
  ['in_progress', null, 'pending'],
  ['waiting', null, 'pending'],
  ['requested', null, 'pending'],
  ['pending', null, 'pending']
]

/** A commit status's state and its bucket. */
export const STATUS_STATES: ReadonlyArray<[string, Bucket]> = [
  ['success', 'success'],
  ['failure', 'failure'],
  ['error', 'failure'],
  ['pending', 'pending']
]
