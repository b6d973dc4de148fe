import { describe, expect, it } from '@jest/globals'
import { runtimeToken } from '../../emulator/runtime-token.js'
import { api, useGitHub } from './support.js'

/** The cache service as `@actions/cache` calls it, with the runner's runtime token. */
describe('cache service', () => {
  const gh = useGitHub()
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${gh.url}/_cache/_apis/artifactcache/${path}`, {
      ...init,
      headers: { authorization: 'Bearer runtime-token', ...init.headers }
    })
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body)
  })

  it('reserves, takes ranged chunks, commits, finds by key or prefix and serves the archive', async () => {
    expect((await api('cache?keys=green-gate-fix-a&version=v1')).status).toBe(204)
    const reserved = await api('caches', json({ key: 'green-gate-fix-a', version: 'v1' }))
    expect(reserved.status).toBe(201)
    const { cacheId } = (await reserved.json()) as { cacheId: number }
    const chunk = (start: number, text: string) =>
      api(`caches/${cacheId}`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/octet-stream',
          'content-range': `bytes ${start}-${start + text.length - 1}/*`
        },
        body: text
      })
    expect((await chunk(5, 'world')).status).toBe(204)
    expect((await chunk(0, 'hello')).status).toBe(204)
    expect((await api(`caches/${cacheId}`, json({ size: 9 }))).status).toBe(400)
    expect((await api(`caches/${cacheId}`, json({ size: 10 }))).status).toBe(204)
    expect((await api('caches', json({ key: 'green-gate-fix-a', version: 'v1' }))).status).toBe(409)

    // Another version is another entry; a restore key matches by prefix.
    expect((await api('cache?keys=green-gate-fix-a&version=v2')).status).toBe(204)
    const found = await api('cache?keys=green-gate-fix-b,green-gate-fix-&version=v1')
    const entry = (await found.json()) as { cacheKey: string; archiveLocation: string }
    expect(entry.cacheKey).toBe('green-gate-fix-a')
    expect(await (await fetch(entry.archiveLocation)).text()).toBe('helloworld')
    expect((await fetch(entry.archiveLocation.replace(/sig=\w+/, 'sig=0'))).status).toBe(403)
  })
})

/** Entries scoped by the run's ref, and the REST API that lists and deletes them. */
describe('cache scopes and the caches API', () => {
  const gh = useGitHub()
  const tokenFor = (ref: string) => `Bearer ${runtimeToken({ ref, runId: 1 })}`
  const service = (ref: string, path: string, init: RequestInit = {}) =>
    fetch(`${gh.url}/_cache/_apis/artifactcache/${path}`, {
      ...init,
      headers: { authorization: tokenFor(ref), ...init.headers }
    })
  const post = (ref: string, path: string, body: unknown) =>
    service(ref, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    })

  /** Reserves, uploads and commits `text` as one entry, as a run on `ref` saves it. */
  const save = async (ref: string, key: string, text: string, version = 'v1') => {
    const reserved = await post(ref, 'caches', { key, version })
    expect(reserved.status).toBe(201)
    const { cacheId } = (await reserved.json()) as { cacheId: number }
    const range = `bytes 0-${text.length - 1}/*`
    const patch = { method: 'PATCH', headers: { 'content-range': range }, body: text }
    expect((await service(ref, `caches/${cacheId}`, patch)).status).toBe(204)
    expect((await post(ref, `caches/${cacheId}`, { size: text.length })).status).toBe(204)
    return cacheId
  }
  const restore = async (ref: string, keys: string) => {
    const found = await service(ref, `cache?keys=${keys}&version=v1`)
    if (found.status === 204) return null
    const entry = (await found.json()) as {
      cacheKey: string
      scope: string
      archiveLocation: string
    }
    return {
      key: entry.cacheKey,
      scope: entry.scope,
      text: await (await fetch(entry.archiveLocation)).text()
    }
  }

  const MAIN = 'refs/heads/main'
  const FEATURE = 'refs/heads/feature'
  const OTHER = 'refs/pull/7/merge'

  it('restores from the same ref first, then the default branch, never a sibling ref', async () => {
    await save(MAIN, 'deps-1', 'from main')
    await save(FEATURE, 'deps-2', 'from feature')
    // The same key and version may live in two scopes; each scope keeps one.
    await save(FEATURE, 'deps-1', 'feature copy')
    expect((await post(FEATURE, 'caches', { key: 'deps-1', version: 'v1' })).status).toBe(409)

    expect(await restore(FEATURE, 'deps-1')).toEqual({
      key: 'deps-1',
      scope: FEATURE,
      text: 'feature copy'
    })
    expect(await restore(FEATURE, 'deps-')).toMatchObject({ key: 'deps-1', scope: FEATURE })
    expect(await restore(OTHER, 'deps-')).toEqual({ key: 'deps-1', scope: MAIN, text: 'from main' })
    expect(await restore(OTHER, 'deps-2')).toBeNull()
    expect(await restore(MAIN, 'deps-2')).toBeNull()
    // A token that names no ref is a run on the default branch.
    const plain = await fetch(`${gh.url}/_cache/_apis/artifactcache/cache?keys=deps-&version=v1`, {
      headers: { authorization: 'Bearer runtime-token' }
    })
    expect(await plain.json()).toMatchObject({ cacheKey: 'deps-1', scope: MAIN })
  })

  type Listing = {
    total_count: number
    actions_caches: { id: number; ref: string; key: string; size_in_bytes: number }[]
  }
  const list = async (query: string) => {
    const response = await api(gh, `/repos/acme/widgets/actions/caches${query}`)
    return {
      status: response.status,
      link: response.headers.get('link'),
      body: (await response.json()) as Listing
    }
  }

  it('lists committed entries by key prefix and ref, sorted and paged', async () => {
    const reserved = await post(MAIN, 'caches', { key: 'deps-half', version: 'v1' })
    expect(reserved.status).toBe(201)
    const all = await list('')
    expect(all.body.total_count).toBe(3)
    expect(Object.keys(all.body.actions_caches[0] ?? {}).sort()).toEqual([
      'created_at',
      'id',
      'key',
      'last_accessed_at',
      'ref',
      'size_in_bytes',
      'version'
    ])
    // Newest access first by default: the last restore read main's deps-1.
    expect(all.body.actions_caches.map((c) => [c.key, c.ref])).toEqual([
      ['deps-1', MAIN],
      ['deps-1', FEATURE],
      ['deps-2', FEATURE]
    ])
    const bySize = await list('?sort=size_in_bytes&direction=asc')
    expect(bySize.body.actions_caches.map((c) => c.size_in_bytes)).toEqual([9, 12, 12])
    const feature = await list(`?ref=${encodeURIComponent(FEATURE)}&key=deps-2`)
    expect(feature.body.actions_caches.map((c) => c.key)).toEqual(['deps-2'])
    const paged = await list('?sort=created_at&direction=asc&per_page=2&page=2')
    expect(paged.body).toMatchObject({
      total_count: 3,
      actions_caches: [{ key: 'deps-1', ref: FEATURE }]
    })
    expect(paged.link).toMatch(/rel="prev"/)
    expect((await list('?sort=name')).status).toBe(422)
  })

  it("deletes every entry of a key, or only one ref's, answering with what it deleted", async () => {
    const remove = (query: string) =>
      api(gh, `/repos/acme/widgets/actions/caches${query}`, { method: 'DELETE' })
    const one = await remove(`?key=deps-1&ref=${encodeURIComponent(FEATURE)}`)
    expect(one.status).toBe(200)
    expect(await one.json()).toMatchObject({
      total_count: 1,
      actions_caches: [{ key: 'deps-1', ref: FEATURE }]
    })
    // The feature branch now restores main's entry: deleting is how an attacker swaps a cache.
    expect(await restore(FEATURE, 'deps-1')).toMatchObject({ scope: MAIN, text: 'from main' })

    await save(FEATURE, 'deps-1', 'again')
    const both = await remove('?key=deps-1')
    expect(((await both.json()) as Listing).actions_caches.map((c) => c.ref).sort()).toEqual(
      [MAIN, FEATURE].sort()
    )
    expect(await restore(FEATURE, 'deps-1')).toBeNull()
    // Exact keys only, as GitHub documents: a prefix deletes nothing.
    expect((await remove('?key=deps-')).status).toBe(404)
    expect((await remove('')).status).toBe(422)
    expect((await list('')).body.actions_caches.map((c) => c.key)).toEqual(['deps-2'])
  })

  it('evicts the least recently used entries when a save takes the total past the limit', async () => {
    gh.store.caches.splice(0)
    await save(MAIN, 'lru-old', 'x'.repeat(10))
    await save(FEATURE, 'lru-mid', 'x'.repeat(10))
    // A restore is a use: the oldest entry is now the most recently used.
    expect(await restore(MAIN, 'lru-old')).toMatchObject({ key: 'lru-old' })
    const limit = gh.store.cacheLimit
    gh.store.cacheLimit = gh.store.caches.reduce((total, c) => total + c.archive.length, 0)
    try {
      await save(FEATURE, 'lru-new', 'x'.repeat(10))
    } finally {
      gh.store.cacheLimit = limit
    }
    expect((await list('?key=lru-')).body.actions_caches.map((c) => c.key).sort()).toEqual([
      'lru-new',
      'lru-old'
    ])
  })
})
