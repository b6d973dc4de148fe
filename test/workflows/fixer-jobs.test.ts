// The fix path of the templates, checked on the parsed YAML: the agent runs in a job that holds
// no write token and no secret but its own key, the job with the write token runs no code from
// the branch, and every template that can decide `fix` hands it to those jobs.
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { templates } from './support.js'

type Step = Record<string, unknown> & { uses?: string; with?: Record<string, unknown> }
interface Job {
  permissions?: unknown
  steps?: Step[]
  uses?: string
  with?: Record<string, unknown>
  needs?: string
  if?: string
}
interface Workflow {
  on: Record<string, unknown>
  jobs: Record<string, Job>
}

const workflows = Object.fromEntries(
  templates().map((t) => [t.name, parse(t.text) as Workflow])
) as Record<string, Workflow>
const fixer = workflows['green-gate-fixer.yml'] as Workflow
const stepsOf = (job: Job | undefined): Step[] => job?.steps ?? []
const gateSteps = (job: Job | undefined): Step[] =>
  stepsOf(job).filter((s) => s.uses === 'your-org/green-gate@v1')
const secretsIn = (value: unknown): string[] =>
  [...JSON.stringify(value).matchAll(/secrets\.([A-Za-z0-9_]+)/g)].map((m) => m[1] as string)

describe('green-gate-fixer.yml', () => {
  it('is called only, never triggered by an event of its own', () => {
    expect(Object.keys(fixer.on)).toEqual(['workflow_call'])
  })

  it('runs the agent with a read-only token that is not kept, and no secret but its key', () => {
    const job = fixer.jobs.fix
    expect(job?.permissions).toEqual({ contents: 'read' })
    const checkout = stepsOf(job).find((s) => s.uses?.startsWith('actions/checkout@'))
    expect(checkout?.with).toMatchObject({ 'persist-credentials': false })
    expect(checkout?.with?.token).toBeUndefined()
    expect(new Set(secretsIn(job))).toEqual(new Set(['ANTHROPIC_API_KEY']))
    // The runner's file commands live in RUNNER_TEMP itself: the agent gets one folder in it.
    expect(JSON.stringify(job)).not.toMatch(/--add-dir \$\{\{ runner\.temp \}\}(?!\/)/)
    expect(JSON.stringify(job)).not.toMatch(/git push|Bash\(git:\*\)/)
    const [action] = gateSteps(job)
    expect(action?.with).toMatchObject({ mode: 'fix', 'github-token': '' })
  })

  it('pushes from a job that checks out nothing and runs the action in push mode', () => {
    const job = fixer.jobs.push
    expect(job?.needs).toBe('fix')
    expect(stepsOf(job).filter((s) => s.uses?.startsWith('actions/checkout@'))).toEqual([])
    expect(stepsOf(job).filter((s) => 'run' in s)).toEqual([])
    const [action] = gateSteps(job)
    expect(action?.with).toMatchObject({
      mode: 'push',
      fixer: "${{ vars.GREEN_GATE_FIXER || 'none' }}"
    })
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
    ['green-gate-sweep.yml', 'sweep']
  ])('%s hands its fixes to green-gate-fixer.yml', (name, gateJob) => {
    const workflow = workflows[name] as Workflow
    const job = workflow.jobs[gateJob]
    expect(gateSteps(job)).toHaveLength(1)
    // The gate job's steps upload prompts and nothing else of the fix: no agent runs there.
    expect(stepsOf(job).filter((s) => s.uses?.startsWith('anthropics/'))).toEqual([])
    expect(stepsOf(job).filter((s) => 'run' in s)).toEqual([])
    expect(gateSteps(job)[0]?.with?.['fix-command']).toBeUndefined()
    // The gate knows whether anyone will pick a fix up, from the variable the fixer jobs read.
    expect(gateSteps(job)[0]?.with?.fixer).toBe("${{ vars.GREEN_GATE_FIXER || 'none' }}")
    expect(workflow.jobs.fix).toMatchObject({
      needs: gateJob,
      uses: './.github/workflows/green-gate-fixer.yml',
      with: { fixes: `\${{ needs.${gateJob}.outputs.fixes }}` }
    })
  })

  it('the sweep runs when autoloop completes and on a schedule, not on a push', () => {
    const sweep = workflows['green-gate-sweep.yml'] as Workflow
    expect(Object.keys(sweep.on).sort()).toEqual(['schedule', 'workflow_dispatch', 'workflow_run'])
    for (const workflow of Object.values(workflows)) expect(workflow.on.push).toBeUndefined()
  })
})
