// After the decision is committed to the ledger and the state file: write the fix prompt, tell
// the program issue, label the pull request, and raise an annotation when the program pauses.
import * as core from '@actions/core'
import { errorLine } from '../../rules/errors.js'
import { lackedPermission, templateJobFor } from '../../rules/permission-job.js'
import { oneLine } from '../../rules/untrusted.js'
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GitHubClient } from '../../adapters/github/client.js'
import { addLabel, removeLabel } from '../../adapters/github/issue.js'
import { describeLocation } from '../../adapters/github/state-file.js'
import {
  eventComment,
  refusedUnpauseComment,
  repairComment,
  statusComment,
  statusTable,
  type CommentFacts
} from '../../rules/issue/comments.js'
import type { Ledger } from '../../rules/ledger/ledger.js'
import type { PauseReason } from '../../rules/vocabulary/pause-reason.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import type { GateSettings } from '../../rules/vocabulary/settings.js'
import type { Committed } from './commit-decision.js'
import type { ProgramFiles } from './read-programs.js'
import type { Verdict } from '../../rules/gate/verdict.js'
import type { LabelIds } from '../../adapters/github/status-writes.js'
import { rerunnableRuns, type FailureReport } from '../../rules/gate/failure-report.js'
import { api } from '../../adapters/github/errors.js'
import { PROGRAM_LABEL } from '../../rules/gate/issue-programs.js'
import { noFixerNotice } from '../../rules/gate/no-fixer.js'
import type { GateReport } from '../../rules/gate/report.js'
import { renderFixPrompt } from '../../rules/prompt/fix-prompt.js'
import { dispatchesFixer, fitPrompt } from '../../rules/fix/fixer-workflow.js'
import { dispatchWorkflow } from '../../adapters/github/workflow-dispatch.js'
import type { MaintainerNote } from '../../rules/steer/notes.js'
import { maintainerNotes } from './maintainer-notes.js'
import { reserveStatusComment, tellIssue, type PostedStatus } from './status-comment.js'

/** The inputs acting on a decision reads: the mode, the label, the issue, the fixer, the fix budget. */
export type EffectSettings = Pick<
  GateSettings,
  'mode' | 'needsHumanLabel' | 'fixer' | 'maxFixAttempts' | 'fixerWorkflow'
>

export interface Outcome {
  gh: GitHubClient
  ctx: RunnerContext
  config: EffectSettings
  files: ProgramFiles
  committed: Committed
  report: GateReport
  failure: FailureReport | null
  /** The CI run whose completion woke the gate; null for a manual run. */
  ciRunUrl: string | null
  /** When the decision was made: the status comment's `Updated`. */
  decidedAt: Date
  /** What was done on the program issue before the commit (see `prepareComments`). */
  prepared: PreparedComments | null
  /** The pull request's and the needs-human label's node ids, when the read found both. */
  labelIds: LabelIds | null
  /** The program issue (`findProgramIssue`); null: there is none. */
  programIssue: number | null
  /** The program issue the run's input named; null: found, not named. */
  issueInput: number | null
  /** Status comments GitHub already said the gate wrote, when a read asked (the sweep's). */
  authored?: ReadonlySet<string>
}

/** The program issue found before the commit, and the status comment posted there. */
export interface PreparedComments {
  issue: number | null
  posted: PostedStatus | null
}

/** What the comments are made of, before or after the commit. */
type CommentSource = Pick<
  Outcome,
  | 'gh'
  | 'ctx'
  | 'config'
  | 'files'
  | 'report'
  | 'ciRunUrl'
  | 'decidedAt'
  | 'prepared'
  | 'programIssue'
  | 'issueInput'
> & {
  committed: Pick<Committed, 'verdict' | 'read' | 'doc'>
}

/** Decisions the program issue hears of; an approval is asked for once per commit. */
function isNotable(verdict: Pick<Verdict, 'decision' | 'next'>): boolean {
  const { decision } = verdict
  return (
    decision === 'accept' ||
    decision === 'fix' ||
    decision === 'pause' ||
    (decision === 'blocked' && verdict.next !== null)
  )
}

/**
 * Just before a notable decision is committed: the program's status comment, posted now when
 * the ledger knows none on the program issue, so the commit records its id. It is the decision's
 * one new comment, so it carries the event and the notes.
 */
