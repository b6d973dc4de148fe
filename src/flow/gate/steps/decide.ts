// The gate's decide step: the pure judge (rules/gate/judge.ts) given what the read step brought,
// the ledger and state file as the commit step read them, and the lookups it may make.
import type { GateSettings } from '../../../rules/vocabulary/settings.js'
import type { StateDocument } from '../../../rules/state/index.js'
import type { Reconciled } from '../../../rules/gate/reconcile.js'
import type { Verdict } from '../../../rules/gate/verdict.js'
import type { FixCost } from '../../../rules/gate/fix-cost.js'
import { fileView, judge, rememberCi } from '../../../rules/gate/judge.js'
import { wantedCi } from '../../../rules/checks/ci-evidence.js'
import type { EvaluateTarget } from '../../../rules/gate/target.js'
import type { KeeperLimits } from '../../../rules/vocabulary/keeper-limits.js'
import type { GateMemory } from '../../../rules/ledger/memory.js'
import type { GateRead } from './read.js'

/** One decision's occasion: its event key, its clock, and the fixer's attempt it follows up. */
export interface Occasion {
  key: string
  now: Date
  /**
   * Why the fixer's commits for the decision on the target's head were not pushed: the attempt
   * is recorded as spent and the gate decides again. Null: no such attempt.
   */
  fixFailure: string | null
  /** What the fixer reported that attempt cost, recorded on it before deciding. */
  fixCost: FixCost | null
}

export function occasionOf(
  read: Pick<GateRead, 'eventKey'>,
  given: { fixFailure: string | null; fixCost: FixCost | null }
): Occasion {
  const { fixFailure, fixCost } = given
  const key = fixFailure === null ? read.eventKey : `${read.eventKey}/refix`
  return { key, now: new Date(), fixFailure, fixCost }
}

/** The verdict on the ledger and state file as read; CI read for it is remembered with it. */
export async function decide(
  config: GateSettings,
  on: { read: GateRead; occasion: Occasion },
  { ledger, doc }: { ledger: Reconciled; doc: StateDocument }
): Promise<Verdict> {
  const { read, occasion } = on
  const { target, lookups } = read
  const screening = {
    memory: ledger.memory,
    file: fileView(doc.state),
    steering: ledger.steering,
    eventKey: occasion.key,
    headSha: read.where.headSha,
    branchHead: read.head,
    reset: target.reset,
    now: occasion.now,
    auditBreak: ledger.auditBreak,
    fixCost: occasion.fixCost,
    tampered: ledger.tampered,
    adopted: ledger.adopted,
    fixerProblem: read.fixerProblem
  }
  const verdict = await judge(
    screening,
    config,
    {
      startedAt: target.trigger?.startedAt ?? null,
      runUrl: target.trigger?.runUrl ?? null,
      fixFailure: occasion.fixFailure,
      changedSince: lookups.changedSince,
      unknownWhy: lookups.unknownWhy,
      defaultBranch: read.view.defaultBranch,
      ciConfigPaths: config.ciConfigPaths,
      ciFiles: lookups.ciFiles,
      ciDefined: lookups.ciDefined(ledger.memory),
      testSources: lookups.testSources,
      whatRan: (baseline) => lookups.whatRan(ledger.memory, baseline)
    },
    lookups.evaluation.get,
    keeperFor(target, config.keeperLimits, ledger.memory, occasion.fixFailure !== null)
  )
  const facts = lookups.evaluation.facts()
  const woke = target.trigger?.workflowPath ?? null
  const known = ledger.memory.ciWorkflows ?? []
  return facts === null
    ? verdict
    : rememberCi(verdict, ledger.memory, wantedCi([], [], known, woke, facts))
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
