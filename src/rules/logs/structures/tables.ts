// Tabular reports: a file named in a heading (`FILE: src/Cart.php`, `== [models/a.sql] FAIL`)
// or a column, then rows of cells split by `|` that open with the line (`7 | ERROR | message`,
// `L:   3 | P:  12 | L039 | message`), a long message wrapped onto rows whose leading cells are
// empty. Each row is a diagnostic of that file, named by the rule that opens or ends its
// message, else by its message. A table's heading and rows are its own: no other structure
// reads them (a heading that ends in FAIL is no failing test).

import type { Reading } from './found.js'
import { diagnosticOf, errorsElseWarnings, ownPath } from './diagnostics.js'

const HEADING = /^\s*(?:(?:FILE|File|file)\s*:\s*(\S+)|[=#*-]*\s*\[([^\]\s]+)\](?:\s*[A-Z]+)?)\s*$/
// The line, bare or labelled: `7`, `7:12`, `L:   3`.
const POSITION = /^(?:[A-Za-z]{1,6}(?::\s*|\s+))?\d+(?::\d+)?$/
// A cell that names a file: a folder in it, or a short lower-case extension (a dotted rule id
// such as `Generic.PHP.LowerCaseConstant.Found` is neither).
const PATH_CELL = /^(?:[^\s/]*\/\S*|[\w@.~+-]+\.[a-z][a-z0-9]{0,4}(?::\d+){0,2})$/
// A fixable mark some reports put before the message: `[x]`, `[ ]`.
const FIXABLE = /^\[[ x]\]\s*/

interface Row {
  readonly at: number
  /** The last line the row's message took. */
  readonly end: number
  /** The index of its first cell that is not empty. */
  readonly first: number
  readonly file: string | undefined
  readonly cells: string[]
}

const pathIn = (cell: string): string | undefined =>
  PATH_CELL.test(cell) ? ownPath(cell) : undefined

const cellsOf = (line: string): string[] => line.split(/[|│]/).map((cell) => cell.trim())

/** The rows of every table in the lines, but those of `skip`, and the lines the tables take. */
export function readTables(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): Reading {
  const rows: Row[] = []
  const claimed = new Set<number>()
  let file: { path: string | undefined; at: number } | undefined
  lines.forEach((line, at) => {
    if (skip.has(at)) return
    const heading = HEADING.exec(line)
    if (heading !== null) {
      file = { path: ownPath(heading[1] ?? heading[2] ?? ''), at }
      return
    }
    const cells = cellsOf(line)
    if (cells.length < 2) return
    const first = cells.findIndex((cell) => cell !== '')
    const last = rows.at(-1)
    // Empty cells where the row above had its line: the message of that row goes on.
    if (last !== undefined && last.end === at - 1 && first > last.first) {
      rows[rows.length - 1] = { ...last, end: at, cells: [...last.cells, ...cells.slice(first)] }
      claimed.add(at)
      return
    }
    // A row opens with its line, or names its file in a cell beside it.
    const inRow = cells.map(pathIn).find((path) => path !== undefined)
    const opens = POSITION.test(cells[first] ?? '')
    if (
      cells.length < 3 ||
      !(opens || (inRow !== undefined && cells.some((c) => POSITION.test(c))))
    )
      return
    rows.push({ at, end: at, first, file: inRow ?? file?.path, cells })
    claimed.add(at)
    if (inRow === undefined && file !== undefined) claimed.add(file.at)
  })
  const diagnostics = rows.flatMap(({ at, file: rowFile, cells }) => {
    const text = cells
      .filter((cell) => cell !== '' && !POSITION.test(cell) && pathIn(cell) === undefined)
      .map((cell) => cell.replace(FIXABLE, ''))
      .join(' ')
    const found = diagnosticOf(rowFile, text, command, at)
    return found === undefined ? [] : [found]
  })
  return { found: errorsElseWarnings(diagnostics), claimed }
}
