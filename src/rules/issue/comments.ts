// What the gate says on the program issue, written for a person skimming it: what happened, on
// which commit, with links, and what happens next. Pure: plain data in, markdown out.
import {
  holdReasonText,
  OUTCOME_TEXT,
  timelineColumns,
  type FixAttempt,
  type Hold
} from '../ledger/memory.js'
import type { PauseReason } from '../vocabulary/pause-reason.js'
import type { SteerRecord } from '../ledger/ledger.js'
import type { FailureClass } from '../logs/types.js'
import type { Decision } from '../vocabulary/decision.js'
import type { UnpauseRefusal } from '../vocabulary/unpause-refusal.js'
import { isoSeconds, plural, shortSha, spendText, usd } from '../text.js'
// Pipes and line breaks from signatures and reasons must not break the comments' tables.
import { escapeCell, fenceFor, inlineCode, noMentions } from '../untrusted.js'
import { weakeningText } from '../accept/weakening.js'
import type { Weakening } from '../vocabulary/guard-findings.js'
import { approveOnly, liftCommand, PAUSE_GUIDE } from './pause-guide.js'

export interface CommentFacts {
  program: string
  decision: Decision
  reason: string
  branch: string
  headSha: string
  /** Links are absent when the gate cannot know them (a manual run has no CI run). */
  commitUrl: string
  pullNumber: number | null
  pullUrl: string | null
  ciRunUrl: string | null
  gateRunUrl: string | null
  attempt: number
  maxAttempts: number
  signature: string | null
  failureClass: FailureClass | null
  pauseReason: string | null
  /** Where the state file lives, e.g. `memory/autoloop:demo.md`, and a link to it. */
  stateFile: string
  stateFileUrl: string
  /** Where the gate's ledger lives, e.g. `memory/autoloop:.green-gate/demo.json`. */
  ledgerFile: string
  needsHumanLabel: string
  /** The iteration's fix attempts as the ledger records them, oldest first (an accept's: closed). */
  attempts: readonly FixAttempt[]
  /** Fix attempts counted against the budget now: the state file's `CI Fix Attempts`. */
  spent: number
  /** On a fix: why no fixer may pick it up (none configured, or not said); null: one will. */
  noFixer: string | null
  /** The program's fix spending on the decision's UTC day, and the cap; null: neither. */
  spend: { spentUsd: number; capUsd: number | null } | null
  /** The evergreen keeper decided, on a program the gate had paused. */
  keeper?: boolean
  /**
   * On a `fix-weakened-tests` or `weakened-tests` pause: whose commits (a fix's, or the
   * iteration's) and what they did, each finding with its diff line.
   */
  weakening?: { by: 'fix' | 'iteration'; findings: readonly Weakening[] } | null
  /** On a pause: its reason as the ledger keeps it, for the guide's row and the exact command. */
  pause?: PauseReason | null
  /** The hold as the ledger now has it, when a command changed it after the last decision. */
  hold?: Hold
  /** The newest maintainer's command, shown when the comment follows one. */
  command?: SteerRecord | null
  /** Tests that failed and then passed on a re-run of the same commit, newest last. */
  flakes?: readonly string[]
  /** When the gate made `decision` (ISO time); null: it has made none on CI yet. */
  decidedAt?: string | null
}

export function statusMarker(program: string): string {
  return `<!-- green-gate:status program=${program} -->`
}

/** Each decision's mark, wherever a table names one. */
export const ICON: Record<Decision, string> = {
  accept: '✅',
  fix: '🔧',
  wait: '⏳',
  pause: '⚠️',
  skip: '➖',
  rerun: '🔁',
  blocked: '✋'
}

