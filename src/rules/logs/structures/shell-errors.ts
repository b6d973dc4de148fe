// The shell's own error lines, and those of the coreutils a script runs: what a `set -e` or
// `set -u` script stops on, with nothing above it to say more. The script, the variable, the
// command and the file they name are the failure.

import { classFromCommand } from '../cues.js'
import { normalizePath } from '../normalize.js'
import type { Hit } from '../matchers.js'
import type { LineReader } from './found.js'

// `scripts/x.sh: line 4: TAG: unbound variable`, `bash: line 1: TAG: unbound variable`.
const UNBOUND = /^(?:(\S+?): )?(?:line \d+: )?([\w@#*?$-]+): unbound variable$/
// `cp: cannot stat 'a': No such file or directory`, `x.sh: line 3: ./run: No such file ...`.
const NO_SUCH_FILE =
  /^(?:(\S+?): line \d+: )?(?:(\S+?): )?(?:(?:cannot|can't|failed to) \w+(?: \w+)? )?['‘"`]?([^'’"`:]+?)['’"`]?: No such file or directory$/
const SYNTAX = /^(\S+?): (?:line \d+: )?syntax error(?: near unexpected token [`'](.+)')?/

const script = (path: string | undefined): { file?: string } =>
  path === undefined || path === 'bash' || path === 'sh' ? {} : { file: normalizePath(path) }

const detail = (text: string | undefined): { detail?: string } =>
  text === undefined || text === '' ? {} : { detail: text }

type ShellHit = Omit<Hit, 'failureClass' | 'tool'>

/** Each error line's pattern, and what its match names; the first that matches counts. */
const SHELL_LINES: ReadonlyArray<[RegExp, (m: RegExpExecArray) => ShellHit]> = [
  [UNBOUND, (m) => ({ code: 'unbound-variable', ...script(m[1]), detail: m[2] ?? '' })],
  [
    NO_SUCH_FILE,
    (m) => ({ code: 'no-such-file', file: normalizePath(m[3] ?? ''), ...detail(m[2] ?? m[1]) })
  ],
  [SYNTAX, (m) => ({ code: 'shell-syntax', ...script(m[1]), ...detail(m[2]) })]
]

function hitOf(line: string): Omit<Hit, 'failureClass'> | undefined {
  for (const [pattern, read] of SHELL_LINES) {
    const m = pattern.exec(line)
    if (m !== null) return { tool: 'generic', ...read(m) }
  }
  return undefined
}

/** Every shell error line, but those of `skip`: a script that broke is a build failure. */
export const readShellErrors: LineReader = (lines, command, skip) => {
  const failureClass = classFromCommand(command) ?? 'build'
  return lines.flatMap((line, at) => {
    const hit = skip.has(at) ? undefined : hitOf(line.trim())
    return hit === undefined ? [] : [{ at, hit: { ...hit, failureClass } }]
  })
}
