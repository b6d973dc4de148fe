// GitHub's GraphQL API over the emulator's store. Every document is parsed and validated against
// the schema GitHub publishes, so a query GitHub would reject is rejected here too; then it runs
// against resolvers for the fields a gate run reads and the commit it makes. Fields the store has
// nothing for resolve to null, which the schema's non-null rules turn into errors, as a missing
// resolver should.
import { executeSync, GraphQLError, parse, type DocumentNode, type ExecutionResult } from 'graphql'
import { checked } from './github-schema.js'
import { gitActor, issueComment, issueNode, repositoryIssues } from './graphql-issues.js'
import { issueWrites, labelId } from './graphql-writes.js'
import { connection, decoded, failure, notANode, type Args } from './graphql-support.js'
import { commitParts, nodeId, type Site } from './objects.js'
import { sha1 } from './store.js'
import type { CheckRunRecord, StatusRecord, WorkflowRunRecord } from './records.js'

export interface GraphqlRequest {
  query: string
  variables?: Record<string, unknown>
}

/** A GraphQL error as GitHub shapes it: `type` beside `message`, `path` and `locations`. */
export interface GithubGraphqlError {
  type?: string
  message: string
  path?: readonly (string | number)[]
  locations?: readonly { line: number; column: number }[]
}

export interface GraphqlResponse {
  data?: unknown
  errors?: GithubGraphqlError[]
}

/** The operation's name, or its kind when it has none: what the request log shows. */
export function operationOf(query: string): string | undefined {
  const document = parsed(query)
  if (document instanceof GraphQLError) return undefined
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition')
  return definition?.name?.value ?? definition?.operation
}

// A gate sends the same few documents on every run: each text is parsed once.
const documents = new Map<string, DocumentNode | GraphQLError>()

function parsed(query: string): DocumentNode | GraphQLError {
  let document = documents.get(query)
  if (document === undefined) {
    try {
      document = parse(query)
    } catch (error) {
      document = error as GraphQLError
    }
    documents.set(query, document)
  }
  return document
}

export function runGraphql(site: Site, request: GraphqlRequest): GraphqlResponse {
  const document = parsed(request.query)
  if (document instanceof GraphQLError) return { errors: [shaped(document)] }
  const { schema, errors } = checked(document)
  if (errors.length > 0) return { errors: errors.map(shaped) }
  const result: ExecutionResult = executeSync({
    schema,
    document,
    variableValues: request.variables ?? {},
    rootValue: root(site)
  })
  return {
    ...(result.data === undefined ? {} : { data: result.data }),
    ...(result.errors === undefined ? {} : { errors: result.errors.map(shaped) })
  }
}

function shaped(error: GraphQLError): GithubGraphqlError {
  const type = error.extensions?.type
  return {
    ...(typeof type === 'string' ? { type } : {}),
    message: error.message,
    ...(error.path === undefined ? {} : { path: error.path }),
    ...(error.locations === undefined ? {} : { locations: error.locations })
  }
}

