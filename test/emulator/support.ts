// One Octokit shaped like the action's: @actions/github with the retry plugin, pointed at the
// emulator, so tests exercise the same request/redirect/pagination paths as the real client.
import { getOctokit } from '@actions/github'
import { retry } from '@octokit/plugin-retry'
import { GitHubEmulator } from '../../emulator/index.js'
import { forTheSuite } from '../support/loop.js'

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

/**
 * The file's local GitHub: started and seeded before its first test, closed after its last.
 * The seed may keep ids it makes for the tests to read.
 */
export function useGitHub(seed: (gh: GitHubEmulator) => void = () => undefined): GitHubEmulator {
  return forTheSuite(
    async () => {
      const gh = await GitHubEmulator.start()
      seed(gh)
      return gh
    },
    (gh) => gh.close()
  )
}

/** A finished red CI run of `autoloop/demo` at `headSha`; its id. */
export function failedRun(gh: GitHubEmulator, headSha: string, event?: string): number {
  return gh.store.addWorkflowRun({
    name: 'CI',
    headBranch: 'autoloop/demo',
    headSha,
    status: 'completed',
    conclusion: 'failure',
    event
  })
}

/** The state branch, as the autoloop scheduler names it. */
export const STATE = 'memory/autoloop'

/** The state branch with one file on it. */
export function seedState(gh: GitHubEmulator): void {
  gh.store.setBranch(STATE, 'f'.repeat(40))
  gh.store.putFile(STATE, 'demo.md', 'hello\n', 'seed state')
}
