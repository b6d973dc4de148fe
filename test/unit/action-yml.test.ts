// action.yml is public API: every input and output of the contract, described, with the
// documented defaults, and every output the code writes is declared.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { OUTPUT_NAMES } from '../../src/adapters/runner/outputs.js'
import { isSettingName, SETTING_NAMES, SETTINGS } from '../../src/rules/settings/spec.js'
import { ROOT } from '../../emulator/runner.js'

interface ActionYml {
  name: string
  description: string
  branding: { icon: string; color: string }
  inputs: Record<string, { description: string; default?: string; required?: boolean }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string }
}

const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as ActionYml

const CONTRACT_INPUTS: Record<string, string> = {
  'github-token': '${{ github.token }}',
  mode: 'gate',
  program: '',
  'branch-pattern': 'autoloop/*',
  'head-sha': '',
  'state-branch': 'memory/autoloop',
  'state-path': '{program}.md',
  'max-fix-attempts': '5',
  'unknown-failure-attempts': '1',
  'wall-clock-minutes': '60',
  'ignore-checks': '',
  'log-byte-budget': '65536',
  'max-log-jobs': '5',
  'program-issue': '',
  'opt-in-label': '',
  'needs-human-label': 'needs-human',
  reset: 'false',
  'fix-command': '',
  'fix-timeout-minutes': '30',
  'fix-prompt-file': '',
  attempt: '',
  'fix-bundle': '',
  'push-token': '',
  'protected-paths': '.github/**',
  'ci-workflow': '',
  'ci-workflows': '',
  fixer: '',
  'audit-key': '',
  'max-fix-cost': '',
  'fix-cost-estimate': '',
  'fix-cost-file': ''
}

describe('action.yml', () => {
  it('runs the committed bundle on node24 and is ready for the Marketplace', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
    expect(action.branding.icon).not.toBe('')
    expect(action.branding.color).not.toBe('')
    expect(action.description.length).toBeGreaterThan(20)
  })

  // A setting's input defaults to empty so that the configuration file can give it; its own
  // default is the one the description names.
  it.each(Object.entries(CONTRACT_INPUTS))('declares input %s with default %j', (name, value) => {
    const input = action.inputs[name]
    expect(input?.description.length).toBeGreaterThan(10)
    if (!isSettingName(name)) {
      expect(input?.default).toBe(value)
      return
    }
    expect(input?.default).toBe('')
    expect(SETTINGS[name].default).toBe(value)
    if (value !== '') expect(input?.description).toContain(`Default \`${value}\`.`)
  })

  it.each(SETTING_NAMES)('setting %s is an input that says the file may give it', (name) => {
    const input = action.inputs[name]
    expect(input?.default).toBe('')
    expect(input?.description).toContain('.github/green-gate.yml')
    const value = SETTINGS[name].default
    if (value !== '') expect(input?.description).toContain(`Default \`${value}\`.`)
  })

  it('declares exactly the outputs the action writes, each described', () => {
    expect(Object.keys(action.outputs).sort()).toEqual([...OUTPUT_NAMES].sort())
    for (const output of Object.values(action.outputs))
      expect(output.description.length).toBeGreaterThan(5)
  })
})