export async function prepareComments(
  o: CommentSource,
  ledger: Ledger
): Promise<{ ledger: Ledger; prepared: PreparedComments | null }> {
  if (!isNotable(o.committed.verdict)) return { ledger, prepared: o.prepared }
  const issue = o.prepared?.issue ?? programIssue(o)
  if (issue === null) return { ledger, prepared: o.prepared }
  const facts = commentFacts(o)
  // Before the commit a file behind its ledger is the repair the commit makes.
  const said = saidOn(o.committed, facts, o.committed.read.behind)
  const body = statusComment(facts.program, statusTable(facts, o.decidedAt), said)
  const status = { issue, body }
  const reserved = await bestEffortValue(o, `comment on #${issue}`, () =>
    reserveStatusComment(o.gh, o.ctx.repository, ledger, status, o.prepared?.posted ?? null)
  )
  return reserved === null
    ? { ledger, prepared: { issue, posted: o.prepared?.posted ?? null } }
    : { ledger: reserved.ledger, prepared: { issue, posted: reserved.posted } }
}

export async function actOn(o: Outcome): Promise<GateReport> {
  const { gh, ctx, config, committed } = o
  const { verdict } = committed
  const repo = ctx.repository
  const report: GateReport =
    verdict.decision === 'fix' && o.failure !== null
      ? { ...o.report, fixPromptFile: await handOutFix(o, o.failure) }
      : o.report
  const pull = report.pullNumber
  if (pull !== null && verdict.resumed && verdict.decision !== 'pause') {
    await bestEffort(o, `unlabel #${pull}`, () =>
      removeLabel(gh, repo, pull, config.needsHumanLabel)
    )
  }
  if (verdict.decision === 'pause') {
    core.error(
      oneLine(`green-gate paused ${report.program ?? ''}: ${report.pauseReason ?? report.reason}`),
      {
        title: 'green-gate paused the program'
      }
    )
  }

  if (verdict.decision === 'rerun' && report.reduction !== null) {
    for (const runId of rerunnableRuns(report.reduction)) {
      await bestEffort(o, `re-run the failed jobs of workflow run ${runId}`, () =>
        rerunFailedJobs(gh, ctx, runId)
      )
    }
  }

  const noFixer = noFixerFor(o)
  if (noFixer !== null) {
    core.warning(
      oneLine(
        `green-gate handed out fix attempt ${verdict.attempt} for ${report.program ?? ''}, but ${noFixer}`
      ),
      { title: 'green-gate: no fixer for this fix' }
    )
  }

  // A pause labels the pull request, in the status comment's request when it can.
  const label = pull !== null && verdict.decision === 'pause' ? o.labelIds : null
  const labelled = await commentOnIssue({ ...o, report }, label)
  if (pull !== null && verdict.decision === 'pause' && !labelled) {
    await bestEffort(o, `label #${pull}`, () => addLabel(gh, repo, pull, config.needsHumanLabel))
  }
  return report
}

/**
 * What the decision says on the program issue, in one new comment at most: the event and the
 * notes, and the status comment. True when `label` was added.
 */
async function commentOnIssue(o: Outcome, label: LabelIds | null): Promise<boolean> {
  const { committed } = o
  const posted = o.prepared?.posted ?? null
  const facts = commentFacts(o)
  const said = saidOn(committed, facts, committed.repaired)
  // A spare comment posted before a lost commit race is taken back even when nothing is said.
  if (said.length === 0 && posted === null) return false
  const issue = o.prepared?.issue ?? programIssue(o)
  if (issue === null) {
    core.warning(
      `no program issue: set the program-issue input, or label the program's issue ${PROGRAM_LABEL} and title it [Autoloop: ${o.files.program}]; comments skipped`
    )
    return false
  }
  const notable = isNotable(committed.verdict)
  const table = notable ? statusTable(facts, o.decidedAt) : null
  const words = { issue, where: issue, said, foldable: true, table, label, authored: o.authored }
  const labelled = await bestEffortValue(o, `comment on #${issue}`, () =>
    tellIssue(o.gh, o.ctx.repository, o.files, committed, words, posted)
  )
  return labelled === true
}

