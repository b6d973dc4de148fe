import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { throttling } from '@octokit/plugin-throttling'
import { GitHubEmulator } from '../../emulator/index.js'
import { api, client, repo, useGitHub } from './support.js'

describe('GitHubEmulator server', () => {
  const gh = useGitHub((gh) => gh.store.setBranch('autoloop/demo', 'a'.repeat(40)))
  beforeEach(() => gh.resetRequests())

  it('serves the repository with GitHub headers', async () => {
    const res = await api(gh, '/repos/acme/widgets')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('x-github-request-id')).toMatch(/^[0-9A-F]{16}$/)
    expect(res.headers.get('x-ratelimit-limit')).toBe('5000')
    expect(res.headers.get('x-ratelimit-resource')).toBe('core')
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({
      id: 4242,
      full_name: 'acme/widgets',
      default_branch: 'main',
      private: false,
      owner: { login: 'acme' },
      html_url: 'https://github.localhost/acme/widgets',
      url: `${gh.url}/repos/acme/widgets`
    })
  })

  it('accepts `token` and `Bearer` and rejects a missing or wrong token with 401', async () => {
    const bearer = await api(gh, '/repos/acme/widgets', {
      headers: { authorization: 'Bearer ghs_test' }
    })
    expect(bearer.status).toBe(200)
    const none = await fetch(`${gh.url}/repos/acme/widgets`)
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({
      message: 'Bad credentials',
      documentation_url: 'https://docs.github.com/rest'
    })
    await expect(client(gh, 'ghs_wrong').rest.repos.get(repo)).rejects.toMatchObject({
      status: 401
    })
  })

  it('accepts anything when started with token null', async () => {
    const open = await GitHubEmulator.start({ token: null, owner: 'o', repo: 'r' })
    try {
      const res = await fetch(`${open.url}/repos/o/r`)
      expect(res.status).toBe(200)
    } finally {
      await open.close()
    }
  })

  it('answers 404 JSON for an unknown repository or route, 400 for malformed JSON', async () => {
    await expect(client(gh).rest.repos.get({ owner: 'acme', repo: 'nope' })).rejects.toMatchObject({
      status: 404,
      response: { data: { message: 'Not Found' } }
    })
    expect((await api(gh, '/repos/acme/widgets/nothing-here')).status).toBe(404)
    const bad = await api(gh, '/repos/acme/widgets/issues/1/comments', {
      method: 'POST',
      body: '{not json'
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: 'Problems parsing JSON' })
  })

  it('decodes percent-encoded path parameters and accepts raw slashes in refs', async () => {
    const octokit = client(gh)
    const branch = await octokit.rest.repos.getBranch({ ...repo, branch: 'autoloop/demo' })
    expect(branch.data.commit.sha).toBe('a'.repeat(40))
    const ref = await octokit.rest.git.getRef({ ...repo, ref: 'heads/autoloop/demo' })
    expect(ref.data).toMatchObject({
      ref: 'refs/heads/autoloop/demo',
      object: { sha: 'a'.repeat(40) }
    })
    const raw = await api(gh, '/repos/acme/widgets/git/ref/heads/autoloop/demo')
    expect(raw.status).toBe(200)
    const matching = await octokit.rest.git.listMatchingRefs({ ...repo, ref: 'heads/autoloop' })
    expect(matching.data.map((r) => r.ref)).toEqual(['refs/heads/autoloop/demo'])
    expect(gh.requests.map((r) => r.path)).toContain('/repos/acme/widgets/branches/autoloop/demo')
  })

  it('records every request with decoded path, query, final status and time', async () => {
    const before = Date.now()
    await api(gh, '/repos/acme/widgets/commits/main/check-runs?per_page=5&filter=all')
    await api(gh, '/repos/acme/nope')
    expect(gh.requests).toHaveLength(2)
    expect(gh.requests[0]).toMatchObject({
      method: 'GET',
      path: '/repos/acme/widgets/commits/main/check-runs',
      query: { per_page: '5', filter: 'all' },
      status: 200
    })
    expect(gh.requests[0]?.at).toBeGreaterThanOrEqual(before)
    expect(gh.requests[1]?.status).toBe(404)
    gh.resetRequests()
    expect(gh.requests).toEqual([])
  })

  describe('faults', () => {
    it('fails once with 502, then the retry plugin succeeds', async () => {
      gh.fault({ path: '/repos/acme/widgets', status: 502 })
      const res = await client(gh).rest.repos.get(repo)
      expect(res.data.full_name).toBe('acme/widgets')
      expect(gh.requests.map((r) => r.status)).toEqual([502, 200])
    })

    it('honours times, method and RegExp paths', async () => {
      gh.fault({ method: 'get', path: /\/check-runs$/, status: 503, times: 2 })
      const statuses = []
      for (let i = 0; i < 3; i++) {
        const res = await api(gh, '/repos/acme/widgets/commits/main/check-runs')
        statuses.push(res.status)
        if (res.status === 503) {
          expect(await res.json()).toMatchObject({ message: 'Service Unavailable' })
        }
      }
      expect(statuses).toEqual([503, 503, 200])
      gh.fault({ method: 'POST', path: '/repos/acme/widgets', status: 500 })
      expect((await api(gh, '/repos/acme/widgets')).status).toBe(200)
    })

    it('answers 403 like a secondary rate limit, with retry-after', async () => {
      gh.fault({ path: '/repos/acme/widgets', status: 403, retryAfter: 7 })
      const res = await api(gh, '/repos/acme/widgets')
      expect(res.status).toBe(403)
      expect(res.headers.get('retry-after')).toBe('7')
      expect(await res.json()).toMatchObject({
        message:
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.'
      })

      // Octokit's throttling plugin must recognise it as such.
      gh.fault({ path: '/repos/acme/widgets', status: 403, retryAfter: 3 })
      const seen: number[] = []
      const throttled = getOctokit(
        'ghs_test',
        {
          baseUrl: gh.url,
          throttle: {
            onRateLimit: () => false,
            onSecondaryRateLimit: (retryAfter: number) => {
              seen.push(retryAfter)
              return false
            }
          }
        },
        throttling
      )
      await expect(throttled.rest.repos.get(repo)).rejects.toMatchObject({ status: 403 })
      expect(seen).toEqual([3])
    })

    it('answers 403 with a message as a plain refusal: no retry-after', async () => {
      const message = 'Resource not accessible by integration'
      gh.fault({ path: '/repos/acme/widgets', status: 403, message })
      const res = await api(gh, '/repos/acme/widgets')
      expect(res.status).toBe(403)
      expect(res.headers.get('retry-after')).toBeNull()
      expect(await res.json()).toMatchObject({ message })
    })

    it("drops the connection on 'reset', records status 0, then serves again", async () => {
      gh.fault({ path: '/repos/acme/widgets', status: 'reset' })
      await expect(api(gh, '/repos/acme/widgets')).rejects.toThrow()
      expect((await api(gh, '/repos/acme/widgets')).status).toBe(200)
      expect(gh.requests.map((r) => r.status)).toEqual([0, 200])

      gh.fault({ path: '/repos/acme/widgets', status: 'reset' })
      const res = await client(gh).rest.repos.get(repo)
      expect(res.status).toBe(200)
    })

    it("'reset-after' makes the change, then drops the connection before answering", async () => {
      const path = '/repos/acme/widgets/contents/lost.md'
      gh.store.setBranch('memory/lost', 'd'.repeat(40))
      gh.store.putFile('memory/lost', 'lost.md', 'v1\n')
      const before = gh.store.readFile('memory/lost', 'lost.md')?.sha ?? ''
      gh.resetRequests()
      gh.fault({ method: 'PUT', path, status: 'reset-after' })
      const put = () =>
        api(gh, path, {
          method: 'PUT',
          body: JSON.stringify({
            message: 'write',
            content: Buffer.from('v2\n').toString('base64'),
            branch: 'memory/lost',
            sha: before
          })
        })
      await expect(put()).rejects.toThrow()
      // The write landed although its answer never came: a resend based on the old sha is stale.
      expect(gh.store.readFile('memory/lost', 'lost.md')?.content).toBe('v2\n')
      expect((await put()).status).toBe(409)
      expect(gh.requests.map((r) => [r.status, r.unsent])).toEqual([
        [0, 200],
        [409, undefined]
      ])
      // Each record keeps the JSON body it was sent with.
      expect(gh.requests.map((r) => r.body)).toEqual(
        Array(2).fill(expect.objectContaining({ sha: before, branch: 'memory/lost' }))
      )
    })
  })

  describe('beforeRequest hooks', () => {
    const path = '/repos/acme/widgets/contents/race.md'
    const base64 = (text: string) => Buffer.from(text).toString('base64')

    it('runs once before a matching request, which then sees what the hook changed', async () => {
      gh.store.setBranch('memory/race', 'e'.repeat(40))
      gh.store.putFile('memory/race', 'race.md', 'v1\n')
      const read = await api(gh, `${path}?ref=memory/race`)
      const { sha } = (await read.json()) as { sha: string }
      const seen: string[] = []
      gh.beforeRequest({ method: 'PUT', path }, async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        seen.push(`${request.method} ${request.path}`)
        gh.store.putFile('memory/race', 'race.md', 'maintainer\n')
      })
      gh.resetRequests()
      const put = (blob: string) =>
        api(gh, path, {
          method: 'PUT',
          body: JSON.stringify({
            message: 'write',
            content: base64('gate\n'),
            branch: 'memory/race',
            sha: blob
          })
        })
      expect((await api(gh, `${path}?ref=memory/race`)).status).toBe(200)
      expect(seen).toEqual([])
      expect((await put(sha)).status).toBe(409)
      expect(seen).toEqual([`PUT ${path}`])
      expect(gh.store.readFile('memory/race', 'race.md')?.content).toBe('maintainer\n')
      // Used up: the next write based on the fresh sha goes through untouched.
      const fresh = gh.store.readFile('memory/race', 'race.md')?.sha ?? ''
      expect((await put(fresh)).status).toBe(200)
      expect(seen).toHaveLength(1)
      expect(gh.store.readFile('memory/race', 'race.md')?.content).toBe('gate\n')
    })

    it('honours times and RegExp paths, skips faulted requests, answers 500 when it throws', async () => {
      let calls = 0
      gh.beforeRequest({ path: /^\/repos\/acme\/widgets$/, times: 2 }, () => {
        calls++
      })
      gh.fault({ path: '/repos/acme/widgets', status: 503 })
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) statuses.push((await api(gh, '/repos/acme/widgets')).status)
      expect(statuses).toEqual([503, 200, 200, 200])
      expect(calls).toBe(2)

      gh.beforeRequest({ path: '/repos/acme/widgets' }, () => {
        throw new Error('hook failed on purpose')
      })
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
      try {
        expect((await api(gh, '/repos/acme/widgets')).status).toBe(500)
      } finally {
        errors.mockRestore()
      }
      expect((await api(gh, '/repos/acme/widgets')).status).toBe(200)
    })
  })

  it('answered: resolves once the log holds that many matching requests, at once if it does', async () => {
    const rule = { method: 'GET', path: '/repos/acme/widgets' }
    let twice = false
    const second = gh.answered(rule, 2).then(() => (twice = true))
    await api(gh, '/repos/acme/widgets')
    await api(gh, '/repos/acme/nope')
    expect(twice).toBe(false)
    await api(gh, '/repos/acme/widgets')
    await second
    expect(twice).toBe(true)
    await gh.answered(rule, 1)
  })
})
