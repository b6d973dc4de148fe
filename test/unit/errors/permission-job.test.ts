import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import type { Mode } from '../../../src/rules/vocabulary/settings.js'
import { GateError } from '../../../src/rules/errors.js'
import type { GateEvent } from '../../../src/rules/event.js'
import { failureLine, templateJobFor, type TemplateJob } from '../../../src/rules/permission-job.js'
import { templates } from '../../workflows/support.js'

describe('templateJobFor: the template job that runs each mode and event', () => {
  const cases: [Mode, GateEvent['kind'], TemplateJob][] = [
    ['gate', 'workflow_run', { file: '.github/workflows/green-gate.yml', job: 'gate' }],
    ['gate', 'other', { file: '.github/workflows/green-gate.yml', job: 'gate' }],
    ['gate', 'workflow_dispatch', { file: '.github/workflows/green-gate-retry.yml', job: 'retry' }],
    ['gate', 'issue_comment', { file: '.github/workflows/green-gate-command.yml', job: 'command' }],
    ['sweep', 'workflow_run', { file: '.github/workflows/green-gate-sweep.yml', job: 'sweep' }],
    [
      'sweep',
      'workflow_dispatch',
      { file: '.github/workflows/green-gate-sweep.yml', job: 'sweep' }
    ],
    ['push', 'workflow_run', { file: '.github/workflows/green-gate-push.yml', job: 'push' }],
    ['fix', 'workflow_dispatch', { file: '.github/workflows/green-gate-fixer.yml', job: 'fix' }]
  ]
  it.each(cases)('%s on %s: %j', (mode, event, job) => {
    expect(templateJobFor(mode, event)).toEqual(job)
  })

  it.each(cases)(
    '%s on %s: the job is in the template, with a permissions: block',
    (mode, event) => {
      const { file, job } = templateJobFor(mode, event)
      const text = templates().find((t) => `.github/workflows/${t.name}` === file)?.text ?? ''
      const template = parse(text) as { jobs: Record<string, { permissions?: unknown }> }
      expect(template.jobs[job]?.permissions).toBeDefined()
    }
  )
})

describe('failureLine', () => {
  const gate = templateJobFor('gate', 'workflow_run')

  it('a permission the job lacks: what to grant, where, and the request', () => {
    const error = new GateError(
      'GitHub API 403 while downloading the log of job 1: GET /repos/o/r/actions/jobs/1/logs',
      'permission',
      { scope: 'actions', access: 'read' }
    )
    expect(failureLine(error, gate)).toBe(
      'green-gate needs "actions: read": add it to permissions: of job "gate" in ' +
        '.github/workflows/green-gate.yml (GitHub API 403 while downloading the log of job 1: ' +
        'GET /repos/o/r/actions/jobs/1/logs)'
    )
  })

  it('before the mode is known, or for a permission no request names: the error itself', () => {
    const lacking = new GateError('GitHub API 403 while x', 'permission', {
      scope: 'issues',
      access: 'write'
    })
    expect(failureLine(lacking, null)).toBe('GitHub API 403 while x')
    const token = new GateError('GitHub API 401 while x: bad credentials', 'permission')
    expect(failureLine(token, gate)).toBe('GitHub API 401 while x: bad credentials')
    expect(failureLine(new Error('boom'), gate)).toBe('unexpected error: boom')
  })
})
