// A maintainer's `/green-gate` command, end to end: only a person with write access (GitHub's
// association, then the permission API) gets anything; the command is acknowledged with a
// reaction at once, recorded in the ledger under the comment's key (a second delivery of the same
// comment finds it there and changes nothing), committed with the same compare-and-swap as a
// decision, so a gate run deciding meanwhile is never overwritten, and then acted on.
import * as core from '@actions/core'
import { lackedPermission, templateJobFor } from '../../rules/permission-job.js'
import type { GitHubClient } from '../../adapters/github/client.js'
import { reactTo } from '../../adapters/github/issue.js'
import { hasWriteAccess } from '../../adapters/github/state-history.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import type { GateSettings, RunFacts } from '../../rules/vocabulary/settings.js'
import { errorLine } from '../../rules/errors.js'
import type { IssueCommentEvent } from '../../rules/event.js'
import { start } from '../../rules/gate/decide.js'
import { fileView } from '../../rules/gate/judge.js'
import { skipReport, type GateReport } from '../../rules/gate/report.js'
import type { EvaluateTarget } from '../../rules/gate/target.js'
import { runlessEntry, type Verdict } from '../../rules/gate/verdict.js'
import { statusTable } from '../../rules/issue/comments.js'
import { approveRefusedReply, commandsReply, statusReply } from '../../rules/issue/steer-replies.js'
import {
  approvalProblem,
  commandVerdict,
  handledBefore,
  type CommandSource
} from '../../rules/steer/apply.js'
import type { SteerCommand } from '../../rules/vocabulary/steer-command.js'
import { commandKey } from '../../rules/steer/comment-event.js'
import { programView, statusFacts } from '../../rules/steer/status-facts.js'
import { renderStateTemplate } from '../../rules/state/index.js'
import { isoSeconds } from '../../rules/text.js'
import { noMentions, oneLine } from '../../rules/untrusted.js'
import { commitDecision, type Committed } from '../gate/commit-decision.js'
import { programSnapshot } from '../gate/program-snapshot.js'
import { runGate } from '../gate/run-gate.js'
import { tellIssue } from '../gate/status-comment.js'
import { findProgram, type FoundProgram } from './find-program.js'
import { statusPlace } from './status-place.js'

export async function runCommand(
  gh: GitHubClient,
  ctx: RunnerContext,
  run: { settings: GateSettings; facts: RunFacts },
  event: IssueCommentEvent,
  command: SteerCommand
): Promise<GateReport> {
  const { settings: config } = run
  const { comment } = event
  const repo = ctx.repository
  const nowhere = { program: null, branch: null, headSha: null }
  const by = comment.author.login
  // For a command the association is never proof, nor its absence (a private organization
  // member shows as CONTRIBUTOR): GitHub is asked every time. Bots were dropped before this.
  const maintainer = await hasWriteAccess(gh, repo, by)
  if (!maintainer) {
    const who = `${by} is not a person with write access to ${repo.owner}/${repo.repo}`
    return skipReport(`${who}; the command changes nothing`, nowhere)
  }
  await bestEffort('acknowledge the command', () => reactTo(gh, repo, comment.id, 'eyes'))
  const search = await findProgram(gh, ctx, run, event)
  if ('none' in search) return skipReport(`no program to steer: ${search.none}`, nowhere)
  const found = search.found
  const where = { program: found.program, branch: found.branch, headSha: null }
  const key = commandKey(comment.id)
  const snapshot = programSnapshot(found.files, found.view)
  if (handledBefore(snapshot.ledger, key)) {
    return skipReport(`comment ${comment.id} was handled already; nothing changes`, where)
  }
  const source: CommandSource = { by, url: comment.url }
  const now = new Date()
  const refused: Refusal = { why: null }
  const committed = await commitDecision(
    gh,
    repo,
    found.files,
    commandSteps(found, config, { command, source, key, now, refused }),
    snapshot
  )
  await answer({ gh, ctx, config, event, found, command, committed, now, refused })
  const approved = command.kind === 'approve' && refused.why === null
  if (command.kind === 'retry' || command.kind === 'reset' || approved) {
    const evaluate = { branch: found.branch, program: found.program, headSha: null }
    const target: EvaluateTarget = {
      kind: 'evaluate',
      ...evaluate,
      pullNumbers: event.issue.pull ? [event.issue.number] : [],
      trigger: null,
      reset: false,
      programIssue: run.facts.programIssue
    }
    return runGate({ gh, ctx }, config, { target })
  }
  const { verdict } = committed
  return {
    ...skipReport(verdict.reason, where),
    attempt: verdict.attempt,
    maxAttempts: config.maxFixAttempts
  }
}

