// The one place a run's settings are made: each input, else the settings file, else the default
// `spec.ts` gives, read and checked once into the settings of the mode, the facts of the run and
// its secrets. Parsing takes a getter so it stays pure and is tested from a table; the runner's
// INPUT_* variables come in through @actions/core.
import { posix } from 'node:path'
import { GateError } from '../errors.js'
import { parseCheckPatterns } from '../checks/ignore.js'
import { branchMatches, branchPatternProblem, isProgramName } from '../gate/branch.js'
import type {
  FixSettings,
  Fixer,
  GateSettings,
  Mode,
  ModeSettings,
  PushSettings,
  RunFacts,
  RunSettings,
  Secrets,
  SweepSettings
} from '../vocabulary/settings.js'
import type { ConfigFile } from './file.js'
import type { InputName } from './input-defaults.js'
import { inputReader, SettingProblem, type InputGetter, type InputReader } from './reader.js'
import {
  boolean,
  inputError,
  keeperReasons,
  optionalAmount,
  parseList,
  percent,
  positiveNumber,
  wholeNumber,
  workflowFile
} from './values.js'

const MODES: readonly Mode[] = ['gate', 'sweep', 'fix', 'push']
const FIXERS: readonly Fixer[] = ['claude', 'command', 'copilot', 'none']

/** What decides which workflows hold secrets: no fix may change it, whatever else is listed. */
const ALWAYS_PROTECTED = '.github/workflows/**'

/** The gate's own jobs (the templates name them all `green-gate…`) are never CI to judge. */
const ALWAYS_IGNORED = 'green-gate*'

/**
 * The settings of one run: each from its input when one is passed, else from the repository's
 * settings file, else its default. A bad value is reported where it was written, whatever the
 * mode: a setting the mode does not use is still one a person wrote.
 */
export function parseSettings(get: InputGetter, file: ConfigFile | null = null): RunSettings {
  const read = inputReader(get, file)
  try {
    const all = readAll(read)
    return {
      settings: forMode(all),
      facts: factsOf(all),
      secrets: pick(all, ['token', 'pushToken'])
    }
  } catch (error) {
    if (error instanceof SettingProblem) throw new GateError(read.where(error))
    throw error
  }
}

/** The settings of a mode that decides; the fixer's job decides nothing. */
export function decidingSettings(settings: ModeSettings): GateSettings {
  if (settings.mode === 'fix') throw new GateError('mode "fix" runs the fixer and decides nothing')
  return settings
}

/** Every input, checked. */
type Parsed = Access &
  Target &
  Paths &
  Limits &
  FixPath &
  Rails &
  SweepOnly &
  Pick<GateSettings, 'optInLabel' | 'needsHumanLabel'> &
  Pick<RunFacts, 'reset'>

function readAll(read: InputReader): Parsed {
  // The readers run in this order so that of several bad inputs, the same one is named first.
  return {
    ...readAccess(read),
    ...readTarget(read),
    ...readPaths(read),
    ...readLimits(read),
    optInLabel: read.optional('opt-in-label'),
    needsHumanLabel: read.text('needs-human-label'),
    reset: boolean('reset', read.text('reset')),
    ...readFixPath(read),
    ...readRails(read),
    ...readSweep(read)
  }
}

/** The settings the mode runs with, and nothing it does not. */
function forMode(all: Parsed): ModeSettings {
  const gate: Omit<GateSettings, 'mode'> = {
    ...pick(all, ['branchPattern', 'stateBranch', 'statePath', 'ledgerPath', 'stateMaxBytes']),
    ...pick(all, ['maxFixAttempts', 'unknownFailureAttempts', 'wallClockMinutes', 'infraReruns']),
    ...pick(all, ['ignoreChecks', 'requiredChecks', 'ciConfigPaths', 'ciWorkflows']),
    ...pick(all, ['logByteBudget', 'maxLogJobs', 'optInLabel', 'needsHumanLabel']),
    ...pick(all, ['fixerWorkflow', 'fixer', 'auditKey', 'maxFixCost', 'fixCostEstimate']),
    keeperLimits: all.keeperLimits
  }
  switch (all.mode) {
    case 'gate':
      return { mode: 'gate', ...gate }
    case 'sweep':
      return { mode: 'sweep', ...gate, ...pick(all, ['keeper', 'rateLimitReserve']) }
    case 'push':
      return { mode: 'push', ...gate, ...pick(all, ['protectedPaths', 'ciWorkflow']) }
    case 'fix':
      return fixSettings(all)
  }
}

