// Where the program's files live on the state branch, and what is there: the files as stored
// (their blob oid read with them) and the listing of a folder through the contents API.
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { explainApiError, isApiFailure } from './errors.js'

export interface StateFileLocation {
  branch: string
  path: string
}

export interface StoredFile {
  text: string
  /** Blob oid, as read with the text. */
  sha: string
}

export function describeLocation(at: StateFileLocation): string {
  return `${at.branch}:${at.path}`
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
