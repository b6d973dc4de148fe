// Event payloads shaped as GitHub delivers them. The workflow_run object in a webhook is the
// REST workflow run, so it is read from the emulator rather than written out by hand.
import type { components } from '@octokit/openapi-types'
import type { GitHubEmulator } from './index.js'
import { TEST_TOKEN } from './runner.js'

type Schemas = components['schemas']

async function get<T>(gh: GitHubEmulator, path: string): Promise<T> {
  const response = await fetch(`${gh.url}${path}`, {
    headers: { authorization: `token ${TEST_TOKEN}` }
  })
  if (!response.ok) throw new Error(`emulator GET ${path}: ${response.status}`)
  return (await response.json()) as T
}

export async function workflowRunPayload(
  gh: GitHubEmulator,
  runId: number
): Promise<Record<string, unknown>> {
  const { owner, name } = gh.store.repo
  const repository = await get<Schemas['full-repository']>(gh, `/repos/${owner}/${name}`)
  const run = await get<Schemas['workflow-run']>(
    gh,
    `/repos/${owner}/${name}/actions/runs/${runId}`
  )
  return {
    action: 'completed',
    workflow_run: run,
    workflow: { id: run.workflow_id, name: run.name, path: run.path, state: 'active' },
    repository,
    sender: run.actor
  }
}

export async function dispatchPayload(
  gh: GitHubEmulator,
  inputs: Record<string, string | boolean>,
  ref = 'refs/heads/main'
): Promise<Record<string, unknown>> {
  const { owner, name } = gh.store.repo
  const repository = await get<Schemas['full-repository']>(gh, `/repos/${owner}/${name}`)
  return {
    inputs,
    ref,
    repository,
    sender: repository.owner,
    workflow: '.github/workflows/green-gate-retry.yml'
  }
}
