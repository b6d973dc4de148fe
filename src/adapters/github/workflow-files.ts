// Workflow files' blobs on the default branch and on the judged commit: whether a run of CI ran
// the default branch's definition. Asked in the gate's one read for the paths known beforehand
// (the run that woke the gate, the configured workflows), in one more query for any other.
import type { WorkflowFile } from '../../rules/checks/ci-evidence.js'
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { graphql } from './graphql.js'

/** A commit's blobs of these paths, aliased by position: spread into a selection on a Commit. */
export function fileOids(paths: readonly string[]): string {
  // A JSON string is a GraphQL string literal: the paths need no variables of their own.
  return paths.map((p, i) => `f${i}: file(path: ${JSON.stringify(p)}) { oid }`).join(' ')
}

type Oids = Record<string, { oid: string } | null | undefined> | null | undefined

/** The files as `fileOids` read them on the default branch's head and on the commit. */
export function workflowFilesFrom(
  paths: readonly string[],
  onDefault: Oids,
  onHead: Oids
): Record<string, WorkflowFile> {
  const files: Record<string, WorkflowFile> = {}
  paths.forEach((path, i) => {
    files[path] = {
      onDefault: onDefault?.[`f${i}`]?.oid ?? null,
      onHead: onHead?.[`f${i}`]?.oid ?? null
    }
  })
  return files
}

export async function readWorkflowFiles(
  gh: GitHubClient,
  repo: Repository,
  at: { defaultBranch: string; sha: string },
  paths: readonly string[]
): Promise<Record<string, WorkflowFile>> {
  const files = fileOids(paths)
  const data = await graphql<{
    repository: { onDefault: { target: Oids } | null; onHead: Oids }
  }>(
    gh,
    `reading the workflow files of ${at.sha.slice(0, 7)}`,
    `query GateWorkflowFiles($owner: String!, $name: String!, $branch: String!, $sha: GitObjectID!) {
  repository(owner: $owner, name: $name) {
    onDefault: ref(qualifiedName: $branch) { target { ... on Commit { ${files} } } }
    onHead: object(oid: $sha) { ... on Commit { ${files} } }
  }
}`,
    {
      owner: repo.owner,
      name: repo.repo,
      branch: `refs/heads/${at.defaultBranch}`,
      sha: at.sha
    },
    { scope: 'contents', access: 'read' }
  )
  return workflowFilesFrom(paths, data.repository.onDefault?.target, data.repository.onHead)
}
