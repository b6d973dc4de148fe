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
import {
  ciEvidence,
  ciMissing,
  requireCiEvidence,
  type CiFacts,
  type WorkflowFile
} from '../checks/ci-evidence.js'
import type { GateSettings } from '../vocabulary/settings.js'
import type { MachineState } from '../state/index.js'
import type { GateMemory } from '../ledger/memory.js'
import {
  decide,
  heldBack,
  overdueFix,
  screen,
  type DecideInput,
  type FileView,
  type Limits,
  type Review,
  type Screening
} from './decide.js'
import type { Verdict } from './verdict.js'
import type { FailureReport } from './failure-report.js'
import { rerunnableRuns } from '../checks/fixable.js'
import { keep } from './keeper.js'
import type { KeeperLimits } from '../vocabulary/keeper-limits.js'
import { findWeakening } from '../accept/weakening.js'
import type { ChangedFile } from '../accept/diff.js'
import { ciChange, ciConfigChanges, notTheDefaults } from '../accept/ci-changes.js'
import type { CiChange } from '../vocabulary/guard-findings.js'
import { rerunsOn } from '../ledger/memory.js'
import {
  nextWhatRan,
  whatRanFindings,
  type GreenJob,
  type SeenNow,
  type WhatRan
} from '../accept/what-ran.js'
import { flakeCandidates, testFilesToRead, type TestSources } from './flake.js'

/** The inputs that say which checks count on a commit (step 5a). */
export type CheckSettings = Pick<GateSettings, 'ignoreChecks' | 'requiredChecks'>

/** The inputs a decision's budgets and caps come from (`Limits`, in decide's words). */
export type LimitSettings = Pick<
  GateSettings,
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
   * The files changed from `base` to the commit judged (one compare request): asked on green,
   * and on a failing test the change may not have caused. Null: the change cannot be
   * established (no compare, or one GitHub cut short); every reader fails closed on it. Absent:
   * not looked at (the command line).
   */
  changedSince?: (base: string) => Promise<ChangedFile[] | null>
  /** Why `changedSince(base)` is null, in words for the pause reason. */
  unknownWhy?: (base: string) => Promise<string | null>
  /**
   * The text of these test files on the judged commit (flake.ts caps how many and how long);
   * null when GitHub cannot give it. Absent: not looked at (the command line).
   */
  testSources?: (paths: readonly string[]) => Promise<TestSources | null>
  /** The repository's default branch: the base of a program's change before its first accept. */
  defaultBranch?: string
  /** What defines CI besides `.github/` (ci-config-paths). Absent: not looked at (the command line). */
  ciConfigPaths?: readonly string[]
  /** These files' blobs on the default branch and the judged commit; null when unreadable. */
  ciFiles?: (paths: readonly string[]) => Promise<Record<string, WorkflowFile> | null>
  /**
   * On green: the green jobs of the CI workflows on the judged commit, and what the logs of those
   * worth reading (what-ran.ts) showed. Absent: not looked at (the command line).
   */
  whatRan?: (baseline: WhatRan | undefined) => Promise<{ green: GreenJob[]; seen: SeenNow }>
  /**
   * Of the changed files, those the default branch's CI reaches beyond ci-config-paths (its
   * workflows' scripts, package.json by content...); null when that cannot be read. Absent: not
   * looked at (the command line).
   */
  ciDefined?: (since: string, changed: readonly ChangedFile[]) => Promise<string[] | null>
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
  // A fix still out past the wall clock pauses on the ledger alone: no check or log is read.
  const overdue =
    keeper === null && run.fixFailure === null ? overdueFix(screening, limitsOf(config)) : null
  if (overdue !== null) return overdue
  const { reduction, failure, ciMissing } = await evaluated(screening.memory)
  const review = await reviewOf(screening, reduction, run)
  const ciChange =
    review !== null && heldBack(review) !== null
      ? null
      : await ciChangeOf(screening, reduction, run)
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
    review,
    flake: failure === null ? null : await flakeOf(screening, failure, run),
    // A change that checks less, or cannot be read, pauses anyway: no second compare then.
    ciChange,
    // Nor are the logs read when the change alone holds the accept back.
    whatRan:
      ciChange !== null || (review !== null && heldBack(review) !== null)
        ? null
        : await whatRanOf(screening, reduction, run)
  }
  return keeper === null ? decide(input) : keep(input, keeper)
}