/** The short comment added for each accept, fix or pause (a pause's is the loud one). */
export function eventComment(f: CommentFacts): string {
  // Branch names and signatures come from the agent and the log: a backtick in them must not
  // end the code span and let the rest render as markdown (mentions, links).
  const where = `${commitLink(f)} on ${inlineCode(f.branch)}${pullRef(f)}${runLinks(f)}`
  if (f.keeper === true && f.decision !== 'pause') return keeperComment(f, where)
  switch (f.decision) {
    case 'accept':
      return [
        `${ICON.accept} **green-gate · ${noMentions(f.program)}**: CI is green on ${where}.`,
        '',
        `Iteration accepted${f.attempt > 0 ? ` after ${plural(f.attempt, 'fix attempt')}` : ''}; the fix budget is reset for the next one.`
      ].join('\n')
    case 'fix':
      return [
        `${ICON.fix} **green-gate · ${noMentions(f.program)}**: CI failed on ${where}.`,
        '',
        `Fix attempt **${f.attempt} of ${f.maxAttempts}** handed to the fixer. Class: \`${f.failureClass ?? 'unknown'}\`. Signature: ${inlineCode(f.signature ?? '—')}.`,
        '',
        'Next: the fixer pushes a commit to the branch, CI runs on it, and the gate looks again. Until CI is green or the gate gives up, the state file holds the program (`Paused` true, reason `ci-fix-in-progress`) so autoloop starts no new iteration on a red branch.',
        ...(f.noFixer ? ['', `⚠️ **No fixer:** ${f.noFixer}.`] : [])
      ].join('\n')
    case 'pause':
      return pauseComment(f)
    case 'blocked':
      return [
        `${ICON.blocked} **green-gate · ${noMentions(f.program)}**: CI on ${where} is waiting for a maintainer's approval.`,
        '',
        `${inlineCode(f.reason)}`,
        '',
        "A maintainer with write access can approve the workflow run from the run's page. No fix attempt is spent; the state file holds the program (`Paused` true, reason `ci-blocked`) until CI has run, and the gate decides again when it completes."
      ].join('\n')
    case 'wait':
    case 'skip':
    case 'rerun':
      // Only decisions that change something are announced; the gate's comments (flow/gate/steps/comments.ts) never ask for these.
      throw new Error(`no event comment for a ${f.decision}`)
  }
}

/** The keeper's fix handed out, or its release of the program. */
function keeperComment(f: CommentFacts, where: string): string {
  const head = `**green-gate keeper · ${noMentions(f.program)}**`
  if (f.decision === 'accept') {
    return [
      `${ICON.accept} ${head}: CI is green on ${where}.`,
      '',
      `Released after ${plural(f.attempt, 'keeper attempt')}: \`Paused\` is false again and autoloop may start its next iteration.`
    ].join('\n')
  }
  return [
    `${ICON.fix} ${head}: CI is red on ${where}; the program is paused (${inlineCode(f.pauseReason ?? '')}).`,
    '',
    `Keeper attempt **${f.attempt} of ${f.maxAttempts}** handed to the fixer with fresh context: what the earlier attempts tried, and a request for a different approach. Class: \`${f.failureClass ?? 'unknown'}\`. Signature: ${inlineCode(f.signature ?? '—')}.`,
    '',
    'The program stays paused until CI is green on a keeper fix; then the keeper releases it.',
    ...(f.noFixer ? ['', `⚠️ **No fixer:** ${f.noFixer}.`] : [])
  ].join('\n')
}

/** The loud one: why the program stopped, what was tried, how to start it again. */
function pauseComment(f: CommentFacts): string {
  const lines = [
    `## ${ICON.pause} green-gate paused ${inlineCode(f.program)}`,
    '',
    ...(f.keeper === true
      ? [
          `The keeper's ${plural(f.maxAttempts, 'attempt')} did not make CI green: the program stays paused, and the keeper does not try again on this commit.`,
          ''
        ]
      : []),
    // Reasons quote signatures and check names, which come from the log: shown as code, never
    // rendered (no mentions, no links).
    `**${inlineCode(f.pauseReason ?? f.reason)}**`,
    '',
    `Commit ${commitLink(f)} on ${inlineCode(f.branch)}${pullRef(f)}${runLinks(f)}. Fix attempts spent: ${f.attempt} of ${f.maxAttempts}.`
  ]
  if (f.signature !== null) lines.push('', `Failure signature: ${inlineCode(f.signature)}`)
  if (f.weakening) lines.push('', ...weakeningLines(f.weakening))
  const recent = f.attempts.slice(-3)
  if (recent.length > 0) lines.push('', 'Most recent fix attempts:', '', ...timeline(recent, f))
  // Only a fixer that ran this iteration left the branch as it stands.
  const leftBy = f.attempts.length > 0 ? 'as the fixer left it' : 'as it is'
  lines.push(
    '',
    `Nothing was reverted: the branch stays ${leftBy}${f.pullNumber === null ? '' : `, and the pull request is labelled \`${f.needsHumanLabel}\``}.`,
    ...guideLines(f),
    ...otherWays(f)
  )
  return lines.join('\n')
}

/** The guide's row for the pause: what happened, what to do, and the command on its own lines. */
function guideLines(f: CommentFacts): string[] {
  if (!f.pause) return []
  const row = PAUSE_GUIDE[f.pause.kind]
  const command = liftCommand(f.pause.kind, f.headSha)
  return [
    '',
    `**What happened:** ${row.what}`,
    '',
    `**What to do:** ${row.next}`,
    '',
    '**To resume**, comment here:',
    '',
    '```',
    command,
    '```'
  ]
}

