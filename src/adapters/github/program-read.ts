// One GraphQL query for what a gate run reads: the branch head, the state branch's head, the
// program's ledger and state file as blobs (their oids make the next commit a compare-and-swap),
// and the first page of the checks on the commit being judged.
import { GateError } from '../../rules/errors.js'
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { CHECKS_ON_COMMIT, type CommitChecks } from './checks-query.js'
import { api } from './errors.js'
import { fileOids, workflowFilesFrom } from './workflow-files.js'
import type { WorkflowFile } from '../../rules/checks/ci-evidence.js'
import { graphql, GraphqlRefusal } from './graphql.js'
import type { FixerFiles } from '../../rules/fix/fixer-workflow.js'
import type { LabelIds } from './status-writes.js'
import { describeLocation, type StateFileLocation, type StoredFile } from './state-file.js'
import type { BranchFacts } from '../../rules/gate/branch.js'

export interface ProgramReadRequest {
  /** The program's branch, whose head is read; null when only the files are wanted. */
  branch: string | null
  /** The commit whose checks are read (the branch head when null); no checks when false. */
  checksOn: string | null | false
  state: StateFileLocation
  ledger: StateFileLocation
  /** The pull request and the label a pause adds to it, for their node ids; null: none. */
  labelling: { pull: number; label: string } | null
  /** The open issues with this label (the programs' issues), to find the program issue. */
  programIssues?: string | null
  /**
   * A file read on `branch` and on the default branch as they are now: the fixer workflow a fix
   * would be dispatched to, and the one it must be.
   */
  fixerWorkflow?: string | null
  /** Read the login the token acts as: the account whose dispatches are the gate's. */
  viewer?: boolean
  /**
   * For a legacy branch: whether the program's own branch (the pattern's; null: none) exists,
   * and the heads of the open pull requests, to tell whether the legacy branch is the program's.
   */
  programBranches?: { own: string | null } | null
  /** Workflow files whose blobs are read on the default branch and on the judged commit. */
  workflowFiles?: readonly string[]
  /** The gate workflow, read on the default branch for the CI workflows it waits for. */
  gateWorkflow?: string | null
}

/** A read of the program's state file and ledger alone: no branch, no checks, no labels. */
export function filesOnly(files: {
  state: StateFileLocation
  ledger: StateFileLocation
}): ProgramReadRequest {
  return {
    branch: null,
    checksOn: false,
    state: files.state,
    ledger: files.ledger,
    labelling: null
  }
}

export interface ProgramRead {
  /** The program branch's head; null when no branch was asked for. */
  branchHead: string | null
  /** The state branch's head: a commit of the ledger and the state file must be based on it. */
  stateHead: string
  ledger: StoredFile | null
  state: StoredFile | null
  /** The judged commit's SHA and first page of checks; null when not asked for. */
  checks: { sha: string; page: CommitChecks } | null
  /** Node ids to label the pull request by; null unless asked for and the label exists. */
  labelIds: LabelIds | null
  /** The repository's default branch. */
  defaultBranch: string
  /** The asked-for workflow files on the default branch and on the judged commit, by path. */
  workflowFiles: Record<string, WorkflowFile>
  /**
   * The open issues with the asked-for label, newest first; null when not asked for, or when
   * there are more than one page holds (the caller then lists them all).
   */
  programIssues: Array<{ number: number; title: string }> | null
  /** The fixer workflow on the branch and on the default branch; null when not asked for. */
  fixer: Pick<FixerFiles, 'onBranch' | 'onDefault'> | null
  /** The login the token acts as; null when not asked for. */
  viewer: string | null
  /** What `programBranches` asked for; null when not asked. */
  branchFacts: BranchFacts | null
  /** The gate workflow's text on the default branch (null: not there); absent: not asked. */
  gateWorkflow?: { path: string; text: string | null }
}

export const BLOB =
  'fragment StoredBlob on GitObject { __typename ... on Blob { oid text isBinary isTruncated } }'

