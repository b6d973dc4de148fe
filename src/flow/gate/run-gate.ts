// Gate mode: read the program's ledger and state file, screen out what needs no checks, evaluate
// CI (once, however often a lost write race makes it decide again), commit the decision to the
// ledger and the state file, and only then act on it.
import * as core from '@actions/core'
import { GateError, errorLine } from '../../rules/errors.js'
import { orNone } from './or-none.js'
import type { GitHubClient } from '../../adapters/github/client.js'
import { findProgramIssue, labelsOf } from '../../adapters/github/issue.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import type { FileSettings, GateSettings } from '../../rules/vocabulary/settings.js'
import { renderStateTemplate, type StateDocument } from '../../rules/state/index.js'
import type { Ledger, LedgerEntry } from '../../rules/ledger/ledger.js'
import type { Reconciled } from '../../rules/gate/reconcile.js'
import { isoSeconds, usd } from '../../rules/text.js'
import {
  commitDecision,
  commitDecisions,
  programSnapshot,
  type Committed,
  type DecisionPlan,
  type DecisionSteps
} from './commit-decision.js'
import { programFiles, readLedger, type ProgramFiles } from './read-programs.js'
import { runlessEntry, type Verdict } from '../../rules/gate/verdict.js'
import { actOn, prepareComments, type PreparedComments } from './effects.js'
import { ciFacts, evaluate, openPullFor } from './evaluate.js'
import { readProgramView, type ProgramRead } from '../../adapters/github/program-read.js'
import { withdrawComment } from '../../adapters/github/status-writes.js'
import { analyzeFailure } from './failure.js'
import { changedFiles } from '../../adapters/github/compare.js'
import { readWorkflowFiles } from '../../adapters/github/workflow-files.js'
import { readTestSources } from '../../adapters/github/test-sources.js'
import type { WorkflowFile } from '../../rules/checks/ci-evidence.js'
import type { ChangedFile } from '../../rules/accept/diff.js'
import { unreviewable } from '../../rules/accept/reviewable.js'
import { requireMaintainer } from './steering-trust.js'
import { failuresToFix } from '../../rules/gate/failure-report.js'
import { costVerdict, spentToday, type FixCost } from '../../rules/gate/fix-cost.js'
import {
  fileView,
  judge,
  rememberCi,
  withCiEvidence,
  type Evaluation
} from '../../rules/gate/judge.js'
import { evidenceRuns, wantedCi, type CiFacts } from '../../rules/checks/ci-evidence.js'
import { greenCiJobs, type WhatRan } from '../../rules/accept/what-ran.js'
import { readWhatRan } from './what-ran.js'
import { ciDefinedFor, ciListedIn, gateWorkflowFor } from './ci-definition.js'
import type { KeeperLimits } from '../../rules/vocabulary/keeper-limits.js'
import { pauseReasonText, withIssue, type GateMemory } from '../../rules/ledger/memory.js'
import { noMentions, oneLine } from '../../rules/untrusted.js'
import { skipReport, withIgnoredIssues, type GateReport } from '../../rules/gate/report.js'
import { PROGRAM_LABEL, recordedIssue, type ProgramIssue } from '../../rules/gate/issue-programs.js'
import { branchClaim, branchForProgram, notProgramsBranch } from '../../rules/gate/branch.js'
import type { EvaluateTarget } from '../../rules/gate/target.js'
import type { TestSources } from '../../rules/gate/flake.js'
import {
  dispatchesFixer,
  fixerProblem,
  fixerWorkflowPath,
  type FixerProblem
} from '../../rules/fix/fixer-workflow.js'

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

/** What a gate run knows once it has read the program, before it decides. */
interface GateRun {
  gh: GitHubClient
  ctx: RunnerContext
  config: GateSettings
  target: EvaluateTarget
  known: KnownRead | null
  files: ProgramFiles
  view: ProgramRead
  /** The program issue, and the issues that also claim the program. */
  issue: ProgramIssue
  /** The branch head now; `where.headSha` is the commit the checks were read on. */
  head: string
  where: { program: string; branch: string; headSha: string }
  pullNumber: number | null
  eventKey: string
  evaluation: OnceEvaluation
  fixCost: FixCost | null
  /** Why no fixer run can start on the branch; null when one can, or none is dispatched. */
  fixerProblem: FixerProblem | null
  /** The files changed from `base` to the commit judged, compared at most once a run. */
  changedSince: (base: string) => Promise<ChangedFile[] | null>
  /** Why `changedSince(base)` is null; null when it is not. */
  unknownWhy: (base: string) => Promise<string | null>
  /** The failed reads this run's decision failed closed on, one line each. */
  failClosed: string[]
}

