// Unified diffs: what a formatter in check mode prints (`--- a.sh.orig` / `+++ a.sh`), and what
// `git diff --exit-code` prints when a step regenerated files that were committed stale. The
// files the diff names are the failure, never its hunks: those carry line numbers and code.
// A git diff after a step that names no formatter is a generator's drift (a build output out
// of date); any other diff is a formatter's (lint).

import { classFromCommand } from '../cues.js'
import { ownPath } from './diagnostics.js'
import type { Found, Reading } from './found.js'

const GIT_HEADER = /^diff --git (\S+) (\S+)$/
// `diff -u a.go.orig a.go`: the command line some formatters print above their diff.
const DIFF_COMMAND = /^diff(?: -\S+)* \S+ \S+$/
// git's lines between its header and the file names.
const EXTENDED =
  /^(?:index [0-9a-f]+\.\.[0-9a-f]+|(?:new|deleted) file mode |(?:old|new) mode |similarity index |rename (?:from|to) )/
const OLD_FILE = /^--- (\S+)/
const NEW_FILE = /^\+\+\+ (\S+)/
const HUNK = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/

/** The repository's path a side of a diff names: no `a/` or `b/`, no `.orig`, no timestamp. */
function sideOf(name: string, git: boolean): string | undefined {
  if (name === '/dev/null') return undefined
  // `--- Expected` / `+++ Actual`: a test's values, no file.
  return ownPath((git ? name.replace(/^[ab]\//, '') : name).replace(/\.orig$/, ''))
}

/** Where the hunks starting at `from` end: each takes the lines its header counts. */
function hunksEnd(lines: readonly string[], from: number): number {
  let at = from
  for (let hunk = HUNK.exec(lines[at] ?? ''); hunk !== null; hunk = HUNK.exec(lines[at] ?? '')) {
    let old = Number(hunk[1] ?? 1)
    let added = Number(hunk[2] ?? 1)
    for (at++; at < lines.length && (old > 0 || added > 0); at++) {
      const mark = (lines[at] ?? '').charAt(0)
      if (mark === '-') old--
      else if (mark === '+') added--
      else if (mark === ' ' || mark === '') {
        old--
        added--
      } else if (mark !== '\\') break
    }
    // `\ No newline at end of file` may close the last line.
    if ((lines[at] ?? '').startsWith('\\ ')) at++
  }
  return at
}

/** The files the diffs in the lines change, and the lines the diffs take (no other reader's). */
export function readDiffs(lines: readonly string[], command: string): Reading {
  const found: Found[] = []
  const claimed = new Set<number>()
  let header: number | undefined
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] ?? ''
    if (GIT_HEADER.test(line) || DIFF_COMMAND.test(line)) {
      header = at
      continue
    }
    if (header !== undefined && EXTENDED.test(line)) continue
    const old = OLD_FILE.exec(line)?.[1]
    const changed = old === undefined ? undefined : NEW_FILE.exec(lines[at + 1] ?? '')?.[1]
    if (old === undefined || changed === undefined) {
      header = undefined
      continue
    }
    const start = header ?? at
    const git = GIT_HEADER.test(lines[start] ?? '')
    const end = hunksEnd(lines, at + 2)
    for (let i = start; i < end; i++) claimed.add(i)
    const file = sideOf(changed, git) ?? sideOf(old, git)
    if (file !== undefined) {
      const failureClass = classFromCommand(command) ?? (git ? 'build' : 'lint')
      found.push({ at: start, hit: { tool: 'generic', failureClass, code: 'diff', file } })
    }
    header = undefined
    at = end - 1
  }
  return { found, claimed }
}
