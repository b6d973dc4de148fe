// The templates run with write tokens and secrets (workflow_run, schedule, push). These rules
// keep them that way safely: nothing reaches a shell through ${{ }}, least privilege, and no
// pull_request_target.
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { repositoryWorkflows, templates, workflowProblems } from './support.js'

const all = templates()

describe('workflow templates', () => {
  it('are the six templates a maintainer copies', () => {
    expect(all.map((template) => template.name)).toEqual([
      'green-gate-command.yml',
      'green-gate-fixer.yml',
      'green-gate-push.yml',
      'green-gate-retry.yml',
      'green-gate-sweep.yml',
      'green-gate.yml'
    ])
  })

  it.each([...all, ...repositoryWorkflows()])(
    '$label pins every third-party action by commit SHA, with its version beside it',
    ({ text }) => {
      const uses = [...text.matchAll(/^\s*(?:- )?uses:\s*(\S+)(.*)$/gm)]
      expect(uses.length).toBeGreaterThan(0)
      for (const [, ref = '', rest = ''] of uses) {
        // green-gate itself: the user points it at their own pin (see the README's install).
        if (ref.startsWith('./') || ref === 'your-org/green-gate@v1') continue
        expect(`${ref}${rest}`).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/)
      }
    }
  )

  it.each([...all, ...repositoryWorkflows()])('$label keeps the security rules', ({ text }) => {
    expect(workflowProblems(text)).toEqual([])
  })

  it.each(['green-gate.yml', 'green-gate-push.yml'])(
    '%s refuses fork heads at the job level',
    (name) => {
      const template = all.find((t) => t.name === name)
      const workflow = parse(template?.text ?? '') as { jobs: Record<string, { if?: string }> }
      for (const job of Object.values(workflow.jobs)) {
        expect(job.if).toContain(
          'github.event.workflow_run.head_repository.full_name == github.repository'
        )
      }
    }
  )
})

describe('workflowProblems', () => {
  const safe = `
on: workflow_run
permissions: {}
jobs:
  gate:
    runs-on: ubuntu-latest
    permissions:
      contents: read
    steps:
      - env:
          BRANCH: \${{ github.event.workflow_run.head_branch }}
        run: echo "$BRANCH"
`

  it('accepts event fields passed through env', () => {
    expect(workflowProblems(safe)).toEqual([])
  })

  it('flags an event field interpolated into run', () => {
    const unsafe = safe.replace(
      'run: echo "$BRANCH"',
      'run: echo "${{ github.event.workflow_run.head_branch }}"'
    )
    expect(workflowProblems(unsafe)).toEqual([
      'job gate, step #1: run: interpolates ${{ github.event.workflow_run.head_branch }}'
    ])
  })

  it('flags step outputs and secrets in run too', () => {
    const unsafe = safe.replace(
      'run: echo "$BRANCH"',
      'run: |\n          cat "${{ steps.gate.outputs.fix-prompt-file }}"\n          echo ${{secrets.X}}'
    )
    expect(workflowProblems(unsafe)).toEqual([
      'job gate, step #1: run: interpolates ${{ steps.gate.outputs.fix-prompt-file }}',
      'job gate, step #1: run: interpolates ${{secrets.X}}'
    ])
  })

  it('flags missing permissions, write-all and pull_request_target', () => {
    const loose = `
on: [push, pull_request_target]
jobs:
  a:
    runs-on: ubuntu-latest
    steps: [{ run: 'true' }]
  b:
    runs-on: ubuntu-latest
    permissions: write-all
    steps: [{ run: 'true' }]
`
    expect(workflowProblems(loose)).toEqual([
      'uses the pull_request_target trigger',
      'job a: no permissions block at the top or on the job',
      'job b: permissions are write-all'
    ])
    expect(workflowProblems('on: push\npermissions: write-all\njobs: {a: {steps: []}}')).toEqual([
      'top-level permissions are write-all'
    ])
  })
})
