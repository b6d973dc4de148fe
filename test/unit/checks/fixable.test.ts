import { describe, expect, it } from '@jest/globals'
import { failuresToFix, rerunnableRuns } from '../../../src/rules/checks/fixable.js'
import type { CheckVerdict, Reduction } from '../../../src/rules/checks/reduce.js'

type Shape = Pick<CheckVerdict, 'source' | 'state' | 'bucket'> & { runId: number | null }

const check = (name: string, { source, state, bucket, runId }: Shape): CheckVerdict => ({
  identity: { kind: 'app-check', app: 'ci', name },
  name,
  source,
  workflow:
    runId === null ? null : { runId, name: 'CI', path: '.github/workflows/ci.yml', event: 'push' },
  runAttempt: null,
  state,
  bucket,
  url: null,
  id: null,
  at: null
})

const reduction = (checks: CheckVerdict[]): Reduction => ({
  status: 'failure',
  reason: 'red',
  checks,
  excluded: [],
  superseded: 0
})

const failed = (runId: number | null): Shape => ({
  source: 'check-run',
  state: 'failure',
  bucket: 'failure',
  runId
})

describe('the failing checks of a red reduction', () => {
  it.each([
    ['a failed job', [check('test', failed(7))], ['test'], [7]],
    [
      'two failed jobs of one run: the run once',
      [check('test', failed(7)), check('lint', failed(7))],
      ['test', 'lint'],
      [7]
    ],
    [
      'a run waiting for approval is no failure to fix',
      [check('deploy', { ...failed(8), state: 'action_required' })],
      [],
      []
    ],
    [
      'a failed status or app check: fixable, no run to run again',
      [check('ci/legacy', { ...failed(null), source: 'status' })],
      ['ci/legacy'],
      []
    ],
    [
      'passing and pending checks are not failures',
      [
        check('build', { ...failed(9), state: 'success', bucket: 'success' }),
        check('slow', { ...failed(9), state: 'in_progress', bucket: 'pending' })
      ],
      [],
      []
    ]
  ])('%s', (_, checks, names, runs) => {
    expect(failuresToFix(reduction(checks)).map((c) => c.name)).toEqual(names)
    expect(rerunnableRuns(reduction(checks))).toEqual(runs)
  })
})
