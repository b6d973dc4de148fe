import { describe, it, expect } from '@jest/globals'
import { TailBuffer, truncateUtf8 } from '../../../src/rules/logs/excerpt.js'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import { fixture } from './fixtures.js'

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8')
const stamp = (i: number): string =>
  `2026-04-22T22:${String(30 + (i % 20)).padStart(2, '0')}:01.1234567Z`

/** A long job log: an early type error, thousands of multi-byte noise lines, a failing test. */
function longLog(noiseLines: number): string {
  const lines = [
    '##[group]Run npm test',
    '##[endgroup]',
    'src/early.ts(3,7): error TS2339: Property ünïcödé does not exist.',
    ...Array.from({ length: noiseLines }, (_, i) => `  ✓ case ${i} — grüße 😀 €${i}`),
    'FAIL tests/late.test.ts',
    '  ● late › fails at the end',
    'last output line ✨',
    '##[error]Process completed with exit code 1.',
    'Post job cleanup.',
    'Cleaning up orphan processes'
  ]
  return lines.map((line, i) => `${stamp(i)} ${line}`).join('\n')
}

describe('truncateUtf8', () => {
  it.each([
    ['héllo', 2, 'start', 'h'],
    ['héllo', 3, 'start', 'hé'],
    ['héllo', 4, 'end', 'llo'],
    ['héllo', 5, 'end', 'éllo'],
    ['a😀b', 4, 'start', 'a'],
    ['a😀b', 5, 'start', 'a😀'],
    ['a😀b', 4, 'end', 'b'],
    ['a😀b', 5, 'end', '😀b'],
    ['€€€', 0, 'end', ''],
    ['short', 100, 'end', 'short']
  ] as const)('%j to %i bytes keeping the %s -> %j', (text, max, keep, expected) => {
    expect(truncateUtf8(text, max, keep)).toBe(expected)
  })
})

describe('excerpt', () => {
  const log = longLog(5000)

  it.each([512, 2048, 65536])('fits a budget of %i bytes', (budget) => {
    const { excerpt } = analyzeLog(log, { byteBudget: budget })
    expect(bytes(excerpt)).toBeLessThanOrEqual(budget)
    expect(excerpt).not.toContain('\uFFFD')
  })

  it('keeps the end of the failing step and the early error line', () => {
    const { excerpt } = analyzeLog(log, { byteBudget: 4096 })
    expect(excerpt).toContain('3: src/early.ts(3,7): error TS2339')
    expect(excerpt).toContain('  ● late › fails at the end\nlast output line ✨\n')
    expect(excerpt).toContain('Error: Process completed with exit code 1.')
    expect(excerpt).toMatch(/… \[green-gate: \d+ lines omitted\] …/)
  })

  it('says how much was left out and leaves out the post-job noise', () => {
    const { excerpt } = analyzeLog(log, { byteBudget: 4096 })
    expect(excerpt).toContain('… [green-gate: 2 lines after the failure omitted] …')
    expect(excerpt).not.toContain('Cleaning up orphan processes')
    expect(excerpt).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z/)
    expect(excerpt).not.toContain('##[')
  })

  it('is the whole cleaned log when it fits', () => {
    const small = analyzeLog(fixture('rustc/first')).excerpt
    expect(small.startsWith('Runner Image Provisioner\nHosted Compute Agent\n')).toBe(true)
    expect(small).toContain('error[E0308]: mismatched types\n --> src/main.rs:2:22')
    expect(small).not.toContain('lines omitted')
  })

  it('shows what a carriage return left on screen, without timestamps or colours', () => {
    const log = [
      `${stamp(0)} ##[group]Run npm ci`,
      `${stamp(1)} progress 10%\rprogress 100%\r`,
      `${stamp(2)} \u001b[31mnpm error code E404\u001b[39m`,
      `${stamp(3)} ##[error]Process completed with exit code 1.`
    ].join('\n')
    expect(analyzeLog(log).excerpt).toBe(
      'Run npm ci\nprogress 100%\nnpm error code E404\nError: Process completed with exit code 1.'
    )
  })

  it('keeps the end of a single line longer than the budget', () => {
    const huge = `${'é'.repeat(5000)}THE END`
    const { excerpt } = analyzeLog(`${stamp(0)} ##[group]Run x\n${stamp(1)} ${huge}\n`, {
      byteBudget: 1000
    })
    expect(bytes(excerpt)).toBeLessThanOrEqual(1000)
    expect(excerpt).toContain('… [green-gate: line cut] …')
    expect(excerpt.endsWith('THE END')).toBe(true)
    expect(excerpt).not.toContain('\uFFFD')
  })

  it.each(['jest/first', 'ts-jest/first', 'cargo-test/first', 'infra/heap-exhausted'])(
    'fits a small budget for %s',
    (path) => {
      const { excerpt } = analyzeLog(fixture(path), { byteBudget: 700 })
      expect(bytes(excerpt)).toBeLessThanOrEqual(700)
      expect(excerpt).toContain('Error: Process completed with exit code')
    }
  )
})

describe('TailBuffer', () => {
  const asBytes = (text: string): string => Buffer.from(text, 'utf8').toString('latin1')
  /** The fewest last lines of at least `capacity` UTF-16 units, one more for each line's end. */
  function expected(lines: readonly string[], capacity: number): string[] {
    let units = 0
    let first = lines.length
    while (first > 0 && units < capacity) units += (lines[--first] ?? '').length + 1
    return lines.slice(first)
  }
  const widths = ['a', 'é', '✓', '😀']
  // Lines of one character width each, long and short, so bytes and units part ways.
  const lines = Array.from({ length: 400 }, (_, i) =>
    (widths[i % widths.length] ?? '').repeat((i * 7) % 50)
  )

  it.each([1, 64, 333, 1000, 4096])(
    'keeps the same last lines at capacity %i whether a line came as bytes or as text',
    (capacity) => {
      const tail = new TailBuffer(capacity)
      lines.forEach((line, i) => {
        if (i % 3 === 0) tail.pushText(line, i + 1)
        else {
          const block = `noise\n${asBytes(line)}\nnoise`
          tail.push(block, i + 1, 6, 6 + asBytes(line).length)
        }
      })
      expect(tail.lines().map((l) => l.text)).toEqual(expected(lines, capacity))
    }
  )

  it('ends at the last pin: what follows it is dropped', () => {
    const tail = new TailBuffer(100)
    tail.pushText('before', 1)
    tail.pushText('Error: ✓', 2)
    tail.pin()
    tail.pushText('after', 3)
    expect(tail.lines()).toEqual([
      { lineNumber: 1, text: 'before' },
      { lineNumber: 2, text: 'Error: ✓' }
    ])
  })
})
