import { describe, expect, it } from '@jest/globals'
import { programFromBranch } from '../../../src/rules/gate/branch.js'

describe('programFromBranch on autoloop’s legacy branches', () => {
  const cases: ReadonlyArray<{ name: string; pattern: string; branch: string; program: string }> = [
    {
      name: 'a six-digit hash',
      pattern: 'autoloop/*',
      branch: 'autoloop/fast-sort-3f9a2c',
      program: 'fast-sort'
    },
    {
      name: 'a full 40-digit hash',
      pattern: 'autoloop/*',
      branch: `autoloop/fast-sort-${'3f9a2c0d1e'.repeat(4)}`,
      program: 'fast-sort'
    },
    {
      name: 'a hash of digits only',
      pattern: 'autoloop/*',
      branch: 'autoloop/demo-123456',
      program: 'demo'
    },
    {
      name: 'a hash after a name with dashes',
      pattern: 'autoloop/*',
      branch: 'autoloop/a-b-c-00ff11',
      program: 'a-b-c'
    },
    {
      name: 'a hash read through a fallback pattern',
      pattern: '{a,b}/*/*',
      branch: 'a/x/fast-sort-3f9a2c',
      program: 'fast-sort'
    },
    {
      name: 'hex letters only: a word',
      pattern: 'autoloop/*',
      branch: 'autoloop/cafe-beefed',
      program: 'cafe-beefed'
    },
    {
      name: 'five hex digits: too short',
      pattern: 'autoloop/*',
      branch: 'autoloop/fast-sort-3f9a2',
      program: 'fast-sort-3f9a2'
    },
    {
      name: '41 hex digits: too long',
      pattern: 'autoloop/*',
      branch: `autoloop/fast-sort-${'3f9a2c0d1e'.repeat(4)}0`,
      program: `fast-sort-${'3f9a2c0d1e'.repeat(4)}0`
    },
    {
      name: 'upper-case hex',
      pattern: 'autoloop/*',
      branch: 'autoloop/fast-sort-3F9A2C',
      program: 'fast-sort-3F9A2C'
    },
    {
      name: 'a hash with no name before it',
      pattern: 'autoloop/*',
      branch: 'autoloop/3f9a2c',
      program: '3f9a2c'
    },
    {
      name: 'a word with a digit that is no hash',
      pattern: 'autoloop/*',
      branch: 'autoloop/sort-v2',
      program: 'sort-v2'
    }
  ]

  it.each(cases)('$name: $branch → $program', ({ pattern, branch, program }) => {
    expect(programFromBranch(pattern, branch)).toBe(program)
  })
})
