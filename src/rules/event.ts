// The triggering event as the gate reads it: only the fields it uses, each already checked (the
// payload is read and checked by the runner adapter).
export interface WorkflowRunEvent {
  kind: 'workflow_run'
  runId: number
  runAttempt: number
  runUrl: string
  /** The run's workflow file (`workflow_run.path`), e.g. `.github/workflows/ci.yml`; null: absent. */
  workflowPath: string | null
  /** When the CI run started (run_started_at, else created_at); null when absent or unreadable. */
  startedAt: Date | null
  headSha: string
  headBranch: string
  /** owner/name of the repository the head commit lives in; null when GitHub no longer knows. */
  headRepository: string | null
  /** The head lives in another repository than the one the workflow runs in. */
  fromFork: boolean
  pullRequests: number[]
}

export interface DispatchEvent {
  kind: 'workflow_dispatch'
  /** The branch the dispatch ran on, when it ran on a branch. */
  branch: string | null
  inputs: Record<string, string>
  /** Who dispatched it, as GitHub names the sender; null when the payload names nobody. */
  sender: { login: string; bot: boolean } | null
}

/** A comment on an issue or a pull request: a maintainer's `/green-gate` command, or not. */
export interface IssueCommentEvent {
  kind: 'issue_comment'
  /** created, edited or deleted: only a new comment is a command. */
  action: string
  issue: {
    number: number
    title: string
    labels: string[]
    /** The comment is on a pull request (GitHub sends those as issue comments too). */
    pull: boolean
  }
  comment: {
    id: number
    body: string
    url: string
    /** GitHub's author association: OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE, … */
    association: string
    author: { login: string; bot: boolean }
  }
}

/** Any other trigger (schedule, a push to the state branch): only sweep mode runs on these. */
export interface OtherEvent {
  kind: 'other'
  name: string
}

export type GateEvent = WorkflowRunEvent | DispatchEvent | IssueCommentEvent | OtherEvent
