// Did the agent's commits make CI green by checking less? Read from their diff alone (no
// checkout): tests skipped, focused away, deleted or moved where the runner does not look;
// assertions removed, traded for weaker ones or made trivially true; a test weakened in disguise
// (disguised.ts); checks disabled inline; thresholds lowered or severities softened; CI told to
// run less. An honest change that updates an expected value together with the code, adds tests
// or moves them where they still run finds nothing here. Pure.
import { linesOf, patchHunks, type ChangedFile, type DiffLine } from './diff.js'
import { HIDDEN_SKIPS } from './disguise-patterns.js'
import { disguisedIn } from './disguised.js'
import type { Weakening, WeakeningKind } from '../vocabulary/guard-findings.js'
import {
  ASSERTIONS,
  CEILING_KEYS,
  CHECK_CONFIG_PATHS,
  EXCLUDE_KEYS,
  FLOOR_KEYS,
  FOCUS_MARKERS,
  INCLUDE_KEYS,
  NO_OP,
  RUNS_LESS,
  SEVERITY,
  SKIPPED_DIRS,
  SKIP_MARKERS,
  STRICT_KEYS,
  SUPPRESSIONS,
  TEST_DEFINITIONS,
  TEST_PATHS,
  TEST_SCRIPT_KEYS,
  TEST_SOURCE,
  TRIVIAL_ASSERTIONS,
  WEAK_ASSERTIONS
} from './test-patterns.js'
import { familyOf, readShape } from './test-shape.js'

/** Longest quote kept: enough to recognise the line, bounded for the ledger and the comment. */
const QUOTE_CHARS = 160

const matchesAny = (patterns: readonly RegExp[], text: string): boolean =>
  patterns.some((p) => p.test(text))

/** A file the test runner runs: named as a test, loadable source, in a directory it reads. */
const isTestPath = (path: string): boolean =>
  matchesAny(TEST_PATHS, path) && TEST_SOURCE.test(path) && !SKIPPED_DIRS.test(path)

/** Rust keeps unit tests beside the code: its sources count as test files too. */
export const holdsTests = (path: string): boolean => isTestPath(path) || path.endsWith('.rs')

export function findWeakening(files: readonly ChangedFile[]): Weakening[] {
  return files.flatMap(inFile)
}

function inFile(file: ChangedFile): Weakening[] {
  const { path } = file
  if (file.status === 'removed') {
    return holdsTests(path) ? [{ kind: 'deleted-test', path, line: null, quote: null }] : []
  }
  const found: Weakening[] = []
  const previous = file.previousPath
  if (previous !== null && isTestPath(previous) && !isTestPath(path)) {
    found.push({ kind: 'renamed-out', path: previous, line: null, quote: `${previous} → ${path}` })
  }
  const hunks = patchHunks(file.patch)
  const { added, removed } = moved(linesOf(hunks))
  const at = (kind: WeakeningKind, sign: '+' | '-', l: DiffLine): Weakening => ({
    kind,
    path,
    line: l.line,
    quote: `${sign}${l.text.trim()}`.slice(0, QUOTE_CHARS)
  })
  const tests = holdsTests(path)
  const hides = tests && familyOf(path) === 'js'
  const disguised = tests
    ? disguisedIn(readShape(file, hunks, new Set(added)))
    : new Map<DiffLine, never>()
  for (const l of added) {
    const disguise = disguised.get(l)
    if (hides && matchesAny(HIDDEN_SKIPS, l.text)) found.push(at('hidden-skip', '+', l))
    else if (tests && matchesAny(SKIP_MARKERS, l.text)) found.push(at('skipped', '+', l))
    else if (tests && matchesAny(FOCUS_MARKERS, l.text)) found.push(at('focused', '+', l))
    else if (tests && matchesAny(TRIVIAL_ASSERTIONS, l.text))
      found.push(at('trivial-assertion', '+', l))
    else if (matchesAny(SUPPRESSIONS, l.text)) found.push(at('rule-disabled', '+', l))
    else if (disguise !== undefined) found.push(at(disguise, '+', l))
  }
  if (tests) found.push(...lostTests(added, removed, at))
  if (matchesAny(CHECK_CONFIG_PATHS, path)) found.push(...looserChecks(added, removed, at))
  return found
}

type At = (kind: WeakeningKind, sign: '+' | '-', l: DiffLine) => Weakening

/**
 * Tests or assertions removed more of than added. An assertion that only checks presence or
 * truth (`WEAK_ASSERTIONS`) does not make up for one that checked a value: the trade is reported
 * at the weaker line.
 */
