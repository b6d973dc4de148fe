// The changes between two commits, as GitHub's compare gives them: one request, the files with
// their patches. GitHub lists up to 300 files on the first page whatever `per_page` says (that
// pages the commits), and leaves out the patch of a binary or very large file, and of a pure
// rename (no lines changed): the one is told from the others by its change count.
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
        per_page: 1
      })
  )
  return (data.files ?? []).map((f) => ({
    path: f.filename,
    previousPath: f.previous_filename ?? null,
    status: f.status,
    patch: f.patch ?? (f.status === 'renamed' && f.changes === 0 ? '' : null)
  }))
}
