import { describe, expect, it } from '@jest/globals'
import {
  fromRest,
  runsWithRepeatedJobNames,
  type CheckRunLike,
  type CommitStatusLike,
  type RestChecks,
  type WorkflowJobLike,
  type WorkflowRunLike
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

describe('jobs of one name in one workflow run (matrix legs given one name)', () => {
  const CI: WorkflowRunLike = {
    id: 100,
    name: 'CI',
    path: '.github/workflows/ci.yml',
    event: 'push',
    check_suite_id: 1000
  }
  const CI_AGAIN: WorkflowRunLike = { ...CI, id: 101, check_suite_id: 1010 }

  interface Leg {
    run: CheckRunLike
    job: WorkflowJobLike
  }
  /**
   * Job `id` named `test` of `workflow`'s attempt `attempt`, started at minute `minute`; a null
   * conclusion is a job still running.
   */
  const leg = (
    id: number,
    conclusion: string | null,
    workflow: WorkflowRunLike,
    attempt: number,
    minute: number,
    suite = workflow.check_suite_id
  ): Leg => ({
    run: run('test', conclusion === null ? 'in_progress' : 'completed', conclusion, {
      id,
      started_at: `2026-05-01T10:${String(minute).padStart(2, '0')}:00Z`,
      html_url: `https://github.example/acme/widgets/actions/runs/${workflow.id}/job/${id}`,
      app: { slug: 'github-actions' },
      ...(suite === undefined ? {} : { check_suite: { id: suite } })
    }),
    job: { id, run_id: workflow.id, run_attempt: attempt }
  })
  const input = (workflowRuns: WorkflowRunLike[], legs: Leg[], withJobs = true): RestChecks => ({
    workflowRuns,
    checkRuns: legs.map((l) => l.run),
    ...(withJobs ? { jobs: legs.map((l) => l.job) } : {})
  })

  const cases: Array<{ name: string; input: RestChecks; status: string; counted: number[] }> = [
    {
      name: 'one red and one green leg in one attempt: both count, so failure',
      input: input([CI], [leg(1, 'failure', CI, 1, 0), leg(2, 'success', CI, 1, 1)]),
      status: 'failure',
      counted: [1, 2]
    },
    {
      name: 'a re-run attempt where both legs are green replaces both: success',
      input: input(
        [CI],
        [
          leg(1, 'failure', CI, 1, 0),
          leg(2, 'failure', CI, 1, 0),
          leg(3, 'success', CI, 2, 20),
          leg(4, 'success', CI, 2, 21)
        ]
      ),
      status: 'success',
      counted: [3, 4]
    },
    {
      name: 'a re-run of the failed leg only replaces the attempt before it: success',
      input: input(
        [CI],
        [leg(1, 'failure', CI, 1, 0), leg(2, 'success', CI, 1, 0), leg(3, 'success', CI, 2, 20)]
      ),
      status: 'success',
      counted: [3]
    },
    {
      name: 'a leg that fails again in the re-run attempt still fails',
      input: input(
        [CI],
        [leg(1, 'failure', CI, 1, 0), leg(2, 'success', CI, 1, 0), leg(3, 'failure', CI, 2, 20)]
      ),
      status: 'failure',
      counted: [3]
    },
    {
      name: 'a passed leg carried into the new attempt, with its old start, counts with it',
      input: input(
        [CI],
        [
          leg(1, 'failure', CI, 1, 0),
          leg(2, 'success', CI, 1, 0),
          leg(3, 'success', CI, 2, 20),
          leg(4, 'success', CI, 2, 0)
        ]
      ),
      status: 'success',
      counted: [3, 4]
    },
    {
      name: 'each attempt in a check suite of its own: the newest attempt replaces both legs',
      input: input(
        [{ ...CI, check_suite_id: 2000 }],
        [
          leg(1, 'failure', CI, 1, 0, 1000),
          leg(2, 'failure', CI, 1, 0, 1000),
          leg(3, 'success', CI, 2, 20, 2000),
          leg(4, 'success', CI, 2, 20, 2000)
        ]
      ),
      status: 'success',
      counted: [3, 4]
    },
    {
      name: 'a newer run of the workflow for the same event replaces both legs',
      input: input(
        [CI, CI_AGAIN],
        [
          leg(1, 'failure', CI, 1, 0),
          leg(2, 'failure', CI, 1, 0),
          leg(3, 'success', CI_AGAIN, 1, 20),
          leg(4, 'success', CI_AGAIN, 1, 20)
        ]
      ),
      status: 'success',
      counted: [3, 4]
    },
    {
      name: 'a newer run still under way leaves the older red legs replaced, and pends',
      input: input(
        [CI, CI_AGAIN],
        [
          leg(1, 'failure', CI, 1, 0),
          leg(2, 'success', CI, 1, 0),
          leg(3, null, CI_AGAIN, 1, 20),
          leg(4, 'success', CI_AGAIN, 1, 20)
        ]
      ),
      status: 'pending',
      counted: [3, 4]
    },
    {
      name: 'without the jobs list two legs look like a run and its re-run: the newest counts',
      input: input([CI], [leg(1, 'failure', CI, 1, 0), leg(2, 'success', CI, 1, 1)], false),
      status: 'success',
      counted: [2]
    }
  ]

  it.each(cases)('$name', ({ input: checks, status, counted }) => {
    const observed = fromRest(checks)
    const reduction = reduceObserved(observed)
    expect(reduction.status).toBe(status)
    expect(reduction.checks.map((c) => c.id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(counted)
    expect(reduction.superseded).toBe(observed.length - counted.length)
  })

  it('names each counted leg in the reason, the red one first', () => {
    const reduction = reduceObserved(
      fromRest(input([CI], [leg(1, 'success', CI, 1, 0), leg(2, 'failure', CI, 1, 1)]))
    )
    expect(reduction.reason).toBe('1 of 2 checks failed: CI / test')
    expect(reduction.checks.map((c) => [c.id, c.runAttempt, c.bucket])).toEqual([
      [2, 1, 'failure'],
      [1, 1, 'success']
    ])
  })

  it('asks for the jobs list only of runs where a job name repeats', () => {
    const docs = { ...CI, id: 200, path: '.github/workflows/docs.yml', check_suite_id: 2000 }
    const single = (id: number, workflow: WorkflowRunLike, name: string): CheckRunLike => ({
      ...leg(id, 'success', workflow, 1, 0).run,
      name
    })
    const checks = fromRest({
      workflowRuns: [CI, docs],
      checkRuns: [
        single(1, docs, 'test'),
        single(2, docs, 'lint'),
        single(3, CI, 'test'),
        single(4, CI, 'test'),
        run('test', 'completed', 'success', { id: 5, app: { slug: 'circleci' } })
      ]
    })
    expect(runsWithRepeatedJobNames(checks)).toEqual([CI.id])
  })
})
