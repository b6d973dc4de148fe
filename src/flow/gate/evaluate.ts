// Step 5a against the API: gather a commit's checks and reduce them; find a branch's head and
// pull request.
import { collectChecks } from '../../adapters/github/collect-checks.js'
import type { Reduction } from '../../rules/checks/reduce.js'
import type { CommitChecks } from '../../adapters/github/checks-query.js'
import type { GitHubClient } from '../../adapters/github/client.js'
import { api } from '../../adapters/github/errors.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import { reduceForGate, type CheckSettings } from '../../rules/gate/judge.js'

export async function evaluate(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: CheckSettings,
  read: { sha: string; page: CommitChecks }
): Promise<Reduction> {
  return reduceForGate(await collectChecks(gh, ctx.repository, read), config, ctx.runId)
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
