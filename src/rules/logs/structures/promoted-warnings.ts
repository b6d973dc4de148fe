// Warnings a tool was told to treat as errors: a doc builder's `-W` or `--strict`, a generator's
// warnings-as-errors switch. The step says so (`Warning, treated as error:`, `(warning treated
// as error, aborting now)`, `Aborted with 1 warnings in strict mode!`), and then its warnings are
// the failure: each names its page or file and what is wrong there. So are the warnings of a
// step that failed with nothing but warnings to show (`--failure-level=WARN`). A doc builder's
// or a checker's warning, or one with a rule, is `lint`, whatever the command that ran it; a
// build system's or a generator's warning about the code or build file it reads
// (`src/Makefile.am:3: warning: ...` with `-Werror`) stopped the build: `build`.

import { normalizeText, shorten } from '../normalize.js'
import { intentOf } from '../step-intent.js'
import { isCountLine } from './count-lines.js'
import { checkerFinding, lineLabelled, LOCATED, ownPath, readMessage } from './diagnostics.js'
import { ERROR_WORD, type Found, type Reading } from './found.js'

const PROMOTED =
  /\bwarnings?,?\s+(?:being\s+|are\s+|were\s+|is\s+)?treated\s+as\s+errors?\b|\bwarnings?\s+as\s+errors?\b|\bin\s+strict\s+mode\b/i
// `WARNING -  Doc file ...`, `asciidoctor: WARNING: ...`, `[warning] ...`: a warning with no
// location of the shapes diagnostics know.
const LEVEL_LED =
  /^\s*(?:[\w.-]{1,50}:\s+)?\[?(?:WARNING|Warning|warning|WARN|warn)\]?(?:\s*[:-]\s*|\s+)(\S.*)$/
const WARNING_WORD = /\bwarn(?:ing)?\b/i
const MESSAGE_CHARS = 120

function warningAt(line: string, command: string): Omit<Found, 'at'> | undefined {
  const located = LOCATED.exec(line)
  const labelled = lineLabelled(line, command)
  const file = located === null ? labelled?.file : ownPath(located[1] ?? '')
  const message =
    located !== null && file !== undefined
      ? readMessage(located[3] ?? '')
      : readMessage(labelled?.said ?? LEVEL_LED.exec(line)?.[1] ?? '')
  if (message === undefined) return undefined
  const intent = intentOf(command)
  const built =
    message.rule === undefined &&
    file !== undefined &&
    intent !== 'docs' &&
    intent !== 'lint' &&
    !checkerFinding(command, message, file)
  return {
    hit: {
      tool: 'generic',
      failureClass: built ? 'build' : 'lint',
      ...(message.rule === undefined ? {} : { code: message.rule }),
      ...(file === undefined ? {} : { file }),
      ...(message.rule === undefined
        ? { detail: shorten(normalizeText(message.text), MESSAGE_CHARS) }
        : {})
    }
  }
}

/** The warnings of a step that made them fatal, with the lines they were read from. */
export function readPromotedWarnings(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): Reading {
  const claimed = new Set<number>()
  // A step that failed with warnings and nothing else to show failed on its warnings.
  const onlyWarnings = skip.size === 0 && !lines.some((line) => ERROR_WORD.test(line))
  if (!onlyWarnings && !lines.some((line) => PROMOTED.test(line))) return { found: [], claimed }
  const found = lines.flatMap((line, at) => {
    if (skip.has(at) || isCountLine(line) || (onlyWarnings && !WARNING_WORD.test(line))) return []
    const warning = warningAt(line, command)
    if (warning === undefined) return []
    claimed.add(at)
    return [{ ...warning, at }]
  })
  return { found, claimed }
}
