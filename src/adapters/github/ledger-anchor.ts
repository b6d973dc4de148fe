// The ledger's anchor in GitHub's Actions cache. Its entries are immutable and scoped to the ref
// of the workflow run that made them; the anchors that count are those on the default branch,
// where only workflow runs of the default branch's own workflows (the gate's) can write. Looked
// up over the REST API (one request); written, and restored to keep it in use, through GitHub's
// own cache client.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as core from '@actions/core'
import { errorLine } from '../../rules/errors.js'
import {
  anchorKey,
  anchorKeyPrefix,
  highestAnchor,
  type Anchor,
  type AnchorLookup
} from '../../rules/ledger/anchor.js'
import type { Repository } from '../runner/env.js'
import type { CacheClient } from '../system/dependency-cache.js'
import type { GitHubClient } from './client.js'
import { api } from './errors.js'

/** The one-line file an anchor entry holds: its key is what counts. */
const ANCHOR_FILE = 'anchor.txt'

/** The highest anchor of the program made on the default branch, or none. */
export async function lookupAnchor(
  gh: GitHubClient,
  repo: Repository,
  program: string,
  defaultBranch: string
): Promise<AnchorLookup> {
  const ref = `refs/heads/${defaultBranch}`
  const { data } = await api(
    'looking up the ledger anchor (audit-key is set: grant the job actions: read)',
    () =>
      gh.rest.actions.getActionsCacheList({
        ...repo,
        key: anchorKeyPrefix(program),
        ref,
        // The newest hundred: the gate's own anchors climb, so its highest is among them unless
        // a hundred newer entries were saved in the scope since (docs/security.md).
        sort: 'created_at',
        direction: 'desc',
        per_page: 100
      })
  )
  // The ref is checked here too: an entry of any other scope may have been written by agent code.
  const keys = data.actions_caches.filter((c) => c.ref === ref).map((c) => c.key ?? '')
  const anchor = highestAnchor(keys, program)
  return anchor === null ? { kind: 'none' } : { kind: 'found', anchor }
}

/**
 * Restores an anchor saved before, a few hundred bytes, so that GitHub counts it as used: its
 * cache evicts the least recently used entries first, and agent code fills it from its branch.
 * A failure is a warning, as for a save.
 */
export const touchAnchor = anchorJob('restored', async (cache, key, dir) =>
  (await cache.restore([ANCHOR_FILE], key, [], dir)) === undefined ? 'not found' : null
)

/**
 * Anchors the program's newest decision. The entry's content is not what counts, its key is:
 * a one-line file. A failure is a warning; the next run finds the anchor before this one and
 * the ledger moved on from it, which is allowed.
 */
export const saveAnchor = anchorJob('saved', async (cache, key, dir) => {
  await writeFile(join(dir, ANCHOR_FILE), `${key}\n`, 'utf8')
  return (await cache.save([ANCHOR_FILE], key, dir)) ? null : 'the cache declined it'
})

/**
 * The program's anchor `what` by `job` in a folder of its own, removed after. `job` says why it
 * failed, or null; a failure is a warning naming the anchor's key.
 */
function anchorJob(
  what: 'saved' | 'restored',
  job: (cache: CacheClient, key: string, dir: string) => Promise<string | null>
): (cache: CacheClient, program: string, anchor: Anchor) => Promise<void> {
  return async (cache, program, anchor) => {
    const key = anchorKey(program, anchor)
    const dir = await mkdtemp(join(tmpdir(), 'green-gate-anchor-'))
    try {
      const why = await job(cache, key, dir)
      if (why !== null) core.warning(`green-gate: the ledger anchor ${key} was not ${what}: ${why}`)
    } catch (error) {
      core.warning(`green-gate: the ledger anchor ${key} was not ${what}: ${errorLine(error)}`)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }
}