/** The query, with the workflow files' blobs asked for on both commits when there are any. */
const programReadQuery = (
  files: string
): string => `query GateProgramRead($owner: String!, $name: String!, $branch: String!, $readBranch: Boolean!, $stateBranch: String!, $ledger: String!, $state: String!, $sha: GitObjectID, $checksOnHead: Boolean!, $checksOnSha: Boolean!, $labelling: Boolean!, $pull: Int!, $label: String!, $readIssues: Boolean!, $programLabel: String!, $readFixer: Boolean!, $fixer: String!, $defaultFixer: String!, $readViewer: Boolean!, $readOwn: Boolean!, $own: String!, $readPulls: Boolean!, $readGate: Boolean!, $gateWorkflow: String!) {
  viewer @include(if: $readViewer) { login }
  repository(owner: $owner, name: $name) {
    defaultBranchRef { name target { oid ${onCommit(files)} } }
    programIssues: issues(labels: [$programLabel], states: [OPEN], first: 100, orderBy: { field: CREATED_AT, direction: DESC }) @include(if: $readIssues) {
      nodes { number title }
      pageInfo { hasNextPage }
    }
    own: ref(qualifiedName: $own) @include(if: $readOwn) { name }
    openPulls: pullRequests(states: [OPEN], first: 100) @include(if: $readPulls) {
      nodes { headRefName isCrossRepository }
      pageInfo { hasNextPage }
    }
    pull: pullRequest(number: $pull) @include(if: $labelling) { id }
    needsHuman: label(name: $label) @include(if: $labelling) { id }
    head: ref(qualifiedName: $branch) @include(if: $readBranch) {
      target { oid ...CommitChecks @include(if: $checksOnHead) ${onCommit(files)} }
    }
    stateHead: ref(qualifiedName: $stateBranch) { target { oid } }
    ledger: object(expression: $ledger) { ...StoredBlob }
    state: object(expression: $state) { ...StoredBlob }
    fixer: object(expression: $fixer) @include(if: $readFixer) { ... on Blob { oid text } }
    defaultFixer: object(expression: $defaultFixer) @include(if: $readFixer) { ... on Blob { oid } }
    commit: object(oid: $sha) @include(if: $checksOnSha) { oid ...CommitChecks ${onCommit(files)} }
    gateWorkflow: object(expression: $gateWorkflow) @include(if: $readGate) { ... on Blob { text } }
  }
}
${BLOB}
${CHECKS_ON_COMMIT}`

function onCommit(files: string): string {
  return files === '' ? '' : `... on Commit { ${files} }`
}

/** A blob as the `StoredBlob` fragment reads it. */
export interface Blob {
  __typename: string
  oid?: string
  text?: string | null
  isBinary?: boolean | null
  isTruncated?: boolean
}

type Target = { oid: string } & Partial<CommitChecks> & Record<string, unknown>
type FileOids = Parameters<typeof workflowFilesFrom>[1]

interface ReadResponse {
  viewer?: { login: string }
  repository: {
    defaultBranchRef: {
      name: string
      target: ({ oid: string } & Record<string, unknown>) | null
    } | null
    programIssues?: {
      nodes: Array<{ number: number; title: string }>
      pageInfo: { hasNextPage: boolean }
    } | null
    head?: { target: Target } | null
    stateHead: { target: { oid: string } } | null
    ledger: Blob | null
    state: Blob | null
    fixer?: { oid?: string; text?: string | null } | null
    defaultFixer?: { oid?: string } | null
    gateWorkflow?: { text?: string | null } | null
    commit?: Target | null
    pull?: { id: string } | null
    needsHuman?: { id: string } | null
    own?: { name: string } | null
    openPulls?: {
      nodes: Array<{ headRefName: string; isCrossRepository: boolean }>
      pageInfo: { hasNextPage: boolean }
    } | null
  }
}

/**
 * The query's answer, also when the only error is a pull request that is not there (closed
 * and deleted, or a number from elsewhere): the pause then labels it the plain way, or not.
 */
