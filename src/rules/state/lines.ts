// Text <-> lines that remember their own line endings, so a file can be edited line by line and
// written back with every untouched byte (BOM, CRLF, missing final newline) exactly as it was.

export type Eol = '\n' | '\r\n'

export interface Line {
  readonly text: string
  /** '' only on a last line that has no newline after it. */
  readonly eol: Eol | ''
}

export interface SplitText {
  readonly bom: string
  readonly lines: readonly Line[]
  /** The file's dominant line ending: what lines the gate adds should use. */
  readonly eol: Eol
}

const BOM = '\uFEFF'

export function splitLines(text: string): SplitText {
  const bom = text.startsWith(BOM) ? BOM : ''
  const body = text.slice(bom.length)
  const lines: Line[] = []
  let crlf = 0
  let lf = 0
  let start = 0
  for (const match of body.matchAll(/\r?\n/g)) {
    const eol = match[0] === '\r\n' ? '\r\n' : '\n'
    if (eol === '\r\n') crlf++
    else lf++
    lines.push({ text: body.slice(start, match.index), eol })
    start = match.index + match[0].length
  }
  if (start < body.length) lines.push({ text: body.slice(start), eol: '' })
  return { bom, lines, eol: crlf > lf ? '\r\n' : '\n' }
}

export function joinLines(split: SplitText): string {
  return split.bom + split.lines.map((line) => line.text + line.eol).join('')
}

/**
 * Inserts `texts` as new lines before index `at`. Appending after a last line that had no
 * newline gives that line one and leaves the new last line without, so the file keeps its
 * "no trailing newline" shape.
 */
export function insertLines(
  lines: readonly Line[],
  at: number,
  texts: readonly string[],
  eol: Eol
): Line[] {
  const out = [...lines]
  if (texts.length === 0) return out
  const added: Line[] = texts.map((text) => ({ text, eol }))
  const previous = out[at - 1]
  if (at === out.length && previous !== undefined && previous.eol === '') {
    out[at - 1] = { text: previous.text, eol }
    const last = added.length - 1
    added[last] = { text: texts[last] ?? '', eol: '' }
  }
  out.splice(at, 0, ...added)
  return out
}

export function isBlank(line: Line | undefined): boolean {
  return line !== undefined && line.text.trim() === ''
}
