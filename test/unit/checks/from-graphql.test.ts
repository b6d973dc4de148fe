import { describe, expect, it } from '@jest/globals'
import { fromGraphql } from '../../../src/adapters/github/from-graphql.js'
import { fromRest } from '../../../src/rules/checks/from-rest.js'
import type { CheckSuiteNode, CommitChecks } from '../../../src/adapters/github/checks-query.js'

const page = { hasNextPage: false, endCursor: null }

function suite(
  over: Partial<CheckSuiteNode>,
  runs: CheckSuiteNode['checkRuns']['nodes']
): CheckSuiteNode {
  return {
    id: 'CS_1',
    databaseId: 1,
    app: { slug: 'github-actions' },
    status: 'COMPLETED',
    conclusion: 'SUCCESS',
    workflowRun: null,
    checkRuns: { pageInfo: page, nodes: runs },
    ...over
  }
}

const run = (name: string, conclusion: string | null, id = 7) => ({
  databaseId: id,
  name,
  status: conclusion === null ? 'IN_PROGRESS' : 'COMPLETED',
  conclusion,
  startedAt: '2026-01-01T00:00:00Z',
  completedAt: null,
  detailsUrl: null,
  url: `https://github.example/acme/widgets/actions/runs/5/job/${id}`
})

const checks = (
  suites: CheckSuiteNode[],
  contexts: CommitChecks['status'] = null
): CommitChecks => ({
  checkSuites: { pageInfo: page, nodes: suites },
  status: contexts
})

describe('fromGraphql', () => {
  it.each([
    {
      title: 'an Actions job is placed in its workflow run through its check suite',
      input: checks([
        suite(
          {
            workflowRun: {
              databaseId: 5,
              url: 'https://github.example/acme/widgets/actions/runs/5',
              event: 'pull_request',
              workflow: { name: 'CI' },
              file: { path: '.github/workflows/ci.yml' }
            }
          },
          [run('test', 'FAILURE')]
        )
      ]),
      want: {
        identity: {
          kind: 'job',
          name: 'test',
          workflowPath: '.github/workflows/ci.yml',
          event: 'pull_request'
        },
        workflow: { runId: 5, name: 'CI', path: '.github/workflows/ci.yml', event: 'pull_request' },
        state: 'failure',
        bucket: 'failure',
        id: 7
      }
    },
    {
      title: 'an Actions job whose suite has no workflow run stays in its own suite',
      input: checks([suite({}, [run('lint', null)])]),
      want: {
        identity: { kind: 'unplaced-job', name: 'lint', checkSuiteId: 1 },
        workflow: null,
        state: 'in_progress',
        bucket: 'pending'
      }
    },
    {
      title: "another app's check run is that app's",
      input: checks([suite({ app: { slug: 'codecov' } }, [run('coverage', 'NEUTRAL')])]),
      want: { identity: { kind: 'app-check', app: 'codecov', name: 'coverage' }, bucket: 'success' }
    },
    {
      title: 'a workflow run held for approval, whose suite has no check runs yet, waits itself',
      input: checks([
        suite(
          {
            conclusion: 'ACTION_REQUIRED',
            workflowRun: {
              databaseId: 6,
              url: 'https://github.example/acme/widgets/actions/runs/6',
              event: 'pull_request',
              workflow: { name: 'CI' },
              file: { path: '.github/workflows/ci.yml' }
            }
          },
          []
        )
      ]),
      want: {
        identity: {
          kind: 'job',
          name: 'CI',
          workflowPath: '.github/workflows/ci.yml',
          event: 'pull_request'
        },
        workflow: { runId: 6, name: 'CI', path: '.github/workflows/ci.yml', event: 'pull_request' },
        state: 'action_required',
        bucket: 'failure',
        url: 'https://github.example/acme/widgets/actions/runs/6'
      }
    },
    {
      title: 'a commit status context, in upper case over GraphQL',
      input: checks([], {
        contexts: [
          {
            context: 'ci/legacy',
            state: 'ERROR',
            targetUrl: null,
            createdAt: '2026-01-01T00:00:00Z'
          }
        ]
      }),
      want: {
        identity: { kind: 'status', context: 'ci/legacy' },
        state: 'error',
        bucket: 'failure'
      }
    }
  ])('$title', ({ input, want }) => {
    const [check, ...more] = fromRest(fromGraphql(input))
    expect(more).toEqual([])
    expect(check).toMatchObject(want)
  })
})
