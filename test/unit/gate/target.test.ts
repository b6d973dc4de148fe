import { describe, expect, it } from '@jest/globals'
import { resolveTarget } from '../../../src/rules/gate/target.js'
import { parseSettings } from '../../../src/rules/settings/parse.js'
import type { DispatchEvent, WorkflowRunEvent } from '../../../src/rules/event.js'
import type { RunFacts } from '../../../src/rules/vocabulary/settings.js'

const SHA = 'b'.repeat(40)
/** The branch pattern and the run's facts, as the inputs give them. */
const inputs = (given: Record<string, string> = {}): [string, RunFacts] => {
  const { settings, facts } = parseSettings(
    (name) => ({ 'github-token': 't', ...given })[name] ?? ''
  )
  return [settings.branchPattern, facts]
}
const runEvent = (over: Partial<WorkflowRunEvent> = {}): WorkflowRunEvent => ({
  kind: 'workflow_run',
  runId: 5,
  runAttempt: 1,
  runUrl: 'u',
  startedAt: null,
  headSha: SHA,
  headBranch: 'autoloop/demo',
  headRepository: 'acme/widgets',
  fromFork: false,
  pullRequests: [3],
  path: '.github/workflows/ci.yml',
  event: 'push',
  actor: 'mona',
  triggeringActor: 'mona',
  createdAt: null,
  ...over
})
const dispatch = (over: Partial<DispatchEvent> = {}): DispatchEvent => ({
  kind: 'workflow_dispatch',
  branch: 'main',
  inputs: {},
  sender: { login: 'mona', bot: false },
  ...over
})

describe('resolveTarget', () => {
  it('evaluates a gated branch at the event head', () => {
    expect(resolveTarget(runEvent(), ...inputs())).toEqual({
      kind: 'evaluate',
      branch: 'autoloop/demo',
      program: 'demo',
      headSha: SHA,
      pullNumbers: [3],
      trigger: {
        runId: 5,
        runAttempt: 1,
        runUrl: 'u',
        workflowPath: '.github/workflows/ci.yml',
        startedAt: null
      },
      reset: false,
      programIssue: null
    })
  })

  it.each([
    ['a fork', 'evil/w', 'evil/w'],
    ['a deleted fork', null, 'an unknown repository']
  ])('skips %s before looking at the branch', (_, headRepository, shown) => {
    const t = resolveTarget(
      runEvent({ fromFork: true, headRepository, headBranch: 'main' }),
      ...inputs()
    )
    expect(t).toMatchObject({
      kind: 'skip',
      reason: `head commit comes from a fork (${shown}); green-gate never gates fork code`
    })
  })

  it('skips branches outside the pattern', () => {
    expect(resolveTarget(runEvent({ headBranch: 'feature/x' }), ...inputs())).toMatchObject({
      kind: 'skip',
      reason: 'head branch "feature/x" does not match branch-pattern "autoloop/*"'
    })
  })

  // Shell payloads as git allows them in a branch name: data, never a program.
  it.each([
    '$(id)',
    'x$(touch${IFS}PWNED)',
    'x`touch${IFS}PWNED`',
    'x";rm${IFS}-rf${IFS}victim;touch${IFS}PWNED;echo${IFS}"',
    "x';touch$IFS'PWNED"
  ])('skips branch autoloop/%s: its program part is not a usable name', (name) => {
    const t = resolveTarget(runEvent({ headBranch: `autoloop/${name}` }), ...inputs())
    expect(t).toMatchObject({
      kind: 'skip',
      reason: `branch "autoloop/${name}" names no usable program ("${name}")`
    })
  })

  it('lets the program and head-sha inputs win', () => {
    const t = resolveTarget(runEvent(), ...inputs({ program: 'other', 'head-sha': 'c'.repeat(40) }))
    expect(t).toMatchObject({ program: 'other', headSha: 'c'.repeat(40) })
  })

  it.each<{ from: string; event: DispatchEvent; inputs: Record<string, string> }>([
    { from: 'the program input', event: dispatch(), inputs: { program: 'demo' } },
    { from: 'the dispatch input', event: dispatch({ inputs: { program: 'demo' } }), inputs: {} },
    { from: 'the branch it ran on', event: dispatch({ branch: 'autoloop/demo' }), inputs: {} }
  ])('a dispatch finds its program from $from', ({ event, inputs: given }) => {
    expect(resolveTarget(event, ...inputs(given))).toMatchObject({
      kind: 'evaluate',
      program: 'demo',
      branch: 'autoloop/demo',
      headSha: null,
      trigger: null
    })
  })

  it('a dispatch reads reset from its inputs', () => {
    expect(
      resolveTarget(dispatch({ inputs: { program: 'demo', reset: 'true' } }), ...inputs())
    ).toMatchObject({
      reset: true
    })
  })

  it.each([
    {
      event: dispatch(),
      message:
        'workflow_dispatch needs a program: set the program input or dispatch on a branch matching "autoloop/*"'
    },
    {
      event: dispatch({ inputs: { program: 'a b' } }),
      message: 'workflow_dispatch input "program": "a b" is not a program name'
    }
  ])('a dispatch without a usable program fails clearly: $message', ({ event, message }) => {
    expect(() => resolveTarget(event, ...inputs())).toThrow(message)
  })

  it.each(['push', 'schedule'])('refuses a %s event in gate mode', (name) => {
    expect(() => resolveTarget({ kind: 'other', name }, ...inputs())).toThrow(
      `event "${name}" is not supported in gate mode: run the gate on workflow_run or workflow_dispatch, or set mode: sweep`
    )
  })
})
