// Fetches every check run, commit status and workflow run on a commit, following pagination to
// the end, and reads them into checks.
import type { GitHubClient } from '../github/client.js'
import { api } from '../github/errors.js'
import type { Repository } from '../runner/env.js'
import { fromRest } from './from-rest.js'
import type { CheckVerdict } from './reduce.js'

export async function collectChecks(
  gh: GitHubClient,
  repo: Repository,
  sha: string
): Promise<CheckVerdict[]> {
  const [checkRuns, statuses, workflowRuns] = await Promise.all([
    api(`listing check runs on ${sha}`, () =>
      // Every run, not GitHub's `latest`: which runs are the same check (workflow file, event)
      // is decided by the reduction, which keeps the newest run of each.
      gh.paginate(gh.rest.checks.listForRef, { ...repo, ref: sha, filter: 'all', per_page: 100 })
    ),
    api(`listing commit statuses on ${sha}`, () =>
      gh.paginate(gh.rest.repos.listCommitStatusesForRef, { ...repo, ref: sha, per_page: 100 })
    ),
    api(`listing workflow runs on ${sha}`, () =>
      gh.paginate(gh.rest.actions.listWorkflowRunsForRepo, {
        ...repo,
        head_sha: sha,
        per_page: 100
      })
    )
  ])
  return fromRest({ checkRuns, statuses, workflowRuns })
}
