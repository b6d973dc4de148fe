// The heading outline of a markdown file, ignoring anything inside fenced code blocks, so a
// heading or table pasted into a code sample in the notes is never mistaken for the real one.
import type { Line } from './lines.js'

export interface Heading {
  /** 0-based line index. */
  readonly index: number
  readonly level: number
  readonly text: string
}

export interface Outline {
  readonly headings: readonly Heading[]
  /** fenced[i] is true when line i is part of a fenced code block (fence lines included). */
  readonly fenced: readonly boolean[]
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/

export function scanOutline(lines: readonly Line[]): Outline {
  const headings: Heading[] = []
  const fenced: boolean[] = []
  let fence: string | null = null
  lines.forEach((line, index) => {
    if (fence !== null) {
      fenced.push(true)
      const close = FENCE.exec(line.text)
      const marker = close?.[1]
      const closes =
        marker !== undefined &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        line.text.trim() === marker
      if (closes) fence = null
      return
    }
    const open = FENCE.exec(line.text)?.[1]
    if (open !== undefined) {
      fence = open
      fenced.push(true)
      return
    }
    fenced.push(false)
    const heading = ATX_HEADING.exec(line.text)
    const hashes = heading?.[1]
    if (hashes !== undefined) {
      const text = (heading?.[2] ?? '').replace(/[ \t]+#+$/, '')
      headings.push({ index, level: hashes.length, text })
    }
  })
  return { headings, fenced }
}

/**
 * True when a heading's words are `title`, whatever emoji or symbols lead it: autoloop writes
 * "⚙️ Machine State", and a maintainer retyping it may drop or change the emoji.
 */
export function headingIs(heading: Heading, level: number, title: string): boolean {
  const words = heading.text.replace(/^[^\p{L}\p{N}]+/u, '').trim()
  return heading.level === level && words.toLowerCase() === title.toLowerCase()
}

/** Index one past the last line of the section that `heading` opens. */
export function sectionEnd(outline: Outline, heading: Heading, lineCount: number): number {
  const next = outline.headings.find((h) => h.index > heading.index && h.level <= heading.level)
  return next === undefined ? lineCount : next.index
}