function lostTests(added: DiffLine[], removed: DiffLine[], at: At): Weakening[] {
  const defs = (lines: DiffLine[]) => lines.filter((l) => matchesAny(TEST_DEFINITIONS, l.text))
  const removedDefs = defs(removed)
  const deleted = removedDefs[0]
  if (deleted !== undefined && removedDefs.length > defs(added).length)
    return [at('deleted-test', '-', deleted)]
  const checks = (lines: DiffLine[]) =>
    lines.filter(
      (l) =>
        matchesAny(ASSERTIONS, l.text) &&
        !matchesAny(TRIVIAL_ASSERTIONS, l.text) &&
        !matchesAny(WEAK_ASSERTIONS, l.text)
    )
  const removedChecks = checks(removed)
  const lost = removedChecks[0]
  if (lost === undefined || removedChecks.length <= checks(added).length) return []
  const weaker = added.find((l) => matchesAny(WEAK_ASSERTIONS, l.text))
  return [
    weaker === undefined
      ? at('assertions-removed', '-', lost)
      : at('assertion-weakened', '+', weaker)
  ]
}

/** A setting file that checks less: a floor lowered, a ceiling raised, a rule or test step gone. */
function looserChecks(added: DiffLine[], removed: DiffLine[], at: At): Weakening[] {
  const found: Weakening[] = []
  for (const l of added) if (matchesAny(RUNS_LESS, l.text)) found.push(at('runs-less', '+', l))
  const testStep = removed.find((l) => runsTests(l.text))
  if (testStep !== undefined && !added.some((l) => runsTests(l.text)))
    found.push(at('runs-less', '-', testStep))
  const after = new Map(added.map((l) => [keyOf(l.text), l]))
  for (const before of removed) {
    const key = keyOf(before.text)
    const now = key === null ? undefined : after.get(key)
    if (key === null || now === undefined) continue
    if (lowered(before.text, now.text)) found.push(at('threshold-lowered', '+', now))
    else if (softened(key, before.text, now.text)) found.push(at('rule-disabled', '+', now))
    else if (narrowed(key, before.text, now.text)) found.push(at('runs-less', '+', now))
  }
  const before = new Set(removed.map((l) => keyOf(l.text)))
  for (const l of added) {
    const key = keyOf(l.text)
    if (key !== null && !before.has(key) && narrowed(key, '', l.text))
      found.push(at('runs-less', '+', l))
  }
  return found
}

/**
 * A setting that picks fewer tests: an entry dropped from a list of tests run, one added to a
 * list left out, or a test script that now does nothing. `before` is empty for a key just added.
 */
function narrowed(key: string, before: string, after: string): boolean {
  if (TEST_SCRIPT_KEYS.test(key) && NO_OP.test(valueOf(after)) && !NO_OP.test(valueOf(before)))
    return true
  const [was, is] = [entriesOf(before), entriesOf(after)]
  if (INCLUDE_KEYS.test(key)) return before !== '' && [...was].some((e) => !is.has(e))
  return EXCLUDE_KEYS.test(key) && [...is].some((e) => !was.has(e))
}

