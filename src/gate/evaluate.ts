// Step 5a against the API: gather a commit's checks and reduce them; find a branch's head and
// pull request.
import { checkMatcher } from '../checks/ignore.js'
import { collectChecks } from '../checks/collect.js'
import { requireChecks } from '../checks/required.js'
import { reduceChecks, type Reduction } from '../checks/reduce.js'
import type { CommitChecks } from '../github/checks-query.js'
import type { GitHubClient } from '../github/client.js'
import { api } from '../github/errors.js'
import type { RunnerContext } from '../runner/env.js'
import type { GateConfig } from '../runner/inputs.js'

export async function evaluate(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateConfig,
  read: { sha: string; page: CommitChecks }
): Promise<Reduction> {
  const checks = await collectChecks(gh, ctx.repository, read)
  const ignored = checkMatcher(config.ignoreChecks)
  const reduction = reduceChecks(checks, {
    exclude: (check) =>
      ignored(check) ||
      // The gate's own job is a check on the commit when it runs on the same SHA: known by its
      // workflow run, as GitHub placed it, never by a link another app could have written.
      (ctx.runId !== null && check.workflow?.runId === ctx.runId)
  })
  return requireChecks(reduction, config.requiredChecks)
}

export async function branchHead(
  gh: GitHubClient,
  ctx: RunnerContext,
  branch: string
): Promise<string> {
  const { data } = await api(`reading the head of branch ${branch}`, () =>
    gh.rest.repos.getBranch({ ...ctx.repository, branch })
  )
  return data.commit.sha
}

export async function openPullFor(
  gh: GitHubClient,
  ctx: RunnerContext,
  branch: string
): Promise<number | null> {
  const { owner } = ctx.repository
  const { data } = await api(`finding the pull request for ${branch}`, () =>
    gh.rest.pulls.list({
      ...ctx.repository,
      head: `${owner}:${branch}`,
      state: 'open',
      per_page: 1
    })
  )
  return data[0]?.number ?? null
}
