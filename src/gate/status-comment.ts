// The program's status comment, edited in place. Its id is kept in the ledger, so it is found
// without listing the issue's comments however many there are. The first notable decision posts
// it just before the decision is committed, so its id goes into that same commit; a comment that
// is gone (deleted) is posted again and its new id written to the ledger.
import type { GitHubClient } from '../github/client.js'
import { deleteComment, postComment, updateComment } from '../github/issue.js'
import type { Ledger } from '../ledger/ledger.js'
import type { Repository } from '../runner/env.js'
import { amendLedger, type Committed, type ProgramFiles } from './commit-decision.js'

/** A status comment this run posted before committing, and what it said. */
export interface PostedStatus {
  issue: number
  id: number
  body: string
}

/**
 * The ledger pointing at the status comment on `issue`: as it is when it already does, else at
 * one posted now (or earlier in this run, when a lost race made the gate decide again).
 */
export async function reserveStatusComment(
  gh: GitHubClient,
  repo: Repository,
  ledger: Ledger,
  status: { issue: number; body: string },
  posted: PostedStatus | null
): Promise<{ ledger: Ledger; posted: PostedStatus | null }> {
  const { issue, body } = status
  if (ledger.statusComment?.issue === issue) return { ledger, posted }
  const mine =
    posted?.issue === issue ? posted : { issue, id: await postComment(gh, repo, issue, body), body }
  return { ledger: { ...ledger, statusComment: { issue, id: mine.id } }, posted: mine }
}

/**
 * After the commit: a status comment posted before a commit that lost its race to another run's
 * (which recorded its own) is taken back, so the issue keeps one.
 */
export async function withdrawUnrecorded(
  gh: GitHubClient,
  repo: Repository,
  committed: Committed,
  posted: PostedStatus | null
): Promise<void> {
  if (posted === null || committed.ledger.statusComment?.id === posted.id) return
  await deleteComment(gh, repo, posted.id)
}

/** After the commit: the status comment on `issue` says `body`. */
export async function showStatus(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles,
  committed: Committed,
  status: { issue: number; body: string },
  posted: PostedStatus | null
): Promise<void> {
  const { issue, body } = status
  const known = committed.ledger.statusComment
  if (known?.issue === issue) {
    // Posted with these very words just before the commit: nothing left to say.
    if (posted?.id === known.id && posted.body === body) return
    if (await updateComment(gh, repo, known.id, body)) return
  }
  const id = await postComment(gh, repo, issue, body)
  await amendLedger(
    gh,
    repo,
    files,
    committed,
    (ledger) => ({ ...ledger, statusComment: { issue, id } }),
    `green-gate: ${files.program} status comment #${issue}`
  )
}
