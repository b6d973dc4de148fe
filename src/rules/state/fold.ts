// Keeps a state file under the size autoloop's memory save accepts: the gate's own oldest
// history entries go first, and nothing the agent or a person wrote is ever removed. Pure.
import { joinLines, splitLines } from './lines.js'
import { headingIs, scanOutline, sectionEnd } from './outline.js'

const SECTION = 'Iteration History'

export interface Folded {
  text: string
  /** History entries removed. */
  folded: number
  /** Still over the limit with every removable entry gone. */
  over: boolean
}

/** Removes the oldest entries `removable` accepts (by heading text) until `text` fits. */
export function foldHistory(
  text: string,
  maxBytes: number,
  removable: (heading: string) => boolean
): Folded {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return { text, folded: 0, over: false }
  const split = splitLines(text)
  const lines = [...split.lines]
  const outline = scanOutline(lines)
  const section = outline.headings.find((h) => headingIs(h, 2, SECTION))
  if (section === undefined) return { text, folded: 0, over: true }
  const end = sectionEnd(outline, section, lines.length)
  const entries = outline.headings.filter(
    (h) => h.index > section.index && h.index < end && h.level === 3
  )
  // Oldest first: the bottom of the section.
  const spans = entries
    .map((h, i) => ({ heading: h, stop: entries[i + 1]?.index ?? end }))
    .filter((span) => removable(span.heading.text))
    .reverse()
  let size = Buffer.byteLength(text, 'utf8')
  const drop = new Set<number>()
  for (const span of spans) {
    if (size <= maxBytes) break
    for (let i = span.heading.index; i < span.stop; i++) {
      drop.add(i)
      const line = lines[i]
      size -= Buffer.byteLength((line?.text ?? '') + (line?.eol ?? ''), 'utf8')
    }
  }
  const out = joinLines({ ...split, lines: lines.filter((_, i) => !drop.has(i)) })
  const folded = spans.filter((span) => drop.has(span.heading.index)).length
  return { text: out, folded, over: Buffer.byteLength(out, 'utf8') > maxBytes }
}
