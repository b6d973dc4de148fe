// Issues, their comments, and the accounts behind them, as GitHub's GraphQL API shows them.
import { label, nodeId, stableId, type Site } from './objects.js'
import type { CommentRecord, IssueRecord } from './records.js'
import { connection, type Args } from './graphql-support.js'
import { associationOf } from './objects.js'

function lower(text: string): string {
  return text.toLowerCase()
}

function typeOf(site: Site, login: string): 'User' | 'Bot' {
  return site.store.user(login)?.type ?? (login.endsWith('[bot]') ? 'Bot' : 'User')
}

function accountParts(site: Site, login: string) {
  const account = site.store.user(login)
  return { account, id: account?.id ?? stableId(`user ${login}`), login: account?.login ?? login }
}

/** A `User`: registered logins carry the registry's name and email. */
function userNode(site: Site, asked: string) {
  const { account, id, login } = accountParts(site, asked)
  return {
    __typename: 'User',
    id: nodeId('U_', id),
    databaseId: id,
    login,
    name: account?.name ?? null,
    email: account?.email ?? '',
    url: `${site.serverUrl}/${login}`,
    resourcePath: `/${login}`,
    avatarUrl: `${site.serverUrl}/avatars/${login}`
  }
}

/** A `Bot`: GraphQL names it without the `[bot]` the REST API adds (`github-actions`). */
function botNode(site: Site, asked: string) {
  const { id, login } = accountParts(site, asked)
  const slug = login.replace(/\[bot\]$/, '')
  return {
    __typename: 'Bot',
    id: nodeId('BOT_', id),
    databaseId: id,
    login: slug,
    url: `${site.serverUrl}/apps/${slug}`,
    resourcePath: `/apps/${slug}`,
    avatarUrl: `${site.serverUrl}/avatars/${login}`
  }
}

/** The `Actor` behind a login. */
export function actor(site: Site, login: string) {
  return typeOf(site, login) === 'Bot' ? botNode(site, login) : userNode(site, login)
}

/**
 * A commit's author or committer. `user` is the User account the email links to; a Bot is no
 * User, so a bot's commits have none, as on GitHub.
 */
export function gitActor(site: Site, person: { name: string; email: string; date: string }) {
  const account = site.store.userByEmail(person.email)
  return {
    __typename: 'GitActor',
    name: person.name,
    email: person.email,
    date: person.date,
    avatarUrl: `${site.serverUrl}/avatars/${encodeURIComponent(person.email)}`,
    user: account?.type === 'User' ? userNode(site, account.login) : null
  }
}

function labelNode(site: Site, name: string) {
  const rest = label(site, name)
  return {
    __typename: 'Label',
    id: rest.node_id,
    name,
    color: rest.color,
    description: rest.description,
    isDefault: rest.default,
    url: `${site.repoHtml}/labels/${encodeURIComponent(name)}`
  }
}

export function issueNode(site: Site, issue: IssueRecord) {
  return {
    __typename: 'Issue',
    id: nodeId('I_', issue.number),
    databaseId: stableId(`issue ${issue.number}`),
    number: issue.number,
    title: issue.title,
    body: issue.body ?? '',
    state: issue.state.toUpperCase(),
    closed: issue.state === 'closed',
    createdAt: issue.createdAt,
    updatedAt: issue.updatedAt,
    url: `${site.repoHtml}/issues/${issue.number}`,
    author: actor(site, issue.user),
    labels: (args: Args) =>
      connection('labels', args, issue.labels, (name) => labelNode(site, name)),
    // Oldest first, as GitHub lists them: `last` reads the newest.
    comments: (args: Args) =>
      connection('comments', args, site.store.issueComments(issue.number), (c) =>
        issueComment(site, c)
      )
  }
}

interface IssueFilters {
  labels?: string[] | null
  states?: string[] | null
  orderBy?: { field: 'CREATED_AT' | 'UPDATED_AT' | 'COMMENTS'; direction: 'ASC' | 'DESC' } | null
}

/**
 * `Repository.issues`: issues only (pull requests are `pullRequests` in GraphQL), in any of
 * `states`, carrying any one of `labels` (GraphQL ORs them, unlike the REST list), oldest first
 * unless `orderBy` says otherwise.
 */
export function repositoryIssues(site: Site, args: Args) {
  const { labels, states, orderBy } = args as IssueFilters
  const wanted = (labels ?? []).map(lower)
  const issues = site.store
    .allIssues()
    .filter((i) => i.pull === undefined)
    .filter((i) => !states?.length || states.includes(i.state.toUpperCase()))
    .filter((i) => wanted.length === 0 || i.labels.some((l) => wanted.includes(lower(l))))
  if (orderBy) {
    const key = (i: IssueRecord): string | number =>
      orderBy.field === 'COMMENTS'
        ? site.store.issueComments(i.number).length
        : orderBy.field === 'UPDATED_AT'
          ? i.updatedAt
          : i.createdAt
    const sign = orderBy.direction === 'DESC' ? -1 : 1
    issues.sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.number - b.number))
  }
  return connection('issues', args, issues, (i) => issueNode(site, i))
}

/** `viewerDidAuthor`: whether the token's account (the store's actor) wrote the comment. */
export function issueComment(site: Site, comment: CommentRecord) {
  const { store } = site
  const issue = store.issue(comment.issueNumber)
  return {
    __typename: 'IssueComment',
    id: nodeId('IC_', comment.id),
    databaseId: comment.id,
    body: comment.body,
    bodyText: comment.body,
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
    url: `${site.repoHtml}/issues/${comment.issueNumber}#issuecomment-${comment.id}`,
    viewerDidAuthor: lower(comment.user) === lower(store.actor),
    authorAssociation: associationOf(store, comment.user),
    author: actor(site, comment.user),
    issue: issue === undefined ? null : issueNode(site, issue)
  }
}
