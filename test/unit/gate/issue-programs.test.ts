import { describe, expect, it } from '@jest/globals'
import { programIssueOf, recordedIssue, slugOf } from '../../../src/rules/gate/issue-programs.js'
import { sealLedger } from '../../../src/rules/ledger/chain.js'
import type { Ledger, LedgerEntry } from '../../../src/rules/ledger/ledger.js'
import { emptyMemory } from '../../../src/rules/ledger/memory.js'

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

describe('programIssueOf', () => {
  const issues = [
    { number: 12, title: 'Fast sort' },
    { number: 15, title: 'fast-sort!' },
    { number: 20, title: '' },
    { number: 21, title: 'Smaller bundle' },
    { number: 30, title: '[Autoloop: demo]' },
    { number: 31, title: '[Autoloop: demo] (the real one, really)' }
  ]

  const cases: ReadonlyArray<{
    name: string
    issues: ReadonlyArray<{ number: number; title: string }>
    program: string
    recorded?: number
    issue: number | null
    ignored?: number[]
  }> = [
    {
      name: 'the oldest of a clash keeps the slug; the newer is ignored',
      issues,
      program: 'fast-sort',
      issue: 12,
      ignored: [15]
    },
    { name: 'a later clash gets its number', issues, program: 'fast-sort-15', issue: 15 },
    { name: 'an empty title', issues, program: 'issue-20', issue: 20 },
    { name: 'a plain title', issues, program: 'smaller-bundle', issue: 21 },
    { name: 'no such program', issues, program: 'fast-sort-12', issue: null },
    {
      name: 'list order does not matter: the oldest keeps the slug',
      issues: [...issues].reverse(),
      program: 'fast-sort',
      issue: 12,
      ignored: [15]
    },
    {
      name: 'a newer issue titled for the program is ignored',
      issues,
      program: 'demo',
      issue: 30,
      ignored: [31]
    },
    {
      name: 'the recorded issue stands, however old the others',
      issues,
      program: 'demo',
      recorded: 31,
      issue: 31,
      ignored: [30]
    },
    {
      name: 'a recorded issue no longer listed (closed) still stands',
      issues,
      program: 'demo',
      recorded: 7,
      issue: 7,
      ignored: [30, 31]
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
    expect(programIssueOf(c.issues, c.program, c.recorded ?? null)).toEqual({
      issue: c.issue,
      ignored: c.ignored ?? []
    })
  })
})

describe('recordedIssue', () => {
  const key = 'audit key'
  const entry = (issue?: number): LedgerEntry => ({
    seq: 1,
    at: '2026-01-01T00:00:00Z',
    eventKey: 'workflow_run/1/1',
    decision: 'wait',
    reason: 'pending',
    headSha: null,
    runUrl: null,
    failure: null,
    pause: null,
    attempt: 0,
    maxAttempts: 5,
    status: null,
    resumed: false,
    memory: { ...emptyMemory(), ...(issue === undefined ? {} : { issue }) }
  })
  const ledger = (issue?: number, sealWith: string | null = key): Ledger =>
    sealLedger({ program: 'demo', entries: [entry(issue)] }, sealWith)

  const cases: ReadonlyArray<{
    name: string
    ledger: Ledger | null
    program?: string
    auditKey?: string | null
    issue: number | null
  }> = [
    { name: 'no ledger', ledger: null, issue: null },
    { name: 'none recorded', ledger: ledger(), issue: null },
    { name: 'sealed with the key', ledger: ledger(30), issue: 30 },
    { name: 'no key: kept as written', ledger: ledger(30, null), auditKey: null, issue: 30 },
    { name: 'not sealed, though a key is set', ledger: ledger(30, null), issue: null },
    {
      name: 'a seal broken by a rewritten issue',
      ledger: { ...ledger(30), entries: [entry(31)] },
      issue: null
    },
    { name: 'another program’s ledger', ledger: ledger(30), program: 'other', issue: null }
  ]

  it.each(cases)('$name', (c) => {
    const got = recordedIssue(
      c.ledger,
      c.program ?? 'demo',
      c.auditKey === undefined ? key : c.auditKey
    )
    expect(got).toBe(c.issue)
  })
})
