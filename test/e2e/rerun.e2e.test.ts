// An infrastructure failure through the bundled action: GitHub re-runs the failed jobs (decision
// `rerun`), no fix attempt is spent and no fixer is handed anything; the same failure after the
// re-run goes to the fix budget.
import { describe, expect, it } from '@jest/globals'
import {
  addProgram,
  ciWorkflow,
  deliver,
  expectClean,
  finishRerun,
  memoryOf,
  pushCommit,
  useEmulator,
  stateOf,
  type Program
} from '../support/loop.js'

const gh = useEmulator()

const OOM_LOG = [
  '2026-05-02T12:00:00.0000000Z ##[group]Run npm test',
  '2026-05-02T12:00:00.1000000Z npm test',
  '2026-05-02T12:00:00.2000000Z ##[endgroup]',
  '2026-05-02T12:00:09.0000000Z /home/runner/work/_temp/a.sh: line 1:  2345 Killed  npm test',
  '2026-05-02T12:00:09.1000000Z ##[error]Process completed with exit code 137.'
].join('\n')

/** A commit whose CI run has a passing lint job and an OOM-killed test job. */
function oomRun(p: Program): { sha: string; runId: number } {
  const sha = pushCommit(gh, p)
  const runId = ciWorkflow(gh, p, { lint: 'success', test: { failedWith: OOM_LOG } })
  return { sha, runId }
}

describe('infrastructure failures', () => {
  it('re-runs an OOM-killed job once without spending an attempt, then fixes it', async () => {
    const p = addProgram(gh, 'oom-rerun', { issueRow: false })
    const { sha, runId } = oomRun(p)

    const first = await deliver(gh, runId)
    expectClean(first)
    expect(first.outputs).toMatchObject({
      decision: 'rerun',
      attempt: '0',
      'failure-class': 'infra',
      fixes: '[]',
      'fix-prompt-file': ''
    })
    expect(gh.store.reruns).toEqual([{ runId, attempt: 2 }])
    expect(memoryOf(gh, p)).toMatchObject({
      attempts: [],
      reruns: { commit: sha, count: 1 },
      lastEvent: { decision: 'rerun', eventKey: `workflow_run/${runId}/1` }
    })
    expect(stateOf(gh, p)).toMatchObject({ paused: false, ciFixAttempts: 0 })

    // The re-run attempt is killed the same way: now it counts against the fix budget.
    finishRerun(gh, runId, 'failure', OOM_LOG)
    const second = await deliver(gh, runId)
    expectClean(second)
    expect(second.outputs).toMatchObject({
      decision: 'fix',
      attempt: '1',
      'failure-class': 'infra'
    })
    expect(gh.store.reruns).toHaveLength(1)
    expect(stateOf(gh, p)).toMatchObject({ paused: true, ciFixAttempts: 1 })
  })

  // infra-reruns 0 fixes at once, and a re-run that comes back green is accepted: the decide
  // table's (test/unit/gate/decide.test.ts).
})
