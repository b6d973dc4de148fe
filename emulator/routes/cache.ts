// The Actions cache service as `@actions/cache` calls it (its v1 protocol, the one it uses off
// github.com): look up an entry by keys and version, reserve one, upload the archive in ranged
// chunks, commit it, and download it from the location the lookup handed out. The runner's
// ACTIONS_CACHE_URL points at `<emulator>/_cache/`. It authenticates with the job's runtime
// token, not an API token: the routes are public. The token also carries the run's ref, the
// scope its entries are saved in and restored from. A restore that hits an entry counts as its
// use, and a commit past the repository's size limit evicts the least recently used entries
// (the store keeps both). Beside it, the REST API's listing and deletion of a repository's caches.
import type { components } from '@octokit/openapi-types'
import { countedReply } from '../pagination.js'
import {
  found,
  HttpError,
  intParam,
  missingField,
  objectBody,
  REPO,
  type Route,
  type RouteContext
} from '../router.js'
import type { CacheEntry } from '../records.js'
import { readRuntimeToken } from '../runtime-token.js'

type CacheItem = components['schemas']['actions-cache-list']['actions_caches'][number]

const API = '/_cache/_apis/artifactcache'

/** The run's ref, as its runtime token says; any other token is a run on the default branch. */
function scopeOf(ctx: RouteContext): string {
  const claims = readRuntimeToken(String(ctx.headers.authorization ?? ''))
  return claims?.ref ?? ctx.site.store.defaultRef
}

function lookup(ctx: RouteContext) {
  const keys = (ctx.query.get('keys') ?? '').split(',').filter((k) => k !== '')
  const version = ctx.query.get('version') ?? ''
  const entry = ctx.site.store.findCache(keys, version, scopeOf(ctx))
  if (entry === undefined) return { status: 204 }
  return {
    status: 200,
    body: {
      cacheKey: entry.key,
      scope: entry.ref,
      creationTime: entry.createdAt,
      archiveLocation: ctx.site.signedUrl(`cache/${entry.id}`)
    }
  }
}

function reserve(ctx: RouteContext) {
  const body = objectBody(ctx)
  const { key, version } = body
  if (typeof key !== 'string' || typeof version !== 'string') throw new HttpError(400)
  const cacheId = ctx.site.store.reserveCache(key, version, scopeOf(ctx))
  if (cacheId === null) throw new HttpError(409, `Cache already exists. Key: ${key}`)
  return { status: 201, body: { cacheId } }
}

/** `Content-Range: bytes <start>-<end>/*`, as the toolkit sends each chunk. */
function upload(ctx: RouteContext) {
  const range = /^bytes (\d+)-(\d+)\/\*$/.exec(String(ctx.headers['content-range'] ?? ''))
  if (range === null) throw new HttpError(400, 'Content-Range required')
  const start = Number(range[1])
  if (Number(range[2]) - start + 1 !== ctx.raw.length)
    throw new HttpError(400, 'range and body differ')
  if (!ctx.site.store.uploadCacheChunk(intParam(ctx, 'id'), start, ctx.raw))
    throw new HttpError(404)
  return { status: 204 }
}

function commit(ctx: RouteContext) {
  const { size } = objectBody(ctx)
  if (typeof size !== 'number') throw new HttpError(400)
  if (!ctx.site.store.commitCache(intParam(ctx, 'id'), size))
    throw new HttpError(400, 'size differs')
  return { status: 204 }
}

function download(ctx: RouteContext) {
  const id = intParam(ctx, 'id')
  if (!ctx.site.isSigned(`cache/${id}`, ctx.query.get('sig'))) throw new HttpError(403)
  const entry = found(ctx.site.store.caches.find((c) => c.id === id && c.committed))
  return { status: 200, text: entry.archive }
}

function cacheItem(entry: CacheEntry): CacheItem {
  return {
    id: entry.id,
    ref: entry.ref,
    key: entry.key,
    version: entry.version,
    last_accessed_at: entry.lastAccessedAt,
    created_at: entry.createdAt,
    size_in_bytes: entry.archive.length
  }
}

const SORTS = {
  created_at: (c: CacheEntry) => c.createdAt,
  last_accessed_at: (c: CacheEntry) => c.lastAccessedAt,
  size_in_bytes: (c: CacheEntry) => c.archive.length
}

function isSort(sort: string): sort is keyof typeof SORTS {
  return Object.hasOwn(SORTS, sort)
}

/** Committed entries only, sorted by last access (newest first) unless asked otherwise. */
function listCaches(ctx: RouteContext) {
  const sort = ctx.query.get('sort') ?? 'last_accessed_at'
  const direction = ctx.query.get('direction') ?? 'desc'
  if (!isSort(sort) || (direction !== 'asc' && direction !== 'desc')) throw new HttpError(422)
  const ref = ctx.query.get('ref') ?? undefined
  const value = SORTS[sort]
  const sign = direction === 'asc' ? 1 : -1
  const entries = ctx.site.store
    .listCaches(ctx.query.get('key') ?? '', ref)
    // Ties (same second, same size) fall back to the entries' age.
    .sort((a, b) => sign * (compare(value(a), value(b)) || a.id - b.id))
  return countedReply(ctx, 'actions_caches', entries, cacheItem)
}

function compare(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Every entry with exactly `key` (in `ref`'s scope when given); 404 when there was none. */
function deleteCaches(ctx: RouteContext) {
  const key = ctx.query.get('key')
  if (key === null || key === '') throw missingField('key')
  const deleted = ctx.site.store.deleteCaches(key, ctx.query.get('ref') ?? undefined)
  if (deleted.length === 0) throw new HttpError(404)
  const body: components['schemas']['actions-cache-list'] = {
    total_count: deleted.length,
    actions_caches: deleted.map(cacheItem)
  }
  return { status: 200, body }
}

export const cacheRoutes: Route[] = [
  { method: 'GET', pattern: `${REPO}/actions/caches`, handler: listCaches },
  { method: 'DELETE', pattern: `${REPO}/actions/caches`, handler: deleteCaches },
  { method: 'GET', pattern: `${API}/cache`, handler: lookup, public: true },
  { method: 'POST', pattern: `${API}/caches`, handler: reserve, public: true },
  { method: 'PATCH', pattern: `${API}/caches/:id`, handler: upload, public: true, binary: true },
  { method: 'POST', pattern: `${API}/caches/:id`, handler: commit, public: true },
  { method: 'GET', pattern: '/_blobs/cache/:id', handler: download, public: true }
]
