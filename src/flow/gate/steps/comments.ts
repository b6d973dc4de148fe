// What a decision says on the program issue: the status comment posted just before a notable
// decision is committed (so the commit records its id), and after the commit the decision's
// words, at most one new comment beside the status comment edited in place.
import * as core from '@actions/core'
import { describeLocation } from '../../../adapters/github/state-file.js'
import type { LabelIds } from '../../../adapters/github/status-writes.js'
import {
  eventComment,
  refusedUnpauseComment,
  repairComment,
  statusComment,
  statusTable,
  type CommentFacts
} from '../../../rules/issue/comments.js'
import type { Ledger } from '../../../rules/ledger/ledger.js'
import type { PauseReason } from '../../../rules/vocabulary/pause-reason.js'
import type { GateSettings } from '../../../rules/vocabulary/settings.js'
import type { Verdict } from '../../../rules/gate/verdict.js'
import type { GateReport } from '../../../rules/gate/report.js'
import { PROGRAM_LABEL } from '../../../rules/gate/issue-programs.js'
import { noFixerNotice } from '../../../rules/gate/no-fixer.js'
import type { Committed } from '../commit-decision.js'
import type { ProgramFiles } from '../read-programs.js'
import { reserveStatusComment, tellIssue, type PostedStatus } from '../status-comment.js'
import { bestEffortValue } from './best-effort.js'
import type { GateIo } from './gate-io.js'
import type { GateRead } from './read.js'

/** The inputs acting on a decision reads: the mode, the label, the fixer, the fix budget. */
export type EffectSettings = Pick<
  GateSettings,
  'mode' | 'needsHumanLabel' | 'fixer' | 'maxFixAttempts' | 'fixerWorkflow'
>

/** The program issue found before the commit, and the status comment posted there. */
export interface PreparedComments {
  issue: number | null
  posted: PostedStatus | null
}

/** Where a decision's comments go, and who writes them. */
export interface CommentPlace {
  io: GateIo
  config: EffectSettings
  files: ProgramFiles
  /** The program issue the read found (`findProgramIssue`); null: there is none. */
  programIssue: number | null
  /** The program issue the run's input named; null: found, not named. */
  issueInput: number | null
}

/** Where the read program's comments go. */
export function placeOf(io: GateIo, config: EffectSettings, read: GateRead): CommentPlace {
  const { files, issue, target } = read
  return { io, config, files, programIssue: issue.issue, issueInput: target.programIssue }
}

