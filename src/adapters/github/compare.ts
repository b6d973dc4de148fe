// The changes between two commits, as GitHub's compare gives them: one request, the files with
// their patches (GitHub lists up to 300 files and leaves out the patch of a very large one).
import type { ChangedFile } from '../../rules/accept/diff.js'
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { api } from './errors.js'

export async function changedFiles(
  gh: GitHubClient,
  repo: Repository,
  range: { base: string; head: string }
): Promise<ChangedFile[]> {
  const { data } = await api(
    `comparing ${range.base.slice(0, 7)}...${range.head.slice(0, 7)}`,
    () =>
      gh.rest.repos.compareCommitsWithBasehead({
        ...repo,
        basehead: `${range.base}...${range.head}`,
        per_page: 100
      })
  )
  return (data.files ?? []).map((f) => ({
    path: f.filename,
    previousPath: f.previous_filename ?? null,
    status: f.status,
    patch: f.patch ?? null
  }))
}
