// The fixer's cache rules over a real on-disk cache client: keys, restore keys, when it saves,
// and that a cache it cannot reach never stops the fix.
import { afterEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  CACHE_KEY_PREFIX,
  restoreFixCache,
  saveFixCache,
  type CacheClient
} from '../../../src/adapters/system/dependency-cache.js'

const dirs: string[] = []
const temp = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'green-gate-cache-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Entries are folders named by key, newest last in `saved`; paths are copied in and out. */
function diskCache(root: string): CacheClient & { saved: string[] } {
  const saved: string[] = []
  return {
    saved,
    async restore(paths, key, restoreKeys, workspace) {
      const found = [key, ...restoreKeys]
        .map((k) =>
          existsSync(join(root, k)) ? k : [...saved].reverse().find((s) => s.startsWith(k))
        )
        .find((k) => k !== undefined)
      if (found === undefined) return undefined
      for (const p of paths) cpSync(join(root, found, p), join(workspace, p), { recursive: true })
      return found
    },
    async save(paths, key, workspace) {
      for (const p of paths) cpSync(join(workspace, p), join(root, key, p), { recursive: true })
      saved.push(key)
      return true
    },
    async hashFiles(patterns, workspace) {
      const files = patterns.filter((p) => existsSync(join(workspace, p)))
      if (files.length === 0) return ''
      const hash = createHash('sha256')
      for (const f of files) hash.update(readFileSync(join(workspace, f)))
      return hash.digest('hex')
    }
  }
}

function checkout(lock: string | null): string {
  const dir = temp()
  if (lock !== null) writeFileSync(join(dir, 'package-lock.json'), lock)
  return dir
}

function must<T>(value: T | null): T {
  if (value === null) throw new Error('the cache was not restored')
  return value
}

const SETTINGS = { paths: ['node_modules'], keyFiles: ['package-lock.json'] }

describe('the fixer cache', () => {
  it('misses, saves after the fix, and restores the same key exactly next time', async () => {
    const cache = diskCache(temp())
    const first = checkout('{"v":1}')
    const restored = await restoreFixCache(cache, SETTINGS, first, 'Linux')
    expect(restored?.hit).toBe(false)
    expect(restored?.key).toMatch(new RegExp(`^${CACHE_KEY_PREFIX}Linux-[0-9a-f]{64}$`))
    mkdirSync(join(first, 'node_modules'))
    writeFileSync(join(first, 'node_modules/lib.js'), 'installed')
    await saveFixCache(cache, SETTINGS, first, must(restored))

    const second = checkout('{"v":1}')
    const again = await restoreFixCache(cache, SETTINGS, second, 'Linux')
    expect(again).toEqual({ key: restored?.key, hit: true })
    expect(readFileSync(join(second, 'node_modules/lib.js'), 'utf8')).toBe('installed')
    // An exact hit is not saved again.
    await saveFixCache(cache, SETTINGS, second, must(again))
    expect(cache.saved).toHaveLength(1)
  })

  it('restores by the prefix when the key files changed, and saves under the new key', async () => {
    const cache = diskCache(temp())
    const old = checkout('{"v":1}')
    const before = await restoreFixCache(cache, SETTINGS, old, 'Linux')
    mkdirSync(join(old, 'node_modules'))
    await saveFixCache(cache, SETTINGS, old, must(before))
    const updated = checkout('{"v":2}')
    const after = await restoreFixCache(cache, SETTINGS, updated, 'Linux')
    expect(after?.hit).toBe(false)
    expect(after?.key).not.toBe(before?.key)
    expect(existsSync(join(updated, 'node_modules'))).toBe(true)
    await saveFixCache(cache, SETTINGS, updated, must(after))
    expect(cache.saved).toEqual([before?.key, after?.key])
  })

  it('keys a checkout without the key files apart from one with them', async () => {
    const restored = await restoreFixCache(diskCache(temp()), SETTINGS, checkout(null), 'Linux')
    expect(restored?.key).toBe(`${CACHE_KEY_PREFIX}Linux-no-key-files`)
  })

  it('goes on without a cache it cannot reach', async () => {
    const broken: CacheClient = {
      restore: () => Promise.reject(new Error('cache service unavailable')),
      save: () => Promise.reject(new Error('cache service unavailable')),
      hashFiles: () => Promise.resolve('')
    }
    const workspace = checkout('{}')
    expect(await restoreFixCache(broken, SETTINGS, workspace, 'Linux')).toBeNull()
    await expect(
      saveFixCache(broken, SETTINGS, workspace, { key: 'k', hit: false })
    ).resolves.toBeUndefined()
    expect(readdirSync(workspace)).toEqual(['package-lock.json'])
  })
})
