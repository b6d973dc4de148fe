// One configuration, not copies: the templates pass the action no setting, only what differs per
// workflow (mode, the run's own inputs, files) and secrets; every deciding job reads the
// settings file as the default branch has it, and checks out nothing else.
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { isSettingName } from '../../src/rules/settings/spec.js'
import { templates } from './support.js'

interface Step {
  uses?: string
  with?: Record<string, unknown>
}
interface Workflow {
  jobs: Record<string, { steps?: Step[] }>
}

const actionSteps = (workflow: Workflow): { job: string; steps: Step[]; at: number }[] =>
  Object.entries(workflow.jobs).flatMap(([job, { steps = [] }]) =>
    steps.flatMap((step, at) =>
      step.uses === 'your-org/green-gate@v1' ? [{ job, steps, at }] : []
    )
  )

const all = templates().map((t) => ({ ...t, workflow: parse(t.text) as Workflow }))

describe('the templates and the settings file', () => {
  it.each(all)('$label passes the action no setting', ({ workflow }) => {
    const found = actionSteps(workflow)
    expect(found.length).toBeGreaterThan(0)
    for (const { steps, at } of found) {
      const settings = Object.keys(steps[at]?.with ?? {}).filter(isSettingName)
      expect(settings).toEqual([])
    }
  })

  it.each(all.filter((t) => t.name !== 'green-gate-fixer.yml'))(
    '$label checks out only the settings file, from the default branch, before the action',
    ({ workflow }) => {
      for (const { job, steps, at } of actionSteps(workflow)) {
        const checkouts = steps.filter((s) => s.uses?.startsWith('actions/checkout@'))
        expect({ job, checkouts: checkouts.length }).toEqual({ job, checkouts: 1 })
        const checkout = checkouts[0] as Step
        expect(steps.indexOf(checkout)).toBeLessThan(at)
        expect(checkout.with).toEqual({
          ref: '${{ github.event.repository.default_branch }}',
          'sparse-checkout': '.github/green-gate.yml',
          'sparse-checkout-cone-mode': false,
          'persist-credentials': false
        })
      }
    }
  )
})
