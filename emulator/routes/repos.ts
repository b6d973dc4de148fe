import type { components } from '@octokit/openapi-types'
import { commitParts, label, nodeId, repository, stableId, user, type Site } from '../objects.js'
import { listReply } from '../pagination.js'
import { HttpError, intParam, REPO, type Route, type RouteContext } from '../router.js'
import type { IssueRecord, PullRecord as Pull } from '../records.js'

type Schemas = components['schemas']

function isPull(issue: IssueRecord | undefined): issue is Pull {
  return issue?.pull !== undefined
}

function commit(site: Site, sha: string): Schemas['commit'] {
  const parts = commitParts(site, sha)
  // The git author's account, as GitHub links it by email; null when no account has the address.
  const account = parts.account === undefined ? null : user(site, parts.account.login)
  return {
    url: `${site.repoApi}/commits/${sha}`,
    sha,
    node_id: nodeId('C_', sha),
    html_url: `${site.repoHtml}/commit/${sha}`,
    comments_url: `${site.repoApi}/commits/${sha}/comments`,
    commit: {
      url: `${site.repoApi}/git/commits/${sha}`,
      author: parts.person,
      committer: parts.person,
      message: parts.message,
      comment_count: 0,
      tree: parts.tree
    },
    author: account,
    committer: account,
    parents: parts.parents
  }
}

function gitRef(site: Site, branch: string, sha: string): Schemas['git-ref'] {
  return {
    ref: `refs/heads/${branch}`,
    node_id: nodeId('REF_', branch),
    url: `${site.repoApi}/git/refs/heads/${branch}`,
    object: { type: 'commit', sha, url: `${site.repoApi}/git/commits/${sha}` }
  }
}

/** The login that owns the pull request's head repository (a fork owner for fork PRs). */
function headOwner(p: Pull): string {
  return p.pull.headRepoFullName.split('/')[0] ?? ''
}

function pullSimple(site: Site, p: Pull): Schemas['pull-request-simple'] {
  const n = p.number
  const api = `${site.repoApi}/pulls/${n}`
  const html = `${site.repoHtml}/pull/${n}`
  const fromFork = p.pull.headRepoFullName !== site.store.repo.fullName
  return {
    url: api,
    id: stableId(`pull ${n}`),
    node_id: nodeId('PR_', n),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: `${site.repoApi}/issues/${n}`,
    commits_url: `${api}/commits`,
    review_comments_url: `${api}/comments`,
    review_comment_url: `${site.repoApi}/pulls/comments{/number}`,
    comments_url: `${site.repoApi}/issues/${n}/comments`,
    statuses_url: `${site.repoApi}/statuses/${p.pull.headSha}`,
    number: n,
    state: p.state,
    locked: false,
    title: p.title,
    user: user(site, p.user),
    body: p.body,
    labels: p.labels.map((name) => ({ ...label(site, name), description: '' })),
    milestone: null,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    closed_at: p.state === 'closed' ? p.updatedAt : null,
    merged_at: null,
    merge_commit_sha: null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    head: {
      label: `${headOwner(p)}:${p.pull.headRef}`,
      ref: p.pull.headRef,
      repo: repository(site, p.pull.headRepoFullName),
      sha: p.pull.headSha,
      user: user(site, headOwner(p))
    },
    base: {
      label: `${site.store.repo.owner}:${p.pull.baseRef}`,
      ref: p.pull.baseRef,
      repo: repository(site),
      sha: site.store.resolveRef(p.pull.baseRef),
      user: user(site, site.store.repo.owner)
    },
    _links: {
      comments: { href: `${site.repoApi}/issues/${n}/comments` },
      commits: { href: `${api}/commits` },
      statuses: { href: `${site.repoApi}/statuses/${p.pull.headSha}` },
      html: { href: html },
      issue: { href: `${site.repoApi}/issues/${n}` },
      review_comments: { href: `${api}/comments` },
      review_comment: { href: `${site.repoApi}/pulls/comments{/number}` },
      self: { href: api }
    },
    author_association: fromFork ? 'CONTRIBUTOR' : 'MEMBER',
    auto_merge: null,
    draft: false
  }
}

function pullFull(site: Site, p: Pull): Schemas['pull-request'] {
  const simple = pullSimple(site, p)
  return {
    ...simple,
    state: p.state,
    user: user(site, p.user),
    head: { ...simple.head, user: user(site, headOwner(p)) },
    base: { ...simple.base, user: user(site, site.store.repo.owner) },
    labels: simple.labels,
    merged: false,
    mergeable: true,
    rebaseable: true,
    mergeable_state: 'clean',
    merged_by: null,
    comments: site.store.issueComments(p.number).length,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: 1,
    additions: 0,
    deletions: 0,
    changed_files: 0
  }
}

/** GitHub matches `head` as `owner:branch`; a bare branch is taken to belong to the repo owner. */
function matchesHead(p: Pull, head: string, owner: string): boolean {
  const [login, ref] = head.includes(':') ? head.split(/:(.*)/s) : [owner, head]
  return p.pull.headRef === ref && headOwner(p).toLowerCase() === login?.toLowerCase()
}

function listPulls(ctx: RouteContext) {
  const { store } = ctx.site
  const state = ctx.query.get('state') ?? 'open'
  const head = ctx.query.get('head')
  const base = ctx.query.get('base')
  const pulls = store
    .pulls()
    .filter((p) => state === 'all' || p.state === state)
    .filter((p) => head === null || matchesHead(p, head, store.repo.owner))
    .filter((p) => base === null || p.pull.baseRef === base)
    .reverse()
  return listReply(ctx, pulls, (p) => pullSimple(ctx.site, p))
}

