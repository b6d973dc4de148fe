// Writes files to the state branch as one commit with GraphQL's createCommitOnBranch, based on
// the branch head the gate read: if anyone moved the branch since, GitHub refuses the whole
// commit, so the ledger and the state file are written together or not at all.
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { graphql, GraphqlRefusal } from './graphql.js'

const COMMIT = `mutation GateCommit($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) { commit { oid } }
}`

export interface FileWrite {
  path: string
  text: string
}

/** Committed (with the new head), or refused: stale, or for a reason GitHub gives. */
export type CommitResult = { committed: true; head: string } | { committed: false; refusal: string }

export async function commitToBranch(
  gh: GitHubClient,
  repo: Repository,
  branch: string,
  expectedHead: string,
  files: readonly FileWrite[],
  message: string
): Promise<CommitResult> {
  const [headline = message, ...body] = message.split('\n')
  try {
    const data = await graphql<{ createCommitOnBranch: { commit: { oid: string } | null } }>(
      gh,
      `committing to ${branch}`,
      COMMIT,
      {
        input: {
          branch: { repositoryNameWithOwner: `${repo.owner}/${repo.repo}`, branchName: branch },
          expectedHeadOid: expectedHead,
          message: { headline, ...(body.length > 0 ? { body: body.join('\n').trim() } : {}) },
          fileChanges: {
            additions: files.map((f) => ({
              path: f.path,
              contents: Buffer.from(f.text, 'utf8').toString('base64')
            }))
          }
        }
      },
      { scope: 'contents', access: 'write' }
    )
    const head = data.createCommitOnBranch.commit?.oid
    if (head === undefined)
      return { committed: false, refusal: `committing to ${branch}: no commit made` }
    return { committed: true, head }
  } catch (error) {
    // The caller reads the branch again: a moved head is a lost race, an unmoved one is not. A
    // permission the job lacks is neither: it ends the run, naming the permission.
    if (error instanceof GraphqlRefusal && error.kind !== 'permission')
      return { committed: false, refusal: error.message }
    throw error
  }
}
