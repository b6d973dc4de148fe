// The class model the scanner asks when its rules cannot class a log: the words it reads, and
// that it answers with a class from them.
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { classTokens } from '../../../src/rules/logs/class-tokens.js'
import { tokenClass } from '../../../src/rules/logs/token-class.js'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import { CLASS_MODEL } from '../../../src/rules/logs/class-model.js'

// The naive Bayes as its textbook writes it, every word of the model weighed in every reading: the
// model's shortcut must answer as this does.
const modelWords = Object.entries(CLASS_MODEL.words)

function plainClass(tokens: readonly string[]): string | undefined {
  const { classes, logs } = CLASS_MODEL
  const total = logs.reduce((a, b) => a + b, 0)
  const has = new Set(tokens)
  const scores = classes.map((_, i) => {
    const n = logs[i] ?? 0
    let score = Math.log((n + 1) / (total + classes.length))
    for (const [word, counts] of modelWords) {
      const p = ((counts[i] ?? 0) + 1) / (n + 2)
      score += Math.log(has.has(word) ? p : 1 - p)
    }
    return score
  })
  return classes[scores.indexOf(Math.max(...scores))]
}

const generic = new URL('../../fixtures/logs/generic/', import.meta.url)
// Every fifth family: the plain formula is the slow thing this file holds.
const corpusTokens = readdirSync(generic)
  .filter((_, i) => i % 5 === 0)
  .map((family) =>
    classTokens('', readFileSync(new URL(`${family}/first.log`, generic), 'utf8').split('\n'))
  )

describe('the words a failing step said', () => {
  it('reads the command and the last lines, each word once, no figures, no runner lines', () => {
    expect(
      classTokens('licensee detect .', [
        '##[group]Run licensee detect .',
        'License: Other 42%',
        'License: Other',
        '[command]/usr/bin/git version'
      ])
    ).toEqual(['licensee', 'detect', 'license', 'other'])
  })

  it('reads a line of 100k characters only in part', () => {
    expect(classTokens('x', ['word '.repeat(20_000)])).toEqual(['word'])
  })
})

describe('the class model', () => {
  it('is small enough to ship', () => {
    expect(statSync('src/rules/logs/class-model.ts').size).toBeLessThan(100_000)
  })

  it("reads a test runner's words as a test's", () => {
    const tokens = classTokens('pytest tests', [
      'FAILED tests/test_cart.py::test_total - assert 3 == 4',
      '=== short test summary info ===',
      '1 failed, 4 passed'
    ])
    expect(tokenClass(tokens)).toBe('test')
  })

  it('answers as the plain formula does on the first log of generic families', () => {
    const readings = [...corpusTokens, []]
    expect(readings.map(tokenClass)).toEqual(readings.map(plainClass))
  })

  it('classes a log its rules leave unknown', () => {
    const log = [
      '##[group]Run ./tools/release-notes',
      './tools/release-notes',
      '##[endgroup]',
      'checking the notes of every package',
      'Process exited',
      '##[error]Process completed with exit code 3.'
    ].join('\n')
    expect(analyzeLog(log).failureClass).not.toBe('unknown')
  })
})
