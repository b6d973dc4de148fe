// Completes the checks on a commit from the first page the gate's read brought (asking for more
// pages only when there are more) and reads them into checks.
import type { GitHubClient } from './client.js'
import { everyCheck, type CommitChecks } from './checks-query.js'
import { api } from './errors.js'
import type { Repository } from '../runner/env.js'
import { fromGraphql } from './from-graphql.js'
import {
  fromRest,
  runsWithRepeatedJobNames,
  type WorkflowJobLike,
  type WorkflowRunLike
} from '../../rules/checks/from-rest.js'
import type { CheckVerdict } from '../../rules/checks/reduce.js'

export async function collectChecks(
  gh: GitHubClient,
  repo: Repository,
  read: { sha: string; page: CommitChecks }
): Promise<{ checks: CheckVerdict[]; runs: WorkflowRunLike[] }> {
  const checks = fromGraphql(await everyCheck(gh, repo, read.sha, read.page))
  const runs = [...(checks.workflowRuns ?? [])]
  const first = fromRest(checks)
  // GraphQL does not say which attempt a check run belongs to; the jobs list does. It is read
  // only for runs where a job name repeats, so a commit without repeats costs no extra call.
  const repeated = runsWithRepeatedJobNames(first)
  if (repeated.length === 0) return { checks: first, runs }
  const jobs: WorkflowJobLike[] = []
  for (const runId of repeated) jobs.push(...(await jobsOfEveryAttempt(gh, repo, runId)))
  return { checks: fromRest({ ...checks, jobs }), runs }
}

async function jobsOfEveryAttempt(
  gh: GitHubClient,
  repo: Repository,
  runId: number
): Promise<WorkflowJobLike[]> {
  const jobs = await api(`listing the jobs of workflow run ${runId}`, () =>
    gh.paginate(gh.rest.actions.listJobsForWorkflowRun, {
      ...repo,
      run_id: runId,
      filter: 'all',
      per_page: 100
    })
  )
  return jobs.map((j) => ({
    id: j.id,
    run_id: j.run_id,
    ...(j.run_attempt === undefined ? {} : { run_attempt: j.run_attempt })
  }))
}
