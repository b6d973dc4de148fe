// The fix path of the templates, checked on the parsed YAML: the agent runs in a workflow the
// gate dispatches on the program's branch, in a job that holds no write token and no secret but
// its own key; the job with the write token runs as the default branch has it, runs no code from
// the branch, and learns which fix it pushes from the gate's ledger alone.
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { FIXER_INPUTS, fixerProblem } from '../../src/rules/fix/fixer-workflow.js'
import { templates } from './support.js'

type Step = Record<string, unknown> & { uses?: string; with?: Record<string, unknown> }
interface Job {
  name?: string
  permissions?: unknown
  steps?: Step[]
  uses?: string
  if?: string
}
interface Workflow {
  name: string
  on: Record<string, unknown>
  jobs: Record<string, Job>
}

const texts = Object.fromEntries(templates().map((t) => [t.name, t.text]))
const workflows = Object.fromEntries(
  templates().map((t) => [t.name, parse(t.text) as Workflow])
) as Record<string, Workflow>
const fixer = workflows['green-gate-fixer.yml'] as Workflow
const pusher = workflows['green-gate-push.yml'] as Workflow
const stepsOf = (job: Job | undefined): Step[] => job?.steps ?? []
const gateSteps = (job: Job | undefined): Step[] =>
  stepsOf(job).filter((s) => s.uses === 'your-org/green-gate@v1')
const secretsIn = (value: unknown): string[] =>
  [...JSON.stringify(value).matchAll(/secrets\.([A-Za-z0-9_]+)/g)].map((m) => m[1] as string)
const permissionsOf = (job: Job | undefined): Record<string, string> =>
  (job?.permissions ?? {}) as Record<string, string>

describe('green-gate-fixer.yml', () => {
  it('is started by the gate alone, with exactly the inputs the gate sends', () => {
    expect(Object.keys(fixer.on)).toEqual(['workflow_dispatch'])
    const inputs = (fixer.on.workflow_dispatch as { inputs: Record<string, unknown> }).inputs
    expect(Object.keys(inputs).sort()).toEqual([...FIXER_INPUTS].sort())
    // The gate's own check of a branch's copy finds nothing wrong with the template.
    const text = texts['green-gate-fixer.yml'] ?? ''
    const files = {
      path: '.github/workflows/green-gate-fixer.yml',
      branch: 'autoloop/x',
      defaultBranch: 'main',
      onBranch: { text, oid: 'a1' },
      onDefault: 'a1'
    }
    expect(fixerProblem(files)).toBeNull()
  })

  it('runs the agent with a read-only token that is not kept, and no secret but its key', () => {
    const job = fixer.jobs.fix
    expect(job?.permissions).toEqual({ contents: 'read' })
    const checkout = stepsOf(job).find((s) => s.uses?.startsWith('actions/checkout@'))
    expect(checkout?.with).toMatchObject({
      ref: '${{ inputs.head-sha }}',
      'persist-credentials': false
    })
    expect(checkout?.with?.token).toBeUndefined()
    expect(new Set(secretsIn(job))).toEqual(new Set(['ANTHROPIC_API_KEY']))
    // The runner's file commands live in RUNNER_TEMP itself: the agent gets one folder in it.
    expect(JSON.stringify(job)).not.toMatch(/--add-dir \$\{\{ runner\.temp \}\}(?!\/)/)
    expect(JSON.stringify(job)).not.toMatch(/git push|Bash\(git:\*\)/)
    const [action] = gateSteps(job)
    expect(action?.with).toMatchObject({ mode: 'fix', 'github-token': '' })
  })

  it('hands the prompt to a shell through the environment only', () => {
    for (const job of Object.values(fixer.jobs)) {
      for (const step of stepsOf(job).filter((s) => 'run' in s)) {
        expect(String(step.run)).not.toContain('${{')
      }
    }
    const prompted = stepsOf(fixer.jobs.fix).find(
      (s) => 'run' in s && String(s.run).includes('PROMPT')
    )
    expect(prompted?.env).toMatchObject({ PROMPT: '${{ inputs.prompt }}' })
  })

  it('names its jobs so that the gate leaves them out of the verdict', () => {
    for (const job of Object.values(fixer.jobs)) expect(job.name).toMatch(/^green-gate /)
  })
})

