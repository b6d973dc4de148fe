// "Expected … / Received …" blocks (`Expected: 4`, `got: '3'`, `actual  : 15`): what a check
// wanted and what it found. Told to the fixer as a fact; when nothing else names the failure,
// the pair is its name, and a failed expectation is a test's.

import { normalizeText, shorten } from '../normalize.js'
import type { Found } from './found.js'

const WANTED = /^[\s#]*(?:expected|Expected|EXPECTED)\s*:\s*(\S.*)$/
const FOUND = /^[\s#]*(?:received|Received|actual|Actual|got|Got|but was|But was)\s*:\s*(\S.*)$/
/** How many lines apart the two halves of a pair may be. */
const REACH = 6
const VALUE_CHARS = 60

export interface Expectation extends Found {
  /** `expected 4, got 3`, for the summary. */
  readonly fact: string
}

const value = (text: string): string => shorten(text.trim(), VALUE_CHARS)

/** Every pair of an expected and a found value, in either order. */
export function readExpectations(lines: readonly string[]): Expectation[] {
  const pairs: Expectation[] = []
  lines.forEach((line, at) => {
    const wanted = WANTED.exec(line)?.[1]
    if (wanted === undefined) return
    for (let i = Math.max(0, at - REACH); i < lines.length && i <= at + REACH; i++) {
      const got = FOUND.exec(lines[i] ?? '')?.[1]
      if (got === undefined) continue
      const fact = `expected ${value(wanted)}, got ${value(got)}`
      pairs.push({
        at,
        fact,
        hit: { tool: 'generic', failureClass: 'test', detail: shorten(normalizeText(fact), 80) }
      })
      return
    }
  })
  return pairs
}
