// The failing test files' text on the judged commit, in one query, for the flake rule to read
// their imports. Only what the rule asks for, each file within its size cap.
import { MAX_TEST_SOURCE_BYTES, type TestSources } from '../../rules/gate/flake.js'
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { graphql } from './graphql.js'

interface TestBlob {
  byteSize?: number
  isBinary?: boolean | null
  text?: string | null
}

type Files = Record<string, { object: TestBlob | null } | null> | null

export async function readTestSources(
  gh: GitHubClient,
  repo: Repository,
  sha: string,
  paths: readonly string[]
): Promise<TestSources> {
  // A JSON string is a GraphQL string literal: the paths need no variables of their own.
  const files = paths
    .map(
      (p, i) =>
        `f${i}: file(path: ${JSON.stringify(p)}) { object { ... on Blob { byteSize isBinary text } } }`
    )
    .join(' ')
  const data = await graphql<{ repository: { commit: Files } }>(
    gh,
    `reading the failing test files of ${sha.slice(0, 7)}`,
    `query GateTestSources($owner: String!, $name: String!, $sha: GitObjectID!) {
  repository(owner: $owner, name: $name) { commit: object(oid: $sha) { ... on Commit { ${files} } } }
}`,
    { owner: repo.owner, name: repo.repo, sha },
    { scope: 'contents', access: 'read' }
  )
  const sources: Record<string, string | null> = {}
  paths.forEach((path, i) => {
    const blob = data.repository.commit?.[`f${i}`]?.object ?? null
    const fits = (blob?.byteSize ?? Infinity) <= MAX_TEST_SOURCE_BYTES && blob?.isBinary !== true
    sources[path] = fits && typeof blob?.text === 'string' ? blob.text : null
  })
  return sources
}