/** A gate run read and ready to commit its decision: a sweep commits many in one. */
export interface PendingGate {
  plan: DecisionPlan
  /** After the commit: act on the decision, and report it. */
  finish: (committed: Committed) => Promise<GateReport>
  /** The commit did not land: a status comment posted for it would tell of one that never was. */
  abandon: () => Promise<void>
}

/** One gate run, read, decided and committed on its own. */
export async function runGate(...run: Parameters<typeof prepareGate>): Promise<GateReport> {
  const [gh, ctx] = run
  const pending = await prepareGate(...run)
  if ('skipped' in pending) return pending.skipped
  const [committed] = await commitPending(gh, ctx.repository, [pending])
  if (committed === undefined) throw new Error('one decision planned, none committed')
  return pending.finish(committed)
}

/**
 * The gate run up to its commit: the program read, the skip of a missing label, or the plan.
 * `fixFailure`: why the fixer's commits for the decision on target.headSha were not pushed; the
 * gate then records that attempt as spent and decides again. `fixCost`: what the fixer reported
 * that attempt cost, recorded on it before deciding.
 */
export async function prepareGate(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateSettings,
  target: EvaluateTarget,
  fixFailure: string | null = null,
  fixCost: FixCost | null = null,
  known: KnownRead | null = null
): Promise<PendingGate | { skipped: GateReport }> {
  if (ctx.event.kind === 'workflow_dispatch') await requireMaintainer(gh, ctx.repository, ctx.event)
  const run = await prepareRun({ gh, ctx, config, target, fixCost, known })
  if ('skipped' in run) return run
  const round: Round = {
    key: fixFailure === null ? run.eventKey : `${run.eventKey}/refix`,
    now: new Date(),
    retry: fixFailure === null ? null : { reason: fixFailure },
    before: { prepared: null }
  }
  return {
    plan: {
      files: run.files,
      steps: decisionSteps(run, round),
      first: programSnapshot(run.files, run.view)
    },
    finish: async (committed) =>
      withIgnoredIssues(await act(run, committed, round), run.issue.ignored),
    abandon: async () => {
      const posted = round.before.prepared?.posted
      if (posted) await withdrawComment(gh, posted.id).catch(() => undefined)
    }
  }
}

/** The decisions committed together; when that fails, each takes back what it posted for it. */
export async function commitPending(
  gh: GitHubClient,
  repo: RunnerContext['repository'],
  pending: readonly PendingGate[]
): Promise<Committed[]> {
  return commitDecisions(
    gh,
    repo,
    pending.map((p) => p.plan)
  ).catch(async (error: unknown) => {
    for (const p of pending) await p.abandon()
    throw error
  })
}

/**
 * One query for the program, the opt-in label, the event's key: or the skip of a branch that is
 * not the program's, or of a missing label.
 */
async function prepareRun(
  given: Pick<GateRun, 'gh' | 'ctx' | 'config' | 'target' | 'fixCost' | 'known'>
): Promise<GateRun | { skipped: GateReport }> {
  const { gh, ctx, config, target, known } = given
  const files = programFiles(config, target.program)
  const fixerPath = dispatchesFixer(config.fixer) ? fixerWorkflowPath(config.fixerWorkflow) : null
  // None when the sweep's batched read has what the decision needs.
  const [view, pullNumber] = known
    ? [known.view, known.pullNumber]
    : await readRun(given, files, fixerPath)
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
  const missing = await missingOptIn(gh, ctx.repository, {
    label: config.optInLabel,
    pullNumber,
    branch: target.branch
  })
  if (missing !== null) return { skipped: skipReport(missing, where, pullNumber) }
  const eventKey = eventKeyOf(ctx, target)
  const failClosed: string[] = []
  return {
    ...given,
    files,
    view,
    issue: await programIssueOf(gh, ctx, { config, target }, { files, view }),
    head,
    where,
    pullNumber,
    eventKey,
    evaluation:
      checks === null
        ? unreadEvaluation(judged)
        : evaluationOf(gh, ctx, { config, target }, { view, checks }),
    fixerProblem: fixerProblemIn(view, fixerPath, target.branch),
    ...changesSince(onceFor((base) => changesOrWhy(gh, ctx, { base, head: judged }, failClosed))),
    failClosed
  }
}

