// The program issue's newest comments with their authors' association, in one GraphQL request:
// what the maintainers' notes are chosen from.
import type { IssueComment } from '../../rules/steer/notes.js'
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { graphql } from './graphql.js'

const LAST_COMMENTS = `query GateIssueNotes($owner: String!, $name: String!, $issue: Int!, $count: Int!) {
  repository(owner: $owner, name: $name) {
    issue(number: $issue) {
      comments(last: $count) {
        nodes { author { __typename login } authorAssociation body url createdAt viewerDidAuthor }
      }
    }
  }
}`

interface CommentsResponse {
  repository: {
    issue: {
      comments: {
        nodes: Array<{
          author: { __typename: string; login: string } | null
          authorAssociation: string
          body: string
          url: string
          createdAt: string
          viewerDidAuthor: boolean
        } | null>
      }
    } | null
  }
}

/** The issue's last `count` comments, oldest first. */
export async function lastIssueComments(
  gh: GitHubClient,
  repo: Repository,
  issue: number,
  count: number
): Promise<IssueComment[]> {
  const variables = { owner: repo.owner, name: repo.repo, issue, count }
  const doing = `reading the comments on #${issue}`
  const data = await graphql<CommentsResponse>(gh, doing, LAST_COMMENTS, variables, {
    scope: 'issues',
    access: 'read'
  })
  return (data.repository.issue?.comments.nodes ?? []).flatMap((node) =>
    node === null
      ? []
      : [
          {
            author:
              node.author === null
                ? null
                : { login: node.author.login, bot: node.author.__typename === 'Bot' },
            association: node.authorAssociation,
            body: node.body,
            url: node.url,
            createdAt: node.createdAt,
            byGate: node.viewerDidAuthor
          }
        ]
  )
}
