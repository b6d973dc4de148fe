// The settings a repository keeps in its settings file: each one's default, and why that is the
// default. Each is also an input of the same name, which overrides the file for one workflow.
// What stays out: what differs per run (mode, program, head-sha, reset, attempt, the fix files),
// secrets and tokens, and the fixer, which the templates' jobs branch on through a repository
// variable. `parse.ts` reads them; `npm run docs:settings` writes docs/settings.md from here.

import { DEFAULT_CI_CONFIG_PATHS } from '../accept/ci-changes.js'
import type { Mode } from '../vocabulary/settings.js'

/** Where the templates and the command line look for the file. */
export const CONFIG_FILE = '.github/green-gate.yml'

interface SettingSpec {
  /** The value when neither an input nor the file gives one. */
  readonly default: string
  /** Why that is the default. */
  readonly why: string
  /** The modes that read it (the command path is mode gate). */
  readonly modes: readonly Mode[]
  /** A list: the file may give a YAML sequence as well as one string. */
  readonly list?: true
}

const DECIDING: readonly Mode[] = ['gate', 'sweep', 'push']

export const SETTINGS = {
  'branch-pattern': {
    default: 'autoloop/*',
    why: "autoloop's scheduler names its branches so",
    modes: [...DECIDING, 'fix']
  },
  'state-branch': {
    default: 'memory/autoloop',
    why: "the branch autoloop's scheduler keeps its state files on",
    modes: DECIDING
  },
  'state-path': {
    default: '{program}.md',
    why: "where autoloop's scheduler reads a program's state file",
    modes: DECIDING
  },
  'ledger-path': {
    default: '.green-gate/{program}.json',
    why: "a folder autoloop's memory save does not copy back over the branch",
    modes: DECIDING
  },
  'state-max-bytes': {
    default: '30720',
    why: "autoloop's memory save refuses a state file over 30 KiB",
    modes: DECIDING
  },
  'max-fix-attempts': {
    default: '5',
    why: 'enough for a fixer to converge on a real failure, few enough that a stuck one pauses within an hour or two of CI',
    modes: [...DECIDING, 'fix']
  },
  'unknown-failure-attempts': {
    default: '1',
    why: 'a log nothing recognises gives the fixer little to go on: one try, then a person',
    modes: DECIDING
  },
  'wall-clock-minutes': {
    default: '60',
    why: 'an iteration of an agent loop that has not gone green in an hour needs a person more than more CI',
    modes: DECIDING
  },
  'infra-reruns': {
    default: '1',
    why: 'a lost runner or a network reset usually passes on the first re-run; a second failure is worth a fix',
    modes: DECIDING
  },
  'ignore-checks': {
    default: '',
    why: "every check counts unless a maintainer says otherwise (the gate's own jobs never do)",
    modes: DECIDING,
    list: true
  },
  'required-checks': {
    default: '',
    why: 'which checks run on every push differs per repository; the CI workflows are required anyway',
    modes: DECIDING,
    list: true
  },
  'ci-config-paths': {
    default: DEFAULT_CI_CONFIG_PATHS.join(','),
    why: 'the files that change what the test runners run; a green on a change to one is no evidence',
    modes: DECIDING,
    list: true
  },
  'ci-workflows': {
    default: '',
    why: 'the gate workflow already lists the CI it waits for, and remembers what woke it',
    modes: DECIDING,
    list: true
  },
  'log-byte-budget': {
    default: '65536',
    why: 'the end of a failing log fits a fixer prompt with room for the task',
    modes: DECIDING
  },
  'max-log-jobs': {
    default: '5',
    why: 'more failing jobs than that are seldom separate failures, and each costs a log download',
    modes: DECIDING
  },
  'opt-in-label': {
    default: '',
    why: 'the branch pattern already says which branches are gated',
    modes: DECIDING
  },
  'needs-human-label': {
    default: 'needs-human',
    why: 'a name a person filtering pull requests understands',
    modes: DECIDING
  },
  keeper: {
    default: 'false',
    why: 'the keeper hands paused programs new fixes, spending money nobody asked for until turned on',
    modes: ['sweep']
  },
  'keeper-reasons': {
    default: 'ci-fix-exhausted,ci-timeout',
    why: 'the pauses more fixing may end; a stuck agent repeats itself',
    modes: DECIDING,
    list: true
  },
  'keeper-attempts': {
    default: '5',
    why: 'the same budget as the fix loop, per head commit',
    modes: DECIDING
  },
  'rate-limit-reserve': {
    default: '10',
    why: 'gate runs on CI events must not find the API budget spent by the sweep',
    modes: ['sweep']
  },
  'fix-timeout-minutes': {
    default: '30',
    why: "half an iteration's wall clock, so a hung fixer leaves time to pause",
    modes: ['fix']
  },
  'fix-cache-paths': {
    default: '',
    why: 'what a fixer installs differs per repository',
    modes: ['fix'],
    list: true
  },
  'fix-cache-key-files': {
    default: '',
    why: 'what keys the cache differs per repository',
    modes: ['fix'],
    list: true
  },
  'protected-paths': {
    default: '.github/**',
    why: 'a fix that changes the workflows or the CI definition changes what judges it',
    modes: ['push'],
    list: true
  },
  'ci-workflow': {
    default: '',
    why: 'with a push token CI starts on its own; only a GITHUB_TOKEN push needs a dispatch',
    modes: ['push']
  },
  'fixer-workflow': {
    default: 'green-gate-fixer.yml',
    why: 'the fixer workflow `green-gate init` writes',
    modes: DECIDING
  },
  'max-fix-cost': {
    default: '',
    why: "what a fix may cost is the repository owner's call; the attempt budget bounds it meanwhile",
    modes: DECIDING
  },
  'fix-cost-estimate': {
    default: '',
    why: 'without a cap it is not needed; with one, the first report sets it',
    modes: DECIDING
  }
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
