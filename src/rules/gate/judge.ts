// Gate mode's decision on one commit, wherever its evidence comes from: the skips that need no
// checks first, then the checks reduced as step 5a (ignore-checks, required-checks, the gate's
// own run left out) and, on red, the failure report, then steps 5b and 5c. The action reads the
// evidence from the API; `green-gate status` from files, and so decides the same.
import { checkMatcher } from '../checks/ignore.js'
import { checkLabel } from '../checks/identity.js'
import {
  awaitsApproval,
  reduceChecks,
  type CheckVerdict,
  type Reduction
} from '../checks/reduce.js'
import { requireChecks } from '../checks/required.js'
import { ciEvidence, ciMissing, requireCiEvidence, type CiFacts } from '../checks/ci-evidence.js'
import type { GateConfig } from '../config.js'
import type { MachineState } from '../state/index.js'
import type { GateMemory } from '../ledger/memory.js'
import {
  decide,
  screen,
  type DecideInput,
  type FileView,
  type Limits,
  type Screening
} from './decide.js'
import type { Verdict } from './verdict.js'
import { rerunnableRuns, type FailureReport } from './failure-report.js'
import { keep } from './keeper.js'
import type { KeeperLimits } from './keeper-limits.js'
import { findWeakening, type Weakening } from '../accept/weakening.js'
import type { ChangedFile } from '../accept/diff.js'
import { rerunsOn } from '../ledger/memory.js'
import { flakeCandidates } from './flake.js'

/** The inputs that say which checks count on a commit (step 5a). */
export type CheckSettings = Pick<GateConfig, 'ignoreChecks' | 'requiredChecks'>

/** The inputs a decision's budgets and caps come from (`Limits`, in decide's words). */
export type LimitSettings = Pick<
  GateConfig,
  | 'maxFixAttempts'
  | 'wallClockMinutes'
  | 'unknownFailureAttempts'
  | 'infraReruns'
  | 'maxFixCost'
  | 'fixCostEstimate'
>

export interface Evaluation {
  reduction: Reduction
  /** Present when the reduction is a failure. */
  failure: FailureReport | null
  /** CI did not run as the default branch defines it, and nothing else runs (ci-evidence.ts). */
  ciMissing?: boolean
}

/** The CI run that woke the gate; every field null when nothing did (a dispatch, the CLI). */
export interface RunFacts {
  startedAt: Date | null
  runUrl: string | null
  /** Why the fixer's last attempt produced nothing to push, when deciding again after it. */
  fixFailure: string | null
  /**
   * The files changed from `base` to the commit judged (one compare request): asked on green
   * after a fix, and on a failing test the change may not have caused. Absent: not looked at
   * (the command line).
   */
  changedSince?: (base: string) => Promise<ChangedFile[] | null>
}

/** Findings kept in the ledger and the pause comment: the first few say enough. */
const MAX_FINDINGS = 10

/**
 * `evaluated` is called only when no skip applies, so a skip costs no check or log request.
 * `keeper`: the evergreen keeper decides on a program it took up, past the skips of a pause.
 */
export async function judge(
  screening: Screening,
  config: LimitSettings,
  run: RunFacts,
  evaluated: (memory: GateMemory) => Promise<Evaluation>,
  keeper: KeeperLimits | null = null
): Promise<Verdict> {
  const skipped = keeper === null ? screen(screening) : null
  if (skipped !== null) return skipped
  const { reduction, failure, ciMissing } = await evaluated(screening.memory)
  const input: DecideInput = {
    ...(ciMissing === true ? { ciMissing } : {}),
    ...screening,
    status: reduction.status,
    failure,
    checksReason: reduction.reason,
    ciStartedAt: run.startedAt,
    limits: limitsOf(config),
    runUrl: run.runUrl,
    fixFailure: run.fixFailure,
    rerunnable: rerunnableRuns(reduction).length > 0,
    awaitingApproval: reduction.checks.filter(awaitsApproval).map(checkLabel),
    weakening: await weakeningOf(screening, reduction, run),
    flake: failure === null ? null : await flakeOf(screening, failure, run)
  }
  return keeper === null ? decide(input) : keep(input, keeper)
}

