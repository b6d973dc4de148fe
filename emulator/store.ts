import { createHash } from 'node:crypto'
import { parse } from 'yaml'
import { ArtifactStore } from './artifacts.js'
import type {
  CacheEntry,
  Annotation,
  App,
  CheckRunInput,
  CheckRunPatch,
  CheckRunRecord,
  CommentRecord,
  Commit,
  DiffEntry,
  Dispatch,
  GitUser,
  IssueInput,
  IssueRecord,
  JobInput,
  JobPatch,
  JobRecord,
  PullInput,
  PullRecord,
  ReactionRecord,
  RepoInfo,
  StatusInput,
  StatusRecord,
  UserInput,
  UserRecord,
  WorkflowRunInput,
  WorkflowRunPatch,
  WorkflowRunRecord
} from './records.js'

const ACTIONS_APP: App = { id: 15368, slug: 'github-actions' }
/** Job conclusions a re-run of failed jobs leaves alone. */
const PASSED = new Set(['success', 'skipped', 'neutral'])
const BOT: GitUser = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com'
}
/** GITHUB_TOKEN's account: a Bot, so never a collaborator, with its real id and address. */
const ACTIONS_BOT: Required<UserInput> = {
  id: 41898282,
  login: 'github-actions[bot]',
  ...BOT,
  type: 'Bot',
  permission: 'none',
  privateMember: false
}

/** A maintainer for tests: an admin of the repository whose commits carry this address. */
export const MAINTAINER_USER = {
  login: 'mona',
  name: 'Mona Maintainer',
  email: 'mona@example.com',
  type: 'User',
  permission: 'admin'
} as const satisfies UserInput

/** Someone with no say over the repository: only the read access anyone has. */
export const STRANGER_USER = {
  login: 'sam-stranger',
  name: 'Sam Stranger',
  email: 'sam@example.net',
  type: 'User',
  permission: 'read'
} as const satisfies UserInput

export function sha1(text: string | Buffer): string {
  return createHash('sha1').update(text).digest('hex')
}

/** A stable small integer for names that have no stored id (users, forks, labels). */
export function stableId(name: string): number {
  return parseInt(sha1(name).slice(0, 7), 16)
}

/** Git's blob id, so blob shas (and therefore optimistic concurrency) match real GitHub. */
export function blobSha(content: Buffer): string {
  return sha1(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]))
}

function lower(name: string): string {
  return name.toLowerCase()
}

function fileOf(bytes: Buffer | undefined) {
  return bytes && { content: bytes.toString('utf8'), bytes, sha: blobSha(bytes) }
}

function noreply(user: UserRecord): string[] {
  const host = 'users.noreply.github.com'
  return [`${user.id}+${user.login}@${host}`, `${user.login}@${host}`]
}

/** The emulated repository's state: plain records plus the mutations GitHub would make. */
export class Store {
  readonly repo: RepoInfo
  readonly commits: Commit[] = []
  readonly dispatches: Dispatch[] = []
  /** The Actions cache service's entries, oldest first. */
  readonly caches: CacheEntry[] = []
  /**
   * The repository's cache size limit in bytes (GitHub's default is 10 GB): a committed entry
   * that takes the total past it evicts the least recently used entries until it fits again.
   */
  cacheLimit = 10 * 1024 ** 3
  /** The workflow runs' artifacts. */
  readonly artifacts = new ArtifactStore(() => this.now())
  /** Every "re-run failed jobs" asked for, in order. */
  readonly reruns: Array<{ runId: number; attempt: number }> = []
  /** What changed between two commits (`base...head`), as a scenario says the pushes did. */
  private readonly comparisons = new Map<string, DiffEntry[]>()
  private readonly branches = new Map<string, string>()
  private readonly trees = new Map<string, Map<string, Buffer>>()
  /** Each commit's whole tree as it left it (the buffers are shared, not copied). */
  private readonly snapshots = new Map<string, Map<string, Buffer>>()
  /** By lower-cased login: logins compare case-insensitively on GitHub. */
  private readonly users = new Map<string, UserRecord>()
  private readonly issues = new Map<number, IssueRecord>()
  private readonly comments = new Map<number, CommentRecord>()
  private readonly reactions: ReactionRecord[] = []
  private readonly checkRuns = new Map<number, CheckRunRecord>()
  private readonly statuses: StatusRecord[] = []
  private readonly runs = new Map<number, WorkflowRunRecord>()
  private readonly jobs = new Map<number, JobRecord>()
  private readonly logs = new Map<number, Buffer | null>()
  private readonly apps = new Map<string, App>([[ACTIONS_APP.slug, ACTIONS_APP]])
  private readonly suites = new Map<string, number>()
  private readonly workflows = new Map<string, number>()
  // One id space for every kind of object, so a run id passed where a job id belongs 404s.
  private lastId = 1000
  private lastNumber = 0
  private lastTick = 0