/** The event of a notable decision, then the notes: a repaired state file, a refused unpause. */
function saidOn(
  committed: CommentSource['committed'],
  facts: CommentFacts,
  repaired: boolean
): string[] {
  const refused = committed.read.refusedUnpause
  return [
    ...(isNotable(committed.verdict) ? [eventComment(facts)] : []),
    ...(repaired ? [repairComment(facts, committed.read.shownSeq)] : []),
    ...(refused === null ? [] : [refusedUnpauseComment(facts, refused)])
  ]
}

/** GitHub's "Re-run failed jobs": a new attempt of the run, whose completion wakes the gate. */
async function rerunFailedJobs(gh: GitHubClient, ctx: RunnerContext, runId: number): Promise<void> {
  await api(`re-running the failed jobs of workflow run ${runId}`, () =>
    gh.rest.actions.reRunWorkflowFailedJobs({ ...ctx.repository, run_id: runId })
  )
  core.info(`green-gate: re-running the failed jobs of workflow run ${runId}`)
}

/**
 * The program issue the run found. The state file's `Issue` row is the agent's to write: it can
 * only name that same issue, never aim the gate's comments elsewhere.
 */
function programIssue(o: CommentSource): number | null {
  const found = o.programIssue
  const row = o.committed.doc.state.issue
  if (o.issueInput === null && row !== null && row !== found) {
    core.warning(
      `${describeLocation(o.files.state)}: its Issue row names #${row}, which is not the open ${PROGRAM_LABEL} issue named for ${o.files.program}; the row is ignored`
    )
  }
  return found
}

/**
 * Labels and comments come after the decision is committed: if one fails, the decision still
 * stands and its outputs must still be written, so the run goes on. A permission the job lacks
 * fails the run (with the permission and the job to grant it in) once it ends; anything else is
 * a warning.
 */
async function bestEffort(o: RunsIn, what: string, act: () => Promise<void>): Promise<void> {
  await bestEffortValue(o, what, act)
}

/** A run fails once for each permission it lacks, however many writes that refuses. */
const failedWith = new Set<string>()

/** Where the run runs: the template job a missing permission is granted in. */
type RunsIn = { ctx: Pick<RunnerContext, 'event'>; config: Pick<GateSettings, 'mode'> }

async function bestEffortValue<T>(
  o: RunsIn,
  what: string,
  act: () => Promise<T>
): Promise<T | null> {
  try {
    return await act()
  } catch (error) {
    const lacking = missingPermission(o, error)
    if (lacking === null)
      core.warning(`could not ${what}: ${errorLine(error)}; the decision stands`)
    else failOnce(lacking)
    return null
  }
}

function failOnce(line: string): void {
  if (failedWith.has(line)) return
  failedWith.add(line)
  core.setFailed(line)
}

function missingPermission(o: RunsIn, error: unknown): string | null {
  return lackedPermission(error, templateJobFor(o.config.mode, o.ctx.event.kind))
}

function noFixerFor(o: Pick<CommentSource, 'committed' | 'config' | 'report'>): string | null {
  return o.committed.verdict.decision === 'fix'
    ? noFixerNotice(o.config.fixer, o.report.pullNumber)
    : null
}

function commentFacts(o: CommentSource): CommentFacts {
  const { ctx, report, config, files } = o
  const base = `${ctx.serverUrl}/${ctx.repository.owner}/${ctx.repository.repo}`
  const headSha = report.headSha ?? ''
  return {
    program: report.program ?? files.program,
    decision: report.decision,
    reason: report.reason,
    branch: report.branch ?? '',
    headSha,
    commitUrl: `${base}/commit/${headSha}`,
    pullNumber: report.pullNumber,
    pullUrl: report.pullNumber === null ? null : `${base}/pull/${report.pullNumber}`,
    ciRunUrl: o.ciRunUrl,
    gateRunUrl: ctx.runId === null ? null : `${base}/actions/runs/${ctx.runId}`,
    attempt: report.attempt ?? 0,
    maxAttempts: report.maxAttempts ?? config.maxFixAttempts,
    keeper: o.committed.verdict.keeper === true,
    signature: report.signature,
    failureClass: report.failureClass,
    pauseReason: report.pauseReason,
    pause: o.committed.verdict.pause,
    stateFile: describeLocation(files.state),
    stateFileUrl: `${base}/blob/${files.state.branch}/${files.state.path}`,
    ledgerFile: describeLocation(files.ledger),
    needsHumanLabel: config.needsHumanLabel,
    attempts: o.committed.verdict.timeline,
    // What the state file's CI Fix Attempts row now says: an accept starts the next iteration at 0.
    spent: (o.committed.verdict.next ?? o.committed.read.memory).attempts.length,
    noFixer: noFixerFor(o),
    spend: report.spend ?? null,
    weakening: weakeningOf(o.committed.verdict.pause),
    flakes: (o.committed.verdict.next ?? o.committed.read.memory).flakes ?? []
  }
}

