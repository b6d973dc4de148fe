// Sweep mode, on a schedule and when an autoloop run completes: read every program's ledger and
// state file, and run the gate on each program that needs it now (reverted rows, an unpause, an
// iteration past the wall clock, a commit no gate run has judged), most urgent first, deferring
// what can wait while the API budget is below its reserve, commit all their decisions in one
// commit to the state branch, and write their comments and labels together (`sweep-writes.ts`).
import * as core from '@actions/core'
import type { GitHubClient } from '../../adapters/github/client.js'
import { ownComments } from '../../adapters/github/status-writes.js'
import type { Ledger } from '../../rules/ledger/ledger.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import type { RunFacts, SweepSettings } from '../../rules/vocabulary/settings.js'
import type { Landed } from './commit-decision.js'
import { programFiles, readPrograms } from './read-programs.js'
import { skipReport, type GateReport, type RedHead } from '../../rules/gate/report.js'
import type { Decision } from '../../rules/vocabulary/decision.js'
import { prepareGate } from './run-gate.js'
import type { PreparedComments } from './steps/comments.js'
import { commitPending, type PendingGate } from './steps/commit.js'
import { finishInTurns } from './sweep-writes.js'
import {
  deferral,
  deferralLine,
  deferredNote,
  urgencyOrder,
  type DueAction
} from '../../rules/gate/rate-reserve.js'
import { readRateBudget } from '../../adapters/github/rate-budget.js'
import { oneLine } from '../../rules/untrusted.js'
import { programStatus } from '../steer/status-place.js'
import { listRedHeads } from './red-heads.js'
import { dueProgram, gateOptions, type Due, type Sweep } from './sweep-due.js'

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
    io: { gh, ctx },
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
    sweep.keeper === null ? undefined : await listRedHeads(sweep, sweep.branches, done)
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
  const { io, config } = sweep
  const done: GateReport[] = []
  const pending: PendingGate[] = []
  const deferred: string[] = []
  for (const one of due) {
    const { program, action } = one
    const short = deferral(action, readRateBudget(io.gh), config.rateLimitReserve)
    if (short !== null) {
      core.warning(deferralLine(program, WHY[action], short, config.rateLimitReserve))
      deferred.push(program)
      continue
    }
    core.info(oneLine(`green-gate sweep: ${program} (${WHY[action]})`))
    const prepared = await prepareGate(io, config, gateOptions(one, authored))
    if ('skipped' in prepared) done.push(prepared.skipped)
    else pending.push(prepared)
  }
  // Every decision of the sweep in one commit: pausing twenty programs is one write, not twenty.
  const committed = await commitPending(io, config, pending)
  const decided = pending.map((p, i) => ({
    pending: p,
    landed: committed[i] as Landed<PreparedComments>
  }))
  const ledgers = new Map(
    committed.map(({ committed: c }) => [c.ledger.program, c.ledger] as const)
  )
  // Acted on in turns: their comments and labels go out together, a few requests for them all.
  done.push(...(await finishInTurns(io, config, sweep.read, decided)))
  return { done, deferred, ledgers }
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