/**
 * The ways out besides a command, which lift any pause but a guard's on green (those restore the
 * budget and the same head pauses again, so they are not offered there).
 */
function otherWays(f: CommentFacts): string[] {
  if (f.pause && approveOnly(f.pause.kind)) return []
  return [
    '',
    `${f.pause ? 'Or' : '**To resume**'}, after looking at the branch:`,
    `- set \`| Paused | false |\` in [\`${f.stateFile}\`](${f.stateFileUrl}); the next CI result starts a fresh budget of ${plural(f.maxAttempts, 'fix attempt')}; or`,
    `- run the green-gate retry workflow with ${inlineCode(`program: ${f.program}`)} and \`reset: true\` to re-evaluate the branch head now.`
  ]
}

/**
 * What the fix commits did, each finding with its place and the diff line quoted as it stands:
 * the line is the fix's (agent-written) text, so it is fenced, never rendered.
 */
function weakeningLines({ by, findings }: NonNullable<CommentFacts['weakening']>): string[] {
  const quotes = findings.flatMap((w) => (w.quote === null ? [] : [w.quote]))
  const fence = fenceFor(quotes.join('\n'))
  return [
    `CI is green, but the ${by === 'fix' ? 'fix' : "iteration's"} commits check less than before, so the gate did not accept:`,
    '',
    ...findings.map((w) => `- ${inlineCode(weakeningText(w))}`),
    // What to do about it is the pause guide's row, below.
    ...(quotes.length === 0 ? [] : ['', `${fence}diff`, ...quotes, fence])
  ]
}

/**
 * The one comment per program that is edited in place: the program's state at a glance (`table`,
 * from `statusTable`). The decision that posts it puts what it says (`said`) above the table.
 */
export function statusComment(
  program: string,
  table: string,
  said: readonly string[] = []
): string {
  // A blank line after each part keeps it a paragraph of its own above the table's heading.
  return [statusMarker(program), ...said.map((s) => `${s}\n`), table].join('\n')
}

/**
 * The program's state as a heading and a table: the status comment's body, the reply to
 * `/green-gate status`, and what `green-gate status --table` prints.
 */
export function statusTable(f: CommentFacts, now: Date): string {
  const rows: Array<[string, string]> = [
    ['Last decision', `${ICON[f.decision]} ${f.decision}: ${inlineCode(f.reason)}`],
    ['Commit', `${commitLink(f)}${pullRef(f)}${runLinks(f)}`],
    ['Fix attempts', `${f.spent} of ${f.maxAttempts}`],
    ...(f.spend === null
      ? []
      : [['Fix spending today (UTC)', spendText(f.spend)] as [string, string]]),
    ['Signature', f.signature === null ? '—' : inlineCode(f.signature)],
    ['Paused', pausedCell(f)],
    ...(f.command === undefined || f.command === null
      ? []
      : [['Last command', commandCell(f.command)] as [string, string]]),
    ...((f.flakes ?? []).length === 0
      ? []
      : [['Known flakes', (f.flakes ?? []).map(inlineCode).join(', ')] as [string, string]]),
    ['State file', `[\`${f.stateFile}\`](${f.stateFileUrl})`],
    ['Updated', isoSeconds(now)]
  ]
  const lines = [
    `### green-gate status · ${inlineCode(f.program)}`,
    '',
    '| | |',
    '| --- | --- |',
    ...rows.map(([k, v]) => `| ${k} | ${escapeCell(v)} |`)
  ]
  if (f.attempts.length > 0) {
    const title =
      f.decision === 'accept'
        ? `The accepted iteration's fix attempts (the next one starts at 0 of ${f.maxAttempts}):`
        : "This iteration's fix attempts:"
    lines.push('', title, '', ...timeline(f.attempts, f))
  }
  return lines.join('\n')
}

/**
 * The fix attempts as a table, one row each: what was handed out, on what, and how it ended; what
 * it cost, when a fixer reported any attempt's cost.
 */
