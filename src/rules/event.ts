// The triggering event as the gate reads it: only the fields it uses, each already checked (the
// payload is read and checked by the runner adapter).
export interface WorkflowRunEvent {
  kind: 'workflow_run'
  runId: number
  runAttempt: number
  runUrl: string
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

/** Any other trigger (schedule, a push to the state branch): only sweep mode runs on these. */
export interface OtherEvent {
  kind: 'other'
  name: string
}

export type GateEvent = WorkflowRunEvent | DispatchEvent | OtherEvent
