// What the action was asked to do, as typed values: the inputs once parsed and checked (the
// parsing is the runner adapter's). Rules and sequences receive the fields they use.
import type { KeeperLimits } from './vocabulary/keeper-limits.js'

/** The fixer's dependency cache: what to restore and save, and the files its key is hashed from. */
export interface CacheSettings {
  paths: string[]
  keyFiles: string[]
}

/**
 * `gate` and `sweep` decide; `fix` runs the fixer in a job that holds no token of the gate's and
 * bundles its commits; `push` verifies such a bundle and pushes it.
 */
export type Mode = 'gate' | 'sweep' | 'fix' | 'push'

export interface GateConfig {
  token: string
  mode: Mode
  program: string | null
  branchPattern: string
  headSha: string | null
  stateBranch: string
  /** Path template; `{program}` is replaced with the program name. */
  statePath: string
  /** Path template of the gate's ledger on the state branch, outside what a memory save copies. */
  ledgerPath: string
  /** The size autoloop's memory save refuses to push a state file over. */
  stateMaxBytes: number
  maxFixAttempts: number
  /** Fix attempts for a failure whose log matched nothing known. */
  unknownFailureAttempts: number
  wallClockMinutes: number
  /** Re-runs of the failed jobs per commit when CI failed on infrastructure, before a fix. */
  infraReruns: number
  ignoreChecks: string[]
  /** Checks that must have reported (names or `Workflow / job` globs) before a commit is green. */
  requiredChecks: string[]
  /** Globs of test-runner configuration whose change makes green no evidence (`.github/**` too). */
  ciConfigPaths: string[]
  /**
   * The CI workflows (names or files) a green commit needs a successful run of, of the file as
   * the default branch has it; empty: those whose runs woke the gate, remembered in the ledger.
   */
  ciWorkflows: string[]
  logByteBudget: number
  /** Failing checks whose logs are read, at most. */
  maxLogJobs: number
  programIssue: number | null
  optInLabel: string | null
  needsHumanLabel: string
  reset: boolean
  /** Mode fix: shell command run in the workspace's checkout; null: bundle what is committed. */
  fixCommand: string | null
  fixTimeoutMinutes: number
  /** Mode fix: what the fixer's dependency cache holds and the files its key is hashed from. */
  fixCache: CacheSettings
  /** Mode fix: the prompt file handed to the fix command. */
  fixPromptFile: string | null
  /** Mode fix: the attempt number handed to the fix command. */
  attempt: number | null
  /** Mode push: the fixer's bundle; absent or missing means it handed back nothing. */
  fixBundle: string | null
  /** Mode push: the token git pushes the fix with (the API calls use `token`). */
  pushToken: string
  /** Globs of paths a fix may not touch, `.github/workflows/**` always among them. */
  protectedPaths: string[]
  /** Workflow to dispatch on the branch after the gate pushed a fix. */
  ciWorkflow: string | null
  /**
   * The fixer's workflow file, dispatched on the program's branch for each fix when `fixer`
   * names one, so that agent code runs in that branch's scope, not the default branch's.
   */
  fixerWorkflow: string
  /** Who picks up a `fix`; null: not said, so the gate cannot tell whether anyone will. */
  fixer: Fixer | null
  /** The secret key of the ledger's audit chain (HMAC-SHA256); null: plain SHA-256 links. */
  auditKey: string | null
  /** USD the fix attempts of one program may cost per UTC day; null: no cap. */
  maxFixCost: number | null
  /** USD an attempt is assumed to cost before any attempt has reported one. */
  fixCostEstimate: number | null
  /** Mode push: the cost report the fixer job handed over (untrusted; read and checked on use). */
  fixCostFile: string | null
  /** Mode sweep: the evergreen keeper takes up programs paused for `keeperLimits.reasons`. */
  keeper: boolean
  keeperLimits: KeeperLimits
  /**
   * Mode sweep: the percent of each GitHub API rate limit the sweep leaves to gate runs; below
   * it, it handles only the urgent programs and defers the rest. 0: it never defers.
   */
  rateLimitReserve: number
}

/** Who picks up a `fix`, as the templates say (their GREEN_GATE_FIXER variable). */
export type Fixer = 'claude' | 'command' | 'copilot' | 'none'
