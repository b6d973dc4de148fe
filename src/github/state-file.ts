// Reads and writes the program's state file on the state branch through the contents API. Writes
// carry the blob sha they were based on, so a write over someone else's edit is refused by
// GitHub (409) instead of silently replacing it.
import { GateError } from '../errors.js'
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { explainApiError, isApiFailure } from './errors.js'

export interface StateFileLocation {
  branch: string
  path: string
}

export interface StoredFile {
  text: string
  /** Blob sha, for optimistic concurrency on the next write. */
  sha: string
}

export function describeLocation(at: StateFileLocation): string {
  return `${at.branch}:${at.path}`
}

/** The file, or null when the branch has no such file yet. */
export async function readStateFile(
  gh: GitHubClient,
  repo: Repository,
  at: StateFileLocation
): Promise<StoredFile | null> {
  let data: unknown
  try {
    ;({ data } = await gh.rest.repos.getContent({ ...repo, path: at.path, ref: at.branch }))
  } catch (error) {
    if (isApiFailure(error) && error.status === 404) {
      await requireBranch(gh, repo, at.branch)
      return null
    }
    throw explainApiError(error, `reading ${describeLocation(at)}`)
  }
  const file = data as { type?: string; content?: string; encoding?: string; sha?: string }
  if (Array.isArray(data) || file.type !== 'file' || typeof file.sha !== 'string') {
    throw new GateError(`${describeLocation(at)}: is not a file`)
  }
  if (file.encoding !== 'base64' || typeof file.content !== 'string') {
    throw new GateError(
      `${describeLocation(at)}: too large for the contents API; a state file is a few KB`
    )
  }
  const bytes = Buffer.from(file.content, 'base64')
  const text = bytes.toString('utf8')
  // Writing back text that did not decode cleanly would change bytes nobody asked to change.
  if (!Buffer.from(text, 'utf8').equals(bytes)) {
    throw new GateError(`${describeLocation(at)}: is not valid UTF-8 text; left untouched`)
  }
  return { text, sha: file.sha }
}

async function requireBranch(gh: GitHubClient, repo: Repository, branch: string): Promise<void> {
  try {
    await gh.rest.repos.getBranch({ ...repo, branch })
  } catch (error) {
    if (isApiFailure(error) && error.status === 404) {
      throw new GateError(
        `state branch "${branch}" does not exist; create it (the autoloop scheduler does) or set the state-branch input`
      )
    }
    throw explainApiError(error, `reading branch ${branch}`)
  }
}

/** How a write went: written, or refused as stale (409, or 422 for a file created meanwhile). */
export type WriteResult = { written: true } | { written: false; refusal: string }

/** Writes the file based on the blob sha it was read at; GitHub refuses it if that is stale. */
export async function writeStateFile(
  gh: GitHubClient,
  repo: Repository,
  at: StateFileLocation,
  text: string,
  basedOn: string | null,
  message: string
): Promise<WriteResult> {
  try {
    await gh.rest.repos.createOrUpdateFileContents({
      ...repo,
      path: at.path,
      branch: at.branch,
      message,
      content: Buffer.from(text, 'utf8').toString('base64'),
      ...(basedOn === null ? {} : { sha: basedOn })
    })
    return { written: true }
  } catch (error) {
    if (isApiFailure(error) && (error.status === 409 || error.status === 422)) {
      const refusal = explainApiError(error, `writing ${describeLocation(at)}`)
      return {
        written: false,
        refusal: refusal instanceof Error ? refusal.message : String(refusal)
      }
    }
    throw explainApiError(error, `writing ${describeLocation(at)}`)
  }
}

/** What is directly in `dir` on the state branch (files and folders); none when it is absent. */
export async function listStateFiles(
  gh: GitHubClient,
  repo: Repository,
  branch: string,
  dir: string
): Promise<Array<{ path: string; type: string }>> {
  let data: unknown
  try {
    ;({ data } = await gh.rest.repos.getContent({ ...repo, path: dir, ref: branch }))
  } catch (error) {
    if (isApiFailure(error) && error.status === 404 && dir !== '') return []
    throw explainApiError(error, `listing ${branch}:${dir || '/'}`)
  }
  return Array.isArray(data)
    ? data.map((e: { path: string; type: string }) => ({ path: e.path, type: e.type }))
    : []
}
