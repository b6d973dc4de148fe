import { describe, expect, it } from '@jest/globals'
import { eventComment, statusTable } from '../../../src/rules/issue/comments.js'
import { commentFacts as facts } from '../../support/comment-facts.js'

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
    const body = eventComment(
      facts({ pauseReason: 'audit-broken: entry 3', pause: { kind: 'audit-broken', entry: 3 } })
    )
    expect(body).toContain('**`audit-broken: entry 3`**')
    expect(body).toContain('Run `green-gate audit verify` on the ledger')
    expect(eventComment(facts())).not.toContain('audit chain')
  })
})
