// A failing test the change cannot plausibly have caused: a flake candidate, re-run once before a
// fix attempt is spent on it. The evidence: the program has an accepted commit (where every test
// that ran passed), and the changes since then touch neither the failing tests' files nor any
// file the log points at; or every failing test is one the program already knows as flaky. Pure.
import type { FailureClass } from '../logs/types.js'

/** What the failure report says the failure is about. */
export interface FailureSubjects {
  failureClass: FailureClass
  tests: readonly string[]
  /** Files the logs point at (tests, frames, diagnostics). */
  files: readonly string[]
}

/** Known flaky tests kept per program: the newest, enough to recognise a repeat. */
export const MAX_KNOWN_FLAKES = 20

/**
 * The failing tests when they are flake candidates, else null. `changed`: the paths changed since
 * the last accepted commit; null when there is none to compare with.
 */
export function flakeCandidates(
  failure: FailureSubjects,
  changed: readonly string[] | null,
  known: readonly string[]
): string[] | null {
  const { tests } = failure
  if (failure.failureClass !== 'test' || tests.length === 0) return null
  if (tests.every((t) => known.includes(t))) return [...tests]
  const files = [...failure.files, ...tests.flatMap(testFile)]
  // A log that names no file cannot rule the change out.
  if (changed === null || files.length === 0) return null
  return changed.some((path) => files.some((file) => samePath(path, file))) ? null : [...tests]
}

/** The file a runner's test id starts with (`math.test.js>adds`), when it names one. */
function testFile(test: string): string[] {
  const first = test.split('>')[0] ?? ''
  return /\.\w+$/.test(first) && !/\s/.test(first) ? [first] : []
}

/** A repository path and a log's path, which may be relative to a package or the workspace. */
function samePath(path: string, logged: string): boolean {
  const clean = logged.replace(/^\.\//, '')
  return path === clean || path.endsWith(`/${clean}`) || clean.endsWith(`/${path}`)
}

/** The known flakes with these added, newest last, within the cap. */
export function withFlakes(known: readonly string[], found: readonly string[]): string[] {
  const kept = known.filter((t) => !found.includes(t))
  return [...kept, ...found].slice(-MAX_KNOWN_FLAKES)
}
