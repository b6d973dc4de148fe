// A keeper attempt through the templates' fixer and push jobs: a fixer that hands back nothing
// is recorded by the push job as the keeper's spent attempt (not the fix loop's), for the next
// sweep to hand out the next keeper attempt. The cost report it leaves is not a plain amount: both
// jobs ignore it, with a warning.
import { describe, expect, it } from '@jest/globals'
import { runAction } from '../../emulator/runner.js'
import {
  useOrigin,
  fixAndPush,
  fixer,
  gitProgram,
  type GateRun,
  deliverRun,
  redCi
} from '../support/git-origin.js'
import { memoryOf, useEmulator, stateOf } from '../support/loop.js'

const gh = useEmulator()
const origin = useOrigin()

/** A failed test job's log that names no failure the gate can class. */
const UNCLASSED = 'Process completed with exit code 1.\n'

describe('a keeper attempt through the fixer and push jobs', () => {
  it('that hands back nothing is the keeper’s spent attempt, its cost report ignored with a warning when it is not a plain amount', async () => {
    const p = gitProgram(gh, origin, 'kept-empty')
    // A failure of unknown class (its log names none) with no attempts for it: the fix loop's
    // budget spent on the first red, in one run. A fixer handing back nothing in the fix loop
    // is fix-command.e2e's.
    const noAttempts = { 'unknown-failure-attempts': '0' }
    const red = await deliverRun(gh, origin, redCi(gh, p.branch, p.sha, UNCLASSED), noAttempts)
    expect(red.result.outputs).toMatchObject({ decision: 'pause', 'failure-class': 'unknown' })
    expect(stateOf(gh, p).pauseReason).toMatch(/^ci-fix-exhausted: /)

    const sweep = () =>
      runAction({
        apiUrl: gh.url,
        serverUrl: origin.serverUrl,
        eventName: 'schedule',
        payload: {},
        inputs: { mode: 'sweep', keeper: 'true', fixer: 'command' }
      })
    const first = await sweep()
    expect(first.outputs).toMatchObject({ decision: 'fix', attempt: '1', 'head-sha': p.sha })
    // The sweep's fix goes to the same fixer and push jobs as the gate's.
    const asSwept: GateRun = { result: first, runnerTemp: '', payload: red.payload }
    const { command } = fixer(origin, 'kept-empty', [
      'printf \'{"cost_usd": "free"}\' > "$GREEN_GATE_COST_FILE"'
    ])
    const kept = await fixAndPush(gh, origin, asSwept, command)
    expect(kept.push.outputs).toMatchObject({ decision: 'wait', fixes: '[]' })
    expect(kept.push.outputs.reason).toContain('handed back nothing')
    const ignored = {
      level: 'warning',
      message: "the fixer's cost report is ignored: cost_usd is not a finite amount of at least 0"
    }
    expect(kept.fix.outputs['fix-cost-usd']).toBe('')
    expect(kept.fix.annotations).toContainEqual(ignored)
    // The push job reads the report again: the fixer job ran agent code, and says nothing it trusts.
    expect(kept.push.annotations).toContainEqual(ignored)
    const memory = memoryOf(gh, p)
    expect(memory.keeper?.attempts.map((a) => [a.attempt, a.outcome])).toEqual([[1, 'no-commit']])
    expect(memory.keeper?.attempts[0]?.costUsd).toBeUndefined()
    // The fix loop's own attempts are as the pause left them: none.
    expect(memory.attempts).toEqual([])
    expect(stateOf(gh, p)).toMatchObject({ paused: true, ciFixAttempts: 0 })
    // The next sweep hands out keeper attempt 2 on this memory: the case 'counts a keeper attempt
    // that pushed nothing' of test/unit/gate/keeper.test.ts.
  })
})
