// Reads the `## ⚙️ Machine State` table of an autoloop state file into a typed view while
// keeping every line exactly as written, so an edit can replace single cells and leave the rest
// of the file byte for byte as it was.
import { quote, type StateFileError } from './errors.js'
import {
  decodeField,
  fieldKeyOf,
  isEmptyValue,
  STATE_KEYS,
  type FieldKey,
  type MachineState,
  type StateKey
} from './fields.js'
import { splitLines, type Line, type SplitText } from './lines.js'
import { headingIs, scanOutline, sectionEnd, type Heading, type Outline } from './outline.js'
import { cellValue, isTableLine, splitRow } from './table-cells.js'

export interface TableRow {
  /** The Field cell as written, trimmed. */
  readonly field: string
  /** The Value cell trimmed and unescaped; null for an empty cell or `—`. */
  readonly value: string | null
  /** 1-based line number. */
  readonly line: number
  /** The row's text around the value cell: `${before}${cell}${after}` is the whole line. */
  readonly before: string
  readonly cell: string
  readonly after: string
  /** The raw Field cell, padding included, for laying out rows added after this one. */
  readonly fieldCell: string
}

/** Something the file says that the scheduler reads differently than a person would expect. */
export interface StateWarning {
  /** 1-based line number. */
  readonly line: number
  readonly message: string
}

export interface StateDocument extends SplitText {
  readonly state: MachineState
  readonly warnings: readonly StateWarning[]
  /** 0-based index of the Machine State heading, and whether the scheduler finds it as written. */
  readonly heading: { readonly index: number; readonly schedulerFinds: boolean }
  /** Every data row of the table, unknown ones included, in file order. */
  readonly rows: readonly TableRow[]
  /** 0-based index of the table's last line (the separator when there are no rows). */
  readonly tableEnd: number
}

export type ParseResult =
  | { readonly ok: true; readonly doc: StateDocument }
  | { readonly ok: false; readonly error: StateFileError }

const SECTION = 'Machine State'

export function parseStateFile(text: string): ParseResult {
  const split = splitLines(text)
  const { lines } = split
  const outline = scanOutline(lines)
  const heading = findSection(outline)
  if ('ok' in heading) return heading
  // The section's lines, and which of them sit in code fences.
  const section: Section = {
    lines,
    fenced: outline.fenced,
    end: sectionEnd(outline, heading, lines.length)
  }
  const header = findTableHeader(section, heading)
  if (typeof header !== 'number') return header
  const table = readRows(section, header + 2)
  if ('ok' in table) return table
  const broken = rowBelowTable(section, table.end)
  if (broken !== null) return broken

  const { rows } = table
  const schedulerFinds = (lines[heading.index]?.text ?? '').startsWith(SCHEDULER_HEADING)
  const warnings = schedulerWarnings(heading, schedulerFinds, rows)
  const state = readState(rows, warnings)
  return {
    ok: true,
    doc: {
      ...split,
      state,
      warnings,
      heading: { index: heading.index, schedulerFinds },
      rows,
      tableEnd: table.end - 1
    }
  }
}

type Failure = Extract<ParseResult, { ok: false }>

/** The part of the file the table is read from. */
interface Section {
  readonly lines: readonly Line[]
  readonly fenced: readonly boolean[]
  /** 0-based index of the first line past the section. */
  readonly end: number
}

/** The one Machine State heading: a second one would leave unclear which the scheduler reads. */
function findSection(outline: Outline): Heading | Failure {
  const [heading, second] = outline.headings.filter((h) => headingIs(h, 2, SECTION))
  if (heading === undefined) {
    return failure('missing-section', 0, null, 'no "## ⚙️ Machine State" section')
  }
  if (second !== undefined) {
    return failure(
      'duplicate-section',
      second.index,
      null,
      `second Machine State section (first on line ${heading.index + 1})`
    )
  }
  return heading
}

/** The 0-based index of the section's first table line, once its header and separator check. */
function findTableHeader(section: Section, heading: Heading): number | Failure {
  const { lines, fenced, end } = section
  let header = -1
  for (let i = heading.index + 1; i < end && header < 0; i++) {
    if (!fenced[i] && isTableLine(lines[i]?.text ?? '')) header = i
  }
  if (header < 0) {
    return failure('missing-table', heading.index, null, 'section has no "| Field | Value |" table')
  }
  const headerText = lines[header]?.text ?? ''
  const headerCells = splitRow(headerText)?.cells.map((c) => cellValue(c).toLowerCase())
  if (headerCells?.length !== 2 || headerCells[0] !== 'field' || headerCells[1] !== 'value') {
    return failure(
      'bad-header',
      header,
      null,
      `expected the table header "| Field | Value |", got ${quote(headerText)}`
    )
  }
  const separator = lines[header + 1]
  const separatorCells = separator === undefined ? undefined : splitRow(separator.text)?.cells
  const separates =
    header + 1 < end &&
    separatorCells?.length === 2 &&
    separatorCells.every((cell) => /^\s*:?-+:?\s*$/.test(cell))
  if (!separates) {
    return failure(
      'bad-separator',
      separator !== undefined && header + 1 < end ? header + 1 : header,
      null,
      'table header is not followed by a separator row like "|-------|-------|"'
    )
  }
  return header
}

