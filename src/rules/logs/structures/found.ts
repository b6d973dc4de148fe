// What a structure reader returns: failures read from the failing step's last lines, each with
// the index of the line it names, so the scanner can quote it and number it.

import type { Hit } from '../matchers.js'

export interface Found {
  readonly hit: Hit
  /** Index of the line the failure was read from, in the lines given to the reader. */
  readonly at: number
}

/** What a reader that claims lines returns: its failures, and the lines no other reader reads. */
export interface Reading {
  readonly found: Found[]
  readonly claimed: Set<number>
}

/** A reader of the lines a step ran `command` in, but those of `skip` (another reader's). */
export type LineReader = (
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
) => Found[]

/** Marks that open a failure's line in many tools' output. */
export const MARKS = '✖✘×✗❌'

/** A framework's label before a name: `Test: `, `TEST CASE:  `, `Scenario Outline: `. */
export const LABEL = /^[A-Z][A-Za-z]*(?: [A-Za-z]+)?:\s+/

/** A failure's mark at the start of a line, bare or in brackets, with the blanks around it. */
export const FAILURE_MARK = new RegExp(`^\\s*(?:\\[?[${MARKS}]\\]?|\\[fail\\]:?)\\s*`, 'u')

/** A word that says the line reports an error (a count line says it too: check apart). */
export const ERROR_WORD =
  /\b(?:error|Error|ERROR|fatal|FATAL|failed|FAILED)\b|[a-z](?:Error|Exception)\b/

/** A line of source a tool quotes under an error (`    1| doctype html`, `  > 3|   body(`). */
export const QUOTED_SOURCE = /^\s*>?\s*\d+\s*\|/

/** A line of such a quote: the source, the caret or rule under it (`----^`), or a blank. */
export const EXCERPT_LINE = /^\s*(?:>?\s*\d+\s*\|.*|[-~ ]*\^[~^]*)?\s*$/
