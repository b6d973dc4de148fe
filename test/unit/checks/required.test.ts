import { describe, expect, it } from '@jest/globals'
import { reduceChecks, type Reduction } from '../../../src/rules/checks/reduce.js'
import { fromRest } from '../../../src/rules/checks/from-rest.js'
import { requireChecks } from '../../../src/rules/checks/required.js'

const run = (name: string, conclusion: string | null) => ({
  id: name.length,
  name,
  status: conclusion === null ? 'in_progress' : 'completed',
  conclusion,
  app: { slug: 'github-actions' },
  check_suite: { id: 7 },
  started_at: '2026-05-01T10:00:00Z'
})

function reduced(runs: ReturnType<typeof run>[]): Reduction {
  return reduceChecks(
    fromRest({
      checkRuns: runs,
      statuses: [],
      workflowRuns: [
        { id: 1, check_suite_id: 7, name: 'CI', path: '.github/workflows/ci.yml', event: 'push' }
      ]
    })
  )
}

describe('requireChecks', () => {
  const cases: Array<{
    name: string
    runs: ReturnType<typeof run>[]
    required: string[]
    status: string
    reason?: RegExp
  }> = [
    { name: 'nothing required', runs: [run('lint', 'success')], required: [], status: 'success' },
    {
      name: 'a required check missing keeps a green commit pending',
      runs: [run('lint', 'success')],
      required: ['test'],
      status: 'pending',
      reason: /^required check not reported yet: test; all 1 checks passed$/
    },
    {
      name: 'present and green: success',
      runs: [run('lint', 'success'), run('test', 'success')],
      required: ['test'],
      status: 'success'
    },
    {
      name: 'matched by workflow label',
      runs: [run('test', 'success')],
      required: ['CI / test'],
      status: 'success'
    },
    {
      name: 'a red check is red whatever is missing',
      runs: [run('lint', 'failure')],
      required: ['test', 'e2e'],
      status: 'failure'
    },
    {
      name: 'two missing, named both',
      runs: [run('lint', 'success')],
      required: ['test', 'e2e*'],
      status: 'pending',
      reason: /^required checks not reported yet: test, e2e\*;/
    }
  ]
  it.each(cases)('$name', ({ runs, required, status, reason }) => {
    const out = requireChecks(reduced(runs), required)
    expect(out.status).toBe(status)
    if (reason !== undefined) expect(out.reason).toMatch(reason)
  })
})
