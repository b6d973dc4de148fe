// The files init writes: the templates with the hand-edited lines filled in, nothing else changed.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../../emulator/runner.js'
import {
  renderTemplatesModule,
  TEMPLATES_MODULE
} from '../../../scripts/write-templates-module.mjs'
import { setupFiles, type SetupPlan } from '../../../src/rules/init/setup-files.js'

const USES = 'acme/green-gate@0123456789abcdef0123456789abcdef01234567 # v1.3.0'
const PLAN: SetupPlan = {
  uses: USES,
  cliSource: 'acme/green-gate#v1.3.0',
  branchPattern: null,
  ciWorkflows: [],
  autoloopWorkflow: 'Autoloop'
}
const fileOf = (plan: SetupPlan, path: string): string =>
  setupFiles(plan).find((f) => f.path === path)?.text ?? ''
const template = (name: string): string => readFileSync(join(ROOT, name), 'utf8')

describe('setupFiles', () => {
  it('carries the templates module written from workflows/ and the example settings', () => {
    // When this fails, run `npm run package` and commit the module.
    expect(readFileSync(join(ROOT, TEMPLATES_MODULE), 'utf8')).toBe(renderTemplatesModule(ROOT))
  })

  it('pins every step that runs green-gate, and changes nothing else with autoloop', () => {
    const files = setupFiles(PLAN)
    expect(files.map((f) => f.path)).toEqual([
      '.github/workflows/green-gate-command.yml',
      '.github/workflows/green-gate-fixer.yml',
      '.github/workflows/green-gate-push.yml',
      '.github/workflows/green-gate-retry.yml',
      '.github/workflows/green-gate-sweep.yml',
      '.github/workflows/green-gate.yml',
      '.github/green-gate.yml'
    ])
    for (const { path, text } of files.slice(0, 6)) {
      const name = path.replace('.github/', '')
      expect(text).toBe(template(name).replaceAll('your-org/green-gate@v1', USES))
      expect(text).toContain(`uses: ${USES}\n`)
    }
    expect(fileOf(PLAN, '.github/green-gate.yml')).toBe(
      template('docs/green-gate.example.yml').replace(
        'npx github:your-org/green-gate#v1',
        'npx github:acme/green-gate#v1.3.0'
      )
    )
  })

  it("names the agent branches where the templates mark autoloop's, and in the settings", () => {
    const plan = { ...PLAN, branchPattern: 'agent/*', autoloopWorkflow: null }
    expect(fileOf(plan, '.github/workflows/green-gate.yml')).toContain("branches: ['agent/**']")
    expect(fileOf(plan, '.github/workflows/green-gate-push.yml')).toContain(
      "branches: ['agent/**']"
    )
    expect(fileOf(plan, '.github/workflows/green-gate-retry.yml')).toContain(
      'group: green-gate-agent/${{ inputs.program }} #'
    )
    expect(fileOf(plan, '.github/green-gate.yml')).toMatch(/^branch-pattern: agent\/\*$/m)
    const sweep = fileOf(plan, '.github/workflows/green-gate-sweep.yml')
    expect(sweep).not.toContain('workflow_run')
    expect(sweep).toContain("schedule:\n    - cron: '*/15 * * * *'")
  })

  it("lists the CI workflows, quoted where YAML needs it, and autoloop's workflow by its name", () => {
    const plan = {
      ...PLAN,
      ciWorkflows: ['CI', 'Lint: strict', "Bob's tests"],
      autoloopWorkflow: 'Loops'
    }
    expect(fileOf(plan, '.github/workflows/green-gate.yml')).toContain(
      "workflows: [CI, 'Lint: strict', 'Bob''s tests']"
    )
    expect(fileOf(plan, '.github/workflows/green-gate-sweep.yml')).toContain('workflows: [Loops]')
  })
})
