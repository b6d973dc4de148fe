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
  errors,
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

/**
 * A program the gate paused with ci-fix-exhausted: with `attempt`, one attempt allowed and a new
 * failure after it; without, no attempt at all for a failure of unknown class.
 */
async function exhausted(name: string, attempt: boolean): Promise<{ p: Program; sha: string }> {
  const p = addProgram(gh, name)
  const budget: Record<string, string> = {
    'max-fix-attempts': '1',
    ...(attempt ? {} : { 'unknown-failure-attempts': '0' })
  }
  if (attempt) {
    const first = await iterate(gh, p, { build: 'success', test: 'failure' }, budget)
    expect(first.result.outputs).toMatchObject({ decision: 'fix' })
  }
  const { sha, result } = await iterate(gh, p, { build: 'failure', test: 'failure' }, budget)
  expect(result.outputs.decision).toBe('pause')
  expect(stateOf(gh, p).pauseReason).toMatch(/^ci-fix-exhausted: /)
  return { p, sha }
}

type Fix = Record<string, string>

function fixFor(result: ActionRun, p: Program): Fix | undefined {
  return (JSON.parse(result.outputs.fixes ?? '[]') as Fix[]).find((f) => f.program === p.name)
}

// One sweep takes up every program it may: one that the keeper's fix releases, and one whose
// keeper attempt fails. The budget is keeper-attempts; one stops it as the default five would
// (a second keeper attempt after a failed one: the row 'a second attempt settles the first' of
// test/unit/gate/keeper.test.ts).
describe('the evergreen keeper', () => {
  it('fixes a program paused ci-fix-exhausted and releases it on green; stops after its failed attempt on another, saying so once', async () => {
    const { p, sha } = await exhausted('kept', true)
    const { p: q, sha: qSha } = await exhausted('kept-failing', false)
    const budget = { 'keeper-attempts': '1' }
    const comments = eventComments(gh, p).length

    const handOut = await keeperSweep(budget)
    expectClean(handOut)
    expect(fixFor(handOut, p)).toEqual({
      program: p.name,
      'head-sha': sha,
      attempt: '1',
      'pr-number': String(p.pull),
      prompt: `fix-prompt-${p.name}-keeper-1.md`
    })
    expect(fixFor(handOut, q)).toMatchObject({ attempt: '1' })
    const prompt = readFileSync(
      join(handOut.outputs['fix-prompt-file'] ?? '', '..', `fix-prompt-${p.name}-keeper-1.md`),
      'utf8'
    )
    expect(prompt).toContain('keeper attempt 1 of 1')
    expect(prompt).toContain('take a different approach')
    expect(prompt).toMatch(/Earlier attempt 1 on \w{7}: \w+, a new failure; signature /)
    expect(prompt).not.toContain('Earlier attempt 2')
    // Still paused while the keeper's fix runs; the fix is counted in the ledger.
    expect(stateOf(gh, p).paused).toBe(true)
    expect(memoryOf(gh, p).keeper).toMatchObject({ commit: sha, spent: false })
    expect(memoryOf(gh, p).keeper?.attempts.map((a) => a.outcome)).toEqual(['with-fixer'])
    expect(eventComments(gh, p).at(-1)).toContain('Keeper attempt **1 of 1**')

    // One fixer's commit is green: the next sweep releases its program. The other's is red: the
    // keeper stops, once.
    const fixed = push(gh, p, { build: 'success', test: 'success' })
    push(gh, q, { build: 'failure', test: 'failure' })
    const before = eventComments(gh, q).length
    const swept = await keeperSweep(budget)
    expect(swept.exitCode).toBe(0)
    expect(swept.stderr).toBe('')
    // The one error is the keeper's stop, said loudly.
    expect(errors(swept)).toEqual([
      expect.stringMatching(new RegExp(`^green-gate paused ${q.name}: ci-fix-exhausted: `))
    ])
    expect(swept.outputs.reason).toContain(`${p.name} → accept`)
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

    expect(fixFor(swept, q)).toBeUndefined()
    expect(swept.outputs.reason).toContain(`${q.name} → pause`)
    expect(memoryOf(gh, q).keeper).toMatchObject({ commit: qSha, spent: true })
    expect(memoryOf(gh, q).keeper?.attempts).toHaveLength(1)
    expect(stateOf(gh, q)).toMatchObject({ paused: true })
    expect(stateOf(gh, q).pauseReason).toMatch(/^ci-fix-exhausted: /)
    expect(eventComments(gh, q)).toHaveLength(before + 1)
    expect(eventComments(gh, q).at(-1)).toContain("The keeper's 1 attempt did not make CI green")

    // The summary lists the red head. Later sweeps leave a spent keeper alone and say nothing
    // more: the row 'a spent keeper is quiet' of test/unit/gate/keeper.test.ts.
    expect(swept.summary).toContain('Gated pull requests with a red head')
    expect(swept.summary).toContain(`<code>${q.name}</code>`)
  })
})
