import { describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import {
  DISPATCH_INPUTS_LIMIT,
  dispatchSize,
  fitPrompt,
  fixerProblem,
  packPrompt,
  type FixerInputs
} from '../../../src/rules/fix/fixer-workflow.js'
import { strangerRun, type FixerRunRecord } from '../../../src/rules/fix/fixer-run.js'
import { outstandingFix } from '../../../src/rules/fix/subject.js'
import {
  emptyMemory,
  pauseReasonText,
  type FixAttempt,
  type GateMemory
} from '../../../src/rules/ledger/memory.js'

const PATH = '.github/workflows/green-gate-fixer.yml'
const MERGE = 'merge the default branch into autoloop/x (or copy the file onto it), then unpause'
const INPUTS = `
      program: { required: true }
      head-sha: { required: true }
      attempt: { required: true }
      prompt: { required: true }
      pr-number: { required: false }`

describe('fixerProblem', () => {
  /** The branch's copy is the default branch's (blob oid o1) unless `branchOid` says otherwise. */
  const files = (text: string | null, branchOid = 'o1', defaultOid: string | null = 'o1') => ({
    path: PATH,
    branch: 'autoloop/x',
    defaultBranch: 'main',
    onBranch: text === null ? null : { text, oid: branchOid },
    onDefault: defaultOid
  })
  const DISPATCHABLE = `on:\n  workflow_dispatch:\n    inputs:${INPUTS}\n`

  it.each([
    ['declares every input', files(DISPATCHABLE), null],
    [
      'is missing',
      files(null),
      `fixer-missing: ${PATH} is not on autoloop/x, which predates green-gate's fixer there: ${MERGE}`
    ],
    [
      'is missing on the default branch too',
      files(null, 'o1', null),
      `fixer-missing: ${PATH} is not on main: add green-gate's fixer template there, then unpause`
    ],
    [
      "is the branch's own",
      files(DISPATCHABLE, 'o2'),
      `fixer-changed: ${PATH} on autoloop/x differs from main's: merge the default branch or restore it, then resume`
    ],
    ["is an older copy of the default's", files('on: [push]\n', 'o0'), 'fixer-changed: '],
    ['is on the branch alone', files(DISPATCHABLE, 'o1', null), `is not on main`],
    [
      'is called, not dispatched',
      files('on:\n  workflow_call:\n    inputs: {}\n'),
      `${PATH} on main has no workflow_dispatch trigger`
    ],
    ['lists other triggers only', files('on: [push]\n'), 'has no workflow_dispatch trigger'],
    ['is not YAML', files('on: [workflow_dispatch\n'), 'has no workflow_dispatch trigger'],
    ['is empty', files(''), 'has no workflow_dispatch trigger'],
    [
      'lacks inputs',
      files('on:\n  workflow_dispatch:\n    inputs:\n      program: {}\n'),
      "does not declare the input(s) head-sha, attempt, prompt, pr-number: update it on main from green-gate's fixer template"
    ],
    [
      'dispatches with no inputs',
      files('on: workflow_dispatch\n'),
      'does not declare the input(s) program'
    ]
  ])('a fixer that %s', (_, given, problem) => {
    const found = fixerProblem(given)
    if (problem === null) expect(found).toBeNull()
    else expect(found === null ? null : pauseReasonText(found)).toContain(problem)
  })
})

describe('strangerRun', () => {
  const GATE = 'github-actions[bot]'
  const ours = { path: PATH, gate: GATE, handedOutAt: '2026-01-01T10:00:00Z', attempt: 2 }
  const run = (over: Partial<FixerRunRecord> = {}): FixerRunRecord => ({
    path: PATH,
    event: 'workflow_dispatch',
    actor: GATE,
    triggeringActor: GATE,
    createdAt: new Date('2026-01-01T10:00:03Z'),
    ...over
  })

  it.each([
    ['the run the gate started', run(), null],
    [
      'a run created the second the fix was handed out',
      run({ createdAt: new Date('2026-01-01T10:00:00Z') }),
      null
    ],
    [
      'another file of the same name',
      run({ path: '.github/workflows/evil.yml' }),
      `it ran \`.github/workflows/evil.yml\`, not ${PATH}`
    ],
    ['a run with no file', run({ path: null }), `it ran nothing, not ${PATH}`],
    [
      'a push, not a dispatch',
      run({ event: 'push' }),
      'it was started by `push`, not by a dispatch'
    ],
    [
      "another account's dispatch",
      run({ actor: 'agent[bot]', triggeringActor: 'agent[bot]' }),
      `it was started by \`agent[bot]\`, not by the gate (${GATE})`
    ],
    [
      "another account's re-run of the gate's run",
      run({ triggeringActor: 'agent[bot]' }),
      'it was started by `agent[bot]`'
    ],
    ['a run naming nobody', run({ actor: null }), 'it was started by nothing'],
    [
      'a run created before the fix was handed out',
      run({ createdAt: new Date('2026-01-01T09:59:59Z') }),
      'it was created at 2026-01-01T09:59:59.000Z, before fix attempt 2 was handed out at 2026-01-01T10:00:00Z'
    ],
    ['a run with no creation time', run({ createdAt: null }), 'created at an unknown time']
  ])('%s', (_, given, why) => {
    const found = strangerRun(given, ours)
    if (why === null) expect(found).toBeNull()
    else expect(found).toContain(why)
  })
})

describe('fitPrompt', () => {
  const inputsFor = (packed: string): FixerInputs => ({
    program: 'x',
    'head-sha': 'a'.repeat(40),
    attempt: '1',
    prompt: packed,
    'pr-number': '7'
  })
  const render = (excerpt: string): string => `# Fix\n\n${excerpt}\n`
  const unpack = (packed: string): string =>
    gunzipSync(Buffer.from(packed, 'base64')).toString('utf8')

  it('keeps a compressible excerpt whole, and the packed prompt reads back the same', () => {
    const excerpt = 'FAIL src/app.test.ts\n'.repeat(20_000)
    const { prompt, inputs } = fitPrompt(render, excerpt, inputsFor)
    expect(prompt).toBe(render(excerpt))
    expect(unpack(inputs.prompt)).toBe(prompt)
    expect(dispatchSize(inputs)).toBeLessThanOrEqual(DISPATCH_INPUTS_LIMIT)
  })

  it('keeps the end of an excerpt that does not compress, within the limit, and says so', () => {
    const excerpt = randomBytes(80_000).toString('hex') + '\nError: the real failure\n'
    const { prompt, inputs } = fitPrompt(render, excerpt, inputsFor)
    expect(dispatchSize(inputs)).toBeLessThanOrEqual(DISPATCH_INPUTS_LIMIT)
    expect(prompt).toContain('Error: the real failure')
    expect(prompt).toMatch(
      /\[green-gate: \d+ characters of the excerpt left out to fit the fixer's dispatch\]/
    )
    expect(unpack(inputs.prompt)).toBe(prompt)
  })

  it('packs the same prompt the same way', () => {
    expect(packPrompt('same')).toBe(packPrompt('same'))
  })
})

describe('outstandingFix', () => {
  const SHA = 'b'.repeat(40)
  const memory = (overrides: Partial<GateMemory>): GateMemory => ({
    ...emptyMemory(),
    ...overrides
  })
  const keeperAttempt = {
    attempt: 2,
    commit: SHA,
    signature: 's',
    failureClass: 'test' as const,
    runUrl: null,
    at: '2026-01-01T00:00:00Z',
    outcome: 'with-fixer' as const
  }

  const handedOut: FixAttempt = { ...keeperAttempt, attempt: 3, at: '2026-01-02T00:00:00Z' }

  it.each([
    [
      'a fix the gate holds out',
      memory({ hold: { kind: 'fixing', attempt: 3, max: 5, sha: SHA }, attempts: [handedOut] }),
      { headSha: SHA, attempt: 3, handedOutAt: '2026-01-02T00:00:00Z' }
    ],
    [
      'a fix held out with no record of it',
      memory({ hold: { kind: 'fixing', attempt: 3, max: 5, sha: SHA } }),
      { none: 'the ledger has no record of fix attempt 3' }
    ],
    [
      "the keeper's fix on a paused program",
      memory({
        hold: { kind: 'paused', reason: { kind: 'ci-timeout' } },
        keeper: { commit: SHA, attempts: [keeperAttempt], spent: false }
      }),
      { headSha: SHA, attempt: 2, handedOutAt: '2026-01-01T00:00:00Z' }
    ],
    ['nothing held', memory({}), { none: 'no fix is outstanding' }],
    [
      'a pause with no keeper fix out',
      memory({ hold: { kind: 'paused', reason: { kind: 'ci-timeout' } } }),
      { none: 'no fix is outstanding' }
    ],
    [
      'a fix on another commit',
      memory({
        hold: { kind: 'fixing', attempt: 1, max: 5, sha: 'c'.repeat(40) },
        attempts: [{ ...keeperAttempt, attempt: 1, commit: 'c'.repeat(40) }]
      }),
      { none: 'the fix outstanding is attempt 1 on ccccccc, not on bbbbbbb' }
    ]
  ])('%s', (_, given, expected) => {
    expect(outstandingFix(given, SHA)).toEqual(expected)
  })
})
