// A failed check's place followed by a verdict word, as native test frameworks print one:
//   tests/test_range.cpp:14: FAILED:
//   src/calc_test.cc:7: Failure
//   tests/test_units.cpp:8: ERROR: CHECK( km(2500) == 2 ) is NOT correct!
// It is a test failure, not a diagnostic. Its test is named in the section ruled off above it:
// a line between two rules of dashes or equals signs, or the first line under a rule that is no
// place (`TEST CASE:  meters become kilometers`, its label dropped), or announced right above it
// (`In StackSuite::testPush:`). A bare verdict with no
// section is named by the check on its next line; a verdict with more words needs a section,
// or it may be a compiler's `error:`. The verdict may come first, its test named on the next
// line: `Failure -> spec/slug_spec.lua @ 4` then `slug joins words with dashes`, or by the
// record that describes it when labelled records follow (`----- FAILED[data]: a.R<4--4>`, then
// ` call| expect_equal(...)` and ` info| span is the gap`). C's `assert`
// that aborts a test program is one too, in the C libraries' wordings:
//   check_calc: t/check_calc.c:9: main: Assertion `sum(2, 2) == 4' failed.
//   Assertion failed: (sum(2, 2) == 4), function main, file t/check_calc.c, line 9.
//   Assertion failed: sum(2, 2) == 4 (t/check_calc.c: main: 9)
//   ERROR:tests/test-stack.c:16:test_push: assertion failed (n == 3): (2 == 3)
// and a framework's `Test Failed at test/runtests.jl:12` with the check on the next line. A verdict
// alone on its line names the test on the line above it, placed by the record of fields under it.

import { normalizeName, normalizePath, normalizeText } from '../normalize.js'
import { isCountLine } from './count-lines.js'
import { LABEL, QUOTED_SOURCE, type Found, type Reading } from './found.js'
import { isOwnFile } from './locations.js'

const VERDICT =
  /^\s*(\S+?):\d+(?::\d+)?:? (?:FAIL(?:ED)?|ERROR|Error|Failure|failure)\b:?(?:\s+(\S.*))?$/
// The test a framework announces right above its checks: `In StackSuite::testPush:`.
const IN_TEST = /^\s*In (\S+(?: \S+)?):\s*$/
// The verdict may open a rule of dashes and name its kind in brackets, the place a span of
// lines: `----- FAILED[data]: test_stats.R<4--4>`.
const VERDICT_FIRST =
  /^\s*(?:-{3,}\s*)?(?:FAIL(?:ED|URE)?|ERROR|Failure|Error)(?:\[[\w -]*\])?\s*(?:->|→|:|-)?\s*(\S+?)(?:\s+@\s*\d+|:\d+(?::\d+)?|<\d+--\d+>)\s*$/
