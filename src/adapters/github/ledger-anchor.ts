// The ledger's anchors as artifacts of the gate's workflow runs. Each anchor is uploaded, through
// GitHub's own artifact client, as one small file under a name that is the same for all of the
// program's anchors; it is found by listing the repository's artifacts of that name (newest
// first), whose listing gives each one's digest, the run's branch and its expiry. No download:
// the digest tells which record an artifact holds (rules/ledger/anchor.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GateError, errorLine } from '../../rules/errors.js'
import {
  anchorDigest,
  anchorName,
  anchorRecord,
  epochOf,
  highestAnchor,
  type Anchor,
  type AnchorLookup
} from '../../rules/ledger/anchor.js'
import { lastEntry, type Ledger } from '../../rules/ledger/ledger.js'
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { api } from './errors.js'

/** Pages of a hundred artifacts read before the lookup gives up: more is someone crowding it. */
const MAX_PAGES = 5

/** Whose anchors: the program, its repository (`owner/name`) and the audit key. */
export interface AnchorOwner {
  program: string
  repository: string
  key: string
}

/**
 * The highest anchor of the program among artifacts uploaded by runs on the default branch. Pages
 * are read newest first until one holds an anchor at or past the ledger's newest entry (the
 * gate's anchors climb, so that is the first page in the usual case), or none are left.
 */
export async function lookupAnchor(
  gh: GitHubClient,
  repo: Repository,
  owner: AnchorOwner,
  ledger: Ledger | null,
  defaultBranch: string
): Promise<AnchorLookup> {
  const name = anchorName(owner.repository, owner.program)
  const seen: Artifact[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data } = await api(
      'looking up the ledger anchor (audit-key is set: grant the job actions: read)',
      () => gh.rest.actions.listArtifactsForRepo({ ...repo, name, per_page: 100, page })
    )
    // A run on any other branch may have run agent code: it never counts, copy or not.
    seen.push(...data.artifacts.filter((a) => a.workflow_run?.head_branch === defaultBranch))
    const found = bestOf(seen, ledger, owner)
    const done = data.artifacts.length < 100 || page * 100 >= data.total_count
    if (done || (found !== null && reaches(found.anchor, ledger))) return found ?? { kind: 'none' }
    if (page === MAX_PAGES) return { kind: 'crowded', seen: data.total_count }
  }
  return { kind: 'none' }
}

interface Artifact {
  digest?: string | null
  expires_at: string | null
}

function bestOf(
  artifacts: readonly Artifact[],
  ledger: Ledger | null,
  owner: AnchorOwner
): Extract<AnchorLookup, { kind: 'found' }> | null {
  const digests = new Set(artifacts.flatMap((a) => (a.digest ? [a.digest] : [])))
  const anchor = highestAnchor(digests, ledger, owner, owner.key)
  if (anchor === null) return null
  const digest = anchorDigest(anchorRecord(owner, anchor, owner.key))
  const expiresAt = artifacts.find((a) => a.digest === digest)?.expires_at ?? null
  return { kind: 'found', anchor, expiresAt }
}

/** The anchor is at or past the ledger's newest entry: nothing further back can matter. */
function reaches(anchor: Anchor, ledger: Ledger | null): boolean {
  if (ledger === null) return true
  const last = lastEntry(ledger)?.seq ?? 0
  return anchor.epoch > epochOf(ledger) || anchor.seq >= last
}

/**
 * Anchors the program's newest decision: an artifact of this run holding the anchor's record.
 * A save the storage declines, or that fails, is a GateError: the decision is committed but not
 * anchored, and the next run finds the ledger ahead of every anchor and pauses the program.
 */
export async function saveAnchor(owner: AnchorOwner, anchor: Anchor): Promise<void> {
  const name = anchorName(owner.repository, owner.program)
  const dir = await mkdtemp(join(tmpdir(), 'green-gate-anchor-'))
  try {
    const file = join(dir, name)
    await writeFile(file, anchorRecord(owner, anchor, owner.key), 'utf8')
    await uploadOnce(name, file, dir)
  } catch (error) {
    throw new GateError(
      `${owner.program}: the ledger anchor for entry ${anchor.seq} was not saved (${errorLine(error)}); the next run pauses the program until a maintainer re-seals it with /green-gate reset`
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * The file as the run's one artifact of that name. A run's names are unique, and a re-run of
 * the run (its next attempt) finds the anchor its earlier attempt saved: that one is replaced,
 * as the anchor the attempt is about to save is the same or higher.
 */
async function uploadOnce(name: string, file: string, dir: string): Promise<void> {
  const { DefaultArtifactClient } = await import('@actions/artifact')
  const client = new DefaultArtifactClient()
  // The file as it is, not zipped: its digest is then the record's, which the lookup reads.
  const upload = () => client.uploadArtifact(name, [file], dir, { skipArchive: true })
  try {
    await upload()
  } catch (error) {
    if (!/already exists/i.test(errorLine(error))) throw error
    await client.deleteArtifact(name)
    await upload()
  }
}
