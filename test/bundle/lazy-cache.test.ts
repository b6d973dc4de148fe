// The cache client is bundled, but only the fixer job's cache step loads it: the action's entry
// file holds none of it, so the gate's cold start does not grow with it.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'

/** A string the cache client's service calls are built from. */
const CACHE_CLIENT = '_apis/artifactcache/'

describe('dist/', () => {
  it('keeps the cache client out of the entry file, in a chunk of its own', () => {
    const dist = join(ROOT, 'dist')
    expect(readFileSync(join(dist, 'index.js'), 'utf8')).not.toContain(CACHE_CLIENT)
    const chunks = readdirSync(dist).filter((f) => /^\d+\.index\.js$/.test(f))
    const holding = chunks.filter((f) => readFileSync(join(dist, f), 'utf8').includes(CACHE_CLIENT))
    expect(holding).toHaveLength(1)
  })
})
