// The plain records the Store keeps, and the inputs its seeding methods take.
import type { components } from '@octokit/openapi-types'

type Schemas = components['schemas']

export type CheckStatus = Schemas['check-run']['status']
/** GitHub does send `stale` and `startup_failure`; its OpenAPI description lags behind. */
export type CheckConclusion =
  NonNullable<Schemas['check-run']['conclusion']> | 'stale' | 'startup_failure'
export type StatusState = 'error' | 'failure' | 'pending' | 'success'
export type JobConclusion = Schemas['job']['conclusion']

export interface GitUser {
  name: string
  email: string
}

/**
 * A repository role. `maintain` and `triage` are roles of their own that the REST permission
 * endpoint folds into `write` and `read`; `none` is someone who is not a collaborator.
 */
export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'

/** An account the emulator knows: who wrote a comment, whose email a commit carries. */
export interface UserRecord {
  id: number
  login: string
  name: string
  email: string
  type: 'User' | 'Bot'
  permission: Permission
  /** An organization member whose membership is private: events show CONTRIBUTOR. */
  privateMember: boolean
}

export interface UserInput {
  login: string
  /** Default: the login. */
  name?: string
  /** Default: GitHub's noreply address for the account. */
  email?: string
  /** Default: Bot for a `[bot]` login, else User. */
  type?: 'User' | 'Bot'
  /** Default: none (not a collaborator). */
  permission?: Permission
  /** Default: false. */
  privateMember?: boolean
  /** Default: the id the REST API already shows for the login. */
  id?: number
}

export interface RepoInfo {
  id: number
  owner: string
  name: string
  fullName: string
  defaultBranch: string
  private: boolean
}

export interface Commit {
  sha: string
  branch: string
  parent: string | null
  message: string
  /** The files the commit wrote. */
  paths: string[]
  author: GitUser
  at: string
}

/** A file a comparison of two commits lists, as the compare endpoint gives it. */
export type DiffEntry = Pick<
  components['schemas']['diff-entry'],
  'filename' | 'status' | 'patch' | 'previous_filename'
>

export interface PullData {
  headRef: string
  headSha: string
  baseRef: string
  headRepoFullName: string
}

/** Pull requests are issues with `pull` set: one number space, shared labels and comments. */
export interface IssueRecord {
  number: number
  title: string
  body: string | null
  state: 'open' | 'closed'
  labels: string[]
  user: string
  createdAt: string
  updatedAt: string
  pull?: PullData
}

export type PullRecord = IssueRecord & { pull: PullData }

export interface CommentRecord {
  id: number
  issueNumber: number
  body: string
  user: string
  createdAt: string
  updatedAt: string
}

/** A reaction to an issue comment: which emoji, by whom. */
export interface ReactionRecord {
  id: number
  commentId: number
  content: string
  user: string
  createdAt: string
}

export interface Annotation {
  path: string
  startLine: number
  endLine: number
  level: 'notice' | 'warning' | 'failure'
  message: string
  title?: string
  rawDetails?: string
}

export interface CheckOutput {
  title: string | null
  summary: string | null
  text: string | null
}

export interface App {
  id: number
  slug: string
}

export interface CheckRunRecord {
  id: number
  headSha: string
  name: string
  status: CheckStatus
  conclusion: CheckConclusion | null
  app: App
  detailsUrl: string | null
  startedAt: string | null
  completedAt: string | null
  output: CheckOutput
  checkSuiteId: number
  workflowRunId: number | null
  jobId: number | null
  annotations: Annotation[]
}

export interface StatusRecord {
  id: number
  sha: string
  context: string
  state: StatusState
  targetUrl: string | null
  description: string | null
  createdAt: string
}

export interface WorkflowRunRecord {
  id: number
  name: string
  headBranch: string
  headSha: string
  event: string
  status: CheckStatus
  conclusion: CheckConclusion | null
  runAttempt: number
  runNumber: number
  workflowId: number
  path: string
  headRepoFullName: string
  checkSuiteId: number
  /** Who started the run: its `actor` and `triggering_actor`. */
  actor: string
  createdAt: string
  updatedAt: string
}

