// The Recent Statuses list: the scheduler reads its tail (five `rejected` in a row pause a
// program), so it stays short and the gate turns a pushed iteration's `pending-ci` into its
// final outcome instead of recording the same iteration twice.

/** Outcomes written to Recent Statuses. The file may hold others; those are kept as written. */
export type RecentStatus = 'accepted' | 'rejected' | 'error' | 'pending-ci' | 'ci-fix-exhausted'

export const MAX_RECENT_STATUSES = 10

/** `current` with `status` added at the end, keeping the last ten. */
export function nextRecentStatuses(
  current: readonly string[],
  status: RecentStatus,
  replaceTrailingPendingCi: boolean
): string[] {
  const last = current[current.length - 1]
  const replaces = replaceTrailingPendingCi && last?.toLowerCase() === 'pending-ci'
  const next = [...(replaces ? current.slice(0, -1) : current), status]
  return next.slice(-MAX_RECENT_STATUSES)
}
