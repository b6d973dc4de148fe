// A failed check's place followed by a verdict word, as native test frameworks print one:
//   tests/test_range.cpp:14: FAILED:
//   src/calc_test.cc:7: Failure
// It is a test failure, not a diagnostic. Its test is the name ruled off above it (a line
// between two lines of dashes or equals signs); with none, the check's own line names it.

import { normalizeName, normalizePath, normalizeText } from '../normalize.js'
import type { Found } from './found.js'
import { isOwnFile } from './locations.js'

const VERDICT = /^\s*(\S+?):\d+(?::\d+)?:? (?:FAIL(?:ED)?|Failure|failure)\b:?\s*$/
const RULE = /^\s*(?:-{10,}|={10,}|~{10,})\s*$/
/** How far above its check a ruled name may be: the check's place and a separator between. */
const HEADING_REACH = 12

/** The name ruled off above `at`, and the index of its first rule. */
function ruledName(
  lines: readonly string[],
  at: number
): { name: string; from: number } | undefined {
  for (let i = at - 1; i >= 2 && i >= at - HEADING_REACH; i--) {
    const name = (lines[i - 1] ?? '').trim()
    if (RULE.test(lines[i] ?? '') && RULE.test(lines[i - 2] ?? '') && name !== '') {
      return RULE.test(name) ? undefined : { name, from: i - 2 }
    }
  }
  return undefined
}

/**
 * Failed checks with their tests, and the lines they take (heading, check, its expression), but
 * those of `skip` (a test list placed them already).
 */
export function readLocatedVerdicts(
  lines: readonly string[],
  skip: ReadonlySet<number>
): { found: Found[]; claimed: Set<number> } {
  const found: Found[] = []
  const claimed = new Set<number>()
  lines.forEach((line, at) => {
    const m = skip.has(at) ? null : VERDICT.exec(line)
    const file = m === null ? undefined : normalizePath(m[1] ?? '')
    if (file === undefined || !isOwnFile(file)) return
    const heading = ruledName(lines, at)
    // The check's expression, on the lines under it up to a blank one.
    let end = at + 1
    while (end < lines.length && (lines[end] ?? '').trim() !== '') end++
    for (let i = heading?.from ?? at; i < end; i++) claimed.add(i)
    const check = normalizeText((lines[at + 1] ?? '').trim())
    found.push({
      at,
      hit: {
        tool: 'generic',
        failureClass: 'test',
        file,
        ...(heading !== undefined
          ? { test: normalizeName(heading.name) }
          : check === ''
            ? {}
            : { detail: check })
      }
    })
  })
  return { found, claimed }
}