describe('green-gate-push.yml', () => {
  it('starts when a fixer run completes, on the program branches', () => {
    expect(pusher.on).toEqual({
      workflow_run: {
        workflows: [fixer.name],
        types: ['completed'],
        branches: ['autoloop/**']
      }
    })
    expect(pusher.jobs.push?.if).toContain("github.event.workflow_run.event == 'workflow_dispatch'")
    // A name any workflow file can carry: the run's file is what counts.
    expect(pusher.jobs.push?.if).toContain(
      "github.event.workflow_run.path == '.github/workflows/green-gate-fixer.yml'"
    )
  })

  it('pushes from a job that checks out nothing of the branch and is told no fix by the run it follows', () => {
    const job = pusher.jobs.push
    // Only the settings file, from the default branch (test/workflows/settings.test.ts).
    const checkouts = stepsOf(job).filter((s) => s.uses?.startsWith('actions/checkout@'))
    expect(checkouts.map((s) => s.with?.['ref'])).toEqual([
      '${{ github.event.repository.default_branch }}'
    ])
    expect(stepsOf(job).filter((s) => 'run' in s)).toEqual([])
    const [action] = gateSteps(job)
    expect(action?.with).toMatchObject({
      mode: 'push',
      fixer: "${{ vars.GREEN_GATE_FIXER || 'none' }}"
    })
    // Which fix: the ledger's, never the fixer run's word.
    for (const input of ['program', 'head-sha', 'attempt']) {
      expect(action?.with?.[input]).toBeUndefined()
    }
    const download = stepsOf(job).find((s) => s.uses?.startsWith('actions/download-artifact@'))
    expect(download?.with).toMatchObject({ 'run-id': '${{ github.event.workflow_run.id }}' })
    // The App key for the push, and the audit key for the ledger entry it may write.
    expect(new Set(secretsIn(job))).toEqual(
      new Set(['GREEN_GATE_APP_PRIVATE_KEY', 'GREEN_GATE_AUDIT_KEY'])
    )
  })
})

describe('templates that decide', () => {
  it.each([
    ['green-gate.yml', 'gate'],
    ['green-gate-retry.yml', 'retry'],
    ['green-gate-sweep.yml', 'sweep'],
    ['green-gate-push.yml', 'push']
  ])('%s starts fixer runs itself, and runs no agent', (name, gateJob) => {
    const workflow = workflows[name] as Workflow
    const job = workflow.jobs[gateJob]
    expect(gateSteps(job)).toHaveLength(1)
    expect(stepsOf(job).filter((s) => s.uses?.startsWith('anthropics/'))).toEqual([])
    expect(gateSteps(job)[0]?.with?.['fix-command']).toBeUndefined()
    // The gate knows whether anyone will pick a fix up, from the variable the fixer jobs read.
    expect(gateSteps(job)[0]?.with?.fixer).toBe("${{ vars.GREEN_GATE_FIXER || 'none' }}")
    // A fixer run is a workflow_dispatch: the token that starts it needs actions: write.
    expect(permissionsOf(job).actions).toBe('write')
    // No reusable fixer in the default branch's scope: agent code never runs in these runs.
    for (const other of Object.values(workflow.jobs)) expect(other.uses).toBeUndefined()
  })

  it('the sweep runs when autoloop completes and on a schedule, not on a push', () => {
    const sweep = workflows['green-gate-sweep.yml'] as Workflow
    expect(Object.keys(sweep.on).sort()).toEqual(['schedule', 'workflow_dispatch', 'workflow_run'])
    for (const workflow of Object.values(workflows)) expect(workflow.on.push).toBeUndefined()
  })
})