  constructor(owner = 'acme', name = 'widgets') {
    this.repo = {
      id: 4242,
      owner,
      name,
      fullName: `${owner}/${name}`,
      defaultBranch: 'main',
      private: false
    }
    this.setBranch('main', sha1(`initial ${this.repo.fullName}`))
    this.addUser(ACTIONS_BOT)
    // The owner of a personal repository is its admin.
    this.addUser({ login: owner, permission: 'admin' })
  }

  /**
   * Wall-clock time, strictly increasing per call so later records sort later. Millisecond
   * steps (GitHub sends whole seconds) keep bulk seeding from drifting into the future.
   */
  now(): string {
    this.lastTick = Math.max(Date.now(), this.lastTick + 1)
    return new Date(this.lastTick).toISOString()
  }

  private id(requested?: number, taken?: Map<number, unknown>): number {
    if (requested === undefined) return ++this.lastId
    if (taken?.has(requested)) throw new Error(`id ${requested} is already taken`)
    this.lastId = Math.max(this.lastId, requested)
    return requested
  }

  // Branches and files

  /** Branches a ruleset closes to direct commits (changes only through a pull request). */
  readonly protectedBranches = new Set<string>()

  /** Records the files that changed from `base` to `head`, for the compare endpoint. */
  setComparison(base: string, head: string, files: DiffEntry[]): void {
    this.comparisons.set(`${base}...${head}`, files)
  }

  comparison(base: string, head: string): DiffEntry[] | undefined {
    return this.comparisons.get(`${base}...${head}`)
  }

  /** Points a branch at a commit; a new branch starts with no files. */
  setBranch(name: string, sha: string): void {
    this.branches.set(name, sha)
    if (!this.trees.has(name)) this.trees.set(name, new Map())
    // A pushed head that the store did not commit holds the branch's files as they are.
    if (!this.snapshots.has(sha)) this.snapshots.set(sha, new Map(this.trees.get(name)))
  }

  /** A branch deleted, as after a merge; its commits stay. */
  deleteBranch(name: string): void {
    this.branches.delete(name)
  }

  branchSha(name: string): string | undefined {
    return this.branches.get(name)
  }

  branchNames(): string[] {
    return [...this.branches.keys()]
  }

