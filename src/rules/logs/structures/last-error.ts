// A tool that stops at its first error: a code generator or a schema compiler
// (`shop/user.proto:6:3: "strng" is not defined.`), a build setup (`meson.build:2:0: ERROR:
// ...`), a configure script (`configure: error: ...`). Its last error line (when none says
// error, its last line with a place or a missing thing) is the failure; a count after it is not;
// a bare `BUILD FAILED` stands for the cause under it. A linter goes on to the next file
// and names its rule, so a last error with a file and no rule is a compiler's or a generator's:
// `build`, unless the command says otherwise; when it says what is missing, `dependency`.

import { assertionFailed, classFromCommand, typeShaped } from '../cues.js'
import { normalizeText, shorten } from '../normalize.js'
import type { Hit } from '../matchers.js'
import { isCountLine } from './count-lines.js'
import { checkerFinding, LOCATED, ownPath, readMessage, type Message } from './diagnostics.js'
import { ERROR_WORD, type Reading } from './found.js'
import { frameOf, readsFile } from './locations.js'
import { MISSING_CODE, missingThing } from './missing.js'

// `[FAILURE:/w/idl/status.thrift:8] ...`, `(idl/a.thrift:8)`: a place inside the line.
const INNER_PLACE =
  /(?:^|[\s([:'"])((?:\/|\.{0,2}\/)?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*):\d+/
// `scons: *** [out/a.o] Source \`src/a.c' not found`: the error mark of make and its kin, and
// the file such a line quotes, with no line number.
const STAR_MARK = /(?:^|\s)\*{3}\s/
const QUOTED_FILE = /[`'"‘]((?:\/|\.{0,2}\/)?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*)['"’]/
// A frame of any trace, those frameOf does not parse too (`at java.base/java.lang.X.y(X.java:6)`).
const AT_FRAME = /^\s+at\s/
// `BUILD FAILED`, `Deploy failed.`: a verdict that says no more than that the run failed.
const BARE_VERDICT =
  /^\s*(?:[\w.-]{1,50}:\s+)?(?:[A-Za-z]+\s+){0,2}(?:failed|FAILED|Failed|error|ERROR|Error)[.!]?\s*$/
const MESSAGE_CHARS = 120
/** How far above a closing error line the error it closes may be. */
const CLOSING_LINES = 6

/** The message of a line, unless it is a warning: a tool stops on an error. */
function errorIn(text: string): Message | undefined {
  const message = readMessage(text)
  return message?.warning === true ? undefined : message
}

/**
 * A place inside the line; or a file the line quotes, when the line has the error mark or the
 * file is one the command reads (a generator's input: `-i 'schema/*.json'`).
 */
function innerPlace(line: string, command: string): { file: string; input: boolean } | undefined {
  const inner = ownPath(INNER_PLACE.exec(line)?.[1] ?? '')
  if (inner !== undefined) return { file: inner, input: false }
  const quoted = ownPath(QUOTED_FILE.exec(line)?.[1] ?? '')
  if (quoted === undefined) return undefined
  if (STAR_MARK.test(line)) return { file: quoted, input: false }
  return readsFile(command, quoted) ? { file: quoted, input: true } : undefined
}

/** Where a tool stopped; a cause is what a bare verdict stands for, and needs no place. */
interface Stop {
  readonly at: number
  readonly cause: boolean
}

function hitOf(line: string, command: string, cause: boolean): Hit | undefined {
  const located = LOCATED.exec(line)
  const file = located === null ? undefined : ownPath(located[1] ?? '')
  const message = file === undefined ? undefined : errorIn(located?.[3] ?? '')
  const text = message?.text ?? line
  const missing = missingThing(text)
  const inner = file === undefined ? innerPlace(line, command) : undefined
  if (missing !== undefined) {
    return {
      tool: 'generic',
      failureClass: 'dependency',
      code: MISSING_CODE,
      ...(file === undefined ? {} : { file }),
      detail: missing
    }
  }
  // A place inside the line, or a verdict's cause: the message is the whole line.
  const stated = message ?? (inner === undefined && !cause ? undefined : errorIn(line))
  const place = file ?? inner?.file
  if (stated === undefined || stated.rule !== undefined || (place === undefined && !cause)) {
    return undefined
  }
  return {
    tool: 'generic',
    // A check that failed at its place is a test's; what the tool was given to read failed it:
    // the step's own kind of failure.
    failureClass: assertionFailed(stated.text)
      ? 'test'
      : typeShaped(stated.text) && classFromCommand(command) !== 'lint'
        ? 'type'
        : inner?.input !== true && checkerFinding(command, stated, place)
          ? 'lint'
          : (classFromCommand(command) ?? 'build'),
    ...(place === undefined ? {} : { file: place }),
    detail: shorten(normalizeText(stated.text), MESSAGE_CHARS)
  }
}

/**
 * What an error that names nothing stands for: the item under it that names what is missing
 * (`prerequisites not found.` over `    Text::CSV_XS not installed`), or the cause a bare verdict
 * prints on the line under it (`BUILD FAILED`, then `Target "dist" does not exist`).
 */
function under(lines: readonly string[], error: number): Stop {
  for (let at = error + 1; at <= error + CLOSING_LINES && /^\s+\S/.test(lines[at] ?? ''); at++) {
    if (missingThing(lines[at] ?? '') !== undefined) return { at, cause: false }
  }
  const next = lines[error + 1] ?? ''
  const cause =
    BARE_VERDICT.test(lines[error] ?? '') &&
    /^\S/.test(next) &&
    !isCountLine(next) &&
    frameOf(next) === undefined
  return cause ? { at: error + 1, cause } : { at: error, cause }
}

/**
 * Where the tool stopped: its last error line, or the error a few lines above it that names a
 * place or what is missing (a tool's closing `Error: error building site` says less), or what
 * the error stands for under it (under); when no line says error, its last line that names a
 * place or what is missing, else its last line (a hint may follow the error). Never a frame of a
 * trace, which the traces' reader reads.
 */
function stopLine(lines: readonly string[], command: string): Stop {
  let placed = -1
  let last = -1
  let error = -1
  for (let at = lines.length - 1; at >= 0; at--) {
    const line = lines[at] ?? ''
    if (frameOf(line) !== undefined || AT_FRAME.test(line)) continue
    const telling =
      LOCATED.test(line) ||
      innerPlace(line, command) !== undefined ||
      missingThing(line) !== undefined
    if ((ERROR_WORD.test(line) || STAR_MARK.test(line)) && !isCountLine(line)) {
      if (telling) return { at, cause: false }
      if (error === -1) error = at
    }
    if (error !== -1 && at <= error - CLOSING_LINES) return under(lines, error)
    if (placed === -1 && telling) placed = at
    if (last === -1 && line.trim() !== '') last = at
  }
  return error !== -1 ? under(lines, error) : { at: placed === -1 ? last : placed, cause: false }
}

/** The error the tool stopped on, when it names a file and no rule, or what is missing. */
export function readLastError(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): Reading {
  const { at, cause } = stopLine(lines, command)
  const hit = at < 0 || skip.has(at) ? undefined : hitOf(lines[at] ?? '', command, cause)
  return hit === undefined
    ? { found: [], claimed: new Set() }
    : { found: [{ hit, at }], claimed: new Set([at]) }
}
