import { describe, it, expect } from '@jest/globals'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import { summarizeRun } from '../../../src/rules/logs/summary.js'
import { fixture } from './fixtures.js'

describe('summarizeRun', () => {
  const tsc = { job: 'typecheck', analysis: analyzeLog(fixture('tsc/first')) }
  const jest = { job: 'test (node 20)', analysis: analyzeLog(fixture('jest/first')) }

  it('takes the class by precedence and the signature from all jobs', () => {
    const run = summarizeRun([jest, tsc])
    expect(run.failureClass).toBe('type')
    expect(run.signature).toBe(
      'TS2339:src/stats/eval_query.ts ; test:config.test.js>rejects a missing file ; ' +
        'test:math.test.js>math>adds two numbers'
    )
  })

  it('does not depend on job order', () => {
    expect(summarizeRun([tsc, jest]).signature).toBe(summarizeRun([jest, tsc]).signature)
  })

  it('lists each job with its step, first error, tests and codes', () => {
    const text = summarizeRun([tsc, jest]).text
    expect(text).toContain('Job typecheck: type')
    expect(text).toContain('Failing step: tsc -p . (exit 2)')
    expect(text).toContain(
      "First error: src/stats/eval_query.ts(11,15): error TS2339: Property 'label'"
    )
    expect(text).toContain('Error codes: TS2339')
    expect(text).toContain('Job test (node 20): test')
    expect(text).toContain(
      'Failing tests: config.test.js>rejects a missing file, math.test.js>math>adds two numbers'
    )
  })
  it('quotes the last lines that say something when nothing was recognised', () => {
    const log = [
      '2026-04-22T22:30:00.0000000Z ##[group]Run ./check-schema.sh',
      '2026-04-22T22:30:00.0000000Z ##[endgroup]',
      '2026-04-22T22:30:01.0000000Z config/app.toml',
      '2026-04-22T22:30:01.1000000Z   key `port` wants an integer',
      '2026-04-22T22:30:01.2000000Z ',
      '2026-04-22T22:30:02.0000000Z ##[error]Process completed with exit code 1.'
    ].join('\n')
    const text = summarizeRun([{ job: 'ci', analysis: analyzeLog(log) }]).text
    expect(text).toContain(
      '  Last output: config/app.toml\n  Last output: key `port` wants an integer'
    )
    expect(summarizeRun([tsc]).text).not.toContain('Last output')
    // A wrapper's echo names no failure of its own: the lines before it are quoted too.
    const wrapped = log
      .replace('./check-schema.sh', 'make man')
      .replace(
        '  key `port`',
        'make: *** [Makefile:5: man] Error 1\n2026-04-22T22:30:01.1500000Z   key `port`'
      )
    expect(summarizeRun([{ job: 'ci', analysis: analyzeLog(wrapped) }]).text).toContain(
      'Last output: key `port` wants an integer'
    )
  })
})
