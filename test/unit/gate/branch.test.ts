import { describe, expect, it } from '@jest/globals'
import {
  branchForProgram,
  branchMatches,
  branchPatternProblem,
  isProgramName,
  programFromBranch
} from '../../../src/rules/gate/branch.js'

describe('branch-pattern', () => {
  it.each([
    ['autoloop/*', 'autoloop/fast-sort', true],
    ['autoloop/*', 'autoloop/a/b', false],
    ['autoloop/**', 'autoloop/a/b', true],
    ['autoloop/*', 'feature/x', false],
    ['autoloop/*', 'autoloop', false],
    ['agents/*-loop', 'agents/sort-loop', true]
  ])('%s matches %s: %s', (pattern, branch, expected) => {
    expect(branchMatches(pattern, branch)).toBe(expected)
  })

  it.each([
    ['autoloop/*', 'autoloop/fast-sort', 'fast-sort'],
    ['agents/*-loop', 'agents/sort-loop', 'sort'],
    ['autoloop/**', 'autoloop/team/x', 'team/x'],
    ['{a,b}/*/*', 'a/x/y', 'y']
  ])('%s reads the program of %s as %s', (pattern, branch, program) => {
    expect(programFromBranch(pattern, branch)).toBe(program)
  })

  it.each([
    ['autoloop/*', 'demo', 'autoloop/demo'],
    ['agents/*-loop', 'sort', 'agents/sort-loop'],
    ['{a,b}/*/*', 'x', null]
  ])('%s puts program %s on branch %s', (pattern, program, branch) => {
    expect(branchForProgram(pattern, program)).toBe(branch)
  })

  it.each([
    ['autoloop/*', null],
    ['bot/*', null],
    ['agents/*-loop', null],
    ['main', 'has no * where'],
    ['bot/**', 'has **, which would let a program name hold a /'],
    ['**/x/*', 'has **']
  ])('pattern %s: problem %s', (pattern, problem) => {
    const found = branchPatternProblem(pattern)
    if (problem === null) expect(found).toBeNull()
    else expect(found).toContain(`"${pattern}" ${problem}`)
  })

  it.each([
    ['fast-sort', true],
    ['v1.2_x', true],
    ['team/x', false],
    ['..', false],
    ['a..b', false],
    ['-rf', false],
    ['', false],
    ['$(id)', false]
  ])('program name %j valid: %s', (name, expected) => {
    expect(isProgramName(name)).toBe(expected)
  })
})
