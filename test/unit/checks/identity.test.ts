// Which runs are the same check: table tests over REST shapes as GitHub serves them, read into
// identities and reduced.
import { describe, expect, it } from '@jest/globals'
import {
  fromRest,
  type CheckRunLike,
  type RestChecks,
  type WorkflowRunLike
} from '../../../src/rules/checks/from-rest.js'
import { checkMatcher } from '../../../src/rules/checks/ignore.js'
import { checkLabel } from '../../../src/rules/checks/identity.js'
import { reduceChecks, type CheckStatus } from '../../../src/rules/checks/reduce.js'

const SERVER = 'https://github.example/acme/widgets'
const CI = { id: 100, name: 'CI', path: '.github/workflows/ci.yml', event: 'push' }
const CI_PR = { id: 101, name: 'CI', path: '.github/workflows/ci.yml', event: 'pull_request' }
const DOCS = { id: 200, name: 'Docs', path: '.github/workflows/docs.yml', event: 'push' }
const CI_AGAIN = { id: 102, name: 'CI', path: '.github/workflows/ci.yml', event: 'push' }

/** A workflow run in check suite `suite` (10 × its id unless given). */
const wf = (run: typeof CI, suite = run.id * 10): WorkflowRunLike => ({
  ...run,
  check_suite_id: suite
})

let nextId = 1
/** A job of `run`, in the run's suite unless given, at minute `minute`. */
const job = (
  name: string,
  conclusion: string,
  minute: number,
  run: typeof CI | null,
  suite = (run?.id ?? 0) * 10
): CheckRunLike => {
  const id = nextId++
  return {
    id,
    name,
    status: 'completed',
    conclusion,
    started_at: `2026-05-01T10:${String(minute).padStart(2, '0')}:00Z`,
    html_url: run === null ? `${SERVER}/runs/${id}` : `${SERVER}/actions/runs/${run.id}/job/${id}`,
    app: { slug: 'github-actions' },
    check_suite: { id: suite }
  }
}
const appCheck = (slug: string, name: string, conclusion: string, minute: number) => ({
  ...job(name, conclusion, minute, null, 9999),
  app: { slug }
})

