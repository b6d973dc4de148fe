import type { components } from '@octokit/openapi-types'
import { commitParts, nodeId, type Site } from '../objects.js'
import {
  found,
  HttpError,
  missingField,
  objectBody,
  optionalString,
  REPO,
  requiredString,
  type Route,
  type RouteContext
} from '../router.js'
import type { GitUser } from '../records.js'
import { blobSha } from '../store.js'

type Schemas = components['schemas']

function branchName(ref: string): string {
  return ref.replace(/^(refs\/)?heads\//, '')
}

/** The fields shared by a content file and the `content` of a file commit. */
function fileSummary(site: Site, branch: string, path: string, bytes: Buffer) {
  const sha = blobSha(bytes)
  const encoded = path.split('/').map(encodeURIComponent).join('/')
  const self = `${site.repoApi}/contents/${encoded}?ref=${encodeURIComponent(branch)}`
  const git = `${site.repoApi}/git/blobs/${sha}`
  const html = `${site.repoHtml}/blob/${branch}/${encoded}`
  return {
    type: 'file' as const,
    size: bytes.length,
    name: path.split('/').pop() ?? path,
    path,
    sha,
    url: self,
    git_url: git,
    html_url: html,
    download_url: `${site.serverUrl}/raw/${site.store.repo.fullName}/${branch}/${encoded}`,
    _links: { git, html, self }
  }
}

/** GitHub wraps base64 content at 60 characters per line. */
function wrappedBase64(bytes: Buffer): string {
  return (bytes.toString('base64').match(/.{1,60}/g) ?? []).map((line) => `${line}\n`).join('')
}

function fileCommit(site: Site, sha: string): Schemas['file-commit']['commit'] {
  const parts = commitParts(site, sha)
  return {
    sha,
    node_id: nodeId('C_', sha),
    url: `${site.repoApi}/git/commits/${sha}`,
    html_url: `${site.repoHtml}/commit/${sha}`,
    author: parts.person,
    committer: parts.person,
    message: parts.message,
    tree: parts.tree,
    parents: parts.parents,
    verification: {
      verified: false,
      reason: 'unsigned',
      signature: null,
      payload: null,
      verified_at: null
    }
  }
}

function getContent(ctx: RouteContext) {
  const { store } = ctx.site
  const ref = ctx.query.get('ref') ?? store.repo.defaultBranch
  const branch = branchName(ref)
  if (store.branchSha(branch) === undefined) {
    throw new HttpError(404, `No commit found for the ref ${ref}`)
  }
  const path = (ctx.params.path ?? '').replace(/\/+$/, '')
  const file = store.readFile(branch, path)
  if (file === undefined) return listDirectory(ctx, branch, path)
  const body: Schemas['content-file'] = {
    ...fileSummary(ctx.site, branch, path, file.bytes),
    encoding: 'base64',
    content: wrappedBase64(file.bytes)
  }
  return { status: 200, body }
}

/** A folder reads as the list of what is directly in it, as on GitHub; an empty one is a 404. */
function listDirectory(ctx: RouteContext, branch: string, dir: string) {
  const prefix = dir === '' ? '' : `${dir}/`
  const entries = new Map<string, Schemas['content-directory'][number]>()
  for (const path of ctx.site.store.listFiles(branch)) {
    if (!path.startsWith(prefix)) continue
    const [name = '', ...deeper] = path.slice(prefix.length).split('/')
    if (deeper.length === 0) {
      const bytes = found(ctx.site.store.readFile(branch, path)).bytes
      entries.set(name, { ...fileSummary(ctx.site, branch, path, bytes), content: undefined })
    } else if (!entries.has(name)) {
      const sub = `${prefix}${name}`
      const summary = fileSummary(ctx.site, branch, sub, Buffer.alloc(0))
      entries.set(name, { ...summary, type: 'dir', size: 0, download_url: null })
    }
  }
  if (entries.size === 0) throw new HttpError(404)
  return { status: 200, body: [...entries.values()] }
}

function committer(body: Record<string, unknown>): GitUser | undefined {
  const value = body.committer
  if (value === undefined) return undefined
  const person =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  return { name: requiredString(person, 'name'), email: requiredString(person, 'email') }
}

/**
 * Optimistic concurrency as on GitHub: updating needs the current blob sha (missing: 422,
 * stale: 409). A sha sent for a file that does not exist is also a 409. An unknown branch
 * is 404 `Branch <name> not found` (the API never creates branches here).
 */
function putContent(ctx: RouteContext) {
  const { store } = ctx.site
  const body = objectBody(ctx)
  const message = requiredString(body, 'message')
  const content = requiredString(body, 'content')
  const sha = optionalString(body, 'sha')
  const branch = branchName(optionalString(body, 'branch') ?? store.repo.defaultBranch)
  const author = committer(body)
  if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(content)) {
    throw new HttpError(422, 'content is not valid Base64')
  }
  if (store.branchSha(branch) === undefined) throw new HttpError(404, `Branch ${branch} not found`)
  const path = ctx.params.path ?? ''
  const current = store.readFile(branch, path)
  if (current && sha === undefined) throw missingField('sha')
  if (sha !== undefined && sha !== current?.sha) {
    throw new HttpError(409, `${path} does not match ${sha}`)
  }
  const bytes = Buffer.from(content, 'base64')
  const commit = store.putFile(branch, path, bytes, message, author)
  const reply: Schemas['file-commit'] = {
    content: fileSummary(ctx.site, branch, path, bytes),
    commit: fileCommit(ctx.site, commit.sha)
  }
  return { status: current ? 200 : 201, body: reply }
}

export const contentRoutes: Route[] = [
  { method: 'GET', pattern: `${REPO}/contents`, handler: getContent },
  { method: 'GET', pattern: `${REPO}/contents/*path`, handler: getContent },
  { method: 'PUT', pattern: `${REPO}/contents/*path`, handler: putContent }
]
