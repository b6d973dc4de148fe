// CI on the judged commit, read lazily and at most once a run, however often a lost write race
// makes the gate decide again: its checks reduced, the logs of a failure to fix, the CI runs'
// files. Read only when the judge asks, so a decision made on the ledger alone reads no check.
import type { GateSettings } from '../../../rules/vocabulary/settings.js'
import type { ProgramRead } from '../../../adapters/github/program-read.js'
import type { EvaluateTarget } from '../../../rules/gate/target.js'
import type { GateMemory } from '../../../rules/ledger/memory.js'
import { withCiEvidence, type Evaluation } from '../../../rules/gate/judge.js'
import { wantedCi, type CiFacts } from '../../../rules/checks/ci-evidence.js'
import { failuresToFix } from '../../../rules/checks/fixable.js'
import type { Reduction } from '../../../rules/checks/reduce.js'
import type { FailureReport } from '../../../rules/gate/failure-report.js'
import { ciListedIn } from '../ci-definition.js'
import { ciFacts, evaluate } from '../evaluate.js'
import type { GateIo } from './gate-io.js'

/** CI read at most once a run, however often a lost write race makes the gate decide again. */
export interface OnceEvaluation {
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

/** CI on the judged commit, or (no checks read with the program) CI left unread. */
export function evaluationFor(
  io: GateIo,
  config: GateSettings,
  on: { target: EvaluateTarget; view: ProgramRead; judged: string }
): OnceEvaluation {
  const { view, target } = on
  const checks = view.checks
  if (checks === null) return unreadEvaluation(on.judged)
  const woke = target.trigger?.workflowPath ?? null
  return evaluateOnce(
    () => readEvaluation(io, config, { view, checks }),
    (memory, facts) =>
      wantedCi(config.ciWorkflows, ciListedIn(view), memory.ciWorkflows ?? [], woke, facts)
  )
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

/** The checks reduced, the logs of a failure to fix, and the CI runs' files. */
async function readEvaluation(
  { gh, ctx }: GateIo,
  config: GateSettings,
  { view, checks }: { view: ProgramRead; checks: NonNullable<ProgramRead['checks']> }
): Promise<ReadEvaluation> {
  const { reduction, runs } = await evaluate(gh, ctx, config, checks)
  const failure =
    reduction.status === 'failure' && failuresToFix(reduction).length > 0
      ? await failureOf({ gh, ctx }, reduction, config)
      : null
  // Red stays red whatever ran: the files the read brought are enough to remember CI by.
  const facts =
    reduction.status === 'failure'
      ? { runs, files: view.workflowFiles }
      : await ciFacts(gh, ctx, view, { sha: checks.sha, runs })
  return { evaluation: { reduction, failure }, facts }
}

/**
 * The failure's report from its logs. The log scanner is loaded only here: a run that judges no
 * red to fix does not compile it or build its search tables.
 */
async function failureOf(
  { gh, ctx }: GateIo,
  reduction: Reduction,
  config: GateSettings
): Promise<FailureReport> {
  const { analyzeFailure } = await import('../failure.js')
  return analyzeFailure(gh, ctx.repository, reduction, {
    byteBudget: config.logByteBudget,
    maxJobs: config.maxLogJobs
  })
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
