// The `## 📊 Iteration History` section: entries newest first, each a `### ` heading with the
// time and a link to the run, then `- **Label**: value` lines. The gate only ever adds entries
// on top; it never rewrites one.
import { insertLines, isBlank, splitLines, type Eol, type Line } from './lines.js'
import { headingIs, scanOutline, sectionEnd } from './outline.js'
import { oneLine } from '../untrusted.js'

export interface HistoryEntry {
  /** E.g. `Iteration 12` or `CI gate`. */
  readonly title: string
  readonly when: Date | string
  readonly runUrl?: string
  readonly lines: ReadonlyArray<readonly [label: string, value: string]>
}

/** An entry as found in a file, read leniently: agents do not always follow the format. */
export interface HistoryRecord {
  readonly title: string
  /** The time as written in the heading, e.g. `2026-04-22 22:30 UTC`. */
  readonly when: string | null
  readonly runUrl: string | null
  /** 1-based line number of the entry's heading. */
  readonly line: number
  readonly fields: ReadonlyArray<readonly [label: string, value: string]>
}

export const HISTORY_HEADING = '## 📊 Iteration History'
const SECTION = 'Iteration History'
const ENTRY_LEVEL = 3

/** `YYYY-MM-DD HH:MM UTC`, the form autoloop uses in entry headings. */
export function formatHistoryTime(when: Date | string): string {
  const date = typeof when === 'string' ? new Date(when) : when
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`not a time: ${JSON.stringify(String(when))}`)
  }
  const iso = date.toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}

/** The entry's lines, without line endings. */
export function renderHistoryEntry(entry: HistoryEntry): string[] {
  const parts = [oneLine(entry.title), formatHistoryTime(entry.when)]
  if (entry.runUrl !== undefined) parts.push(`[Run](${linkTarget(entry.runUrl)})`)
  const heading = `### ${parts.join(' — ')}`
  if (entry.lines.length === 0) return [heading]
  const bullets = entry.lines.map(([label, value]) => `- **${oneLine(label)}**: ${oneLine(value)}`)
  return [heading, '', ...bullets]
}

/**
 * Adds `entries` (listed newest first, as they will read) above the newest existing entry,
 * creating the section at the end of the file when there is none.
 */
export function prependHistoryLines(
  lines: readonly Line[],
  entries: readonly HistoryEntry[],
  eol: Eol
): Line[] {
  if (entries.length === 0) return [...lines]
  const block = entries.flatMap((entry, i) => [
    ...(i > 0 ? [''] : []),
    ...renderHistoryEntry(entry)
  ])
  const outline = scanOutline(lines)
  const heading = outline.headings.find((h) => headingIs(h, 2, SECTION))
  if (heading === undefined) {
    const gap = lines.length === 0 || isBlank(lines[lines.length - 1]) ? [] : ['']
    return insertLines(lines, lines.length, [...gap, HISTORY_HEADING, '', ...block], eol)
  }
  const end = sectionEnd(outline, heading, lines.length)
  const newest = outline.headings.find(
    (h) => h.index > heading.index && h.index < end && h.level === ENTRY_LEVEL
  )
  if (newest !== undefined) {
    const previous = newest.index - 1
    const gap = previous === heading.index || isBlank(lines[previous]) ? [] : ['']
    return insertLines(lines, newest.index, [...gap, ...block, ''], eol)
  }
  // No entries yet: go after the section's last text (intro, placeholder), before any rule
  // that closes it.
  let anchor = heading.index
  for (let i = heading.index + 1; i < end; i++) {
    const line = lines[i]
    if (line !== undefined && !isBlank(line) && !isRule(line)) anchor = i
  }
  const after = lines[anchor + 1]
  const tail = after === undefined || isBlank(after) ? [] : ['']
  return insertLines(lines, anchor + 1, ['', ...block, ...tail], eol)
}

export function readHistory(text: string): HistoryRecord[] {
  const { lines } = splitLines(text)
  const outline = scanOutline(lines)
  const heading = outline.headings.find((h) => headingIs(h, 2, SECTION))
  if (heading === undefined) return []
  const end = sectionEnd(outline, heading, lines.length)
  const inSection = outline.headings.filter((h) => h.index > heading.index && h.index < end)
  return inSection
    .filter((h) => h.level === ENTRY_LEVEL)
    .map((h) => {
      const stop = inSection.find((next) => next.index > h.index && next.level <= ENTRY_LEVEL)
      const fields: [string, string][] = []
      for (let i = h.index + 1; i < (stop?.index ?? end); i++) {
        const field = outline.fenced[i] ? null : FIELD.exec(lines[i]?.text ?? '')
        if (field?.[1] !== undefined) fields.push([field[1], field[2] ?? ''])
      }
      const [title = '', ...rest] = h.text.split(/\s+—\s+/)
      return {
        title,
        when: rest.find((part) => /^\d{4}-\d{2}-\d{2}/.test(part)) ?? null,
        runUrl: /\]\(\s*<?([^)\s>]+)>?\s*\)/.exec(h.text)?.[1] ?? null,
        line: h.index + 1,
        fields
      }
    })
}

const FIELD = /^\s*[-*+]\s+\*\*([^*]+?):?\*\*:?\s*(.*?)\s*$/

function isRule(line: Line): boolean {
  return /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/.test(line.text)
}

/** A URL that cannot end the markdown link early. */
function linkTarget(url: string): string {
  return oneLine(url).replace(/[ ()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}
