// The Actions cache service as `@actions/cache` calls it (its v1 protocol, the one it uses off
// github.com): look up an entry by keys and version, reserve one, upload the archive in ranged
// chunks, commit it, and download it from the location the lookup handed out. The runner's
// ACTIONS_CACHE_URL points at `<emulator>/_cache/`. It authenticates with the job's runtime
// token, not an API token: the routes are public.
import { found, HttpError, intParam, objectBody, type Route, type RouteContext } from '../router.js'

const API = '/_cache/_apis/artifactcache'

function lookup(ctx: RouteContext) {
  const keys = (ctx.query.get('keys') ?? '').split(',').filter((k) => k !== '')
  const version = ctx.query.get('version') ?? ''
  const entry = ctx.site.store.findCache(keys, version)
  if (entry === undefined) return { status: 204 }
  return {
    status: 200,
    body: {
      cacheKey: entry.key,
      scope: 'refs/heads/main',
      creationTime: entry.createdAt,
      archiveLocation: ctx.site.signedUrl(`cache/${entry.id}`)
    }
  }
}

function reserve(ctx: RouteContext) {
  const body = objectBody(ctx)
  const { key, version } = body
  if (typeof key !== 'string' || typeof version !== 'string') throw new HttpError(400)
  const cacheId = ctx.site.store.reserveCache(key, version)
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

export const cacheRoutes: Route[] = [
  { method: 'GET', pattern: `${API}/cache`, handler: lookup, public: true },
  { method: 'POST', pattern: `${API}/caches`, handler: reserve, public: true },
  { method: 'PATCH', pattern: `${API}/caches/:id`, handler: upload, public: true, binary: true },
  { method: 'POST', pattern: `${API}/caches/:id`, handler: commit, public: true },
  { method: 'GET', pattern: '/_blobs/cache/:id', handler: download, public: true }
]
