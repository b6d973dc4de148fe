// Fetches every check run and commit status on a commit, following pagination to the end.
import type { GitHubClient } from '../github/client.js'
import { api } from '../github/errors.js'
import type { Repository } from '../runner/env.js'
import type { ReduceInput } from './reduce.js'

export async function collectChecks(
  gh: GitHubClient,
  repo: Repository,
  sha: string
): Promise<Required<ReduceInput>> {
  const [checkRuns, statuses] = await Promise.all([
    api(`listing check runs on ${sha}`, () =>
      // filter=latest drops superseded runs server-side; the reduction still keeps only the
      // newest run per name, which also covers re-runs in separate check suites.
      gh.paginate(gh.rest.checks.listForRef, { ...repo, ref: sha, filter: 'latest', per_page: 100 })
    ),
    api(`listing commit statuses on ${sha}`, () =>
      gh.paginate(gh.rest.repos.listCommitStatusesForRef, { ...repo, ref: sha, per_page: 100 })
    )
  ])
  return { checkRuns, statuses }
}
