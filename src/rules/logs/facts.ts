// Facts for the summary that no identity carries: the exception or assertion type, where a
// Rust test panicked, which Go test file reported. Read from the few lines already kept as
// error lines, so it costs nothing per log line.

import { isLower, isUpper, isWord } from './chars.js'

const FACTS: readonly RegExp[] = [
  /panicked at (?:'.*?', )?(\S+?\.rs:\d+:\d+)/,
  /^\s*(\w+_test\.go:\d+):/
]

export const MAX_FACTS = 10

/** A character of a JavaScript or Java name: `[\w$]`. */
const isNameChar = (code: number): boolean => isWord(code) || code === 36 /* $ */

/** Whether `at` is a word boundary, as a regex's `\b` (`$` is no word character). */
const boundary = (text: string, at: number): boolean =>
  isWord(text.charCodeAt(at - 1)) !== isWord(text.charCodeAt(at))

/** The runs of name characters of a line: where each starts and ends, and its last type. */
interface NameRuns {
  readonly text: string
  /** Start and end of each run, in pairs. */
  readonly bounds: number[]
  /** For each run, the end of its last `Error` or `Exception` at a word boundary, or -1... */
  readonly typeEnds: number[]
  /** ...and where that word starts. */
  readonly typeWords: number[]
  /** For each run, where a name that reaches it after a dot ends, or -1. */
  leads: Int32Array
}

/** The last `Error` or `Exception` of the run, ending at a word boundary: [end, word start]. */
function lastType(text: string, start: number, end: number): [number, number] {
  for (let at = end; at > start; at--) {
    if (at < end && text.charCodeAt(at) !== 36 /* $ */) continue
    if (at - 5 >= start && text.startsWith('Error', at - 5)) return [at, at - 5]
    if (at - 9 >= start && text.startsWith('Exception', at - 9)) return [at, at - 9]
  }
  return [-1, -1]
}

/** The line's runs of name characters, each with the type it ends in and what it leads to. */
function nameRuns(text: string): NameRuns {
  const runs: NameRuns = { text, bounds: [], typeEnds: [], typeWords: [], leads: new Int32Array() }
  for (let at = 0; at < text.length; at++) {
    if (!isNameChar(text.charCodeAt(at))) continue
    const start = at
    while (isNameChar(text.charCodeAt(at))) at++
    const [end, word] = lastType(text, start, at)
    runs.bounds.push(start, at)
    runs.typeEnds.push(end)
    runs.typeWords.push(word)
  }
  runs.leads = new Int32Array(runs.typeEnds.length)
  for (let k = runs.typeEnds.length - 1; k >= 0; k--) {
    runs.leads[k] = nameEnd(runs, k, runs.bounds[2 * k] ?? 0)
  }
  return runs
}

/**
 * Where a name that starts at `at` in run `k` ends, or -1: a capitalised type there (a run's
 * types are read back from its last: an earlier one starts earlier), or a package name that
 * leads through a dot straight into the next run.
 */
function nameEnd(runs: NameRuns, k: number, at: number): number {
  const first = runs.text.charCodeAt(at)
  if (isUpper(first)) return (runs.typeWords[k] ?? -1) > at ? (runs.typeEnds[k] ?? -1) : -1
  if (!isLower(first) && first !== 95 /* _ */ && first !== 36 /* $ */) return -1
  const end = runs.bounds[2 * k + 1] ?? 0
  const dotted = runs.text.charCodeAt(end) === 46 /* . */ && runs.bounds[2 * k + 2] === end + 1
  return dotted ? (runs.leads[k + 1] ?? -1) : -1
}

/**
 * The first exception or assertion type of a line: `AssertionError`, `ZeroDivisionError`,
 * `java.lang.NullPointerException` (lower-case package names, then a capitalised type ending in
 * Error or Exception). The same as the first match of the regex
 * \b((?:[a-z_$][\w$]*\.)*[A-Z][\w$]*(?:Error|Exception))\b, which tries each boundary of a long
 * dotted name as a start and reads on from each: here each run of name characters is read once,
 * and what a dotted name leads to is known from the runs after it.
 */
export function exceptionType(text: string): string | undefined {
  if (!text.includes('Error') && !text.includes('Exception')) return undefined
  const runs = nameRuns(text)
  for (let k = 0; k < runs.typeEnds.length; k++) {
    for (let at = runs.bounds[2 * k] ?? 0; at < (runs.bounds[2 * k + 1] ?? 0); at++) {
      if (!boundary(text, at)) continue
      const end = nameEnd(runs, k, at)
      if (end !== -1) return text.slice(at, end)
    }
  }
  return undefined
}

/** Distinct facts in first-seen order, at most ten. */
export function factsOf(lines: readonly string[]): string[] {
  const facts = new Set<string>()
  for (const line of lines) {
    const type = exceptionType(line)
    if (type !== undefined) facts.add(type)
    for (const fact of FACTS) {
      const found = fact.exec(line)?.[1]
      if (found !== undefined) facts.add(found)
    }
    if (facts.size >= MAX_FACTS) break
  }
  return [...facts].slice(0, MAX_FACTS)
}
