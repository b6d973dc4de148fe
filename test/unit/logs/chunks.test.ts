// The scanner is fed network chunks: any split (inside a multi-byte character, between CR and
// LF, inside a timestamp or a runner marker) must give the same analysis as the whole text.
import { describe, it, expect } from '@jest/globals'
import { analyzeLog, createLogScanner } from '../../../src/rules/logs/scanner.js'
import type { LogAnalysis } from '../../../src/rules/logs/types.js'
import { fixture } from './fixtures.js'

/** Small deterministic generator, so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

function inChunks(bytes: Buffer, nextSize: () => number): LogAnalysis {
  const scanner = createLogScanner({ byteBudget: 2048 })
  for (let at = 0; at < bytes.length;) {
    const size = nextSize()
    scanner.push(bytes.subarray(at, at + size))
    at += size
  }
  return scanner.finish()
}

const MULTIBYTE = [
  '2026-04-22T22:30:01.1234567Z ##[group]Run npm test',
  '2026-04-22T22:30:01.1234567Z ##[endgroup]',
  '2026-04-22T22:30:02.1234567Z FAIL tests/ünïcode.test.ts',
  '2026-04-22T22:30:02.1234567Z   ● grüße › zählt 😀 richtig',
  '2026-04-22T22:30:03.1234567Z \u001b[31m✕ €€€ 日本語\u001b[39m',
  '2026-04-22T22:30:04.1234567Z ##[error]Process completed with exit code 1.'
].join('\n')

const LOGS: readonly [string, string][] = [
  ['multi-byte text', MULTIBYTE],
  ['jest', fixture('jest/first')],
  ['ts-jest', fixture('ts-jest/first')],
  ['rustc', fixture('rustc/first')],
  ['node --test', fixture('node-test/first')],
  ['mocha', fixture('mocha/first')],
  ['junit', fixture('junit/first')],
  ['eslint', fixture('eslint/first')]
]

describe.each(LOGS)('%s', (_name, text) => {
  const whole = analyzeLog(text, { byteBudget: 2048 })
  const bytes = Buffer.from(text, 'utf8')

  it('is the same read one byte at a time', () => {
    expect(inChunks(bytes, () => 1)).toEqual(whole)
  })

  it.each([1, 2, 3, 4, 5])('is the same in random chunks (seed %i)', (seed) => {
    const next = random(seed)
    expect(inChunks(bytes, () => 1 + Math.floor(next() * 97))).toEqual(whole)
  })

  it('is the same with CRLF line ends, split between CR and LF', () => {
    const crlf = Buffer.from(text.replace(/\n/g, '\r\n'), 'utf8')
    const { byteCount, ...rest } = inChunks(crlf, () => 1)
    const { byteCount: wholeBytes, ...expected } = whole
    expect(rest).toEqual(expected)
    expect(byteCount).toBe(wholeBytes + text.split('\n').length - 1)
  })

  it('is the same when fed as strings', () => {
    const scanner = createLogScanner({ byteBudget: 2048 })
    for (let at = 0; at < text.length; at += 7) scanner.push(text.slice(at, at + 7))
    expect(scanner.finish()).toEqual(whole)
  })
})

describe('bounded input', () => {
  it('survives a very long line with no newline', () => {
    const scanner = createLogScanner({ byteBudget: 1024 })
    const block = 'x'.repeat(64 * 1024)
    for (let i = 0; i < 40; i++) scanner.push(block)
    scanner.push('\nerror TS2304: Cannot find name y.\n')
    const analysis = scanner.finish()
    expect(analysis.signature).toBe('TS2304')
    expect(Buffer.byteLength(analysis.excerpt)).toBeLessThanOrEqual(1024)
  })

  it('reads what it keeps of twenty failing steps, whatever the steps after them say', () => {
    const step = (name: string, error: string): string =>
      `##[group]Run ${name}\n##[endgroup]\n${error}\n##[error]Process completed with exit code 2.\n`
    const kept = Array.from({ length: 20 }, (_, i) => step(`make ${i}`, `error TS${1000 + i}: no`))
    const later = (error: string): string => `${kept.join('')}${step('later', error)}done\n`
    // Only the excerpt (the log's end) and the size tell the two apart.
    const read = ({ excerpt: _e, byteCount: _b, ...rest }: LogAnalysis): Partial<LogAnalysis> =>
      rest
    const first = read(analyzeLog(later('FAIL tests/a.test.ts')))
    const second = read(analyzeLog(later('E   ModuleNotFoundError')))
    expect(first).toEqual(second)
    expect(first.failingSteps).toHaveLength(20)
    expect(first.failuresTruncated).toBe(true)
  })

  it('refuses input after finish', () => {
    const scanner = createLogScanner()
    scanner.finish()
    expect(() => scanner.push('x')).toThrow('push after finish')
  })
})
