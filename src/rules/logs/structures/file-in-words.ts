// A processor that names the file it failed in, in words, on a line of its own, and says what
// went wrong on a plain line beside it: `runtime error: file xsl/page.xsl line 5 element
// value-of` over `Variable 'sitename' has not been declared.`, or a message the input raised
// above `error: file docs/guide.xml`. The first such line is where the run stopped (those after
// it close the run); the failure is its file and the message beside it, classed by the command,
// else a build: the step did not make what it was run to make.

import { classFromCommand } from '../cues.js'
import { normalizeText, shorten } from '../normalize.js'
import { ownPath } from './diagnostics.js'
import { ERROR_WORD, type Reading } from './found.js'

const FILE_IN_WORDS =
  /^\s*(?:[a-z]{1,20} )?error\s*:\s+file\s+(\S{1,300})(?:\s+line\s+\d+)?(?:\s|$)/i
const MESSAGE_CHARS = 120

/** A line beside the error that says something and is no error line of its own. */
function plain(line: string | undefined): string | undefined {
  const text = line?.trim() ?? ''
  return /[A-Za-z]{2}/.test(text) && !ERROR_WORD.test(text) ? text : undefined
}

/** The first error that names its file in words, with the message beside it. */
export function readFileInWords(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): Reading {
  const at = lines.findIndex((line, i) => !skip.has(i) && FILE_IN_WORDS.test(line))
  const file = at === -1 ? undefined : ownPath(FILE_IN_WORDS.exec(lines[at] ?? '')?.[1] ?? '')
  const message = plain(lines[at + 1]) ?? plain(lines[at - 1])
  if (file === undefined || message === undefined) return { found: [], claimed: new Set() }
  return {
    found: [
      {
        at,
        hit: {
          tool: 'generic',
          failureClass: classFromCommand(command) ?? 'build',
          file,
          detail: shorten(normalizeText(message), MESSAGE_CHARS)
        }
      }
    ],
    claimed: new Set([at])
  }
}
