// What a row of the weakened-test guard's tables is, and the builders that write one: a change as
// GitHub's compare gives it, and what the guard must find in it.
import type { ChangedFile } from '../../../src/rules/accept/diff.js'
import type { WeakeningKind } from '../../../src/rules/vocabulary/guard-findings.js'

export interface FixCase {
  name: string
  ecosystem:
    'js' | 'py' | 'go' | 'rust' | 'java' | 'ruby' | 'php' | 'cs' | 'elixir' | 'erlang' | 'ci'
  /** What the guard must find: nothing for an honest fix. */
  expect: WeakeningKind | null
  files: ChangedFile[]
}

/** A one-hunk patch from lines that start with ` `, `+` or `-`, starting at `line`. */
function patch(lines: string[], line = 10): string {
  const old = lines.filter((l) => !l.startsWith('+')).length
  const now = lines.filter((l) => !l.startsWith('-')).length
  return [`@@ -${line},${old} +${line},${now} @@`, ...lines].join('\n')
}

export const modified = (path: string, lines: string[]): ChangedFile => ({
  path,
  previousPath: null,
  status: 'modified',
  patch: patch(lines)
})

/** A file renamed with nothing changed inside, as the compare adapter reads it. */
export const renamed = (previousPath: string, path: string): ChangedFile => ({
  path,
  previousPath,
  status: 'renamed',
  patch: ''
})

export const honest = (
  name: string,
  eco: FixCase['ecosystem'],
  ...files: ChangedFile[]
): FixCase => ({
  name,
  ecosystem: eco,
  expect: null,
  files
})

export const weak = (
  name: string,
  eco: FixCase['ecosystem'],
  kind: WeakeningKind,
  ...files: ChangedFile[]
): FixCase => ({ name, ecosystem: eco, expect: kind, files })

/** A file the change adds whole: every line of it added. */
export const added = (path: string, lines: string[]): ChangedFile => ({
  path,
  previousPath: null,
  status: 'added',
  patch: [`@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`)].join('\n')
})
