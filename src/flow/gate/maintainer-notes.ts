// The maintainers' notes a fix prompt carries: one read of the program issue's last comments,
// then the permission of each author (OWNER's association is proof; no other is, either way).
import type { GitHubClient } from '../../adapters/github/client.js'
import { lastIssueComments } from '../../adapters/github/issue-comments.js'
import type { Repository } from '../../adapters/runner/env.js'
import { provenByAssociation } from '../../rules/steer/maintainer.js'
import {
  boundNotes,
  noteCandidates,
  NOTE_LIMITS,
  type MaintainerNote
} from '../../rules/steer/notes.js'
import { maintainerCheck } from './steering-trust.js'

/** `since`: when the gate last decided on the program; null: the last comments, however old. */
export async function maintainerNotes(
  gh: GitHubClient,
  repo: Repository,
  issue: number,
  since: string | null
): Promise<MaintainerNote[]> {
  const comments = await lastIssueComments(gh, repo, issue, NOTE_LIMITS.count)
  const candidates = noteCandidates(comments, since)
  const isMaintainer = maintainerCheck(gh, repo, provenByAssociation)
  const trusted = await Promise.all(
    candidates.map((c) => isMaintainer({ login: c.author.login, association: c.association }))
  )
  return boundNotes(candidates.filter((_, i) => trusted[i] === true))
}
