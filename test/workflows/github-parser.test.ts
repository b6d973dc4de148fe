// The templates read by GitHub's own workflow parser and judged by its own expression engine, on
// the events GitHub delivers (the emulator's REST shapes): which jobs run for whom, that every
// `${{ }}` evaluates, and that what one workflow hands the next is what the next one reads.
import { beforeAll, describe, expect, it } from '@jest/globals'
import picomatch from 'picomatch'
import { parse } from 'yaml'
import {
  dispatchPayload,
  issueCommentPayload,
  workflowRunPayload
} from '../../emulator/payloads.js'
import { MAINTAINER_USER } from '../../emulator/index.js'
import { addProgram, type Program } from '../../emulator/scenario.js'
import { SETTINGS } from '../../src/rules/settings/spec.js'
import { FIX_ARTIFACT, FIXER_INPUTS } from '../../src/rules/fix/fixer-workflow.js'
import { useEmulator } from '../support/loop.js'
import { ungranted } from '../support/token-permissions.js'
import {
  evaluate,
  expand,
  isTrue,
  parseTemplate,
  type Contexts,
  type ParsedTemplate
} from './github-engine.js'
import { templates, type Template } from './support.js'

const gh = useEmulator()
let parsed: ParsedTemplate[] = []
let program: Program

beforeAll(async () => {
  parsed = await Promise.all(templates().map(parseTemplate))
  program = addProgram(gh, 'widget')
  gh.store.addUser({ login: 'olga-org', permission: 'write' })
  gh.store.addUser({ login: 'helper-app[bot]', permission: 'write' })
})

const byName = (name: string): ParsedTemplate => {
  const found = parsed.find((t) => t.name === name)
  if (found === undefined) throw new Error(`no template ${name}`)
  return found
}

type Payload = Record<string, unknown>

/** The contexts of a run of `payload`'s event; `vars` as the repository sets them. */
function contextsFor(
  event: string,
  payload: Payload,
  vars: Record<string, string> = { GREEN_GATE_FIXER: 'claude' },
  runnerTemp = '/home/runner/work/_temp'
): Contexts {
  const sender = payload.sender as { login: string }
  return {
    github: {
      event_name: event,
      event: payload,
      repository: gh.store.repo.fullName,
      repository_owner: gh.store.repo.owner,
      actor: sender.login,
      triggering_actor: sender.login,
      token: 'ghs_run_token',
      run_id: '4242',
      server_url: 'https://github.com'
    },
    vars,
    secrets: { GREEN_GATE_AUDIT_KEY: 'audit', ANTHROPIC_API_KEY: 'key' },
    inputs: (payload.inputs as Record<string, unknown> | undefined) ?? {},
    runner: { temp: runnerTemp, os: 'Linux' },
    steps: {}
  }
}

/** The templates GitHub starts for the event, and the jobs in each. */
function started(event: string, payload: Payload, dispatched?: string): ParsedTemplate[] {
  return parsed.filter(({ name, template }) => {
    const on = template.events
    if (event === 'workflow_dispatch') return name === dispatched
    if (event === 'issue_comment') {
      return on.issue_comment?.types?.includes(payload.action as string) === true
    }
    const run = payload.workflow_run as { name: string; head_branch: string }
    const filter = on.workflow_run
    return (
      filter !== undefined &&
      filter.workflows?.includes(run.name) === true &&
      (filter.branches ?? ['**']).some((glob) => picomatch(glob)(run.head_branch))
    )
  })
}

interface Trigger {
  label: string
  event: 'workflow_run' | 'issue_comment' | 'workflow_dispatch'
  payload: () => Promise<Payload>
  /** For a dispatch: the file dispatched. */
  file?: string
  vars?: Record<string, string>
  /** `file#job` of every job the event starts, and whether it runs. */
  runs: Record<string, boolean>
}

async function runOf(input: Parameters<typeof gh.store.addWorkflowRun>[0]): Promise<Payload> {
  return workflowRunPayload(gh, gh.store.addWorkflowRun(input))
}

async function commentBy(login: string, body: string): Promise<Payload> {
  const { id } = gh.store.addComment(program.issue, body, login)
  return issueCommentPayload(gh, id)
}

const fixerRun = (conclusion: 'success' | 'failure', event = 'workflow_dispatch') => ({
  name: 'green-gate fixer',
  path: '.github/workflows/green-gate-fixer.yml',
  headBranch: program.branch,
  headSha: gh.store.branchSha(program.branch) ?? '',
  event,
  status: 'completed' as const,
  conclusion
})

const fixerInputs = (): Record<string, string> => ({
  program: program.name,
  'head-sha': gh.store.branchSha(program.branch) ?? '',
  attempt: '1',
  prompt: 'H4sIAAAAAAAAA3PLL8pVSMsvykvOz0srTi0uTs3hAgBzzAeDEQAAAA==',
  'pr-number': String(program.pull)
})

