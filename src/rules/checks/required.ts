// Checks that must be there: a commit where a required check has not reported stays pending,
// however green the others are, so a CI workflow that silently did not run on the branch can
// never let a commit through on lint alone (and the wall clock pauses it in the end). A red
// check is red whatever is missing. Pure.
import { checkMatcher } from './ignore.js'
import type { Reduction } from './reduce.js'

export function requireChecks(reduction: Reduction, patterns: readonly string[]): Reduction {
  if (reduction.status === 'failure') return reduction
  const missing = patterns.filter((p) => !reduction.checks.some(checkMatcher([p])))
  if (missing.length === 0) return reduction
  return {
    ...reduction,
    status: 'pending',
    reason: `required check${missing.length === 1 ? '' : 's'} not reported yet: ${missing.join(', ')}; ${reduction.reason}`
  }
}
