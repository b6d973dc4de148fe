// Green counts only when CI ran as the default branch defines it: CI on the agent's branch runs the
// branch's own workflow files and test-runner configuration, so a change to either since the last
// commit the gate trusted (accepted, or approved by a maintainer) makes that green no evidence.
// Pure: the changed files in, the CI-defining paths among them out.
import picomatch from 'picomatch'
import type { ChangedFile } from './diff.js'
import type { WorkflowFile } from '../checks/ci-evidence.js'
import type { CiChange } from '../vocabulary/guard-findings.js'

/** Workflows, composite actions and their settings steer CI: covered whatever the setting says. */
const ALWAYS_CI_PATHS = '.github/**'

/**
 * The test runners' own configuration, at any depth (a monorepo's packages each have one), and
 * the transforms the tests are loaded through (babel, swc, TypeScript): a transform told to
 * leave a test file out, or to compile it to nothing, runs fewer tests. Every `tsconfig*.json`
 * counts, not only the one a runner names: which one ts-jest, vitest or `tsc --noEmit` picks
 * depends on settings elsewhere, and they extend each other. `package.json` is left out: it is
 * judged by its content when CI runs npm, yarn or pnpm (package-change.ts), as a dependency
 * bump is no change to CI. `pyproject.toml` is in: pytest and coverage read their options
 * (`addopts`, `fail_under`) from it, and no other file would show that change.
 */
export const DEFAULT_CI_CONFIG_PATHS: readonly string[] = [
  'jest.config.*',
  'vitest.config.*',
  'vitest.workspace.*',
  '.mocharc*',
  'ava.config.*',
  'karma.conf.*',
  'playwright.config.*',
  'cypress.config.*',
  '.nycrc*',
  '.c8rc*',
  'babel.config.*',
  '.babelrc*',
  '.swcrc',
  'tsconfig*.json',
  'jest.preset.*',
  'vite.config.*',
  'pytest.ini',
  '.pytest.ini',
  'pyproject.toml',
  'setup.cfg',
  'tox.ini',
  'noxfile.py',
  'conftest.py',
  '.coveragerc',
  'codecov.yml',
  '.codecov.yml',
  'Makefile',
  'GNUmakefile',
  'phpunit.xml*',
  '**/.config/nextest.toml'
]

/** How many of the paths a pause names; the count of the rest follows them. */
const NAMED = 3

/** A glob without a slash matches a file of that name at any depth, as in `.gitignore`. */
function ciPathMatcher(globs: readonly string[]): (path: string) => boolean {
  const options = { dot: true, nocase: true }
  const named = globs.filter((g) => !g.includes('/'))
  const placed = [ALWAYS_CI_PATHS, ...globs.filter((g) => g.includes('/'))]
  const byName = named.length === 0 ? () => false : picomatch(named, options)
  const byPath = picomatch(placed, options)
  return (path) => byPath(path) || byName(path.slice(path.lastIndexOf('/') + 1))
}

/**
 * The CI-defining paths the change touches, both names of a rename, each once, in diff order:
 * those the globs match, and `reached`, those the default branch's CI was found to reach
 * (ci-definition.ts).
 */
export function ciConfigChanges(
  changed: readonly ChangedFile[],
  globs: readonly string[],
  reached: readonly string[] = []
): string[] {
  const byGlob = ciPathMatcher(globs)
  const matches = (path: string) => byGlob(path) || reached.includes(path)
  const touched = changed.flatMap((f) => [
    f.path,
    ...(f.previousPath === null ? [] : [f.previousPath])
  ])
  return [...new Set(touched.filter(matches))]
}

/** The pause's record of the paths found; null when none is CI-defining. */
export function ciChange(paths: readonly string[] | null, since: string): CiChange | null {
  if (paths === null) return { files: null, more: 0, since }
  if (paths.length === 0) return null
  return { files: paths.slice(0, NAMED), more: Math.max(0, paths.length - NAMED), since }
}

/**
 * Of the CI-defining paths a change touched, those whose content at the head is not the default
 * branch's: a maintainer's edit on the default branch that the program branch merged is the
 * default branch's CI, not the agent's. `files` holds each path's blob on both (null: no such
 * file there); a path it lacks stays the agent's, as it could not be told.
 */
export function notTheDefaults(
  paths: readonly string[],
  files: Readonly<Record<string, WorkflowFile>>
): string[] {
  return paths.filter((p) => {
    const file = Object.hasOwn(files, p) ? files[p] : undefined
    return file === undefined || file.onHead !== file.onDefault
  })
}