const TRIGGERS: Trigger[] = [
  {
    label: 'CI completes on a program branch',
    event: 'workflow_run',
    payload: () =>
      runOf({
        name: 'CI',
        headBranch: program.branch,
        headSha: 'a'.repeat(40),
        status: 'completed',
        conclusion: 'failure'
      }),
    runs: { 'green-gate.yml#gate': true }
  },
  {
    label: "a fork's CI run on a branch named like a program's",
    event: 'workflow_run',
    payload: () =>
      runOf({
        name: 'CI',
        headBranch: program.branch,
        headSha: 'b'.repeat(40),
        status: 'completed',
        conclusion: 'failure',
        headRepoFullName: 'mallory/widgets'
      }),
    runs: { 'green-gate.yml#gate': false }
  },
  {
    label: "a maintainer's command",
    event: 'issue_comment',
    payload: () => commentBy(MAINTAINER_USER.login, '/green-gate status'),
    runs: { 'green-gate-command.yml#command': true }
  },
  {
    // GitHub reports a member whose org membership is private as CONTRIBUTOR: whether they may
    // steer is for the action to ask, so their command must reach it.
    label: "a private org member's command",
    event: 'issue_comment',
    payload: async () => {
      const payload = await commentBy('olga-org', '/green-gate pause looking into it')
      const comment = payload.comment as Record<string, unknown>
      return { ...payload, comment: { ...comment, author_association: 'CONTRIBUTOR' } }
    },
    runs: { 'green-gate-command.yml#command': true }
  },
  {
    label: "a bot's command",
    event: 'issue_comment',
    payload: () => commentBy('helper-app[bot]', '/green-gate resume'),
    runs: { 'green-gate-command.yml#command': false }
  },
  {
    label: 'a comment that is no command',
    event: 'issue_comment',
    payload: () => commentBy(MAINTAINER_USER.login, 'Looks good to me.'),
    runs: { 'green-gate-command.yml#command': false }
  },
  {
    label: 'a retry dispatched by a person',
    event: 'workflow_dispatch',
    file: 'green-gate-retry.yml',
    payload: () =>
      dispatchPayload(gh, { program: program.name, reset: true }, 'refs/heads/main', 'mona'),
    runs: { 'green-gate-retry.yml#retry': true }
  },
  {
    label: 'a retry dispatched by a bot',
    event: 'workflow_dispatch',
    file: 'green-gate-retry.yml',
    payload: () =>
      dispatchPayload(
        gh,
        { program: program.name, reset: false },
        'refs/heads/main',
        'helper-app[bot]'
      ),
    runs: { 'green-gate-retry.yml#retry': true }
  },
  {
    label: 'the fixer dispatched by the gate, with Claude',
    event: 'workflow_dispatch',
    file: 'green-gate-fixer.yml',
    payload: () =>
      dispatchPayload(gh, fixerInputs(), `refs/heads/${program.branch}`, 'github-actions[bot]'),
    runs: { 'green-gate-fixer.yml#fix': true, 'green-gate-fixer.yml#copilot': false }
  },
  {
    label: 'the fixer dispatched by a person, with Copilot',
    event: 'workflow_dispatch',
    file: 'green-gate-fixer.yml',
    vars: { GREEN_GATE_FIXER: 'copilot' },
    payload: () => dispatchPayload(gh, fixerInputs(), `refs/heads/${program.branch}`, 'mona'),
    runs: { 'green-gate-fixer.yml#fix': false, 'green-gate-fixer.yml#copilot': true }
  },
  {
    label: "the fixer's run completes with success",
    event: 'workflow_run',
    payload: () => runOf(fixerRun('success')),
    runs: { 'green-gate-push.yml#push': true }
  },
  {
    label: "the fixer's run completes with failure",
    event: 'workflow_run',
    payload: () => runOf(fixerRun('failure')),
    runs: { 'green-gate-push.yml#push': true }
  },
  {
    label: "the fixer's run completes, with Copilot (which pushes itself)",
    event: 'workflow_run',
    vars: { GREEN_GATE_FIXER: 'copilot' },
    payload: () => runOf(fixerRun('success')),
    runs: { 'green-gate-push.yml#push': false }
  },
  {
    label: 'a run named like the fixer, started by a push',
    event: 'workflow_run',
    payload: () => runOf(fixerRun('success', 'push')),
    runs: { 'green-gate-push.yml#push': false }
  },
  {
    label: 'a dispatched run named like the fixer, from another file',
    event: 'workflow_run',
    payload: () => runOf({ ...fixerRun('success'), path: '.github/workflows/agent-tools.yml' }),
    runs: { 'green-gate-push.yml#push': false }
  }
]