/** The data rows from `first` on, up to the first line that is not a table row. */
function readRows(
  section: Section,
  first: number
): { readonly rows: TableRow[]; readonly end: number } | Failure {
  const { lines, fenced, end } = section
  const rows: TableRow[] = []
  let index = first
  for (; index < end && !fenced[index]; index++) {
    const line = lines[index]?.text ?? ''
    const parts = splitRow(line)
    if (parts === null) break
    const [fieldCell, cell, ...extra] = parts.cells
    const field = cellValue(fieldCell ?? '')
    if (cell === undefined || extra.length > 0) {
      return failure(
        'bad-row',
        index,
        field === '' ? null : field,
        `expected 2 cells ("| Field | Value |"), got ${parts.cells.length} (escape a pipe in a value as \\|)`
      )
    }
    const value = cellValue(cell)
    rows.push({
      field,
      value: isEmptyValue(value) ? null : value,
      line: index + 1,
      before: `${parts.indent}|${fieldCell}|`,
      cell,
      after: parts.after,
      fieldCell: fieldCell ?? ''
    })
  }
  return { rows, end: index }
}

/**
 * A known row further down means the table was broken (a value split over two lines, a blank
 * line between rows): reading on would take the rows below it as absent, e.g. attempts as 0.
 * `tableEnd` is the 0-based index of the line that ended the table.
 */
function rowBelowTable(section: Section, tableEnd: number): Failure | null {
  const { lines, fenced, end } = section
  for (let i = tableEnd; i < end; i++) {
    const below = fenced[i] ? null : splitRow(lines[i]?.text ?? '')
    const field = below === null ? '' : cellValue(below.cells[0] ?? '')
    if (below !== null && below.cells.length >= 2 && fieldKeyOf(field) !== undefined) {
      const breaker = lines[tableEnd]?.text ?? ''
      return failure(
        'bad-row',
        tableEnd,
        null,
        `${breaker.trim() === '' ? 'a blank line' : quote(breaker)} breaks the table, leaving the ${quote(field)} row on line ${i + 1} out of it; join a value split over two lines, or remove the line`
      )
    }
  }
  return null
}

/** What the file says that the autoloop scheduler reads otherwise than the gate does. */
function schedulerWarnings(
  heading: Heading,
  schedulerFinds: boolean,
  rows: readonly TableRow[]
): StateWarning[] {
  const warnings: StateWarning[] = []
  if (!schedulerFinds) {
    warnings.push({
      line: heading.index + 1,
      message: `the autoloop scheduler finds the section only under the heading "${SCHEDULER_HEADING}", so it reads none of these rows; the gate writes the heading that way`
    })
  }
  rows.forEach((row, i) => {
    const below = rows[i + 1]
    if (row.after === '' && below !== undefined) {
      warnings.push({
        line: row.line,
        message: `this row has no closing pipe, so the autoloop scheduler reads the ${quote(below.field)} row below as part of it; end the row with |`
      })
    }
    if (!`${row.fieldCell}|${row.cell}`.includes('\\|')) return
    warnings.push({
      line: row.line,
      message: `the autoloop scheduler splits rows at every pipe, escaped or not, so it misreads this row${below === undefined ? '' : ` and the ${quote(below.field)} row below it`}; write ¦ instead of \\|`
    })
  })
  return warnings
}

/** The heading as the scheduler's pattern spells it, emoji and variation selector included. */
export const SCHEDULER_HEADING = '## \u2699\ufe0f Machine State'

/** The row for a known field: the owned rows are unique; for the others the last one counts,
 * as it does for the autoloop scheduler. */
export function findRow(doc: Pick<StateDocument, 'rows'>, key: FieldKey): TableRow | undefined {
  return doc.rows.findLast((row) => fieldKeyOf(row.field) === key)
}

/** Reads every known row as the scheduler does: the last of duplicate rows counts. */
function readState(rows: readonly TableRow[], warnings: StateWarning[]): MachineState {
  const seen = new Map<FieldKey, TableRow>()
  // Each row's field named once: the last row of a field is the one findRow would find.
  const last = new Map<FieldKey, TableRow>()
  for (const row of rows) {
    const key = fieldKeyOf(row.field)
    if (key === undefined) continue
    last.set(key, row)
    const first = seen.get(key)
    if (first === undefined) seen.set(key, row)
    else {
      warnings.push({
        line: first.line,
        message: `${quote(row.field)} appears again on line ${row.line}; the scheduler and the gate read the last one`
      })
    }
  }
  const values: Partial<Record<StateKey, unknown>> = {}
  for (const key of STATE_KEYS) {
    const row = last.get(key)
    const decoded = decodeField(key, row?.value ?? null)
    if (decoded.warning !== undefined && row !== undefined) {
      warnings.push({ line: row.line, message: `${quote(row.field)}: ${decoded.warning}` })
    }
    values[key] = decoded.value
  }
  // Every key of STATE_KEYS was decoded by its own reader just above.
  return values as unknown as MachineState
}

function failure(
  kind: StateFileError['kind'],
  index: number,
  field: string | null,
  message: string
): { readonly ok: false; readonly error: StateFileError } {
  return { ok: false, error: { kind, line: index + 1, field, message } }
}
