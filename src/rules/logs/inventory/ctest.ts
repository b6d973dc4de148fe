// CTest: `50% tests passed, 1 tests failed out of 2`, then `The following tests FAILED:` and a
// `	  1 - parse_test (SEGFAULT)` line per failure. A skipped test counts as passed, as in
// CTest's own percentage.

import { count } from './counts.js'
import type { Tally } from './tally.js'
import type { Counts, Family } from './types.js'

const SUMMARY = /^\d{1,3}% tests passed, (\d{1,10}) tests? failed out of (\d{1,10})$/
const FAILED_HEADER = 'The following tests FAILED:'
const FAILED = /^\s+\d{1,10} - (\S.*) \([^()]*\)$/

export function ctestCounts(line: string): Counts | undefined {
  const found = SUMMARY.exec(line)
  const failed = count(found?.[1])
  const total = count(found?.[2])
  if (failed === undefined || total === undefined) return undefined
  return { passed: total - failed, failed, skipped: 0, total }
}

export function ctest(tally: Tally): Family {
  let listing = false
  return {
    line(text, at) {
      const counts = ctestCounts(text)
      if (counts !== undefined) return tally.add('ctest', counts, at)
      if (text === FAILED_HEADER) {
        listing = true
        return
      }
      const failed = listing ? FAILED.exec(text) : null
      if (failed !== null) tally.names.add(failed[1] as string)
      else listing = false
    },
    end() {
      listing = false
    }
  }
}
