// Which changed paths define CI: `.github/` always, each default test-runner config at any depth,
// both names of a rename; tests, sources and docs never. And what a pause records of them.
import { describe, expect, it } from '@jest/globals'
import {
  ciChange,
  ciConfigChanges,
  DEFAULT_CI_CONFIG_PATHS,
  notTheDefaults
} from '../../../src/rules/accept/ci-changes.js'
import type { ChangedFile } from '../../../src/rules/accept/diff.js'
import { pauseReasonText } from '../../../src/rules/ledger/memory.js'

const file = (path: string, previousPath: string | null = null): ChangedFile => ({
  path,
  previousPath,
  status: previousPath === null ? 'modified' : 'renamed',
  patch: null
})

const flagged = (files: ChangedFile[], globs = DEFAULT_CI_CONFIG_PATHS) =>
  ciConfigChanges(files, globs)

describe('ciConfigChanges', () => {
  it.each([
    ['a workflow', '.github/workflows/ci.yml'],
    ['a composite action', '.github/actions/setup/action.yml'],
    ['the gate config', '.github/green-gate.yml'],
    ['jest', 'jest.config.js'],
    ['jest in TypeScript', 'jest.config.ts'],
    ['vitest', 'vitest.config.mts'],
    ['a vitest workspace', 'vitest.workspace.ts'],
    ['mocha', '.mocharc.yml'],
    ['mocha, json', '.mocharc.json'],
    ['ava', 'ava.config.cjs'],
    ['karma', 'karma.conf.js'],
    ['playwright', 'playwright.config.ts'],
    ['cypress', 'cypress.config.ts'],
    ['nyc', '.nycrc.json'],
    ['pytest.ini', 'pytest.ini'],
    ['.pytest.ini', '.pytest.ini'],
    ['pyproject.toml', 'pyproject.toml'],
    ['setup.cfg', 'setup.cfg'],
    ['tox', 'tox.ini'],
    ['nox', 'noxfile.py'],
    ['a conftest deep in the tests', 'tests/unit/conftest.py'],
    ['coverage', '.coveragerc'],
    ['codecov', 'codecov.yml'],
    ['codecov, hidden', '.codecov.yml'],
    ['a Makefile (go test flags)', 'Makefile'],
    ['a GNU makefile', 'GNUmakefile'],
    ['phpunit', 'phpunit.xml.dist'],
    ['nextest', '.config/nextest.toml'],
    ['a nested monorepo jest config', 'packages/x/jest.config.ts'],
    ['a nested crate nextest config', 'crates/core/.config/nextest.toml'],
    ['c8', '.c8rc.json'],
    ['babel', 'babel.config.js'],
    ['babel, hidden', '.babelrc'],
    ['swc', '.swcrc'],
    ['the TypeScript project', 'tsconfig.json'],
    ["a package's TypeScript build project", 'packages/x/tsconfig.build.json'],
    ['a jest preset', 'jest.preset.js'],
    ['vite, which vitest reads', 'vite.config.ts']
  ])('flags %s: %s', (_, path) => {
    expect(flagged([file(path)])).toEqual([path])
  })

  it.each([
    ['a new test', 'test/math.test.ts'],
    ['a python test', 'tests/test_cache.py'],
    ['source', 'src/math.ts'],
    ['docs', 'docs/how-it-decides.md'],
    ['the readme', 'README.md'],
    ['package.json (left out by default)', 'package.json'],
    ['a lock file', 'package-lock.json'],
    ['a file named like a config in a name only', 'src/jest-config.ts'],
    ['a github folder not at the root', 'docs/.github-notes.md']
  ])('leaves %s alone: %s', (_, path) => {
    expect(flagged([file(path)])).toEqual([])
  })

  it('flags what the default branch CI was found to reach', () => {
    const files = [file('src/a.ts'), file('tools/ci-action/action.yml')]
    expect(ciConfigChanges(files, [], ['tools/ci-action/action.yml'])).toEqual([
      'tools/ci-action/action.yml'
    ])
  })

  it('counts both names of a rename', () => {
    expect(flagged([file('ci/jest.js', 'jest.config.js')])).toEqual(['jest.config.js'])
    expect(flagged([file('jest.config.js', 'old.js')])).toEqual(['jest.config.js'])
    expect(flagged([file('.github/workflows/b.yml', '.github/workflows/a.yml')])).toEqual([
      '.github/workflows/b.yml',
      '.github/workflows/a.yml'
    ])
  })

  it('covers .github whatever the setting says, and only what the setting lists besides', () => {
    const files = [file('.github/workflows/ci.yml'), file('jest.config.js'), file('package.json')]
    expect(flagged(files, [])).toEqual(['.github/workflows/ci.yml'])
    expect(flagged(files, ['package.json'])).toEqual(['.github/workflows/ci.yml', 'package.json'])
  })

  it('flags nothing for an iteration that only adds tests, or only docs', () => {
    expect(flagged([file('test/a.test.ts'), file('test/b.test.ts')])).toEqual([])
    expect(flagged([file('docs/a.md'), file('CHANGELOG.md')])).toEqual([])
  })
})

describe('what a ci-changed pause records and says', () => {
  const since = 'a'.repeat(40)
  it.each([
    [['jest.config.js'], 'ci-changed: jest.config.js'],
    [['a', 'b', 'c', 'd', 'e'], 'ci-changed: a, b, c (and 2 more)'],
    [['@team/ci.yml\nline'], 'ci-changed: @\u200bteam/ci.yml line']
  ])('%j', (paths, text) => {
    const change = ciChange(paths, since)
    expect(change).not.toBeNull()
    if (change !== null) expect(pauseReasonText({ kind: 'ci-changed', ...change })).toBe(text)
  })

  it('is nothing when no path defines CI', () => {
    expect(ciChange([], since)).toBeNull()
  })

  it('says the change could not be read: never taken for no change', () => {
    const change = ciChange(null, 'main')
    expect(change).toEqual({ files: null, more: 0, since: 'main' })
    if (change !== null)
      expect(pauseReasonText({ kind: 'ci-changed', ...change })).toBe(
        'ci-changed: the change since main could not be read'
      )
    const fromCommit = ciChange(null, since)
    if (fromCommit !== null)
      expect(pauseReasonText({ kind: 'ci-changed', ...fromCommit })).toBe(
        'ci-changed: the change since aaaaaaa could not be read'
      )
  })
})

describe('notTheDefaults', () => {
  const blob = (onHead: string | null, onDefault: string | null) => ({ onHead, onDefault })
  it.each([
    [
      "the head has the default branch's file: a merge of a maintainer's edit",
      { 'jest.config.js': blob('a1', 'a1') },
      []
    ],
    ['the head has its own file', { 'jest.config.js': blob('b2', 'a1') }, ['jest.config.js']],
    [
      'the head added one the default branch lacks',
      { 'jest.config.js': blob('b2', null) },
      ['jest.config.js']
    ],
    [
      'the head removed one the default branch keeps',
      { 'jest.config.js': blob(null, 'a1') },
      ['jest.config.js']
    ],
    [
      'both removed it (a rename merged from the default branch)',
      { 'jest.config.js': blob(null, null) },
      []
    ],
    ['its blobs could not be read', {}, ['jest.config.js']]
  ])('%s', (_, files, kept) => {
    expect(notTheDefaults(['jest.config.js'], files)).toEqual(kept)
  })
})