export interface Step {
  name: string
  number: number
  status: 'queued' | 'in_progress' | 'completed'
  conclusion: string | null
}

export interface JobRecord {
  id: number
  runId: number
  runAttempt: number
  name: string
  status: CheckStatus
  conclusion: JobConclusion
  steps: Step[]
  headSha: string
  createdAt: string
  startedAt: string
  completedAt: string | null
}

export interface Dispatch {
  workflowId: string
  ref: string
  inputs: Record<string, unknown>
  at: string
  /** The run GitHub created for it. */
  runId: number
}

export interface PullInput {
  number?: number
  title?: string
  body?: string
  headRef: string
  headSha: string
  baseRef?: string
  /** Defaults to this repository; any other name makes the pull request come from a fork. */
  headRepoFullName?: string
  labels?: string[]
  state?: 'open' | 'closed'
  user?: string
}

export interface IssueInput {
  number?: number
  title: string
  body?: string
  labels?: string[]
  state?: 'open' | 'closed'
  user?: string
}

export interface CheckRunInput {
  id?: number
  headSha: string
  name: string
  status: CheckStatus
  conclusion?: CheckConclusion | null
  appSlug?: string
  detailsUrl?: string
  startedAt?: string
  completedAt?: string
  output?: Partial<CheckOutput>
  /** Default: the workflow run's suite, else one suite per app per commit. */
  checkSuiteId?: number
  /** Must be a seeded run; makes html_url/details_url point at the Actions job page. */
  workflowRunId?: number
  /** The job in those links; defaults to the check run's own id, as on GitHub. */
  jobId?: number
  annotations?: Annotation[]
}

export interface StatusInput {
  sha: string
  context: string
  state: StatusState
  targetUrl?: string
  description?: string
}

export interface WorkflowRunInput {
  id?: number
  name: string
  headBranch: string
  headSha: string
  event?: string
  status: CheckStatus
  conclusion?: CheckConclusion | null
  runAttempt?: number
  workflowId?: number
  path?: string
  headRepoFullName?: string
  /** Who started the run; the repository's owner unless given. */
  actor?: string
  /** When GitHub created it; now unless given. */
  createdAt?: string
}

export interface JobInput {
  runId: number
  name: string
  status: CheckStatus
  conclusion?: JobConclusion
  steps?: Step[]
  log?: string | Buffer
  /** Defaults to the run's current attempt. */
  runAttempt?: number
  /** GitHub backs every Actions job with a check run of the same id; false skips it. */
  checkRun?: boolean
}

export type CheckRunPatch = Partial<Pick<CheckRunRecord, 'status' | 'conclusion' | 'output'>>
export type JobPatch = Partial<Pick<JobRecord, 'status' | 'conclusion' | 'steps'>>
export type WorkflowRunPatch = Partial<
  Pick<WorkflowRunRecord, 'status' | 'conclusion' | 'runAttempt'>
>

/** One entry of the Actions cache service, as `@actions/cache` reserves, uploads and commits it. */
export interface CacheEntry {
  id: number
  key: string
  version: string
  /** The scope: the ref of the run that saved it, e.g. `refs/heads/main`. */
  ref: string
  /** The archive as uploaded so far (chunks land at their offsets). */
  archive: Buffer
  committed: boolean
  createdAt: string
  /** Moved on by every restore that hits the entry. */
  lastAccessedAt: string
}

/**
 * One artifact of a workflow run, as `@actions/artifact` creates, uploads and finalizes it. Its
 * name is unique among the run's artifacts. Past its retention it is expired: still listed, its
 * content gone. The run's branch and commit come with the listing, as GitHub's does.
 */
export interface ArtifactRecord {
  id: number
  name: string
  runId: number
  headBranch: string
  headSha: string
  /** Blocks staged by the upload, by block id, until the block list commits them. */
  blocks: Map<string, Buffer>
  content: Buffer | null
  /** `sha256:<hex>` of the content, once finalized. */
  digest: string | null
  finalized: boolean
  expired: boolean
  createdAt: string
  expiresAt: string
}
