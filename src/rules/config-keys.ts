// The settings a repository keeps in its configuration file, with their defaults. Each one is
// also an input of the same name, which overrides the file for one workflow. What stays out:
// what differs per run (mode, program, head-sha, reset, attempt, the fix files), secrets and
// tokens, and the fixer, which the templates' jobs branch on through a repository variable.

import { DEFAULT_CI_CONFIG_PATHS } from './accept/ci-changes.js'

/** Where the templates and the command line look for the file. */
export const CONFIG_FILE = '.github/green-gate.yml'

interface SettingSpec {
  /** The value when neither an input nor the file gives one. */
  readonly default: string
  /** A list: the file may give a YAML sequence as well as one string. */
  readonly list?: true
}

export const SETTINGS = {
  'branch-pattern': { default: 'autoloop/*' },
  'state-branch': { default: 'memory/autoloop' },
  'state-path': { default: '{program}.md' },
  'ledger-path': { default: '.green-gate/{program}.json' },
  'state-max-bytes': { default: '30720' },
  'max-fix-attempts': { default: '5' },
  'unknown-failure-attempts': { default: '1' },
  'wall-clock-minutes': { default: '60' },
  'infra-reruns': { default: '1' },
  'ignore-checks': { default: '', list: true },
  'required-checks': { default: '', list: true },
  'ci-config-paths': { default: DEFAULT_CI_CONFIG_PATHS.join(','), list: true },
  'ci-workflows': { default: '', list: true },
  'log-byte-budget': { default: '65536' },
  'max-log-jobs': { default: '5' },
  'opt-in-label': { default: '' },
  'needs-human-label': { default: 'needs-human' },
  keeper: { default: 'false' },
  'keeper-reasons': { default: 'ci-fix-exhausted,ci-timeout', list: true },
  'keeper-attempts': { default: '5' },
  'rate-limit-reserve': { default: '10' },
  'fix-timeout-minutes': { default: '30' },
  'fix-cache-paths': { default: '', list: true },
  'fix-cache-key-files': { default: '', list: true },
  'protected-paths': { default: '.github/**', list: true },
  'ci-workflow': { default: '' },
  'fixer-workflow': { default: 'green-gate-fixer.yml' },
  'max-fix-cost': { default: '' },
  'fix-cost-estimate': { default: '' }
} as const satisfies Record<string, SettingSpec>

export type SettingName = keyof typeof SETTINGS

/** Inputs a person may look for in the file, and where each is set instead. */
export const NOT_IN_FILE: Readonly<Record<string, string>> = {
  fixer:
    "the templates pass the repository variable GREEN_GATE_FIXER (claude, command or copilot) as the action's fixer input; set it under Settings → Secrets and variables → Actions → Variables",
  'audit-key':
    "it is a secret; the templates pass the repository secret GREEN_GATE_AUDIT_KEY as the action's audit-key input"
}

export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[]

export function isSettingName(name: string): name is SettingName {
  return Object.hasOwn(SETTINGS, name)
}

/** Lists the file gives as sequences are joined a line each, as the list inputs take them. */
export function isListSetting(name: SettingName): boolean {
  return 'list' in SETTINGS[name]
}