/** Why an approve approved nothing, as the memory it was decided on says; null: approved. */
interface Refusal {
  why: string | null
}

/** The command as a decision the ledger records: its verdict, its entry and commit message. */
function commandSteps(
  found: FoundProgram,
  config: GateSettings,
  given: {
    command: SteerCommand
    source: CommandSource
    key: string
    now: Date
    /** Filled in by each decision: a lost race decides again on what the winner wrote. */
    refused: Refusal
  }
): Parameters<typeof commitDecision>[3] {
  const { command, source, key, now, refused } = given
  return {
    newFile: () =>
      renderStateTemplate({
        program: found.program,
        branch: found.branch,
        issue: found.issue,
        pr: null
      }),
    decideOn: (read, doc) => {
      // The memory a decision would start from now: a person's Paused edit counts first.
      const { base } = start({
        memory: read.memory,
        file: fileView(doc.state),
        steering: read.steering,
        eventKey: key,
        headSha: read.memory.headSha ?? '',
        branchHead: read.memory.headSha ?? '',
        reset: false,
        now
      })
      refused.why = command.kind === 'approve' ? approvalProblem(command, base) : null
      return commandVerdict(command, base, source)
    },
    entryFor: (verdict: Verdict, next) => ({
      ...runlessEntry(verdict, next, {
        at: isoSeconds(now),
        eventKey: key,
        headSha: next.headSha,
        maxAttempts: config.maxFixAttempts
      }),
      steer: { command: command.kind, by: source.by, url: source.url }
    }),
    // The reason quotes the maintainer's words: one line, no live mention.
    message: (verdict) => `green-gate: ${found.program} ${noMentions(oneLine(verdict.reason))}`
  }
}

interface Answering {
  gh: GitHubClient
  ctx: RunnerContext
  config: GateSettings
  event: IssueCommentEvent
  found: FoundProgram
  command: SteerCommand
  committed: Committed
  now: Date
  refused: Refusal
}

/**
 * Once the command is recorded: the status comment shows it, and `status` (the table), an
 * unknown command (the list of commands) and an approve that approved nothing (why) get a reply
 * where the command was written. A reply is the command's one new comment: a status comment
 * found deleted then waits for the next decision. The command stands if any of that fails.
 */
async function answer(a: Answering): Promise<void> {
  const { gh, ctx, event, found, committed, command, now } = a
  const repo = ctx.repository
  const view = programView(committed.ledger)
  if (view === null) return
  const place = statusPlace({ ...ctx, branch: found.branch, files: found.files }, a.config)
  const facts = statusFacts(found.program, view, place)
  const table = statusTable(facts, now)
  const asked = { by: event.comment.author.login, url: event.comment.url }
  const reply =
    command.kind === 'status'
      ? statusReply(found.program, asked, table)
      : command.kind === 'unknown'
        ? commandsReply(command.word)
        : command.kind === 'approve' && a.refused.why !== null
          ? approveRefusedReply(command.given, a.refused.why)
          : null
  const where = event.issue.number
  // Without the program issue there is no status comment to show: the reply alone.
  const words = {
    issue: found.issue ?? where,
    where,
    said: reply === null ? [] : [reply],
    foldable: false,
    table: found.issue === null ? null : table,
    label: null
  }
  await bestEffort(`answer on #${words.issue}`, async () => {
    await tellIssue(gh, repo, found.files, committed, words, null)
  })
}

/**
 * Later steps that fail leave the command recorded: a warning, not the end of the run. A
 * permission the command job lacks fails the run once it ends, naming what to grant.
 */
async function bestEffort(what: string, act: () => Promise<void>): Promise<void> {
  try {
    await act()
  } catch (error) {
    const lacking = lackedPermission(error, templateJobFor('gate', 'issue_comment'))
    if (lacking !== null) core.setFailed(lacking)
    else core.warning(`could not ${what}: ${errorLine(error)}; the command stands`)
  }
}
