import picomatch from 'picomatch'
import { checkLabel, type WorkflowOrigin } from './identity.js'

/** Splits the ignore-checks input: names or globs, one per line or comma separated. */
export function parseCheckPatterns(raw: string): string[] {
  return raw
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
}

/**
 * A predicate for check names matching any pattern. Check names are free text such as
 * `test (ubuntu-latest, 20)`, so glob syntax applies but slashes are not path separators and
 * parentheses are literal, not extglobs.
 */
export function checkNameMatcher(patterns: readonly string[]): (name: string) => boolean {
  if (patterns.length === 0) return () => false
  const matchers = patterns.map((p) =>
    picomatch(p, { nocase: true, dot: true, noextglob: true, bash: true })
  )
  return (name) => matchers.some((m) => m(name))
}

/** A predicate for checks whose name, or label such as `CI / test`, matches any pattern. */
export function checkMatcher(
  patterns: readonly string[]
): (check: { name: string; workflow: WorkflowOrigin | null }) => boolean {
  const matches = checkNameMatcher(patterns)
  return (check) => matches(check.name) || matches(checkLabel(check))
}