// Details as labelled records under it (` call| expect_equal(...)`, ` info| what it checks`).
const RECORD = /^\s*([A-Za-z_]\w*)\|\s?(.*)$/
const DESCRIBING = /^(?:info|desc|description|name|message|msg)$/i
const C_ASSERT = [
  // GLib's: `ERROR:tests/test-stack.c:16:test_push: assertion failed (n == 3): (2 == 3)`.
  /^(?:\*\*\s*)?ERROR:(?<file>[^\s:]+):\d+:[^\s:]+: assertion failed:? \((?<check>[^()]*)\)/,
  /^(?:\S+: )?(?<file>\S+?):\d+: (?:\S+: )?Assertion [`'‘"](?<check>.+)['’"] failed\.?\s*$/,
  /^Assertion failed: \(?(?<check>.+?)\)?, function \S+, file (?<file>\S+), line \d+\.?\s*$/,
  /^Assertion failed: (?<check>.+) \((?<file>\S+): \S+: \d+\)\s*$/,
  // A framework's own: `Test Failed at test/runtests.jl:12`, the check on the next line.
  /^(?:Test |Check )?[Ff]ailed at (?<file>\S+?):\d+(?::\d+)?:?\s*$/
]
// The label of the line that gives the check: `Expression: total(c) == 3`.
const CHECK_LABEL = /^\s*[A-Z]\w*:\s+/
// A verdict alone on its line, its test named on the line above, its place a field under it:
// `adds items`, `FAILURE`, `name: check-equal?`, `location: tests/cart.rkt:12:2`.
const VERDICT_ALONE = /^\s*(?:FAIL(?:ED|URE)?|ERROR)\s*$/
const LOCATION_FIELD = /^\s*(?:location|file|where)\s*:\s+(\S+?)(?::\d+)+\s*$/i
const RULE = /^\s*(?:-{10,}|={10,}|~{10,})\s*$/
const PLACE = /^\s*\S+:\d+(?::\d+)?:?\s*$/
/** How far above its check a ruled name may be: the check's place and a separator between. */
const HEADING_REACH = 12
/** How far the check's expression and values reach under it. */
const CHECK_LINES = 8

/** The name ruled off above `at`, and the index of its first rule. */
function ruledName(
  lines: readonly string[],
  at: number
): { name: string; from: number } | undefined {
  const text = (i: number): string => (lines[i] ?? '').trim()
  const announced = IN_TEST.exec(lines[at - 1] ?? '')?.[1]
  if (announced !== undefined) return { name: announced, from: at - 1 }
  let rule = at - 1
  while (rule >= 0 && rule >= at - HEADING_REACH && !RULE.test(lines[rule] ?? '')) rule--
  if (rule < 0 || rule < at - HEADING_REACH) return undefined
  // A name between two rules.
  if (rule >= 2 && RULE.test(lines[rule - 2] ?? '') && text(rule - 1) !== '') {
    return { name: text(rule - 1), from: rule - 2 }
  }
  // The first line under the rule that is no place.
  for (let i = rule + 1; i < at; i++) {
    if (text(i) !== '' && !PLACE.test(lines[i] ?? '')) {
      return { name: text(i).replace(LABEL, ''), from: rule }
    }
  }
  return undefined
}

/**
 * The test named under a verdict that comes first: the next line, or where the details are
 * labelled records, the one that describes the test, else the first record's value.
 */
function nameUnder(lines: readonly string[], at: number): string {
  const records: RegExpExecArray[] = []
  for (let i = at + 1; i <= at + CHECK_LINES; i++) {
    const record = RECORD.exec(lines[i] ?? '')
    if (record === null) break
    records.push(record)
  }
  const described = records.find((r) => DESCRIBING.test(r[1] ?? ''))
  return ((described ?? records[0])?.[2] ?? lines[at + 1] ?? '').trim()
}

/** A failed check read at one line: what it found, and the lines it takes. */
interface Check {
  readonly found: Found
  readonly from: number
  readonly end: number
}

/** Where the lines under `at` run out: a blank line, or `CHECK_LINES` on. */
function blockEnd(lines: readonly string[], at: number, from: number): number {
  let end = from
  while (end < lines.length && end <= at + CHECK_LINES && (lines[end] ?? '').trim() !== '') end++
  return end
}

const testAt = (at: number, file: string, named: { test: string } | { detail: string } | object) =>
  ({ at, hit: { tool: 'generic', failureClass: 'test', file, ...named } }) as const

/** A verdict first, its test named under it: `Failure -> spec/slug_spec.lua @ 4`. */
function verdictFirst(lines: readonly string[], at: number): Check | undefined {
  const first = VERDICT_FIRST.exec(lines[at] ?? '')
  const file = first === null ? undefined : normalizePath(first[1] ?? '')
  const name = nameUnder(lines, at)
  if (file === undefined || !isOwnFile(file) || name === '' || PLACE.test(name)) return undefined
  // A line of source quoted under an error names no test.
  if (QUOTED_SOURCE.test(lines[at + 1] ?? '')) return undefined
  const found = testAt(at, file, { test: normalizeName(name) })
  return { found, from: at, end: blockEnd(lines, at, at + 2) }
}

/** A verdict alone at `at` under its test's name, placed by a field of the record under it. */
function verdictAlone(lines: readonly string[], at: number): Check | undefined {
  const name = (lines[at - 1] ?? '').trim()
  if (!VERDICT_ALONE.test(lines[at] ?? '') || !/[A-Za-z]{2}/.test(name)) return undefined
  if (RULE.test(name) || PLACE.test(name) || isCountLine(name)) return undefined
  for (let i = at + 1; i <= at + CHECK_LINES && (lines[i] ?? '').trim() !== ''; i++) {
    const file = normalizePath(LOCATION_FIELD.exec(lines[i] ?? '')?.[1] ?? '')
    if (isOwnFile(file)) {
      return { found: testAt(at, file, { test: normalizeName(name) }), from: at - 1, end: at + 1 }
    }
  }
  return undefined
}

/** An assertion in a C library's or a framework's words, with its place. */
function assertedAt(lines: readonly string[], at: number): Check | undefined {
  const line = (lines[at] ?? '').trim()
  const asserted = C_ASSERT.map((shape) => shape.exec(line)?.groups).find(Boolean)
  const file = normalizePath(asserted?.file ?? '')
  if (asserted === undefined || !isOwnFile(file)) return undefined
  const check = asserted.check ?? (lines[at + 1] ?? '').replace(CHECK_LABEL, '').trim()
  return { found: testAt(at, file, { detail: normalizeText(check) }), from: at, end: at + 1 }
}

/** A place then a verdict word, its test ruled off above it or its check under it. */
function placedVerdict(lines: readonly string[], at: number): Check | undefined {
  const m = VERDICT.exec(lines[at] ?? '')
  const file = m === null ? undefined : normalizePath(m[1] ?? '')
  if (file === undefined || !isOwnFile(file)) return undefined
  const heading = ruledName(lines, at)
  if (m?.[2] !== undefined && heading === undefined) return undefined
  // The check's expression, on the lines under it up to a blank one.
  const check = normalizeText((lines[at + 1] ?? '').trim())
  const named =
    heading !== undefined
      ? { test: normalizeName(heading.name) }
      : check === ''
        ? {}
        : { detail: check }
  return {
    found: testAt(at, file, named),
    from: heading?.from ?? at,
    end: blockEnd(lines, at, at + 1)
  }
}

/**
 * Failed checks with their tests, and the lines they take (heading, check, its expression), but
 * those of `skip` (a test list placed them already).
 */
export function readLocatedVerdicts(lines: readonly string[], skip: ReadonlySet<number>): Reading {
  const found: Found[] = []
  const claimed = new Set<number>()
  lines.forEach((_, at) => {
    if (skip.has(at)) return
    const check =
      (claimed.has(at) ? undefined : verdictFirst(lines, at)) ??
      verdictAlone(lines, at) ??
      assertedAt(lines, at) ??
      placedVerdict(lines, at)
    if (check === undefined) return
    for (let i = check.from; i < check.end; i++) claimed.add(i)
    found.push(check.found)
  })
  return { found, claimed }
}
