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
import { outstandingFix } from '../../../src/rules/fix/subject.js'
import { emptyMemory, type GateMemory } from '../../../src/rules/ledger/memory.js'

const WHERE = { path: '.github/workflows/green-gate-fixer.yml', branch: 'autoloop/x' }
const INPUTS = `
      program: { required: true }
      head-sha: { required: true }
      attempt: { required: true }
      prompt: { required: true }
      pr-number: { required: false }`

describe('fixerProblem', () => {
  it.each([
    ['declares every input', `on:\n  workflow_dispatch:\n    inputs:${INPUTS}\n`, null],
    [
      'is missing',
      null,
      "is not on autoloop/x, which predates green-gate's fixer there: merge the default branch into autoloop/x (or copy the file onto it), then unpause"
    ],
    [
      'is called, not dispatched',
      'on:\n  workflow_call:\n    inputs: {}\n',
      'has no workflow_dispatch trigger'
    ],
    ['lists other triggers only', 'on: [push]\n', 'has no workflow_dispatch trigger'],
    ['is not YAML', 'on: [workflow_dispatch\n', 'has no workflow_dispatch trigger'],
    ['is empty', '', 'has no workflow_dispatch trigger'],
    [
      'lacks inputs',
      'on:\n  workflow_dispatch:\n    inputs:\n      program: {}\n',
      'does not declare the input(s) head-sha, attempt, prompt, pr-number'
    ],
    [
      'dispatches with no inputs',
      'on: workflow_dispatch\n',
      'does not declare the input(s) program'
    ]
  ])('a fixer that %s', (_, text, problem) => {
    const found = fixerProblem(text, WHERE)
    if (problem === null) expect(found).toBeNull()
    else expect(found).toContain(problem)
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

  it.each([
    [
      'a fix the gate holds out',
      memory({ hold: { kind: 'fixing', attempt: 3, max: 5, sha: SHA } }),
      { headSha: SHA, attempt: 3 }
    ],
    [
      "the keeper's fix on a paused program",
      memory({
        hold: { kind: 'paused', reason: { kind: 'ci-timeout' } },
        keeper: { commit: SHA, attempts: [keeperAttempt], spent: false }
      }),
      { headSha: SHA, attempt: 2 }
    ],
    ['nothing held', memory({}), { none: 'no fix is outstanding' }],
    [
      'a pause with no keeper fix out',
      memory({ hold: { kind: 'paused', reason: { kind: 'ci-timeout' } } }),
      { none: 'no fix is outstanding' }
    ],
    [
      'a fix on another commit',
      memory({ hold: { kind: 'fixing', attempt: 1, max: 5, sha: 'c'.repeat(40) } }),
      { none: 'the fix outstanding is attempt 1 on ccccccc, not on bbbbbbb' }
    ]
  ])('%s', (_, given, expected) => {
    expect(outstandingFix(given, SHA)).toEqual(expected)
  })
})
