// A check that sorts what it found under headings that name the problem, one item a line:
//   Unused dependencies (1)          Missing dependencies
//   lodash  package.json             * chalk: ./src/log.js
// as dependency-graph and dead-code checkers print them. Each item is a failure: the heading is
// its code, the item's first word what it is about, the file it names where it is.

import { normalizeText, shorten } from '../normalize.js'
import { ownPath } from './diagnostics.js'
import type { Found, Reading } from './found.js'
import { ownLocationIn } from './locations.js'

const HEADING =
  /^\s*((?:Unused|Missing|Unlisted|Unresolved|Undeclared|Duplicated?|Circular|Mismatched|Extraneous|Orphaned|Deprecated|Invalid)(?: [a-z]+){1,3})\s*(?:\(\d+\))?:?\s*$/
const BULLET = /^\s*(?:[*•-]|\d+[.)])\s+/
/** How many items a heading holds at most: the rest are more of the same. */
const ITEMS = 50
const NAME_CHARS = 80

/** The items under each problem heading, and the lines they take. */
export function readProblemSections(lines: readonly string[], skip: ReadonlySet<number>): Reading {
  const found: Found[] = []
  const claimed = new Set<number>()
  lines.forEach((line, at) => {
    const heading = skip.has(at) ? undefined : HEADING.exec(line)?.[1]
    if (heading === undefined) return
    const code = heading.toLowerCase().replace(/ /g, '-')
    claimed.add(at)
    for (let i = at + 1; i < lines.length && i <= at + ITEMS; i++) {
      const item = lines[i] ?? ''
      if (item.trim() === '' || HEADING.test(item) || skip.has(i)) break
      claimed.add(i)
      const text = item.replace(BULLET, '').trim()
      const [first = '', ...rest] = text.split(/\s+/).map((word) => word.replace(/[:,;]$/, ''))
      const asFile = ownPath(first)
      const file =
        asFile ?? ownLocationIn(text)?.file ?? rest.map(ownPath).find((f) => f !== undefined)
      found.push({
        at: i,
        hit: {
          tool: 'generic',
          failureClass: 'lint',
          code,
          ...(file === undefined ? {} : { file }),
          ...(asFile === undefined ? { detail: shorten(normalizeText(first), NAME_CHARS) } : {})
        }
      })
    }
  })
  return { found, claimed }
}
