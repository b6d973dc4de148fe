// Step 5a against the API: find the commit and its pull request, gather its checks, reduce them.
import { checkNameMatcher } from '../checks/ignore.js'
import { collectChecks } from '../checks/collect.js'
import { reduceChecks, type Reduction } from '../checks/reduce.js'
import type { GitHubClient } from '../github/client.js'
import { api } from '../github/errors.js'
import type { RunnerContext } from '../runner/env.js'
import type { GateConfig } from '../runner/inputs.js'
import type { EvaluateTarget } from './target.js'

export interface Evaluation {
  headSha: string
  pullNumber: number | null
  reduction: Reduction
}

export async function evaluate(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateConfig,
  target: EvaluateTarget
): Promise<Evaluation> {
  const repo = ctx.repository
  const headSha = target.headSha ?? (await branchHead(gh, ctx, target.branch))
  const [pullNumber, checks] = await Promise.all([
    target.pullNumbers[0] ?? openPullFor(gh, ctx, target.branch),
    collectChecks(gh, repo, headSha)
  ])
  const ignored = checkNameMatcher(config.ignoreChecks)
  // The gate's own job shows up as a check on the commit when it runs on the same SHA.
  const ownRun = ctx.runId === null ? null : `/actions/runs/${ctx.runId}/`
  const reduction = reduceChecks(checks, {
    exclude: (check) =>
      ignored(check.name) || (ownRun !== null && (check.url ?? '').includes(ownRun))
  })
  return { headSha, pullNumber, reduction }
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

async function openPullFor(
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
