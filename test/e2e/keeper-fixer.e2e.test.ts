// A keeper attempt through the templates' fixer and push jobs: a fixer that hands back nothing
// is recorded by the push job as the keeper's spent attempt (not the fix loop's), and the next
// sweep hands out the next keeper attempt.
import { describe, expect, it } from '@jest/globals'
import { runAction } from '../../emulator/runner.js'
import {
  useOrigin,
  fixAndPush,
  gitProgram,
  type GateRun,
  deliverRed
} from '../support/git-origin.js'
import { memoryOf, useEmulator, stateOf } from '../support/loop.js'

const gh = useEmulator()
const origin = useOrigin()

describe('a keeper attempt through the fixer and push jobs', () => {
  it('that hands back nothing is the keeper’s spent attempt; the next sweep tries again', async () => {
    const p = gitProgram(gh, origin, 'kept-empty')
    const budget = { 'max-fix-attempts': '1' }
    const red = await deliverRed(gh, origin, p, budget)
    const loop = await fixAndPush(gh, origin, red, 'true', { push: budget })
    expect(loop.push.outputs.decision).toBe('pause')
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
    const kept = await fixAndPush(gh, origin, asSwept, 'true')
    expect(kept.push.outputs).toMatchObject({ decision: 'wait', fixes: '[]' })
    expect(kept.push.outputs.reason).toContain('handed back nothing')
    const memory = memoryOf(gh, p)
    expect(memory.keeper?.attempts.map((a) => [a.attempt, a.outcome])).toEqual([[1, 'no-commit']])
    // The fix loop's own attempts are as the pause left them.
    expect(memory.attempts).toHaveLength(1)
    expect(stateOf(gh, p)).toMatchObject({ paused: true, ciFixAttempts: 1 })

    const second = await sweep()
    expect(second.outputs).toMatchObject({ decision: 'fix', attempt: '2' })
  })
})
