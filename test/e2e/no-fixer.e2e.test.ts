// A `fix` with no fixer configured: the gate warns (an annotation and a line in the fix comment)
// instead of holding the program silently until the wall clock pauses it.
import { describe, expect, it } from '@jest/globals'
import type { ActionRun } from '../../emulator/runner.js'
import {
  addProgram,
  saidComments,
  expectClean,
  iterate,
  onIssue,
  useEmulator,
  stateOf,
  type ProgramOptions
} from '../support/loop.js'

const gh = useEmulator()

const RED = { build: 'success', test: 'failure' } as const

function warnings(result: ActionRun): string[] {
  return result.annotations.filter((a) => a.level === 'warning').map((a) => a.message)
}

/** A program whose CI goes red once, judged with this `fixer` input. */
async function redWith(name: string, fixer: string, options: ProgramOptions = {}) {
  const p = addProgram(gh, name, options)
  const { result } = await iterate(gh, p, RED, { ...onIssue(p), fixer })
  return { p, result, comment: saidComments(gh, p).find((c) => c.startsWith('🔧')) ?? '' }
}

describe('a fix with no fixer to pick it up', () => {
  it('warns and says so in the fix comment when the fixer is none', async () => {
    const { p, result, comment } = await redWith('no-fixer', 'none')
    expectClean(result)
    expect(result.outputs.decision).toBe('fix')
    // The decision stands: the attempt is handed out and the program held as usual.
    expect(stateOf(gh, p).paused).toBe(true)
    expect(warnings(result)).toContainEqual(
      'green-gate handed out fix attempt 1 for no-fixer, but no fixer is configured (input `fixer` is `none`), so nothing will pick this attempt up and the program stays held until the wall clock pauses it. Set the repository variable GREEN_GATE_FIXER (claude, command or copilot) or fix the branch by hand'
    )
    expect(comment).toContain(
      '⚠️ **No fixer:** no fixer is configured (input `fixer` is `none`), so nothing will pick this attempt up'
    )
  })

  // Which fixers need a notice (an empty input, Copilot on a pull request) is noFixerNotice's
  // table (test/unit/gate/timeline.test.ts); the spelling and a fixer it does not know, the input
  // parser's (test/unit/settings/parse.test.ts).
  it('warns when the fixer is Copilot and the branch has no pull request for it to work on', async () => {
    const { p, result, comment } = await redWith('copilot-no-pull', 'copilot', { pull: false })
    expectClean(result)
    expect(result.outputs.decision).toBe('fix')
    expect(stateOf(gh, p).paused).toBe(true)
    const said =
      'the fixer is Copilot, which fixes only on a pull request, and the branch has none, so nothing will pick this attempt up'
    expect(warnings(result)).toContainEqual(
      expect.stringContaining(
        `green-gate handed out fix attempt 1 for copilot-no-pull, but ${said}`
      )
    )
    expect(comment).toContain(`⚠️ **No fixer:** ${said}`)
  })

  it('says nothing on a decision other than fix', async () => {
    const p = addProgram(gh, 'no-fixer-green')
    const { result } = await iterate(gh, p, { build: 'success' }, { ...onIssue(p), fixer: 'none' })
    expectClean(result)
    expect(result.outputs.decision).toBe('accept')
    expect(warnings(result).filter((w) => w.includes('fixer'))).toEqual([])
  })
})
