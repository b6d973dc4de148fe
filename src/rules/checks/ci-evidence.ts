// Accept needs CI evidence: a completed, successful run of each CI workflow on the judged commit,
// of the workflow file as the default branch has it. Checks of other apps and commit statuses can
// make a commit red, never green on their own, and a run of a workflow the default branch does
// not have proves only what the agent wrote. Pure: the runs and the files' blobs come in already
// read.
import type { WorkflowRunLike } from './from-rest.js'
import type { Reduction } from './reduce.js'

/** A workflow file's blob on the default branch and on the judged commit; null: not there. */
export interface WorkflowFile {
  onDefault: string | null
  onHead: string | null
}

export interface CiFacts {
  /** The Actions workflow runs on the commit. */
  runs: readonly WorkflowRunLike[]
  /** The workflow file of each run, by path. */
  files: Readonly<Record<string, WorkflowFile>>
}

export type CiEvidence =
  | { kind: 'found' }
  /** A wanted workflow has a run still going, and none done: CI is running. */
  | { kind: 'running'; reason: string }
  /** No run that counts and none going: CI did not run, or not as the default branch has it. */
  | { kind: 'missing'; reason: string }

/**
 * The run ran a workflow the default branch has, as the head has it. Where the head's file is not
 * the default branch's blob, either the default branch moved on (a maintainer edited CI after
 * the branch was made) or the branch changed it; the change is judged apart, as every change to
 * `.github/` is: green on such a head pauses `ci-changed` until a maintainer approves it
 * (ci-changes.ts). A workflow the default branch lacks is the agent's alone and never counts.
 */
function definedByDefault(path: string, facts: CiFacts): boolean {
  const file = facts.files[path]
  return file !== undefined && file.onDefault !== null && file.onHead !== null
}

/**
 * The CI workflows a commit needs a run of: the configured ones (`ci-workflows`), else those the
 * default branch's gate workflow waits for (`on.workflow_run.workflows`), those remembered, and
 * the one whose run woke the gate, when it is a workflow of the default branch (an agent's own
 * workflow of the same name wakes the gate too, and is never CI). None when none of these is
 * known: the commit then waits for CI, rather than take any workflow's run for it.
 */
export function wantedCi(
  configured: readonly string[],
  listed: readonly string[],
  remembered: readonly string[],
  woke: string | null,
  facts: Pick<CiFacts, 'files'>
): string[] {
  if (configured.length > 0) return [...configured]
  const known = woke !== null && facts.files[woke]?.onDefault != null ? [woke] : []
  return [...new Set([...listed, ...remembered, ...known])]
}

/** `CI`, `ci.yml` and `.github/workflows/ci.yml` all name the workflow in ci.yml named CI. */
function namesWorkflow(wanted: string, run: Pick<WorkflowRunLike, 'name' | 'path'>): boolean {
  return run.name === wanted || run.path === wanted || run.path === `.github/workflows/${wanted}`
}

function passed(run: WorkflowRunLike): boolean {
  const done = (run.status ?? 'completed').toLowerCase() === 'completed'
  return done && (run.conclusion ?? '').toLowerCase() === 'success'
}

function going(run: WorkflowRunLike): boolean {
  return (run.status ?? 'completed').toLowerCase() !== 'completed'
}

/** Why no workflow is wanted: nothing says which workflows are CI. */
export const NO_CI_NAMED =
  "no CI workflow known: the default branch's gate workflow lists none in on.workflow_run.workflows, and ci-workflows is not set"

/** Whether each wanted workflow (names or files) has a run that counts on the commit. */
export function ciEvidence(facts: CiFacts, wanted: readonly string[]): CiEvidence {
  if (wanted.length === 0) return { kind: 'missing', reason: NO_CI_NAMED }
  const trusted = facts.runs.filter((r) => definedByDefault(r.path, facts))
  const lacking = wanted.filter((w) => !trusted.some((r) => passed(r) && namesWorkflow(w, r)))
  if (lacking.length === 0) return { kind: 'found' }
  const causes = lacking.map((w) => {
    const runs = facts.runs.filter((r) => namesWorkflow(w, r))
    if (runs.some((r) => going(r) && definedByDefault(r.path, facts))) return `${w} running`
    if (runs.some((r) => definedByDefault(r.path, facts))) return `${w} did not pass`
    if (runs.length > 0) return `${w} ran a workflow file the default branch does not have`
    return `no run of ${w}`
  })
  const reason = `no run of CI as the default branch defines it (${causes.join('; ')})`
  return causes.every((c) => c.endsWith(' running'))
    ? { kind: 'running', reason }
    : { kind: 'missing', reason }
}

/** The passing runs on the commit that count as CI: of wanted workflows, as the default branch has them. */
export function evidenceRuns(facts: CiFacts, wanted: readonly string[]): WorkflowRunLike[] {
  return facts.runs.filter(
    (r) =>
      definedByDefault(r.path, facts) &&
      passed(r) &&
      (wanted.length === 0 || wanted.some((w) => namesWorkflow(w, r)))
  )
}

/**
 * A green reduction without CI evidence is pending: nothing ran the tests (a `[skip ci]` commit,
 * a path filter), or not the tests the default branch defines. Red and pending stay as they are.
 */
export function requireCiEvidence(reduction: Reduction, evidence: CiEvidence): Reduction {
  if (reduction.status !== 'success' || evidence.kind === 'found') return reduction
  return { ...reduction, status: 'pending', reason: `${evidence.reason}; ${reduction.reason}` }
}

/**
 * Past the wall clock, the pause is `ci-missing` rather than `ci-timeout` when CI never ran as
 * the default branch defines it and nothing else is still running: waiting longer changes nothing.
 */
export function ciMissing(before: Reduction, evidence: CiEvidence): boolean {
  const settled = before.status === 'success' || before.checks.length === 0
  return evidence.kind === 'missing' && settled
}
