// One Octokit shaped like the action's: @actions/github with the retry plugin, pointed at the
// emulator, so tests exercise the same request/redirect/pagination paths as the real client.
import { getOctokit } from '@actions/github'
import { retry } from '@octokit/plugin-retry'
import type { GitHubEmulator } from '../../emulator/index.js'

export const repo = { owner: 'acme', repo: 'widgets' }

export function client(gh: GitHubEmulator, token = 'ghs_test') {
  return getOctokit(token, { baseUrl: gh.url, retry: { retryAfterBaseValue: 1 } }, retry)
}

export function api(gh: GitHubEmulator, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${gh.url}${path}`, {
    ...init,
    headers: { authorization: 'token ghs_test', ...init.headers }
  })
}
