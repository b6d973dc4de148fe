// GitHub's rate-limit headers, as every response to the gate's client carries them (REST's
// `core` limit and GraphQL's own), kept per limit so the sweep can see how much budget is left
// without a request of its own.
import type { getOctokit } from '@actions/github'
import type { RateBudget, ResourceBudget } from '../../rules/gate/rate-reserve.js'

/** client.ts's GitHubClient, named here again because client.ts installs the record. */
type GitHubClient = ReturnType<typeof getOctokit>

type Headers = Record<string, string | number | undefined>

/** Each client's latest word on each limit, by resource. */
const budgets = new WeakMap<GitHubClient, Map<string, ResourceBudget>>()

/** From now on, every response `gh` receives, a refusal included, updates its record. */
export function recordRateBudget(gh: GitHubClient): void {
  const record = new Map<string, ResourceBudget>()
  budgets.set(gh, record)
  const note = (headers: Headers | undefined) => {
    const limit = headers === undefined ? null : budgetOf(headers)
    if (limit !== null) record.set(limit.resource, limit)
  }
  gh.hook.wrap('request', async (request, options) => {
    try {
      const response = await request(options)
      note(response.headers as Headers)
      return response
    } catch (error) {
      // A 403 or 429 for a spent limit says so in the same headers.
      note((error as { response?: { headers?: Headers } }).response?.headers)
      throw error
    }
  })
}

/** The limits `gh` has heard of so far; empty for a client that records none. */
export function readRateBudget(gh: GitHubClient): RateBudget {
  return [...(budgets.get(gh)?.values() ?? [])]
}

/** The limit a response reports, or null when it carries no rate-limit headers. */
function budgetOf(headers: Headers): ResourceBudget | null {
  const resource = headers['x-ratelimit-resource']
  const limit = Number(headers['x-ratelimit-limit'])
  const remaining = Number(headers['x-ratelimit-remaining'])
  if (resource === undefined || !Number.isFinite(limit) || !Number.isFinite(remaining)) return null
  return { resource: String(resource), limit, remaining }
}
