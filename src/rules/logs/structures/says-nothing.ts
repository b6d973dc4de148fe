// Lines a run prints whatever failed, or whether anything failed at all: counts, a rule or a
// table border, how long it took, and a check that passed. Two runs of one failure differ in
// them (a duration, a border as wide as a title, which passing test came first) and two different
// failures share them: never an identity, never what the summary quotes as the failure.

import { normalizeText } from '../normalize.js'
import { isCountLine } from './count-lines.js'

// After normalizeText: only what is left of a duration and the words that introduce one.
const TIMING_WORDS =
  /<dur>|\b(?:time|times|took|elapsed|duration|done|finished|completed|in|total|real|user|sys|wall(?:clock)?|runtime|ran|after)\b/gi
// A passing check's verdict: a tick, `ok 3 - name`, `PASS x`, `[ OK ]` ahead of the name, or
// `... ok`, `PASSED` after it (read from the line's last characters: a regex anchored only at the
// end would try every place of a long line).
const PASSED_AHEAD = /^\s*(?:[✓✔√]|ok\b|PASS(?:ED)?\b|\[\s*(?:OK|PASS(?:ED)?)\s*\])/
const PASSED_AFTER = /(?:\.\.\.|:|\s)\s*(?:ok|OK|PASS(?:ED)?|passed)$/
const TAIL_CHARS = 16

/** Whether the line has no letter or digit: a border, a rule, a bullet. */
const drawn = (text: string): boolean => !/[\p{L}\p{N}]/u.test(text)

// Words that label a row of figures rather than say what failed.
const TALLY_WORDS = /\b(?:found|total|totals|sum|overall|all)\b/gi

/**
 * Whether the line is figures under at most one label: a summary table's row (`│ Total: │ 3 │ 26
 * │ 8 (30.77%) │`) or `Found 2 clones.`, whatever the things counted are called.
 */
function tally(text: string): boolean {
  const figures = text.match(/\bN\b/g)?.length ?? 0
  if (figures === 0) return false
  const words = text.replace(TALLY_WORDS, ' ').match(/[A-Za-z]{2,}/g)?.length ?? 0
  return words === 0 || (words === 1 && (figures >= 2 || /^\W*found\b/i.test(text)))
}

/** Whether the line only says how long something took. */
function timing(text: string): boolean {
  if (!text.includes('<dur>')) return false
  return !/[A-Za-z]{2}/.test(text.replace(TIMING_WORDS, ' '))
}

/** Whether the line reports a check that passed. */
export const reportsPass = (line: string): boolean =>
  PASSED_AHEAD.test(line) || PASSED_AFTER.test(line.trimEnd().slice(-TAIL_CHARS))

/** Whether the line says nothing of what failed: a count, a drawing, a timing or a pass. */
export function saysNothing(line: string): boolean {
  if (drawn(line) || reportsPass(line)) return true
  const text = normalizeText(line)
  return timing(text) || tally(text) || isCountLine(line)
}
