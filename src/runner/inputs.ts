// The action's inputs, read and checked once. Parsing takes a getter so it stays pure and can be
// tested from a table; the runner's INPUT_* variables come in through runner/commands.ts.
import { posix } from 'node:path'
import { GateError } from '../errors.js'
import { parseCheckPatterns } from '../checks/ignore.js'
import { branchMatches, isProgramName } from '../gate/branch.js'
import { KEEPER_REASONS, type KeeperLimits, type PauseKind } from '../gate/keeper-limits.js'
import type { CacheSettings } from '../fix/dependency-cache.js'

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
}

/** Who picks up a `fix`, as the templates say (their GREEN_GATE_FIXER variable). */
export type Fixer = 'claude' | 'command' | 'copilot' | 'none'

export type InputGetter = (name: string) => string

const MODES: readonly Mode[] = ['gate', 'sweep', 'fix', 'push']
const FIXERS: readonly Fixer[] = ['claude', 'command', 'copilot', 'none']

/** What decides which workflows hold secrets: no fix may change it, whatever else is listed. */
export const ALWAYS_PROTECTED = '.github/workflows/**'

export function parseConfig(get: InputGetter): GateConfig {
  const text = (name: string, fallback = ''): string => get(name).trim() || fallback
  const optional = (name: string): string | null => text(name) || null

  const mode = text('mode', 'gate')
  if (!MODES.includes(mode as Mode))
    throw inputError('mode', `must be "gate", "sweep", "fix" or "push", got "${mode}"`)

  // Every process of a job can read a step's environment, the token included: the step that
  // runs agent code must not hold one.
  const token = text('github-token')
  if (mode === 'fix' && token !== '')
    throw inputError('github-token', `must be '' with mode "fix": the fix command runs agent code`)
  if (mode !== 'fix' && token === '')
    throw inputError('github-token', 'is empty; pass a token with access to the repository')
  const fixCommand = optional('fix-command')
  if (fixCommand !== null && mode !== 'fix') {
    throw inputError(
      'fix-command',
      `runs only with mode "fix", in a job without the gate's token (see the fixer job of the templates), not with mode "${mode}"`
    )
  }

  // Workflow expressions compare strings ignoring case, so the templates' `Claude` works too.
  const fixer = text('fixer').toLowerCase()
  if (fixer !== '' && !FIXERS.includes(fixer as Fixer)) {
    throw inputError(
      'fixer',
      `must be "claude", "command", "copilot", "none" or empty, got "${text('fixer')}"`
    )
  }

  const program = optional('program')
  if (program !== null && !isProgramName(program)) {
    throw inputError(
      'program',
      `"${program}" is not a program name (letters, digits, ".", "_" and "-" only)`
    )
  }

  const headSha = optional('head-sha')
  if (headSha !== null && !/^[0-9a-f]{40}$/i.test(headSha)) {
    throw inputError('head-sha', `must be a full 40-character commit SHA, got "${headSha}"`)
  }

  const issue = optional('program-issue')
  const programIssue =
    issue === null ? null : wholeNumber('program-issue', issue.replace(/^#/, ''), 1)

  const branchPattern = text('branch-pattern', 'autoloop/*')
  const stateBranch = text('state-branch', 'memory/autoloop')
  if (branchMatches(branchPattern, stateBranch)) {
    throw inputError(
      'state-branch',
      `"${stateBranch}" matches branch-pattern "${branchPattern}"; state must live on a branch the gate does not gate`
    )
  }

  // `./{program}.md` and `{program}.md` are one path on the branch.
  const statePath = posix.normalize(text('state-path', '{program}.md'))
  if (!statePath.includes('{program}') || statePath.startsWith('/') || statePath.includes('..')) {
    throw inputError(
      'state-path',
      `"${statePath}" must be a relative path containing {program}, so each program has its own file`
    )
  }

  const ledgerPath = posix.normalize(text('ledger-path', '.green-gate/{program}.json'))
  if (
    !ledgerPath.includes('{program}') ||
    ledgerPath.startsWith('/') ||
    ledgerPath.includes('..')
  ) {
    throw inputError(
      'ledger-path',
      `"${ledgerPath}" must be a relative path containing {program}, so each program has its own ledger`
    )
  }
  // A root-level *.md file is what autoloop's memory save copies back over the branch.
  if (!ledgerPath.includes('/') && ledgerPath.toLowerCase().endsWith('.md')) {
    throw inputError(
      'ledger-path',
      `"${ledgerPath}" is a root-level .md file, which autoloop's memory save reverts; use a folder such as .green-gate/`
    )
  }

  return {
    token,
    mode: mode as Mode,
    program,
    branchPattern,
    headSha: headSha?.toLowerCase() ?? null,
    stateBranch,
    statePath,
    ledgerPath,
    stateMaxBytes: wholeNumber('state-max-bytes', text('state-max-bytes', '30720'), 1024),
    maxFixAttempts: wholeNumber('max-fix-attempts', text('max-fix-attempts', '5'), 1),
    unknownFailureAttempts: wholeNumber(
      'unknown-failure-attempts',
      text('unknown-failure-attempts', '1'),
      0
    ),
    wallClockMinutes: positiveNumber('wall-clock-minutes', text('wall-clock-minutes', '60')),
    infraReruns: wholeNumber('infra-reruns', text('infra-reruns', '1'), 0),
    ignoreChecks: parseCheckPatterns(get('ignore-checks')),
    requiredChecks: parseCheckPatterns(get('required-checks')),
    logByteBudget: wholeNumber('log-byte-budget', text('log-byte-budget', '65536'), 1024),
    maxLogJobs: wholeNumber('max-log-jobs', text('max-log-jobs', '5'), 1),
    programIssue,
    optInLabel: optional('opt-in-label'),
    needsHumanLabel: text('needs-human-label', 'needs-human'),
    reset: boolean('reset', text('reset', 'false')),
    fixCommand,
    fixTimeoutMinutes: positiveNumber('fix-timeout-minutes', text('fix-timeout-minutes', '30')),
    fixCache: {
      paths: parseList(get('fix-cache-paths')),
      keyFiles: parseList(get('fix-cache-key-files'))
    },
    fixPromptFile: optional('fix-prompt-file'),
    attempt: text('attempt') === '' ? null : wholeNumber('attempt', text('attempt'), 1),
    fixBundle: optional('fix-bundle'),
    pushToken: text('push-token', token),
    protectedPaths: [ALWAYS_PROTECTED, ...parseCheckPatterns(get('protected-paths'))],
    ciWorkflow: optional('ci-workflow'),
    fixer: fixer === '' ? null : (fixer as Fixer),
    auditKey: optional('audit-key'),
    maxFixCost: optionalAmount('max-fix-cost', text('max-fix-cost')),
    fixCostEstimate: optionalAmount('fix-cost-estimate', text('fix-cost-estimate')),
    fixCostFile: optional('fix-cost-file'),
    keeper: boolean('keeper', text('keeper', 'false')),
    keeperLimits: {
      attempts: wholeNumber('keeper-attempts', text('keeper-attempts', '5'), 1),
      reasons: keeperReasons(text('keeper-reasons', 'ci-fix-exhausted,ci-timeout'))
    }
  }
}

function keeperReasons(raw: string): PauseKind[] {
  const reasons = raw
    .split(/[\s,]+/)
    .map((r) => r.trim())
    .filter((r) => r !== '')
  for (const reason of reasons) {
    if (!KEEPER_REASONS.includes(reason as PauseKind)) {
      throw inputError(
        'keeper-reasons',
        `lists "${reason}"; the keeper takes up ${KEEPER_REASONS.join(', ')}`
      )
    }
  }
  return reasons as PauseKind[]
}

/** One path or glob a line, as actions/cache takes them. */
function parseList(raw: string): string[] {
  return raw
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

function inputError(name: string, problem: string): GateError {
  return new GateError(`input "${name}" ${problem}`)
}

function wholeNumber(name: string, raw: string, min: number): number {
  if (!/^\d+$/.test(raw) || Number(raw) < min || !Number.isSafeInteger(Number(raw))) {
    throw inputError(name, `must be a whole number of at least ${min}, got "${raw}"`)
  }
  return Number(raw)
}

function positiveNumber(name: string, raw: string): number {
  const value = Number(raw)
  if (raw === '' || !Number.isFinite(value) || value <= 0) {
    throw inputError(name, `must be a number greater than 0, got "${raw}"`)
  }
  return value
}

/** An amount of dollars such as `5` or `2.50`; empty: none. */
function optionalAmount(name: string, raw: string): number | null {
  if (raw === '') return null
  const value = Number(raw)
  if (!/^\d+(\.\d+)?$/.test(raw) || !Number.isFinite(value)) {
    throw inputError(name, `must be an amount in USD such as 5 or 2.50, or empty, got "${raw}"`)
  }
  return value
}

/** YAML 1.2 core-schema booleans, the same set the runner's own boolean inputs accept. */
function boolean(name: string, raw: string): boolean {
  if (/^(true|True|TRUE)$/.test(raw)) return true
  if (/^(false|False|FALSE)$/.test(raw)) return false
  throw inputError(name, `must be true or false, got "${raw}"`)
}
