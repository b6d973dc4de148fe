// Sweep mode, on a schedule and when an autoloop run completes: read every program's ledger and
// state file, and run the gate on each program that needs it now (reverted rows, an unpause, an
// iteration past the wall clock, a commit no gate run has judged), most urgent first, deferring
// what can wait while the API budget is below its reserve, commit all their decisions in one
// commit to the state branch, and write their comments and labels together (`sweep-writes.ts`).
import * as core from '@actions/core'
import type { GitHubClient } from '../../adapters/github/client.js'
import { readProgramView, type ProgramRead } from '../../adapters/github/program-read.js'
import { ownComments, type RecordedComment } from '../../adapters/github/status-writes.js'
import type { Reduction } from '../../rules/checks/reduce.js'
import { describeLocation } from '../../adapters/github/state-file.js'
import type { Ledger } from '../../rules/ledger/ledger.js'
import { GateError } from '../../rules/errors.js'
import { orNone } from './or-none.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import type { FileSettings, RunFacts, SweepSettings } from '../../rules/vocabulary/settings.js'
import { branchForProgram } from '../../rules/gate/branch.js'
import type { Committed } from './commit-decision.js'
import {
  programFiles,
  readPrograms,
  type ProgramFiles,
  type Swept,
  type SweptPrograms
} from './read-programs.js'
import { branchHead, evaluate, openPullFor } from './evaluate.js'
import { reconcile } from '../../rules/gate/reconcile.js'
import { skipReport, type GateReport, type RedHead } from '../../rules/gate/report.js'
import type { Decision } from '../../rules/vocabulary/decision.js'
import { commitPending, prepareGate, type PendingGate } from './run-gate.js'
import { finishInTurns } from './sweep-writes.js'
import { decidedOnLedger, sweepAction, sweepBranch } from '../../rules/gate/sweep-rules.js'
import {
  deferral,
  deferralLine,
  deferredNote,
  urgencyOrder,
  type DueAction
} from '../../rules/gate/rate-reserve.js'
import { readRateBudget } from '../../adapters/github/rate-budget.js'
import type { EvaluateTarget } from '../../rules/gate/target.js'
import type { KeeperLimits } from '../../rules/vocabulary/keeper-limits.js'
import { oneLine } from '../../rules/untrusted.js'
import type { CheckSettings } from '../../rules/gate/judge.js'
import { programStatus } from '../steer/status-place.js'

/** The sweep's own outputs report its most consequential decision. */
const WEIGHT: Record<Decision, number> = {
  pause: 6,
  fix: 5,
  accept: 4,
  blocked: 3,
  rerun: 2,
  wait: 1,
  skip: 0
}

const WHY: Record<DueAction, string> = {
  audit: 'audit chain broken',
  repair: 'state file behind its ledger',
  resume: 'unpaused',
  timeout: 'past the wall clock',
  keep: 'paused; the keeper takes it up',
  look: 'commit not judged yet'
}

export async function runSweep(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: SweepSettings,
  facts: Pick<RunFacts, 'programIssue'>
): Promise<GateReport> {
  const { listed, swept, read } = await readPrograms(gh, ctx.repository, config, facts.programIssue)
  const sweep: Sweep = {
    gh,
    ctx,
    config,
    issueInput: facts.programIssue,
    now: new Date(),
    keeper: config.keeper ? config.keeperLimits : null,
    branches: new Map<string, string>(),
    read
  }
  const due: Due[] = []
  for (const [program, found] of swept) {
    const needs = await dueProgram(sweep, program, found)
    if (needs !== null) due.push(needs)
  }
  // Who wrote the status comments the decisions made on the batched read will edit: one query.
  const recorded = due.flatMap((d) => (d.known?.recorded ? [d.known.recorded] : []))
  const authored = await ownComments(gh, recorded)
  const { done, deferred, ledgers } = await gateDue(sweep, urgencyOrder(due), authored)
  const redHeads =
    sweep.keeper === null ? undefined : await listRedHeads(gh, ctx, config, sweep.branches, done)
  const report = sweepReport(listed, done, redHeads, deferred, config.rateLimitReserve)
  // Every program as the sweep leaves it: a decision it committed is in that program's new ledger.
  const overview = [...swept].map(([name, { ledger, doc }]) =>
    programStatus({ ...ctx, files: programFiles(config, name) }, config, {
      name,
      ledger: ledgers.get(name) ?? ledger,
      doc
    })
  )
  return { ...report, programs: overview }
}

/** A program that needs the gate now: why, and the gate run to make. */
interface Due {
  program: string
  action: DueAction
  target: EvaluateTarget
  /** What the batched read holds for a decision made on it alone; null: the run reads. */
  known: BatchedProgram | null
}

/** A program as the batched read holds it, and the status comment its ledger records. */
interface BatchedProgram {
  view: ProgramRead
  pullNumber: number | null
  /** The status comment a pause edits, asked of GitHub with the others' when the ledger is not sealed. */
  recorded: RecordedComment | null
}

/**
 * The gate run on each due program in turn, up to its commit, then one commit of them all, then
 * their writes together; while the API budget is below the reserve, only on those that cannot
 * wait. The budget is read again before each: the runs before it drew it down.
 */
