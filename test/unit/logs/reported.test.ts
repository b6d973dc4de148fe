// What a check reports instead of a log (annotations, an app's output) is read line by line as
// errors of their own: the same analysis a job log gives when the runner writes each line as an
// error annotation, on every corpus log's lines and on the edges of a line.
import { describe, it, expect } from '@jest/globals'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { analyzeLog, analyzeReported } from '../../../src/rules/logs/scanner.js'
import type { LogAnalysis } from '../../../src/rules/logs/types.js'
import { fixture } from './fixtures.js'

/** The analysis of the job log in which the runner wrote `lines` as error annotations. */
const asAnnotations = (lines: readonly string[]): LogAnalysis =>
  analyzeLog(
    lines
      .flatMap((l) => l.split(/\r?\n/))
      .map((l) => `##[error]${l}`)
      .join('\n'),
    { byteBudget: 4096 }
  )

// The log's size counts the runner's markers; everything read from it must be the same.
const read = ({ byteCount: _bytes, ...rest }: LogAnalysis): Omit<LogAnalysis, 'byteCount'> => rest

// Every log of every tool, and each generic family's first (its rerun and second failure are
// printed in the same tool's words): every shape of line the corpus holds, each family once.
const root = fileURLToPath(new URL('../../fixtures/logs/', import.meta.url))
const corpus = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.log'))
  .filter((name) => !name.startsWith('generic/') || name.endsWith('/first.log'))
  .map((name) => name.slice(0, -'.log'.length))
  .sort()

describe('analyzeReported', () => {
  it.each(corpus)('reads the lines of %s as their annotations in a log', (path) => {
    const lines = fixture(path).split('\n')
    expect(read(analyzeReported(lines, { byteBudget: 4096 }))).toEqual(read(asAnnotations(lines)))
  })

  it.each([
    ['a bare state', ['lint: failure']],
    ['lines in one report', ['src/a.ts:1:1 error no-unused-vars\nsrc/b.ts:2:2 error semi']],
    ['CRLF and a bare CR', ['first\r\nsecond\rredrawn\r']],
    ['colour codes', ['\u001b[31mError: boom\u001b[0m']],
    ['the exit-code line', ['Process completed with exit code 2.']],
    ['an empty line', ['']],
    ['a line longer than the scanner reads', [`error: ${'x'.repeat(40_000)}`]]
  ])('%s', (_name, lines) => {
    expect(read(analyzeReported(lines, { byteBudget: 4096 }))).toEqual(read(asAnnotations(lines)))
  })

  it('counts the bytes of the lines it read', () => {
    expect(analyzeReported(['é', 'ab']).byteCount).toBe(6)
  })
})
