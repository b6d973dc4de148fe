// The cache and artifact clients are bundled, but only the steps that use them load them (the
// fixer job's cache step; the anchor save of a decision with audit-key): the action's entry file
// holds neither, so the gate's cold start does not grow with them.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'

/** Strings the clients' service calls are built from. */
const CLIENTS = {
  cache: '_apis/artifactcache/',
  artifact: 'github.actions.results.api.v1.ArtifactService'
}

describe('dist/', () => {
  it.each(Object.entries(CLIENTS))(
    'keeps the %s client out of the entry file, in a chunk of its own',
    (_, marker) => {
      const dist = join(ROOT, 'dist')
      expect(readFileSync(join(dist, 'index.js'), 'utf8')).not.toContain(marker)
      const chunks = readdirSync(dist).filter((f) => /^\d+\.index\.js$/.test(f))
      const holding = chunks.filter((f) => readFileSync(join(dist, f), 'utf8').includes(marker))
      expect(holding).toHaveLength(1)
    }
  )
})