/**
 * Green: what the agent's commits since the last commit the gate trusted (approved, else accepted,
 * else the default branch) did to the checks, the fix commits of this iteration among them. One
 * compare, the one the flake rule reads on red. A reset or an unpause reads it all the same.
 */
async function reviewOf(
  screening: Screening,
  reduction: Reduction,
  run: RunFacts
): Promise<Review | null> {
  const { memory, headSha } = screening
  if (reduction.status !== 'success' || run.changedSince === undefined) return null
  const base = memory.approvedSha ?? memory.acceptedSha ?? run.defaultBranch
  if (base === undefined || base === headSha) return null
  const changed = await run.changedSince(base)
  if (changed === null) {
    const why = (await run.unknownWhy?.(base)) ?? 'it cannot be read in full'
    return { kind: 'unreviewable', why: `the change since ${base.slice(0, 7)}: ${why}` }
  }
  const findings = findWeakening(changed).slice(0, MAX_FINDINGS)
  const fixed = memory.attempts.at(-1)?.outcome === 'with-fixer'
  return { kind: 'findings', by: fixed ? 'fix' : 'iteration', findings }
}

/**
 * Green: what CI-defining files the branch changed since the last commit the gate trusted (the one
 * a maintainer approved, else the last accepted, else the default branch as the merge base). A
 * change that cannot be read counts as one, after a reset or an unpause too.
 */
async function ciChangeOf(
  screening: Screening,
  reduction: Reduction,
  run: RunFacts
): Promise<CiChange | null> {
  const { changedSince, defaultBranch, ciConfigPaths } = run
  if (reduction.status !== 'success' || changedSince === undefined) return null
  if (defaultBranch === undefined || ciConfigPaths === undefined) return null
  const { approvedSha, acceptedSha } = screening.memory
  const since = approvedSha ?? acceptedSha ?? defaultBranch
  if (since === screening.headSha) return null
  const changed = await changedSince(since)
  if (changed === null) return ciChange(null, since)
  const reached = changed.length === 0 ? [] : await run.ciDefined?.(since, changed)
  if (reached === null) return ciChange(null, since)
  const paths = ciConfigChanges(changed, ciConfigPaths, reached)
  // From a commit of the branch, a merge of the default branch brings the maintainers' edits.
  const merged = since === defaultBranch || paths.length === 0 ? null : await run.ciFiles?.(paths)
  return ciChange(
    merged === null || merged === undefined ? paths : notTheDefaults(paths, merged),
    since
  )
}

/**
 * Green: what the CI jobs were seen to run, held against the inventory sealed at the last accept
 * (what-ran.ts); read on every green head, an approved one too, whose inventory is the new
 * baseline.
 */
async function whatRanOf(
  screening: Screening,
  reduction: Reduction,
  run: RunFacts
): Promise<DecideInput['whatRan']> {
  if (reduction.status !== 'success' || run.whatRan === undefined) return null
  const baseline = screening.memory.whatRan
  const { green, seen } = await run.whatRan(baseline)
  return {
    findings: whatRanFindings(baseline, green, seen),
    next: nextWhatRan(baseline, green, seen)
  }
}

/**
 * The failing tests when they are flake candidates (flake.ts): asked once per commit, only for a
 * test failure; the compare with the last accepted commit only when the tests are not known
 * flakes, and the failing test files' text only when the compare leaves changed code that only
 * their imports can rule out.
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
  if (changed === null) return null
  const paths = changed.flatMap((f) => [
    f.path,
    ...(f.previousPath === null ? [] : [f.previousPath])
  ])
  // The test files' imports only when the names and folders cannot settle it: one more read.
  const wanted = testFilesToRead(failure, paths)
  const sources = wanted.length === 0 ? null : await run.testSources?.(wanted)
  return flakeCandidates(failure, paths, known, sources ?? undefined)
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
