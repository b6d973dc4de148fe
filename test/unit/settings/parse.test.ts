import { describe, expect, it } from '@jest/globals'
import { INPUT_DEFAULTS } from '../../../src/rules/settings/input-defaults.js'
import { effectiveSettings } from '../../../src/rules/settings/effective.js'
import { parseSettings } from '../../../src/rules/settings/parse.js'
import { parseConfigFile } from '../../../src/rules/settings/file.js'
import { SETTING_NAMES, SETTINGS, type SettingName } from '../../../src/rules/settings/spec.js'
import { DEFAULT_CI_CONFIG_PATHS } from '../../../src/rules/accept/ci-changes.js'

const defaultsOf = (settings: typeof SETTINGS): Record<keyof typeof SETTINGS, string> =>
  Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, v.default])) as Record<
    keyof typeof SETTINGS,
    string
  >

const getter =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? ''

describe('parseSettings', () => {
  it('fills the defaults, and gives the gate mode its settings and no other', () => {
    const d = { ...INPUT_DEFAULTS, ...defaultsOf(SETTINGS) }
    expect(parseSettings(getter({ 'github-token': 't' }))).toEqual({
      settings: {
        mode: 'gate',
        branchPattern: d['branch-pattern'],
        stateBranch: d['state-branch'],
        stateMaxBytes: Number(d['state-max-bytes']),
        statePath: d['state-path'],
        ledgerPath: d['ledger-path'],
        maxFixAttempts: Number(d['max-fix-attempts']),
        unknownFailureAttempts: Number(d['unknown-failure-attempts']),
        wallClockMinutes: Number(d['wall-clock-minutes']),
        infraReruns: Number(d['infra-reruns']),
        ignoreChecks: ['green-gate*'],
        requiredChecks: [],
        ciConfigPaths: [...DEFAULT_CI_CONFIG_PATHS],
        ciWorkflows: [],
        logByteBudget: Number(d['log-byte-budget']),
        maxLogJobs: Number(d['max-log-jobs']),
        optInLabel: null,
        needsHumanLabel: d['needs-human-label'],
        fixerWorkflow: d['fixer-workflow'],
        fixer: null,
        auditKey: null,
        maxFixCost: null,
        fixCostEstimate: null,
        keeperLimits: {
          attempts: Number(d['keeper-attempts']),
          reasons: d['keeper-reasons'].split(',')
        }
      },
      facts: {
        program: null,
        headSha: null,
        programIssue: null,
        reset: false,
        attempt: null,
        fixPromptFile: null,
        fixBundle: null,
        fixCostFile: null
      },
      secrets: { token: 't', pushToken: 't' }
    })
  })

  it('reads every input: the settings of the mode apart from the facts of the run', () => {
    const run = parseSettings(
      getter({
        'github-token': 't',
        mode: 'sweep',
        program: 'demo',
        'head-sha': 'ABCDEF0123456789ABCDEF0123456789ABCDEF01',
        'max-fix-attempts': '3',
        'wall-clock-minutes': '7.5',
        'ignore-checks': 'a\nb, c',
        'program-issue': '#42',
        'opt-in-label': 'autoloop',
        reset: 'True',
        fixer: 'Claude',
        'rate-limit-reserve': ' 0 '
      })
    )
    expect(run).toMatchObject({
      settings: {
        mode: 'sweep',
        maxFixAttempts: 3,
        wallClockMinutes: 7.5,
        ignoreChecks: ['green-gate*', 'a', 'b', 'c'],
        optInLabel: 'autoloop',
        fixer: 'claude',
        keeper: false,
        rateLimitReserve: 0
      },
      facts: {
        program: 'demo',
        headSha: 'abcdef0123456789abcdef0123456789abcdef01',
        programIssue: 42,
        reset: true
      }
    })
    // The fixer's and the push job's settings are not the sweep's.
    expect(run.settings).not.toHaveProperty('fixCommand')
    expect(run.settings).not.toHaveProperty('protectedPaths')
  })

  it.each([
    [
      { 'github-token': '' },
      'input "github-token" is empty; pass a token with access to the repository'
    ],
    [{ mode: 'watch' }, 'input "mode" must be "gate", "sweep", "fix" or "push", got "watch"'],
    [
      { mode: 'fix' },
      `input "github-token" must be '' with mode "fix": the fix command runs agent code`
    ],
    [
      { 'fix-command': './fix.sh' },
      `input "fix-command" runs only with mode "fix", in a job without the gate's token (see the fixer job of the templates), not with mode "gate"`
    ],
    [
      { mode: 'push', 'fix-command': './fix.sh' },
      `input "fix-command" runs only with mode "fix", in a job without the gate's token (see the fixer job of the templates), not with mode "push"`
    ],
    [{ attempt: '0' }, 'input "attempt" must be a whole number of at least 1, got "0"'],
    [
      { 'max-fix-attempts': 'five' },
      'input "max-fix-attempts" must be a whole number of at least 1, got "five"'
    ],
    [
      { 'max-fix-attempts': '0' },
      'input "max-fix-attempts" must be a whole number of at least 1, got "0"'
    ],
    [
      { 'wall-clock-minutes': '-1' },
      'input "wall-clock-minutes" must be a number greater than 0, got "-1"'
    ],
    [
      { 'log-byte-budget': '10' },
      'input "log-byte-budget" must be a whole number of at least 1024, got "10"'
    ],
    [{ reset: 'yes' }, 'input "reset" must be true or false, got "yes"'],
    [
      { fixer: 'Devin' },
      'input "fixer" must be "claude", "command", "copilot", "none" or empty, got "Devin"'
    ],
    [
      { 'head-sha': 'abc123' },
      'input "head-sha" must be a full 40-character commit SHA, got "abc123"'
    ],
    [
      { program: '../etc' },
      'input "program" "../etc" is not a program name (letters, digits, ".", "_" and "-" only)'
    ],
    [
      { 'program-issue': 'x' },
      'input "program-issue" must be a whole number of at least 1, got "x"'
    ],
    [
      { 'state-path': 'state.md' },
      'input "state-path" "state.md" must be a relative path containing {program}, so each program has its own file'
    ],
    [
      { 'keeper-reasons': 'ci-fix-exhausted, audit' },
      'input "keeper-reasons" lists "audit"; the keeper takes up ci-fix-exhausted, stuck, ci-timeout'
    ],
    ...['101', '-1', '10.5', '10%', 'ten'].map((reserve): [Record<string, string>, string] => [
      { 'rate-limit-reserve': reserve },
      `input "rate-limit-reserve" must be a whole number from 0 to 100 (a percent), got "${reserve}"`
    ]),
    [
      { 'infra-reruns': '-1' },
      'input "infra-reruns" must be a whole number of at least 0, got "-1"'
    ],
    [
      { 'branch-pattern': 'main' },
      `input "branch-pattern" "main" has no * where the program's name goes (e.g. autoloop/*); without one it names a single branch`
    ],
    [
      { 'branch-pattern': 'bot/**' },
      'input "branch-pattern" "bot/**" has **, which would let a program name hold a /; use a single * (e.g. bot/*)'
    ],
    [
      { 'state-branch': 'autoloop/state' },
      'input "state-branch" "autoloop/state" matches branch-pattern "autoloop/*"; state must live on a branch the gate does not gate'
    ]
  ])('rejects %j', (values, message) => {
    expect(() => parseSettings(getter({ 'github-token': 't', ...values }))).toThrow(message)
  })

  it('reads the fix modes: no token for fix, the bundle and protected paths for push', () => {
    expect(
      parseSettings(
        getter({
          'github-token': '',
          mode: 'fix',
          'fix-command': ' ./scripts/fix.sh ',
          'fix-prompt-file': '/tmp/prompt.md',
          attempt: '2'
        })
      )
    ).toMatchObject({
      settings: { mode: 'fix', fixCommand: './scripts/fix.sh' },
      facts: { fixPromptFile: '/tmp/prompt.md', attempt: 2 },
      secrets: { token: '' }
    })
    expect(
      parseSettings(
        getter({
          'github-token': 't',
          mode: 'push',
          'fix-bundle': '/tmp/fix.bundle',
          'push-token': 'app',
          'protected-paths': 'CODEOWNERS\n.github/**, deploy/**'
        })
      )
    ).toMatchObject({
      settings: {
        mode: 'push',
        protectedPaths: ['.github/workflows/**', 'CODEOWNERS', '.github/**', 'deploy/**']
      },
      facts: { fixBundle: '/tmp/fix.bundle' },
      secrets: { pushToken: 'app' }
    })
    // The list replaces the default; `.github/**` is covered by the rule whatever it says.
    expect(
      parseSettings(
        getter({ 'github-token': 't', 'ci-config-paths': 'package.json\njest.config.*' })
      )
    ).toMatchObject({ settings: { ciConfigPaths: ['package.json', 'jest.config.*'] } })
  })

  describe('with a configuration file', () => {
    const file = parseConfigFile(
      [
        '# the repository settings',
        'max-fix-attempts: 2',
        'wall-clock-minutes: 90',
        'ignore-checks:',
        '  - docs*',
        '  - flaky-e2e',
        'keeper: true',
        'protected-paths: |',
        '  .github/**',
        '  infra/**'
      ].join('\n'),
      '.github/green-gate.yml'
    )

    it('takes what the file sets, and the defaults for the rest', () => {
      const gate = { 'github-token': 't' }
      expect(parseSettings(getter({ ...gate, mode: 'sweep' }), file).settings).toMatchObject({
        maxFixAttempts: 2,
        wallClockMinutes: 90,
        ignoreChecks: ['green-gate*', 'docs*', 'flaky-e2e'],
        keeper: true,
        infraReruns: 1,
        stateBranch: 'memory/autoloop'
      })
      expect(parseSettings(getter({ ...gate, mode: 'push' }), file).settings).toMatchObject({
        protectedPaths: ['.github/workflows/**', '.github/**', 'infra/**']
      })
    })

    it('lets an input override the file for one workflow', () => {
      const { settings } = parseSettings(
        getter({ 'github-token': 't', mode: 'sweep', 'max-fix-attempts': '4', keeper: 'false' }),
        file
      )
      expect(settings).toMatchObject({ maxFixAttempts: 4, keeper: false, wallClockMinutes: 90 })
    })

    it.each([
      [
        'max-fix-attempts: 0',
        '.github/green-gate.yml:1: max-fix-attempts must be a whole number of at least 1, got "0"'
      ],
      [
        '\nwall-clock-minutes: soon',
        '.github/green-gate.yml:2: wall-clock-minutes must be a number greater than 0, got "soon"'
      ],
      ['keeper: maybe', '.github/green-gate.yml:1: keeper must be true or false, got "maybe"'],
      [
        'rate-limit-reserve: 150',
        '.github/green-gate.yml:1: rate-limit-reserve must be a whole number from 0 to 100 (a percent), got "150"'
      ],
      [
        'keeper: false\nrate-limit-reserve: 12.5',
        '.github/green-gate.yml:2: rate-limit-reserve must be a whole number from 0 to 100 (a percent), got "12.5"'
      ],
      [
        'keeper-reasons: [stuck, tired]',
        '.github/green-gate.yml:1: keeper-reasons lists "tired"; the keeper takes up ci-fix-exhausted, stuck, ci-timeout'
      ],
      [
        'state-path: state.md',
        '.github/green-gate.yml:1: state-path "state.md" must be a relative path containing {program}, so each program has its own file'
      ],
      [
        'fixer-workflow: ../x.yml',
        '.github/green-gate.yml:1: fixer-workflow must be a workflow file name in .github/workflows (e.g. green-gate-fixer.yml), got "../x.yml"'
      ]
    ])('names the line of a bad value: %j', (text, message) => {
      const bad = parseConfigFile(text, '.github/green-gate.yml')
      expect(() => parseSettings(getter({ 'github-token': 't' }), bad)).toThrow(message)
    })

    it('names the input, not the file, when the input is what is wrong', () => {
      expect(() =>
        parseSettings(getter({ 'github-token': 't', 'max-fix-attempts': 'x' }), file)
      ).toThrow('input "max-fix-attempts" must be a whole number of at least 1, got "x"')
    })
  })
})

