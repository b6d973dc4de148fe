import { describe, expect, it } from '@jest/globals'
import { eventComment, statusTable, type CommentFacts } from '../../../src/rules/issue/comments.js'

function facts(overrides: Partial<CommentFacts> = {}): CommentFacts {
  return {
    program: 'demo',
    decision: 'pause',
    reason: 'paused',
    branch: 'autoloop/demo',
    headSha: 'abc1234def5678abc1234def5678abc1234def56',
    commitUrl: 'https://github.example/o/r/commit/abc1234',
    pullNumber: null,
    pullUrl: null,
    ciRunUrl: null,
    gateRunUrl: null,
    attempt: 1,
    maxAttempts: 5,
    signature: null,
    failureClass: null,
    pauseReason: 'cost-cap: $4.50 of $5.00',
    stateFile: 'memory/autoloop:demo.md',
    stateFileUrl: 'https://github.example/o/r/blob/memory/autoloop/demo.md',
    ledgerFile: 'memory/autoloop:.green-gate/demo.json',
    needsHumanLabel: 'needs-human',
    attempts: [
      {
        attempt: 1,
        commit: 'abc1234def5678abc1234def5678abc1234def56',
        signature: 'sig',
        failureClass: 'test',
        runUrl: null,
        at: '2026-05-02T12:00:00Z',
        outcome: 'new-failure',
        costUsd: 4.5
      }
    ],
    spent: 1,
    noFixer: null,
    spend: { spentUsd: 4.5, capUsd: 5 },
    ...overrides
  }
}

describe('the status comment and the pause comment', () => {
  it("show the day's spending and each attempt's cost", () => {
    const body = statusTable(facts(), new Date('2026-05-02T12:00:00Z'))
    expect(body).toContain('| Fix spending today (UTC) | $4.50 of $5.00 |')
    expect(body).toContain('| Attempt | Commit | Signature | Class | Outcome | Cost | Run |')
    expect(body).toContain('| a new failure | $4.50 | — |')
  })

  it('leave the spending row out when there is neither a cap nor a cost', () => {
    const body = statusTable(facts({ spend: null }), new Date('2026-05-02T12:00:00Z'))
    expect(body).not.toContain('Fix spending')
  })

  it('tell how to repair a broken audit chain before resuming', () => {
    const body = eventComment(facts({ pauseReason: 'audit-broken: entry 3' }))
    expect(body).toContain('**`audit-broken: entry 3`**')
    expect(body).toContain(
      'The audit chain of `memory/autoloop:.green-gate/demo.json` does not verify: `green-gate audit verify` names the broken entry.'
    )
    expect(eventComment(facts())).not.toContain('audit chain')
  })
})
