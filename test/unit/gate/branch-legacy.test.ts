import { describe, expect, it } from '@jest/globals'
import {
  branchClaim,
  notProgramsBranch,
  programFromBranch,
  type BranchFacts
} from '../../../src/rules/gate/branch.js'

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
      name: "no hash outside autoloop's pattern, read through a fallback pattern",
      pattern: '{a,b}/*/*',
      branch: 'a/x/fast-sort-3f9a2c',
      program: 'fast-sort-3f9a2c'
    },
    {
      name: "no hash outside autoloop's pattern",
      pattern: 'bot/*',
      branch: 'bot/deps-2f3a9c1',
      program: 'deps-2f3a9c1'
    },
    {
      name: "no hash under a pattern that only starts like autoloop's",
      pattern: 'autoloop/*-x',
      branch: 'autoloop/deps-2f3a9c1-x',
      program: 'deps-2f3a9c1'
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

describe('branchClaim: how a branch stands to a program', () => {
  const cases: ReadonlyArray<{ pattern: string; program: string; branch: string; claim: string }> =
    [
      { pattern: 'autoloop/*', program: 'demo', branch: 'autoloop/demo', claim: 'own' },
      { pattern: 'autoloop/*', program: 'demo', branch: 'autoloop/demo-1a2b3c', claim: 'legacy' },
      { pattern: 'autoloop/*', program: 'demo', branch: 'autoloop/other', claim: 'other' },
      { pattern: 'autoloop/*', program: 'demo', branch: 'autoloop/other-1a2b3c', claim: 'other' },
      { pattern: 'autoloop/*', program: 'demo', branch: 'feature/demo', claim: 'other' },
      { pattern: '{a,b}/*/*', program: 'demo', branch: 'a/x/demo', claim: 'own' },
      { pattern: '{a,b}/*/*', program: 'demo', branch: 'a/x/demo-1a2b3c', claim: 'other' },
      { pattern: 'bot/*', program: 'deps', branch: 'bot/deps-2f3a9c1', claim: 'other' },
      { pattern: 'bot/*', program: 'deps-2f3a9c1', branch: 'bot/deps-2f3a9c1', claim: 'own' }
    ]

  it.each(cases)('$branch for $program under $pattern: $claim', (c) => {
    expect(branchClaim(c.pattern, c.program, c.branch)).toBe(c.claim)
  })
})

describe('notProgramsBranch: only the branch autoloop would pick speaks for the program', () => {
  const legacy = 'autoloop/demo-1a2b3c'
  const alone: BranchFacts = { ownExists: false, openHeads: [legacy] }
  const cases: ReadonlyArray<{
    name: string
    branch: string
    facts: BranchFacts | null
    pattern?: string
    refused: RegExp | null
  }> = [
    { name: 'the own branch needs no facts', branch: 'autoloop/demo', facts: null, refused: null },
    {
      name: 'a legacy branch with no own branch, head of the one open PR',
      branch: legacy,
      facts: alone,
      refused: null
    },
    {
      name: 'a legacy branch while the own branch exists',
      branch: legacy,
      facts: { ownExists: true, openHeads: [legacy] },
      refused: /autoloop\/demo exists/
    },
    {
      name: 'a legacy branch with no open PR',
      branch: legacy,
      facts: { ownExists: false, openHeads: [] },
      refused: /not the head of demo's one open pull request/
    },
    {
      name: 'a legacy branch beside another of the program’s open PRs',
      branch: legacy,
      facts: { ownExists: false, openHeads: [legacy, 'autoloop/demo-9f8e7d'] },
      refused: /one open pull request/
    },
    {
      name: 'other programs’ pull requests do not count',
      branch: legacy,
      facts: { ownExists: false, openHeads: ['autoloop/other', legacy, 'main'] },
      refused: null
    },
    {
      name: 'too many open PRs to tell',
      branch: legacy,
      facts: { ownExists: false, openHeads: null },
      refused: /too many open pull requests/
    },
    {
      name: 'a legacy branch whose facts were not read',
      branch: legacy,
      facts: null,
      refused: /not read/
    },
    {
      name: 'another program’s branch',
      branch: 'autoloop/other',
      facts: alone,
      refused: /not the branch of demo's \(autoloop\/demo\)/
    },
    {
      name: "a hash under another pattern than autoloop's: another program's branch",
      pattern: '{a,b}/*/*',
      branch: 'a/x/demo-1a2b3c',
      facts: alone,
      refused: /^branch a\/x\/demo-1a2b3c is not the branch of demo's$/
    }
  ]

  it.each(cases)('$name', (c) => {
    const refused = notProgramsBranch(c.pattern ?? 'autoloop/*', 'demo', c.branch, c.facts)
    if (c.refused === null) expect(refused).toBeNull()
    else expect(refused).toMatch(c.refused)
  })
})
