// Tabular reports: a file named in a heading (`FILE: src/Cart.php`) or a column, then rows of
// cells split by `|` whose first cell is the line (`7 | ERROR | message`), a long message
// wrapped onto rows whose leading cells are empty. Each row is a diagnostic of that file, named
// by the rule its message ends with, else by its message.

import type { Found } from './found.js'
import { diagnosticOf, errorsElseWarnings, ownPath } from './diagnostics.js'

const FILE_HEADING = /^\s*(?:FILE|File|file)\s*:\s*(\S+)\s*$/
const POSITION = /^\d+(?::\d+)?$/
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

const cellsOf = (line: string): string[] | undefined => {
  const cells = line.split(/[|│]/).map((cell) => cell.trim())
  return cells.length >= 3 ? cells : undefined
}

/** The rows of every table in the lines, but those of `skip`, as diagnostics. */
export function readTables(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): Found[] {
  const rows: Row[] = []
  let file: string | undefined
  lines.forEach((line, at) => {
    if (skip.has(at)) return
    const heading = FILE_HEADING.exec(line)?.[1]
    if (heading !== undefined) {
      file = ownPath(heading)
      return
    }
    const cells = cellsOf(line)
    if (cells === undefined) return
    const first = cells.findIndex((cell) => cell !== '')
    const last = rows.at(-1)
    // Empty cells where the row above had its line: the message of that row goes on.
    if (last !== undefined && last.end === at - 1 && first > last.first) {
      rows[rows.length - 1] = { ...last, end: at, cells: [...last.cells, ...cells.slice(first)] }
      return
    }
    // A row opens with its line, or names its file in a cell beside it.
    const inRow = cells.map(pathIn).find((path) => path !== undefined)
    const opens = POSITION.test(cells[first] ?? '')
    if (opens || (inRow !== undefined && cells.some((cell) => POSITION.test(cell)))) {
      rows.push({ at, end: at, first, file: inRow ?? file, cells })
    }
  })
  const diagnostics = rows.flatMap(({ at, file: rowFile, cells }) => {
    const text = cells
      .filter((cell) => cell !== '' && !POSITION.test(cell) && pathIn(cell) === undefined)
      .map((cell) => cell.replace(FIXABLE, ''))
      .join(' ')
    const found = diagnosticOf(rowFile, text, command, at)
    return found === undefined ? [] : [found]
  })
  return errorsElseWarnings(diagnostics)
}
