// The ledger's anchors kept after a commit: with an audit key, the newest entry just committed
// is anchored, and an anchor that nears its expiry is saved again, so deleting the ledger's tail
// shows as tampering.
import { lookupAnchor, saveAnchor } from '../../adapters/github/ledger-anchor.js'
import type { GitHubClient } from '../../adapters/github/client.js'
import type { Repository } from '../../adapters/runner/env.js'
import { GateError, errorLine } from '../../rules/errors.js'
import { epochOf, type AnchorLookup } from '../../rules/ledger/anchor.js'
import { lastEntry, type Ledger } from '../../rules/ledger/ledger.js'
import type { ProgramFiles } from './read-programs.js'
import type { ProgramSnapshot } from './program-snapshot.js'

/** A program's ledger as a round left it, and what its anchors need. */
export interface ToAnchor {
  files: ProgramFiles
  ledger: Ledger
  found: AnchorLookup | undefined
  /** This round committed a new entry of the ledger (or found the one it lost had landed). */
  appended: boolean
}

/** Saved again this long before the storage would expire it, by a decision that finds it newest. */
const RENEW_BEFORE_MS = 14 * 24 * 3600 * 1000

/** The program's anchor as stored; unchecked without an audit key. */
export async function anchorOf(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles,
  snapshot: ProgramSnapshot
): Promise<AnchorLookup> {
  const { program, auditKey } = files
  if (auditKey === null) return { kind: 'unchecked' }
  const repository = `${repo.owner}/${repo.repo}`
  return lookupAnchor(
    gh,
    repo,
    { program, repository, key: auditKey },
    snapshot.ledger,
    snapshot.defaultBranch
  )
}

/**
 * Every program's anchors kept. Every program is tried; any save that failed stops the run
 * afterwards (a GateError naming them), before it acts on its decisions.
 */
export async function keepAnchors(repo: Repository, programs: readonly ToAnchor[]): Promise<void> {
  const failed: string[] = []
  for (const program of programs) {
    await keepAnchored(program, `${repo.owner}/${repo.repo}`).catch((error: unknown) =>
      failed.push(errorLine(error))
    )
  }
  if (failed.length > 0) throw new GateError(failed.join('; '))
}

async function keepAnchored({ files, ledger, found, appended }: ToAnchor, repository: string) {
  const last = lastEntry(ledger)
  if (files.auditKey === null || last === undefined) return
  const anchor = { epoch: epochOf(ledger), seq: last.seq }
  const kept = found?.kind === 'found' ? found : null
  const same = kept?.anchor.epoch === anchor.epoch && kept.anchor.seq === anchor.seq
  const renew = same && nearExpiry(kept.expiresAt)
  if (appended || renew)
    await saveAnchor({ program: files.program, repository, key: files.auditKey }, anchor)
}

function nearExpiry(expiresAt: string | null): boolean {
  return expiresAt !== null && Date.parse(expiresAt) - Date.now() < RENEW_BEFORE_MS
}
