import { createHmac, randomBytes } from 'node:crypto'
import type { components } from '@octokit/openapi-types'
import type { App } from './records.js'
import { sha1, stableId, type Store } from './store.js'

export { stableId }

type Schemas = components['schemas']
export type SimpleUser = Schemas['simple-user']
/** One object that satisfies the embedded, full and minimal repository schemas alike. */
export type Repository = Schemas['repository'] &
  Schemas['full-repository'] &
  Schemas['minimal-repository']
export type Label = Schemas['label']

/** Where the emulator lives: API links point at it, html links at a fake web host. */
export class Site {
  private readonly secret = randomBytes(16)

  constructor(
    readonly apiUrl: string,
    readonly serverUrl: string,
    readonly store: Store
  ) {}

  get repoApi(): string {
    return `${this.apiUrl}/repos/${this.store.repo.fullName}`
  }

  get repoHtml(): string {
    return `${this.serverUrl}/${this.store.repo.fullName}`
  }

  /** Like GitHub's storage links: usable without the API token, but only as handed out. */
  signedUrl(path: string): string {
    return `${this.apiUrl}/_blobs/${path}?sig=${this.signature(path)}`
  }

  isSigned(path: string, sig: string | null): boolean {
    return sig === this.signature(path)
  }

  private signature(path: string): string {
    return createHmac('sha256', this.secret).update(path).digest('hex')
  }
}

export function nodeId(kind: string, id: number | string): string {
  return Buffer.from(`${kind}${id}`).toString('base64')
}

/** What a user object needs to know: payloads build senders from outside the server. */
export type UserSite = Pick<Site, 'apiUrl' | 'serverUrl' | 'store'>

