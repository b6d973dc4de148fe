// Runs of units that stop at the one that failed: a migration runner announces each migration
// (`Applying shop.0002_index... OK`, `Running upgrade a1 -> b2`, `== 2024_add_users: migrating`,
// `### MIGRATION 0002_email (UP) ###`, `+ email ... ok` with the error on the unit's own line),
// a configure script each check (`checking for gperf... no`, `Checking for 'zlib'   : not found`),
// then the first error ends the run.
// The unit the run stopped in and that error are the failure. A migration that fails is the
// repository's schema code failing to build the database its code runs on: `build`, as a
// generator's is; a failed check followed by an error means the machine lacks what was checked:
// `dependency`, as is any error that says what is missing.

import { normalizeText, shorten } from '../normalize.js'
import type { DetectedClass } from '../types.js'
import { ERROR_WORD, type Found, type Reading } from './found.js'
import { frameOf } from './locations.js'
import { missingThing } from './missing.js'

// A logger's level and name before the message: `INFO  [alembic.runtime.migration] `, a level
// letter, a stamp and a level: `I, [2026-11-28T17:35:28.07 #148]  INFO -- : `, or a tool's tag:
// `[migrate] `.
const LOG_PREFIX =
  /^\s*(?:(?:INFO|NOTICE|DEBUG|LOG|info|notice)\b[\s:]*(?:\[[^\]\s]{1,200}\]\s*)?(?:-\s+)?|[A-Z], \[[^\]]{1,100}\]\s+[A-Z]+\s+--\s+[^:]{0,100}:\s+|\[[\w.:/-]{1,50}\]\s+)?/
// A step of a schema change or a generator beginning: the unit follows.
const STARTED =
  /^(?:[=-]{1,9}>\s*)?(?:(?:begin|start(?:ing)?)\s+)?(?:applying|migrating|reverting|unapplying|rolling back|upgrading|downgrading|seeding|generating|running (?:upgrade|downgrade|migration|migrations|seed))\b:?\s+/i
