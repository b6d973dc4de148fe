// Diagnostics of linters and compilers green-gate has no matcher for, read by their shape:
// - `path:line[:col][:] [severity] [rule] message [(rule)]`, one a line;
// - a file's name on a line of its own, then indented rows that end in a rule (stylish tables);
// - a marked line with a rule and no file (`✖ subject may not be empty [subject-empty]`).
// A rule makes it lint; `error:` with no rule is a compiler's; anything else is named by its
// file and message, classed by the command.

import { classFromCommand } from '../cues.js'
import { normalizePath } from '../normalize.js'
import type { DetectedClass } from '../types.js'
import { isCountLine } from './count-lines.js'
import { FAILURE_MARK, type Found } from './found.js'
import { frameOf, isOwnFile } from './locations.js'
import { lastColumnRule, leadingRule, trailingRule } from './rule-ids.js'

// The runner's `Error: ` in front of an annotation, then the path and its line.
export const LOCATED =
  /^\s*(?:(?:Error|ERROR|error):?\s+)?(?:file:\/\/)?(\S+?):(\d+)(?::\d+)?(?::\s*|\s+)(\S.*)$/
// A severity that opens the message: kept to tell an error from a note.
const SEVERITY =
  /^[\s:–-]*(?:\[(error|warning|warn|info|note|hint)\]|(fatal error|error|warning|warn|info|note|hint)\b(:?))\s*/i
const NOT_FAILING = /^(?:warning|warn|info|note|hint)$/i
const WARNING = /^warn(?:ing)?$/i
const DEPRECATION = /\bDEPRECATED\b/
const ROW_POSITION = /^\s*\d+:\d+\s/
const BARE_PATH = /^\s*((?:\/|\.{0,2}\/)?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*)\s*$/

/** A path a diagnostic is about: the repository's, with a name that has an extension or folder. */
export function ownPath(text: string): string | undefined {
  const path = normalizePath(text)
  return isOwnFile(path) && /[./]/.test(path) && !/[()[\]{}<>,;'"`]/.test(path) ? path : undefined
}

export interface Message {
  readonly rule: string | undefined
  /** What is left of the message once its severity and rule are cut off. */
  readonly text: string
  /** `error:` before the message: a compiler's way to say it. */
  readonly compilerShaped: boolean
}

/**
 * The message after a location, or undefined when it is no failure (a note, a count; a warning
 * too, unless the tool was told to fail on warnings).
 */
export function readMessage(rest: string, row = false, warningsFail = false): Message | undefined {
  const severity = SEVERITY.exec(rest)
  const level = severity?.[1] ?? severity?.[2]
  const failing =
    level === undefined || !NOT_FAILING.test(level) || (warningsFail && WARNING.test(level))
  if (!failing || DEPRECATION.test(rest)) return undefined
  const text = rest.slice(severity?.[0].length ?? 0).replace(FAILURE_MARK, '')
  if (!/[A-Za-z]{2}/.test(text) || isCountLine(text)) return undefined
  const rule = leadingRule(text) ?? trailingRule(text) ?? (row ? lastColumnRule(text) : undefined)
  return { rule, text, compilerShaped: severity?.[3] === ':' }
}

function diagnostic(
  file: string | undefined,
  message: Message,
  command: string,
  at: number
): Found {
  const { rule } = message
  const failureClass: DetectedClass =
    rule !== undefined
      ? 'lint'
      : (classFromCommand(command) ?? (message.compilerShaped ? 'build' : 'lint'))
  return {
    at,
    hit: {
      tool: 'generic',
      failureClass,
      ...(rule === undefined ? {} : { code: rule }),
      ...(file === undefined ? {} : { file }),
      ...(rule === undefined ? { detail: message.text } : {})
    }
  }
}

/** Every diagnostic in the lines, but those of `skip` (lines another structure read). */
export function readDiagnostics(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): Found[] {
  const found: Found[] = []
  let header: string | undefined
  lines.forEach((line, at) => {
    if (skip.has(at)) return
    const bare = BARE_PATH.exec(line)?.[1]
    if (bare !== undefined) {
      header = ownPath(bare)
      return
    }
    if (line.trim() === '' || frameOf(line) !== undefined) return
    const located = LOCATED.exec(line)
    const file = located === null ? undefined : ownPath(located[1] ?? '')
    if (located !== null && file !== undefined) {
      const message = readMessage(located[3] ?? '')
      if (message !== undefined) found.push(diagnostic(file, message, command, at))
      return
    }
    // A stylish row belongs to the file above it; a marked line with a rule stands alone.
    const indented = /^\s/.test(line)
    if (!indented) header = undefined
    const row = header !== undefined && indented
    if (!row && !FAILURE_MARK.test(line)) return
    const message = readMessage(line.replace(ROW_POSITION, ''), ROW_POSITION.test(line))
    if (message?.rule !== undefined)
      found.push(diagnostic(row ? header : undefined, message, command, at))
  })
  return found
}