/** A registered account as the registry says; any other login as a User (or `[bot]`: a Bot). */
export function user(site: UserSite, asked: string): SimpleUser {
  const known = site.store.user(asked)
  const login = known?.login ?? asked
  const id = known?.id ?? stableId(`user ${login}`)
  const url = `${site.apiUrl}/users/${login}`
  return {
    login,
    id,
    node_id: nodeId('U_', id),
    avatar_url: `${site.serverUrl}/avatars/${login}`,
    gravatar_id: '',
    url,
    html_url: `${site.serverUrl}/${login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: known?.type ?? (login.endsWith('[bot]') ? 'Bot' : 'User'),
    site_admin: false
  }
}

/** The served repository, or (for fork pull requests) a stand-in for another one. */
export function repository(site: Site, fullName = site.store.repo.fullName): Repository {
  const own = site.store.repo
  const [ownerLogin = own.owner, name = own.name] = fullName.split('/')
  const id = fullName === own.fullName ? own.id : stableId(`repo ${fullName}`)
  const api = `${site.apiUrl}/repos/${fullName}`
  const html = `${site.serverUrl}/${fullName}`
  const created = '2024-01-02T03:04:05Z'
  return {
    id,
    node_id: nodeId('R_', id),
    name,
    full_name: fullName,
    owner: user(site, ownerLogin),
    private: own.private,
    html_url: html,
    description: null,
    fork: fullName !== own.fullName,
    url: api,
    archive_url: `${api}/{archive_format}{/ref}`,
    assignees_url: `${api}/assignees{/user}`,
    blobs_url: `${api}/git/blobs{/sha}`,
    branches_url: `${api}/branches{/branch}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    comments_url: `${api}/comments{/number}`,
    commits_url: `${api}/commits{/sha}`,
    compare_url: `${api}/compare/{base}...{head}`,
    contents_url: `${api}/contents/{+path}`,
    contributors_url: `${api}/contributors`,
    deployments_url: `${api}/deployments`,
    downloads_url: `${api}/downloads`,
    events_url: `${api}/events`,
    forks_url: `${api}/forks`,
    git_commits_url: `${api}/git/commits{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_url: `${html.replace(/^https?/, 'git')}.git`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    issue_events_url: `${api}/issues/events{/number}`,
    issues_url: `${api}/issues{/number}`,
    keys_url: `${api}/keys{/key_id}`,
    labels_url: `${api}/labels{/name}`,
    languages_url: `${api}/languages`,
    merges_url: `${api}/merges`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    pulls_url: `${api}/pulls{/number}`,
    releases_url: `${api}/releases{/id}`,
    ssh_url: `git@${new URL(site.serverUrl).host}:${fullName}.git`,
    stargazers_url: `${api}/stargazers`,
    statuses_url: `${api}/statuses/{sha}`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    tags_url: `${api}/tags`,
    teams_url: `${api}/teams`,
    trees_url: `${api}/git/trees{/sha}`,
    clone_url: `${html}.git`,
    mirror_url: null,
    hooks_url: `${api}/hooks`,
    svn_url: html,
    homepage: null,
    language: 'TypeScript',
    forks_count: 0,
    stargazers_count: 0,
    watchers_count: 0,
    size: 0,
    default_branch: own.defaultBranch,
    open_issues_count: 0,
    has_issues: true,
    has_projects: false,
    has_wiki: false,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: own.private ? 'private' : 'public',
    pushed_at: created,
    created_at: created,
    updated_at: created,
    subscribers_count: 0,
    network_count: 0,
    license: null,
    forks: 0,
    open_issues: 0,
    watchers: 0
  }
}

export function label(site: Site, name: string): Label {
  const id = stableId(`label ${name}`)
  return {
    id,
    node_id: nodeId('LA_', id),
    url: `${site.repoApi}/labels/${encodeURIComponent(name)}`,
    name,
    description: '',
    color: sha1(name).slice(0, 6),
    default: false
  }
}

export function integration(site: Site, app: App): NonNullable<Schemas['integration']> {
  return {
    id: app.id,
    slug: app.slug,
    node_id: nodeId('A_', app.id),
    owner: user(site, 'github'),
    name: app.slug === 'github-actions' ? 'GitHub Actions' : app.slug,
    description: null,
    external_url: `${site.serverUrl}/apps/${app.slug}`,
    html_url: `${site.serverUrl}/apps/${app.slug}`,
    created_at: '2018-07-30T09:30:17Z',
    updated_at: '2024-01-02T03:04:05Z',
    permissions: { checks: 'write', contents: 'write', metadata: 'read' },
    events: ['check_run', 'check_suite', 'workflow_run']
  }
}

/**
 * GitHub only links pull requests whose head lives in this repository to checks and runs:
 * fork pull requests show up as an empty list.
 */
export function pullsForSha(site: Site, sha: string): Schemas['pull-request-minimal'][] {
  const ownRepo = { id: site.store.repo.id, url: site.repoApi, name: site.store.repo.name }
  return site.store
    .pulls()
    .filter(
      (p) =>
        p.state === 'open' &&
        p.pull.headSha === sha &&
        p.pull.headRepoFullName === site.store.repo.fullName
    )
    .map((p) => ({
      id: stableId(`pull ${p.number}`),
      number: p.number,
      url: `${site.repoApi}/pulls/${p.number}`,
      head: { ref: p.pull.headRef, sha: p.pull.headSha, repo: ownRepo },
      base: { ref: p.pull.baseRef, sha: site.store.resolveRef(p.pull.baseRef), repo: ownRepo }
    }))
}

/** What every commit-shaped object says about a commit, seeded or written through the API. */
export function commitParts(site: Site, sha: string) {
  const record = site.store.commit(sha)
  const person = record
    ? { ...record.author, date: record.at }
    : { name: 'Seed', email: 'seed@example.com', date: '2024-01-02T03:04:05Z' }
  const tree = sha1(`tree ${sha}`)
  return {
    person,
    /** The account the author's email links to, if any. */
    account: site.store.userByEmail(person.email),
    message: record?.message ?? 'Initial commit',
    tree: { sha: tree, url: `${site.repoApi}/git/trees/${tree}` },
    parents: (record?.parent ? [record.parent] : []).map((parent) => ({
      sha: parent,
      url: `${site.repoApi}/git/commits/${parent}`,
      html_url: `${site.repoHtml}/commit/${parent}`
    }))
  }
}

/**
 * GitHub's author association for a login: OWNER for the repository's owner, COLLABORATOR for an
 * account given a role on it (triage and up: read is what anyone has on a public repository),
 * NONE otherwise. An organization member whose membership is private is CONTRIBUTOR to everyone
 * else, whatever their role; other organization members are not modelled.
 */
export function associationOf(
  store: Store,
  login: string
): 'OWNER' | 'COLLABORATOR' | 'CONTRIBUTOR' | 'NONE' {
  if (login.toLowerCase() === store.repo.owner.toLowerCase()) return 'OWNER'
  const account = store.user(login)
  if (account?.privateMember === true) return 'CONTRIBUTOR'
  const collaborator =
    account !== undefined &&
    account.type === 'User' &&
    ['admin', 'maintain', 'write', 'triage'].includes(account.permission)
  return collaborator ? 'COLLABORATOR' : 'NONE'
}
