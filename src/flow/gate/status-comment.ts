// The program's status comment, edited in place, and the decision's one new comment beside it.
// The status comment's node id is kept in the ledger, so it is found without listing the issue's
// comments however many there are. The first announced decision posts it just before the
// decision is committed, so its id goes into that same commit; a comment that is gone (deleted)
// is posted again and its new id written to the ledger.
import type { GitHubClient } from '../../adapters/github/client.js'
import { postComment } from '../../adapters/github/issue.js'
import {
  commentKey,
  editStatus,
  isOwnComment,
  withdrawComment,
  type LabelIds
} from '../../adapters/github/status-writes.js'
import type { Ledger } from '../../rules/ledger/ledger.js'
import {
  commentPlan,
  type CommentPlan,
  type StatusStanding,
  type Telling
} from '../../rules/issue/comment-plan.js'
import type { Repository } from '../../adapters/runner/env.js'
import type { Committed } from './commit-decision.js'
import { amendLedger } from './amend-ledger.js'
import type { ProgramFiles } from './read-programs.js'

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

/** What a decision says on the program issue, and where; see `commentPlan`. */
export interface IssueWords extends Pick<Telling, 'said' | 'foldable' | 'table'> {
  /** The status comment's issue. */
  issue: number
  /** Where a comment that is not the status comment goes (a reply: where it was asked). */
  where: number
  /** A pause's label, added in the status comment's edit when there is one. */
  label: LabelIds | null
  /** Status comments GitHub already said the gate wrote (`ownComments`, the sweep's read). */
  authored?: ReadonlySet<string>
}

/**
 * After the commit: the decision's words on the issue, at most one new comment (`commentPlan`).
 * Returns whether the label was added.
 */
export async function tellIssue(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles,
  committed: Committed,
  words: IssueWords,
  posted: PostedStatus | null
): Promise<boolean> {
  const known = committed.ledger.statusComment
  const telling: Telling = {
    ...words,
    program: files.program,
    standing: await standingOf(gh, committed, words, posted),
    spare: posted !== null && known?.id !== posted.id
  }
  const shown = await showFirst(gh, telling, words.label, { known, posted })
  const { plan } = shown
  if (plan.create !== null) await create(gh, repo, { files, committed, words, posted }, plan.create)
  if (plan.withdrawSpare && posted !== null) await withdrawComment(gh, posted.id)
  // An edit that failed does not cost the decision its new comment; it is reported after it.
  if (shown.failure !== null) throw shown.failure
  return shown.labelled
}

/**
 * The status comment edited before anything is posted, so that one found deleted is posted
 * again in place of the decision's other new comment.
 */
async function showFirst(
  gh: GitHubClient,
  telling: Telling,
  label: LabelIds | null,
  on: { known: { id: string } | undefined; posted: PostedStatus | null }
): Promise<{ plan: CommentPlan; labelled: boolean; failure: unknown }> {
  const plan = commentPlan(telling)
  const body = plan.editStatus
  // Posted with these very words just before the commit: nothing left to say.
  const said = on.posted !== null && on.posted.id === on.known?.id && on.posted.body === body
  if (on.known === undefined || body === null || said) {
    return { plan, labelled: false, failure: null }
  }
  try {
    const edit = await editStatus(gh, on.known.id, body, label)
    const labelled = edit.labelled === true
    // Gone (deleted): posted again, unless this decision posted it already.
    if (edit.edited || telling.standing !== 'recorded') return { plan, labelled, failure: null }
    return { plan: commentPlan({ ...telling, standing: 'none' }), labelled, failure: null }
  } catch (error) {
    return { plan, labelled: false, failure: error }
  }
}

/**
 * Where the status comment stands. A sealed ledger recorded only comments the gate posted; any
 * other record is checked first, so the gate never edits a comment someone pointed it at.
 */
async function standingOf(
  gh: GitHubClient,
  committed: Committed,
  words: Pick<IssueWords, 'issue' | 'table' | 'authored'>,
  posted: PostedStatus | null
): Promise<StatusStanding> {
  const known = committed.ledger.statusComment
  if (words.table === null || known?.issue !== words.issue) return 'none'
  if (posted?.id === known.id) return 'posted'
  const own =
    committed.read.sealed ||
    words.authored?.has(commentKey(known)) === true ||
    (await isOwnComment(gh, known.id, words.issue))
  return own ? 'recorded' : 'none'
}

/** The decision's one new comment: posted, or said in the spare one; a status comment recorded. */
async function create(
  gh: GitHubClient,
  repo: Repository,
  on: { files: ProgramFiles; committed: Committed; words: IssueWords; posted: PostedStatus | null },
  comment: NonNullable<CommentPlan['create']>
): Promise<void> {
  const { files, committed, words, posted } = on
  const issue = comment.status ? words.issue : words.where
  const spare = comment.spare && posted !== null ? posted.id : null
  const reused = spare !== null && (await editStatus(gh, spare, comment.body, null)).edited
  const id = reused ? spare : await postComment(gh, repo, issue, comment.body)
  if (!comment.status) return
  await amendLedger(
    gh,
    repo,
    files,
    committed,
    (ledger) => ({ ...ledger, statusComment: { issue, id } }),
    `green-gate: ${files.program} status comment #${issue}`
  )
}