// `== 20240101 CreateUsers: migrating ====`.
const BANNER = /^\s*={2,}\s+([^:]{1,200}):\s+(?:migrating|reverting)\b/
// `### MIGRATION 0002_email (UP) ###`: the unit in a heading framed by the same marks.
const FRAMED =
  /^\s*([#=*-])\1+\s+(?:migration|migrating|applying|reverting)\s+(\S{1,200})(?:\s+\([^()]{0,50}\))?\s+\1+\s*$/i
// `  + email ... ok`, `  + orders .. near "CREAT": syntax error`: a unit, dots, its outcome on
// the same line (a deploy's `+`, a revert's `-`).
const DOTTED = /^\s*(?:[+*>-]\s+)?([\w.:/@-]{1,200}) \.{2,}(?:\s+(\S.*))?$/
const BARE_FAILURE = /^(?:not ok|fail(?:ed|ure)?|error)[.!]?$/i
// `Migration 0003_prices failed`, `ERROR: migration "V2__index.sql" has failed`, `migration
// file "20240101_users.js" failed`.
const UNIT_FAILED =
  /\bmigration\s+(?:file\s+)?['"`‘]?([\w.:/-]{1,200}?)['"`’]?\s+(?:has\s+)?(?:been\s+)?failed\b/i
// `checking for library containing ZSTD_compress... no`, or its outcome in a column:
// `Checking for 'libxml-2.0'        : not found`.
const CHECK = /^[Cc]hecking (.{1,300}?)(?:\.\.\.|\s+:)\s*(.*)$/
const CHECK_FAILED = /^(?:no|not found|none)\b/
// A finished unit: `... OK`, `... done`, `✓`, with a duration after it or not.
const FINISHED = /(?:\b(?:OK|ok|done|DONE|Done|applied|migrated)|[✓✔])[.!]?$/
// `psycopg.errors.UndefinedTable: relation "x" does not exist`: an exception with no error word.
const QUALIFIED_EXCEPTION = /^[A-Za-z_]\w*(?:\.\w+)+:\s/
const MESSAGE_CHARS = 120

interface Unit {
  readonly name: string
  readonly at: number
  /** A configure check: its failure means something is missing. */
  readonly check: boolean
  /** The error the unit's own line ends in. */
  readonly error?: string
}

// `Error executing:` introduces the statement that failed; the error itself comes after it.
const isErrorLine = (line: string): boolean =>
  /^\S/.test(line) &&
  !line.trimEnd().endsWith(':') &&
  frameOf(line) === undefined &&
  (ERROR_WORD.test(line) || QUALIFIED_EXCEPTION.test(line))

/** The text without its trailing `(0.12s)` and `...`. */
function bare(text: string): string {
  let t = text.trimEnd()
  if (t.endsWith(')')) {
    const open = t.lastIndexOf('(')
    if (open > 0) t = t.slice(0, open).trimEnd()
  }
  let end = t.length
  while (end > 0 && (t[end - 1] === '.' || t[end - 1] === '…')) end--
  return t.slice(0, end).trimEnd()
}

/** The unit a line starts, or what else it says of the run's progress, or undefined. */
function unitOf(line: string, at: number): Unit | 'finished' | 'passed' | undefined {
  const check = CHECK.exec(line)
  if (check !== null) {
    return CHECK_FAILED.test(check[2] ?? '') ? { name: check[1] ?? '', at, check: true } : 'passed'
  }
  const banner = BANNER.exec(line)?.[1] ?? FRAMED.exec(line)?.[2]
  if (banner !== undefined) return { name: banner.trim(), at, check: false }
  const dotted = DOTTED.exec(line)
  if (dotted !== null) {
    const [, name = '', outcome = ''] = dotted
    // A bare verdict (`not ok`, `FAILED`): the error follows on the lines after it.
    if (outcome === '' || BARE_FAILURE.test(outcome)) return { name, at, check: false }
    if (FINISHED.test(outcome)) return 'finished'
    return isErrorLine(outcome) ? { name, at, check: false, error: outcome } : undefined
  }
  const text = line.slice(LOG_PREFIX.exec(line)?.[0].length ?? 0)
  const started = STARTED.exec(text)
  if (started === null) return undefined
  const rest = text.slice(started[0].length)
  const name = bare(rest)
  if (FINISHED.test(name)) return 'finished'
  return name === '' ? undefined : { name, at, check: false }
}

function found(unit: Unit, error: string, at: number): Found {
  const missing = missingThing(error)
  const failureClass: DetectedClass = unit.check || missing !== undefined ? 'dependency' : 'build'
  const said = error.slice(LOG_PREFIX.exec(error)?.[0].length ?? 0)
  const message = shorten(normalizeText(said.trim()), MESSAGE_CHARS)
  return { at, hit: { tool: 'generic', failureClass, detail: `${unit.name}: ${message}` } }
}

/**
 * The unit a run stopped in, with the first error after it (claimed: it is read here); or the
 * unit an error line says failed. At most one: such a run stops at its first failure.
 */
export function readProgressUnits(lines: readonly string[], skip: ReadonlySet<number>): Reading {
  let unit: Unit | undefined
  for (let at = 0; at < lines.length; at++) {
    if (skip.has(at)) continue
    const line = lines[at] ?? ''
    const named = UNIT_FAILED.exec(line)?.[1]
    if (named !== undefined) {
      return { found: [found({ name: named, at, check: false }, line, at)], claimed: new Set([at]) }
    }
    const next = unitOf(line, at)
    // A passing check leaves the last failed one standing: configure goes on after it.
    if (next === 'passed') continue
    if (next !== undefined && next !== 'finished' && next.error !== undefined) {
      return { found: [found(next, next.error, at)], claimed: new Set([at]) }
    }
    if (next !== undefined) {
      unit = next === 'finished' ? undefined : next
      continue
    }
    if (unit !== undefined && isErrorLine(line)) {
      return { found: [found(unit, line, unit.at)], claimed: new Set([at]) }
    }
  }
  return { found: [], claimed: new Set() }
}
