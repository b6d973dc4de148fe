// The action's inputs, read and checked once. Parsing takes a getter so it stays pure and can be
// tested from a table; the runner's INPUT_* variables come in through runner/commands.ts.
import { posix } from 'node:path'
import { GateError } from '../../rules/errors.js'
import { parseCheckPatterns } from '../../rules/checks/ignore.js'
import { branchMatches, isProgramName } from '../../rules/gate/branch.js'
import { KEEPER_REASONS, type PauseKind } from '../../rules/gate/keeper-limits.js'
import type { Fixer, GateConfig, Mode } from '../../rules/config.js'

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
