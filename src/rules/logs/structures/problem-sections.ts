// A check that sorts what it found under headings that name the problem, one item a line, maybe
// after a sentence that leads into them:
//   Unused dependencies (1)          Missing dependencies        # MISSING LICENSES
//   lodash  package.json             * chalk: ./src/log.js       'MIT' found in:
//                                                                * src/app.py
// as dependency-graph and dead-code checkers print them. Each item is a failure: the heading is
// its code, the item's first word what it is about, the file it names where it is.

import { normalizeText, shorten } from '../normalize.js'
import { ownPath } from './diagnostics.js'
import type { Found, Reading } from './found.js'
import { ownLocationIn } from './locations.js'

const PROBLEM =
  'Unused|Missing|Unlisted|Unresolved|Undeclared|Duplicated?|Circular|Mismatched|Extraneous|Orphaned|Deprecated|Invalid'
const HEADING = new RegExp(`^\\s*((?:${PROBLEM})(?: [a-z]+){1,3})\\s*(?:\\(\\d+\\))?:?\\s*$`)
// A heading in a report's markup, in capitals: `# MISSING COPYRIGHT AND LICENSING INFORMATION`.
const MARKED_HEADING = new RegExp(`^#{1,3}\\s+((?:${PROBLEM.toUpperCase()})(?: [A-Z]+){1,5})\\s*$`)
// A sentence that leads into the items: `The following files have no licensing information:`.
const LEAD = /:\s*$/
const BULLET = /^\s*(?:[*•-]|\d+[.)])\s+/
/** How many items a heading holds at most: the rest are more of the same. */
const ITEMS = 50
const NAME_CHARS = 80

/** The items under each problem heading, and the lines they take. */
export function readProblemSections(lines: readonly string[], skip: ReadonlySet<number>): Reading {
  const found: Found[] = []
  const claimed = new Set<number>()
  lines.forEach((line, at) => {
    const heading = skip.has(at)
      ? undefined
      : (HEADING.exec(line)?.[1] ?? MARKED_HEADING.exec(line)?.[1])
    if (heading === undefined) return
    const code = heading.toLowerCase().replace(/ /g, '-')
    claimed.add(at)
    // Blank lines and a sentence that leads into them may come before the items.
    let first = at + 1
    while (
      first < at + 4 &&
      ((lines[first] ?? '').trim() === '' || LEAD.test(lines[first] ?? ''))
    ) {
      first++
    }
    for (let i = first; i < lines.length && i <= at + ITEMS; i++) {
      const item = lines[i] ?? ''
      if (item.trim() === '' || HEADING.test(item) || MARKED_HEADING.test(item) || skip.has(i)) {
        break
      }
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
