// The shell's own error lines, and those of the coreutils a script runs: what a `set -e` or
// `set -u` script stops on, with nothing above it to say more. The script, the variable, the
// command and the file they name are the failure.

import { classFromCommand } from '../cues.js'
import { normalizePath } from '../normalize.js'
import type { Hit } from '../matchers.js'
import type { Found } from './found.js'

// `scripts/x.sh: line 4: TAG: unbound variable`, `bash: line 1: TAG: unbound variable`.
const UNBOUND = /^(?:(\S+?): )?(?:line \d+: )?([\w@#*?$-]+): unbound variable$/
// `cp: cannot stat 'a': No such file or directory`, `x.sh: line 3: ./run: No such file ...`.
const NO_SUCH_FILE =
  /^(?:(\S+?): line \d+: )?(?:(\S+?): )?(?:(?:cannot|can't|failed to) \w+(?: \w+)? )?['‘"`]?([^'’"`:]+?)['’"`]?: No such file or directory$/
const SYNTAX = /^(\S+?): (?:line \d+: )?syntax error(?: near unexpected token [`'](.+)')?/

const script = (path: string | undefined): { file?: string } =>
  path === undefined || path === 'bash' || path === 'sh' ? {} : { file: normalizePath(path) }

function hitOf(line: string): Omit<Hit, 'failureClass'> | undefined {
  const unbound = UNBOUND.exec(line)
  if (unbound !== null) {
    return {
      tool: 'generic',
      code: 'unbound-variable',
      ...script(unbound[1]),
      detail: unbound[2] ?? ''
    }
  }
  const missing = NO_SUCH_FILE.exec(line)
  if (missing !== null) {
    const command = missing[2] ?? missing[1] ?? ''
    return {
      tool: 'generic',
      code: 'no-such-file',
      file: normalizePath(missing[3] ?? ''),
      ...(command === '' ? {} : { detail: command })
    }
  }
  const syntax = SYNTAX.exec(line)
  if (syntax !== null) {
    return {
      tool: 'generic',
      code: 'shell-syntax',
      ...script(syntax[1]),
      ...(syntax[2] === undefined ? {} : { detail: syntax[2] })
    }
  }
  return undefined
}

/** Every shell error line, but those of `skip`: a script that broke is a build failure. */
export function readShellErrors(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): Found[] {
  const failureClass = classFromCommand(command) ?? 'build'
  return lines.flatMap((line, at) => {
    const hit = skip.has(at) ? undefined : hitOf(line.trim())
    return hit === undefined ? [] : [{ at, hit: { ...hit, failureClass } }]
  })
}