function allowingMissingPull<T>(error: unknown): T {
  const onlyPull =
    error instanceof GraphqlRefusal &&
    error.kind !== 'permission' &&
    error.data !== null &&
    error.errors.every((e) => e.path?.[1] === 'pull')
  if (onlyPull) return error.data as T
  throw error
}

export async function readProgramView(
  gh: GitHubClient,
  repo: Repository,
  request: ProgramReadRequest
): Promise<ProgramRead> {
  const { branch, checksOn } = request
  const onSha = typeof checksOn === 'string'
  const paths = request.workflowFiles ?? []
  const data = await graphql<ReadResponse>(
    gh,
    `reading ${describeLocation(request.state)}`,
    programReadQuery(fileOids(paths)),
    readVariables(repo, request),
    { scope: 'contents', access: 'read' }
  ).catch((error: unknown) => allowingMissingPull<ReadResponse>(error))
  const { head, stateHead, ledger, state, commit, pull, needsHuman } = data.repository
  const { defaultBranchRef, programIssues, fixer, defaultFixer, own, openPulls } = data.repository
  if (stateHead === null) throw noStateBranch(request.state.branch)
  if (branch !== null && (head === null || head === undefined)) {
    throw new GateError(`branch ${branch} does not exist`)
  }
  const judged = onSha ? commit : checksOn === null ? head?.target : undefined
  if (onSha && (judged === null || judged === undefined)) {
    throw new GateError(`commit ${checksOn} does not exist in ${repo.owner}/${repo.repo}`)
  }
  return {
    branchHead: head?.target.oid ?? null,
    stateHead: stateHead.target.oid,
    ledger: await storedFile(gh, repo, request.ledger, ledger),
    state: await storedFile(gh, repo, request.state, state),
    checks:
      judged?.checkSuites === undefined
        ? null
        : {
            sha: judged.oid,
            page: { checkSuites: judged.checkSuites, status: judged.status ?? null }
          },
    labelIds:
      pull?.id === undefined || needsHuman?.id === undefined
        ? null
        : { labelable: pull.id, label: needsHuman.id },
    defaultBranch: defaultBranchRef?.name ?? 'main',
    workflowFiles: workflowFilesFrom(
      paths,
      defaultBranchRef?.target as FileOids,
      (judged ?? null) as FileOids
    ),
    programIssues: programIssues?.pageInfo.hasNextPage === false ? programIssues.nodes : null,
    fixer: fixerFiles(fixer, defaultFixer),
    viewer: data.viewer?.login ?? null,
    branchFacts: (request.programBranches ?? null) === null ? null : branchFacts(own, openPulls),
    ...gateWorkflowOf(request.gateWorkflow ?? null, data.repository.gateWorkflow)
  }
}

/** The gate workflow's text when it was asked for. */
function gateWorkflowOf(
  path: string | null,
  read: Repo['gateWorkflow']
): Pick<ProgramRead, 'gateWorkflow'> {
  return path === null ? {} : { gateWorkflow: { path, text: read?.text ?? null } }
}

type Repo = ReadResponse['repository']

/** The fixer workflow as the branch and the default branch have it; null when not asked for. */
function fixerFiles(fixer: Repo['fixer'], onDefault: Repo['defaultFixer']): ProgramRead['fixer'] {
  if (fixer === undefined) return null
  const onBranch =
    typeof fixer?.oid === 'string' && typeof fixer.text === 'string'
      ? { oid: fixer.oid, text: fixer.text }
      : null
  return { onBranch, onDefault: onDefault?.oid ?? null }
}

/** Whether the program's own branch exists, and the heads of this repository's open pulls. */
function branchFacts(own: Repo['own'], openPulls: Repo['openPulls']): BranchFacts {
  return {
    ownExists: own !== null && own !== undefined,
    // A fork's pull request is never the program's: its branch is not this repository's.
    openHeads:
      openPulls === null || openPulls === undefined || openPulls.pageInfo.hasNextPage
        ? null
        : openPulls.nodes.filter((p) => !p.isCrossRepository).map((p) => p.headRefName)
  }
}

