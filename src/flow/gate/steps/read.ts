// The gate's first step: one batched read of everything a decision needs (the program's files
// and branch, the first page of checks, the pull request, the fixer workflow, the program issue,
// the opt-in label), or the skip of a branch that is not the program's or lacks the label; with
// the lookups the judge may make later, bound and not yet made.
import { GateError } from '../../../rules/errors.js'
import { findProgramIssue, labelsOf } from '../../../adapters/github/issue.js'
import type { RunnerContext } from '../../../adapters/runner/env.js'
import type { GateSettings } from '../../../rules/vocabulary/settings.js'
import { readProgramView, type ProgramRead } from '../../../adapters/github/program-read.js'
import { skipReport, type GateReport } from '../../../rules/gate/report.js'
import {
  PROGRAM_LABEL,
  recordedIssue,
  type ProgramIssue
} from '../../../rules/gate/issue-programs.js'
import { branchClaim, branchForProgram, notProgramsBranch } from '../../../rules/gate/branch.js'
import type { EvaluateTarget } from '../../../rules/gate/target.js'
import {
  dispatchesFixer,
  fixerProblem,
  fixerWorkflowPath,
  type FixerProblem
} from '../../../rules/fix/fixer-workflow.js'
import { gateWorkflowFor } from '../ci-definition.js'
import { openPullFor } from '../evaluate.js'
import { programFiles, readLedger, type ProgramFiles } from '../read-programs.js'
import { evaluationFor } from './evaluation.js'
import type { GateIo } from './gate-io.js'
import { lookupsFor, type Lookups } from './lookups.js'

/**
 * What a sweep's batched read already established of a program due for a decision that needs no
 * checks (a fix still out past the wall clock): its gate run reads nothing more of it.
 */
export interface KnownRead {
  /** The program as the batch read it: its files, its branch head, no checks. */
  view: ProgramRead
  pullNumber: number | null
  /** Status comments GitHub said the gate wrote (`ownComments`). */
  authored: ReadonlySet<string>
}

/** The program, branch and commit a decision is about. */
export interface Where {
  program: string
  branch: string
  headSha: string
}

/** What a gate run knows once it has read the program, before it decides. */
export interface GateRead {
  target: EvaluateTarget
  files: ProgramFiles
  view: ProgramRead
  /** The program issue, and the issues that also claim the program. */
  issue: ProgramIssue
  /** The branch head now; `where.headSha` is the commit the checks were read on. */
  head: string
  where: Where
  pullNumber: number | null
  eventKey: string
  /** Why no fixer run can start on the branch; null when one can, or none is dispatched. */
  fixerProblem: FixerProblem | null
  /** Status comments GitHub already said the gate wrote, when the sweep's read asked. */
  authored: ReadonlySet<string> | null
  lookups: Lookups
}

/**
 * One query for the program, the opt-in label, the event's key: or the skip of a branch that is
 * not the program's, or of a missing label. None when the sweep's batched read (`known`) has
 * what the decision needs.
 */
export async function readGate(
  io: GateIo,
  config: GateSettings,
  { target, known }: { target: EvaluateTarget; known: KnownRead | null }
): Promise<GateRead | { skipped: GateReport }> {
  const { ctx } = io
  const files = programFiles(config, target.program)
  const fixerPath = dispatchesFixer(config.fixer) ? fixerWorkflowPath(config.fixerWorkflow) : null
  const [view, pullNumber] = known
    ? [known.view, known.pullNumber]
    : await readRun(io, config, { target, files, fixerPath })
  const { branchHead: head, checks } = view
  if (head === null || (checks === null && known === null))
    throw new GateError('the program read came back without the branch or its checks')
  const judged = checks?.sha ?? head
  const where = { program: target.program, branch: target.branch, headSha: judged }
  // Before the ledger is touched: another branch never speaks for the program.
  const stranger = notProgramsBranch(
    config.branchPattern,
    target.program,
    target.branch,
    view.branchFacts
  )
  if (stranger !== null) return { skipped: skipReport(stranger, where, pullNumber) }
  const missing = await missingOptIn(io, {
    label: config.optInLabel,
    pullNumber,
    branch: target.branch
  })
  if (missing !== null) return { skipped: skipReport(missing, where, pullNumber) }
  const evaluation = evaluationFor(io, config, { target, view, judged })
  return {
    target,
    files,
    view,
    issue: await programIssueOf(io, { config, target }, { files, view }),
    head,
    where,
    pullNumber,
    eventKey: eventKeyOf(ctx, target),
    fixerProblem: fixerProblemIn(view, fixerPath, target.branch),
    authored: known?.authored ?? null,
    lookups: lookupsFor(io, config, { target, view, where, evaluation })
  }
}

