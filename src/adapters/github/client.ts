// The one Octokit the gate uses: GitHub's API base from the runner, retries for 5xx and dropped
// connections, the throttling plugin honouring rate limits and retry-after, and a record of the
// rate-limit budget its responses report.
import * as core from '@actions/core'
import { getOctokit } from '@actions/github'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import Bottleneck from 'bottleneck/light.js'
import { recordRateBudget } from './rate-budget.js'

export type GitHubClient = ReturnType<typeof getOctokit>

/**
 * The retry plugin's defaults plus 409: a write based on a stale blob sha is refused the same way
 * however often it is resent; the state file's writer re-reads and decides again instead.
 */
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 451]

/**
 * Writes stay one at a time but are not spaced out. The plugin's defaults wait 1 s between
 * writes and 3 s between comments, GitHub's advice for clients making many of them; a gate run
 * makes two to four, so the pacing would only triple its runtime. A secondary rate limit, if one
 * ever comes, is still waited out through retry-after below.
 */
const SERIAL = { maxConcurrent: 1, minTime: 0 }

/** A limited wait is worth it inside a short gate job; a long one is better failed loudly. */
const MAX_RATE_LIMIT_WAIT_SECONDS = 120
const MAX_RATE_LIMIT_RETRIES = 3

export function createClient(token: string): GitHubClient {
  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      options: { method?: string; url?: string },
      _: unknown,
      retryCount: number
    ) => {
      const retrying =
        retryCount < MAX_RATE_LIMIT_RETRIES && retryAfter <= MAX_RATE_LIMIT_WAIT_SECONDS
      core.warning(
        `GitHub ${kind} rate limit on ${options.method ?? 'GET'} ${options.url ?? ''}: ` +
          (retrying ? `retrying in ${retryAfter}s` : 'giving up')
      )
      return retrying
    }
  const client = getOctokit(
    token,
    {
      log: { debug: core.debug, info: core.debug, warn: core.warning, error: core.error },
      retry: { retries: 3, doNotRetry: DO_NOT_RETRY },
      throttle: {
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
        write: new Bottleneck.Group(SERIAL),
        notifications: new Bottleneck.Group(SERIAL)
      }
    },
    retry,
    throttling
  )
  recordRateBudget(client)
  return client
}
