// What one decision writes on the program issue, as a plan: at most one new comment, plus edits.
// GitHub caps the content a token creates (about 80 items a minute, 500 an hour), and many
// programs share one token, so a decision says everything in one comment; an edit creates
// nothing. The new comment is the decision's event with its notes below it (a repaired state
// file, a refused unpause), or, when the decision posts the program's status comment (its first
// announced decision, or one that finds the status comment deleted), that status comment, which
// then carries the event and the notes above its table: a reader learns every fact either way.
import { statusComment } from './comments.js'

/** Where the program's status comment stands when the decision speaks. */
export type StatusStanding =
  /** Posted by this decision before its commit, which recorded it: still this decision's words. */
  | 'posted'
  /** Recorded earlier and the gate's own: edited in place. */
  | 'recorded'
  /** None to edit: never posted, deleted, or not the gate's. */
  | 'none'

export interface Telling {
  program: string
  /** What the decision says beyond its status, in order: its event, then its notes; or a reply. */
  said: readonly string[]
  /**
   * Whether `said` may ride in a status comment the decision posts. A reply to a person's command
   * may not: it answers where they asked, as a comment of its own.
   */
  foldable: boolean
  /** The status table the decision shows; null: the status comment is left as it is. */
  table: string | null
  standing: StatusStanding
  /**
   * A comment this run posted for the decision that no record points at (its commit lost a race
   * to another run's status comment): it already counts as the decision's new comment.
   */
  spare: boolean
}

export interface CommentPlan {
  /** The status comment's new body, edited in place; null: not edited. */
  editStatus: string | null
  /**
   * The decision's one new comment, null: none. `status`: it is the program's status comment, to
   * be recorded. `spare`: said by editing the spare comment instead of posting another.
   */
  create: { body: string; status: boolean; spare: boolean } | null
  /** The spare comment has nothing left to say: taken back. */
  withdrawSpare: boolean
}

/** The writes a decision makes on the program issue; never more than one new comment. */
export function commentPlan(t: Telling): CommentPlan {
  const words = t.said.length === 0 ? null : t.said.join('\n\n')
  const status = statusWrites(t, words !== null)
  // Words the status comment does not carry are the decision's own comment.
  const body = status.created ?? (status.carries ? null : words)
  return {
    editStatus: status.edit,
    create: body === null ? null : { body, status: status.created !== null, spare: t.spare },
    withdrawSpare: t.spare && body === null
  }
}

/**
 * The status comment's edit, its body when the decision posts it, and whether the decision's
 * words ride in it.
 */
function statusWrites(
  t: Telling,
  saying: boolean
): { edit: string | null; created: string | null; carries: boolean } {
  if (t.table === null) return { edit: null, created: null, carries: false }
  const carried = statusComment(t.program, t.table, t.foldable ? t.said : [])
  switch (t.standing) {
    case 'recorded':
      return { edit: statusComment(t.program, t.table), created: null, carries: false }
    case 'posted':
      // This decision's own post: it keeps saying what the decision said.
      return { edit: carried, created: null, carries: t.foldable }
    case 'none':
      // A reply that must stand alone takes the one new comment; the status comment is posted
      // again by the next decision that shows it.
      return saying && !t.foldable
        ? { edit: null, created: null, carries: false }
        : { edit: null, created: carried, carries: true }
  }
}
