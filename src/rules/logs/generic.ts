// The generic reader: what a failing step's last lines say when no matcher claimed any of them.
// It reads structures, not tools (structures/): failure lists, diagnostics, traces, the shell's
// own errors, and expected/received pairs. It runs once per failing step on lines the excerpt
// holds already, never per log line, so a large log costs it nothing.

import type { NumberedLine } from './excerpt.js'
import { readDiagnostics } from './structures/diagnostics.js'
import { readExpectations } from './structures/expected-received.js'
import { readFailureList } from './structures/failure-list.js'
import type { Found } from './structures/found.js'
import { readShellErrors } from './structures/shell-errors.js'
import { readStops } from './structures/stops.js'
import { readTracebacks } from './structures/traceback.js'
import type { Hit } from './matchers.js'

/** How much of a line the structures read: a name, a path or a rule is far shorter. */
const LINE_CHARS = 600

// valgrind and the sanitizers tag each line with the process id: `==4242== Invalid read`.
const PROCESS_TAG = /^==\d+==(?: |$)/

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
 * Read the last lines of a failing step that `command` ran. A test list claims its items and
 * their details; traces, shell errors and diagnostics are read from the lines left. A pair of
 * expected and found values names the failure only when nothing else does.
 */
export function readGeneric(lines: readonly NumberedLine[], command: string): GenericReading {
  const texts = lines.map((l) => l.text.replace(PROCESS_TAG, '').slice(0, LINE_CHARS))
  const list = readFailureList(texts)
  // A unit a tool stopped at; a trace may name its error too, so traces read the same lines.
  const stops = readStops(texts, command, list.claimed)
  const skip = new Set([...list.claimed, ...stops.claimed])
  const found: Found[] = [
    ...list.found,
    ...stops.found,
    ...readTracebacks(texts, command, list.claimed),
    ...readShellErrors(texts, command, skip),
    ...readDiagnostics(texts, command, skip)
  ]
  const expectations = readExpectations(texts)
  const named = found.length > 0 ? found : expectations
  return {
    failures: named.flatMap(({ hit, at }) => {
      const line = lines[at]
      return line === undefined ? [] : [{ hit, line }]
    }),
    facts: [...new Set(expectations.map((e) => e.fact))]
  }
}
