// Event payloads shaped as GitHub delivers them. The workflow_run object in a webhook is the
// REST workflow run, so it is read from the emulator rather than written out by hand.
import type { components } from '@octokit/openapi-types'
import type { GitHubEmulator } from './index.js'
import { user, type SimpleUser } from './objects.js'
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

/**
 * A `workflow_dispatch` as GitHub delivers it. `sender` is who dispatched it: a login from the
 * store's user registry (a User or a Bot), else the repository's owner.
 */
export async function dispatchPayload(
  gh: GitHubEmulator,
  inputs: Record<string, string | boolean>,
  ref = 'refs/heads/main',
  sender?: string
): Promise<Record<string, unknown>> {
  const { owner, name } = gh.store.repo
  const repository = await get<Schemas['full-repository']>(gh, `/repos/${owner}/${name}`)
  return {
    inputs,
    ref,
    repository,
    sender: sender === undefined ? repository.owner : registered(gh, sender),
    workflow: '.github/workflows/green-gate-retry.yml'
  }
}

/**
 * An `issue_comment` as GitHub delivers it for comment `commentId`: the issue (a pull request's
 * carries `pull_request`) and the comment as the REST API shows them, the commenter as sender.
 */
export async function issueCommentPayload(
  gh: GitHubEmulator,
  commentId: number,
  action = 'created'
): Promise<Record<string, unknown>> {
  const { owner, name } = gh.store.repo
  const base = `/repos/${owner}/${name}`
  const comment = await get<Schemas['issue-comment']>(gh, `${base}/issues/comments/${commentId}`)
  const number = Number(comment.issue_url.split('/').pop())
  return {
    action,
    issue: await get<Schemas['issue']>(gh, `${base}/issues/${number}`),
    comment,
    repository: await get<Schemas['full-repository']>(gh, base),
    sender: comment.user
  }
}

/** A sender the registry does not know is a test's typo, not an account GitHub would invent. */
function registered(gh: GitHubEmulator, login: string): SimpleUser {
  if (gh.store.user(login) === undefined) throw new Error(`no user ${login} in the emulator`)
  return user({ apiUrl: gh.url, serverUrl: gh.serverUrl, store: gh.store }, login)
}