/**
 * One query: the branch head, the program's files, the first page of the checks, the fixer
 * workflow as the branch and the default branch have it, and for a legacy branch whether it is
 * the program's; and the pull request, unless the event named it.
 */
function readRun(
  { gh, ctx }: GateIo,
  config: GateSettings,
  {
    target,
    files,
    fixerPath
  }: { target: EvaluateTarget; files: ProgramFiles; fixerPath: string | null }
): Promise<[ProgramRead, number | null]> {
  return Promise.all([
    readProgramView(gh, ctx.repository, {
      branch: target.branch,
      checksOn: target.headSha,
      state: files.state,
      ledger: files.ledger,
      labelling: labelling(target.pullNumbers[0], config.needsHumanLabel),
      // Without the input, the program issue is found among these, in the same request.
      programIssues: target.programIssue === null ? PROGRAM_LABEL : null,
      fixerWorkflow: fixerPath,
      programBranches: legacyBranchOf(config, target),
      workflowFiles: knownWorkflowFiles(config.ciWorkflows, target),
      gateWorkflow: gateWorkflowFor(ctx, config)
    }),
    target.pullNumbers[0] ?? openPullFor(gh, ctx, target.branch)
  ])
}

/** The pull request a pause would label, when the event names it: its ids come with the read. */
function labelling(
  pull: number | undefined,
  label: string
): { pull: number; label: string } | null {
  return pull === undefined ? null : { pull, label }
}

/** For a branch that names the program only once a legacy hash is dropped: the program's own. */
function legacyBranchOf(
  config: Pick<GateSettings, 'branchPattern'>,
  target: EvaluateTarget
): { own: string | null } | null {
  const { branchPattern: pattern } = config
  return branchClaim(pattern, target.program, target.branch) === 'legacy'
    ? { own: branchForProgram(pattern, target.program) }
    : null
}

/**
 * The workflow files known before the read: the run that woke the gate, the ones the sweep found
 * remembered, the configured ones.
 */
function knownWorkflowFiles(configured: readonly string[], target: EvaluateTarget): string[] {
  const files = configured.filter((w) => /\.ya?ml$/.test(w))
  const paths = files.map((f) => (f.includes('/') ? f : `.github/workflows/${f}`))
  const woke = target.trigger?.workflowPath ?? null
  return [...new Set([...(woke === null ? [] : [woke]), ...(target.ciFiles ?? []), ...paths])]
}

/** The program issue: the input, the one the ledger recorded, or the oldest that names it. */
async function programIssueOf(
  { gh, ctx }: GateIo,
  { config, target }: { config: GateSettings; target: EvaluateTarget },
  { files, view }: { files: ProgramFiles; view: ProgramRead }
): Promise<ProgramIssue> {
  return findProgramIssue(gh, ctx.repository, files.program, {
    input: target.programIssue,
    recorded: recordedIssue(readLedger(files, view.ledger), files.program, config.auditKey),
    listed: view.programIssues
  })
}

/** Why no fixer run can start on the branch, as read; null when one can or none is dispatched. */
function fixerProblemIn(
  view: ProgramRead,
  path: string | null,
  branch: string
): FixerProblem | null {
  if (path === null || view.fixer === null) return null
  return fixerProblem({ ...view.fixer, path, branch, defaultBranch: view.defaultBranch })
}

/** Why the run skips for want of the opt-in label, when one is asked for; else null. */
async function missingOptIn(
  { gh, ctx }: GateIo,
  optIn: { label: string | null; pullNumber: number | null; branch: string }
): Promise<string | null> {
  const { label, pullNumber } = optIn
  if (label === null) return null
  const labels = pullNumber === null ? [] : await labelsOf(gh, ctx.repository, pullNumber)
  if (labels.includes(label)) return null
  const subject =
    pullNumber === null ? `no open pull request for ${optIn.branch}` : `pull request #${pullNumber}`
  return `${subject} lacks the opt-in label "${label}"`
}

/** A CI run is identified by its run and attempt; a manual run or a sweep by the gate's own. */
function eventKeyOf(ctx: RunnerContext, target: EvaluateTarget): string {
  return target.trigger === null
    ? `${ctx.event.kind === 'other' ? ctx.event.name : ctx.event.kind}/${ctx.runId ?? 0}/${ctx.runAttempt}`
    : `workflow_run/${target.trigger.runId}/${target.trigger.runAttempt}`
}
