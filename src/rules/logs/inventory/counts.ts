// The pieces most summaries are made of: `3 passed, 1 failed` and `Failures: 1, Errors: 0`.
// Each is split on its separator and every part read whole, so a line costs one pass.

import { MAX_COUNT } from './tally.js'

/** A count as a runner prints it: digits only, at most MAX_COUNT. */
export function count(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return undefined
  const n = Number(text)
  return n <= MAX_COUNT ? n : undefined
}

/** Counts by their lower-case word or label; missing words read as 0. */
export class Words {
  constructor(private readonly counts: ReadonlyMap<string, number>) {}

  has(word: string): boolean {
    return this.counts.has(word)
  }

  /** The sum of the counts of these words. */
  sum(...words: string[]): number {
    return words.reduce((total, word) => total + (this.counts.get(word) ?? 0), 0)
  }
}

const NUMBERED = /^(\d{1,10}) ([A-Za-z]+(?: [A-Za-z]+)*)$/
const LABELLED = /^([A-Za-z]+(?: [A-Za-z]+)*)(?::|=) ?(\d{1,10})$/

function readParts(text: string, separator: string, shape: RegExp, word: 1 | 2): Words | undefined {
  const counts = new Map<string, number>()
  for (const part of text.split(separator)) {
    const found = shape.exec(part)
    const n = count(found?.[3 - word])
    const key = found?.[word]?.toLowerCase()
    // A summary names each of its counts once.
    if (key === undefined || n === undefined || counts.has(key)) return undefined
    counts.set(key, n)
  }
  return new Words(counts)
}

/** `3 passed, 1 failed` (separated by `separator`), or undefined when a part is not `N word`. */
export const numberedWords = (text: string, separator: string): Words | undefined =>
  readParts(text, separator, NUMBERED, 2)

/** `Failures: 1, Errors: 0` or `failures=1, errors=2`, or undefined when a part is not one. */
export const labelledCounts = (text: string, separator: string): Words | undefined =>
  readParts(text, separator, LABELLED, 1)
