// The command template runs on comments anyone can write: it checks out only the default
// branch's settings file (test/workflows/settings.test.ts), passes nothing
// of the event to a shell, holds only what a command needs, and queues commands per issue.
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { COMMANDS } from '../../src/rules/vocabulary/steer-command.js'
import { templates } from './support.js'

const template = templates().find((t) => t.name === 'green-gate-command.yml')
const workflow = parse(template?.text ?? '') as {
  on: Record<string, { types?: string[] }>
  permissions: unknown
  jobs: Record<
    string,
    {
      if?: string
      permissions?: Record<string, string>
      concurrency?: { group: string; 'cancel-in-progress': boolean }
      steps: Array<{ uses?: string; run?: string; with?: Record<string, string> }>
    }
  >
}
const job = workflow.jobs.command

describe('green-gate-command.yml', () => {
  it('lists every command in its header', () => {
    const header = (template?.text ?? '').split('\nname:')[0] ?? ''
    for (const [usage] of COMMANDS)
      expect(header).toMatch(new RegExp(`#   /green-gate ${usage.replace(/[[\]]/g, '\\$&')} `))
  })

  it('runs on new comments only, with nothing granted by default', () => {
    expect(workflow.on).toEqual({ issue_comment: { types: ['created'] } })
    expect(workflow.permissions).toEqual({})
  })

  it('runs nothing but the action, with its default mode, after the settings file', () => {
    expect(job?.steps.map((s) => s.uses?.split('@')[0])).toEqual([
      'actions/checkout',
      'your-org/green-gate'
    ])
    expect(job?.steps.some((s) => s.run !== undefined)).toBe(false)
    expect(Object.keys(job?.steps[1]?.with ?? {})).not.toContain('mode')
  })

  it('asks only for what a command and a retry use', () => {
    expect(job?.permissions).toEqual({
      contents: 'write',
      actions: 'write',
      checks: 'read',
      statuses: 'read',
      issues: 'write',
      'pull-requests': 'write'
    })
  })

  it('queues commands per issue and never cancels one halfway', () => {
    expect(job?.concurrency).toEqual({
      group: 'green-gate-command-${{ github.event.issue.number }}',
      'cancel-in-progress': false
    })
  })

  it('starts no runner for a bot, and leaves who may steer to the action', () => {
    expect(job?.if).toContain("github.event.comment.user.type != 'Bot'")
    // A private organization member's association is CONTRIBUTOR or NONE: no filter on it.
    expect(job?.if).not.toContain('author_association')
  })
})
