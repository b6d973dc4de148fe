import { describe, expect, it } from '@jest/globals'
import {
  fromRest,
  type CheckRunLike,
  type CommitStatusLike,
  type RestChecks
} from '../../../src/rules/checks/from-rest.js'
import {
  awaitsApproval,
  bucketOfCheckRun,
  bucketOfStatus,
  reduceChecks as reduceObserved,
  type ReduceOptions
} from '../../../src/rules/checks/reduce.js'
import { RUN_STATES, STATUS_STATES, type Bucket } from '../../support/check-buckets.js'

/** The REST shapes as the gate reads them, without workflow runs: every check by app and name. */
const reduceChecks = (input: RestChecks, options?: ReduceOptions) =>
  reduceObserved(fromRest(input), options)

const run = (
  name: string,
  status: string,
  conclusion: string | null = null,
  extra: Partial<CheckRunLike> = {}
): CheckRunLike => ({
  name,
  status,
  conclusion,
  ...extra
})
const st = (
  context: string,
  state: string,
  extra: Partial<CommitStatusLike> = {}
): CommitStatusLike => ({
  context,
  state,
  ...extra
})

describe('bucketOfCheckRun', () => {
  it.each<[string, string | null, Bucket]>([
    ...RUN_STATES,
    ['completed', 'some_future_value', 'failure'],
    ['COMPLETED', 'SUCCESS', 'success'],
    ['COMPLETED', 'TIMED_OUT', 'failure'],
    ['IN_PROGRESS', null, 'pending'],
    ['completed', null, 'pending']
  ])('%s / %s → %s', (status, conclusion, bucket) => {
    expect(bucketOfCheckRun(status, conclusion)).toBe(bucket)
  })
})

describe('bucketOfStatus', () => {
  it.each<[string, Bucket]>([...STATUS_STATES, ['ERROR', 'failure'], ['EXPECTED', 'pending']])(
    '%s → %s',
    (state, bucket) => {
      expect(bucketOfStatus(state)).toBe(bucket)
    }
  )
})

