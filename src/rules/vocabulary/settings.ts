// What one run was asked to do, as typed values, in three parts that change at different rates:
// the repository's settings (the same from run to run, per mode), the facts of this run (which
// program and commit), and the secrets it holds. `parse.ts` makes them from the inputs and the
// settings file; rules and sequences receive the parts they use.
import type { KeeperLimits } from './keeper-limits.js'

/**
 * `gate` and `sweep` decide; `fix` runs the fixer in a job that holds no token of the gate's and
 * bundles its commits; `push` verifies such a bundle, pushes it, and decides again when it cannot.
 */
export type Mode = 'gate' | 'sweep' | 'fix' | 'push'

/** Who picks up a `fix`, as the templates say (their GREEN_GATE_FIXER variable). */
export type Fixer = 'claude' | 'command' | 'copilot' | 'none'

/** The fixer's dependency cache: what to restore and save, and the files its key is hashed from. */
export interface CacheSettings {
  paths: string[]
  keyFiles: string[]
}

/** Where a program's files live on the state branch, and how they are written. */
export interface FileSettings {
  stateBranch: string
  /** Path template; `{program}` is replaced with the program name. */
  statePath: string
  /** Path template of the gate's ledger on the state branch, outside what a memory save copies. */
  ledgerPath: string
  /** The size autoloop's memory save refuses to push a state file over. */
  stateMaxBytes: number
  /** The secret key of the ledger's audit chain (HMAC-SHA256); null: plain SHA-256 links. */
  auditKey: string | null
}

/** The settings every decision is taken with: the gate's, the command path's, the push job's. */
export interface GateSettings extends FileSettings {
  /** The job deciding: it names the template job a missing permission is granted in. */
  mode: 'gate' | 'sweep' | 'push'
  /** Which branches are programs': a glob with one `*`, the program's name. */
  branchPattern: string
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
   * the default branch has it; empty: those the gate workflow lists, and those that woke it.
   */
  ciWorkflows: string[]
  logByteBudget: number
  /** Failing checks whose logs are read, at most. */
  maxLogJobs: number
  optInLabel: string | null
  needsHumanLabel: string
  /**
   * The fixer's workflow file, dispatched on the program's branch for each fix when `fixer`
   * names one, so that agent code runs in that branch's scope, not the default branch's.
   */
  fixerWorkflow: string
  /** Who picks up a `fix`; null: not said, so the gate cannot tell whether anyone will. */
  fixer: Fixer | null
  /** USD the fix attempts of one program may cost per UTC day; null: no cap. */
  maxFixCost: number | null
  /** USD an attempt is assumed to cost before any attempt has reported one. */
  fixCostEstimate: number | null
  /** The keeper's budget and the pauses it takes up, when the sweep's keeper took a program up. */
  keeperLimits: KeeperLimits
}

/** The sweep decides with the gate's settings, and paces itself with these. */
export interface SweepSettings extends GateSettings {
  mode: 'sweep'
  /** The evergreen keeper takes up programs paused for `keeperLimits.reasons`. */
  keeper: boolean
  /**
   * The percent of each GitHub API rate limit the sweep leaves to gate runs; below it, it handles
   * only the urgent programs and defers the rest. 0: it never defers.
   */
  rateLimitReserve: number
}

/** The fixer's job: it holds no token and decides nothing. */
export interface FixSettings extends Pick<GateSettings, 'branchPattern' | 'maxFixAttempts'> {
  mode: 'fix'
  /** Shell command run in the workspace's checkout; null: bundle what is committed. */
  fixCommand: string | null
  fixTimeoutMinutes: number
  fixCache: CacheSettings
}

/** The push job verifies and pushes a fix, and decides again with the gate's settings. */
export interface PushSettings extends GateSettings {
  mode: 'push'
  /** Globs of paths a fix may not touch, `.github/workflows/**` always among them. */
  protectedPaths: string[]
  /** Workflow to dispatch on the branch after the gate pushed a fix. */
  ciWorkflow: string | null
}

/**
 * What differs from run to run: the workflow passes these per event (the gate's outputs of one
 * job are the next job's facts); none of them is in the settings file.
 */
export interface RunFacts {
  program: string | null
  headSha: string | null
  /** The program issue as the input names it; null: the ledger's, or the labelled one. */
  programIssue: number | null
  reset: boolean
  /** Mode fix and push: the attempt the fix is for. */
  attempt: number | null
  /** Mode fix: the prompt file handed to the fix command. */
  fixPromptFile: string | null
  /** Mode push: the fixer's bundle; absent or missing means it handed back nothing. */
  fixBundle: string | null
  /** Mode push: the cost report the fixer job handed over (untrusted; read and checked on use). */
  fixCostFile: string | null
}

/** The tokens of the run: masked in the log, never in settings a table prints. */
export interface Secrets {
  token: string
  /** The token git pushes a fix with (the API calls use `token`). */
  pushToken: string
}

/** Each mode's settings, told apart by their mode. */
export type ModeSettings =
  (GateSettings & { mode: 'gate' }) | SweepSettings | FixSettings | PushSettings

/** One run, parsed. */
export interface RunSettings {
  settings: ModeSettings
  facts: RunFacts
  secrets: Secrets
}

/** A run of one mode, its settings narrowed to that mode's. */
export type ModeRun<M extends ModeSettings['mode']> = RunSettings & {
  settings: Extract<ModeSettings, { mode: M }>
}
