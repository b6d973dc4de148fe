// The rate-limit headers: REST's `core` limit and GraphQL's counted apart, as GitHub does, set
// by a test when it needs a budget that is running out; and the gate's client keeping the
// latest of each without a request of its own.
import { describe, expect, it } from '@jest/globals'
import { readRateBudget, recordRateBudget } from '../../src/adapters/github/rate-budget.js'
import { api, client, repo, useGitHub } from './support.js'

const HEAD = `query Head($owner: String!, $name: String!) {
  repository(owner: $owner, name: $name) { ref(qualifiedName: "refs/heads/main") { name } }
}`

describe('rate limits', () => {
  const gh = useGitHub((gh) => gh.store.setBranch('main', 'a'.repeat(40)))

  const limitOf = (res: Response) => ({
    resource: res.headers.get('x-ratelimit-resource'),
    limit: Number(res.headers.get('x-ratelimit-limit')),
    used: Number(res.headers.get('x-ratelimit-used')),
    remaining: Number(res.headers.get('x-ratelimit-remaining'))
  })
  const graphqlRequest = () =>
    api(gh, '/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: HEAD, variables: { owner: repo.owner, name: repo.repo } })
    })

  it('counts REST and GraphQL requests each against its own limit', async () => {
    const rest = limitOf(await api(gh, '/repos/acme/widgets'))
    const query = limitOf(await graphqlRequest())
    expect(rest).toMatchObject({ resource: 'core', limit: 5000 })
    expect(query).toMatchObject({ resource: 'graphql', limit: 5000 })
    expect(limitOf(await api(gh, '/repos/acme/widgets')).used).toBe(rest.used + 1)
    expect(limitOf(await graphqlRequest()).used).toBe(query.used + 1)
  })

  it('reports the limit and the use a test sets, and counts on from there', async () => {
    gh.setRateLimit('graphql', { limit: 1000, used: 950 })
    expect(limitOf(await graphqlRequest())).toEqual({
      resource: 'graphql',
      limit: 1000,
      used: 951,
      remaining: 49
    })
    gh.setRateLimit('core', { used: 4999 })
    expect(limitOf(await api(gh, '/repos/acme/widgets'))).toMatchObject({
      used: 5000,
      remaining: 0
    })
  })

  it("keeps the client's latest word on each limit, a refusal's included", async () => {
    const octokit = client(gh)
    recordRateBudget(octokit)
    expect(readRateBudget(octokit)).toEqual([])
    gh.setRateLimit('core', { limit: 1000, used: 10 })
    gh.setRateLimit('graphql', { limit: 5000, used: 100 })
    await octokit.rest.repos.get(repo)
    await octokit.graphql(HEAD, { owner: repo.owner, name: repo.repo })
    expect(readRateBudget(octokit)).toEqual([
      { resource: 'core', limit: 1000, remaining: 989 },
      { resource: 'graphql', limit: 5000, remaining: 4899 }
    ])
    gh.fault({ path: '/repos/acme/widgets', status: 404 })
    await expect(octokit.rest.repos.get(repo)).rejects.toMatchObject({ status: 404 })
    expect(readRateBudget(octokit)).toContainEqual({
      resource: 'core',
      limit: 1000,
      remaining: 988
    })
    // A client that records nothing has heard of no limit.
    expect(readRateBudget(client(gh))).toEqual([])
  })
})
