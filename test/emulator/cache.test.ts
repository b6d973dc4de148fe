import { describe, expect, it } from '@jest/globals'
import { useGitHub } from './support.js'

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
