// Bundled code that only some steps use sits in a chunk of its own, loaded by the step that needs
// it: the cache client (the fixer job's cache step), the artifact client (the anchor save of a
// decision with audit-key) and the log scanner (the analysis of a red to fix: its search tables
// and WebAssembly are built as it loads). The action's entry file holds none of them, so the
// gate's cold start does not grow with them, and a decision on green, pending or the ledger alone
// never compiles the scanner.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'

const DIST = join(ROOT, 'dist')
const read = (file: string): string => readFileSync(join(DIST, file), 'utf8')

/** The chunks (not the entry file) whose text holds this marker. */
const chunksHolding = (marker: string): string[] =>
  readdirSync(DIST)
    .filter((f) => /^\d+\.index\.js$/.test(f))
    .filter((f) => read(f).includes(marker))

/** Strings only each of them holds: the clients' service calls, the scanner's key search. */
const LAZY = {
  cache: '_apis/artifactcache/',
  artifact: 'github.actions.results.api.v1.ArtifactService',
  'log scanner': 'key scan: cannot search for'
}
/** Text only the gate's flow holds. */
const GATE = 'function prepareGate('

describe('dist/', () => {
  it.each(Object.entries(LAZY))(
    'keeps the %s out of the entry file, in a chunk of its own',
    (_, marker) => {
      expect(read('index.js')).not.toContain(marker)
      expect(chunksHolding(marker)).toHaveLength(1)
    }
  )

  it('keeps the log scanner apart from the gate chunk', () => {
    const gate = chunksHolding(GATE)
    expect(gate).toHaveLength(1)
    expect(chunksHolding(LAZY['log scanner'])).not.toEqual(gate)
  })
})
