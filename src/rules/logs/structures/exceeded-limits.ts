// A budget check that names each thing it measured on a line of its own, then says whether it
// went over its limit:
//   core
//   Package size limit has exceeded by 84 B
//   Size limit: 100 B
// Each thing over its limit is a failure, named by the thing and the verdict (its amounts
// replaced, so a few bytes more or less sign the same). A budget that is not met is a check of
// the code's shape, not a broken build: lint.

import { normalizeText, shorten } from '../normalize.js'
import type { Found } from './found.js'

// Bounded gaps between the two words: no pattern that rescans a long line from every position.
const EXCEEDED =
  /\b(?:limit|budget)\b.{0,40}\bexceed(?:ed|s)\b|\bexceed(?:ed|s)\b.{0,40}\b(?:limit|budget)\b/i
// A name alone on its line: one to four words of a name's characters, no sentence, no value.
const NAME = /^\s*([\w@./-]+(?: [\w@./-]+){0,3})\s*$/
/** How far above its verdict the name may be, blank lines between. */
const NAME_REACH = 3
const DETAIL_CHARS = 120

/** The name on the nearest line above `at` that is not blank, if it is a name alone. */
function nameAbove(lines: readonly string[], at: number): string | undefined {
  for (let i = at - 1; i >= 0 && i >= at - NAME_REACH; i--) {
    const line = lines[i] ?? ''
    if (line.trim() !== '') return NAME.exec(line)?.[1]
  }
  return undefined
}

/** Each named thing a budget check says went over its limit, but on the lines of `skip`. */
export function readExceededLimits(lines: readonly string[], skip: ReadonlySet<number>): Found[] {
  return lines.flatMap((line, at) => {
    if (skip.has(at) || !EXCEEDED.test(line)) return []
    const name = nameAbove(lines, at)
    if (name === undefined) return []
    const detail = shorten(normalizeText(`${name}: ${line.trim()}`), DETAIL_CHARS)
    return [{ at, hit: { tool: 'generic', failureClass: 'lint', detail } }]
  })
}
