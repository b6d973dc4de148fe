// What a check on a commit is, independent of the API it was read from: which runs are the same
// check (a later run replaces an earlier one) and which are two checks that both count.

/** GitHub Actions' app: its check runs are jobs of a workflow run. */
export const ACTIONS_APP = 'github-actions'

/** The workflow run an Actions job belongs to. */
export interface WorkflowOrigin {
  /** The workflow run (the same for every attempt of it). */
  runId: number
  /** The workflow's name, for people. */
  name: string
  /** The workflow file, e.g. `.github/workflows/ci.yml`. */
  path: string
  /** What started the run: `push`, `pull_request`, `workflow_dispatch`, … */
  event: string
}

/**
 * Two runs are the same check when their identities are equal. A job is identified by its
 * workflow file and triggering event as well as its name, so `test` in two workflows, or one
 * workflow run for both `push` and `pull_request`, are separate checks; a re-run attempt, or a
 * newer run of that workflow for that event, is the same check. Jobs of one name in one attempt
 * of one workflow run (matrix legs given one `name:`) share an identity but are told apart by
 * their run attempt, and all of them count: see `latestPerCheck` in reduce.ts.
 */
export type CheckIdentity =
  | { kind: 'job'; name: string; workflowPath: string; event: string }
  /**
   * An Actions job whose workflow run was not found: only runs in its own check suite (the
   * same run attempt) can be the same check, so it is never hidden by another workflow's job.
   */
  | { kind: 'unplaced-job'; name: string; checkSuiteId: number | null }
  /** Another app's check run: its re-runs replace it. */
  | { kind: 'app-check'; app: string; name: string }
  /** A commit status: a newer status for the same context replaces it. */
  | { kind: 'status'; context: string }

/** An Actions job's check run links to `/actions/runs/<run>/job/<job>`; its id is the job id. */
export function actionsJobId(check: { url: string | null }): number | null {
  const match = /\/actions\/runs\/\d+\/job\/(\d+)/.exec(check.url ?? '')
  return match === null ? null : Number(match[1])
}

/** A string equal for equal identities and different otherwise (fields cannot run together). */
export function identityKey(identity: CheckIdentity): string {
  switch (identity.kind) {
    case 'job':
      return JSON.stringify([identity.kind, identity.name, identity.workflowPath, identity.event])
    case 'unplaced-job':
      return JSON.stringify([identity.kind, identity.name, identity.checkSuiteId])
    case 'app-check':
      return JSON.stringify([identity.kind, identity.app, identity.name])
    case 'status':
      return JSON.stringify([identity.kind, identity.context])
  }
}

/** How people tell checks apart: `CI / test` for a job, the bare name otherwise. */
export function checkLabel(check: { name: string; workflow: WorkflowOrigin | null }): string {
  return check.workflow === null ? check.name : `${check.workflow.name} / ${check.name}`
}