/** What a decision's comments are made of, before or after the commit. */
export interface CommentSource {
  report: GateReport
  decided: Pick<Committed, 'verdict' | 'read' | 'doc'>
  /** The CI run whose completion woke the gate; null for a manual run. */
  ciRunUrl: string | null
  /** When the decision was made: the status comment's `Updated`. */
  decidedAt: Date
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
 * one new comment, so it carries the event and the notes. `earlier`: what a commit that lost a
 * race did here, reused.
 */
export async function prepareComments(
  place: CommentPlace,
  source: CommentSource,
  ledger: Ledger,
  earlier: PreparedComments | null
): Promise<{ ledger: Ledger; done: PreparedComments | null }> {
  const { decided } = source
  if (!isNotable(decided.verdict)) return { ledger, done: earlier }
  const issue = earlier?.issue ?? programIssue(place, decided)
  if (issue === null) return { ledger, done: earlier }
  const facts = commentFacts(place, source)
  // Before the commit a file behind its ledger is the repair the commit makes.
  const said = saidOn(decided, facts, decided.read.behind)
  const body = statusComment(facts.program, statusTable(facts, source.decidedAt), said)
  const status = { issue, body }
  const posted = earlier?.posted ?? null
  const reserved = await bestEffortValue(place, `comment on #${issue}`, () =>
    reserveStatusComment(place.io.gh, place.io.ctx.repository, ledger, status, posted)
  )
  return reserved === null
    ? { ledger, done: { issue, posted } }
    : { ledger: reserved.ledger, done: { issue, posted: reserved.posted } }
}

/**
 * What the decision says on the program issue, in one new comment at most: the event and the
 * notes, and the status comment. True when `label` was added.
 */
export async function commentOnIssue(
  place: CommentPlace,
  source: CommentSource & { decided: Committed },
  on: {
    before: PreparedComments | null
    label: LabelIds | null
    authored: ReadonlySet<string> | null
  }
): Promise<boolean> {
  const committed = source.decided
  const posted = on.before?.posted ?? null
  const facts = commentFacts(place, source)
  const said = saidOn(committed, facts, committed.repaired)
  // A spare comment posted before a lost commit race is taken back even when nothing is said.
  if (said.length === 0 && posted === null) return false
  const issue = on.before?.issue ?? programIssue(place, committed)
  if (issue === null) {
    core.warning(
      `no program issue: set the program-issue input, or label the program's issue ${PROGRAM_LABEL} and title it [Autoloop: ${place.files.program}]; comments skipped`
    )
    return false
  }
  const table = isNotable(committed.verdict) ? statusTable(facts, source.decidedAt) : null
  const words = {
    ...{ issue, where: issue, said, foldable: true, table, label: on.label },
    ...(on.authored === null ? {} : { authored: on.authored })
  }
  const { gh, ctx } = place.io
  const labelled = await bestEffortValue(place, `comment on #${issue}`, () =>
    tellIssue(gh, ctx.repository, place.files, committed, words, posted)
  )
  return labelled === true
}

/** The event of a notable decision, then the notes: a repaired state file, a refused unpause. */
function saidOn(
  decided: CommentSource['decided'],
  facts: CommentFacts,
  repaired: boolean
): string[] {
  const refused = decided.read.refusedUnpause
  return [
    ...(isNotable(decided.verdict) ? [eventComment(facts)] : []),
    ...(repaired ? [repairComment(facts, decided.read.shownSeq)] : []),
    ...(refused === null ? [] : [refusedUnpauseComment(facts, refused)])
  ]
}

/**
 * The program issue the run found. The state file's `Issue` row is the agent's to write: it can
 * only name that same issue, never aim the gate's comments elsewhere.
 */
function programIssue(place: CommentPlace, decided: Pick<Committed, 'doc'>): number | null {
  const { files } = place
  const found = place.programIssue
  const row = decided.doc.state.issue
  if (place.issueInput === null && row !== null && row !== found) {
    core.warning(
      `${describeLocation(files.state)}: its Issue row names #${row}, which is not the open ${PROGRAM_LABEL} issue named for ${files.program}; the row is ignored`
    )
  }
  return found
}

/** Why a fix handed out reaches no fixer; null when it does, or the decision is no fix. */
export function noFixerFor(
  verdict: Pick<Verdict, 'decision'>,
  config: Pick<EffectSettings, 'fixer'>,
  pullNumber: number | null
): string | null {
  return verdict.decision === 'fix' ? noFixerNotice(config.fixer, pullNumber) : null
}

function commentFacts(place: CommentPlace, source: CommentSource): CommentFacts {
  const { config, files } = place
  const { ctx } = place.io
  const { report, decided } = source
  const base = `${ctx.serverUrl}/${ctx.repository.owner}/${ctx.repository.repo}`
  const headSha = report.headSha ?? ''
  const memory = decided.verdict.next ?? decided.read.memory
  return {
    program: report.program ?? files.program,
    decision: report.decision,
    reason: report.reason,
    branch: report.branch ?? '',
    headSha,
    commitUrl: `${base}/commit/${headSha}`,
    pullNumber: report.pullNumber,
    pullUrl: report.pullNumber === null ? null : `${base}/pull/${report.pullNumber}`,
    ciRunUrl: source.ciRunUrl,
    gateRunUrl: ctx.runId === null ? null : `${base}/actions/runs/${ctx.runId}`,
    attempt: report.attempt ?? 0,
    maxAttempts: report.maxAttempts ?? config.maxFixAttempts,
    keeper: decided.verdict.keeper === true,
    signature: report.signature,
    failureClass: report.failureClass,
    pauseReason: report.pauseReason,
    pause: decided.verdict.pause,
    stateFile: describeLocation(files.state),
    stateFileUrl: `${base}/blob/${files.state.branch}/${files.state.path}`,
    ledgerFile: describeLocation(files.ledger),
    needsHumanLabel: config.needsHumanLabel,
    attempts: decided.verdict.timeline,
    // What the state file's CI Fix Attempts row now says: an accept starts the next iteration at 0.
    spent: memory.attempts.length,
    noFixer: noFixerFor(decided.verdict, config, report.pullNumber),
    spend: report.spend ?? null,
    weakening: weakeningOf(decided.verdict.pause),
    flakes: memory.flakes ?? []
  }
}

function weakeningOf(pause: PauseReason | null): CommentFacts['weakening'] {
  if (pause?.kind === 'fix-weakened-tests') return { by: 'fix', findings: pause.findings }
  return pause?.kind === 'weakened-tests' ? { by: 'iteration', findings: pause.findings } : null
}
