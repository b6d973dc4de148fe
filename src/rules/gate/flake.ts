// A failing test the change cannot have caused: a flake candidate, re-run once before a fix
// attempt is spent on it. The evidence: the program has an accepted commit (where every test
// that ran passed), and nothing changed since then is in the failing tests' reach; or every
// failing test is one the program already knows as flaky, which it stays only while its re-runs
// keep coming back green. Pure.
//
// In reach of a failing test: its file and the files the log points at, the module it is named
// after (name-stems.ts), anything in its own folder, setup every test runs under (CI and test
// settings, the manifests of its package), and, read from its text, what it imports and the
// folders those lie in (test-imports.ts). Out of reach: what no test loads (docs, images), and
// code its imports show it does not load (another package of a monorepo, a script). A changed
// file only its imports could rule out, when they cannot be read, counts as in reach.
import { CHECK_CONFIG_PATHS } from '../accept/test-patterns.js'
import type { FailureClass } from '../logs/types.js'
import type { FlakeMiss, GateMemory } from '../ledger/memory.js'
import { stemMates, testStem } from './name-stems.js'
import { dirOf, importReaches, importsOf, type TestImport } from './test-imports.js'

/** What the failure report says the failure is about. */
export interface FailureSubjects {
  failureClass: FailureClass
  tests: readonly string[]
  /** Files the logs point at (tests, frames, diagnostics). */
  files: readonly string[]
}

/**
 * The failing tests' files' text on the judged commit, by path; null for one that could not be
 * read (absent, binary, over `MAX_TEST_SOURCE_BYTES`).
 */
export type TestSources = Readonly<Record<string, string | null>>

/** Known flaky tests kept per program: the newest, enough to recognise a repeat. */
export const MAX_KNOWN_FLAKES = 20

/** Test files whose imports are read for one decision; a failure naming more is not ruled out. */
export const MAX_TEST_SOURCES = 5

/** A test file longer than this is not read: its imports count as unknown. */
export const MAX_TEST_SOURCE_BYTES = 64 * 1024

/**
 * Flake re-runs a program gets in one iteration. Two: a suite with one genuinely flaky test
 * rarely trips twice in an iteration, and past that a fix attempt, which the budget bounds,
 * costs less than CI cycles an agent's flaky output could keep asking for.
 */
export const MAX_FLAKE_RERUNS = 2

/** Red re-runs in a row after which a known flake is no longer taken for one. */
export const MAX_FLAKE_MISSES = 2

/**
 * The failing tests when they are flake candidates, else null. `changed`: the paths changed since
 * the last accepted commit; null when there is none to compare with. `sources`: the failing test
 * files' text (`testFilesToRead`); absent when not read, and then what only they could rule out
 * is in reach.
 */
export function flakeCandidates(
  failure: FailureSubjects,
  changed: readonly string[] | null,
  known: readonly string[],
  sources?: TestSources
): string[] | null {
  const { tests } = failure
  if (failure.failureClass !== 'test' || tests.length === 0) return null
  if (tests.every((t) => known.includes(t))) return [...tests]
  const subject = subjectOf(failure, sources)
  // A log that names no file cannot rule the change out.
  if (changed === null || subject.pointed.length === 0) return null
  return changed.every((path) => reachOf(path, subject) === 'out') ? [...tests] : null
}

/**
 * The test files whose text would settle the rule: none when the names and folders already do,
 * or when there are more than `MAX_TEST_SOURCES` (then nothing is read and the rule holds them
 * in reach).
 */
export function testFilesToRead(failure: FailureSubjects, changed: readonly string[]): string[] {
  const subject = subjectOf(failure, undefined)
  const reach = changed.map((path) => reachOf(path, subject))
  const settled = reach.includes('in') || !reach.includes('unsure')
  return settled || subject.testFiles.length > MAX_TEST_SOURCES ? [] : subject.testFiles
}

interface Subject {
  /** The failing tests' files and the files the logs point at. */
  pointed: string[]
  testFiles: string[]
  /** What the test files import; null when one could not be read, undefined when not read. */
  imports: TestImport[] | null | undefined
}

function subjectOf(failure: FailureSubjects, sources: TestSources | undefined): Subject {
  const files = failure.files.map(clean)
  const named = failure.tests.flatMap(testFile).map(clean)
  // A runner that names tests without their file (pytest's ids) points at it in the log.
  const testFiles = [...new Set([...named, ...files.filter((f) => testStem(f) !== null)])]
  const pointed = [...new Set([...files, ...testFiles])]
  return {
    pointed,
    testFiles,
    imports: sources === undefined ? undefined : importsIn(testFiles, sources)
  }
}

