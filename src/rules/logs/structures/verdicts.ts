// A test's verdict printed as a status word, whatever the framework prints around it:
// - in brackets before the test's name: `[  FAILED  ] Calc.Adds (0 ms)`, `[FAIL] parses dates`;
// - as a word before a name that is one word: `Failed CartTests.Adds [12 ms]`;
// - after the name and a run of dots: `Test: upcase ...FAILED`, `parses dates .... [FAIL]`,
//   `calc_tests: add_test...*failed*`, or a column's gap: `/cart/adds      [ ERROR ]`;
// - in a column of its own: `Add Two Numbers          | FAIL |`;
// - after a colon: `%%% fifo_SUITE ==> pops_in_order: FAILED` (not a summary's `Result: FAILED`),
//   a remark in parentheses after it: `test.span: FAILURE !! (check number 1)`.
// The name's tail is cut by hand, not by a regex that could backtrack over a long line.

import { LABEL } from './found.js'

const BRACKETED = /^\s*(?:[•*]\s+)?\[\s*(?:FAIL(?:ED|URE)?|NOT OK)\s*\]:?\s+(\S.*)$/
// `Failed CartTests.Adds [12 ms]`: the verdict as a word before one name, its time after it.
const WORD_FIRST = /^\s*Failed\s+([^\s[\]]*[^\s[\]:])(?:\s+\[\d+(?:\.\d+)? ?m?s\])?\s*$/
const VERDICT_END = /\[?(?:FAIL(?:ED|URE)?|ERROR)\]?$|\[ (?:FAIL(?:ED|URE)?|ERROR) +\]$|\*failed\*$/
// A verdict in a column of pipes at the end of the line; the gap before it is checked by hand.
const COLUMN_VERDICT = /\|\s*FAIL\s*\|$/
const SUMMARY_WORD =
  /^(?:overall |final )?(?:results?|status|build|tests?|summary|outcome|job|run)$/i
const DURATION = /^\(\d+(?:\.\d+)? ?m?s\)$/
// A bullet or an arrow that lists the unit: `-> 0004_add_orders ... FAILED`.
const BULLET = /^(?:->|=>|→|[-*•])\s+/
// What a runner may print after a verdict that follows a colon: bangs, a remark in parentheses.
const AFTER_COLON_VERDICT = /^:\s*FAIL(?:ED|URE)?(?:\s*!+)?(?:\s+\([^()]*\))?$/

/** The line with `chars` cut from its end, and how many of `counted` were among them. */
function cutEnd(text: string, chars: string, counted: string): { rest: string; count: number } {
  let end = text.length
  let count = 0
  while (end > 0 && chars.includes(text.charAt(end - 1))) {
    if (text.charAt(end - 1) === counted) count++
    end--
  }
  return { rest: text.slice(0, end), count }
}

/** The name before the colon of `name: FAILED`, unless it is a summary's word. */
function colonName(before: string): string | undefined {
  const name = before.replace(/^[^\w/]+/, '').trim()
  return name === '' || SUMMARY_WORD.test(name) ? undefined : name
}

/** The name of the test a line gives a failing verdict, or undefined. */
export function failedVerdictName(line: string): string | undefined {
  const bracketed = BRACKETED.exec(line)?.[1]?.trimEnd()
  if (bracketed !== undefined) {
    // A duration after the name: `(0 ms)`, `(12.5s)`.
    const open = bracketed.lastIndexOf(' (')
    return open > 0 && DURATION.test(bracketed.slice(open + 1))
      ? bracketed.slice(0, open).trimEnd()
      : bracketed
  }
  const word = WORD_FIRST.exec(line)?.[1]
  if (word !== undefined) return word
  const text = line.trim()
  const column = COLUMN_VERDICT.exec(text)
  if (column !== null && /\s{2}$/.test(text.slice(0, column.index))) {
    return text.slice(0, column.index).trimEnd()
  }
  const colon = text.indexOf(': ')
  if (colon > 0 && AFTER_COLON_VERDICT.test(text.slice(colon))) {
    return colonName(text.slice(0, colon))
  }
  const verdict = VERDICT_END.exec(text)
  if (verdict === null) return undefined
  const before = text.slice(0, verdict.index).trimEnd()
  if (before.endsWith(':')) return colonName(before.slice(0, -1))
  const { rest, count } = cutEnd(before, ' .', '.')
  // A run of dots leads to the verdict, or a column's gap to one in spaced brackets.
  const gapped = verdict[0].startsWith('[ ') && text.slice(0, verdict.index).endsWith('  ')
  if (count < 2 && !gapped) return undefined
  return rest.replace(BULLET, '').replace(LABEL, '')
}
