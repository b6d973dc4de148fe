import { describe, expect, it } from '@jest/globals'
import { eventComment } from '../../../src/rules/issue/comments.js'
import type { FixAttempt } from '../../../src/rules/ledger/memory.js'
import { commentFacts as facts } from '../../support/comment-facts.js'

/** Attempts 1..n of an iteration, each a new failure with a signature of its own. */
function attempts(n: number): FixAttempt[] {
  return Array.from({ length: n }, (_, k) => ({
    attempt: k + 1,
    commit: `${k + 1}`.repeat(40),
    signature: `sig-${k + 1}`,
    failureClass: 'test',
    runUrl: null,
    at: '2026-05-02T12:00:00Z',
    outcome: 'new-failure'
  }))
}

describe('the pause comment', () => {
  // A loop that spent a large budget still gets a short comment: the newest three attempts.
  it.each([
    { spent: 1, listed: [1] },
    { spent: 3, listed: [1, 2, 3] },
    { spent: 5, listed: [3, 4, 5] }
  ])('lists the most recent of $spent attempts: $listed', ({ spent, listed }) => {
    const body = eventComment(
      facts({ attempt: spent, spent, attempts: attempts(spent), spend: null })
    )
    expect(body).toContain('Most recent fix attempts:')
    const rows = body.split('\n').filter((line) => /^\| \d+\/5 \|/.test(line))
    expect(rows.map((row) => Number(/^\| (\d+)\//.exec(row)?.[1]))).toEqual(listed)
    for (const k of listed) expect(body).toContain(`\`sig-${k}\``)
  })
})

describe('a budget of one, in words', () => {
  it.each([
    {
      max: 1,
      keeper: "The keeper's 1 attempt did not",
      budget: 'a fresh budget of 1 fix attempt;'
    },
    {
      max: 2,
      keeper: "The keeper's 2 attempts did not",
      budget: 'a fresh budget of 2 fix attempts;'
    }
  ])('a limit of $max', ({ max, keeper, budget }) => {
    const body = eventComment(facts({ maxAttempts: max, attempt: max, spent: max, keeper: true }))
    expect(body).toContain(keeper)
    expect(body).toContain(budget)
  })
})
