// What CI was seen to run, held against the last accept's inventory: which logs are read, what
// holds an accept back, and what an accept seals.
import { describe, expect, it } from '@jest/globals'
import {
  findingText,
  greenCiJobs,
  jobsToRead,
  nextWhatRan,
  seenText,
  whatRanFindings,
  type GreenJob,
  type WhatRan
} from '../../../src/rules/accept/what-ran.js'
import { mergeInventories, type Inventory } from '../../../src/rules/logs/inventory/index.js'
import type { CheckVerdict } from '../../../src/rules/checks/reduce.js'

function ran(passed: number, failed = 0, failures: string[] = []): Inventory {
  return { runner: 'jest', passed, failed, skipped: 0, total: passed + failed, failures }
}

const TEST = 'CI / test'
const LINT = 'CI / lint'
const green = (...jobs: string[]): GreenJob[] => jobs.map((job, i) => ({ job, jobId: 100 + i }))

describe('jobsToRead', () => {
  const baseline: WhatRan = [
    { job: TEST, inventory: ran(28) },
    { job: LINT, inventory: null }
  ]
  it.each([
    ['no baseline: every job is read', undefined, [TEST, LINT]],
    ['a job known to print nothing is not read again', baseline, [TEST]],
    ['a job never seen is read', [{ job: TEST, inventory: ran(28) }], [TEST, LINT]]
  ])('%s', (_, base, expected) => {
    expect(jobsToRead(base, green(TEST, LINT)).map((j) => j.job)).toEqual(expected)
  })

  it('cannot read a job GitHub gave no id for', () => {
    expect(jobsToRead(undefined, [{ job: TEST, jobId: null }])).toEqual([])
  })
})

describe('whatRanFindings', () => {
  const base: WhatRan = [{ job: TEST, inventory: ran(28) }]
  it.each([
    ['the same tests ran', base, [TEST], [[TEST, ran(28)]], []],
    ['more tests ran (the change added some)', base, [TEST], [[TEST, ran(31)]], []],
    [
      'fewer ran',
      base,
      [TEST],
      [[TEST, ran(1)]],
      [{ kind: 'tests-missing', job: TEST, before: 28, now: 1 }]
    ],
    [
      'skipped now, where they passed',
      base,
      [TEST],
      [[TEST, { ...ran(0), skipped: 28, total: 28 }]],
      [{ kind: 'tests-missing', job: TEST, before: 28, now: 0 }]
    ],
    [
      'no summary now',
      base,
      [TEST],
      [[TEST, null]],
      [{ kind: 'tests-missing', job: TEST, before: 28, now: null }]
    ],
    [
      'the job no longer runs',
      base,
      [LINT],
      [[LINT, null]],
      [{ kind: 'tests-missing', job: TEST, before: 28, now: null }]
    ],
    [
      'a failed test in a job that ended green',
      base,
      [TEST],
      [[TEST, ran(27, 1, ['a.test.ts'])]],
      [{ kind: 'tests-failed-in-green', job: TEST, failed: 1 }]
    ],
    [
      'a failed test in a green job never seen before',
      undefined,
      [TEST],
      [[TEST, ran(27, 1, ['a.test.ts'])]],
      [{ kind: 'tests-failed-in-green', job: TEST, failed: 1 }]
    ],
    [
      'the same failures as at the last accept: a quarantine the default branch allows',
      [{ job: TEST, inventory: ran(27, 1, ['a.test.ts']) }],
      [TEST],
      [[TEST, ran(27, 1, ['a.test.ts'])]],
      []
    ],
    [
      'other failures than the quarantined ones',
      [{ job: TEST, inventory: ran(27, 1, ['a.test.ts']) }],
      [TEST],
      [[TEST, ran(27, 1, ['b.test.ts'])]],
      [{ kind: 'tests-failed-in-green', job: TEST, failed: 1 }]
    ],
    [
      'a job that never printed an inventory keeps the rules it had',
      undefined,
      [TEST],
      [[TEST, null]],
      []
    ]
  ] as const)('%s', (_, baseline, jobs, seen, expected) => {
    const now = new Map(seen.map(([job, inv]) => [job, inv]))
    expect(whatRanFindings(baseline as WhatRan | undefined, green(...jobs), now)).toEqual(expected)
  })
})

describe('nextWhatRan', () => {
  it('seals what ran now, keeps what a job not read showed, and forgets jobs gone', () => {
    const baseline: WhatRan = [
      { job: LINT, inventory: null },
      { job: 'CI / gone', inventory: ran(3) }
    ]
    const next = nextWhatRan(baseline, green(TEST, LINT), new Map([[TEST, ran(30)]]))
    expect(next).toEqual([
      { job: LINT, inventory: null },
      { job: TEST, inventory: ran(30) }
    ])
  })
})

describe('greenCiJobs', () => {
  const check = (name: string, runId: number, state: string): CheckVerdict => ({
    identity: { kind: 'job', name, workflowPath: '.github/workflows/ci.yml', event: 'push' },
    name,
    source: 'check-run',
    workflow: { runId, name: 'CI', path: '.github/workflows/ci.yml', event: 'push' },
    runAttempt: 1,
    state,
    bucket: 'success',
    url: `https://github.com/o/r/actions/runs/${runId}/job/${runId * 10}`,
    id: runId * 10,
    at: null
  })
  it('takes the passing jobs of the CI runs, not skipped ones or other workflows', () => {
    const checks = [
      check('test', 1, 'SUCCESS'),
      check('docs', 1, 'skipped'),
      check('x', 2, 'success')
    ]
    expect(greenCiJobs(checks, new Set([1]))).toEqual([{ job: 'CI / test', jobId: 10 }])
  })
})

describe('renderings', () => {
  it.each([
    [{ kind: 'tests-missing', job: 'test', before: 28, now: 1 } as const, 'test: 28 → 1'],
    [
      { kind: 'tests-missing', job: 'test', before: 28, now: null } as const,
      'test: 28 → no test summary'
    ],
    [{ kind: 'tests-failed-in-green', job: 'test', failed: 1 } as const, 'test: 1 failed']
  ])('%j', (finding, text) => {
    expect(findingText(finding)).toBe(text)
  })

  it('says when what ran was not seen', () => {
    expect(seenText(null)).toBe('what ran: not seen')
    expect(seenText(ran(3, 1))).toBe('jest: 3 passed, 1 failed, 0 skipped')
  })

  it('adds up matrix legs of one name', () => {
    expect(mergeInventories([ran(3, 1, ['b']), null, ran(2, 0, ['a'])])).toEqual(
      ran(5, 1, ['a', 'b'])
    )
    expect(mergeInventories([null, null])).toBeNull()
  })
})
