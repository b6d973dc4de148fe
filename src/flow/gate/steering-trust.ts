// Whether a lifted `Paused` counts: GitHub is asked which commit lifted it and whether its author
// is a person with write access to the repository. Asked once a run, only when the file shows a
// lift the gate did not write.
import type { GitHubClient } from '../../adapters/github/client.js'
import type { StateFileLocation } from '../../adapters/github/state-file.js'
import { hasWriteAccess, stateHistory } from '../../adapters/github/state-history.js'
import type { Repository } from '../../adapters/runner/env.js'
import { GateError } from '../../rules/errors.js'
import type { DispatchEvent } from '../../rules/event.js'
import { authorOf, liftedBy, type UnpauseTrust } from '../../rules/gate/steering.js'
import { parseStateFile } from '../../rules/state/index.js'

export async function trustUnpause(
  gh: GitHubClient,
  repo: Repository,
  at: StateFileLocation
): Promise<UnpauseTrust> {
  const versions = (await stateHistory(gh, repo, at)).map((v) => ({
    ...v,
    paused: pausedIn(v.text)
  }))
  const lift = liftedBy(versions)
  if (lift === null || lift.login === null) return { trusted: false, by: authorOf(lift) }
  return (await hasWriteAccess(gh, repo, lift.login))
    ? { trusted: true }
    : { trusted: false, by: lift.login }
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
