// What init reads from a repository's workflows: autoloop, and the CI the gate waits for.
import { describe, expect, it } from '@jest/globals'
import { readRepository } from '../../../src/rules/init/repository.js'

const ci = (name: string | null, on = '[push, pull_request]'): string =>
  `${name === null ? '' : `name: ${name}\n`}on: ${on}\njobs: {}\n`

describe('readRepository', () => {
  it('lists the workflows that run on a push or a pull request, by name, in file order', () => {
    const facts = readRepository(
      [
        { name: 'test.yml', text: ci('Tests') },
        { name: 'build.yaml', text: ci('Build', '{ push: { branches: [main] } }') },
        { name: 'nightly.yml', text: ci('Nightly', '{ schedule: [{ cron: "0 0 * * *" }] }') },
        { name: 'lint.yml', text: ci(null, 'pull_request') },
        { name: 'green-gate.yml', text: ci('green-gate') },
        { name: 'sync-branches.lock.yml', text: ci('Sync branches') },
        { name: 'broken.yml', text: ': : [' },
        { name: 'notes.md', text: ci('Notes') }
      ],
      { programs: false, memoryBranch: false }
    )
    expect(facts).toEqual({
      autoloop: null,
      ci: ['Build', 'Tests'],
      unnamed: ['.github/workflows/lint.yml']
    })
  })

  it.each([
    [
      'its prompt and compiled workflow',
      ['autoloop.md', 'autoloop.lock.yml'],
      false,
      { workflowName: 'Loops', prompt: '.github/workflows/autoloop.md' }
    ],
    [
      'its compiled workflow alone',
      ['autoloop.lock.yml'],
      false,
      { workflowName: 'Loops', prompt: null }
    ],
    [
      'its prompt alone',
      ['autoloop.md'],
      false,
      { workflowName: 'Autoloop', prompt: '.github/workflows/autoloop.md' }
    ],
    ['its programs folder', [], 'programs', { workflowName: 'Autoloop', prompt: null }],
    ['its memory branch', [], 'memoryBranch', { workflowName: 'Autoloop', prompt: null }]
  ])('finds autoloop by %s', (_, names, sign, autoloop) => {
    const files = names.map((name) => ({
      name,
      text: name.endsWith('.yml') ? 'name: Loops\non: schedule\n' : '---\n---\n# Autoloop\n'
    }))
    const signs = { programs: sign === 'programs', memoryBranch: sign === 'memoryBranch' }
    expect(readRepository(files, signs).autoloop).toEqual(autoloop)
  })
})
