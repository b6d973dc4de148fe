// Whether a compare shows the whole change: GitHub lists at most 300 files and leaves out the
// patch of a binary or very large file. A change the guard cannot read is not a change it can
// vouch for, so the gate fails closed on it. Pure.
import type { ChangedFile } from './diff.js'
import { CHECK_CONFIG_PATHS } from './test-patterns.js'
import { holdsTests } from './weakening.js'

/** The most files GitHub's compare lists: a list this long may have been cut. */
export const COMPARE_FILE_LIMIT = 300

/** Why the files cannot be read as the whole change; null when they can. */
export function unreviewable(files: readonly ChangedFile[]): string | null {
  if (files.length >= COMPARE_FILE_LIMIT)
    return `GitHub lists only the first ${COMPARE_FILE_LIMIT} files changed`
  // A removed file needs no diff: its removal is the finding, whatever it held.
  const unread = files.find(
    (f) =>
      f.patch === null &&
      f.status !== 'removed' &&
      (holdsTests(f.path) || CHECK_CONFIG_PATHS.some((p) => p.test(f.path)))
  )
  return unread === undefined ? null : `GitHub gives no diff of ${unread.path}`
}