describe("GitHub's workflow parser", () => {
  it('reads every template with no error and no warning', () => {
    expect(parsed.map((t) => t.name)).toHaveLength(templates().length)
    expect(parsed.flatMap((t) => t.findings)).toEqual([])
  })

  it('reports a broken workflow, so an empty report means something', async () => {
    const broken = await parseTemplate({
      name: 'broken.yml',
      label: 'broken.yml',
      path: '',
      text: 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    if: ${{ github.event. }}\n    steps: []\n'
    })
    expect(broken.findings.length).toBeGreaterThan(0)
  })
})

describe.each(TRIGGERS)('$label', (trigger) => {
  it('starts the jobs it should, each judged by its if: as GitHub judges it', async () => {
    const payload = await trigger.payload()
    const contexts = contextsFor(trigger.event, payload, trigger.vars)
    const runs: Record<string, boolean> = {}
    const failures: string[] = []
    const check = (name: string, expression: string, line: number | undefined): void => {
      try {
        evaluate(expression, contexts)
      } catch (error) {
        failures.push(`${name}:${line ?? 0}: ${expression}: ${String(error)}`)
      }
    }
    for (const { name, template, expressions } of started(trigger.event, payload, trigger.file)) {
      for (const job of template.jobs) {
        if (job.type !== 'job') throw new Error(`${name}: a reusable workflow job`)
        const runsJob = isTrue(job.if.expression, contexts)
        runs[`${name}#${job.id.value}`] = runsJob
        // The steps' if: of a job that runs; every ${{ }} of the file, below.
        if (runsJob)
          for (const step of job.steps)
            if ('if' in step && step.if) check(name, step.if.expression, step.if.line)
      }
      for (const { line, expression } of expressions) check(name, expression, line)
    }
    expect(failures).toEqual([])
    expect(runs).toEqual(trigger.runs)
  })
})

type Step = { uses?: string; with?: Record<string, unknown>; if?: string }
type Job = { steps: Step[]; concurrency?: { group: string } }
const jobOf = (name: string, job: string): Job =>
  (parse(templates().find((t) => t.name === name)?.text ?? '') as { jobs: Record<string, Job> })
    .jobs[job] as Job
const stepUsing = (job: Job, action: string): Step => {
  const step = job.steps.find((s) => s.uses?.startsWith(`${action}@`))
  if (step === undefined) throw new Error(`no ${action} step`)
  return step
}
const withOf = (step: Step, contexts: Contexts): Record<string, string> =>
  Object.fromEntries(
    Object.entries(step.with ?? {}).map(([key, value]) => [key, expand(String(value), contexts)])
  )

