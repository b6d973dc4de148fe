import * as core from '@actions/core'
import { describe, expect, it } from '@jest/globals'
import type { Reduction } from '../../../src/rules/checks/reduce.js'
import { bareReport, type GateReport } from '../../../src/rules/gate/report.js'
import { addReport } from '../../../src/adapters/runner/summary.js'

/** What the report adds to an empty summary, as the step appends it to the summary file. */
const renderSummary = (report: GateReport): string =>
  addReport(core.summary.emptyBuffer(), report).stringify()

const where = { program: 'demo', branch: 'autoloop/demo', headSha: 'abc1234' }

describe('addReport', () => {
  it('a skip: the decision and where, no table', () => {
    expect(renderSummary(bareReport('skip', 'branch <x> is not gated', where))).toBe(
      '<h2>green-gate: skip</h2>\n<p><b>branch &#60;x&#62; is not gated</b><br>' +
        'program <code>demo</code> · branch <code>autoloop/demo</code> · commit <code>abc1234</code></p>'
    )
  })

  it('a judged commit: every check in a table, empty cells left open as before', () => {
    const reduction = {
      status: 'failure',
      reason: '1 failing',
      checks: [
        {
          name: 'test',
          workflow: { name: 'CI', path: '.github/workflows/ci.yml', event: 'push' },
          source: 'check-run',
          state: 'failure',
          bucket: 'failure',
          url: 'https://ci.example/1?a&b'
        }
      ],
      excluded: [{ name: 'docs', workflow: null, source: 'status', state: 'success', url: null }]
    } as unknown as Reduction
    const html = renderSummary({ ...bareReport('fix', 'CI failed', where, 7), reduction })
    expect(html).toContain(' · PR #7</p><p>CI status: <b>failure</b>: 1 failing</p><table>')
    expect(html).toContain(
      '<tr><td>test</td><td>CI <code>.github/workflows/ci.yml</code> (push)</td><td>check-run</td>' +
        '<td>failure</td><td>❌ failure</td><td><a href="https://ci.example/1?a&#38;b">details</a></td></tr>'
    )
    expect(html).toContain(
      '<tr><td>docs</td><td><td>status</td><td>success</td><td>➖ ignored</td><td></tr>'
    )
    expect(html.endsWith('</table>\n')).toBe(true)
  })
})

describe('addReport: failed closed', () => {
  it('names each failed read the decision failed closed on, escaped', () => {
    const report = {
      ...bareReport('wait', 'CI is not finished', where),
      failClosed: ['GitHub API 502 while reading <x>', 'GitHub GraphQL RATE_LIMITED while y: z']
    }
    expect(renderSummary(report)).toContain(
      '<p>Failed closed on: <code>GitHub API 502 while reading &#60;x&#62;</code>; ' +
        '<code>GitHub GraphQL RATE_LIMITED while y: z</code></p>'
    )
  })
})

describe('addReport: fix spending', () => {
  const attempt = {
    attempt: 1,
    commit: 'abc1234def',
    signature: 'sig',
    failureClass: 'test' as const,
    runUrl: null,
    at: '2026-05-02T12:00:00Z',
    outcome: 'new-failure' as const
  }

  it.each([
    [{ spentUsd: 1.5, capUsd: 5 }, 'Fix spending today (UTC): $1.50 of $5.00'],
    [{ spentUsd: 0.25, capUsd: null }, 'Fix spending today (UTC): $0.25']
  ])('shows the day’s spending %j', (spend, text) => {
    expect(renderSummary({ ...bareReport('fix', 'red', where), spend })).toContain(`<p>${text}</p>`)
  })

  it('adds a Cost column only when an attempt reported a cost', () => {
    const plain = renderSummary({ ...bareReport('fix', 'red', where), timeline: [attempt] })
    expect(plain).not.toContain('Cost')
    const costed = renderSummary({
      ...bareReport('fix', 'red', where),
      timeline: [attempt, { ...attempt, attempt: 2, costUsd: 0.4 }]
    })
    expect(costed).toContain('<th>Outcome</th><th>Cost</th><th>Run</th>')
    expect(costed).toContain('<td>a new failure</td><td>—</td>')
    expect(costed).toContain('<td>a new failure</td><td>$0.40</td>')
  })
})
