// A pull request's head: its branch and the repository it lives in, to tell which program a
// command on the pull request steers (a fork's branch steers none).
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { api } from './errors.js'

export interface PullHead {
  branch: string
  /** `owner/name`; null when the head repository is gone. */
  repository: string | null
}

export async function pullHead(
  gh: GitHubClient,
  repo: Repository,
  pull: number
): Promise<PullHead> {
  const { data } = await api(`reading pull request #${pull}`, () =>
    gh.rest.pulls.get({ ...repo, pull_number: pull })
  )
  return { branch: data.head.ref, repository: data.head.repo?.full_name ?? null }
}
