// Green that means something: after a fix, CI green on commits that skip, delete or water down
// the failing checks is not accepted. The gate compares the fix commits (one request), pauses
// `fix-weakened-tests` with the diff lines quoted, and leaves the branch as it is; a maintainer
// who agrees resumes it and it is accepted. An honest fix is accepted as before.
import { describe, expect, it } from '@jest/globals'
import type { ChangedFile } from '../../src/rules/accept/diff.js'
import { FIX_CASES } from '../unit/accept/fix-cases.js'
import {
  addProgram,
  ciRun,
  deliver,
  dispatch,
  eventComments,
  expectClean,
  iterate,
  memoryOf,
  onIssue,
  push,
  stateOf,
  useEmulator,
  type Program
} from '../support/loop.js'

const gh = useEmulator()

const RED = { build: 'success', test: 'failure' } as const
const GREEN = { build: 'success', test: 'success' } as const

function fixCase(prefix: string): ChangedFile[] {
  const found = FIX_CASES.find((c) => c.name.startsWith(prefix))
  if (found === undefined) throw new Error(`no fix case ${prefix}`)
  return found.files
}

/** Red, a fix handed out, then the fixer's commit with this diff goes green. */
async function fixedWith(name: string, files: ChangedFile[]) {
  const p: Program = addProgram(gh, name)
  const inputs = { ...onIssue(p), fixer: 'command' }
  const red = await iterate(gh, p, RED, inputs)
  expectClean(red.result)
  expect(red.result.outputs.decision).toBe('fix')
  const fixSha = push(gh, p, GREEN)
  gh.store.setComparison(
    red.sha,
    fixSha,
    files.map((f) => ({
      filename: f.path,
      status: f.status,
      ...(f.patch === null ? {} : { patch: f.patch }),
      ...(f.previousPath === null ? {} : { previous_filename: f.previousPath })
    }))
  )
  const from = gh.requests.length
  const result = await deliver(gh, ciRun(gh, p, fixSha), inputs)
  const compares = gh.requests.slice(from).filter((r) => r.path.includes('/compare/'))
  return { p, result, fixSha, compares, inputs }
}

describe('after a fix, green on weakened checks', () => {
  it.each([
    ['a skipped test', 'js: skips the failing test', 'a test skipped at test/math.test.ts:10'],
    ['a deleted test file', 'py: deletes the test module', 'test file tests/test_cache.py deleted'],
    [
      'a lowered coverage threshold',
      'js: lowers the coverage threshold',
      'a threshold lowered at jest.config.js:11'
    ],
    [
      'a skipped Go test',
      'go: t.Skip in the failing test',
      'a test skipped at store/store_test.go:11'
    ]
  ])('is not accepted: %s', async (_, prefix, what) => {
    const { p, result, fixSha, compares } = await fixedWith(
      `weak-${prefix.slice(0, 12).replace(/\W+/g, '-')}`,
      fixCase(prefix)
    )
    expect(result.exitCode).toBe(0)
    expect(result.outputs.decision).toBe('pause')
    expect(result.outputs['pause-reason']).toBe(`fix-weakened-tests: ${what}`)
    expect(compares).toHaveLength(1)
    const state = stateOf(gh, p)
    expect(state.paused).toBe(true)
    expect(state.pauseReason).toBe(`fix-weakened-tests: ${what}`)
    // The branch stays as the fixer left it.
    expect(gh.store.branchSha(p.branch)).toBe(fixSha)
    const pause = eventComments(gh, p).find((c) => c.startsWith('## ⚠️')) ?? ''
    expect(pause).toContain('CI is green, but the fix commits check less than before')
    expect(pause).toContain(`\`${what}\``)
  })

  it('quotes the diff lines in the pause comment, fenced', async () => {
    const { p } = await fixedWith('weak-quoted', fixCase('js: skips the failing test'))
    const pause = eventComments(gh, p).find((c) => c.startsWith('## ⚠️')) ?? ''
    expect(pause).toContain("```diff\n+it.skip('divides by zero', () => {\n```")
  })

  it('is accepted once a maintainer resumes the program', async () => {
    const { p, result } = await fixedWith('weak-resumed', fixCase('js: skips the failing test'))
    expect(result.outputs.decision).toBe('pause')
    const retry = await dispatch(gh, p, true, { inputs: { ...onIssue(p), fixer: 'command' } })
    expectClean(retry)
    expect(retry.outputs.decision).toBe('accept')
    expect(stateOf(gh, p).paused).toBe(false)
  })
})

describe('after a fix, green on an honest change', () => {
  it('accepts a fix that updates an expectation with the code', async () => {
    const { p, result, compares } = await fixedWith(
      'honest-expectation',
      fixCase('js: updates an expectation together with the code')
    )
    expectClean(result)
    expect(result.outputs.decision).toBe('accept')
    expect(compares).toHaveLength(1)
    expect(memoryOf(gh, p).hold).toEqual({ kind: 'none' })
  })

  it('compares nothing on a green with no fix before it', async () => {
    const p = addProgram(gh, 'green-first')
    const from = gh.requests.length
    const { result } = await iterate(gh, p, GREEN, onIssue(p))
    expectClean(result)
    expect(result.outputs.decision).toBe('accept')
    expect(gh.requests.slice(from).filter((r) => r.path.includes('/compare/'))).toEqual([])
  })
})
