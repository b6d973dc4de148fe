// The excerpt handed to the fixer: the end of the failing part of the log, plus error lines
// from before it. CI prints its errors last, so a head-only cut would lose them.

import { bytesForUnits, fromBytes } from './byte-text.js'

/** A cleaned log line with its 1-based line number in the raw log. */
export interface NumberedLine {
  readonly lineNumber: number
  readonly text: string
}

/**
 * The last lines of a stream, as many as hold at least `capacity` UTF-16 units when it can. A line
 * is kept as a range of the log's bytes (see byte-text.ts) it was read from and becomes text only
 * when the ring is drained: most lines of a 100 MB log pass through the ring and are never
 * wanted. Ranges sit in parallel arrays: one object per line of a 100 MB log is measurable. A
 * byte range cannot be counted in units without decoding it, so the ring keeps enough bytes to
 * hold the units whatever the text (a line that is text already counts its units), and drops the
 * lines it held beyond them when drained.
 */
class LineRing {
  private sources: string[] = []
  private starts: number[] = []
  private ends: number[] = []
  private numbers: number[] = []
  /** Whether the line is text already, not bytes. */
  private texts: boolean[] = []
  private head = 0
  private size = 0

  /** Bytes held: enough for `capacity` units. */
  private readonly held: number

  constructor(private readonly capacity: number) {
    this.held = bytesForUnits(capacity)
  }

  /** The line `source.slice(start, end)`: bytes, or text when `text` is set. */
  push(source: string, start: number, end: number, lineNumber: number, text: boolean): void {
    this.sources.push(source)
    this.starts.push(start)
    this.ends.push(end)
    this.numbers.push(lineNumber)
    this.texts.push(text)
    this.size += end - start + 1
    while (this.head < this.sources.length - 1) {
      const oldest = (this.ends[this.head] ?? 0) - (this.starts[this.head] ?? 0) + 1
      if (this.size - oldest < this.held) break
      this.size -= oldest
      this.head++
    }
    if (this.head > 1024 && this.head * 2 > this.sources.length) {
      this.sources = this.sources.slice(this.head)
      this.starts = this.starts.slice(this.head)
      this.ends = this.ends.slice(this.head)
      this.numbers = this.numbers.slice(this.head)
      this.texts = this.texts.slice(this.head)
      this.head = 0
    }
  }

  /** Push every line into `other` and empty this one. */
  moveTo(other: LineRing): void {
    for (let i = this.head; i < this.sources.length; i++) {
      other.push(
        this.sources[i] ?? '',
        this.starts[i] ?? 0,
        this.ends[i] ?? 0,
        this.numbers[i] ?? 0,
        this.texts[i] ?? false
      )
    }
    this.clear()
  }

  private clear(): void {
    this.sources = []
    this.starts = []
    this.ends = []
    this.numbers = []
    this.texts = []
    this.head = 0
    this.size = 0
  }

  /** The last `max` held lines numbered from `from` up to `to` (not included), as text, kept held. */
  peek(from: number, to: number, max: number): NumberedLine[] {
    const out: NumberedLine[] = []
    for (let i = this.sources.length - 1; i >= this.head && out.length < max; i--) {
      const lineNumber = this.numbers[i] ?? 0
      if (lineNumber < from) break
      if (lineNumber >= to) continue
      const line = (this.sources[i] ?? '').slice(this.starts[i] ?? 0, this.ends[i] ?? 0)
      out.push({ text: this.texts[i] === true ? line : fromBytes(line), lineNumber })
    }
    return out.reverse()
  }

  /**
   * The held lines as text: the fewest last lines of at least `capacity` units, counting one more
   * for each line's end (every unit is at least one UTF-8 byte, so they hold the byte budget).
   */
  drain(): NumberedLine[] {
    const out: NumberedLine[] = []
    let units = 0
    for (let i = this.sources.length - 1; i >= this.head && units < this.capacity; i--) {
      const line = (this.sources[i] ?? '').slice(this.starts[i] ?? 0, this.ends[i] ?? 0)
      const text = this.texts[i] === true ? line : fromBytes(line)
      out.push({ text, lineNumber: this.numbers[i] ?? 0 })
      units += text.length + 1
    }
    this.clear()
    return out.reverse()
  }
}

/** The cleaned lines at the end of a log, pinned at the last line that marked a failure. */
export class TailBuffer {
  /** Lines up to the last failure mark. */
  private readonly kept: LineRing
  /** Lines since it, kept apart so post-job noise does not push the failure out. */
  private readonly since: LineRing
  private pinned = false

  constructor(capacity: number) {
    this.kept = new LineRing(capacity)
    this.since = new LineRing(capacity)
  }

  /** The line of bytes `source.slice(start, end)`. */
  push(source: string, lineNumber: number, start: number, end: number): void {
    ;(this.pinned ? this.since : this.kept).push(source, start, end, lineNumber, false)
  }

  /** A line that is text already: a runner marker's message, a line read on its own. */
  pushText(text: string, lineNumber: number): void {
    ;(this.pinned ? this.since : this.kept).push(text, 0, text.length, lineNumber, true)
  }

  /** The line just pushed marks a failure: the excerpt ends here unless another one follows. */
  pin(): void {
    this.since.moveTo(this.kept)
    this.pinned = true
  }