function timeline(attempts: readonly FixAttempt[], f: CommentFacts): string[] {
  const costs = attempts.some((a) => a.costUsd !== undefined)
  const rows = attempts.map((a) => {
    // Signatures come from logs: test names in them can hold backticks, pipes and mentions.
    const cells = [
      `${a.attempt}/${f.maxAttempts}`,
      ...[shortSha(a.commit), a.signature, a.failureClass].map(inlineCode),
      OUTCOME_TEXT[a.outcome],
      ...(costs ? [a.costUsd === undefined ? '—' : usd(a.costUsd)] : []),
      a.runUrl === null ? '—' : `[CI run](${a.runUrl})`
    ]
    return `| ${cells.map(escapeCell).join(' | ')} |`
  })
  const header = timelineColumns(costs)
  return [`| ${header.join(' | ')} |`, `|${' --- |'.repeat(header.length)}`, ...rows]
}

/** One line when a memory save had reverted the gate's rows and the gate wrote them again. */
export function repairComment(f: CommentFacts, shownSeq: number | null): string {
  const was = shownSeq === null ? 'an older copy' : `ledger entry ${shownSeq}`
  return `♻️ **green-gate · ${f.program}**: [\`${f.stateFile}\`](${f.stateFileUrl}) showed ${was}, not the gate's latest decision (a memory save copied an older file over it); its CI rows were written again from ${inlineCode(f.ledgerFile)}.`
}

/** A lift of `Paused` that no person with write access made straight after the pause, undone. */
export function refusedUnpauseComment(f: CommentFacts, refusal: UnpauseRefusal): string {
  return `🛡️ **green-gate · ${f.program}**: [\`${f.stateFile}\`](${f.stateFileUrl}) had \`Paused\` set to false ${refusalText(refusal)}; the gate's pause was written back. To resume, a maintainer sets \`| Paused | false |\` or runs the retry workflow with \`reset: true\`.`
}

function refusalText(refusal: UnpauseRefusal): string {
  switch (refusal.kind) {
    case 'not-a-maintainer':
      return `by ${inlineCode(refusal.by)}, who is not a person with write access to this repository`
    case 'broken-chain': {
      const version =
        refusal.by === null ? 'a version it cannot read' : `a version by ${inlineCode(refusal.by)}`
      return `after ${version} (commit ${inlineCode(shortSha(refusal.commit))}) came between the gate's pause and the lift`
    }
    case 'unseen':
      return "but the file's recent history does not show the gate's latest pause and a person's lift after it"
  }
}

/** A maintainer's command: which, by whom, and a link to the comment. */
function commandCell(command: SteerRecord): string {
  return `${inlineCode(`/green-gate ${command.command}`)} by ${inlineCode(command.by)} ([comment](${command.url}))`
}

/** The state file's Paused row in words: a loud pause, the fix loop's hold, or running. */
function pausedCell(f: CommentFacts): string {
  if (f.hold !== undefined) return holdCell(f.hold)
  if (f.decision === 'pause') return `yes: ${inlineCode(f.pauseReason ?? '')}`
  if (f.decision === 'fix') return 'held while the fix runs (`ci-fix-in-progress`)'
  if (f.decision === 'blocked') return 'held until CI is approved (`ci-blocked`)'
  return 'no'
}

/** The hold itself in words, when a command set or lifted it after the last decision. */
function holdCell(hold: Hold): string {
  switch (hold.kind) {
    case 'none':
      return 'no'
    case 'fixing':
      return 'held while the fix runs (`ci-fix-in-progress`)'
    case 'blocked':
      return 'held until CI is approved (`ci-blocked`)'
    case 'paused':
    case 'manual':
      return `yes: ${inlineCode(holdReasonText(hold) ?? 'no reason given')}`
  }
}

function commitLink(f: CommentFacts): string {
  // A program the gate has not yet judged a commit of has none to link to.
  if (f.headSha === '') return '—'
  return `[\`${shortSha(f.headSha)}\`](${f.commitUrl})`
}

function pullRef(f: CommentFacts): string {
  if (f.pullNumber === null) return ''
  return f.pullUrl === null ? ` (#${f.pullNumber})` : ` ([#${f.pullNumber}](${f.pullUrl}))`
}

function runLinks(f: CommentFacts): string {
  const links = [
    f.ciRunUrl === null ? null : `[CI run](${f.ciRunUrl})`,
    f.gateRunUrl === null ? null : `[gate run](${f.gateRunUrl})`
  ].filter((l) => l !== null)
  return links.length === 0 ? '' : ` · ${links.join(' · ')}`
}
