// The program's status comment, edited in place. Its node id is kept in the ledger, so it is
// found without listing the issue's comments however many there are. The first notable decision
// posts it just before the decision is committed, so its id goes into that same commit; a comment
// that is gone (deleted) is posted again and its new id written to the ledger.
import type { GitHubClient } from '../../adapters/github/client.js'
import { postComment } from '../../adapters/github/issue.js'
import {
  editStatus,
  isOwnComment,
  withdrawComment,
  type LabelIds
} from '../../adapters/github/status-writes.js'
import type { Ledger } from '../../rules/ledger/ledger.js'
import type { Repository } from '../../adapters/runner/env.js'
import { amendLedger, type Committed, type ProgramFiles } from './commit-decision.js'

/** A status comment this run posted before committing, and what it said. */
export interface PostedStatus {
  issue: number
  id: string
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
  committed: Committed,
  posted: PostedStatus | null
): Promise<void> {
  if (posted === null || committed.ledger.statusComment?.id === posted.id) return
  await withdrawComment(gh, posted.id)
}

/**
 * After the commit: the status comment on `issue` says `body`, and `label` (a pause's) is added
 * in the same request when the comment is edited. Returns whether the label was added.
 */
export async function showStatus(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles,
  committed: Committed,
  status: { issue: number; body: string; label: LabelIds | null },
  posted: PostedStatus | null
): Promise<boolean> {
  const { issue, body, label } = status
  const known = committed.ledger.statusComment
  // A sealed ledger recorded only comments the gate posted; any other record is checked first,
  // so the gate never edits a comment someone pointed it at.
  const editable =
    known?.issue === issue &&
    (committed.read.sealed || posted?.id === known.id || (await isOwnComment(gh, known.id, issue)))
  if (known !== undefined && editable) {
    // Posted with these very words just before the commit: nothing left to say.
    if (posted?.id === known.id && posted.body === body) return false
    const edit = await editStatus(gh, known.id, body, label)
    // Gone (deleted): posted again; the label, when it was added, stands.
    if (!edit.edited) await repost(gh, repo, files, committed, issue, body)
    return edit.labelled === true
  }
  await repost(gh, repo, files, committed, issue, body)
  return false
}

async function repost(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles,
  committed: Committed,
  issue: number,
  body: string
): Promise<void> {
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
