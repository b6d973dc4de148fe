// The fixer's dependency cache: what `fix-cache-paths` names is restored into the fixer job
// before fix-command runs and saved after a fix that hands back commits, under a key hashed from
// `fix-cache-key-files` in the checkout. The cache client is injected; the real one is GitHub's
// cache service through `@actions/cache`, loaded only when a fix with a cache runs, so the gate's
// own runs never load it.
import * as core from '@actions/core'
import { errorLine } from '../../rules/errors.js'

/** Keeps the fixer's entries apart from the project's own CI caches. */
import type { CacheSettings } from '../../rules/vocabulary/settings.js'

export const CACHE_KEY_PREFIX = 'green-gate-fix-'

/**
 * A cache service. Relative paths and patterns are the checkout's (`workspace`): the paths as
 * given are part of an entry's identity, so the same input finds the same entry from any folder.
 */
export interface CacheClient {
  /** Restores the newest entry for `key`, else for a key starting with a restore key. */
  restore(
    paths: string[],
    key: string,
    restoreKeys: string[],
    workspace: string
  ): Promise<string | undefined>
  /** False when the entry was not saved (the client said why). */
  save(paths: string[], key: string, workspace: string): Promise<boolean>
  /** A hash of the files the patterns match in `workspace`; '' when none match. */
  hashFiles(patterns: string[], workspace: string): Promise<string>
}

/** GitHub's cache service, through the toolkit's own client, imported on first use. */
export function actionsCache(): CacheClient {
  return {
    async restore(paths, key, restoreKeys, workspace) {
      const cache = await import('@actions/cache')
      return inFolder(workspace, () => cache.restoreCache(paths, key, restoreKeys))
    },
    async save(paths, key, workspace) {
      const cache = await import('@actions/cache')
      // The toolkit warns and answers -1 itself when the service refuses the entry.
      return (await inFolder(workspace, () => cache.saveCache(paths, key))) !== -1
    },
    async hashFiles(patterns, workspace) {
      const glob = await import('@actions/glob')
      return inFolder(workspace, () => glob.hashFiles(patterns.join('\n'), workspace))
    }
  }
}

/**
 * The toolkit reads relative paths from the working folder, which a runner sets to the checkout;
 * the action makes sure of it for the call.
 */
async function inFolder<T>(dir: string, act: () => Promise<T>): Promise<T> {
  const before = process.cwd()
  process.chdir(dir)
  try {
    return await act()
  } finally {
    process.chdir(before)
  }
}

/** What restore found: the key to save under, and whether it was restored exactly. */
export interface Restored {
  key: string
  hit: boolean
}

/**
 * Restores before the fix command. A cache that cannot be reached costs the fixer only time, so
 * a failure is a warning and the fix goes on.
 */
export async function restoreFixCache(
  client: CacheClient,
  settings: CacheSettings,
  workspace: string,
  os: string
): Promise<Restored | null> {
  try {
    const hash = await client.hashFiles(settings.keyFiles, workspace)
    const prefix = `${CACHE_KEY_PREFIX}${os}-`
    const key = `${prefix}${hash === '' ? 'no-key-files' : hash}`
    const found = await client.restore(settings.paths, key, [prefix], workspace)
    core.info(
      found === undefined
        ? `green-gate: no fix cache for ${key}`
        : `green-gate: fix cache restored from ${found}`
    )
    return { key, hit: found === key }
  } catch (error) {
    core.warning(`green-gate: the fix cache was not restored: ${errorLine(error)}`)
    return null
  }
}

/** Saves after a fix that hands back commits, unless the entry was restored as it is. */
export async function saveFixCache(
  client: CacheClient,
  settings: CacheSettings,
  workspace: string,
  restored: Restored
): Promise<void> {
  if (restored.hit) return
  try {
    if (await client.save(settings.paths, restored.key, workspace))
      core.info(`green-gate: fix cache saved as ${restored.key}`)
  } catch (error) {
    core.warning(`green-gate: the fix cache was not saved: ${errorLine(error)}`)
  }
}
