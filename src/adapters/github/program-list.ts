// What lies in the state branch's folders that hold programs' files, every folder in one GraphQL
// query (a sweep starts here, so its cost does not grow with the folders it lists).
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { graphql } from './graphql.js'
import { noStateBranch } from './program-read.js'

export interface FolderEntry {
  path: string
  /** As the contents API names them, which the program templates are written against. */
  type: 'file' | 'dir' | 'other'
}

interface Folder {
  entries?: Array<{ path: string; type: string }>
}

/** The query for `count` folders, aliased d0, d1, …: a folder name is data, never query text. */
function listQuery(count: number): string {
  const dirs = Array.from({ length: count }, (_, i) => i)
  return `query GateProgramList($owner: String!, $name: String!, $stateBranch: String!, ${dirs.map((i) => `$d${i}: String!`).join(', ')}) {
  repository(owner: $owner, name: $name) {
    stateHead: ref(qualifiedName: $stateBranch) { target { oid } }
    ${dirs.map((i) => `d${i}: object(expression: $d${i}) { ... on Tree { entries { path type } } }`).join('\n    ')}
  }
}`
}

const TYPES: Record<string, FolderEntry['type']> = { blob: 'file', tree: 'dir' }

/** What is directly in each of `dirs` on `branch` (files and folders); none where one is absent. */
export async function listFolders(
  gh: GitHubClient,
  repo: Repository,
  branch: string,
  dirs: readonly string[]
): Promise<FolderEntry[][]> {
  const variables: Record<string, unknown> = {
    owner: repo.owner,
    name: repo.repo,
    stateBranch: `refs/heads/${branch}`
  }
  dirs.forEach((dir, i) => (variables[`d${i}`] = `${branch}:${dir}`))
  const data = await graphql<{ repository: Record<string, Folder | null> }>(
    gh,
    `listing the programs on ${branch}`,
    listQuery(dirs.length),
    variables,
    { scope: 'contents', access: 'read' }
  )
  if (data.repository.stateHead === null) throw noStateBranch(branch)
  return dirs.map((_, i) =>
    (data.repository[`d${i}`]?.entries ?? []).map((e) => ({
      path: e.path,
      type: TYPES[e.type] ?? 'other'
    }))
  )
}