/** The entries of a setting's value: its words, quoted or not, in a list or after `=`. */
function entriesOf(text: string): Set<string> {
  if (text === '') return new Set()
  return new Set(
    valueOf(text)
      .split(/[\s,'"[\]()]+/)
      .filter((e) => e !== '')
  )
}

/** A command that runs tests, in a CI file, a Makefile or a package script. */
const TEST_STEP =
  /\b(?:(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?test|pytest|tox|go\s+test|cargo\s+(?:test|nextest)|rspec|phpunit|dotnet\s+test|jest|vitest|mocha|make\s+(?:test|check))\b/

/** Build tools whose test goal may stand anywhere after them on the line. */
const BUILD_TOOL_GOALS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\bmvn\b/, /\b(?:test|verify)\b/],
  [/\bgradlew?\b/, /\b(?:test|check)\b/]
]

/**
 * Whether a line runs tests. A build tool's goal is looked for after its first mention only: a
 * later mention finds no goal the first one missed, and a pattern retried at every mention
 * would take time in the square of the line's length (the diff is the agent's text).
 */
function runsTests(text: string): boolean {
  if (TEST_STEP.test(text)) return true
  return BUILD_TOOL_GOALS.some(([tool, goal]) => {
    const at = tool.exec(text)
    return at !== null && goal.test(text.slice(at.index + at[0].length))
  })
}

/** The setting a line sets: what stands before its value, without quotes and spacing. */
function keyOf(text: string): string | null {
  const match =
    // Words separated by spaces, so that no run of spaces can be split two ways (the diff is
    // the agent's text: a pattern that backtracks on it would let one line stall the gate).
    /^\s*["']?([@\w./-]+(?:\s+[@\w./-]+)*)["']?\s*[:=]/.exec(text) ??
    /^\s*<([\w.-]+)>/.exec(text) ??
    /^\s*(--?[\w-]+)/.exec(text)
  return match === null ? null : (match[1] as string).trim().toLowerCase()
}

/** Every `name: number`, `name = number` and `--name number` of a line. */
function numbersOf(text: string): Map<string, number> {
  const found = new Map<string, number>()
  // A name starts after its leading dashes only, not after every dash inside it: a line of
  // `a-a-a-…` would otherwise be read once from each dash, in time the square of its length.
  const pairs = /(?<![\w-])-{0,2}([A-Za-z_][\w-]*)["']?(?:\s*[:=]\s*|\s+)["']?(-?\d+(?:\.\d+)?)\b/g
  for (const m of text.matchAll(pairs)) found.set((m[1] as string).toLowerCase(), Number(m[2]))
  return found
}

/** A floor (coverage, score) lowered or a ceiling (warnings allowed) raised. */
function lowered(before: string, after: string): boolean {
  const now = numbersOf(after)
  for (const [name, was] of numbersOf(before)) {
    const is = now.get(name)
    if (is === undefined) continue
    if (
      CEILING_KEYS.test(name) ? is > was || (is < 0 && was >= 0) : FLOOR_KEYS.test(name) && is < was
    )
      return true
  }
  return false
}

const SEVERITY_RANK: Record<string, number> = { error: 2, '2': 2, warn: 1, warning: 1, '1': 1 }

/** A rule turned from an error into a warning or off, or a strictness switch turned off. */
function softened(key: string, before: string, after: string): boolean {
  if (STRICT_KEYS.test(key) && /\btrue\b/.test(before) && /\bfalse\b/.test(after)) return true
  const [was, is] = [SEVERITY.exec(valueOf(before)), SEVERITY.exec(valueOf(after))]
  if (was === null || is === null) return false
  const rank = (m: RegExpExecArray) => SEVERITY_RANK[(m[1] as string).toLowerCase()] ?? 0
  return rank(is) < rank(was)
}

function valueOf(text: string): string {
  return text.slice(text.search(/[:=]/) + 1)
}

/** Lines a fix only moved (the same text removed and added) are no change. */
function moved({ added, removed }: { added: DiffLine[]; removed: DiffLine[] }) {
  return { added: unmatched(added, removed), removed: unmatched(removed, added) }
}

/** The lines of `lines` left when each is paired off with an equal line of `others`. */
function unmatched(lines: DiffLine[], others: DiffLine[]): DiffLine[] {
  const left = new Map<string, number>()
  for (const l of others) left.set(l.text.trim(), (left.get(l.text.trim()) ?? 0) + 1)
  return lines.filter((l) => {
    const count = left.get(l.text.trim()) ?? 0
    if (count > 0) left.set(l.text.trim(), count - 1)
    return count === 0
  })
}

/** One finding in words, with where it is: what a pause reason and its comment say. */
export function weakeningText(w: Weakening): string {
  const where = w.line === null ? w.path : `${w.path}:${w.line}`
  switch (w.kind) {
    case 'skipped':
      return `a test skipped at ${where}`
    case 'focused':
      return `a test focused, leaving the others out, at ${where}`
    case 'deleted-test':
      return w.line === null ? `test file ${w.path} deleted` : `a test deleted at ${where}`
    case 'renamed-out':
      return `test file ${w.path} moved out of the test paths (${w.quote ?? ''})`
    case 'assertions-removed':
      return `assertions removed at ${where}`
    case 'assertion-weakened':
      return `an assertion traded for a weaker one at ${where}`
    case 'trivial-assertion':
      return `an assertion that cannot fail at ${where}`
    case 'rule-disabled':
      return `a check disabled or softened at ${where}`
    case 'threshold-lowered':
      return `a threshold lowered at ${where}`
    case 'runs-less':
      return `CI told to check less at ${where}`
    case 'hidden-skip':
      return `a test skipped or focused through an indirect name at ${where}`
    case 'expected-to-fail':
      return `a test marked as expected to fail at ${where}`
    case 'returns-early':
      return `a test made to return or skip before its checks at ${where}`
    case 'assertion-unchecked':
      return `an assertion left without its check at ${where}`
    case 'subject-mocked':
      return `the module under test mocked in its own test at ${where}`
    case 'failure-swallowed':
      return `an assertion's failure caught and dropped at ${where}`
  }
}
