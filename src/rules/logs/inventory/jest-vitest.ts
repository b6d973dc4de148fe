// Jest's `Tests:       1 failed, 2 passed, 3 total` and Vitest's `Tests  1 failed | 2 passed (3)`,
// each printed once a run. Both print a failed file or test behind a FAIL badge before it
// (`FAIL src/a.test.ts`, ` FAIL  test/a.test.ts > suite > test`), kept until a summary comes.

import { count, numberedWords } from './counts.js'
import { Names } from './names.js'
import type { Tally } from './tally.js'
import type { Counts, Family } from './types.js'

const JEST = /^Tests: +(\S.*)$/
const VITEST = /^ *Tests {2}(\S.*) \((\d{1,10})\)$/
// Without colours the badge is the bare word; with them it is padded inside its background.
const BADGE = /^ ?FAIL {1,2}(\S.*)$/

export function jestCounts(line: string): Counts | undefined {
  const found = JEST.exec(line)
  const words = found === null ? undefined : numberedWords(found[1] as string, ', ')
  if (words === undefined || !words.has('total')) return undefined
  return {
    passed: words.sum('passed'),
    failed: words.sum('failed'),
    skipped: words.sum('skipped', 'todo'),
    total: words.sum('total')
  }
}

export function vitestCounts(line: string): Counts | undefined {
  const found = VITEST.exec(line)
  const words = found === null ? undefined : numberedWords(found[1] as string, ' | ')
  const total = count(found?.[2])
  if (words === undefined || total === undefined) return undefined
  return {
    passed: words.sum('passed'),
    failed: words.sum('failed'),
    skipped: words.sum('skipped', 'todo'),
    total
  }
}

export function jestVitest(tally: Tally): Family {
  const failed = new Names()
  return {
    line(text, at) {
      const badge = BADGE.exec(text)
      if (badge !== null) return failed.add(badge[1] as string)
      const jest = jestCounts(text)
      const vitest = jest === undefined ? vitestCounts(text) : undefined
      if (jest === undefined && vitest === undefined) return
      if (jest !== undefined) tally.add('jest', jest, at)
      else if (vitest !== undefined) tally.add('vitest', vitest, at)
      failed.moveTo(tally.names)
    },
    end: () => failed.clear()
  }
}