function branchHead(ctx: RouteContext, name: string): string {
  const sha = ctx.site.store.branchSha(name)
  if (sha === undefined) throw new HttpError(404, 'Branch not found')
  return sha
}

/** GitHub lists at most this many files in a compare, on its first page, and says nothing more. */
const COMPARE_FILES = 300

/**
 * Two commits compared (the base a commit or a branch, compared from where the head left it):
 * the files the scenario recorded between them, the first 300 only, none when it recorded
 * nothing; 404 for a range that is not two commits.
 */
function compare(ctx: RouteContext): { status: number; body: Schemas['commit-comparison'] } {
  const [base = '', head = ''] = (ctx.params.basehead ?? '').split('...')
  const baseSha = /^[0-9a-f]{40}$/.test(base) ? base : ctx.site.store.branchSha(base)
  if (baseSha === undefined || !/^[0-9a-f]{40}$/.test(head)) throw new HttpError(404)
  const files = (ctx.site.store.comparison(base, head) ?? []).slice(0, COMPARE_FILES)
  const api = ctx.site.repoApi
  const entries = files.map((f) => ({
    ...f,
    sha: stableId(`blob ${f.filename} ${head}`).toString(16).padStart(40, '0'),
    additions: (f.patch ?? '').split('\n').filter((l) => l.startsWith('+')).length,
    deletions: (f.patch ?? '').split('\n').filter((l) => l.startsWith('-')).length,
    changes: (f.patch ?? '').split('\n').filter((l) => /^[+-]/.test(l)).length,
    blob_url: `${ctx.site.repoHtml}/blob/${head}/${f.filename}`,
    raw_url: `${ctx.site.repoHtml}/raw/${head}/${f.filename}`,
    contents_url: `${api}/contents/${f.filename}?ref=${head}`
  }))
  const body: Schemas['commit-comparison'] = {
    url: `${api}/compare/${base}...${head}`,
    html_url: `${ctx.site.repoHtml}/compare/${base}...${head}`,
    permalink_url: `${ctx.site.repoHtml}/compare/${base}...${head}`,
    diff_url: `${ctx.site.repoHtml}/compare/${base}...${head}.diff`,
    patch_url: `${ctx.site.repoHtml}/compare/${base}...${head}.patch`,
    base_commit: commit(ctx.site, baseSha),
    merge_base_commit: commit(ctx.site, baseSha),
    status: 'ahead',
    ahead_by: 1,
    behind_by: 0,
    total_commits: 1,
    commits: [commit(ctx.site, head)],
    files: entries
  }
  return { status: 200, body }
}

export const repoRoutes: Route[] = [
  { method: 'GET', pattern: `${REPO}/compare/:basehead`, handler: compare },
  { method: 'GET', pattern: REPO, handler: (ctx) => ({ status: 200, body: repository(ctx.site) }) },
  {
    method: 'GET',
    pattern: `${REPO}/branches/*branch`,
    handler: (ctx) => {
      const name = ctx.params.branch ?? ''
      const body: Schemas['branch-with-protection'] = {
        name,
        commit: commit(ctx.site, branchHead(ctx, name)),
        _links: {
          html: `${ctx.site.repoHtml}/tree/${name}`,
          self: `${ctx.site.repoApi}/branches/${name}`
        },
        protected: false,
        protection: { enabled: false },
        protection_url: `${ctx.site.repoApi}/branches/${name}/protection`
      }
      return { status: 200, body }
    }
  },
  {
    method: 'GET',
    pattern: `${REPO}/git/ref/*ref`,
    handler: (ctx) => {
      const branch = (ctx.params.ref ?? '').match(/^heads\/(.+)$/)?.[1]
      const sha = branch === undefined ? undefined : ctx.site.store.branchSha(branch)
      if (branch === undefined || sha === undefined) throw new HttpError(404)
      return { status: 200, body: gitRef(ctx.site, branch, sha) }
    }
  },
  {
    method: 'GET',
    pattern: `${REPO}/git/matching-refs/*ref`,
    handler: (ctx) => {
      const { store } = ctx.site
      const prefix = ctx.params.ref ?? ''
      const names = store.branchNames().filter((b) => `heads/${b}`.startsWith(prefix))
      return listReply(ctx, names, (b) => gitRef(ctx.site, b, store.branchSha(b) ?? ''))
    }
  },
  { method: 'GET', pattern: `${REPO}/pulls`, handler: listPulls },
  {
    method: 'GET',
    pattern: `${REPO}/pulls/:number`,
    handler: (ctx) => {
      const issue = ctx.site.store.issue(intParam(ctx, 'number'))
      if (!isPull(issue)) throw new HttpError(404)
      return { status: 200, body: pullFull(ctx.site, issue) }
    }
  },
  {
    method: 'GET',
    pattern: `${REPO}/commits/:sha/pulls`,
    handler: (ctx) => {
      const sha = ctx.site.store.resolveRef(ctx.params.sha ?? '')
      const pulls = ctx.site.store.pulls().filter((p) => p.pull.headSha === sha)
      return listReply(ctx, pulls, (p) => pullSimple(ctx.site, p))
    }
  }
]