async function gateDue(
  sweep: Sweep,
  due: readonly Due[],
  authored: ReadonlySet<string>
): Promise<{ done: GateReport[]; deferred: string[]; ledgers: Map<string, Ledger> }> {
  const { gh, ctx, config } = sweep
  const done: GateReport[] = []
  const pending: PendingGate[] = []
  const deferred: string[] = []
  for (const { program, action, target, known } of due) {
    const short = deferral(action, readRateBudget(gh), config.rateLimitReserve)
    if (short !== null) {
      core.warning(deferralLine(program, WHY[action], short, config.rateLimitReserve))
      deferred.push(program)
      continue
    }
    core.info(oneLine(`green-gate sweep: ${program} (${WHY[action]})`))
    const prepared = await prepareGate(
      gh,
      ctx,
      config,
      target,
      null,
      null,
      known === null ? null : { view: known.view, pullNumber: known.pullNumber, authored }
    )
    if ('skipped' in prepared) done.push(prepared.skipped)
    else pending.push(prepared)
  }
  // Every decision of the sweep in one commit: pausing twenty programs is one write, not twenty.
  const committed = await commitPending(gh, ctx.repository, pending)
  const landed = pending.map((p, i) => ({ pending: p, committed: committed[i] as Committed }))
  const ledgers = new Map(landed.map(({ committed: c }) => [c.ledger.program, c.ledger]))
  // Acted on in turns: their comments and labels go out together, a few requests for them all.
  done.push(...(await finishInTurns(gh, sweep.read, config.needsHumanLabel, landed)))
  return { done, deferred, ledgers }
}

/** What the sweep of every program shares. */
interface Sweep {
  gh: GitHubClient
  ctx: RunnerContext
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
async function dueProgram(sweep: Sweep, program: string, found: Swept): Promise<Due | null> {
  const { gh, ctx, config, keeper } = sweep
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
      branch === head.branch ? head.sha : await branchHead(gh, ctx, branch).catch(noHeadOn)
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
  config: Pick<SweepSettings, 'branchPattern'>,
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

/**
 * The sweep's report: its most consequential decision, with every program's in the reason, and
 * the programs it deferred.
 */
function sweepReport(
  programs: number,
  done: readonly GateReport[],
  redHeads: RedHead[] | undefined,
  deferred: readonly string[],
  reserve: number
): GateReport {
  const red = redHeads === undefined ? {} : { redHeads }
  const later = deferred.length === 0 ? '' : `; ${deferredNote(deferred, reserve)}`
  if (done.length === 0) {
    const nowhere = { program: null, branch: null, headSha: null }
    const none = deferred.length === 0 ? 'none needed the gate' : 'none gated'
    return { ...skipReport(`swept ${programs} programs: ${none}${later}`, nowhere), ...red }
  }
  const lead = done.reduce((a, b) => (WEIGHT[b.decision] > WEIGHT[a.decision] ? b : a))
  return {
    ...lead,
    handedOut: done.filter((r) => r.decision === 'fix'),
    // One program's timeline; several programs' would read as one.
    ...(done.length === 1 ? {} : { timeline: [] }),
    program: done.map((r) => r.program).join(','),
    ...red,
    reason: `swept ${programs} programs: ${done.map((r) => `${r.program ?? '?'} → ${r.decision} (${r.reason})`).join('; ')}${later}`
  }
}

/** What reading a head's checks takes: where its program's files are, and which checks count. */
type HeadSettings = FileSettings & CheckSettings

/**
 * Every gated pull request whose head is red: from this sweep's own decision when it made one,
 * else from the head's checks (a few requests per open pull request).
 */
async function listRedHeads(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: HeadSettings,
  branches: ReadonlyMap<string, string>,
  done: readonly GateReport[]
): Promise<RedHead[]> {
  const red: RedHead[] = []
  for (const [program, branch] of branches) {
    const decided = done.find((r) => r.program === program && r.reduction !== null)
    try {
      const pullNumber = decided?.pullNumber ?? (await openPullFor(gh, ctx, branch))
      if (pullNumber === null) continue
      const judged =
        decided?.reduction != null && decided.headSha !== null
          ? { headSha: decided.headSha, reduction: decided.reduction }
          : await headChecks(gh, ctx, config, program, branch)
      if (judged.reduction.status !== 'failure') continue
      red.push({ program, pullNumber, headSha: judged.headSha, reason: judged.reduction.reason })
    } catch (error) {
      core.warning(`${program}: ${orNone(error, null).message}; left out of the red heads`)
    }
  }
  return red
}

/** A branch whose head cannot be read is not looked at; a permission the job lacks ends the run. */
function noHeadOn(error: unknown): null {
  orNone(error, null)
  return null
}

/** A branch's head and its checks reduced, in the one read a gate run makes. */
async function headChecks(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: HeadSettings,
  program: string,
  branch: string
): Promise<{ headSha: string; reduction: Reduction }> {
  const files = programFiles(config, program)
  const view = await readProgramView(gh, ctx.repository, {
    branch,
    checksOn: null,
    state: files.state,
    ledger: files.ledger,
    labelling: null
  })
  if (view.checks === null) throw new GateError(`no checks read for ${branch}`)
  const { reduction } = await evaluate(gh, ctx, config, view.checks)
  return { headSha: view.checks.sha, reduction }
}
