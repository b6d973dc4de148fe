// The generic reader: what a failing step's last lines say when no matcher claimed any of them.
// It reads structures, not tools (structures/): diffs and tables first (their rows are no one
// else's), test lists and reports, failed steps, items under headings that name a problem,
// diagnostics, the unit a tool stopped at, traces, the shell's own errors, graphs, schema errors,
// and expected/received pairs. It runs once per failing step on lines the excerpt holds already,
// never per log line, so a large log costs it nothing.

import type { NumberedLine } from './excerpt.js'
import { readClassVerdicts } from './structures/class-verdicts.js'
import { readDiagnostics } from './structures/diagnostics.js'
import { readDiffs } from './structures/diffs.js'
import { readExceededLimits } from './structures/exceeded-limits.js'
import { readExpectations } from './structures/expected-received.js'
import { readFailedSteps } from './structures/failed-steps.js'
import { readFailureList } from './structures/failure-list.js'
import type { Found } from './structures/found.js'
import { readLocatedList } from './structures/located-list.js'
import { inCommandFolder } from './structures/locations.js'
import { readLocatedVerdicts } from './structures/located-verdicts.js'
import { readMemoryReports } from './structures/memory-report.js'
import { readModuleGraph } from './structures/module-graph.js'
import { readProblemSections } from './structures/problem-sections.js'
import { readSchemaErrors } from './structures/schema-errors.js'
import { reportsPass } from './structures/says-nothing.js'
import { readShellErrors } from './structures/shell-errors.js'
import { readSpannedPlaces } from './structures/spanned-places.js'
import { readStops } from './structures/stops.js'
import { readTables } from './structures/tables.js'
import { readTracebacks } from './structures/traceback.js'
import { isTrailer } from './structures/trailers.js'
import type { Hit } from './matchers.js'

/** How much of a line the structures read: a name, a path or a rule is far shorter. */
const LINE_CHARS = 600

// valgrind and the sanitizers tag each line with the process id: `==4242== Invalid read`,
// `==4242==ERROR: AddressSanitizer: ...`.
const PROCESS_TAG = /^==\d+== ?/

export interface GenericFailure {
  readonly hit: Hit
  /** The line it was read from. */
  readonly line: NumberedLine
}

export interface GenericReading {
  readonly failures: readonly GenericFailure[]
  /** What the summary should say beside identities: `expected 4, got 3`. */
  readonly facts: readonly string[]
}

/**
 * Read the last lines of a failing step that `command` ran. Test lists (items, or locations
 * under a failure heading), failed checks at their place and a memory checker's reports claim
 * their lines; traces, shell errors and diagnostics are read from the lines left. A pair of
 * expected and found values names the failure only when nothing else does.
 */
export function readGeneric(lines: readonly NumberedLine[], command: string): GenericReading {
  const raw = lines.map((l) => l.text.replace(PROCESS_TAG, '').slice(0, LINE_CHARS))
  const checked = lines.some((l) => PROCESS_TAG.test(l.text))
  // A diff's hunks are code, a table's rows its own: no other structure reads them.
  const diffs = readDiffs(raw, command)
  const tables = readTables(raw, command, diffs.claimed)
  const texts = raw.map((text, at) => (diffs.claimed.has(at) || tables.claimed.has(at) ? '' : text))
  const list = readFailureList(texts)
  const lists = [
    list,
    readLocatedVerdicts(texts, list.claimed),
    readClassVerdicts(texts, command, list.claimed),
    readLocatedList(texts),
    readMemoryReports(texts, command),
    readProblemSections(texts, list.claimed),
    readSpannedPlaces(texts, command, list.claimed),
    readFailedSteps(texts, list.claimed)
  ]
  const claimed = new Set(lists.flatMap((read) => [...read.claimed]))
  // A diagnostic with a rule, or a failed check at its place, says what it is about; the lines
  // left may hold a unit a tool stopped at, and a stop's reading of a line comes before a plain
  // diagnostic's. A trace may name a stop's error too, so traces read the same lines.
  const diagnostics = readDiagnostics(texts, command, claimed)
  const told = diagnostics.filter((d) => d.hit.code !== undefined || d.hit.failureClass === 'test')
  const stops = readStops(texts, command, new Set([...claimed, ...told.map((d) => d.at)]))
  const skip = new Set([...claimed, ...stops.claimed])
  // A diagnostic's line is read: a trace, a graph or a schema error there would say it twice.
  const read = new Set([...claimed, ...diagnostics.map((d) => d.at)])
  const found: Found[] = [
    ...diffs.found,
    ...tables.found,
    ...lists.flatMap((read) => read.found),
    ...stops.found,
    ...diagnostics.filter((d) => !stops.claimed.has(d.at)),
    ...readTracebacks(texts, command, read, checked),
    ...readShellErrors(texts, command, skip),
    ...readModuleGraph(texts, new Set([...skip, ...read])),
    ...readSchemaErrors(texts, command, new Set([...skip, ...read])),
    ...readExceededLimits(texts, new Set([...skip, ...read]))
  ]
  // A trailer that points back at the failure, or a wrapper's echo of it, yields to what names it;
  // a line that reports a pass never names one.
  const naming = found.filter(
    ({ hit, at }) =>
      !isTrailer(texts[at] ?? '') && !isTrailer(hit.detail ?? '') && !reportsPass(texts[at] ?? '')
  )
  const expectations = readExpectations(texts)
  const specific = naming.length > 0 ? naming : found
  const named = specific.length > 0 ? specific : expectations.filter((e) => !e.inline)
  return {
    failures: named.flatMap(({ hit, at }) => {
      const line = lines[at]
      if (line === undefined) return []
      const file = hit.file === undefined ? undefined : inCommandFolder(hit.file, command)
      return [{ hit: file === hit.file ? hit : { ...hit, file }, line }]
    }),
    facts: [...new Set(expectations.map((e) => e.fact))]
  }
}
