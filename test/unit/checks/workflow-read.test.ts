// A workflow read with GitHub's parser: its name, steps' scripts and actions, and the workflows
// whose completion starts it; a file the parser refuses is said so in one line.
import { describe, expect, it } from '@jest/globals'
import { readWorkflow } from '../../../src/rules/checks/workflow-read.js'

describe('readWorkflow', () => {
  it('reads the runs, the uses and the name', () => {
    const text = [
      'name: CI',
      'on: [push]',
      'jobs:',
      '  test:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: ./tools/ci-action',
      '      - run: npm test ${{ matrix.shard }}',
      '  shared:',
      '    uses: ./.github/workflows/shared.yml'
    ].join('\n')
    expect(readWorkflow('ci.yml', text)).toEqual({
      kind: 'read',
      workflow: {
        name: 'CI',
        runs: ['npm test ${{ matrix.shard }}'],
        uses: ['./tools/ci-action', './.github/workflows/shared.yml'],
        after: []
      }
    })
  })

  it.each([
    ['a list', 'workflows: [CI, Lint]', ['CI', 'Lint']],
    ['one name', 'workflows: CI', ['CI']],
    ['none', 'types: [completed]', []]
  ])('reads on.workflow_run.workflows: %s', (_, line, after) => {
    const text = `name: gate\non:\n  workflow_run:\n    ${line}\njobs:\n  g:\n    runs-on: x\n    steps:\n      - run: echo\n`
    const read = readWorkflow('gate.yml', text)
    expect(read.kind === 'read' ? read.workflow.after : read.why).toEqual(after)
  })

  it('says in one line why a file is no workflow', () => {
    const read = readWorkflow('bad.yml', 'on: [push]\njobs:\n  t: [')
    expect(read.kind).toBe('unreadable')
    expect(read.kind === 'unreadable' ? read.why : '').toMatch(/^bad\.yml: [^\n]+$/)
  })
})