describe('the hand-offs, as GitHub evaluates them', () => {
  it('the gate dispatches the inputs the fixer declares, all of them strings', () => {
    const dispatch = byName('green-gate-fixer.yml').template.events.workflow_dispatch
    const inputs = dispatch?.inputs ?? {}
    expect(Object.keys(inputs).sort()).toEqual([...FIXER_INPUTS].sort())
    for (const input of Object.values(inputs)) expect(input.type).toBe('string')
    // The file the gate dispatches by default is the template's name.
    expect(SETTINGS['fixer-workflow'].default).toBe('green-gate-fixer.yml')
  })

  it('a fixer run on the branch the gate dispatched it on wakes the push job', async () => {
    const push = byName('green-gate-push.yml').template.events.workflow_run
    const fixer = templates().find((t) => t.name === 'green-gate-fixer.yml')
    expect(push?.workflows).toEqual([(parse(fixer?.text ?? '') as { name: string }).name])
    expect(push?.branches?.some((glob) => picomatch(glob)(program.branch))).toBe(true)
  })

  it('the artifact the fixer uploads is the one the push job downloads, from that run', async () => {
    const dispatched = contextsFor(
      'workflow_dispatch',
      await dispatchPayload(gh, fixerInputs(), `refs/heads/${program.branch}`),
      { GREEN_GATE_FIXER: 'claude' },
      '/fixer-temp'
    )
    const upload = withOf(
      stepUsing(jobOf('green-gate-fixer.yml', 'fix'), 'actions/upload-artifact'),
      dispatched
    )
    expect(upload).toMatchObject({
      name: 'green-gate-fix',
      path: `/fixer-temp/${FIX_ARTIFACT.folder}/`
    })

    const run = await runOf(fixerRun('success'))
    const completed = contextsFor('workflow_run', run, { GREEN_GATE_FIXER: 'claude' }, '/push-temp')
    const pushJob = jobOf('green-gate-push.yml', 'push')
    const download = withOf(stepUsing(pushJob, 'actions/download-artifact'), completed)
    expect(download).toMatchObject({
      name: upload.name,
      path: `/push-temp/${FIX_ARTIFACT.folder}`,
      'run-id': String((run.workflow_run as { id: number }).id)
    })
    const action = withOf(stepUsing(pushJob, 'your-org/green-gate'), completed)
    expect(action).toMatchObject({
      mode: 'push',
      'fix-bundle': `${download.path}/${FIX_ARTIFACT.bundle}`,
      'fix-cost-file': `${download.path}/${FIX_ARTIFACT.cost}`,
      fixer: 'claude'
    })
  })

  it("a retry queues behind the gate's run on the same program, never beside it", async () => {
    const ci = contextsFor(
      'workflow_run',
      await runOf({
        name: 'CI',
        headBranch: program.branch,
        headSha: 'c'.repeat(40),
        status: 'completed',
        conclusion: 'success'
      })
    )
    const retry = contextsFor(
      'workflow_dispatch',
      await dispatchPayload(gh, { program: program.name, reset: true })
    )
    const gateGroup = expand(jobOf('green-gate.yml', 'gate').concurrency?.group ?? '', ci)
    expect(gateGroup).toBe(`green-gate-${program.branch}`)
    expect(expand(jobOf('green-gate-retry.yml', 'retry').concurrency?.group ?? '', retry)).toBe(
      gateGroup
    )
  })

  it("names each call a job's permissions do not cover, and each call it cannot place", () => {
    const call = (method: string, path: string, operation?: string) => ({
      method,
      path,
      query: {},
      status: 200,
      at: 0,
      ...(operation === undefined ? {} : { operation })
    })
    const base = '/repos/acme/widgets'
    const calls = [
      call('POST', '/graphql', 'GateCommit'),
      call('POST', `${base}/actions/workflows/green-gate-fixer.yml/dispatches`),
      call('GET', `${base}/contents/app.txt`),
      call('GET', `${base}/collaborators/mona/permission`),
      call('GET', `${base}/wiki`)
    ]
    expect(ungranted('green-gate-fixer.yml', 'fix', calls)).toEqual([
      'contents: write for POST GateCommit',
      `actions: write for POST ${base}/actions/workflows/green-gate-fixer.yml/dispatches`,
      `unknown: GET ${base}/wiki`
    ])
  })

  it('with no fixer variable, every deciding job tells the action so', async () => {
    const ci = contextsFor(
      'workflow_run',
      await runOf({
        name: 'CI',
        headBranch: program.branch,
        headSha: 'd'.repeat(40),
        status: 'completed',
        conclusion: 'failure'
      }),
      {}
    )
    const action = withOf(stepUsing(jobOf('green-gate.yml', 'gate'), 'your-org/green-gate'), ci)
    expect(action.fixer).toBe('none')
  })
})

describe('the templates edited for agent branches, as docs/without-autoloop.md says', () => {
  /** Each line marked `# green-gate: your agent branches`, with autoloop/ made agent/. */
  const edited = (): Template[] =>
    templates().map((t) => ({
      ...t,
      text: t.text.replace(/^.*# green-gate: your agent branches.*$/gm, (line) =>
        line.replace('autoloop/', 'agent/')
      )
    }))

  it('run the gate, the push job and the retry for agent/<program>, in one concurrency group', async () => {
    const marked = templates().filter((t) => t.text.includes('# green-gate: your agent branches'))
    expect(marked.map((t) => t.name)).toEqual([
      'green-gate-push.yml',
      'green-gate-retry.yml',
      'green-gate.yml'
    ])
    const agentTemplates = await Promise.all(edited().map(parseTemplate))
    expect(agentTemplates.flatMap((t) => t.findings)).toEqual([])
    const agent = addProgram(gh, 'agent-widget', { branch: 'agent/agent-widget' })
    const on = (name: string) => agentTemplates.find((t) => t.name === name)?.template.events
    for (const name of ['green-gate.yml', 'green-gate-push.yml']) {
      const branches = on(name)?.workflow_run?.branches ?? []
      expect(branches.some((glob) => picomatch(glob)(agent.branch))).toBe(true)
      expect(branches.some((glob) => picomatch(glob)(program.branch))).toBe(false)
    }

    const text = (name: string) => edited().find((t) => t.name === name)?.text ?? ''
    const group = (name: string, job: string) =>
      (parse(text(name)) as { jobs: Record<string, Job> }).jobs[job]?.concurrency?.group ?? ''
    const ci = contextsFor(
      'workflow_run',
      await runOf({
        name: 'CI',
        headBranch: agent.branch,
        headSha: 'e'.repeat(40),
        status: 'completed',
        conclusion: 'failure'
      })
    )
    const retry = contextsFor(
      'workflow_dispatch',
      await dispatchPayload(gh, { program: agent.name, reset: true })
    )
    expect(expand(group('green-gate-retry.yml', 'retry'), retry)).toBe(
      expand(group('green-gate.yml', 'gate'), ci)
    )
  })
})