export function noStateBranch(branch: string): GateError {
  return new GateError(
    `state branch "${branch}" does not exist; create it (the autoloop scheduler does) or set the state-branch input`
  )
}

/** A blob as the gate's stored file; anything the gate could not write back unchanged stops it. */
export async function storedFile(
  gh: GitHubClient,
  repo: Repository,
  at: StateFileLocation,
  blob: Blob | null
): Promise<StoredFile | null> {
  if (blob === null) return null
  if (blob.__typename !== 'Blob' || typeof blob.oid !== 'string') {
    throw new GateError(`${describeLocation(at)}: is not a file`)
  }
  if (blob.isTruncated === true) {
    throw new GateError(`${describeLocation(at)}: too large to read; a state file is a few KB`)
  }
  // GitHub gives no text for a blob it takes for binary (one NUL byte is enough), and text it
  // could not decode carries replacement characters: the bytes themselves decide.
  const text =
    blob.isBinary === true || typeof blob.text !== 'string' || blob.text.includes('\uFFFD')
      ? await exactText(gh, repo, at)
      : blob.text
  return { text, sha: blob.oid }
}

/** The file's bytes over the contents API, as text only when they are exactly UTF-8. */
async function exactText(
  gh: GitHubClient,
  repo: Repository,
  at: StateFileLocation
): Promise<string> {
  const { data } = await api(`reading ${describeLocation(at)}`, () =>
    gh.rest.repos.getContent({ ...repo, path: at.path, ref: at.branch })
  )
  const file = data as { content?: unknown; encoding?: unknown }
  if (file.encoding !== 'base64' || typeof file.content !== 'string') {
    throw new GateError(`${describeLocation(at)}: too large to read; a state file is a few KB`)
  }
  const bytes = Buffer.from(file.content, 'base64')
  const text = bytes.toString('utf8')
  // Writing back text that did not decode cleanly would change bytes nobody asked to change.
  if (!Buffer.from(text, 'utf8').equals(bytes)) {
    throw new GateError(`${describeLocation(at)}: is not valid UTF-8 text; left untouched`)
  }
  return text
}

/** The query's variables for a request. */
function readVariables(repo: Repository, request: ProgramReadRequest): Record<string, unknown> {
  const { branch, checksOn } = request
  const onSha = typeof checksOn === 'string'
  return {
    owner: repo.owner,
    name: repo.repo,
    branch: `refs/heads/${branch ?? ''}`,
    readBranch: branch !== null,
    stateBranch: `refs/heads/${request.state.branch}`,
    ledger: `${request.ledger.branch}:${request.ledger.path}`,
    state: `${request.state.branch}:${request.state.path}`,
    sha: onSha ? checksOn : null,
    checksOnHead: checksOn === null,
    checksOnSha: onSha,
    labelling: request.labelling !== null,
    pull: request.labelling?.pull ?? 0,
    label: request.labelling?.label ?? '',
    readIssues: (request.programIssues ?? null) !== null,
    programLabel: request.programIssues ?? '',
    readFixer: branch !== null && (request.fixerWorkflow ?? null) !== null,
    fixer: `${branch ?? ''}:${request.fixerWorkflow ?? ''}`,
    // HEAD is the default branch's head, whatever the default branch is called.
    defaultFixer: `HEAD:${request.fixerWorkflow ?? ''}`,
    readViewer: request.viewer === true,
    readOwn: (request.programBranches?.own ?? null) !== null,
    own: `refs/heads/${request.programBranches?.own ?? ''}`,
    readPulls: (request.programBranches ?? null) !== null,
    readGate: (request.gateWorkflow ?? null) !== null,
    // HEAD is the default branch: CI is what it defines.
    gateWorkflow: `HEAD:${request.gateWorkflow ?? ''}`
  }
}
