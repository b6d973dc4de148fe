// The iteration's timeline, end to end: each gate run's job summary and the program issue's
// status comment list the ledger's fix attempts (commit, signature, class, outcome, CI run), and
// the status comment's count is the state file's CI Fix Attempts, an accept's 0 included.
import { describe, expect, it } from '@jest/globals'
import {
  addProgram,
  expectClean,
  iterate,
  ledgerOf,
  onIssue,
  stateOf,
  statusComment,
  useEmulator
} from '../support/loop.js'
import { shortSha } from '../../src/rules/text.js'

const gh = useEmulator()

/** The rows of the summary's timeline table, each as its cells' text. */
function summaryTimeline(summary: string): string[][] {
  const table = summary.split(/<h3>Timeline of [^<]*<\/h3>/)[1] ?? ''
  return [...table.matchAll(/<tr>(.*?)<\/tr>/gs)]
    .slice(1)
    .map((row) => [...(row[1] ?? '').matchAll(/<td>(.*?)<\/td>/gs)].map((cell) => cell[1] ?? ''))
}

/** The rows of the status comment's timeline table, below its key/value table. */
function commentTimeline(body: string): string[] {
  const at = body.indexOf('| Attempt | Commit | Signature |')
  return at < 0 ? [] : body.slice(at).split('\n').slice(2)
}

describe('the timeline of an iteration', () => {
  // An accept with no attempt spent shows none: approval.e2e's accept.
  it('lists every fix attempt with its outcome in the summary and the status comment, a signature from a hostile check name escaped in both', async () => {
    const p = addProgram(gh, 'timeline')
    // Checks without logs are of unknown class, which gets one attempt unless told otherwise.
    const inputs = { ...onIssue(p), 'unknown-failure-attempts': '5' }
    const test = '<img src=x onerror=alert(1)> `x` | @acme/security'
    const first = await iterate(gh, p, { build: 'success', [test]: 'failure' }, inputs)
    expectClean(first.result)
    expect(first.result.outputs.signature).toContain('<img')
    const second = await iterate(gh, p, { build: 'failure', [test]: 'success' }, inputs)
    expectClean(second.result)
    expect(second.result.outputs.decision).toBe('fix')

    // The summary: both attempts, oldest first; the first ended in a new failure.
    const rows = summaryTimeline(second.result.summary)
    const attempts = ledgerOf(gh, p).entries.at(-1)?.memory.attempts ?? []
    expect(attempts).toHaveLength(2)
    expect(rows).toHaveLength(2)
    expect(second.result.summary).not.toContain('<img src=x')
    expect(rows[0]).toEqual([
      '1/5',
      `<code>${shortSha(first.sha)}</code>`,
      expect.stringContaining('&#60;img src=x'),
      attempts[0]?.failureClass,
      'a new failure',
      `<a href="${attempts[0]?.runUrl}">CI run</a>`
    ])
    expect(rows[1]?.slice(0, 2)).toEqual(['2/5', `<code>${shortSha(second.sha)}</code>`])
    expect(rows[1]?.[4]).toBe('with the fixer')

    // The status comment: the same two attempts, and the count the state file shows.
    expect(stateOf(gh, p).ciFixAttempts).toBe(2)
    let body = statusComment(gh, p).body
    expect(body).toContain('| Fix attempts | 2 of 5 |')
    expect(body).toContain("This iteration's fix attempts:")
    let lines = commentTimeline(body)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(
      new RegExp(
        `^\\| 1/5 \\| \`${shortSha(first.sha)}\` \\| .* \\| a new failure \\| \\[CI run\\]\\(`
      )
    )
    expect(lines[1]).toContain('| with the fixer |')
    // One table row each: the pipe is escaped, the backticks stay inside a longer code span.
    expect(lines[0]?.split(/(?<!\\)\|/)).toHaveLength(8)
    expect(lines[0]).toContain('``')

    // Green: the accept closes the iteration; its attempts are shown, the count is back to 0.
    const green = await iterate(gh, p, { build: 'success', [test]: 'success' }, inputs)
    expectClean(green.result)
    expect(green.result.outputs.decision).toBe('accept')
    const closed = summaryTimeline(green.result.summary)
    expect(closed.map((r) => r[4])).toEqual(['a new failure', 'fixed: CI green'])
    expect(green.result.summary).toContain("Timeline of the accepted iteration's fix attempts")
    expect(stateOf(gh, p).ciFixAttempts).toBe(0)
    body = statusComment(gh, p).body
    expect(body).toContain('| Fix attempts | 0 of 5 |')
    expect(body).toContain("The accepted iteration's fix attempts (the next one starts at 0 of 5):")
    lines = commentTimeline(body)
    expect(lines.map((l) => l.split(' | ')[4])).toEqual(['a new failure', 'fixed: CI green'])
  })
})
