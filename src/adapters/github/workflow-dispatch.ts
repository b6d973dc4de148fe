// Starting a workflow run on a branch (`workflow_dispatch`): the fixer for each fix, and CI after
// a fix pushed with a token whose push starts no workflow.
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { api } from './errors.js'

export async function dispatchWorkflow(
  gh: GitHubClient,
  repo: Repository,
  run: { workflow: string; branch: string; inputs?: Record<string, string> }
): Promise<void> {
  await api(`dispatching ${run.workflow} on ${run.branch}`, () =>
    gh.rest.actions.createWorkflowDispatch({
      ...repo,
      workflow_id: run.workflow,
      ref: run.branch,
      ...(run.inputs === undefined ? {} : { inputs: run.inputs })
    })
  )
}
