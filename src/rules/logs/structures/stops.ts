// Tools that report the failing unit once, then stop: migration runners, code generators, doc
// builders that fail on warnings, configure scripts. Their structures are read in this order,
// each leaving the lines it read to the next and to the generic reader's other structures:
// warnings made fatal, the unit a run of units stopped in, TeX's error and the line it stopped
// in, an error that names its file in words, and the error the step ends on (unless a test list
// was read).

import { readFileInWords } from './file-in-words.js'
import type { Reading } from './found.js'
import { readLastError } from './last-error.js'
import { readProgressUnits } from './progress-units.js'
import { readPromotedWarnings } from './promoted-warnings.js'
import { readTexStops } from './tex-stop.js'

const union = (a: ReadonlySet<number>, b: ReadonlySet<number>): Set<number> => new Set([...a, ...b])

/** What the stopping structures read, and the lines they read it from. */
export function readStops(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): Reading {
  const warnings = readPromotedWarnings(lines, command, skip)
  const units = readProgressUnits(lines, union(skip, warnings.claimed))
  const tex = readTexStops(lines, command, union(skip, union(warnings.claimed, units.claimed)))
  const read = union(union(warnings.claimed, units.claimed), tex.claimed)
  const worded = readFileInWords(lines, command, union(skip, read))
  const claimed = union(read, worded.claimed)
  // A test list's details name places too, and a test run is no tool that stops at one error.
  const last =
    skip.size > 0
      ? { found: [], claimed: new Set<number>() }
      : readLastError(lines, command, claimed)
  return {
    found: [...warnings.found, ...units.found, ...tex.found, ...worded.found, ...last.found],
    claimed: union(claimed, last.claimed)
  }
}
