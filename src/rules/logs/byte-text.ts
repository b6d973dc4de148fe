// A log's bytes held as a string of one character per byte (latin1). The scanner reads a block of
// a log in this form: it costs a copy, not a UTF-8 decoding, the string is one byte a character,
// and every byte the scanner looks for (newlines, CRs, colour codes, runner markers, the bytes of
// a word) is where it is in the log. A line becomes text only when something keeps or reads it.

// eslint-disable-next-line no-control-regex -- any byte outside ASCII
const NON_ASCII = /[^\u0000-\u007f]/

/** The UTF-8 text of `bytes`; ASCII is its own text. */
export const fromBytes = (bytes: string): string =>
  NON_ASCII.test(bytes) ? Buffer.from(bytes, 'latin1').toString('utf8') : bytes

/** The UTF-8 bytes of `text`, one character a byte. */
export const asBytes = (text: string): string => Buffer.from(text, 'utf8').toString('latin1')

/**
 * How many bytes of UTF-8 hold at least `units` UTF-16 units of text, a character cut at the end
 * included: a unit takes at most three bytes.
 */
export const bytesForUnits = (units: number): number => 3 * units + 3

/**
 * A line that changes often but is read once: kept as a range of the bytes it was read from (or
 * as text) and decoded when it is wanted.
 */
export class HeldLine {
  private source = ''
  private start = 0
  private end = 0
  private text: string | undefined = ''

  /** The line of bytes `source.slice(start, end)`. */
  holdBytes(source: string, start: number, end: number): void {
    this.source = source
    this.start = start
    this.end = end
    this.text = undefined
  }

  holdText(text: string): void {
    this.text = text
    this.source = ''
  }

  /** The line as text; the bytes it was read from are let go. */
  release(): string {
    const text = this.text ?? fromBytes(this.source.slice(this.start, this.end))
    this.holdText(text)
    return text
  }
}
