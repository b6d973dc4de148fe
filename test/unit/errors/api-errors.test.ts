import { describe, expect, it } from '@jest/globals'
import {
  apiErrorKind,
  explainApiError,
  permissionFor
} from '../../../src/adapters/github/errors.js'
import { graphqlKind, type GraphqlErrorEntry } from '../../../src/adapters/github/graphql.js'
import { GateError, type ErrorKind, type Permission } from '../../../src/rules/errors.js'

const ROUTE = 'GET /repos/o/r/actions/jobs/1/logs'

describe('apiErrorKind: status, message and headers to a kind', () => {
  const cases: [number, string, Record<string, string>, string, ErrorKind][] = [
    [403, 'Resource not accessible by integration', {}, ROUTE, 'permission'],
    [401, 'Bad credentials', {}, ROUTE, 'permission'],
    [403, 'API rate limit exceeded for installation', {}, ROUTE, 'rate-limited'],
    [403, 'Forbidden', { 'x-ratelimit-remaining': '0' }, ROUTE, 'rate-limited'],
    [
      403,
      'You have exceeded a secondary rate limit',
      { 'retry-after': '60' },
      ROUTE,
      'rate-limited'
    ],
    [403, 'Forbidden', { 'retry-after': '1' }, ROUTE, 'rate-limited'],
    [429, 'Too Many Requests', {}, ROUTE, 'rate-limited'],
    [404, 'Not Found', {}, ROUTE, 'not-found'],
    [410, 'Gone', {}, ROUTE, 'not-found'],
    [409, 'Conflict', {}, 'PUT /repos/o/r/contents/x', 'conflict'],
    [412, 'Precondition Failed', {}, ROUTE, 'conflict'],
    [422, 'Update is not a fast forward', {}, 'PATCH /repos/o/r/git/refs/heads/main', 'conflict'],
    [422, 'Reference already exists', {}, 'POST /api/v3/repos/o/r/git/refs', 'conflict'],
    [422, 'Validation Failed', {}, 'POST /repos/o/r/issues/1/labels', 'invalid-input'],
    [400, 'Problems parsing JSON', {}, ROUTE, 'invalid-input'],
    [500, 'Server Error', {}, ROUTE, 'transient'],
    [502, 'Bad Gateway', {}, ROUTE, 'transient'],
    [503, 'Service Unavailable', {}, ROUTE, 'transient']
  ]
  it.each(cases)('%i %s %j on %s: %s', (status, message, headers, route, kind) => {
    expect(apiErrorKind(status, message, headers, route)).toBe(kind)
  })
})

describe('permissionFor: a REST route to the permission it needs', () => {
  const cases: [string, string, Permission | null][] = [
    ['GET', '/repos/o/r/actions/jobs/1/logs', { scope: 'actions', access: 'read' }],
    [
      'POST',
      '/repos/o/r/actions/workflows/fix.yml/dispatches',
      { scope: 'actions', access: 'write' }
    ],
    ['GET', '/repos/o/r/commits/abc/check-runs', { scope: 'checks', access: 'read' }],
    ['GET', '/repos/o/r/check-suites/5', { scope: 'checks', access: 'read' }],
    ['GET', '/repos/o/r/commits/abc/status', { scope: 'statuses', access: 'read' }],
    ['POST', '/repos/o/r/statuses/abc', { scope: 'statuses', access: 'write' }],
    ['GET', '/repos/o/r/compare/a...b', { scope: 'contents', access: 'read' }],
    ['PUT', '/repos/o/r/contents/.green-gate/x.json', { scope: 'contents', access: 'write' }],
    ['PATCH', '/repos/o/r/git/refs/heads/main', { scope: 'contents', access: 'write' }],
    ['GET', '/repos/o/r/commits/abc', { scope: 'contents', access: 'read' }],
    ['POST', '/repos/o/r/issues/3/comments', { scope: 'issues', access: 'write' }],
    ['DELETE', '/repos/o/r/issues/3/labels/needs-human', { scope: 'issues', access: 'write' }],
    ['GET', '/repos/o/r/labels/x', { scope: 'issues', access: 'read' }],
    ['GET', '/repos/o/r/pulls', { scope: 'pull-requests', access: 'read' }],
    ['GET', '/api/v3/repos/o/r/pulls/2/files', { scope: 'pull-requests', access: 'read' }],
    ['GET', '/repos/o/r', null],
    ['GET', '/repos/o/r/collaborators/u/permission', null],
    ['POST', '/graphql', null]
  ]
  it.each(cases)('%s %s', (method, path, needs) => {
    expect(permissionFor(method, path)).toEqual(needs)
  })
})

