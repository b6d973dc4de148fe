// One write to a state file: owned rows set, a status recorded, history entries added. Only the
// owned rows that change and the new history lines differ from the input; the function parses
// first and refuses (with the parse error) to touch a file it cannot read.
import type { StateFileError } from './errors.js'
import {
  absentCell,
  EMPTY_CELL,
  encodeOwned,
  OWNED_KEYS,
  ROW_NAMES,
  type OwnedFields,
  type OwnedKey
} from './fields.js'
import { prependHistoryLines, type HistoryEntry } from './history.js'
import { insertLines, joinLines, type Line } from './lines.js'
import {
  findRow,
  parseStateFile,
  SCHEDULER_HEADING,
  type StateDocument,
  type TableRow
} from './machine-state.js'
import { nextRecentStatuses, type RecentStatus } from './recent-statuses.js'
import { escapeCell } from '../untrusted.js'
import { fitCell } from './table-cells.js'

export interface StateChanges {
  readonly set?: Partial<OwnedFields>
  /** Added to Recent Statuses (after `set.recentStatuses`, if both are given). */
  readonly appendStatus?: RecentStatus
  /** With appendStatus: a trailing `pending-ci` becomes the new status instead of staying. */
  readonly replaceTrailingPendingCi?: boolean
  /** Newest first, as they will read. */
  readonly history?: readonly HistoryEntry[]
}

export type EditResult =
  | { readonly ok: true; readonly text: string; readonly changed: boolean }
  | { readonly ok: false; readonly error: StateFileError }

/**
 * Applies `changes` to the state file `text`. A row is rewritten only when its value changes;
 * a missing owned row is appended to the table only when the new value differs from what an
 * absent row already means (false, 0, none), so a file without the gate's rows keeps its shape
 * until the gate has something to record. Throws RangeError for a value that could not be read
 * back (a negative attempt count, a malformed SHA or time): that is a caller bug.
 */
export function applyStateChanges(text: string, changes: StateChanges): EditResult {
  const parsed = parseStateFile(text)
  if (!parsed.ok) return parsed
  const doc = parsed.doc
  const cells = targetCells(doc, changes)

  let lines: Line[] = [...doc.lines]
  const added: string[] = []
  for (const key of OWNED_KEYS) {
    if (!cells.has(key)) continue
    const value = cells.get(key) ?? null
    const row = findRow(doc, key)
    if (row === undefined) {
      if (value !== absentCell(key)) added.push(newRow(ROW_NAMES[key], value, doc.rows.at(-1)))
    } else if (row.value !== value) {
      const index = row.line - 1
      const cell = fitCell(row.cell, escapeCell(value ?? EMPTY_CELL))
      lines[index] = { text: `${row.before}${cell}${row.after}`, eol: lines[index]?.eol ?? '' }
    }
  }
  // A last row without its closing pipe makes the scheduler read the line below as part of it:
  // new rows go above it, where nothing can swallow them.
  const last = doc.rows.at(-1)
  const unclosed = last !== undefined && last.after === '' && last.line - 1 === doc.tableEnd
  lines = insertLines(lines, unclosed ? doc.tableEnd : doc.tableEnd + 1, added, doc.eol)
  lines = prependHistoryLines(lines, changes.history ?? [], doc.eol)
  let out = joinLines({ ...doc, lines })
  // A heading the scheduler cannot find hides the gate's hold from it: fixed with any write.
  const heading = lines[doc.heading.index]
  if (out !== text && !doc.heading.schedulerFinds && heading !== undefined) {
    lines[doc.heading.index] = { text: SCHEDULER_HEADING, eol: heading.eol }
    out = joinLines({ ...doc, lines })
  }
  return { ok: true, text: out, changed: out !== text }
}

/** The unescaped cell text each owned row should end up with (null: empty). */
function targetCells(doc: StateDocument, changes: StateChanges): Map<OwnedKey, string | null> {
  const set = changes.set ?? {}
  const cells = new Map<OwnedKey, string | null>()
  for (const key of OWNED_KEYS) {
    if (set[key] !== undefined) cells.set(key, encode(key, set))
  }
  if (changes.appendStatus !== undefined) {
    const statuses = nextRecentStatuses(
      set.recentStatuses ?? doc.state.recentStatuses,
      changes.appendStatus,
      changes.replaceTrailingPendingCi ?? false
    )
    cells.set('recentStatuses', encodeOwned('recentStatuses', statuses))
  }
  return cells
}

function encode<K extends OwnedKey>(key: K, set: Partial<OwnedFields>): string | null {
  return encodeOwned(key, set[key] as OwnedFields[K])
}

/** A new row laid out like `template` (the table's last row), so an aligned table stays so. */
function newRow(field: string, value: string | null, template: TableRow | undefined): string {
  const fieldCell = fitCell(template?.fieldCell ?? '', escapeCell(field))
  const valueCell = fitCell(template?.cell ?? '', escapeCell(value ?? EMPTY_CELL))
  const indent = /^[ \t]*/.exec(template?.before ?? '')?.[0] ?? ''
  return `${indent}|${fieldCell}|${valueCell}|`
}
