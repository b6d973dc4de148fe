// The files CI's definition is resolved from, in one query: the default branch's workflow files
// and the root files worth following (make files, package.json) as text, and the package files a
// change touched as text at both of its ends.
import type { FileText } from '../../rules/accept/package-change.js'
import type { DefaultCiFiles } from '../../rules/accept/ci-definition.js'
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { graphql } from './graphql.js'

export interface CiDefinitionRequest {
  defaultBranch: string
  /** The change's base (a commit, or the default branch) and its head commit. */
  since: string
  head: string
  /** Files read on the default branch, to follow. */
  root: readonly string[]
  /** Files read at both ends of the change. */
  compared: readonly string[]
}

export interface CiDefinitionFiles extends DefaultCiFiles {
  since: Record<string, FileText>
  head: Record<string, FileText>
}

interface TextBlob {
  text?: string | null
  isBinary?: boolean | null
  isTruncated?: boolean | null
}

type Files = Record<string, { object?: TextBlob | null } | null | undefined> | null | undefined

interface Response {
  repository: {
    workflows: { entries?: Array<{ path: string; type: string; object?: TextBlob | null }> } | null
    onDefault: Files
    since: Files
    head: Files
  }
}

/** These paths' blobs as text, aliased by position: spread into a selection on a Commit. */
function fileTexts(paths: readonly string[]): string {
  // A JSON string is a GraphQL string literal; a selection may not be empty.
  if (paths.length === 0) return 'oid'
  return paths
    .map((p, i) => `f${i}: file(path: ${JSON.stringify(p)}) { object { ...CiText } }`)
    .join(' ')
}

export async function readCiDefinitionFiles(
  gh: GitHubClient,
  repo: Repository,
  at: CiDefinitionRequest
): Promise<CiDefinitionFiles> {
  const data = await graphql<Response>(
    gh,
    `reading the default branch's CI definition for ${at.head.slice(0, 7)}`,
    `query GateCiDefinition($owner: String!, $name: String!, $workflows: String!, $branch: String!, $since: String!, $head: GitObjectID!) {
  repository(owner: $owner, name: $name) {
    workflows: object(expression: $workflows) { ... on Tree { entries { path type object { ...CiText } } } }
    onDefault: object(expression: $branch) { ... on Commit { ${fileTexts(at.root)} } }
    since: object(expression: $since) { ... on Commit { ${fileTexts(at.compared)} } }
    head: object(oid: $head) { ... on Commit { ${fileTexts(at.compared)} } }
  }
}
fragment CiText on Blob { text isBinary isTruncated }`,
    {
      owner: repo.owner,
      name: repo.repo,
      workflows: `${at.defaultBranch}:.github/workflows`,
      branch: at.defaultBranch,
      since: at.since,
      head: at.head
    },
    { scope: 'contents', access: 'read' }
  )
  const { workflows, onDefault, since, head } = data.repository
  const root: Record<string, string> = {}
  for (const [path, file] of Object.entries(textsOf(at.root, onDefault))) {
    if (typeof file === 'object') root[path] = file.text
  }
  return {
    workflows: (workflows?.entries ?? [])
      .filter((e) => e.type === 'blob' && /\.ya?ml$/.test(e.path))
      .map((e) => ({ path: e.path, text: textOf(e.object) })),
    root,
    since: textsOf(at.compared, since),
    head: textsOf(at.compared, head)
  }
}

/** The files at a commit by path; every one unreadable when the commit is not there. */
function textsOf(paths: readonly string[], files: Files): Record<string, FileText> {
  const texts: Record<string, FileText> = {}
  paths.forEach((path, i) => {
    const file = files?.[`f${i}`]
    if (files === null || files === undefined) texts[path] = 'unreadable'
    else texts[path] = file === null || file === undefined ? 'absent' : fileText(file.object)
  })
  return texts
}

/** A blob's text; unreadable when GitHub gives none whole (binary, or cut short). */
function fileText(blob: TextBlob | null | undefined): FileText {
  const readable = blob?.isBinary !== true && blob?.isTruncated !== true
  return readable && typeof blob?.text === 'string' ? { text: blob.text } : 'unreadable'
}

/** A workflow's text; one GitHub cannot give whole reads as empty, which no parser takes. */
function textOf(blob: TextBlob | null | undefined): string {
  const file = fileText(blob)
  return typeof file === 'object' ? file.text : ''
}
