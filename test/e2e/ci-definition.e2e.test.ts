// CI as the default branch defines it, resolved from its workflows: green on a branch that made
// CI run less through a file outside ci-config-paths that the default branch's CI reaches (a
// package.json script, a new .npmrc, a make fragment the Makefile includes, a local action
// outside .github, the test runner's lock entry) pauses `ci-changed`; a dependency bump is
// accepted. Before any CI run is remembered, CI is what the gate workflow waits for: another
// workflow green on the head is no CI, even on a maintainer's retry.
import { describe, expect, it } from '@jest/globals'
import {
  addProgram,
  ciRun,
  deliver,
  dispatch,
  onIssue,
  push,
  pushCommit,
  report,
  useEmulator,
  type Program
} from '../support/loop.js'

const gh = useEmulator()
const GREEN = { build: 'success', test: 'success' } as const
const CI_PATH = '.github/workflows/ci.yml'

/** The default branch's CI: a local action, npm's install and tests, and make. */
const CI_DEFINED = `name: CI
on: [push, workflow_dispatch]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: ./tools/ci-action
      - run: npm ci
      - run: npm test
      - run: make check
`

const packageJson = (test: string, typescript = '^5.4.0') =>
  `${JSON.stringify({ scripts: { test }, devDependencies: { jest: '^29.7.0', typescript } }, null, 2)}\n`

const lock = (jest: string, typescript: string) =>
  `${JSON.stringify(
    {
      lockfileVersion: 3,
      packages: {
        'node_modules/jest': { version: jest, integrity: `sha512-jest-${jest}` },
        'node_modules/typescript': { version: typescript, integrity: `sha512-ts-${typescript}` }
      }
    },
    null,
    2
  )}\n`

/** What the default branch holds, and each program's branch was made with. */
const DEFAULT_FILES: Record<string, string> = {
  [CI_PATH]: CI_DEFINED,
  'package.json': packageJson('jest'),
  'package-lock.json': lock('29.7.0', '5.4.0'),
  Makefile: 'include mk/test.mk\n\ncheck: test\n',
  'mk/test.mk': 'test:\n\tgo test ./...\n',
  'tools/ci-action/action.yml':
    'name: setup\nruns:\n  using: composite\n  steps:\n    - run: ./setup.sh\n      shell: bash\n'
}

/** A program whose branch was made from the default branch as DEFAULT_FILES sets it. */
function programFromDefault(name: string): Program {
  gh.store.placeFiles(gh.store.repo.defaultBranch, DEFAULT_FILES)
  const p = addProgram(gh, name)
  gh.store.placeFiles(p.branch, DEFAULT_FILES)
  return p
}

/** The agent commits these files, CI goes green, and the gate decides (no accept before). */
async function greenAfter(p: Program, files: Record<string, string>) {
  const changed = Object.entries(files).map(([path, content]) => ({ path, content }))
  gh.store.commitFiles(p.branch, changed, 'agent: iteration')
  const sha = push(gh, p, GREEN)
  gh.store.setComparison(
    'main',
    sha,
    changed.map(({ path }) => ({
      filename: path,
      status: path in DEFAULT_FILES ? ('modified' as const) : ('added' as const),
      patch: '@@ -1 +1 @@\n-a\n+b'
    }))
  )
  const from = gh.requests.length
  const result = await deliver(gh, ciRun(gh, p, sha), onIssue(p))
  const definitionReads = gh.requests
    .slice(from)
    .filter((r) => r.operation === 'GateCiDefinition').length
  return { sha, result, definitionReads }
}

// Which files the default branch's CI reaches (scripts, .npmrc, local actions, make includes,
// lock entries) is the rules' table (test/unit/accept: ci-definition, ci-changes,
// package-change); here, the reads that follow the definition over the API.
describe('green on a change to what the default branch CI reaches', () => {
  it("pauses ci-changed on a make fragment the Makefile includes and on the lock file's entry for the test runner", async () => {
    const p = programFromDefault('ci-def-reached')
    const { result, definitionReads } = await greenAfter(p, {
      'mk/test.mk': 'test:\n\tgo test ./... || true\n',
      'package-lock.json': lock('29.7.0-fake', '5.4.0')
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({
      decision: 'pause',
      'pause-reason': 'ci-changed: mk/test.mk, package-lock.json'
    })
    // One query for the definition, however many files it follows.
    expect(definitionReads).toBe(1)
  })

  // A dependency bump in package.json and its lock file, read the same way, is accepted: the
  // package-change table (test/unit/accept/package-change.test.ts).
})

/** The default branch's CI workflow, and the branch's, made one GitHub's parser refuses. */
function withBrokenCi(p: Program): Program {
  const broken = { [CI_PATH]: `${CI_DEFINED}      - run: [\n` }
  gh.store.placeFiles(gh.store.repo.defaultBranch, broken)
  gh.store.placeFiles(p.branch, broken)
  return p
}

describe('a default branch workflow the parser refuses', () => {
  it('is named in a one-line warning, and what only it reaches does not count', async () => {
    const p = withBrokenCi(programFromDefault('ci-def-unparsable'))
    const npmrc = await greenAfter(p, { '.npmrc': 'script-shell=./sh\n' })
    expect(npmrc.result.outputs.decision).toBe('accept')
    const warnings = npmrc.result.annotations.filter((a) => a.level === 'warning')
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(
        /^\.github\/workflows\/ci\.yml: .*; only ci-config-paths and \.github\/ count/
      )
    ])
    // The files of ci-config-paths still count, the workflow unread: the changes rule's table
    // (test/unit/accept/ci-changes.test.ts).
  })
})

describe('CI before any run of it is remembered', () => {
  it("takes no other workflow's green for CI on a maintainer's retry", async () => {
    const p = programFromDefault('ci-def-lint-only')
    const lint = { '.github/workflows/lint.yml': 'name: Lint\non: push\njobs: {}\n' }
    gh.store.placeFiles(gh.store.repo.defaultBranch, lint)
    gh.store.placeFiles(p.branch, lint)
    const sha = pushCommit(gh, p)
    report(gh, sha, { lint: 'success' })
    gh.store.addWorkflowRun({
      name: 'Lint',
      path: '.github/workflows/lint.yml',
      headBranch: p.branch,
      headSha: sha,
      status: 'completed',
      conclusion: 'success'
    })
    const retry = await dispatch(gh, p, true, { inputs: onIssue(p) })
    expect(retry.exitCode).toBe(0)
    expect(retry.outputs.decision).not.toBe('accept')
    expect(retry.outputs.reason).toContain('no run of CI')
  })
})