  /**
   * The last `max` lines still held that are numbered from `from` up to `to` (not included), in
   * order: a step's last lines, read again without letting them go.
   */
  recent(from: number, to: number, max: number): NumberedLine[] {
    const newer = this.since.peek(from, to, max)
    return [...this.kept.peek(from, to, max - newer.length), ...newer]
  }

  /** The kept lines, up to the last failure mark (or the end when there is none). */
  lines(): NumberedLine[] {
    return this.kept.drain()
  }
}

const encoder = new TextEncoder()
const decoder = new TextDecoder('utf-8')
const utf8Length = (text: string): number => Buffer.byteLength(text, 'utf8')
const isContinuation = (byte: number | undefined): boolean => ((byte ?? 0) & 0xc0) === 0x80

/** The last `maxBytes` bytes of `text` (or the first, with `keep: 'start'`), whole characters. */
export function truncateUtf8(text: string, maxBytes: number, keep: 'start' | 'end'): string {
  const bytes = encoder.encode(text)
  if (bytes.length <= maxBytes) return text
  if (keep === 'start') {
    let end = Math.max(0, maxBytes)
    while (end > 0 && isContinuation(bytes[end])) end--
    return decoder.decode(bytes.subarray(0, end))
  }
  let start = bytes.length - Math.max(0, maxBytes)
  while (start < bytes.length && isContinuation(bytes[start])) start++
  return decoder.decode(bytes.subarray(start))
}

const marker = (what: string): string => `… [green-gate: ${what}] …`

const KEY_LINE_BYTES = 400
/** Share of the budget error lines from before the tail may take. */
const KEY_SHARE = 0.25

export interface ExcerptInput {
  readonly budget: number
  /** The tail, in order. */
  readonly lines: readonly NumberedLine[]
  /** Error lines from anywhere in the log, in order. */
  readonly keyLines: readonly NumberedLine[]
  /** Lines in the whole log. */
  readonly lineCount: number
}

/** Error lines numbered and separated by omission marks, as many as fit in `room` bytes. */
function pickKeys(
  keys: readonly NumberedLine[],
  room: number
): { lines: string[]; shownUpTo: number } {
  const lines: string[] = []
  let used = 0
  let shownUpTo = 0
  for (const key of keys) {
    const omitted = key.lineNumber - shownUpTo - 1
    const entry = [
      ...(omitted > 0 ? [marker(`${omitted} lines omitted`)] : []),
      `${key.lineNumber}: ${truncateUtf8(key.text, KEY_LINE_BYTES, 'start')}`
    ]
    const size = entry.reduce((sum, line) => sum + utf8Length(line) + 1, 0)
    if (used + size > room) break
    lines.push(...entry)
    used += size
    shownUpTo = key.lineNumber
  }
  return { lines, shownUpTo }
}

/**
 * Build the excerpt within `budget` UTF-8 bytes: error lines from before the tail (each
 * prefixed with its line number, at most a quarter of the budget), then as much of the tail
 * as fits, newest lines kept. Every cut is marked with the number of lines it left out.
 */
export function cutExcerpt(input: ExcerptInput): string {
  const { budget, lines, keyLines, lineCount } = input
  const firstLineNumber = lines[0]?.lineNumber ?? lineCount + 1
  const lastLineNumber = lines.at(-1)?.lineNumber ?? lineCount
  const keyBudget = Math.floor(budget * KEY_SHARE)
  const after =
    lastLineNumber < lineCount
      ? marker(`${lineCount - lastLineNumber} lines after the failure omitted`)
      : undefined
  const reserve =
    utf8Length(marker(`${lineCount} lines omitted`)) +
    1 +
    (after === undefined ? 0 : utf8Length(after) + 1)

  // Error lines surely before the tail get their share first; the tail fills the rest.
  const before = keyLines.filter((k) => k.lineNumber < firstLineNumber)
  const keyCost = pickKeys(before, keyBudget).lines.reduce((n, l) => n + utf8Length(l) + 1, 0)
  let room = budget - reserve - keyCost
  const tail: string[] = []
  let firstShown = lastLineNumber + 1
  for (let i = lines.length - 1; i >= 0 && room > 0; i--) {
    const line = lines[i]
    if (line === undefined) break
    const size = utf8Length(line.text) + 1
    if (size <= room) {
      tail.push(line.text)
      firstShown = line.lineNumber
      room -= size
      continue
    }
    // Only a last line longer than the whole budget is cut: keep its end, where errors are.
    const cutAt = room - 1 - utf8Length(marker('line cut')) - 1
    if (tail.length === 0 && cutAt > 0) {
      tail.push(`${marker('line cut')} ${truncateUtf8(line.text, cutAt, 'end')}`)
      firstShown = line.lineNumber
    }
    break
  }

  // The tail may start later than planned: error lines up to it compete for what is left.
  const keys = pickKeys(
    keyLines.filter((k) => k.lineNumber < firstShown),
    Math.max(keyCost, room + keyCost)
  )
  const omitted = firstShown - keys.shownUpTo - 1
  const out = [
    ...keys.lines,
    ...(omitted > 0 ? [marker(`${omitted} lines omitted`)] : []),
    ...tail.reverse(),
    ...(after === undefined ? [] : [after])
  ]
  const text = out.join('\n')
  // Only a budget smaller than the markers themselves gets here.
  return utf8Length(text) <= budget ? text : truncateUtf8(text, budget, 'end')
}
