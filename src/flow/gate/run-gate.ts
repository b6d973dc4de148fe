// Gate mode as a pipeline of steps (steps/): read the program once, with the lookups the judge
// may make lazily; decide on the ledger and state file as the commit reads them; commit the
// decision to the ledger and the state file; and only then act on it. Each step is handed the
// earlier steps' values; a lost write race makes the commit step decide again on the same read.
import type { FileSettings, GateSettings } from '../../rules/vocabulary/settings.js'
import { renderStateTemplate } from '../../rules/state/index.js'
import { isoSeconds, usd } from '../../rules/text.js'
import type { GateReport } from '../../rules/gate/report.js'
import type { EvaluateTarget } from '../../rules/gate/target.js'
import { runlessEntry } from '../../rules/gate/verdict.js'
import { costVerdict, type FixCost } from '../../rules/gate/fix-cost.js'
import { commitDecision } from './commit-decision.js'
import { programFiles } from './read-programs.js'
import { requireMaintainer } from './steering-trust.js'
import { act } from './steps/act.js'
import { commitPending, type PendingGate } from './steps/commit.js'
import { occasionOf } from './steps/decide.js'
import type { GateIo } from './steps/gate-io.js'
import { readGate, type KnownRead } from './steps/read.js'

/** What one gate run is asked to decide. */
export interface GateOptions {
  target: EvaluateTarget
  /**
   * Why the fixer's commits for the decision on target.headSha were not pushed: the gate then
   * records that attempt as spent and decides again.
   */
  fixFailure?: string | null
  /** What the fixer reported that attempt cost, recorded on it before deciding. */
  fixCost?: FixCost | null
  /** What a sweep's batched read already holds of the program; the run then reads nothing. */
  known?: KnownRead | null
}

/** One gate run, read, decided and committed on its own. */
export async function runGate(
  io: GateIo,
  config: GateSettings,
  options: GateOptions
): Promise<GateReport> {
  const pending = await prepareGate(io, config, options)
  if ('skipped' in pending) return pending.skipped
  const [landed] = await commitPending(io, config, [pending])
  if (landed === undefined) throw new Error('one decision planned, none committed')
  return act(io, config, pending, landed)
}

/** The gate run up to its commit: the program read, or the skip of a missing label. */
export async function prepareGate(
  io: GateIo,
  config: GateSettings,
  options: GateOptions
): Promise<PendingGate | { skipped: GateReport }> {
  const { ctx, gh } = io
  if (ctx.event.kind === 'workflow_dispatch') await requireMaintainer(gh, ctx.repository, ctx.event)
  const read = await readGate(io, config, { target: options.target, known: options.known ?? null })
  if ('skipped' in read) return read
  const given = { fixFailure: options.fixFailure ?? null, fixCost: options.fixCost ?? null }
  return { read, occasion: occasionOf(read, given) }
}

/**
 * Mode push, after the fix was pushed: the attempt's reported cost goes into the ledger (an entry
 * that changes nothing else), so the daily cap counts it. Nothing else is decided or acted on.
 */
export async function recordFixCost(
  { gh, ctx }: GateIo,
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
