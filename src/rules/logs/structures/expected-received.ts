// "Expected … / Received …" blocks (`Expected: 4`, `got: '3'`, `actual  : 15`): what a check
// wanted and what it found. Told to the fixer as a fact; when nothing else names the failure,
// the pair is its name, and a failed expectation is a test's.

import { normalizeText, shorten } from '../normalize.js'
import type { Found } from './found.js'

const WANTED = /^[\s#]*(?:expected|Expected|EXPECTED)\s*:\s*(\S.*)$/
const FOUND = /^[\s#]*(?:received|Received|actual|Actual|got|Got|but was|But was)\s*:\s*(\S.*)$/
// Both on one line, each value in brackets, as JVM assertions print them: `expected:<4242> but
// was:<4243>`, `expected [3] but found [2]`.
const INLINE =
  /\bexpected:? ?([<[])([^<>[\]]{0,200})[>\]],? but (?:was|found|got):? ?[<[]([^<>[\]]{0,200})[>\]]/
/** How many lines apart the two halves of a pair may be. */
const REACH = 6
const VALUE_CHARS = 60

export interface Expectation extends Found {
  /** `expected 4, got 3`, for the summary. */
  readonly fact: string
  /**
   * Both values on the line of an assertion's message: the line that names the failing check is
   * elsewhere (an error line, a verdict), so this pair is only told, never the failure's name.
   */
  readonly inline: boolean
}

const value = (text: string): string => shorten(text.trim(), VALUE_CHARS)

function pairOf(at: number, wanted: string, got: string, inline: boolean): Expectation {
  const fact = `expected ${value(wanted)}, got ${value(got)}`
  return {
    at,
    fact,
    inline,
    hit: { tool: 'generic', failureClass: 'test', detail: shorten(normalizeText(fact), 80) }
  }
}

/** Every pair of an expected and a found value, in either order. */
export function readExpectations(lines: readonly string[]): Expectation[] {
  const pairs: Expectation[] = []
  lines.forEach((line, at) => {
    const inline = INLINE.exec(line)
    if (inline !== null) {
      pairs.push(pairOf(at, inline[2] ?? '', inline[3] ?? '', true))
      return
    }
    const wanted = WANTED.exec(line)?.[1]
    if (wanted === undefined) return
    for (let i = Math.max(0, at - REACH); i < lines.length && i <= at + REACH; i++) {
      const got = FOUND.exec(lines[i] ?? '')?.[1]
      if (got === undefined) continue
      pairs.push(pairOf(at, wanted, got, false))
      return
    }
  })
  return pairs
}
