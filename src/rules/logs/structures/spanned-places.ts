// One finding that spans several places of the code, under a short heading that names it, each
// place a line of its own with the range it covers, as duplicate finders print a clone:
//   Clone found (javascript):
//    - src/cart.js [1:26 - 9:2] (8 lines, 104 tokens)
//      src/order.js [2:27 - 10:2]
// The finding is the heading; its places, not the ranges (they move with any edit above them),
// name it: the first is its file, the others its detail.

import { classFromCommand } from '../cues.js'
import { normalizeText, shorten } from '../normalize.js'
import { ownPath } from './diagnostics.js'
import type { Found, Reading } from './found.js'

// A few words and maybe a tag in parentheses, ending in a colon: `Clone found (javascript):`.
const HEADING = /^\s*([A-Za-z][\w-]*(?: [\w-]+){0,4})(?: \([^()]{1,40}\))?:\s*$/
// `- path [1:26 - 9:2]`, `path:3-9`, `path (lines 3-9)`, `path 3:1-9:2`: a place and its span.
const PLACE =
  /^\s*(?:[-*•]\s+)?(\S{1,300}?)(?: \[\d+(?::\d+)? ?- ?\d+(?::\d+)?\]|:\d+ ?- ?\d+| \(lines? \d+ ?- ?\d+\)| \d+:\d+ ?- ?\d+:\d+)(?:\s|$)/
/** How many places one finding lists at most. */
const PLACES = 10

/** The own files a finding's place lines name, from the line after its heading on. */
function placesAfter(lines: readonly string[], at: number): string[] {
  const files: string[] = []
  for (let i = at + 1; i < lines.length && files.length < PLACES; i++) {
    const file = ownPath(PLACE.exec(lines[i] ?? '')?.[1] ?? '')
    if (file === undefined) break
    files.push(file)
  }
  return files
}

/** Each finding that lists two or more places under its heading, and the lines they take. */
export function readSpannedPlaces(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): Reading {
  const found: Found[] = []
  const claimed = new Set<number>()
  lines.forEach((line, at) => {
    const heading = skip.has(at) ? undefined : HEADING.exec(line)?.[1]
    if (heading === undefined) return
    const [file, ...others] = placesAfter(lines, at)
    if (file === undefined || others.length === 0) return
    for (let i = at; i <= at + others.length + 1; i++) claimed.add(i)
    found.push({
      at,
      hit: {
        tool: 'generic',
        failureClass: classFromCommand(command) ?? 'lint',
        code: shorten(normalizeText(heading).toLowerCase().replace(/ /g, '-'), 40),
        file,
        detail: others.join(' ')
      }
    })
  })
  return { found, claimed }
}