/**
 * Green after a fix of this iteration: what the fix commits, from the first red commit a fix was
 * handed out on, did to the checks. A reset or an unpause accepts the branch as it is.
 */
async function weakeningOf(
  screening: Screening,
  reduction: Reduction,
  run: RunFacts
): Promise<Weakening[] | null> {
  const { memory } = screening
  const first = memory.attempts[0]
  const fixed = memory.attempts.at(-1)?.outcome === 'with-fixer'
  if (reduction.status !== 'success' || first === undefined || !fixed) return null
  if (screening.reset || screening.steering === 'unpause' || run.changedSince === undefined)
    return null
  if (first.commit === screening.headSha) return null
  const changed = await run.changedSince(first.commit)
  return changed === null ? null : findWeakening(changed).slice(0, MAX_FINDINGS)
}

/**
 * The failing tests when they are flake candidates (flake.ts): asked once per commit, only for a
 * test failure; the compare with the last accepted commit only when the tests are not known flakes.
 */
async function flakeOf(
  screening: Screening,
  failure: FailureReport,
  run: RunFacts
): Promise<string[] | null> {
  const { memory, headSha } = screening
  if (failure.failureClass !== 'test' || rerunsOn(memory, headSha) > 0) return null
  const known = memory.flakes ?? []
  const fromKnown = flakeCandidates(failure, null, known)
  if (fromKnown !== null || run.changedSince === undefined) return fromKnown
  const accepted = memory.acceptedSha
  if (accepted === undefined || accepted === headSha) return null
  const changed = await run.changedSince(accepted)
  const paths =
    changed?.flatMap((f) => [f.path, ...(f.previousPath === null ? [] : [f.previousPath])]) ?? null
  return flakeCandidates(failure, paths, known)
}

/** Step 5a on a commit's checks with the gate's inputs; `ownRunId`: the gate's workflow run. */
export function reduceForGate(
  checks: readonly CheckVerdict[],
  config: CheckSettings,
  ownRunId: number | null
): Reduction {
  const ignored = checkMatcher(config.ignoreChecks)
  const reduction = reduceChecks(checks, {
    exclude: (check) =>
      ignored(check) ||
      // The gate's own job is a check on the commit when it runs on the same SHA: known by its
      // workflow run, as GitHub placed it, never by a link another app could have written.
      (ownRunId !== null && check.workflow?.runId === ownRunId)
  })
  return requireChecks(reduction, config.requiredChecks)
}

/** The rows of the state file a decision reads but the gate does not own. */
export function fileView(state: MachineState): FileView {
  return {
    completed: state.completed,
    completedReason: state.completedReason,
    iterationCount: state.iterationCount,
    pauseReason: state.pauseReason
  }
}

function limitsOf(config: LimitSettings): Limits {
  return {
    maxFixAttempts: config.maxFixAttempts,
    wallClockMinutes: config.wallClockMinutes,
    unknownClassAttempts: config.unknownFailureAttempts,
    infraReruns: config.infraReruns,
    maxFixCostUsd: config.maxFixCost,
    fixCostEstimateUsd: config.fixCostEstimate
  }
}

/** The evaluation with CI evidence required of a green (ci-evidence.ts) for these workflows. */
export function withCiEvidence(
  evaluation: Evaluation,
  facts: CiFacts,
  wanted: readonly string[]
): Evaluation {
  const evidence = ciEvidence(facts, wanted)
  const ruled = requireCiEvidence(evaluation.reduction, evidence)
  return { ...evaluation, reduction: ruled, ciMissing: ciMissing(evaluation.reduction, evidence) }
}

/**
 * A decision made on the checks remembers the workflows it needed a run of, so the sweep and a
 * manual retry, which no CI run wakes, ask a run of the same ones.
 */
export function rememberCi(
  verdict: Verdict,
  memory: GateMemory,
  wanted: readonly string[]
): Verdict {
  const known = memory.ciWorkflows ?? []
  const added = wanted.filter((w) => !known.includes(w))
  if (verdict.decision === 'skip' || added.length === 0) return verdict
  return { ...verdict, next: { ...(verdict.next ?? memory), ciWorkflows: [...known, ...added] } }
}
