// The status comment's edits over GraphQL, by its node id: the new text, and on a pause the pull
// request's label in the same request.
import type { GitHubClient } from './client.js'
import { graphql, GraphqlRefusal } from './graphql.js'
import { inTurn } from './write-turns.js'

const EDIT = `mutation GateStatus($comment: ID!, $body: String!, $label: Boolean!, $labelable: ID!, $labels: [ID!]!) {
  status: updateIssueComment(input: {id: $comment, body: $body}) { issueComment { id } }
  label: addLabelsToLabelable(input: {labelableId: $labelable, labelIds: $labels}) @include(if: $label) { clientMutationId }
}`

const DELETE = `mutation GateWithdraw($comment: ID!) {
  deleteIssueComment(input: {id: $comment}) { clientMutationId }
}`

const AUTHORSHIP = `query GateStatusAuthor($comment: ID!) {
  node(id: $comment) { ... on IssueComment { viewerDidAuthor issue { number } } }
}`

interface AuthorshipResponse {
  node: { viewerDidAuthor?: boolean; issue?: { number: number } | null } | null
}

/**
 * The comment is the gate's to edit: its own identity wrote it, on this issue. A comment that is
 * gone is not (it is posted again).
 */
export async function isOwnComment(
  gh: GitHubClient,
  comment: string,
  issue: number
): Promise<boolean> {
  try {
    const data = await graphql<AuthorshipResponse>(
      gh,
      'checking who wrote the status comment',
      AUTHORSHIP,
      { comment },
      { scope: 'issues', access: 'read' }
    )
    return data.node?.viewerDidAuthor === true && data.node.issue?.number === issue
  } catch (error) {
    if (error instanceof GraphqlRefusal && error.errors.every((e) => e.type === 'NOT_FOUND'))
      return false
    throw error
  }
}

/** A status comment a ledger recorded: its node id, and the issue it must be on. */
export interface RecordedComment {
  issue: number
  id: string
}

/** How a recorded comment is known in the set `ownComments` returns. */
export const commentKey = (c: RecordedComment): string => `${c.issue}/${c.id}`

/** Comments asked about in one query: as many as GitHub's `nodes` takes at once. */
const COMMENTS_PER_QUERY = 100

/**
 * Of these recorded comments, the ones the gate's own identity wrote on their issue, a hundred to
 * a query (the sweep's): keys as `commentKey` gives them. One GitHub cannot tell of (gone, or the
 * query refused) is left out, and is asked about on its own if it is to be edited.
 */
export async function ownComments(
  gh: GitHubClient,
  comments: readonly RecordedComment[]
): Promise<Set<string>> {
  const own = new Set<string>()
  for (let start = 0; start < comments.length; start += COMMENTS_PER_QUERY) {
    const batch = comments.slice(start, start + COMMENTS_PER_QUERY)
    const data = await authorsOf(gh, batch)
    batch.forEach((c, i) => {
      const node = data?.[`c${i}`]
      if (node?.viewerDidAuthor === true && node.issue?.number === c.issue) own.add(commentKey(c))
    })
  }
  return own
}

/** Each comment's author and issue under the alias c<i>; null when GitHub refused the query. */
async function authorsOf(
  gh: GitHubClient,
  batch: readonly RecordedComment[]
): Promise<Record<string, AuthorshipResponse['node']> | null> {
  const names = batch.map((_, i) => `$c${i}: ID!`).join(', ')
  const fields = batch.map((_, i) => `c${i}: node(id: $c${i}) { ...Authored }`).join('\n  ')
  const query = `query GateStatusAuthors(${names}) {
  ${fields}
}
fragment Authored on Node { ... on IssueComment { viewerDidAuthor issue { number } } }`
  const variables = Object.fromEntries(batch.map((c, i) => [`c${i}`, c.id]))
  type Answer = Record<string, AuthorshipResponse['node']>
  return graphql<Answer>(
    gh,
    `checking who wrote ${batch.length} status comments`,
    query,
    variables,
    { scope: 'issues', access: 'read' }
  ).catch((error: unknown) =>
    // A deleted comment is one NOT_FOUND among answers; any other refusal answers nothing.
    error instanceof GraphqlRefusal && error.errors.every((e) => e.type === 'NOT_FOUND')
      ? (error.data as Answer | null)
      : null
  )
}

/** A label to add: the pull request's and the label's node ids. */
export interface LabelIds {
  labelable: string
  label: string
}

export interface StatusEdit {
  /** False when the comment is gone (deleted). */
  edited: boolean
  /** Whether the label was added; null when none was asked for. */
  labelled: boolean | null
}

export async function editStatus(
  gh: GitHubClient,
  comment: string,
  body: string,
  label: LabelIds | null
): Promise<StatusEdit> {
  const inTurns = editInTurn(gh, comment, body, label)
  if (inTurns !== null) return inTurns
  const variables = {
    comment,
    body,
    label: label !== null,
    labelable: label?.labelable ?? '',
    labels: label === null ? [] : [label.label]
  }
  try {
    await graphql(gh, 'editing the status comment', EDIT, variables, {
      scope: 'issues',
      access: 'write'
    })
    return { edited: true, labelled: label === null ? null : true }
  } catch (error) {
    // Each field stands on its own: a deleted comment must not cost the label, nor the reverse.
    if (!(error instanceof GraphqlRefusal)) throw error
    const failed = (field: string) => error.errors.find((e) => e.path?.[0] === field)
    const unexplained = error.errors.filter(
      (e) => e.path === undefined || !['status', 'label'].includes(String(e.path[0]))
    )
    if (unexplained.length > 0) throw error
    const gone = failed('status')
    if (gone !== undefined && gone.type !== 'NOT_FOUND') throw error
    return {
      edited: gone === undefined,
      labelled: label === null ? null : failed('label') === undefined
    }
  }
}

/** The edit and the label as two writes of the program's turn (`inTurn`), read as `editStatus`'s. */
function editInTurn(
  gh: GitHubClient,
  comment: string,
  body: string,
  label: LabelIds | null
): Promise<StatusEdit> | null {
  const edit = inTurn(gh, () => ({ kind: 'edit', comment, body }))
  if (edit === null) return null
  const labelled =
    label === null
      ? null
      : inTurn(gh, () => ({ kind: 'label', labelable: label.labelable, labels: [label.label] }))
  return Promise.all([edit, labelled]).then(([edited, added]) => {
    // Gone (deleted) is an answer; any other failure of the edit is the caller's to report.
    if (!edited.ok && edited.type !== 'NOT_FOUND') throw edited.failure
    return { edited: edited.ok, labelled: added === null ? null : added.ok }
  })
}

/** Deletes the comment; one that is gone is already deleted. */
export async function withdrawComment(gh: GitHubClient, comment: string): Promise<void> {
  try {
    await graphql(
      gh,
      'withdrawing a status comment',
      DELETE,
      { comment },
      { scope: 'issues', access: 'write' }
    )
  } catch (error) {
    if (error instanceof GraphqlRefusal && error.errors.every((e) => e.type === 'NOT_FOUND')) return
    throw error
  }
}