function fixSettings(all: Parsed): FixSettings {
  const own = pick(all, ['fixCommand', 'fixTimeoutMinutes', 'fixCache'])
  return { mode: 'fix', ...own, ...pick(all, ['branchPattern', 'maxFixAttempts']) }
}

/** What this run is about: per event, never from the settings file. */
function factsOf(all: Parsed): RunFacts {
  return pick(all, [
    'program',
    'headSha',
    'programIssue',
    'reset',
    'attempt',
    'fixPromptFile',
    'fixBundle',
    'fixCostFile'
  ])
}

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>
}

type Access = Secrets & { mode: Mode } & Pick<FixSettings, 'fixCommand'> &
  Pick<GateSettings, 'fixer'>

/** The mode, the tokens it runs with, and who fixes. */
function readAccess(read: InputReader): Access {
  const mode = read.text('mode')
  if (!MODES.includes(mode as Mode))
    throw inputError('mode', `must be "gate", "sweep", "fix" or "push", got "${mode}"`)

  // Every process of a job can read a step's environment, the token included: the step that
  // runs agent code must not hold one. Passed empty, it stays empty (action.yml's default is an
  // expression only the runner fills in).
  const token = read.given('github-token')
  if (mode === 'fix' && token !== '')
    throw inputError('github-token', `must be '' with mode "fix": the fix command runs agent code`)
  if (mode !== 'fix' && token === '')
    throw inputError('github-token', 'is empty; pass a token with access to the repository')
  const fixCommand = read.optional('fix-command')
  if (fixCommand !== null && mode !== 'fix') {
    throw inputError(
      'fix-command',
      `runs only with mode "fix", in a job without the gate's token (see the fixer job of the templates), not with mode "${mode}"`
    )
  }

  // Workflow expressions compare strings ignoring case, so the templates' `Claude` works too.
  const fixer = read.text('fixer').toLowerCase()
  if (fixer !== '' && !FIXERS.includes(fixer as Fixer)) {
    throw inputError(
      'fixer',
      `must be "claude", "command", "copilot", "none" or empty, got "${read.text('fixer')}"`
    )
  }
  const pushToken = read.given('push-token') || token
  return {
    token,
    mode: mode as Mode,
    pushToken,
    fixCommand,
    fixer: fixer === '' ? null : (fixer as Fixer)
  }
}

type Target = Pick<RunFacts, 'program' | 'headSha' | 'programIssue'>

