// Which workflows are CI before any is remembered: the gate workflow's `on.workflow_run.workflows`
// on the default branch; the gate workflow is the running one only when a CI run woke it.
import { describe, expect, it } from '@jest/globals'
import {
  GATE_WORKFLOW,
  gateWorkflowPath,
  listedCi
} from '../../../src/rules/checks/gate-workflow.js'

const gate = (on: string) =>
  `name: gate\non:\n${on}\njobs:\n  g:\n    runs-on: x\n    steps:\n      - run: echo\n`

describe('gateWorkflowPath', () => {
  it.each([
    ['a CI run woke it', '.github/workflows/gate.yml', true, '.github/workflows/gate.yml'],
    [
      'a retry runs its own workflow',
      '.github/workflows/green-gate-retry.yml',
      false,
      GATE_WORKFLOW
    ],
    ['the runner named none', null, true, GATE_WORKFLOW]
  ])('%s', (_, running, woken, path) => {
    expect(gateWorkflowPath(running, woken)).toBe(path)
  })
})

describe('listedCi', () => {
  it.each([
    [
      'the list',
      gate('  workflow_run:\n    workflows: [CI, E2E]'),
      { kind: 'listed', names: ['CI', 'E2E'] }
    ],
    ['absent', null, { kind: 'unknown', why: 'g.yml is not on the default branch' }],
    [
      'no list',
      gate('  push:'),
      { kind: 'unknown', why: 'g.yml lists no workflow in on.workflow_run.workflows' }
    ]
  ])('%s', (_, text, listed) => {
    expect(listedCi('g.yml', text)).toEqual(listed)
  })

  it('says why a file the parser refuses names none', () => {
    const listed = listedCi('g.yml', 'on: [')
    expect(listed.kind).toBe('unknown')
    expect(listed.kind === 'unknown' ? listed.why : '').toMatch(/^g\.yml: /)
  })
})
