// Markdown table rows split into cells, read and refitted. The escaping that keeps any value
// (pipes, newlines) inside one cell of one row is the untrusted-text module's (escapeCell).

export interface RowParts {
  /** Whitespace before the leading pipe. */
  readonly indent: string
  /** Raw cell texts between pipes, padding included, escapes not undone. */
  readonly cells: readonly string[]
  /** The closing pipe and whatever follows it, or '' when the row has no closing pipe. */
  readonly after: string
}

/** Splits a line that starts with a pipe; null for any other line. */
export function splitRow(text: string): RowParts | null {
  const lead = /^[ \t]*\|/.exec(text)
  if (lead === null) return null
  const indent = text.slice(0, lead[0].length - 1)
  const parts: string[] = []
  let start = lead[0].length
  for (let i = start; i < text.length; i++) {
    if (text[i] === '|' && text[i - 1] !== '\\') {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  const tail = text.slice(start)
  if (parts.length > 0 && tail.trim() === '') return { indent, cells: parts, after: `|${tail}` }
  return { indent, cells: [...parts, tail], after: '' }
}

export function isTableLine(text: string): boolean {
  return /^[ \t]*\|/.test(text)
}

/** A cell's value: padding trimmed and `\|` read back as `|`. */
export function cellValue(cell: string): string {
  return cell.trim().replace(/\\\|/g, '|')
}

/**
 * Cell text for `escaped` in place of `oldCell`. An old cell padded for alignment (more than one
 * space before the pipe) keeps its width when the value fits, so an aligned table stays aligned;
 * otherwise one space on each side. Never less than one space before the closing pipe, so a
 * value ending in a backslash cannot escape it.
 */
export function fitCell(oldCell: string, escaped: string): string {
  const lead = /^[ \t]*/.exec(oldCell)?.[0] || ' '
  const body = lead + escaped
  const aligned = /[ \t]{2,}$/.test(oldCell)
  return aligned && body.length < oldCell.length ? body.padEnd(oldCell.length) : `${body} `
}