describe('reduceChecks', () => {
  const cases: Array<
    [string, CheckRunLike[], CommitStatusLike[], 'success' | 'failure' | 'pending']
  > = [
    ['no checks at all is pending', [], [], 'pending'],
    [
      'all green',
      [run('a', 'completed', 'success'), run('b', 'completed', 'skipped')],
      [st('c', 'success')],
      'success'
    ],
    [
      'one red among many',
      [run('a', 'completed', 'success'), run('b', 'completed', 'failure')],
      [],
      'failure'
    ],
    [
      'failure beats pending',
      [run('a', 'in_progress'), run('b', 'completed', 'cancelled')],
      [],
      'failure'
    ],
    [
      'pending when nothing failed',
      [run('a', 'queued'), run('b', 'completed', 'success')],
      [],
      'pending'
    ],
    [
      'status error is failure',
      [run('a', 'completed', 'success')],
      [st('ci/legacy', 'error')],
      'failure'
    ],
    [
      'status pending is pending',
      [run('a', 'completed', 'success')],
      [st('ci/legacy', 'pending')],
      'pending'
    ],
    ['action_required is failure', [run('deploy', 'completed', 'action_required')], [], 'failure'],
    ['neutral only is success', [run('a', 'completed', 'neutral')], [], 'success']
  ]
  it.each(cases)('%s', (_, checkRuns, statuses, expected) => {
    expect(reduceChecks({ checkRuns, statuses }).status).toBe(expected)
  })

  it('keeps only the newest run per name, so a green re-run replaces an old failure', () => {
    const r = reduceChecks({
      checkRuns: [
        run('test', 'completed', 'failure', { id: 10, started_at: '2026-05-01T10:00:00Z' }),
        run('test', 'completed', 'success', { id: 11, started_at: '2026-05-01T10:20:00Z' }),
        run('lint', 'completed', 'success', { id: 12, started_at: '2026-05-01T10:00:00Z' })
      ]
    })
    expect(r.status).toBe('success')
    expect(r.superseded).toBe(1)
    expect(r.checks.map((c) => [c.name, c.id])).toEqual([
      ['lint', 12],
      ['test', 11]
    ])
  })

  it('a newer failing re-run replaces an older success', () => {
    const r = reduceChecks({
      checkRuns: [
        run('test', 'completed', 'success', { id: 1, started_at: '2026-05-01T10:00:00Z' }),
        run('test', 'completed', 'failure', { id: 2, started_at: '2026-05-01T11:00:00Z' })
      ]
    })
    expect(r.status).toBe('failure')
  })

  it('breaks timestamp ties by id, and keeps the newest status per context', () => {
    const r = reduceChecks({
      checkRuns: [
        run('x', 'completed', 'success', { id: 5, started_at: '2026-05-01T10:00:00Z' }),
        run('x', 'in_progress', null, { id: 6, started_at: '2026-05-01T10:00:00Z' })
      ],
      statuses: [
        st('ci', 'failure', { id: 1, updated_at: '2026-05-01T09:00:00Z' }),
        st('ci', 'success', { id: 2, updated_at: '2026-05-01T09:30:00Z' })
      ]
    })
    expect(r.checks.map((c) => [c.name, c.state])).toEqual([
      ['x', 'in_progress'],
      ['ci', 'success']
    ])
    expect(r.status).toBe('pending')
  })

  it('leaves excluded checks out of the verdict but reports them', () => {
    const r = reduceChecks(
      {
        checkRuns: [
          run('gate', 'in_progress'),
          run('flaky', 'completed', 'failure'),
          run('ok', 'completed', 'success')
        ]
      },
      { exclude: (c) => c.name === 'gate' || c.name === 'flaky' }
    )
    expect(r.status).toBe('success')
    expect(r.excluded.map((c) => c.name).sort()).toEqual(['flaky', 'gate'])
  })

  it('excluding every check leaves nothing, which is pending', () => {
    const r = reduceChecks(
      { checkRuns: [run('a', 'completed', 'success')] },
      { exclude: () => true }
    )
    expect(r.status).toBe('pending')
    expect(r.reason).toBe('no checks have reported on this commit yet')
  })

  it('orders failures first and explains with names', () => {
    const r = reduceChecks({
      checkRuns: [
        run('b', 'completed', 'success'),
        run('z', 'completed', 'failure'),
        run('a', 'completed', 'timed_out')
      ]
    })
    expect(r.checks.map((c) => c.name)).toEqual(['a', 'z', 'b'])
    expect(r.reason).toBe('2 of 3 checks failed: a, z')
  })

  it('shortens long name lists in the reason', () => {
    const runs = Array.from({ length: 8 }, (_, i) => run(`job-${i}`, 'queued'))
    expect(reduceChecks({ checkRuns: runs }).reason).toBe(
      '8 of 8 checks not finished: job-0, job-1, job-2, job-3, job-4 and 3 more'
    )
  })

  it('prefers html_url, then details_url, as the link', () => {
    const r = reduceChecks({
      checkRuns: [
        run('a', 'completed', 'success', { html_url: 'https://h/a', details_url: 'https://d/a' }),
        run('b', 'completed', 'success', { details_url: 'https://d/b' })
      ]
    })
    expect(r.checks.map((c) => c.url)).toEqual(['https://h/a', 'https://d/b'])
  })
})

describe('approval waits', () => {
  const held = { id: 9, name: 'CI', path: '.github/workflows/ci.yml', event: 'pull_request' }

  it('reads a workflow run held for approval as a check of its own, awaiting approval', () => {
    const reduction = reduceChecks({
      checkRuns: [run('lint', 'completed', 'success')],
      workflowRuns: [{ ...held, status: 'completed', conclusion: 'action_required' }]
    })
    expect(reduction.status).toBe('failure')
    expect(reduction.checks.filter(awaitsApproval).map((c) => [c.name, c.workflow?.runId])).toEqual(
      [['CI', 9]]
    )
  })

  it.each([
    ['an approved run under way', { status: 'in_progress', conclusion: null }],
    ['a run that completed', { status: 'completed', conclusion: 'success' }]
  ])('leaves out %s (its jobs are the checks)', (_, state) => {
    const reduction = reduceChecks({ workflowRuns: [{ ...held, ...state }] })
    expect(reduction.checks).toEqual([])
  })

  it.each([
    ['action_required', 'check-run', true],
    ['ACTION_REQUIRED', 'check-run', true],
    ['failure', 'check-run', false],
    ['action_required', 'status', false]
  ] as const)('%s from a %s awaits approval: %s', (state, source, expected) => {
    expect(awaitsApproval({ state, source })).toBe(expected)
  })
})
