// Why a state file could not be read, located to a line and a field, so the log names the exact
// spot a maintainer has to fix. Parsing returns these instead of throwing: a caller that gets
// one has no document, so it cannot write back a file it did not understand.

export type StateErrorKind =
  | 'missing-section'
  | 'duplicate-section'
  | 'missing-table'
  | 'bad-header'
  | 'bad-separator'
  | 'bad-row'

export interface StateFileError {
  readonly kind: StateErrorKind
  /** 1-based line number in the file. */
  readonly line: number
  /** The table field involved, as written in the file, when there is one. */
  readonly field: string | null
  /** One line, without the file label or line number. */
  readonly message: string
}

/** `label:line: field "X": message`, e.g. with label `memory/autoloop:demo.md`. */
export function formatStateError(label: string, error: StateFileError): string {
  // Quoted short: a field cell can be any length, the line stays readable.
  const field = error.field === null ? '' : `field ${quote(error.field)}: `
  return `${label}:${error.line}: ${field}${error.message}`
}

/** A file excerpt for a message: quoted, one line, short. */
export function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return JSON.stringify(flat.length > 60 ? `${flat.slice(0, 59)}…` : flat)
}
