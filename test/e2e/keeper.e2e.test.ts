// The evergreen keeper end to end: a sweep with `keeper: true` takes up a program the gate paused
// with ci-fix-exhausted, hands out a fix with fresh context the way a gate's `fix` is handed out,
// and releases the program when CI is green on the keeper's fix; a keeper whose attempts all fail
// stops once, saying so once.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runAction, type ActionRun } from '../../emulator/runner.js'
import {
  addProgram,
  eventComments,
  expectClean,
  iterate,
  memoryOf,
  push,
  useEmulator,
  stateOf,
  type Program
} from '../support/loop.js'

const gh = useEmulator()

const keeperSweep = (inputs: Record<string, string> = {}): Promise<ActionRun> =>
  runAction({
    apiUrl: gh.url,
    eventName: 'schedule',
    payload: { schedule: '*/30 * * * *' },
    inputs: { mode: 'sweep', keeper: 'true', fixer: 'command', ...inputs }
  })

/** A program the gate paused with ci-fix-exhausted: one attempt allowed, a new failure after it. */
async function exhausted(name: string): Promise<{ p: Program; sha: string }> {
  const p = addProgram(gh, name)
  const budget = { 'max-fix-attempts': '1' }
  expect(
    (await iterate(gh, p, { build: 'success', test: 'failure' }, budget)).result.outputs
  ).toMatchObject({ decision: 'fix' })
  const { sha, result } = await iterate(gh, p, { build: 'failure', test: 'failure' }, budget)
  expect(result.outputs.decision).toBe('pause')
  expect(stateOf(gh, p).pauseReason).toMatch(/^ci-fix-exhausted: /)
  return { p, sha }
}

type Fix = Record<string, string>

function fixFor(result: ActionRun, p: Program): Fix | undefined {
  return (JSON.parse(result.outputs.fixes ?? '[]') as Fix[]).find((f) => f.program === p.name)
}

describe('the evergreen keeper', () => {
  it('fixes a program paused ci-fix-exhausted and releases it on green', async () => {
    const { p, sha } = await exhausted('kept')
    const comments = eventComments(gh, p).length

    const handOut = await keeperSweep()
    expectClean(handOut)
    expect(fixFor(handOut, p)).toEqual({
      program: p.name,
      'head-sha': sha,
      attempt: '1',
      'pr-number': String(p.pull),
      prompt: `fix-prompt-${p.name}-keeper-1.md`
    })
    const prompt = readFileSync(
      join(handOut.outputs['fix-prompt-file'] ?? '', '..', `fix-prompt-${p.name}-keeper-1.md`),
      'utf8'
    )
    expect(prompt).toContain('keeper attempt 1 of 5')
    expect(prompt).toContain('take a different approach')
    expect(prompt).toMatch(/Earlier attempt 1 on \w{7}: \w+, a new failure; signature /)
    expect(prompt).not.toContain('Earlier attempt 2')
    // Still paused while the keeper's fix runs; the fix is counted in the ledger.
    expect(stateOf(gh, p).paused).toBe(true)
    expect(memoryOf(gh, p).keeper).toMatchObject({ commit: sha, spent: false })
    expect(memoryOf(gh, p).keeper?.attempts.map((a) => a.outcome)).toEqual(['with-fixer'])
    expect(eventComments(gh, p).at(-1)).toContain('Keeper attempt **1 of 5**')

    // The fixer's commit is green: the next sweep releases the program.
    const fixed = push(gh, p, { build: 'success', test: 'success' })
    const released = await keeperSweep()
    expectClean(released)
    expect(released.outputs.reason).toContain(`${p.name} → accept`)
    expect(stateOf(gh, p)).toMatchObject({
      paused: false,
      pauseReason: null,
      ciHeadSha: fixed
    })
    expect(stateOf(gh, p).recentStatuses.at(-1)).toBe('accepted')
    expect(memoryOf(gh, p)).toMatchObject({ hold: { kind: 'none' }, keeper: null, attempts: [] })
    expect(gh.store.issueLabels(p.pull ?? 0)).not.toContain('needs-human')
    const said = eventComments(gh, p)
    expect(said).toHaveLength(comments + 2)
    expect(said.at(-1)).toContain('Released after 1 keeper attempt')
  })

  // The budget is keeper-attempts (5 by default, as above); two attempts stop it the same way.
  it('stops after its failed keeper attempts on one commit, saying so once', async () => {
    const { p, sha } = await exhausted('kept-failing')
    const budget = { 'keeper-attempts': '2' }
    for (let k = 1; k <= 2; k++) {
      const result = await keeperSweep(budget)
      expect(fixFor(result, p)).toMatchObject({ attempt: String(k) })
      // The fixer's commit is red again.
      push(gh, p, { build: 'failure', test: k % 2 === 0 ? 'failure' : 'success' })
    }
    const comments = eventComments(gh, p).length
    const stopped = await keeperSweep(budget)
    expect(fixFor(stopped, p)).toBeUndefined()
    expect(stopped.outputs.reason).toContain(`${p.name} → pause`)
    expect(memoryOf(gh, p).keeper).toMatchObject({ commit: sha, spent: true })
    expect(memoryOf(gh, p).keeper?.attempts).toHaveLength(2)
    expect(stateOf(gh, p)).toMatchObject({ paused: true })
    expect(stateOf(gh, p).pauseReason).toMatch(/^ci-fix-exhausted: /)
    expect(eventComments(gh, p)).toHaveLength(comments + 1)
    expect(eventComments(gh, p).at(-1)).toContain("The keeper's 2 attempts did not make CI green")

    // Later sweeps leave it alone, and say nothing more.
    const later = await keeperSweep(budget)
    expect(fixFor(later, p)).toBeUndefined()
    expect(eventComments(gh, p)).toHaveLength(comments + 1)
    // The summary lists the red head.
    expect(later.summary).toContain('Gated pull requests with a red head')
    expect(later.summary).toContain(`<code>${p.name}</code>`)
  })
})