describe('effectiveSettings', () => {
  const file = parseConfigFile('\nmax-fix-attempts: 2\nignore-checks: [docs, lint]', 'gg.yml')

  it('lists what the mode reads, each with where its value came from', () => {
    const get = getter({ 'wall-clock-minutes': '30' })
    const rows = effectiveSettings(get, file, 'gate')
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'max-fix-attempts', value: '2', from: 'gg.yml:2' },
        { name: 'ignore-checks', value: 'docs, lint', from: 'gg.yml:3' },
        { name: 'wall-clock-minutes', value: '30', from: 'input' },
        { name: 'state-branch', value: 'memory/autoloop', from: 'default' },
        { name: 'opt-in-label', value: '', from: 'default' }
      ])
    )
    // The sweep's pacing and the fixer's own settings are not the gate's.
    const names = rows.map((r) => r.name)
    expect(names).not.toContain('rate-limit-reserve')
    expect(names).not.toContain('fix-timeout-minutes')
  })

  it('gives the fixer job only what concerns it', () => {
    expect(effectiveSettings(getter({}), null, 'fix').map((r) => r.name)).toEqual([
      'branch-pattern',
      'max-fix-attempts',
      'fix-timeout-minutes',
      'fix-cache-paths',
      'fix-cache-key-files'
    ])
  })
})

describe("the spec's modes", () => {
  /** The setting a parsed field comes from; the keeper's and the cache's are two settings each. */
  const FIELD_OF: Record<string, string> = {
    'keeper-reasons': 'keeperLimits',
    'keeper-attempts': 'keeperLimits',
    'fix-cache-paths': 'fixCache',
    'fix-cache-key-files': 'fixCache'
  }
  const fieldOf = (name: SettingName): string =>
    FIELD_OF[name] ?? name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
  /** Fields that are inputs only, never the file's: the mode itself, the fixer, the key, the command. */
  const INPUT_ONLY = ['mode', 'fixer', 'auditKey', 'fixCommand']

  it.each(['gate', 'sweep', 'fix', 'push'] as const)(
    'name exactly the settings mode %s is given',
    (mode) => {
      const token = mode === 'fix' ? '' : 't'
      const { settings } = parseSettings(getter({ 'github-token': token, mode }))
      const listed = SETTING_NAMES.filter((name) =>
        (SETTINGS[name].modes as readonly string[]).includes(mode)
      )
      const given = Object.keys(settings).filter((field) => !INPUT_ONLY.includes(field))
      expect(new Set(listed.map(fieldOf))).toEqual(new Set(given))
    }
  )
})