/**
 * CI not read: the sweep decided on its batched read alone. Should a lost race make the gate
 * decide again on files that changed meanwhile, CI counts as not finished, so the program waits
 * (or pauses past the wall clock) and is never accepted or fixed on checks nobody read; the next
 * run reads them.
 */
function unreadEvaluation(sha: string): OnceEvaluation {
  const reason = `unread by this sweep, which decided on its batched read of ${sha.slice(0, 7)}`
  const unread: Evaluation = {
    reduction: { status: 'pending', reason, checks: [], excluded: [], superseded: 0 },
    failure: null
  }
  let made: Evaluation | null = null
  return {
    get: () => Promise.resolve((made = unread)),
    made: () => made,
    facts: () => null
  }
}

/**
 * One query: the branch head, the program's files, the first page of the checks, the fixer
 * workflow as the branch and the default branch have it, and for a legacy branch whether it is
 * the program's; and the pull request, unless the event named it.
 */
function readRun(
  { gh, ctx, config, target }: Pick<GateRun, 'gh' | 'ctx' | 'config' | 'target'>,
  files: ProgramFiles,
  fixerPath: string | null
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

/** The program issue: the input, the one the ledger recorded, or the oldest that names it. */
async function programIssueOf(
  gh: GitHubClient,
  ctx: RunnerContext,
  { config, target }: { config: GateSettings; target: EvaluateTarget },
  { files, view }: { files: ProgramFiles; view: ProgramRead }
): Promise<ProgramIssue> {
  return findProgramIssue(gh, ctx.repository, files.program, {
    input: target.programIssue,
    recorded: recordedIssue(readLedger(files, view.ledger), files.program, config.auditKey),
    listed: view.programIssues
  })
}

/** CI on the judged commit (its checks, a failure's logs, the CI runs' files); read once. */
function evaluationOf(
  gh: GitHubClient,
  ctx: RunnerContext,
  { config, target }: { config: GateSettings; target: EvaluateTarget },
  read: { view: ProgramRead; checks: NonNullable<ProgramRead['checks']> }
): OnceEvaluation {
  const woke = target.trigger?.workflowPath ?? null
  return evaluateOnce(
    () => readEvaluation(gh, ctx, config, read),
    (memory, facts) =>
      wantedCi(config.ciWorkflows, ciListedIn(read.view), memory.ciWorkflows ?? [], woke, facts)
  )
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

/** The changes since a base, and why they cannot be established when they cannot. */
function changesSince(compared: (base: string) => Promise<ChangedFile[] | string>) {
  const known = async (base: string) => {
    const changes = await compared(base)
    return typeof changes === 'string' ? null : changes
  }
  const unknownWhy = async (base: string) => {
    const changes = await compared(base)
    return typeof changes === 'string' ? changes : null
  }
  return { changedSince: known, unknownWhy }
}

/** The checks reduced, the logs of a failure to fix, and the CI runs' files. */
async function readEvaluation(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateSettings,
  { view, checks }: { view: ProgramRead; checks: NonNullable<ProgramRead['checks']> }
): Promise<ReadEvaluation> {
  const { reduction, runs } = await evaluate(gh, ctx, config, checks)
  const failure =
    reduction.status === 'failure' && failuresToFix(reduction).length > 0
      ? await analyzeFailure(gh, ctx.repository, reduction, {
          byteBudget: config.logByteBudget,
          maxJobs: config.maxLogJobs
        })
      : null
  // Red stays red whatever ran: the files the read brought are enough to remember CI by.
  const facts =
    reduction.status === 'failure'
      ? { runs, files: view.workflowFiles }
      : await ciFacts(gh, ctx, view, { sha: checks.sha, runs })
  return { evaluation: { reduction, failure }, facts }
}

/**
 * The changes between two commits, or why they cannot be established: GitHub cannot compare
 * them (a base rewritten away by a force push), or its compare is cut short (300 files listed, a
 * test or setting file without its diff). Every reader takes that as "not known" and fails
 * closed; the log says why.
 */
async function changesOrWhy(
  gh: GitHubClient,
  ctx: RunnerContext,
  range: { base: string; head: string },
  failClosed: string[]
): Promise<ChangedFile[] | string> {
  const since = `the changes since ${range.base.slice(0, 7)}`
  try {
    const files = await changedFiles(gh, ctx.repository, range)
    const why = unreviewable(files)
    if (why === null) return files
    core.warning(`${oneLine(why)}: ${since} cannot be established`)
    return why
  } catch (error) {
    core.warning(`${errorLine(orNone(error, failClosed))}; decided without ${since}`)
    return `GitHub cannot compare ${range.base.slice(0, 7)} with ${range.head.slice(0, 7)}`
  }
}

/**
 * CI-defining files' blobs on the default branch and the judged commit (one query), or null when
 * GitHub cannot say: every such file then counts as the branch's change.
 */
async function ciFilesOrNone(
  run: Pick<GateRun, 'gh' | 'ctx' | 'view' | 'where' | 'failClosed'>,
  paths: readonly string[]
): Promise<Record<string, WorkflowFile> | null> {
  const at = { defaultBranch: run.view.defaultBranch, sha: run.where.headSha }
  try {
    return await readWorkflowFiles(run.gh, run.ctx.repository, at, paths)
  } catch (error) {
    const failure = orNone(error, run.failClosed)
    core.warning(`${errorLine(failure)}; each CI file changed counts as the branch's`)
    return null
  }
}

/** The failing test files' text, or null when GitHub cannot give it: the flake rule fails closed. */
async function testSourcesOrNone(
  run: Pick<GateRun, 'gh' | 'ctx' | 'where' | 'failClosed'>,
  paths: readonly string[]
): Promise<TestSources | null> {
  try {
    return await readTestSources(run.gh, run.ctx.repository, run.where.headSha, paths)
  } catch (error) {
    const failure = orNone(error, run.failClosed)
    core.warning(`${errorLine(failure)}; the failing tests are not taken for flakes`)
    return null
  }
}

/** A lookup made at most once a run per argument, however often a lost race decides again. */
function onceFor<T>(look: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const made = new Map<string, Promise<T>>()
  return (key) => {
    const known = made.get(key) ?? look(key)
    made.set(key, known)
    return known
  }
}

/** Why the run skips for want of the opt-in label, when one is asked for; else null. */
async function missingOptIn(
  gh: GitHubClient,
  repo: RunnerContext['repository'],
  optIn: { label: string | null; pullNumber: number | null; branch: string }
): Promise<string | null> {
  const { label, pullNumber } = optIn
  if (label === null) return null
  const labels = pullNumber === null ? [] : await labelsOf(gh, repo, pullNumber)
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

/** CI read at most once a run, however often a lost write race makes the gate decide again. */
interface OnceEvaluation {
  /**
   * Reads the checks (and the logs of a failure, and the CI runs' files) the first time; then
   * gives the same, with a run asked of the CI workflows the memory decided on wants.
   */
  get: (memory: GateMemory) => Promise<Evaluation>
  /** The evaluation if it was made: a decision made without one read no check. */
  made: () => Evaluation | null
  /** The CI runs on the commit and their files, once read. */
  facts: () => CiFacts | null
}

interface ReadEvaluation {
  evaluation: Evaluation
  facts: CiFacts
}

function evaluateOnce(
  read: () => Promise<ReadEvaluation>,
  wanted: (memory: GateMemory, facts: CiFacts) => string[]
): OnceEvaluation {
  let known: ReadEvaluation | null = null
  let made: Evaluation | null = null
  return {
    get: async (memory) => {
      known ??= await read()
      made = withCiEvidence(known.evaluation, known.facts, wanted(memory, known.facts))
      return made
    },
    made: () => made,
    facts: () => known?.facts ?? null
  }
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

/** One decision's round: its event key, its clock, and why the fixer's last attempt failed. */
interface Round {
  key: string
  now: Date
  retry: { reason: string } | null
  /** What the issue was given before the commit; filled in by the step before it. */
  before: { prepared: PreparedComments | null }
}

function decisionSteps(run: GateRun, round: Round): DecisionSteps {
  const { config, target } = run
  const budgets = { maxFixAttempts: config.maxFixAttempts, keeperLimits: config.keeperLimits }
  return {
    newFile: () =>
      renderStateTemplate({
        program: target.program,
        branch: target.branch,
        issue: target.programIssue,
        pr: run.pullNumber
      }),
    decideOn: (read, doc) => decideOn(run, round, { read, doc }),
    entryFor: (verdict, next) => ({
      at: isoSeconds(round.now),
      eventKey: round.key,
      decision: verdict.decision,
      reason: verdict.reason,
      headSha: run.where.headSha,
      runUrl: target.trigger?.runUrl ?? null,
      failure: failureFacts(run.evaluation.made()),
      pause: verdict.pause,
      attempt: verdict.attempt,
      maxAttempts: budgetOf(verdict, budgets),
      status: verdict.status,
      resumed: verdict.resumed,
      // First contact records the program issue; the input names it without the ledger.
      memory: target.programIssue === null ? withIssue(next, run.issue.issue) : next
    }),
    message: (verdict) => commitMessage(target.program, verdict, budgetOf(verdict, budgets)),
    beforeCommit: (decided, ledger) => prepareBeforeCommit(run, round, { decided, ledger })
  }
}

async function decideOn(
  run: GateRun,
  round: Round,
  { read, doc }: { read: Reconciled; doc: StateDocument }
): Promise<Verdict> {
  const { target, config } = run
  const screening = {
    memory: read.memory,
    file: fileView(doc.state),
    steering: read.steering,
    eventKey: round.key,
    headSha: run.where.headSha,
    branchHead: run.head,
    reset: target.reset,
    now: round.now,
    auditBreak: read.auditBreak,
    fixCost: run.fixCost,
    tampered: read.tampered,
    adopted: read.adopted,
    fixerProblem: run.fixerProblem
  }
  const verdict = await judge(
    screening,
    config,
    {
      startedAt: target.trigger?.startedAt ?? null,
      runUrl: target.trigger?.runUrl ?? null,
      fixFailure: round.retry?.reason ?? null,
      changedSince: run.changedSince,
      unknownWhy: run.unknownWhy,
      defaultBranch: run.view.defaultBranch,
      ciConfigPaths: config.ciConfigPaths,
      ciFiles: (paths) => ciFilesOrNone(run, paths),
      ciDefined: ciDefinedFor(run, read.memory),
      testSources: (paths) => testSourcesOrNone(run, paths),
      whatRan: (baseline) => whatRanOn(run, read.memory, baseline)
    },
    run.evaluation.get,
    keeperFor(target, config.keeperLimits, read.memory, round.retry !== null)
  )
  const facts = run.evaluation.facts()
  const woke = target.trigger?.workflowPath ?? null
  const known = read.memory.ciWorkflows ?? []
  return facts === null
    ? verdict
    : rememberCi(verdict, read.memory, wantedCi([], [], known, woke, facts))
}

/** The green CI jobs of the evaluation just made, and what the logs worth reading showed. */
function whatRanOn(run: GateRun, memory: GateMemory, baseline: WhatRan | undefined) {
  const facts = run.evaluation.facts()
  const checks = run.evaluation.made()?.reduction.checks ?? []
  const woke = run.target.trigger?.workflowPath ?? null
  const wanted =
    facts === null
      ? []
      : wantedCi(
          run.config.ciWorkflows,
          ciListedIn(run.view),
          memory.ciWorkflows ?? [],
          woke,
          facts
        )
  const ciRuns = new Set(facts === null ? [] : evidenceRuns(facts, wanted).map((r) => r.id))
  const green = greenCiJobs(checks, ciRuns)
  return readWhatRan(run.gh, run.ctx.repository, green, baseline, run.failClosed)
}

/** The failure a ledger entry records: the evaluation's, when one was made. */
function failureFacts(evaluation: Evaluation | null): LedgerEntry['failure'] {
  const failure = evaluation?.failure ?? null
  return failure === null
    ? null
    : { signature: failure.signature, failureClass: failure.failureClass }
}

/** The status comment a notable decision posts before it is committed, so the commit records it. */
async function prepareBeforeCommit(
  run: GateRun,
  round: Round,
  { decided, ledger }: { decided: Pick<Committed, 'verdict' | 'read' | 'doc'>; ledger: Ledger }
): Promise<Ledger> {
  // Only decisions made on the evaluation are notable, and it is made by then.
  const evaluation = run.evaluation.made()
  if (evaluation === null) return ledger
  const { gh, ctx, config, files } = run
  const spend = spendOf(decided.verdict.next ?? decided.read.memory, round.now, config.maxFixCost)
  const report = decisionReport(run, decided.verdict, evaluation, spend)
  const out = await prepareComments(
    {
      gh,
      ctx,
      config,
      files,
      report,
      ciRunUrl: run.target.trigger?.runUrl ?? null,
      decidedAt: round.now,
      prepared: round.before.prepared,
      committed: decided,
      programIssue: run.issue.issue,
      issueInput: run.target.programIssue
    },
    ledger
  )
  round.before.prepared = out.prepared
  return out.ledger
}

/** After the commit: act on the decision, and report it. */
async function act(run: GateRun, committed: Committed, round: Round): Promise<GateReport> {
  const { gh, ctx, config, files } = run
  const { verdict } = committed
  const spend = spendOf(verdict.next ?? committed.read.memory, round.now, config.maxFixCost)
  const acting = {
    gh,
    ctx,
    config,
    files,
    committed,
    decidedAt: round.now,
    prepared: round.before.prepared,
    labelIds: run.view.labelIds,
    programIssue: run.issue.issue,
    issueInput: run.target.programIssue,
    ...(run.known === null ? {} : { authored: run.known.authored })
  }
  if (verdict.decision === 'skip') {
    const report = { ...skipReport(verdict.reason, run.where, run.pullNumber), ...spend }
    await actOn({ ...acting, report, failure: null, ciRunUrl: null })
    return {
      ...report,
      attempt: verdict.attempt,
      maxAttempts: config.maxFixAttempts,
      timeline: verdict.timeline
    }
  }
  // Anything but a skip was decided on the evaluation, which is made by now: no new request. A
  // pause decided before any check was read (a broken audit chain) reads none now either.
  const decidedOn =
    run.evaluation.made() ??
    (verdict.decision === 'pause'
      ? { reduction: null, failure: null }
      : await run.evaluation.get(committed.read.memory))
  const report = decisionReport(run, verdict, decidedOn, spend)
  const ciRunUrl = run.target.trigger?.runUrl ?? null
  return actOn({ ...acting, report, failure: decidedOn.failure, ciRunUrl })
}

/** The day's fix spending for the report, when there is a cap or anything was spent. */
function spendOf(memory: GateMemory, now: Date, capUsd: number | null): Pick<GateReport, 'spend'> {
  const spentUsd = spentToday(memory, now)
  return capUsd === null && spentUsd === 0 ? {} : { spend: { spentUsd, capUsd } }
}

/** What a decision reports (the fix prompt file comes later). */
function decisionReport(
  run: Pick<GateRun, 'where' | 'pullNumber' | 'failClosed'> & { config: Budgets },
  verdict: Verdict,
  { reduction, failure }: Evaluation | { reduction: null; failure: null },
  spend: Pick<GateReport, 'spend'>
): GateReport {
  return {
    ...run.where,
    decision: verdict.decision,
    reason: verdict.reason,
    pullNumber: run.pullNumber,
    reduction,
    attempt: verdict.attempt,
    maxAttempts: budgetOf(verdict, run.config),
    signature: failure?.signature ?? null,
    failureClass: failure?.failureClass ?? null,
    pauseReason: verdict.pause === null ? null : pauseReasonText(verdict.pause),
    fixPromptFile: null,
    fixSha: null,
    fixBundle: null,
    timeline: verdict.timeline,
    ...flakesOf(verdict.next?.flakes),
    ...(verdict.decision === 'accept' && verdict.next?.whatRan
      ? { whatRan: verdict.next.whatRan }
      : {}),
    ...spend,
    ...(run.failClosed.length > 0 ? { failClosed: [...run.failClosed] } : {})
  }
}

function flakesOf(flakes: readonly string[] | undefined): Pick<GateReport, 'flakes'> {
  return flakes === undefined || flakes.length === 0 ? {} : { flakes }
}

/**
 * Mode push, after the fix was pushed: the attempt's reported cost goes into the ledger (an entry
 * that changes nothing else), so the daily cap counts it. Nothing else is decided or acted on.
 */
export async function recordFixCost(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: FileSettings & Pick<GateSettings, 'maxFixAttempts'>,
  where: { program: string; branch: string; headSha: string; programIssue: number | null },
  cost: FixCost
): Promise<void> {
  const now = new Date()
  const eventKey = `push/${ctx.runId ?? 0}/${ctx.runAttempt}`
  await commitDecision(gh, ctx.repository, programFiles(config, where.program), {
    newFile: () =>
      renderStateTemplate({
        program: where.program,
        branch: where.branch,
        issue: where.programIssue,
        pr: null
      }),
    decideOn: (read) => costVerdict(read.memory, read.auditBreak, cost, now),
    entryFor: (verdict, next) =>
      runlessEntry(verdict, next, {
        at: isoSeconds(now),
        eventKey,
        headSha: where.headSha,
        maxAttempts: config.maxFixAttempts
      }),
    message: () => `green-gate: ${where.program} fix attempt ${cost.attempt} cost ${usd(cost.usd)}`
  })
}

/** The pull request a pause would label, when the event names it: its ids come with the read. */
function labelling(
  pull: number | undefined,
  label: string
): { pull: number; label: string } | null {
  return pull === undefined ? null : { pull, label }
}

/**
 * The keeper's limits when it decides: the sweep's keeper took the program up, or the keeper's
 * own attempt came back unpushed (the push job decides again, with no keeper input of its own).
 */
function keeperFor(
  target: EvaluateTarget,
  limits: KeeperLimits,
  memory: GateMemory,
  retrying: boolean
): KeeperLimits | null {
  if (target.keeper === true) return limits
  const out = memory.keeper?.attempts.at(-1)?.outcome === 'with-fixer'
  const { hold } = memory
  // The push job's own keeper-reasons may differ from the sweep's: the pause it took up counts.
  return retrying && out && hold.kind === 'paused'
    ? { ...limits, reasons: [...limits.reasons, hold.reason.kind] }
    : null
}

/** The fix loop's budget and the keeper's. */
type Budgets = Pick<GateSettings, 'maxFixAttempts' | 'keeperLimits'>

/** The budget a verdict's attempt counts against: the keeper's, or the fix loop's. */
function budgetOf(verdict: Verdict, budgets: Budgets): number {
  return verdict.keeper === true ? budgets.keeperLimits.attempts : budgets.maxFixAttempts
}

function commitMessage(program: string, verdict: Verdict, max: number): string {
  switch (verdict.decision) {
    case 'fix':
      return `green-gate: ${program} ${verdict.keeper ? 'keeper' : 'fix'} attempt ${verdict.attempt}/${max} (${verdict.next?.attempts.at(-1)?.failureClass ?? 'unknown'})`
    case 'accept':
      return `green-gate: ${program} accepted${verdict.keeper ? ' and released by the keeper' : ''}`
    case 'pause':
      // The reason quotes a signature, which comes from the log: one line, no live mention.
      return `green-gate: ${program} paused (${noMentions(oneLine(verdict.pause === null ? verdict.reason : pauseReasonText(verdict.pause)))})`
    default:
      return `green-gate: ${program} ${verdict.decision}`
  }
}
