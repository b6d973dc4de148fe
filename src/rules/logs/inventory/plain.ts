// A line of only counts, as many small harnesses print it: `12 passed, 1 failed`, with
// `, 2 skipped` after it or one word and a colon before it (`Tests: 12 passed, 1 failed`).

import { count } from './counts.js'
import type { Tally } from './tally.js'
import type { Counts, Family } from './types.js'

const PLAIN = /^(?:[A-Za-z]{1,40}: )?(\d{1,10}) passed, (\d{1,10}) failed(?:, (\d{1,10}) skipped)?$/

export function plainCounts(line: string): Counts | undefined {
  const found = PLAIN.exec(line)
  const passed = count(found?.[1])
  const failed = count(found?.[2])
  const skipped = found?.[3] === undefined ? 0 : count(found[3])
  if (passed === undefined || failed === undefined || skipped === undefined) return undefined
  return { passed, failed, skipped }
}

export function plain(tally: Tally): Family {
  return {
    line(text, at) {
      const counts = plainCounts(text)
      if (counts !== undefined) tally.add('plain', counts, at)
    },
    end: () => undefined
  }
}