/** The served repository, the one `repository(owner:, name:)` resolves to. */
function repositoryNode(site: Site) {
  const { store } = site
  return {
    __typename: 'Repository',
    id: nodeId('R_', store.repo.id),
    nameWithOwner: store.repo.fullName,
    defaultBranchRef: () => {
      const name = store.repo.defaultBranch
      const oid = store.branchSha(name)
      return oid === undefined ? null : ref(site, name, oid)
    },
    issues: (args: Args) => repositoryIssues(site, args),
    issue: ({ number }: Args) => {
      const found = store.issue(Number(number))
      if (found === undefined || found.pull !== undefined) {
        throw failure('NOT_FOUND', `Could not resolve to an Issue with the number of ${number}.`)
      }
      return issueNode(site, found)
    },
    ref: ({ qualifiedName }: Args) => {
      const name = String(qualifiedName).replace(/^refs\/heads\//, '')
      const oid = store.branchSha(name)
      return oid === undefined ? null : ref(site, name, oid)
    },
    object: ({ expression, oid }: Args) =>
      typeof oid === 'string' ? commit(site, oid) : objectAt(site, String(expression ?? '')),
    // Oldest first, as GitHub lists them without an order.
    pullRequests: (args: Args) => {
      const states = (args.states as string[] | null | undefined) ?? []
      const pulls = store
        .allIssues()
        .filter((i) => i.pull !== undefined)
        .filter((i) => states.length === 0 || states.includes(i.state.toUpperCase()))
      return connection('pullRequests', args, pulls, (p) => ({
        __typename: 'PullRequest',
        id: nodeId('PR_', p.number),
        number: p.number,
        headRefName: p.pull?.headRef,
        isCrossRepository: p.pull?.headRepoFullName !== store.repo.fullName
      }))
    },
    pullRequest: ({ number }: Args) => {
      const pull = store.issue(Number(number))
      if (pull?.pull === undefined) {
        throw failure(
          'NOT_FOUND',
          `Could not resolve to a PullRequest with the number of ${number}.`
        )
      }
      return { __typename: 'PullRequest', id: nodeId('PR_', pull.number), number: pull.number }
    },
    label: ({ name }: Args) => {
      const found = [...store.labels].find((l) => l.toLowerCase() === String(name).toLowerCase())
      return found === undefined ? null : { __typename: 'Label', id: labelId(found), name: found }
    }
  }
}

function root(site: Site) {
  const { store } = site
  const repository = repositoryNode(site)
  const named = (owner: unknown, name: unknown): boolean =>
    String(owner).toLowerCase() === store.repo.owner.toLowerCase() &&
    String(name).toLowerCase() === store.repo.name.toLowerCase()
  return {
    repository: ({ owner, name }: Args) => {
      if (named(owner, name)) return repository
      throw failure(
        'NOT_FOUND',
        `Could not resolve to a Repository with the name '${owner}/${name}'.`
      )
    },
    node: ({ id }: Args) => node(site, String(id)),
    viewer: () => ({ __typename: 'User', login: store.actor }),
    createCommitOnBranch: ({ input }: Args) => createCommitOnBranch(site, input as CommitInput),
    ...issueWrites(site)
  }
}

function ref(site: Site, name: string, oid: string) {
  return {
    __typename: 'Ref',
    id: nodeId('REF_', name),
    name,
    prefix: 'refs/heads/',
    target: () => commit(site, oid)
  }
}

/** `branch:path` names a file's blob; a bare branch or SHA names a commit. */
function objectAt(site: Site, expression: string) {
  const { store } = site
  const colon = expression.indexOf(':')
  if (colon < 0) {
    const oid = store.resolveRef(expression)
    return /^[0-9a-f]{40}$/.test(oid) ? commit(site, oid) : null
  }
  // HEAD is the default branch, as in the repository GitHub serves.
  const named = expression.slice(0, colon)
  const branch = named === 'HEAD' ? store.repo.defaultBranch : named
  const path = expression.slice(colon + 1).replace(/\/+$/, '')
  const file = store.readFile(branch, path)
  return file === undefined ? tree(site, branch, path) : blob(file)
}

/** A folder on a branch with its entries, one level deep; null when no file lies under it. */
function tree(site: Site, branch: string, dir: string) {
  const prefix = dir === '' ? '' : `${dir}/`
  const children = new Map<string, 'blob' | 'tree'>()
  for (const path of site.store.listFiles(branch)) {
    if (!path.startsWith(prefix)) continue
    const [name = '', ...deeper] = path.slice(prefix.length).split('/')
    children.set(name, deeper.length > 0 ? 'tree' : 'blob')
  }
  if (children.size === 0) return null
  const oid = sha1(Buffer.from(`tree ${branch}:${dir}`))
  return {
    __typename: 'Tree',
    id: nodeId('T_', oid),
    oid,
    abbreviatedOid: oid.slice(0, 7),
    entries: [...children].map(([name, type]) => ({
      __typename: 'TreeEntry',
      object: () => {
        const file = type === 'blob' ? site.store.readFile(branch, `${prefix}${name}`) : undefined
        return file === undefined ? tree(site, branch, `${prefix}${name}`) : blob(file)
      },
      name,
      nameRaw: Buffer.from(name).toString('base64'),
      path: `${prefix}${name}`,
      pathRaw: Buffer.from(`${prefix}${name}`).toString('base64'),
      type,
      mode: type === 'tree' ? 16384 : 33188
    }))
  }
}

function blob(file: { bytes: Buffer; sha: string }) {
  const binary = file.bytes.includes(0)
  return {
    __typename: 'Blob',
    id: nodeId('B_', file.sha),
    oid: file.sha,
    abbreviatedOid: file.sha.slice(0, 7),
    byteSize: file.bytes.length,
    isBinary: binary,
    // GitHub truncates a blob's text past 512 KB.
    isTruncated: file.bytes.length > 512 * 1024,
    text: binary ? null : file.bytes.subarray(0, 512 * 1024).toString('utf8')
  }
}

/** `Commit.file`: the path's blob as of the commit; null when it had no such file. */
function treeEntry(site: Site, oid: string, path: string) {
  const file = site.store.readFileAt(oid, path)
  if (file === undefined) return null
  const name = path.split('/').pop() ?? path
  const dot = name.lastIndexOf('.')
  const text = file.bytes.includes(0) ? null : file.content
  return {
    __typename: 'TreeEntry',
    name,
    nameRaw: Buffer.from(name).toString('base64'),
    path,
    pathRaw: Buffer.from(path).toString('base64'),
    oid: file.sha,
    // 0o100644: a regular file.
    mode: 33188,
    type: 'blob',
    size: file.bytes.length,
    extension: dot > 0 ? name.slice(dot) : null,
    isGenerated: false,
    lineCount:
      text === null ? null : text.split('\n').length - (text === '' || text.endsWith('\n') ? 1 : 0),
    object: blob(file)
  }
}

/**
 * `Commit.history`: the commits reachable from `oid`, newest first (each commit's parent comes
 * after it), that wrote `path` or a file under it when a path is given.
 */
function history(site: Site, oid: string, args: Args) {
  // The root folder ('' or '/') holds every file.
  const path = typeof args.path === 'string' ? args.path.replace(/\/+$/, '') : ''
  const touched = (sha: string) =>
    path === '' ||
    (site.store.commit(sha)?.paths ?? []).some((p) => p === path || p.startsWith(`${path}/`))
  const shas = site.store.commitsFrom(oid).filter(touched)
  return connection('history', args, shas, (sha) => commit(site, sha))
}

function commit(site: Site, oid: string) {
  const { store } = site
  return {
    __typename: 'Commit',
    id: nodeId('C_', oid),
    oid,
    abbreviatedOid: oid.slice(0, 7),
    message: store.commit(oid)?.message ?? '',
    url: `${site.repoHtml}/commit/${oid}`,
    // The emulator commits as the author, so the committer is the same person.
    author: () => gitActor(site, commitParts(site, oid).person),
    committer: () => gitActor(site, commitParts(site, oid).person),
    history: (args: Args) => history(site, oid, args),
    file: ({ path }: Args) => treeEntry(site, oid, String(path)),
    checkSuites: (args: Args) =>
      connection('checkSuites', args, suiteRuns(site, oid), (suite) => checkSuite(site, suite)),
    status: () => {
      const contexts = latestPerContext(store.statusesFor(oid))
      return contexts.length === 0
        ? null
        : {
            __typename: 'Status',
            id: nodeId('S_', oid),
            state: combinedState(contexts),
            contexts: contexts.map((s) => statusContext(s))
          }
    }
  }
}

/** Newest first from the store: the first of each context is its current state. */
function latestPerContext(statuses: readonly StatusRecord[]): StatusRecord[] {
  const seen = new Set<string>()
  return statuses.filter((s) => !seen.has(s.context) && seen.add(s.context))
}

function combinedState(contexts: readonly StatusRecord[]): string {
  const states = new Set(contexts.map((s) => s.state))
  if (states.has('error') || states.has('failure')) return 'FAILURE'
  return states.has('pending') ? 'PENDING' : 'SUCCESS'
}

function statusContext(s: StatusRecord) {
  return {
    __typename: 'StatusContext',
    id: nodeId('SC_', s.id),
    context: s.context,
    state: s.state.toUpperCase(),
    targetUrl: s.targetUrl,
    description: s.description,
    createdAt: s.createdAt
  }
}

interface Suite {
  id: number
  runs: CheckRunRecord[]
}

/** Check runs grouped into their check suites, in the order the suites were first used. */
function suiteRuns(site: Site, oid: string): Suite[] {
  const suites = new Map<number, Suite>()
  for (const run of site.store.checkRunsFor(oid)) {
    const suite = suites.get(run.checkSuiteId) ?? { id: run.checkSuiteId, runs: [] }
    suite.runs.push(run)
    suites.set(run.checkSuiteId, suite)
  }
  // A workflow run held for approval has a suite but no check runs yet.
  for (const run of site.store.workflowRuns()) {
    if (run.headSha === oid && !suites.has(run.checkSuiteId)) {
      suites.set(run.checkSuiteId, { id: run.checkSuiteId, runs: [] })
    }
  }
  return [...suites.values()]
}

function checkSuite(site: Site, suite: Suite) {
  const { store } = site
  const first = suite.runs[0]
  // The workflow run that owns the suite; an earlier attempt's suite still names its run.
  const run =
    store.workflowRuns().find((r) => r.checkSuiteId === suite.id) ??
    (first?.workflowRunId == null ? undefined : store.workflowRun(first.workflowRunId))
  return {
    __typename: 'CheckSuite',
    id: nodeId('CS_', suite.id),
    databaseId: suite.id,
    app:
      first === undefined
        ? null
        : {
            __typename: 'App',
            id: nodeId('A_', first.app.id),
            databaseId: first.app.id,
            slug: first.app.slug,
            name: first.app.slug
          },
    // The suite's state is its workflow run's; an app's suite, its runs' (only Actions is read).
    status: (run?.status ?? 'completed').toUpperCase(),
    conclusion: run?.conclusion == null ? null : run.conclusion.toUpperCase(),
    workflowRun: run === undefined ? null : workflowRun(site, run),
    checkRuns: (args: Args) => {
      const filter = (args.filterBy ?? {}) as { checkType?: string }
      const runs = filter.checkType === 'ALL' ? suite.runs : latestByName(suite.runs)
      return connection('checkRuns', args, runs, (r) => checkRun(site, r))
    }
  }
}

/** GitHub's default checkType is LATEST: the newest run of each name in the suite. */
function latestByName(runs: readonly CheckRunRecord[]): CheckRunRecord[] {
  const latest = new Map<string, CheckRunRecord>()
  for (const run of runs) {
    const seen = latest.get(run.name)
    if (seen === undefined || seen.id < run.id) latest.set(run.name, run)
  }
  return runs.filter((r) => latest.get(r.name) === r)
}

function workflowRun(site: Site, run: WorkflowRunRecord) {
  return {
    __typename: 'WorkflowRun',
    id: nodeId('WFR_', run.id),
    databaseId: run.id,
    event: run.event,
    runNumber: run.runNumber,
    url: `${site.repoHtml}/actions/runs/${run.id}`,
    workflow: {
      __typename: 'Workflow',
      id: nodeId('W_', run.workflowId),
      databaseId: run.workflowId,
      name: run.name
    },
    file: { __typename: 'WorkflowRunFile', id: nodeId('WFRF_', run.id), path: run.path }
  }
}

function checkRun(site: Site, run: CheckRunRecord) {
  // Actions check runs share their id with the job and link to the job page, as over REST.
  const url =
    run.workflowRunId === null
      ? `${site.repoHtml}/runs/${run.id}`
      : `${site.repoHtml}/actions/runs/${run.workflowRunId}/job/${run.jobId ?? run.id}`
  return {
    __typename: 'CheckRun',
    id: nodeId('CR_', run.id),
    databaseId: run.id,
    name: run.name,
    status: run.status.toUpperCase(),
    conclusion: run.conclusion === null ? null : run.conclusion.toUpperCase(),
    startedAt: run.startedAt,
    completedAt: run.completedAt,
    detailsUrl: run.detailsUrl ?? url,
    url,
    permalink: url
  }
}

/**
 * A node by its id: the check suites a follow-up page of check runs starts from, and issue
 * comments by the REST API's `node_id`.
 */
function node(site: Site, id: string) {
  const [, kind, number] = /^(CS|IC)_(\d+)$/.exec(decoded(id)) ?? []
  if (kind === 'CS') {
    const runs = site.store.checkRunsInSuite(Number(number))
    if (runs.length > 0) return checkSuite(site, { id: Number(number), runs })
  }
  const comment = kind === 'IC' ? site.store.comment(Number(number)) : undefined
  if (comment !== undefined) return issueComment(site, comment)
  throw notANode(id)
}

interface CommitInput {
  branch: { repositoryNameWithOwner?: string; branchName?: string; id?: string }
  expectedHeadOid: string
  message: { headline: string; body?: string }
  fileChanges?: {
    additions?: { path: string; contents: string }[]
    deletions?: { path: string }[]
  }
}

/**
 * One commit of file additions onto a branch, only if the branch still points at
 * `expectedHeadOid`: otherwise nothing is written and the error says so, as on GitHub.
 */
function createCommitOnBranch(site: Site, input: CommitInput) {
  const { store } = site
  const { repositoryNameWithOwner, branchName } = input.branch
  if (
    repositoryNameWithOwner?.toLowerCase() !== store.repo.fullName.toLowerCase() ||
    branchName === undefined
  ) {
    throw failure('NOT_FOUND', 'Could not resolve to a Repository or branch from the given input.')
  }
  const head = store.branchSha(branchName)
  if (head === undefined) {
    throw failure('NOT_FOUND', `Branch '${branchName}' not found.`)
  }
  if (store.protectedBranches.has(branchName)) {
    throw failure(
      'UNPROCESSABLE',
      'Repository rule violations found\n\nChanges must be made through a pull request.'
    )
  }
  if (head !== input.expectedHeadOid) {
    throw failure(
      'STALE_DATA',
      `Expected branch to point to "${input.expectedHeadOid}" but it did not. Pull and try again.`
    )
  }
  if ((input.fileChanges?.deletions ?? []).length > 0) {
    throw failure('UNPROCESSABLE', 'The emulator does not delete files.')
  }
  const files = (input.fileChanges?.additions ?? []).map((a) => {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(a.contents)) {
      throw failure('UNPROCESSABLE', `contents of ${a.path} is not valid Base64`)
    }
    return { path: a.path, content: Buffer.from(a.contents, 'base64') }
  })
  const message = [input.message.headline, input.message.body ?? '']
    .filter((part) => part !== '')
    .join('\n\n')
  const made = store.commitFiles(branchName, files, message)
  return {
    __typename: 'CreateCommitOnBranchPayload',
    commit: commit(site, made.sha),
    ref: ref(site, branchName, made.sha)
  }
}
