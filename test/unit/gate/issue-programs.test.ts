import { describe, expect, it } from '@jest/globals'
import { issueForProgram, slugOf } from '../../../src/rules/gate/issue-programs.js'

describe('slugOf', () => {
  const cases: ReadonlyArray<{ name: string; title: string; slug: string }> = [
    { name: 'lower case', title: 'FastSort', slug: 'fastsort' },
    { name: 'spaces to dashes', title: 'Fast sort', slug: 'fast-sort' },
    {
      name: 'a run of non-alphanumerics to one dash',
      title: 'C++ / Rust  port',
      slug: 'c-rust-port'
    },
    { name: 'dots and underscores too', title: 'v1.2_release', slug: 'v1-2-release' },
    { name: 'trimmed at both ends', title: '  [WIP] speed up!  ', slug: 'wip-speed-up' },
    { name: 'letters outside a to z dropped', title: 'Ünïcode façade', slug: 'n-code-fa-ade' },
    { name: 'digits kept', title: '2026 Q2 goals', slug: '2026-q2-goals' },
    { name: 'an existing slug kept', title: 'fast-sort', slug: 'fast-sort' },
    { name: 'an empty title', title: '', slug: 'issue-7' },
    { name: 'only punctuation', title: '?!-- ...', slug: 'issue-7' },
    { name: 'only letters outside a to z', title: '日本語', slug: 'issue-7' }
  ]

  it.each(cases)('$name: $title → $slug', ({ title, slug }) => {
    expect(slugOf(title, 7)).toBe(slug)
  })
})

describe('issueForProgram', () => {
  const issues = [
    { number: 12, title: 'Fast sort' },
    { number: 15, title: 'fast-sort!' },
    { number: 20, title: '' },
    { number: 21, title: 'Smaller bundle' }
  ]

  const cases: ReadonlyArray<{
    name: string
    issues: ReadonlyArray<{ number: number; title: string }>
    program: string
    issue: number | null
  }> = [
    { name: 'the first of a clash keeps the slug', issues, program: 'fast-sort', issue: 12 },
    { name: 'a later clash gets its number', issues, program: 'fast-sort-15', issue: 15 },
    { name: 'an empty title', issues, program: 'issue-20', issue: 20 },
    { name: 'a plain title', issues, program: 'smaller-bundle', issue: 21 },
    { name: 'no such program', issues, program: 'fast-sort-12', issue: null },
    {
      name: 'list order decides who keeps the slug',
      issues: [...issues].reverse(),
      program: 'fast-sort',
      issue: 15
    },
    {
      name: 'list order decides who gets the number',
      issues: [...issues].reverse(),
      program: 'fast-sort-12',
      issue: 12
    },
    {
      name: 'a numbered slug that clashes again',
      issues: [
        { number: 5, title: 'a' },
        { number: 6, title: 'a' },
        { number: 7, title: 'a 6' }
      ],
      program: 'a-6-7',
      issue: 7
    },
    { name: 'no issues', issues: [], program: 'fast-sort', issue: null }
  ]

  it.each(cases)('$name', (c) => {
    expect(issueForProgram(c.issues, c.program)).toBe(c.issue)
  })
})
