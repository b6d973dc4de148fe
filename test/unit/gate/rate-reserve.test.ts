import { describe, expect, it } from '@jest/globals'
import {
  belowReserve,
  deferral,
  deferralLine,
  deferredNote,
  urgencyOrder,
  type DueAction,
  type RateBudget
} from '../../../src/rules/gate/rate-reserve.js'

const core = (remaining: number, limit = 1000) => ({ resource: 'core', limit, remaining })
const graphql = (remaining: number, limit = 5000) => ({ resource: 'graphql', limit, remaining })

describe('belowReserve', () => {
  it.each<[string, RateBudget, number, ReturnType<typeof belowReserve>]>([
    ['nothing heard yet', [], 10, null],
    ['plenty left', [core(900), graphql(4000)], 10, null],
    ['exactly the reserve left', [core(100)], 10, null],
    ['one request under it', [core(99)], 10, core(99)],
    ['the one limit under it, of two', [core(900), graphql(400)], 10, graphql(400)],
    ['the lower share, when both are under', [core(90), graphql(200)], 10, graphql(200)],
    ['none left', [core(0)], 10, core(0)],
    ['a reserve of 0, none left', [core(0)], 0, null],
    ['a reserve of 100, one request spent', [core(999)], 100, core(999)],
    ['a reserve of 100, none spent', [core(1000)], 100, null],
    ['a limit of 0 says nothing', [core(0, 0)], 10, null]
  ])('%s', (_, budget, reserve, expected) => {
    expect(belowReserve(budget, reserve)).toEqual(expected)
  })
})

describe('deferral', () => {
  const low: RateBudget = [core(20)]
  const high: RateBudget = [core(800)]
  it.each<[DueAction, RateBudget, number, boolean]>([
    ['timeout', low, 10, false],
    ['audit', low, 10, false],
    ['repair', low, 10, false],
    ['resume', low, 10, true],
    ['keep', low, 10, true],
    ['look', low, 10, true],
    ['resume', high, 10, false],
    ['keep', high, 10, false],
    ['look', high, 10, false],
    ['look', low, 0, false],
    ['look', [], 10, false]
  ])('%s with %j left and a %i %% reserve: deferred %s', (action, budget, reserve, deferred) => {
    expect(deferral(action, budget, reserve)).toEqual(deferred ? core(20) : null)
  })
})

describe('urgencyOrder', () => {
  it('puts time-outs first, then the holds, unpauses, the keeper and unjudged commits', () => {
    const due = (['look', 'keep', 'resume', 'repair', 'audit', 'timeout'] as const).map(
      (action) => ({ program: action, action })
    )
    expect(urgencyOrder(due).map((d) => d.action)).toEqual([
      'timeout',
      'audit',
      'repair',
      'resume',
      'keep',
      'look'
    ])
  })

  it('keeps programs of the same urgency in their order, and leaves its input as it was', () => {
    const due = [
      { program: 'a', action: 'look' as const },
      { program: 'b', action: 'timeout' as const },
      { program: 'c', action: 'look' as const },
      { program: 'd', action: 'timeout' as const }
    ]
    expect(urgencyOrder(due).map((d) => d.program)).toEqual(['b', 'd', 'a', 'c'])
    expect(due.map((d) => d.program)).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('the lines a sweep writes', () => {
  it('says which program waits, why it was due, and which limit is short', () => {
    expect(deferralLine('demo', 'unpaused', core(80), 10)).toBe(
      'green-gate sweep: demo deferred (unpaused): GitHub API budget 80/1000 (core) is below the 10 % reserve'
    )
  })

  it('keeps a program name on one line', () => {
    expect(deferralLine('a\nb', 'unpaused', core(80), 10)).not.toMatch(/\n/)
  })

  it('names the deferred programs in the reason', () => {
    expect(deferredNote(['a', 'b'], 10)).toBe('deferred below the 10 % API reserve: a, b')
  })
})
