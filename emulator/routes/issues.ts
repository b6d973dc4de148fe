import type { components } from '@octokit/openapi-types'
import { associationOf, label, nodeId, stableId, user, type Site } from '../objects.js'
import { listReply } from '../pagination.js'
import {
  found,
  HttpError,
  intParam,
  objectBody,
  REPO,
  requiredString,
  type Route,
  type RouteContext
} from '../router.js'
import type { CommentRecord, IssueRecord, ReactionRecord } from '../records.js'

type Schemas = components['schemas']

function issue(site: Site, i: IssueRecord): Schemas['issue'] {
  const url = `${site.repoApi}/issues/${i.number}`
  const html = `${site.repoHtml}/${i.pull ? 'pull' : 'issues'}/${i.number}`
  return {
    id: stableId(`issue ${i.number}`),
    node_id: nodeId(i.pull ? 'PR_' : 'I_', i.number),
    url,
    repository_url: site.repoApi,
    labels_url: `${url}/labels{/name}`,
    comments_url: `${url}/comments`,
    events_url: `${url}/events`,
    html_url: html,
    number: i.number,
    state: i.state,
    state_reason: null,
    title: i.title,
    body: i.body,
    user: user(site, i.user),
    labels: i.labels.map((name) => label(site, name)),
    assignee: null,
    assignees: [],
    milestone: null,
    locked: false,
    active_lock_reason: null,
    comments: site.store.issueComments(i.number).length,
    ...(i.pull && {
      pull_request: {
        merged_at: null,
        diff_url: `${html}.diff`,
        html_url: html,
        patch_url: `${html}.patch`,
        url: `${site.repoApi}/pulls/${i.number}`
      }
    }),
    closed_at: i.state === 'closed' ? i.updatedAt : null,
    created_at: i.createdAt,
    updated_at: i.updatedAt,
    author_association: associationOf(site.store, i.user)
  }
}

function comment(site: Site, c: CommentRecord): Schemas['issue-comment'] {
  return {
    id: c.id,
    node_id: nodeId('IC_', c.id),
    url: `${site.repoApi}/issues/comments/${c.id}`,
    body: c.body,
    html_url: `${site.repoHtml}/issues/${c.issueNumber}#issuecomment-${c.id}`,
    user: user(site, c.user),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    issue_url: `${site.repoApi}/issues/${c.issueNumber}`,
    author_association: associationOf(site.store, c.user)
  }
}

type ReactionContent = Schemas['reaction']['content']

const REACTIONS: readonly ReactionContent[] = [
  '+1',
  '-1',
  'laugh',
  'confused',
  'heart',
  'hooray',
  'rocket',
  'eyes'
]

function reaction(site: Site, r: ReactionRecord): Schemas['reaction'] {
  return {
    id: r.id,
    node_id: nodeId('REA_', r.id),
    user: user(site, r.user),
    content: r.content as ReactionContent,
    created_at: r.createdAt
  }
}

/**
 * A reaction to an issue comment, made as the token's account. The same reaction by the same
 * account again is the one already there: 200 instead of 201, as GitHub answers.
 */
function react(ctx: RouteContext) {
  const target = requireComment(ctx)
  const content = requiredString(objectBody(ctx), 'content')
  if (!REACTIONS.includes(content as ReactionContent)) {
    throw new HttpError(422, `Validation Failed: content is not one of ${REACTIONS.join(', ')}`)
  }
  const { record, created } = ctx.site.store.addReaction(target.id, content)
  return { status: created ? 201 : 200, body: reaction(ctx.site, record) }
}

function requireIssue(ctx: RouteContext): IssueRecord {
  return found(ctx.site.store.issue(intParam(ctx, 'number')))
}

function requireComment(ctx: RouteContext): CommentRecord {
  return found(ctx.site.store.comment(intParam(ctx, 'id')))
}

function labelsReply(ctx: RouteContext, number: number) {
  return listReply(ctx, ctx.site.store.issueLabels(number), (name) => label(ctx.site, name))
}

/** Accepts `{ labels: [...] }` and the bare array GitHub also takes. */
function labelNames(ctx: RouteContext): string[] {
  const list = Array.isArray(ctx.body) ? ctx.body : objectBody(ctx).labels
  if (!Array.isArray(list) || !list.every((l): l is string => typeof l === 'string')) {
    throw new HttpError(422, "Invalid request.\n\nFor 'labels', an array of strings is required.")
  }
  return list
}

/**
 * The repository's issues (pull requests included, as on GitHub), filtered by `state`
 * (default open) and `labels` (comma separated, every one required), newest first.
 */
function listIssues(ctx: RouteContext) {
  const state = ctx.query.get('state') ?? 'open'
  const wanted = (ctx.query.get('labels') ?? '')
    .split(',')
    .map((l) => l.trim().toLowerCase())
    .filter((l) => l !== '')
  const issues = ctx.site.store
    .allIssues()
    .reverse()
    .filter((i) => state === 'all' || i.state === state)
    .filter((i) => wanted.every((l) => i.labels.some((have) => have.toLowerCase() === l)))
  return listReply(ctx, issues, (i) => issue(ctx.site, i))
}

export const issueRoutes: Route[] = [
  { method: 'GET', pattern: `${REPO}/issues`, handler: listIssues },
  {
    method: 'GET',
    pattern: `${REPO}/issues/:number`,
    handler: (ctx) => ({ status: 200, body: issue(ctx.site, requireIssue(ctx)) })
  },
  {
    method: 'GET',
    pattern: `${REPO}/issues/:number/comments`,
    handler: (ctx) => {
      const comments = ctx.site.store.issueComments(requireIssue(ctx).number)
      return listReply(ctx, comments, (c) => comment(ctx.site, c))
    }
  },
  {
    method: 'POST',
    pattern: `${REPO}/issues/:number/comments`,
    handler: (ctx) => {
      const { number } = requireIssue(ctx)
      const created = ctx.site.store.addComment(number, requiredString(objectBody(ctx), 'body'))
      return { status: 201, body: comment(ctx.site, created) }
    }
  },
  {
    method: 'GET',
    pattern: `${REPO}/issues/comments/:id`,
    handler: (ctx) => ({ status: 200, body: comment(ctx.site, requireComment(ctx)) })
  },
  {
    method: 'PATCH',
    pattern: `${REPO}/issues/comments/:id`,
    handler: (ctx) => {
      const target = requireComment(ctx)
      ctx.site.store.updateComment(target.id, requiredString(objectBody(ctx), 'body'))
      return { status: 200, body: comment(ctx.site, target) }
    }
  },
  { method: 'POST', pattern: `${REPO}/issues/comments/:id/reactions`, handler: react },
  {
    method: 'GET',
    pattern: `${REPO}/issues/:number/labels`,
    handler: (ctx) => labelsReply(ctx, requireIssue(ctx).number)
  },
  {
    method: 'POST',
    pattern: `${REPO}/issues/:number/labels`,
    handler: (ctx) => {
      const { number } = requireIssue(ctx)
      ctx.site.store.addLabels(number, labelNames(ctx))
      return labelsReply(ctx, number)
    }
  },
  {
    method: 'DELETE',
    pattern: `${REPO}/issues/:number/labels/:name`,
    handler: (ctx) => {
      const { number } = requireIssue(ctx)
      if (!ctx.site.store.removeLabel(number, ctx.params.name ?? '')) {
        throw new HttpError(404, 'Label does not exist')
      }
      return labelsReply(ctx, number)
    }
  }
]
