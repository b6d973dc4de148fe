import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkConfigFile, parseConfigFile } from '../../../src/rules/settings/file.js'
import { SETTING_NAMES } from '../../../src/rules/settings/spec.js'
import { ROOT } from '../../../emulator/runner.js'

const PATH = '.github/green-gate.yml'

const settingsOf = (text: string): Record<string, { value: string; line: number }> =>
  Object.fromEntries(parseConfigFile(text, PATH).settings)

describe('parseConfigFile', () => {
  it.each<[string, string, Record<string, { value: string; line: number }>]>([
    ['an empty file', '', {}],
    ['only comments', '# nothing set yet\n\n# still nothing\n', {}],
    ['a number', 'max-fix-attempts: 3', { 'max-fix-attempts': { value: '3', line: 1 } }],
    ['a quoted number', "max-fix-attempts: '3'", { 'max-fix-attempts': { value: '3', line: 1 } }],
    [
      'a fraction',
      '\nwall-clock-minutes: 7.5',
      { 'wall-clock-minutes': { value: '7.5', line: 2 } }
    ],
    ['a boolean', 'keeper: true', { keeper: { value: 'true', line: 1 } }],
    ['a glob', 'branch-pattern: agents/*', { 'branch-pattern': { value: 'agents/*', line: 1 } }],
    [
      'a block sequence',
      'ignore-checks:\n  - docs*\n  - flaky e2e',
      { 'ignore-checks': { value: 'docs*\nflaky e2e', line: 1 } }
    ],
    [
      'a flow sequence',
      'keeper-reasons: [ci-fix-exhausted, stuck]',
      { 'keeper-reasons': { value: 'ci-fix-exhausted\nstuck', line: 1 } }
    ],
    [
      'a list as one string',
      'required-checks: CI / test, CI / lint',
      { 'required-checks': { value: 'CI / test, CI / lint', line: 1 } }
    ],
    [
      'a literal block',
      'fix-cache-paths: |\n  node_modules\n  ~/.npm\n',
      { 'fix-cache-paths': { value: 'node_modules\n~/.npm\n', line: 1 } }
    ],
    ['an amount', 'max-fix-cost: 2.50', { 'max-fix-cost': { value: '2.5', line: 1 } }]
  ])('reads %s', (_, text, expected) => {
    expect(settingsOf(text)).toEqual(expected)
  })

  it.each([
    [
      'a mistyped key',
      'max-fix-atempts: 3',
      `${PATH}:1: "max-fix-atempts" is not a green-gate setting (did you mean "max-fix-attempts"?); docs/configuration.md lists them`
    ],
    [
      'a key far from any',
      '\n\nsecret-sauce: 1',
      `${PATH}:3: "secret-sauce" is not a green-gate setting; docs/configuration.md lists them`
    ],
    [
      'an input kept out of the file',
      'audit-key: abc',
      `${PATH}:1: "audit-key" is not a setting of this file: it is a secret; the templates pass the repository secret GREEN_GATE_AUDIT_KEY`
    ],
    [
      'the fixer, a repository variable',
      'fixer: claude',
      `${PATH}:1: "fixer" is not a setting of this file: the templates pass the repository variable GREEN_GATE_FIXER`
    ],
    [
      'a key given twice',
      'keeper: true\nkeeper: false',
      `${PATH}:2: not valid YAML: Map keys must be unique`
    ],
    ['broken YAML', 'ignore-checks: [docs\n', `${PATH}:`],
    ['a list at the top', '- keeper', `${PATH}:1: must be a mapping of settings`],
    ['a bare word', 'keeper', `${PATH}:1: must be a mapping of settings`],
    ['a key with no value', 'keeper:\nmax-fix-attempts: 2', `${PATH}:1: keeper has no value`],
    [
      'a list for one value',
      'wall-clock-minutes: [30, 60]',
      `${PATH}:1: wall-clock-minutes takes one value, not a list`
    ],
    [
      'a mapping for a value',
      'keeper:\n  on: true',
      `${PATH}:1: keeper takes a value, not a mapping`
    ],
    [
      'a nested list item',
      'ignore-checks:\n  - [a, b]',
      `${PATH}:1: ignore-checks must list plain values`
    ],
    ['a non-string key', '[a]: 1', `${PATH}:1: a key must be a plain setting name`]
  ])('refuses %s with one line naming it', (_, text, message) => {
    expect(() => parseConfigFile(text, PATH)).toThrow(message)
    try {
      parseConfigFile(text, PATH)
    } catch (error) {
      expect((error as Error).message).not.toContain('\n')
    }
  })

  it('refuses every problem of a file, with the count after the first', () => {
    const text = 'fixer: claude\nmax-fix-atempts: 3\nkeeper:\nmax-fix-attempts: 2\n'
    expect(checkConfigFile(text, PATH)).toEqual({
      file: { path: PATH, settings: new Map([['max-fix-attempts', { value: '2', line: 4 }]]) },
      problems: [
        { line: 1, message: expect.stringMatching(/^\.github\/green-gate\.yml:1: "fixer" is not/) },
        {
          line: 2,
          message: expect.stringMatching(/^\.github\/green-gate\.yml:2: "max-fix-atempts"/)
        },
        {
          line: 3,
          message: `${PATH}:3: keeper has no value; give one, or leave the key out for its default`
        }
      ]
    })
    expect(() => parseConfigFile(text, PATH)).toThrow(
      /^\.github\/green-gate\.yml:1: .* \(and 2 more; `green-gate config check` lists them all\)$/
    )
  })

  it('reads the example file the docs offer, which names every setting', () => {
    const path = join(ROOT, 'docs/green-gate.example.yml')
    const text = readFileSync(path, 'utf8')
    expect(() => parseConfigFile(text, path)).not.toThrow()
    // Uncommented, its lines set every setting once.
    const uncommented = text.replace(/^# (?=[a-z-]+:)/gm, '')
    expect([...parseConfigFile(uncommented, path).settings.keys()].sort()).toEqual(
      [...SETTING_NAMES].sort()
    )
  })
})
