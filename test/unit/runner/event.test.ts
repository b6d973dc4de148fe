import { describe, expect, it } from '@jest/globals'
import { parseEvent } from '../../../src/adapters/runner/event.js'

const SHA = 'a'.repeat(40)
const payload = (run: Record<string, unknown>): unknown => ({
  action: 'completed',
  repository: { id: 1, full_name: 'acme/widgets' },
  workflow_run: {
    id: 99,
    name: 'CI',
    run_attempt: 2,
    html_url: 'https://github.example/acme/widgets/actions/runs/99',
    conclusion: 'failure',
    head_sha: SHA,
    head_branch: 'autoloop/demo',
    head_repository: { id: 1, full_name: 'acme/widgets' },
    repository: { id: 1, full_name: 'acme/widgets' },
    pull_requests: [{ number: 7 }],
    ...run
  }
})

describe('parseEvent', () => {
  it('reads a workflow_run payload', () => {
    expect(parseEvent('workflow_run', payload({}), 'event.json')).toEqual({
      kind: 'workflow_run',
      runId: 99,
      runAttempt: 2,
      runUrl: 'https://github.example/acme/widgets/actions/runs/99',
      workflowPath: null,
      startedAt: null,
      headSha: SHA,
      headBranch: 'autoloop/demo',
      headRepository: 'acme/widgets',
      fromFork: false,
      pullRequests: [7]
    })
  })

  it.each([
    ['a different head repository', { head_repository: { id: 2, full_name: 'evil/widgets' } }],
    ['a deleted head repository', { head_repository: null }]
  ])('treats %s as a fork', (_, run) => {
    expect(parseEvent('workflow_run', payload(run), 'e.json')).toMatchObject({ fromFork: true })
  })

  it.each([
    [
      { head_sha: undefined },
      'e.json: field "workflow_run.head_sha" must be a non-empty string, it is missing'
    ],
    [
      { head_sha: 'xyz' },
      'e.json: field "workflow_run.head_sha" must be a 40-character commit SHA, got "xyz"'
    ],
    [{ id: '99' }, 'e.json: field "workflow_run.id" must be a whole number, got "99"'],
    [
      { head_branch: 5 },
      'e.json: field "workflow_run.head_branch" must be a non-empty string, got 5'
    ],
    [{ pull_requests: {} }, 'e.json: field "workflow_run.pull_requests" must be a list, got {}'],
    [
      { pull_requests: [{}] },
      'e.json: field "workflow_run.pull_requests.0.number" must be a whole number, it is missing'
    ]
  ])('rejects a malformed workflow_run %j', (run, message) => {
    expect(() => parseEvent('workflow_run', payload(run), 'e.json')).toThrow(message)
  })

  it.each([
    [
      { head_sha: 'x'.repeat(1_000_000) },
      `e.json: field "workflow_run.head_sha" must be a 40-character commit SHA, got "${'x'.repeat(78)}…`
    ],
    [
      // Too deep for JSON.stringify: still one short line, not a RangeError.
      { head_branch: JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`) as unknown },
      'e.json: field "workflow_run.head_branch" must be a non-empty string, got […]'
    ]
  ])('quotes a huge or deep value short', (run, message) => {
    expect(() => parseEvent('workflow_run', payload(run), 'e.json')).toThrow(message)
  })

  it.each([
    [[], 'e.json: the event payload is not a JSON object'],
    [null, 'e.json: the event payload is not a JSON object'],
    [
      { action: 'completed' },
      'e.json: field "workflow_run.id" must be a whole number, it is missing'
    ]
  ])('rejects payload %j', (body, message) => {
    expect(() => parseEvent('workflow_run', body, 'e.json')).toThrow(message)
  })

  it('reads a workflow_dispatch payload', () => {
    expect(
      parseEvent(
        'workflow_dispatch',
        { ref: 'refs/heads/autoloop/demo', inputs: { program: 'demo', reset: true } },
        'e'
      )
    ).toEqual({
      kind: 'workflow_dispatch',
      branch: 'autoloop/demo',
      inputs: { program: 'demo', reset: 'true' },
      sender: null
    })
  })

  it('rejects a dispatch input that is an object, even one that cannot be stringified', () => {
    expect(() =>
      parseEvent('workflow_dispatch', { inputs: { program: { toString: null } } }, 'e')
    ).toThrow('e: field "inputs.program" must be a string, got {"toString":null}')
  })

  it('passes other events through for sweep mode', () => {
    expect(parseEvent('schedule', { schedule: '*/15 * * * *' }, 'e')).toEqual({
      kind: 'other',
      name: 'schedule'
    })
  })
})
