// Whether a change to package.json or a lock file changes what CI runs, read from the file at
// both ends: package.json's scripts and test tools' settings do, a dependency bump does not; a
// lock file does when the entry of a test runner's own package moves (another version, another
// source). A file that cannot be read at an end (too large, not text, not valid) counts as a
// change: it is no evidence that CI is the same. Pure: the texts in.

/** A file's text at one end of a change: absent there, or not readable as text. */
export type FileText = { text: string } | 'absent' | 'unreadable'

/**
 * Keys of package.json that steer how the tests run: the scripts, the test tools' own settings
 * (jest reads `jest`, mocha `mocha`...), what a dependency resolves to beyond its version range
 * (`overrides`, `resolutions`), and which packages and package manager run.
 */
const TEST_KEYS = [
  ...['scripts', 'jest', 'mocha', 'ava', 'c8', 'nyc', 'vitest', 'tap', 'babel', 'karma'],
  ...['jasmine', 'playwright', 'overrides', 'resolutions', 'pnpm', 'workspaces'],
  ...['packageManager', 'type', 'imports']
]

/** The test runners' own packages (and the transforms they run the tests through). */
export const RUNNER_PACKAGES: readonly string[] = [
  ...['jest', 'jest-cli', '@jest/core', 'vitest', 'mocha', 'ava', 'tap', 'c8', 'nyc'],
  ...['karma', 'jasmine', '@playwright/test', 'cypress', 'ts-jest', 'babel-jest', '@swc/jest'],
  ...['uvu', 'tape']
]

const DEPENDENCY_KEYS = ['dependencies', 'devDependencies', 'optionalDependencies']

/** package.json's change touches its scripts, a test tool's key, or a runner's own specifier. */
export function packageJsonDefinesCi(
  before: FileText,
  after: FileText,
  runners: readonly string[]
): boolean {
  const [old, now] = [jsonOf(before), jsonOf(after)]
  if (old === null || now === null) return true
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  if (TEST_KEYS.some((k) => !same(old[k], now[k]))) return true
  return DEPENDENCY_KEYS.some((k) =>
    runners.some((r) => !same(fieldOf(old[k], r), fieldOf(now[k], r)))
  )
}

/** The lock file's entries of the runners' packages differ between the two ends. */
export function lockMovesRunner(
  path: string,
  before: FileText,
  after: FileText,
  runners: readonly string[]
): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1)
  const entries = name.endsWith('.json') ? npmEntries : blockEntries
  const [old, now] = [entries(before, runners), entries(after, runners)]
  return old === null || now === null || old !== now
}

/** The parsed JSON object, `{}` for an absent file; null when it cannot be read. */
function jsonOf(file: FileText): Record<string, unknown> | null {
  if (file === 'absent') return {}
  if (file === 'unreadable') return null
  try {
    const value: unknown = JSON.parse(file.text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined
}

/**
 * npm's lock (v2 and v3: `packages["node_modules/<name>"]`; v1: `dependencies[<name>]`): each
 * runner's version, source and checksum, as one string.
 */
function npmEntries(file: FileText, runners: readonly string[]): string | null {
  const lock = jsonOf(file)
  if (lock === null) return null
  const picked = runners.map((r) => {
    const entry = fieldOf(lock.packages, `node_modules/${r}`) ?? fieldOf(lock.dependencies, r)
    return ['version', 'resolved', 'integrity'].map((k) => fieldOf(entry, k))
  })
  return JSON.stringify(picked)
}

/**
 * yarn's lock and pnpm's, read as text: the blocks whose heading names a runner's package
 * (`jest@^29.7.0:`, `"jest@npm:^29.7.0":`, `  /jest@29.7.0:`, `  /jest/29.7.0:`), each with
 * the more indented lines under it. Any change inside one (version, resolution, checksum)
 * shows as a different string.
 */
function blockEntries(file: FileText, runners: readonly string[]): string | null {
  if (file === 'unreadable') return null
  if (file === 'absent') return ''
  const lines = file.text.split('\n')
  const kept: string[] = []
  let inside = -1
  for (const line of lines) {
    const indent = line.length - line.trimStart().length
    if (inside >= 0 && (indent > inside || line.trim() === '')) {
      kept.push(line)
      continue
    }
    inside = headsRunner(line.trim(), runners) ? indent : -1
    if (inside >= 0) kept.push(line)
  }
  return kept.join('\n')
}

function headsRunner(heading: string, runners: readonly string[]): boolean {
  if (!heading.endsWith(':')) return false
  return heading
    .slice(0, -1)
    .split(',')
    .map((spec) =>
      spec
        .trim()
        .replace(/^["']|["']$/g, '')
        .replace(/^\//, '')
    )
    .some((spec) => runners.some((r) => spec.startsWith(`${r}@`) || spec.startsWith(`${r}/`)))
}