/** A file that could not be read, or a language not read here, rules nothing out: null. */
function importsIn(testFiles: readonly string[], sources: TestSources): TestImport[] | null {
  const lists = testFiles.map((t) => {
    const text = sources[t] ?? null
    return text === null ? null : importsOf(t, text)
  })
  return testFiles.length === 0 || lists.some((l) => l === null)
    ? null
    : lists.flatMap((l) => l ?? [])
}

type Reach = 'in' | 'out' | 'unsure'

function reachOf(path: string, { pointed, testFiles, imports }: Subject): Reach {
  if (setsUpTests(path, testFiles)) return 'in'
  if (!loadable(path)) return 'out'
  if (pointed.some((file) => samePath(path, file))) return 'in'
  const near = (t: string) => stemMates(t, path) || inFolder(path, dirOf(t))
  if (testFiles.some(near)) return 'in'
  if (imports === undefined) return 'unsure'
  return imports === null || imports.some((i) => importReaches(i, path)) ? 'in' : 'out'
}

/** What no test runner loads: prose, images, fonts, licences. */
const INERT =
  /\.(?:md|markdown|mdx|rst|adoc|txt|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|eot|pdf)$|(?:^|\/)(?:LICEN[CS]E|COPYING|NOTICE|AUTHORS|CODEOWNERS)(?:\.\w+)?$/i

function loadable(path: string): boolean {
  return !INERT.test(path)
}

/** Manifests and lockfiles: what a package's tests run with. */
const MANIFESTS =
  /(?:^|\/)(?:package(?:-lock)?\.json|yarn\.lock|pnpm-lock\.yaml|go\.(?:mod|sum)|Cargo\.(?:toml|lock)|requirements[\w.-]*\.txt|setup\.py|Pipfile(?:\.lock)?|poetry\.lock|uv\.lock|Gemfile\.lock|[\w.-]+\.gemspec)$/

/**
 * CI and test settings anywhere, and a manifest of the test's own package (in a folder above
 * it): what every test runs under.
 */
function setsUpTests(path: string, testFiles: readonly string[]): boolean {
  if (!MANIFESTS.test(path)) return CHECK_CONFIG_PATHS.some((p) => p.test(path))
  const dir = dirOf(path)
  return testFiles.length === 0 || testFiles.some((t) => inFolder(t, dir))
}

/** The file a runner's test id starts with (`math.test.js>adds`), when it names one. */
function testFile(test: string): string[] {
  const first = test.split('>')[0] ?? ''
  return /\.\w+$/.test(first) && !/\s/.test(first) ? [first] : []
}

function clean(logged: string): string {
  return logged.replace(/^\.\//, '')
}

/** A repository path and a log's path, which may be relative to a package or the workspace. */
function samePath(path: string, logged: string): boolean {
  return path === logged || path.endsWith(`/${logged}`) || logged.endsWith(`/${path}`)
}

/**
 * Whether a repository path lies in a log's folder: the log's paths may be relative to a
 * package, so the folder may stand anywhere in the path (the root holds every path).
 */
function inFolder(path: string, logged: string): boolean {
  return logged === '' || `/${path}`.includes(`/${logged}/`)
}

/** The memory with these tests known as flaky, newest last, within the cap; their misses forgotten. */
export function withFlakes(memory: GateMemory, found: readonly string[]): GateMemory {
  const kept = (memory.flakes ?? []).filter((t) => !found.includes(t))
  const misses = (memory.flakeMisses ?? []).filter((m) => !found.includes(m.test))
  return withMisses({ ...memory, flakes: [...kept, ...found].slice(-MAX_KNOWN_FLAKES) }, misses)
}

/**
 * The memory after a re-run of `tests` came back red: each known flake among them missed once
 * more, and one at `MAX_FLAKE_MISSES` in a row is known no longer.
 */
export function withMissed(memory: GateMemory, tests: readonly string[]): GateMemory {
  const known = memory.flakes ?? []
  const before = memory.flakeMisses ?? []
  const missed: FlakeMiss[] = tests
    .filter((test) => known.includes(test))
    .map((test) => ({ test, misses: (before.find((m) => m.test === test)?.misses ?? 0) + 1 }))
  const dropped = missed.filter((m) => m.misses >= MAX_FLAKE_MISSES).map((m) => m.test)
  const misses = [
    ...before.filter((m) => !tests.includes(m.test)),
    ...missed.filter((m) => m.misses < MAX_FLAKE_MISSES)
  ]
  return withMisses({ ...memory, flakes: known.filter((t) => !dropped.includes(t)) }, misses)
}

function withMisses(memory: GateMemory, misses: FlakeMiss[]): GateMemory {
  const next: GateMemory = { ...memory, flakeMisses: misses }
  if (misses.length === 0) delete next.flakeMisses
  return next
}
