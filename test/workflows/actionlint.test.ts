// Every template, and each of the repository's own workflows, passes actionlint: syntax, expression types, known action inputs, permission
// scopes, cron syntax. A maintainer copies these files as they are.
import { describe, expect, it } from '@jest/globals'
import { lintFindings, runLint } from './lint.js'
import { repositoryWorkflows, templates } from './support.js'

describe('actionlint', () => {
  it('reports a broken workflow, so an empty report means something', async () => {
    const findings = await runLint('on: push\njobs:\n  a:\n    steps: []\n', 'broken.yml')
    expect(findings.length).toBeGreaterThan(0)
  })

  it.each([...templates(), ...repositoryWorkflows()])('$label has no findings', async (file) => {
    expect(await lintFindings(file.text, file.label)).toEqual([])
  })
})
