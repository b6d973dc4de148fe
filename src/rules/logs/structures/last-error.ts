// A tool that stops at its first error: a code generator or a schema compiler
// (`shop/user.proto:6:3: "strng" is not defined.`), a build setup (`meson.build:2:0: ERROR:
// ...`), a configure script (`configure: error: ...`). Its last error line (its last line when
// none says error) is the failure; a count after it is not. A linter goes on to the next file
// and names its rule, so a last error with a file and no rule is a compiler's or a generator's:
// `build`, unless the command says otherwise; when it says what is missing, `dependency`.

import { classFromCommand } from '../cues.js'
import { normalizeText, shorten } from '../normalize.js'
import type { Hit } from '../matchers.js'
import { isCountLine } from './count-lines.js'
import { LOCATED, ownPath, readMessage } from './diagnostics.js'
import type { Found } from './found.js'
import { missingThing } from './missing.js'

const ERROR_WORD = /\b(?:error|Error|ERROR|fatal|FATAL)\b/
const MESSAGE_CHARS = 120

function hitOf(line: string, command: string): Hit | undefined {
  const located = LOCATED.exec(line)
  const file = located === null ? undefined : ownPath(located[1] ?? '')
  const message = file === undefined ? undefined : readMessage(located?.[3] ?? '')
  const text = message?.text ?? line
  const missing = missingThing(text)
  if (missing !== undefined && (message !== undefined || ERROR_WORD.test(line))) {
    return {
      tool: 'generic',
      failureClass: 'dependency',
      code: 'missing',
      ...(file === undefined ? {} : { file }),
      detail: missing
    }
  }
  if (message === undefined || message.rule !== undefined) return undefined
  return {
    tool: 'generic',
    failureClass: classFromCommand(command) ?? 'build',
    ...(file === undefined ? {} : { file }),
    detail: shorten(normalizeText(message.text), MESSAGE_CHARS)
  }
}

/** Where the tool stopped: its last error line, else (when no line says error) its last line. */
function stopLine(lines: readonly string[]): number {
  let last = -1
  for (let at = lines.length - 1; at >= 0; at--) {
    const line = lines[at] ?? ''
    if (ERROR_WORD.test(line) && !isCountLine(line)) return at
    if (last === -1 && line.trim() !== '') last = at
  }
  return last
}

/** The error the tool stopped on, when it names a file and no rule, or what is missing. */
export function readLastError(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): { found: Found[]; claimed: Set<number> } {
  const at = stopLine(lines)
  const hit = at < 0 || skip.has(at) ? undefined : hitOf(lines[at] ?? '', command)
  return hit === undefined
    ? { found: [], claimed: new Set() }
    : { found: [{ hit, at }], claimed: new Set([at]) }
}
