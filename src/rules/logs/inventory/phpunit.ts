// PHPUnit: `OK (12 tests, 30 assertions)` when all passed, else after `FAILURES!` (or `OK, but
// ...`) `Tests: 12, Assertions: 30, Failures: 1, Errors: 1, Skipped: 2.`. Failures were listed
// before, under `There was 1 failure:` / `There were 2 errors:`, as `1) SlugTest::testJoins`.

import { count, labelledCounts } from './counts.js'
import { Names } from './names.js'
import type { Tally } from './tally.js'
import type { Counts, Family } from './types.js'

const ALL_PASSED = /^OK \((\d{1,10}) tests?, \d{1,10} assertions?\)$/
const TOTALS = /^(Tests: \d{1,10}, .*)\.$/
const LIST_HEADER = /^There (?:was|were) \d{1,10} ([a-z]+(?: [a-z]+)*):$/
const LISTED = /^\d{1,10}\) (\S+::\S.*)$/

export function phpunitCounts(line: string): Counts | undefined {
  const passed = count(ALL_PASSED.exec(line)?.[1])
  if (passed !== undefined) return { passed, failed: 0, skipped: 0, total: passed }
  const found = line.startsWith('Tests: ') ? TOTALS.exec(line) : null
  const words = found === null ? undefined : labelledCounts(found[1] as string, ', ')
  if (words === undefined || !words.has('assertions')) return undefined
  const total = words.sum('tests')
  const failed = words.sum('failures', 'errors')
  const skipped = words.sum('skipped', 'incomplete')
  return { passed: total - failed - skipped, failed, skipped, total }
}

export function phpunit(tally: Tally): Family {
  const failed = new Names()
  let listing = false
  return {
    line(text, at) {
      const header = LIST_HEADER.exec(text)
      if (header !== null) {
        listing = /^(?:failures?|errors?)$/.test(header[1] as string)
        return
      }
      const listed = listing ? LISTED.exec(text) : null
      if (listed !== null) return failed.add(listed[1] as string)
      const counts = phpunitCounts(text)
      if (counts === undefined) return
      tally.add('phpunit', counts, at)
      failed.moveTo(tally.names)
      listing = false
    },
    end() {
      failed.clear()
      listing = false
    }
  }
}
