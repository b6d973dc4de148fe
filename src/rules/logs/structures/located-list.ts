// A list of failing tests by location under a heading that says they failed, as behaviour-driven
// runners and spec runners close their output:
//   Failing scenarios:
//     features/cart.feature:3  Adding two items
//   Failed examples:
//   rspec ./spec/calc_spec.rb:4 # Calc adds
// Each row is a test: its name after the location, its file the location's.

import { normalizeName, normalizePath } from '../normalize.js'
import { isCountLine } from './count-lines.js'
import { LABEL, type Found, type Reading } from './found.js'
import { isOwnFile } from './locations.js'

// A short heading about failures that ends in a colon: `Failing scenarios:`, `Failed examples:`.
const HEADING = /^\s*(?:\w+ ){0,2}\w*fail\w*(?: \w+){0,2}:\s*$/i
// `[command] path:line[:col] [#] [Label:] name`.
const ROW =
  /^\s*(?:[\w.-]+\s+)?((?:\.{0,2}\/)?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*):\d+(?::\d+)?\s+(?:#\s*)?(\S.*)$/

/** Failing tests listed by location under a failure heading, and the lines they take. */
export function readLocatedList(lines: readonly string[]): Reading {
  const found: Found[] = []
  const claimed = new Set<number>()
  for (let at = 0; at < lines.length; at++) {
    if (!HEADING.test(lines[at] ?? '')) continue
    // Its rows follow, maybe after a blank line; the list ends at the first line that is no row.
    let i = at + 1
    while (i < lines.length && (lines[i] ?? '').trim() === '' && i <= at + 2) i++
    for (; i < lines.length; i++) {
      const row = ROW.exec(lines[i] ?? '')
      const file = row === null ? undefined : normalizePath(row[1] ?? '')
      const name = row?.[2]?.trim().replace(LABEL, '') ?? ''
      if (file === undefined || !isOwnFile(file) || isCountLine(name)) break
      claimed.add(i)
      found.push({
        at: i,
        hit: { tool: 'generic', failureClass: 'test', test: normalizeName(name), file }
      })
    }
    at = i - 1
  }
  return { found, claimed }
}
