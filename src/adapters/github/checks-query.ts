// The checks on a commit over GraphQL: its check suites, each with its workflow run (name, run
// id, event, file) and every check run, and its commit status contexts. A first page comes with
// the gate's one read; further pages are asked for by cursor only when there are more.
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { graphql } from './graphql.js'

export interface CheckRunNode {
  databaseId: number | null
  name: string
  status: string
  conclusion: string | null
  startedAt: string | null
  completedAt: string | null
  detailsUrl: string | null
  url: string
}

interface PageInfo {
  hasNextPage: boolean
  endCursor: string | null
}

export interface CheckSuiteNode {
  id: string
  databaseId: number | null
  app: { slug: string } | null
  status: string
  conclusion: string | null
  workflowRun: {
    databaseId: number | null
    url: string
    event: string
    workflow: { name: string }
    file: { path: string } | null
  } | null
  checkRuns: { pageInfo: PageInfo; nodes: CheckRunNode[] }
}

export interface StatusContextNode {
  context: string
  state: string
  targetUrl: string | null
  createdAt: string
}

export interface CommitChecks {
  checkSuites: { pageInfo: PageInfo; nodes: CheckSuiteNode[] }
  status: { contexts: StatusContextNode[] } | null
}

const CHECK_RUN =
  'fragment CheckRunFields on CheckRun { databaseId name status conclusion startedAt completedAt detailsUrl url }'

// Every run (checkType ALL), not GitHub's latest: which runs are the same check (workflow file,
// event) is decided by the reduction, which keeps the newest run of each.
const SUITE = `fragment SuiteChecks on CheckSuite {
  id databaseId
  app { slug }
  status conclusion
  workflowRun { databaseId url event workflow { name } file { path } }
  checkRuns(first: 100, filterBy: {checkType: ALL}) { pageInfo { hasNextPage endCursor } nodes { ...CheckRunFields } }
}
${CHECK_RUN}`

/** Spread into a query on a Commit; the query must define it (`${CHECKS_ON_COMMIT}`). */
export const CHECKS_ON_COMMIT = `fragment CommitChecks on Commit {
  checkSuites(first: 100) { pageInfo { hasNextPage endCursor } nodes { ...SuiteChecks } }
  status { contexts { context state targetUrl createdAt } }
}
${SUITE}`

const MORE_SUITES = `query GateCheckSuites($owner: String!, $name: String!, $sha: GitObjectID!, $after: String!) {
  repository(owner: $owner, name: $name) {
    object(oid: $sha) { ... on Commit { checkSuites(first: 100, after: $after) { pageInfo { hasNextPage endCursor } nodes { ...SuiteChecks } } } }
  }
}
${SUITE}`

const MORE_RUNS = `query GateCheckRuns($suite: ID!, $after: String!) {
  node(id: $suite) {
    ... on CheckSuite { checkRuns(first: 100, after: $after, filterBy: {checkType: ALL}) { pageInfo { hasNextPage endCursor } nodes { ...CheckRunFields } } }
  }
}
${CHECK_RUN}`

/** The first page completed: every check suite, and every check run of each. */
export async function everyCheck(
  gh: GitHubClient,
  repo: Repository,
  sha: string,
  first: CommitChecks
): Promise<CommitChecks> {
  const doing = `listing the checks on ${sha}`
  const suites = [...first.checkSuites.nodes]
  let page = first.checkSuites.pageInfo
  while (page.hasNextPage && page.endCursor !== null) {
    const data = await graphql<{
      repository: { object: { checkSuites: CommitChecks['checkSuites'] } | null }
    }>(
      gh,
      doing,
      MORE_SUITES,
      { owner: repo.owner, name: repo.repo, sha, after: page.endCursor },
      { scope: 'checks', access: 'read' }
    )
    const next = data.repository.object?.checkSuites
    if (next === undefined) break
    suites.push(...next.nodes)
    page = next.pageInfo
  }
  const complete: CheckSuiteNode[] = []
  for (const suite of suites) {
    const runs = [...suite.checkRuns.nodes]
    let more = suite.checkRuns.pageInfo
    while (more.hasNextPage && more.endCursor !== null) {
      const data = await graphql<{ node: { checkRuns: CheckSuiteNode['checkRuns'] } | null }>(
        gh,
        doing,
        MORE_RUNS,
        { suite: suite.id, after: more.endCursor },
        { scope: 'checks', access: 'read' }
      )
      if (data.node === null) break
      runs.push(...data.node.checkRuns.nodes)
      more = data.node.checkRuns.pageInfo
    }
    complete.push({ ...suite, checkRuns: { pageInfo: more, nodes: runs } })
  }
  return {
    checkSuites: { pageInfo: page, nodes: complete },
    status: first.status
  }
}