  /** A branch name (`heads/` and `refs/heads/` prefixes allowed) or else a SHA, as given. */
  resolveRef(ref: string): string {
    return this.branchSha(ref.replace(/^(refs\/)?heads\//, '')) ?? ref
  }

  commit(sha: string): Commit | undefined {
    return this.commits.find((c) => c.sha === sha)
  }

  /** Commits one file onto a branch (created if needed) and moves the branch head. */
  putFile(branch: string, path: string, content: string | Buffer, message?: string, author = BOT) {
    return this.commitFiles(branch, [{ path, content }], message ?? `Update ${path}`, author)
  }

  /** Commits files onto a branch (created if needed) in one commit and moves the branch head. */
  commitFiles(
    branch: string,
    files: readonly { path: string; content: string | Buffer }[],
    message: string,
    author = BOT
  ): Commit {
    if (!this.branches.has(branch)) this.setBranch(branch, sha1(`root ${branch}`))
    for (const { path, content } of files) this.trees.get(branch)?.set(path, Buffer.from(content))
    const parent = this.branchSha(branch) ?? null
    const commit: Commit = {
      sha: sha1(`commit ${parent} ${message} ${this.commits.length}`),
      branch,
      parent,
      message,
      paths: files.map((f) => f.path),
      author,
      at: this.now()
    }
    this.commits.push(commit)
    this.branches.set(branch, commit.sha)
    this.snapshots.set(commit.sha, new Map(this.trees.get(branch)))
    return commit
  }

  /** A commit that removes `path` from the branch, as a memory save that drops the file does. */
  deleteFile(branch: string, path: string, message: string, author = BOT): Commit {
    this.trees.get(branch)?.delete(path)
    const commit = this.commitFiles(branch, [], message, author)
    commit.paths.push(path)
    return commit
  }

  /** The commits reachable from `sha` by their parents, `sha` first. */
  commitsFrom(sha: string): string[] {
    const reached = new Set<string>()
    let at: string | null | undefined = sha
    // Git's parent links never loop; the check keeps a hand-seeded store from hanging.
    while (at && !reached.has(at)) {
      reached.add(at)
      at = this.commit(at)?.parent
    }
    return [...reached]
  }

  /**
   * Files the branch's head commit already holds, placed without a commit of the store's: the
   * workflows a branch carries from the commit it was made from.
   */
  placeFiles(branch: string, files: Readonly<Record<string, string>>): void {
    const tree = this.trees.get(branch)
    const head = this.branchSha(branch)
    if (tree === undefined || head === undefined) throw new Error(`no branch ${branch}`)
    for (const [path, content] of Object.entries(files)) tree.set(path, Buffer.from(content))
    this.snapshots.set(head, new Map(tree))
  }

  /** Every file path on a branch. */
  listFiles(branch: string): string[] {
    return [...(this.trees.get(branch)?.keys() ?? [])].sort()
  }

  readFile(
    branch: string,
    path: string
  ): { content: string; bytes: Buffer; sha: string } | undefined {
    return fileOf(this.trees.get(branch)?.get(path))
  }

  /** A file as of a commit; undefined when the commit did not have it (or is unknown). */
  readFileAt(
    commitSha: string,
    path: string
  ): { content: string; bytes: Buffer; sha: string } | undefined {
    return fileOf(this.snapshots.get(commitSha)?.get(path))
  }

  // Users

  /**
   * Registers an account, or updates the one with that login (it keeps its id). Ids default to
   * the ones the REST API already shows for unregistered logins, so registering changes no id.
   */
  addUser(input: UserInput): UserRecord {
    const known = this.user(input.login)
    const login = known?.login ?? input.login
    const id = input.id ?? known?.id ?? stableId(`user ${login}`)
    const record: UserRecord = {
      id,
      login,
      name: input.name ?? known?.name ?? login,
      email: input.email ?? known?.email ?? `${id}+${login}@users.noreply.github.com`,
      type: input.type ?? known?.type ?? (login.endsWith('[bot]') ? 'Bot' : 'User'),
      permission: input.permission ?? known?.permission ?? 'none',
      privateMember: input.privateMember ?? known?.privateMember ?? false
    }
    if (known) return Object.assign(known, record)
    this.users.set(lower(login), record)
    return record
  }

  user(login: string): UserRecord | undefined {
    return this.users.get(lower(login))
  }

  /** The account a commit's email links to, as GitHub links them: its address or its noreply. */
  userByEmail(email: string): UserRecord | undefined {
    const wanted = lower(email)
    return [...this.users.values()].find((u) =>
      [u.email, ...noreply(u)].some((address) => lower(address) === wanted)
    )
  }

  // Issues and pull requests

  private claimNumber(requested?: number): number {
    const number = requested ?? this.lastNumber + 1
    if (this.issues.has(number)) throw new Error(`issue #${number} already exists`)
    this.lastNumber = Math.max(this.lastNumber, number)
    return number
  }

  addIssue(input: IssueInput): number {
    const number = this.claimNumber(input.number)
    const at = this.now()
    this.issues.set(number, {
      number,
      title: input.title,
      body: input.body ?? null,
      state: input.state ?? 'open',
      labels: [],
      user: input.user ?? this.repo.owner,
      createdAt: at,
      updatedAt: at
    })
    this.addLabels(number, input.labels ?? [])
    return number
  }

  addPull(input: PullInput): number {
    const number = this.addIssue({
      number: input.number,
      title: input.title ?? `Update ${input.headRef}`,
      body: input.body,
      labels: input.labels,
      state: input.state,
      user: input.user
    })
    this.requireIssue(number).pull = {
      headRef: input.headRef,
      headSha: input.headSha,
      baseRef: input.baseRef ?? this.repo.defaultBranch,
      headRepoFullName: input.headRepoFullName ?? this.repo.fullName
    }
    return number
  }

  issue(number: number): IssueRecord | undefined {
    return this.issues.get(number)
  }

  /** Issues and pull requests, oldest first. */
  allIssues(): IssueRecord[] {
    return [...this.issues.values()].sort((a, b) => a.number - b.number)
  }

  pulls(): PullRecord[] {
    return [...this.issues.values()].filter((i): i is PullRecord => i.pull !== undefined)
  }

  private requireIssue(number: number): IssueRecord {
    const issue = this.issues.get(number)
    if (!issue) throw new Error(`issue #${number} does not exist`)
    return issue
  }

  issueLabels(number: number): string[] {
    return [...this.requireIssue(number).labels]
  }

  /** The repository's labels: made here, or on first use as the REST API does. */
  readonly labels = new Set<string>()

  createLabel(name: string): void {
    if (![...this.labels].some((l) => lower(l) === lower(name))) this.labels.add(name)
  }

  /** Label names compare case-insensitively, as on GitHub. */
  addLabels(number: number, names: string[]): void {
    const issue = this.requireIssue(number)
    for (const name of names) {
      this.createLabel(name)
      if (!issue.labels.some((l) => lower(l) === lower(name))) issue.labels.push(name)
    }
  }

  /** @returns false when the issue did not carry the label. */
  removeLabel(number: number, name: string): boolean {
    const issue = this.requireIssue(number)
    const index = issue.labels.findIndex((l) => lower(l) === lower(name))
    if (index < 0) return false
    issue.labels.splice(index, 1)
    return true
  }

  private actorLogin = ACTIONS_BOT.login

  /**
   * Who the API's writes are made as: `github-actions[bot]` for GITHUB_TOKEN, a person's login
   * for a personal access token. A login new to the store is registered, so it resolves.
   */
  get actor(): string {
    return this.actorLogin
  }

  set actor(login: string) {
    if (this.user(login) === undefined) this.addUser({ login })
    this.actorLogin = login
  }

  addComment(issueNumber: number, body: string, user = this.actor): CommentRecord {
    this.requireIssue(issueNumber)
    const at = this.now()
    const comment = { id: this.id(), issueNumber, body, user, createdAt: at, updatedAt: at }
    this.comments.set(comment.id, comment)
    return comment
  }

  comment(id: number): CommentRecord | undefined {
    return this.comments.get(id)
  }

  updateComment(id: number, body: string): CommentRecord | undefined {
    const comment = this.comments.get(id)
    if (comment) Object.assign(comment, { body, updatedAt: this.now() })
    return comment
  }

  /** @returns false when there was no such comment. */
  deleteComment(id: number): boolean {
    return this.comments.delete(id)
  }

  issueComments(number: number): CommentRecord[] {
    return [...this.comments.values()].filter((c) => c.issueNumber === number)
  }

  /** Reacts to a comment as the actor; the same reaction by the same account is not added twice. */
  addReaction(commentId: number, content: string): { record: ReactionRecord; created: boolean } {
    const same = this.reactions.find(
      (r) => r.commentId === commentId && r.content === content && r.user === this.actor
    )
    if (same !== undefined) return { record: same, created: false }
    const record = { id: this.id(), commentId, content, user: this.actor, createdAt: this.now() }
    this.reactions.push(record)
    return { record, created: true }
  }

  /** The reactions to a comment, oldest first. */
  reactionsTo(commentId: number): ReactionRecord[] {
    return this.reactions.filter((r) => r.commentId === commentId)
  }

  // Checks and statuses

  app(slug: string): App {
    let app = this.apps.get(slug)
    if (!app) this.apps.set(slug, (app = { id: this.id(), slug }))
    return app
  }

  /** GitHub keeps one check suite per app per commit (Actions: one per workflow run). */
  private suiteFor(headSha: string, app: App): number {
    const key = `${app.slug} ${headSha}`
    let suite = this.suites.get(key)
    if (suite === undefined) this.suites.set(key, (suite = this.id()))
    return suite
  }

  addCheckRun(input: CheckRunInput): number {
    const id = this.id(input.id, this.checkRuns)
    const app = this.app(input.appSlug ?? ACTIONS_APP.slug)
    const run = input.workflowRunId === undefined ? undefined : this.requireRun(input.workflowRunId)
    const startedAt = input.startedAt ?? this.now()
    const completed = input.status === 'completed'
    this.checkRuns.set(id, {
      id,
      headSha: input.headSha,
      name: input.name,
      status: input.status,
      conclusion: input.conclusion ?? null,
      app,
      detailsUrl: input.detailsUrl ?? null,
      startedAt,
      completedAt: input.completedAt ?? (completed ? startedAt : null),
      output: { title: null, summary: null, text: null, ...input.output },
      checkSuiteId: input.checkSuiteId ?? run?.checkSuiteId ?? this.suiteFor(input.headSha, app),
      workflowRunId: run?.id ?? null,
      jobId: input.jobId ?? null,
      annotations: [...(input.annotations ?? [])]
    })
    return id
  }

  checkRun(id: number): CheckRunRecord | undefined {
    return this.checkRuns.get(id)
  }

  /** All check runs on a commit, oldest first. */
  checkRunsFor(sha: string): CheckRunRecord[] {
    return [...this.checkRuns.values()].filter((c) => c.headSha === sha)
  }

  /** The check runs in one check suite, oldest first. */
  checkRunsInSuite(suiteId: number): CheckRunRecord[] {
    return [...this.checkRuns.values()].filter((c) => c.checkSuiteId === suiteId)
  }

  updateCheckRun(id: number, patch: CheckRunPatch): void {
    const run = this.checkRuns.get(id)
    if (!run) throw new Error(`check run ${id} does not exist`)
    Object.assign(run, patch)
    if (run.status === 'completed') run.completedAt ??= this.now()
  }

  addAnnotation(checkRunId: number, annotation: Annotation): void {
    const run = this.checkRuns.get(checkRunId)
    if (!run) throw new Error(`check run ${checkRunId} does not exist`)
    run.annotations.push(annotation)
  }

  addStatus(input: StatusInput): number {
    const id = this.id()
    this.statuses.push({
      id,
      sha: input.sha,
      context: input.context,
      state: input.state,
      targetUrl: input.targetUrl ?? null,
      description: input.description ?? null,
      createdAt: this.now()
    })
    return id
  }

  /** Commit statuses on a SHA, newest first (GitHub's order). */
  statusesFor(sha: string): StatusRecord[] {
    return this.statuses.filter((s) => s.sha === sha).reverse()
  }

  // Actions

  addWorkflowRun(input: WorkflowRunInput): number {
    const id = this.id(input.id, this.runs)
    const path = input.path ?? '.github/workflows/ci.yml'
    let workflowId = input.workflowId ?? this.workflows.get(path)
    if (workflowId === undefined) workflowId = this.id()
    this.workflows.set(path, workflowId)
    const at = input.createdAt ?? this.now()
    const runNumber = [...this.runs.values()].filter((r) => r.workflowId === workflowId).length + 1
    this.runs.set(id, {
      id,
      name: input.name,
      headBranch: input.headBranch,
      headSha: input.headSha,
      event: input.event ?? 'push',
      status: input.status,
      conclusion: input.conclusion ?? null,
      runAttempt: input.runAttempt ?? 1,
      runNumber,
      workflowId,
      path,
      headRepoFullName: input.headRepoFullName ?? this.repo.fullName,
      checkSuiteId: this.id(),
      actor: input.actor ?? this.repo.owner,
      createdAt: at,
      updatedAt: at
    })
    return id
  }

  workflowRun(id: number): WorkflowRunRecord | undefined {
    return this.runs.get(id)
  }

  /** Newest first, like the list endpoint. */
  workflowRuns(): WorkflowRunRecord[] {
    return [...this.runs.values()].reverse()
  }

  private requireRun(id: number): WorkflowRunRecord {
    const run = this.runs.get(id)
    if (!run) throw new Error(`workflow run ${id} does not exist`)
    return run
  }

  updateWorkflowRun(id: number, patch: WorkflowRunPatch): void {
    Object.assign(this.requireRun(id), patch, { updatedAt: this.now() })
  }

  addJob(input: JobInput): number {
    const run = this.requireRun(input.runId)
    const id = this.id()
    const startedAt = this.now()
    const completed = input.status === 'completed'
    const job: JobRecord = {
      id,
      runId: run.id,
      runAttempt: input.runAttempt ?? run.runAttempt,
      name: input.name,
      status: input.status,
      conclusion: input.conclusion ?? null,
      steps: input.steps ?? [],
      headSha: run.headSha,
      createdAt: startedAt,
      startedAt,
      completedAt: completed ? startedAt : null
    }
    this.jobs.set(id, job)
    if (input.log !== undefined) this.setJobLog(id, input.log)
    if (input.checkRun !== false) {
      this.addCheckRun({
        id,
        headSha: run.headSha,
        name: job.name,
        status: job.status,
        conclusion: job.conclusion,
        startedAt,
        workflowRunId: run.id,
        jobId: id
      })
    }
    return id
  }

  job(id: number): JobRecord | undefined {
    return this.jobs.get(id)
  }

  jobsFor(runId: number): JobRecord[] {
    return [...this.jobs.values()].filter((j) => j.runId === runId)
  }

  /** Keeps the job's check run in step, as GitHub does. */
  updateJob(id: number, patch: JobPatch): void {
    const job = this.jobs.get(id)
    if (!job) throw new Error(`job ${id} does not exist`)
    Object.assign(job, patch)
    if (job.status === 'completed') job.completedAt ??= this.now()
    if (this.checkRuns.has(id)) {
      this.updateCheckRun(id, { status: job.status, conclusion: job.conclusion })
    }
  }

  /** `null` marks the log as expired (the API then answers 410 Gone). */
  setJobLog(jobId: number, log: string | Buffer | null): void {
    if (!this.jobs.has(jobId)) throw new Error(`job ${jobId} does not exist`)
    // Buffers are kept as given: copying a 100 MB log per seed would be wasteful.
    this.logs.set(jobId, typeof log === 'string' ? Buffer.from(log) : log)
  }

  /** undefined: no log was ever stored; null: expired. */
  jobLog(jobId: number): Buffer | null | undefined {
    return this.logs.get(jobId)
  }

  /**
   * "Re-run failed jobs": a new attempt of a completed run in which every job that did not pass
   * is queued again (with its check run); the jobs that passed keep their verdict. Returns the
   * new attempt number, or null when the run is still going or nothing failed.
   */
  rerunFailedJobs(runId: number): number | null {
    const run = this.requireRun(runId)
    const failed = this.jobsFor(runId).filter(
      (j) => j.runAttempt === run.runAttempt && !PASSED.has(j.conclusion ?? '')
    )
    if (run.status !== 'completed' || failed.length === 0) return null
    const attempt = run.runAttempt + 1
    this.updateWorkflowRun(runId, { status: 'queued', conclusion: null, runAttempt: attempt })
    for (const job of failed) {
      this.addJob({ runId, name: job.name, status: 'queued', steps: [], runAttempt: attempt })
    }
    this.reruns.push({ runId, attempt })
    return attempt
  }

  // The Actions cache service

  /** Where a run on the default branch saves: every other ref may restore from it too. */
  get defaultRef(): string {
    return `refs/heads/${this.repo.defaultBranch}`
  }

  /**
   * A new entry to upload into, in the scope of `ref`; null when that scope already has the key
   * and version, as the service says. Other refs may hold the same key and version.
   */
  reserveCache(key: string, version: string, ref = this.defaultRef): number | null {
    if (this.caches.some((c) => c.key === key && c.version === version && c.ref === ref))
      return null
    const id = this.id()
    const at = this.now()
    this.caches.push({
      id,
      key,
      version,
      ref,
      archive: Buffer.alloc(0),
      committed: false,
      createdAt: at,
      lastAccessedAt: at
    })
    return id
  }

  uploadCacheChunk(id: number, start: number, chunk: Buffer): boolean {
    const entry = this.caches.find((c) => c.id === id && !c.committed)
    if (entry === undefined) return false
    const end = start + chunk.length
    const archive = Buffer.alloc(Math.max(entry.archive.length, end))
    entry.archive.copy(archive)
    chunk.copy(archive, start)
    entry.archive = archive
    return true
  }

  /** Commits an upload of `size` bytes; false when the upload has another size. */
  commitCache(id: number, size: number): boolean {
    const entry = this.caches.find((c) => c.id === id && !c.committed)
    if (entry === undefined || entry.archive.length !== size) return false
    entry.committed = true
    this.evictCaches()
    return true
  }

  /** Least recently used first (the oldest entry on a tie), as GitHub evicts over the limit. */
  private evictCaches(): void {
    const committed = () => this.caches.filter((c) => c.committed)
    let total = committed().reduce((sum, c) => sum + c.archive.length, 0)
    const byLastUse = committed().sort(
      (a, b) => a.lastAccessedAt.localeCompare(b.lastAccessedAt) || a.id - b.id
    )
    for (const entry of byLastUse) {
      if (total <= this.cacheLimit) return
      total -= entry.archive.length
      this.caches.splice(this.caches.indexOf(entry), 1)
    }
  }

  /**
   * The entry a restore from `ref` gets, by GitHub's scoping rule: first in `ref`'s own scope,
   * then in the default branch's, never another branch's. In each scope the first key matched
   * exactly wins, else the newest entry one of the keys starts; always of the same version.
   * A hit counts as an access.
   */
  findCache(
    keys: readonly string[],
    version: string,
    ref = this.defaultRef
  ): CacheEntry | undefined {
    for (const scope of new Set([ref, this.defaultRef])) {
      const usable = this.caches
        .filter((c) => c.committed && c.version === version && c.ref === scope)
        .reverse()
      for (const key of keys) {
        const hit = usable.find((c) => c.key === key) ?? usable.find((c) => c.key.startsWith(key))
        if (hit === undefined) continue
        hit.lastAccessedAt = this.now()
        return hit
      }
    }
    return undefined
  }

  /** Committed entries whose key starts with `keyPrefix`, of `ref` when given; oldest first. */
  listCaches(keyPrefix = '', ref?: string): CacheEntry[] {
    return this.caches.filter(
      (c) => c.committed && c.key.startsWith(keyPrefix) && (ref === undefined || c.ref === ref)
    )
  }

  /** Removes the committed entries with exactly this key (of `ref` when given); returns them. */
  deleteCaches(key: string, ref?: string): CacheEntry[] {
    const doomed = this.listCaches(key, ref).filter((c) => c.key === key)
    for (const entry of doomed) this.caches.splice(this.caches.indexOf(entry), 1)
    return doomed
  }

  /**
   * A dispatch as GitHub takes it: a queued run of the workflow on the ref's head, as the ref's
   * copy of the file names it, started by the token's account.
   */
  recordDispatch(workflowId: string, ref: string, inputs: Record<string, unknown>): number {
    const branch = ref.replace(/^refs\/heads\//, '')
    const path = `.github/workflows/${workflowId}`
    const named = (parse(this.readFile(branch, path)?.content ?? '') as { name?: unknown } | null)
      ?.name
    const runId = this.addWorkflowRun({
      name: typeof named === 'string' ? named : path,
      path,
      headBranch: branch,
      headSha: this.branchSha(branch) ?? '',
      event: 'workflow_dispatch',
      status: 'queued',
      actor: this.actor
    })
    this.dispatches.push({ workflowId, ref, inputs, at: this.now(), runId })
    return runId
  }
}
