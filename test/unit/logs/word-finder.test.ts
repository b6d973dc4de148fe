// WordFinder must find exactly the words a plain substring search finds, in every line: the
// scanner picks matchers by them. It reads a log's bytes (byte-text.ts), so words and lines are
// given to it as bytes and what it finds is read back as text.
import { describe, it, expect } from '@jest/globals'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { asBytes, fromBytes } from '../../../src/rules/logs/byte-text.js'
import { NEEDLES } from '../../../src/rules/logs/matchers.js'
import { WordFinder } from '../../../src/rules/logs/word-finder.js'
import { fixture } from './fixtures.js'

const WORDS = [
  'error',
  'error: ',
  'Error',
  'FAIL',
  'failed',
  'go: ',
  '.go:',
  'SC',
  'In ',
  '●',
  'xyz'
]
const finderOf = (words: readonly string[]): WordFinder => new WordFinder(words.map(asBytes))
const finder = finderOf(WORDS)

/** The distinct words found in `line` by the finder, reading it inside a larger text. */
function found(words: WordFinder, line: string): string[] {
  const text = asBytes(`noise error FAIL\n${line}\nerror FAIL noise\n`)
  const seen = new Set<string>()
  const from = text.indexOf('\n') + 1
  words.begin(text, 0, text.length, false)
  words.inLine(from, text.indexOf('\n', from), (word) => seen.add(fromBytes(word)))
  return [...seen].sort()
}

const plain = (words: readonly string[], line: string): string[] =>
  words.filter((w) => line.includes(w)).sort()

describe('WordFinder', () => {
  it.each([
    ['', []],
    ['nothing to see', []],
    ['error: x', ['error', 'error: ']],
    ['src/a.go:12: Error', ['.go:', 'Error']],
    ['go: downloading', ['go: ']],
    ['FAILED and failed', ['FAIL', 'failed']],
    ['In file SC2086', ['In ', 'SC']],
    ['  ● suite › test', ['●']],
    ['xyzxyz errorerror', ['error', 'xyz']]
  ])('%j', (line, words) => {
    expect(found(finder, line)).toEqual(words)
  })

  it('reads only from the given start', () => {
    const text = 'error here\n'
    const seen: string[] = []
    finder.begin(text, 0, text.length, false)
    expect(finder.inLine(3, text.length - 1, (w) => seen.push(w))).toBe(false)
    expect(seen).toEqual([])
  })

  const root = fileURLToPath(new URL('../../fixtures/logs/', import.meta.url))
  const lines = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.log'))
    .flatMap((name) => fixture(name.slice(0, -'.log'.length)).split('\n'))
  const needles = [...NEEDLES, 'error', 'Error', 'failed', 'fatal', 'panic', 'Traceback']
  const needleFinder = finderOf(needles)

  it('finds what a substring search finds in every corpus line', () => {
    const differing = lines.filter(
      (line) => found(needleFinder, line).join('\n') !== plain(needles, line).join('\n')
    )
    expect(differing).toEqual([])
  })
})