describe('check identity', () => {
  /** Two jobs named `test` in one attempt of CI: matrix legs given one name. */
  const legs = [job('test', 'failure', 1, CI), job('test', 'success', 5, CI)]
  const cases: Array<RestChecks & { name: string; status: CheckStatus; counted: number }> = [
    {
      name: 'two workflows with a `test` job are two checks: a newer green one hides no red',
      workflowRuns: [wf(CI), wf(DOCS)],
      checkRuns: [job('test', 'failure', 1, CI), job('test', 'success', 5, DOCS)],
      status: 'failure',
      counted: 2
    },
    {
      name: 'push and pull_request runs of one workflow are two checks',
      workflowRuns: [wf(CI), wf(CI_PR)],
      checkRuns: [job('test', 'failure', 1, CI), job('test', 'success', 5, CI_PR)],
      status: 'failure',
      counted: 2
    },
    {
      name: 'a re-run attempt in the same check suite replaces the red run',
      workflowRuns: [wf(CI)],
      checkRuns: [job('test', 'failure', 1, CI), job('test', 'success', 5, CI)],
      status: 'success',
      counted: 1
    },
    {
      name: "an earlier attempt in a check suite of its own is placed by its job's run",
      workflowRuns: [wf(CI, 5000)],
      checkRuns: [job('test', 'failure', 1, CI, 4000), job('test', 'success', 5, CI, 5000)],
      status: 'success',
      counted: 1
    },
    {
      name: 'a newer run of the same workflow for the same event replaces the older',
      workflowRuns: [wf(CI), wf(CI_AGAIN)],
      checkRuns: [job('test', 'failure', 1, CI), job('test', 'success', 5, CI_AGAIN)],
      status: 'success',
      counted: 1
    },
    {
      name: 'two jobs of one name in one attempt, told apart by the jobs list, are two checks',
      workflowRuns: [wf(CI)],
      checkRuns: legs,
      jobs: legs.map((leg) => ({ id: leg.id ?? 0, run_id: CI.id, run_attempt: 1 })),
      status: 'failure',
      counted: 2
    },
    {
      name: 'a newer red run of the same check still fails',
      workflowRuns: [wf(CI)],
      checkRuns: [job('test', 'success', 1, CI), job('test', 'failure', 5, CI)],
      status: 'failure',
      counted: 1
    },
    {
      name: "another app's check named like a job is a check of its own",
      workflowRuns: [wf(CI)],
      checkRuns: [appCheck('circleci', 'test', 'failure', 1), job('test', 'success', 5, CI)],
      status: 'failure',
      counted: 2
    },
    {
      name: "another app's re-run replaces its earlier run",
      checkRuns: [
        appCheck('circleci', 'test', 'failure', 1),
        appCheck('circleci', 'test', 'success', 5)
      ],
      status: 'success',
      counted: 1
    },
    {
      name: 'two apps with one check name are two checks',
      checkRuns: [
        appCheck('circleci', 'test', 'failure', 1),
        appCheck('buildkite', 'test', 'success', 5)
      ],
      status: 'failure',
      counted: 2
    },
    {
      name: 'an Actions job whose workflow run is unknown is replaced only within its check suite',
      checkRuns: [job('test', 'failure', 1, null, 1), job('test', 'success', 5, null, 2)],
      status: 'failure',
      counted: 2
    },
    {
      name: 'a newer status for a context replaces the older; a check run of that name is apart',
      checkRuns: [appCheck('circleci', 'ci/build', 'failure', 1)],
      statuses: [
        { id: 1, context: 'ci/build', state: 'failure', updated_at: '2026-05-01T10:00:00Z' },
        { id: 2, context: 'ci/build', state: 'success', updated_at: '2026-05-01T10:09:00Z' }
      ],
      status: 'failure',
      counted: 2
    }
  ]

  it.each(cases)('$name', ({ name: _name, status, counted, ...input }) => {
    const reduction = reduceChecks(fromRest(input))
    expect(reduction.status).toBe(status)
    expect(reduction.checks).toHaveLength(counted)
    expect(reduction.superseded).toBe(fromRest(input).length - counted)
  })

  it('names each job with its workflow, in the reason and the verdicts', () => {
    const reduction = reduceChecks(
      fromRest({
        workflowRuns: [wf(CI), wf(DOCS)],
        checkRuns: [job('test', 'failure', 1, CI), job('test', 'success', 5, DOCS)]
      })
    )
    expect(reduction.reason).toBe('1 of 2 checks failed: CI / test')
    expect(reduction.checks.map((c) => [checkLabel(c), c.workflow])).toEqual([
      ['CI / test', { runId: 100, name: 'CI', path: '.github/workflows/ci.yml', event: 'push' }],
      [
        'Docs / test',
        { runId: 200, name: 'Docs', path: '.github/workflows/docs.yml', event: 'push' }
      ]
    ])
  })

  it('ignore-checks patterns match the job name or the workflow-qualified label', () => {
    const checks = fromRest({
      workflowRuns: [wf(CI), wf(DOCS)],
      checkRuns: [job('test', 'failure', 1, DOCS), job('lint', 'success', 5, CI)]
    })
    const ignored = (patterns: string[]) => checks.filter(checkMatcher(patterns)).map(checkLabel)
    expect(ignored(['Docs / *'])).toEqual(['Docs / test'])
    expect(ignored(['lint'])).toEqual(['CI / lint'])
    expect(ignored(['test', 'CI / lint'])).toEqual(['Docs / test', 'CI / lint'])
  })

  it("a status's link to an Actions run places nothing: only Actions check runs have a workflow", () => {
    const [status, app] = fromRest({
      workflowRuns: [wf(CI)],
      statuses: [
        { context: 'ci', state: 'success', target_url: `${SERVER}/actions/runs/100/job/1` }
      ],
      checkRuns: [
        { ...appCheck('circleci', 'x', 'success', 1), html_url: `${SERVER}/actions/runs/100/job/2` }
      ]
    })
    expect(status?.workflow).toBeNull()
    expect(app?.workflow).toBeNull()
  })
})