/** Which program and commit the run is about, and where it reports, when the inputs say. */
function readTarget(read: InputReader): Target {
  const program = read.optional('program')
  if (program !== null && !isProgramName(program)) {
    throw inputError(
      'program',
      `"${program}" is not a program name (letters, digits, ".", "_" and "-" only)`
    )
  }

  const headSha = read.optional('head-sha')
  if (headSha !== null && !/^[0-9a-f]{40}$/i.test(headSha)) {
    throw inputError('head-sha', `must be a full 40-character commit SHA, got "${headSha}"`)
  }

  const issue = read.optional('program-issue')
  const programIssue =
    issue === null ? null : wholeNumber('program-issue', issue.replace(/^#/, ''), 1)
  return { program, headSha: headSha?.toLowerCase() ?? null, programIssue }
}

type Paths = Pick<GateSettings, 'branchPattern' | 'stateBranch' | 'statePath' | 'ledgerPath'>

/** The branches gated, and where the state and the ledger live: apart from what is gated. */
function readPaths(read: InputReader): Paths {
  const branchPattern = read.text('branch-pattern')
  const problem = branchPatternProblem(branchPattern)
  if (problem !== null) throw inputError('branch-pattern', problem)
  const stateBranch = read.text('state-branch')
  if (branchMatches(branchPattern, stateBranch)) {
    throw inputError(
      'state-branch',
      `"${stateBranch}" matches branch-pattern "${branchPattern}"; state must live on a branch the gate does not gate`
    )
  }

  // `./{program}.md` and `{program}.md` are one path on the branch.
  const statePath = posix.normalize(read.text('state-path'))
  if (!isProgramPath(statePath)) {
    throw inputError(
      'state-path',
      `"${statePath}" must be a relative path containing {program}, so each program has its own file`
    )
  }

  const ledgerPath = posix.normalize(read.text('ledger-path'))
  if (!isProgramPath(ledgerPath)) {
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
  return { branchPattern, stateBranch, statePath, ledgerPath }
}

/** A path template inside the state branch that gives each program a path of its own. */
function isProgramPath(path: string): boolean {
  return path.includes('{program}') && !path.startsWith('/') && !path.includes('..')
}

type Limits = Pick<
  GateSettings,
  | 'stateMaxBytes'
  | 'maxFixAttempts'
  | 'unknownFailureAttempts'
  | 'wallClockMinutes'
  | 'infraReruns'
  | 'ignoreChecks'
  | 'requiredChecks'
  | 'ciConfigPaths'
  | 'ciWorkflows'
  | 'logByteBudget'
  | 'maxLogJobs'
>

/** The budgets of an iteration, which checks count, and how much of the logs is read. */
function readLimits(read: InputReader): Limits {
  const whole = (name: InputName, min: number): number => wholeNumber(name, read.text(name), min)
  return {
    stateMaxBytes: whole('state-max-bytes', 1024),
    maxFixAttempts: whole('max-fix-attempts', 1),
    unknownFailureAttempts: whole('unknown-failure-attempts', 0),
    wallClockMinutes: positiveNumber('wall-clock-minutes', read.text('wall-clock-minutes')),
    infraReruns: whole('infra-reruns', 0),
    ignoreChecks: [ALWAYS_IGNORED, ...parseCheckPatterns(read.raw('ignore-checks'))],
    requiredChecks: parseCheckPatterns(read.raw('required-checks')),
    ciConfigPaths: parseCheckPatterns(read.raw('ci-config-paths')),
    ciWorkflows: parseList(read.raw('ci-workflows')),
    logByteBudget: whole('log-byte-budget', 1024),
    maxLogJobs: whole('max-log-jobs', 1)
  }
}

type FixPath = Pick<FixSettings, 'fixTimeoutMinutes' | 'fixCache'> &
  Pick<RunFacts, 'fixPromptFile' | 'attempt' | 'fixBundle'> &
  Pick<PushSettings, 'protectedPaths' | 'ciWorkflow' | 'fixerWorkflow'>

/** What the fix and push modes take: the fix command's settings, the bundle and its limits. */
function readFixPath(read: InputReader): FixPath {
  const attempt = read.text('attempt')
  return {
    fixTimeoutMinutes: positiveNumber('fix-timeout-minutes', read.text('fix-timeout-minutes')),
    fixCache: {
      paths: parseList(read.raw('fix-cache-paths')),
      keyFiles: parseList(read.raw('fix-cache-key-files'))
    },
    fixPromptFile: read.optional('fix-prompt-file'),
    attempt: attempt === '' ? null : wholeNumber('attempt', attempt, 1),
    fixBundle: read.optional('fix-bundle'),
    protectedPaths: [ALWAYS_PROTECTED, ...parseCheckPatterns(read.raw('protected-paths'))],
    ciWorkflow: read.optional('ci-workflow'),
    fixerWorkflow: workflowFile('fixer-workflow', read.text('fixer-workflow'))
  }
}

type Rails = Pick<GateSettings, 'auditKey' | 'maxFixCost' | 'fixCostEstimate'> &
  Pick<RunFacts, 'fixCostFile'>

/** The ledger's audit key and the cap on what fixes may cost. */
function readRails(read: InputReader): Rails {
  return {
    auditKey: read.optional('audit-key'),
    maxFixCost: optionalAmount('max-fix-cost', read.text('max-fix-cost')),
    fixCostEstimate: optionalAmount('fix-cost-estimate', read.text('fix-cost-estimate')),
    fixCostFile: read.optional('fix-cost-file')
  }
}

type SweepOnly = Pick<SweepSettings, 'keeper' | 'rateLimitReserve' | 'keeperLimits'>

/**
 * Whether the sweep's keeper takes up paused programs, and which, how often; and the share of
 * the API budget the sweep leaves to gate runs.
 */
function readSweep(read: InputReader): SweepOnly {
  return {
    keeper: boolean('keeper', read.text('keeper')),
    keeperLimits: {
      attempts: wholeNumber('keeper-attempts', read.text('keeper-attempts'), 1),
      reasons: keeperReasons(read.text('keeper-reasons'))
    },
    rateLimitReserve: percent('rate-limit-reserve', read.text('rate-limit-reserve'))
  }
}