function weakeningOf(pause: PauseReason | null): CommentFacts['weakening'] {
  if (pause?.kind === 'fix-weakened-tests') return { by: 'fix', findings: pause.findings }
  return pause?.kind === 'weakened-tests' ? { by: 'iteration', findings: pause.findings } : null
}

/**
 * What maintainers wrote on the program issue since the gate's last decision: one read, and only
 * when the issue is known already. Without them the fix still goes out.
 */
async function notesFor(o: Outcome): Promise<MaintainerNote[]> {
  const issue = o.prepared?.issue ?? null
  if (issue === null) return []
  const since = o.committed.read.memory.lastEvent?.at ?? null
  const notes = await bestEffortValue(o, `read the maintainers' notes on #${issue}`, () =>
    maintainerNotes(o.gh, o.ctx.repository, issue, since)
  )
  return notes ?? []
}

/**
 * The fix instructions, as a file (its path is the fix-prompt-file output) and, when a fixer runs
 * in Actions, as the inputs of a fixer run dispatched on the program's branch. A fixer that cannot
 * be started fails the step loudly; the decision stands and the wall clock bounds the hold.
 */
async function handOutFix(o: Outcome, failure: FailureReport): Promise<string> {
  const { gh, ctx, report, config } = o
  // Oldest first, without the attempt just handed out.
  const earlier = o.committed.verdict.timeline.slice(0, -1)
  const notes = await notesFor(o)
  const render = (excerpt: string): string =>
    renderFixPrompt({
      repository: `${ctx.repository.owner}/${ctx.repository.repo}`,
      branch: report.branch ?? '',
      sha: report.headSha ?? '',
      runUrls: [...(o.ciRunUrl === null ? [] : [o.ciRunUrl]), ...failure.urls],
      failureClass: failure.failureClass,
      summary: failure.summary,
      signature: failure.signature,
      attempt: report.attempt ?? 1,
      maxAttempts: report.maxAttempts ?? config.maxFixAttempts,
      previousSignatures: earlier.map((a) => a.signature),
      excerpt,
      nonce: `${ctx.runId ?? 0}-${randomBytes(8).toString('hex')}`,
      ...(o.committed.verdict.keeper === true ? { keeper: { tried: earlier } } : {}),
      notes
    })
  const dispatch = dispatchesFixer(config.fixer)
    ? fitPrompt(render, failure.excerpt, (packed) => ({
        program: report.program ?? '',
        'head-sha': report.headSha ?? '',
        attempt: String(report.attempt ?? 1),
        prompt: packed,
        'pr-number': report.pullNumber === null ? '' : String(report.pullNumber)
      }))
    : null
  const dir = join(ctx.runnerTemp, 'green-gate')
  await mkdir(dir, { recursive: true })
  // A keeper's attempt numbers start again at 1: its own name keeps it from an earlier prompt's.
  const kind = o.committed.verdict.keeper === true ? 'keeper-' : ''
  const file = join(
    dir,
    `fix-prompt-${report.program ?? 'program'}-${kind}${report.attempt ?? 1}.md`
  )
  await writeFile(file, dispatch?.prompt ?? render(failure.excerpt), 'utf8')
  if (dispatch !== null) {
    const run = { workflow: config.fixerWorkflow, branch: report.branch ?? '' }
    try {
      await dispatchWorkflow(gh, ctx.repository, { ...run, inputs: dispatch.inputs })
      core.info(`green-gate: fixer ${run.workflow} started on ${run.branch}`)
    } catch (error) {
      core.setFailed(
        missingPermission(o, error) ??
          `green-gate could not start the fixer for attempt ${report.attempt ?? 1}: ${errorLine(error)}; the program stays held until the wall clock pauses it`
      )
    }
  }
  return file
}
