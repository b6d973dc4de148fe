// Which programs a sweep gates now, and the one place their gate runs' inputs are made: each
// program's target (its branch, the open pull request the batched read found, the keeper's
// turn) and, for a decision the batched read alone supports, what that read holds of it.
import * as core from '@actions/core'
import type { ProgramRead } from '../../adapters/github/program-read.js'
import type { RecordedComment } from '../../adapters/github/status-writes.js'
import { describeLocation } from '../../adapters/github/state-file.js'
import type { GateSettings, SweepSettings } from '../../rules/vocabulary/settings.js'
import { branchForProgram } from '../../rules/gate/branch.js'
import { reconcile } from '../../rules/gate/reconcile.js'
import { decidedOnLedger, sweepAction, sweepBranch } from '../../rules/gate/sweep-rules.js'
import type { DueAction } from '../../rules/gate/rate-reserve.js'
import type { EvaluateTarget } from '../../rules/gate/target.js'
import type { KeeperLimits } from '../../rules/vocabulary/keeper-limits.js'
import { branchHead } from './evaluate.js'
import { orNone } from './or-none.js'
import { programFiles, type ProgramFiles, type Swept, type SweptPrograms } from './read-programs.js'
import type { GateOptions } from './run-gate.js'
import type { GateIo } from './steps/gate-io.js'

/** A program that needs the gate now: why, and the gate run to make. */
export interface Due {
  program: string
  action: DueAction
  target: EvaluateTarget
  /** What the batched read holds for a decision made on it alone; null: the run reads. */
  known: BatchedProgram | null
}

/** The gate run a due program is given: its target, and what the batched read holds of it. */
export function gateOptions(due: Due, authored: ReadonlySet<string>): GateOptions {
  const { target, known } = due
  return {
    target,
    known: known === null ? null : { view: known.view, pullNumber: known.pullNumber, authored }
  }
}

/** A program as the batched read holds it, and the status comment its ledger records. */
interface BatchedProgram {
  view: ProgramRead
  pullNumber: number | null
  /** The status comment a pause edits, asked of GitHub with the others' when the ledger is not sealed. */
  recorded: RecordedComment | null
}

/** What the sweep of every program shares. */
export interface Sweep {
  io: GateIo
  config: SweepSettings
  /** The program issue the run's input names; null: each program's own. */
  issueInput: number | null
  now: Date
  /** The keeper's limits when it is on, else null. */
  keeper: KeeperLimits | null
  /** Programs whose branch the sweep knows, for the keeper's list of red heads. */
  branches: Map<string, string>
  /** The batched read's answer beside the programs. */
  read: SweptPrograms['read']
}

/** The gate run one program needs now, and why; null when it needs none. */
export async function dueProgram(sweep: Sweep, program: string, found: Swept): Promise<Due | null> {
  const { io, config, keeper } = sweep
  const files = programFiles(config, program)
  const { ledger, doc, head } = found
  const reconciled = reconcile(ledger, doc, config.auditKey)
  const action = sweepAction(reconciled, doc.state, sweep.now, config.wallClockMinutes, keeper)
  // The keeper lists every red head, so it needs every program's branch.
  if (action === 'none' && keeper === null) return null
  const branch = branchToSweep(config, files, doc.state.branch)
  if (branch === null) return null
  sweep.branches.set(program, branch)
  if (action === 'none') return null
  if (action === 'look') {
    // Only a commit no gate run has decided on needs a look; a branch not pushed yet, none. The
    // batched read has the head of the branch the pattern gives; a `Branch` row's is asked for.
    const now =
      branch === head.branch ? head.sha : await branchHead(io.gh, io.ctx, branch).catch(noHeadOn)
    if (now === null || now === reconciled.memory.headSha) return null
  }
  const target: EvaluateTarget = {
    kind: 'evaluate',
    branch,
    program,
    headSha: null,
    // The batched read's open pull request for the branch: the run looks for none of its own.
    pullNumbers: pullOf(sweep.read, branch),
    trigger: null,
    reset: false,
    programIssue: sweep.issueInput,
    keeper: action === 'keep',
    ciFiles: reconciled.memory.ciWorkflows ?? []
  }
  const onLedger = branch === head.branch && decidedOnLedger(action, reconciled, head.sha)
  // Only a pause edits the status comment: who wrote it is asked for that alone.
  const edits = action === 'timeout' && !reconciled.sealed
  const known = onLedger ? batched(sweep.read, found, branch, edits) : null
  return { program, action, target, known }
}

/** The open pull request the batched read found for the branch, when it could list them all. */
function pullOf(read: SweptPrograms['read'], branch: string): number[] {
  const pull = read?.surroundings?.openPulls?.get(branch)
  return pull === undefined ? [] : [pull.number]
}

/**
 * The program as the batched read found it, in the shape of a gate run's own read (without
 * checks); null when that read is missing what a decision acts on (the open pull requests did not
 * fit its page), so the run reads for itself.
 */
function batched(
  read: SweptPrograms['read'],
  found: Swept,
  branch: string,
  edits: boolean
): BatchedProgram | null {
  const pulls = read?.surroundings?.openPulls
  if (read === null || pulls === null || pulls === undefined) return null
  const pull = pulls.get(branch) ?? null
  const label = read.surroundings?.needsHumanLabel ?? null
  const view: ProgramRead = {
    branchHead: found.head.sha,
    stateHead: read.stateHead,
    ledger: found.stored.ledger,
    state: found.stored.state,
    checks: null,
    labelIds: pull === null || label === null ? null : { labelable: pull.id, label },
    defaultBranch: read.defaultBranch,
    workflowFiles: {},
    programIssues: read.surroundings?.programIssues ?? null,
    fixer: null,
    viewer: null,
    branchFacts: null
  }
  const recorded = edits ? (found.ledger?.statusComment ?? null) : null
  return { view, pullNumber: pull?.number ?? null, recorded }
}

/** The branch the sweep gates for a program, with a warning for a row it ignores or a miss. */
function branchToSweep(
  config: Pick<GateSettings, 'branchPattern'>,
  files: ProgramFiles,
  row: string | null
): string | null {
  const { program } = files
  const pattern = config.branchPattern
  const derived = branchForProgram(pattern, program)
  const { branch, ignoredRow } = sweepBranch(pattern, program, derived, row)
  const where = describeLocation(files.state)
  if (ignoredRow) {
    core.warning(
      `${where}: Branch row "${row}" is not a branch of ${program} under branch-pattern "${pattern}"; ignored`
    )
  }
  if (branch === null)
    core.warning(`${where}: branch-pattern has no place for ${program}; not swept`)
  return branch
}

/** A branch whose head cannot be read is not looked at; a permission the job lacks ends the run. */
function noHeadOn(error: unknown): null {
  orNone(error, null)
  return null
}
