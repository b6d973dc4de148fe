// Step 5a against the API: gather a commit's checks and reduce them; find a branch's head and
// pull request.
import { collectChecks } from '../../adapters/github/collect-checks.js'
import type { Reduction } from '../../rules/checks/reduce.js'
import type { CommitChecks } from '../../adapters/github/checks-query.js'
import type { GitHubClient } from '../../adapters/github/client.js'
import { api } from '../../adapters/github/errors.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import { reduceForGate, type CheckSettings } from '../../rules/gate/judge.js'
import type { WorkflowRunLike } from '../../rules/checks/from-rest.js'
import type { CiFacts } from '../../rules/checks/ci-evidence.js'
import type { ProgramRead } from '../../adapters/github/program-read.js'
import { readWorkflowFiles } from '../../adapters/github/workflow-files.js'

export async function evaluate(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: CheckSettings,
  read: { sha: string; page: CommitChecks }
): Promise<{ reduction: Reduction; runs: WorkflowRunLike[] }> {
  const { checks, runs } = await collectChecks(gh, ctx.repository, read)
  return { reduction: reduceForGate(checks, config, ctx.runId), runs }
}

/**
 * The workflow runs on the commit with their files on the default branch and on the commit (from
 * the gate's read, or one more query for files it did not ask for).
 */
export async function ciFacts(
  gh: GitHubClient,
  ctx: RunnerContext,
  view: Pick<ProgramRead, 'defaultBranch' | 'workflowFiles'>,
  judged: { sha: string; runs: WorkflowRunLike[] }
): Promise<CiFacts> {
  const { sha, runs } = judged
  const paths = [...new Set(runs.map((r) => r.path))]
  const unread = paths.filter((p) => !(p in view.workflowFiles))
  const files =
    unread.length === 0
      ? view.workflowFiles
      : {
          ...view.workflowFiles,
          ...(await readWorkflowFiles(
            gh,
            ctx.repository,
            { defaultBranch: view.defaultBranch, sha },
            unread
          ))
        }
  return { runs, files }
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
