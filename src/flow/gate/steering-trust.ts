// Whether a lifted `Paused` counts: GitHub is asked for the state file's versions and the ledger
// each held (to find the gate's latest pause and the lift after it), and whether the lift's author
// is a person with write access to the repository. Asked once a run, only when the file shows a
// lift the gate did not write.
import type { GitHubClient } from '../../adapters/github/client.js'
import type { StateFileLocation } from '../../adapters/github/state-file.js'
import {
  hasWriteAccess,
  ledgerAt,
  stateHistory,
  type FileVersion
} from '../../adapters/github/state-history.js'
import type { Repository } from '../../adapters/runner/env.js'
import { GateError } from '../../rules/errors.js'
import type { DispatchEvent } from '../../rules/event.js'
import { hashOf } from '../../rules/ledger/chain.js'
import { parseLedger } from '../../rules/ledger/codec.js'
import { lastEntry, type Ledger } from '../../rules/ledger/ledger.js'
import { judgeUnpause, toAsk, type UnpauseTrust } from '../../rules/gate/steering.js'
import { parseStateFile } from '../../rules/state/index.js'

/** The ledger the gate read: where it is, its blob id, and what it holds. */
export interface ReadLedger {
  at: StateFileLocation
  sha: string | null
  ledger: Ledger | null
}

export async function trustUnpause(
  gh: GitHubClient,
  repo: Repository,
  at: StateFileLocation,
  read: ReadLedger
): Promise<UnpauseTrust> {
  const history = (await stateHistory(gh, repo, at, read.at.path)).map((v) => ({
    ...v,
    paused: pausedIn(v.text)
  }))
  const versions = await markGateLedger(gh, repo, read, history)
  const asked = toAsk(versions)
  const write = asked !== null && (await hasWriteAccess(gh, repo, asked))
  return judgeUnpause(versions.map((v) => ({ ...v, write: write && v.login === asked })))
}

/**
 * Which versions hold the ledger the gate read, as far as the rule needs: newest first until one
 * shows `Paused` set. A version with another blob whose newest entry is the same (the ledger was
 * repaired by hand since) holds it too; its ledger is read, once per blob.
 */
async function markGateLedger<V extends FileVersion & { paused: boolean | null }>(
  gh: GitHubClient,
  repo: Repository,
  read: ReadLedger,
  versions: readonly V[]
): Promise<Array<V & { gateLedger: boolean }>> {
  const own = read.ledger
  const newest = own === null ? undefined : lastEntry(own)
  const endsInNewest = async (v: V): Promise<boolean> => {
    if (v.ledger === null || own === null || newest === undefined) return false
    const parsed = parseLedger((await ledgerAt(gh, repo, v.commit, read.at)) ?? '')
    if (!parsed.ok) return false
    const last = lastEntry(parsed.ledger)
    return last?.seq === newest.seq && hashOf(parsed.ledger, last) === hashOf(own, newest)
  }
  const known = new Map<string | null, boolean>([[read.sha, read.sha !== null]])
  const marked: Array<V & { gateLedger: boolean }> = []
  let found = false
  for (const v of versions) {
    let gateLedger = known.get(v.ledger) ?? false
    if (!found && v.paused === true && !known.has(v.ledger)) {
      gateLedger = await endsInNewest(v)
      known.set(v.ledger, gateLedger)
    }
    found ||= gateLedger && v.paused === true
    marked.push({ ...v, gateLedger })
  }
  return marked
}

function pausedIn(text: string | null): boolean | null {
  if (text === null) return null
  const parsed = parseStateFile(text)
  return parsed.ok ? parsed.doc.state.paused : null
}

/**
 * A retry counts only when a person with write access dispatched it: a dispatch by a bot's token
 * (an agent's workflow, say) or by anyone else is refused before anything is read.
 */
export async function requireMaintainer(
  gh: GitHubClient,
  repo: Repository,
  event: DispatchEvent
): Promise<void> {
  const { sender } = event
  const refuse = (who: string): never => {
    throw new GateError(
      `workflow_dispatch refused: ${who} is not a person with write access to ${repo.owner}/${repo.repo}; only a maintainer may retry or reset a program`
    )
  }
  if (sender === null) refuse('the payload names no sender, so the dispatcher')
  else if (sender.bot) refuse(`${sender.login} (a bot)`)
  else if (!(await hasWriteAccess(gh, repo, sender.login))) refuse(sender.login)
}

/**
 * Whether each author is a person with write access: the permission API, asked once per login,
 * unless the association is proof already (`proven`). Any other association proves nothing
 * either way (a private organization member shows as CONTRIBUTOR or NONE).
 */
export function maintainerCheck(
  gh: GitHubClient,
  repo: Repository,
  proven: (association: string) => boolean
): (author: { login: string; association: string }) => Promise<boolean> {
  const asked = new Map<string, Promise<boolean>>()
  return async ({ login, association }) => {
    if (proven(association)) return true
    const key = login.toLowerCase()
    const answer = asked.get(key) ?? hasWriteAccess(gh, repo, login)
    asked.set(key, answer)
    return answer
  }
}