describe("graphqlKind: a response's errors to a kind", () => {
  const cases: [GraphqlErrorEntry[], ErrorKind][] = [
    [[{ type: 'FORBIDDEN', message: 'Resource not accessible by integration' }], 'permission'],
    [[{ message: 'Resource not accessible by integration' }], 'permission'],
    [[{ type: 'NOT_FOUND', message: 'Could not resolve to a node' }], 'not-found'],
    [[{ type: 'STALE_DATA', message: 'Expected branch to point to x' }], 'conflict'],
    [[{ type: 'UNPROCESSABLE', message: 'not valid Base64' }], 'conflict'],
    [[{ type: 'RATE_LIMITED', message: 'API rate limit exceeded' }], 'rate-limited'],
    [[{ type: 'SOMETHING_NEW', message: 'what' }], 'invalid-input'],
    // The worst of them: one refusal for a permission outweighs a node not found.
    [
      [
        { type: 'NOT_FOUND', message: 'gone' },
        { type: 'FORBIDDEN', message: 'Resource not accessible by integration' }
      ],
      'permission'
    ]
  ]
  it.each(cases)('%j: %s', (errors, kind) => {
    expect(graphqlKind(errors)).toBe(kind)
  })
})

/** Octokit's RequestError by shape. */
function failure(status: number, message: string, method: string, url: string, headers = {}) {
  return Object.assign(new Error(message), {
    status,
    request: { method, url },
    response: { headers }
  })
}

describe('explainApiError', () => {
  it('a 403 for a permission: the request and the permission it needed', () => {
    const error = explainApiError(
      failure(
        403,
        'Resource not accessible by integration',
        'GET',
        'https://api.github.com/repos/o/r/actions/jobs/1/logs'
      ),
      'downloading the log of job 1'
    )
    expect(error).toBeInstanceOf(GateError)
    expect(error).toMatchObject({
      kind: 'permission',
      needs: { scope: 'actions', access: 'read' },
      message:
        'GitHub API 403 while downloading the log of job 1: GET /repos/o/r/actions/jobs/1/logs'
    })
  })

  it('a GraphQL request: the permission the caller names', () => {
    const error = explainApiError(
      failure(
        403,
        'Resource not accessible by integration',
        'POST',
        'https://api.github.com/graphql'
      ),
      'reading the program',
      { scope: 'contents', access: 'read' }
    )
    expect(error).toMatchObject({
      kind: 'permission',
      needs: { scope: 'contents', access: 'read' }
    })
  })

  it('a rate limit says so and names no permission', () => {
    const error = explainApiError(
      failure(403, 'API rate limit exceeded', 'GET', 'https://api.github.com/repos/o/r/pulls', {
        'x-ratelimit-remaining': '0'
      }),
      'listing pull requests'
    )
    expect(error).toMatchObject({
      kind: 'rate-limited',
      needs: null,
      message:
        'GitHub API 403 while listing pull requests (GET /repos/o/r/pulls): API rate limit exceeded'
    })
  })

  it('a 404 is not-found, with its hint', () => {
    const error = explainApiError(
      failure(404, 'Not Found', 'GET', 'https://api.github.com/repos/o/r/compare/a...b'),
      'comparing'
    )
    expect(error).toMatchObject({
      kind: 'not-found',
      message:
        'GitHub API 404 while comparing (GET /repos/o/r/compare/a...b): not found, or the token cannot see it'
    })
  })

  it('a GateError of its own is bad input by default', () => {
    expect(new GateError('ci-workflows: not a list').kind).toBe('invalid-input')
  })
})
