// Who changed the state file: its last versions on the state branch with the commits' authors and
// the ledger each commit held (one GraphQL query), and whether a person has write access (one REST
// request). Read only when the file shows a change of `Paused` the gate did not write.
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { explainApiError } from './errors.js'
import { graphql } from './graphql.js'
import { describeLocation, type StateFileLocation } from './state-file.js'

/** One version of the file: the commit that wrote it, its author, and the file as it was. */
export interface FileVersion {
  commit: string
  /** The GitHub user the commit's author resolves to; null for a bot or an unknown email. */
  login: string | null
  /** The author as the commit names them, for messages. */
  name: string
  /** The file's text at that commit; null when GitHub gives none (binary, too large). */
  text: string | null
  /** The blob id of the ledger the commit held; null when it held none. */
  ledger: string | null
}

/**
 * Enough versions to reach from the gate's latest pause past the memory saves that may follow a
 * person's edit; a lift further from the pause than this is refused.
 */
const VERSIONS = 20

const STATE_HISTORY = `query GateStateHistory($owner: String!, $name: String!, $branch: String!, $path: String!, $ledger: String!, $versions: Int!) {
  repository(owner: $owner, name: $name) {
    ref(qualifiedName: $branch) {
      target {
        ... on Commit {
          history(first: $versions, path: $path) {
            nodes {
              oid
              author { name user { login } }
              file(path: $path) { object { ... on Blob { text } } }
              ledger: file(path: $ledger) { oid }
            }
          }
        }
      }
    }
  }
}`

interface HistoryResponse {
  repository: {
    ref: {
      target: {
        history?: {
          nodes: Array<{
            oid: string
            author: { name: string | null; user: { login: string } | null } | null
            file: { object: { text?: string | null } | null } | null
            ledger: { oid: string } | null
          }>
        }
      }
    } | null
  }
}

/** The file's newest versions, newest first, with the ledger (at `ledger`, same branch) of each. */
export async function stateHistory(
  gh: GitHubClient,
  repo: Repository,
  at: StateFileLocation,
  ledger: string
): Promise<FileVersion[]> {
  const data = await graphql<HistoryResponse>(
    gh,
    `reading the history of ${describeLocation(at)}`,
    STATE_HISTORY,
    {
      owner: repo.owner,
      name: repo.repo,
      branch: `refs/heads/${at.branch}`,
      path: at.path,
      ledger,
      versions: VERSIONS
    },
    { scope: 'contents', access: 'read' }
  )
  const nodes = data.repository.ref?.target.history?.nodes ?? []
  return nodes.map((node) => ({
    commit: node.oid,
    login: node.author?.user?.login ?? null,
    name: node.author?.name ?? 'unknown',
    text: node.file?.object?.text ?? null,
    ledger: node.ledger?.oid ?? null
  }))
}

const LEDGER_AT = `query GateLedgerAt($owner: String!, $name: String!, $commit: GitObjectID!, $path: String!) {
  repository(owner: $owner, name: $name) {
    object(oid: $commit) { ... on Commit { file(path: $path) { object { ... on Blob { text } } } } }
  }
}`

interface LedgerAtResponse {
  repository: { object: { file?: { object: { text?: string | null } | null } | null } | null }
}

/** The ledger's text as `commit` held it; null when it held none GitHub shows as text. */
export async function ledgerAt(
  gh: GitHubClient,
  repo: Repository,
  commit: string,
  ledger: StateFileLocation
): Promise<string | null> {
  const data = await graphql<LedgerAtResponse>(
    gh,
    `reading ${describeLocation(ledger)} at ${commit}`,
    LEDGER_AT,
    { owner: repo.owner, name: repo.repo, commit, path: ledger.path },
    { scope: 'contents', access: 'read' }
  )
  return data.repository.object?.file?.object?.text ?? null
}

/** Write access (write, maintain or admin): GitHub reports maintain as write. */
export async function hasWriteAccess(
  gh: GitHubClient,
  repo: Repository,
  login: string
): Promise<boolean> {
  try {
    const { data } = await gh.rest.repos.getCollaboratorPermissionLevel({
      ...repo,
      username: login
    })
    return data.permission === 'admin' || data.permission === 'write'
  } catch (error) {
    // No such user: GitHub answers 404, and nobody unknown has write access.
    if ((error as { status?: unknown }).status === 404) return false
    throw explainApiError(error, `checking the permission of ${login}`)
  }
}
