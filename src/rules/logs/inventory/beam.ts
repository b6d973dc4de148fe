// The BEAM's runners. ExUnit: `12 tests, 1 failure, 2 skipped`, `3 doctests, 1 property,
// 30 tests, 0 failures (2 excluded)`, after `  1) test adds (MathTest)` for each failure. EUnit:
// `All 12 tests passed.`, `Test passed.` for one, or `Failed: 1.  Skipped: 0.  Passed: 11.`,
// after a `money_tests: cents_test...*failed*` line per failure.

import { isDigit } from '../chars.js'
import { count, numberedWords } from './counts.js'
import { Names } from './names.js'
import type { Tally } from './tally.js'
import type { Counts, Family } from './types.js'

const EXUNIT_START = /^\d{1,10} (?:tests?|doctests?|propert(?:y|ies)|features?), /
const EXCLUDED = / \((\d{1,10}) excluded\)/
const EXUNIT_FAILED = /^ +\d{1,10}\) ((?:test|doctest|property|feature) \S.*)$/
const EUNIT_ALL = /^ *All (\d{1,10}) tests passed\.$/
const EUNIT_FAILED =
  /^ *Failed: (\d{1,10})\. +Skipped: (\d{1,10})\. +Passed: (\d{1,10})\.(?: +Cancelled: (\d{1,10})\.)?$/
const EUNIT_TEST = '...*failed*'

export function exunitCounts(line: string): Counts | undefined {
  if (!isDigit(line.charCodeAt(0)) || !EXUNIT_START.test(line)) return undefined
  const words = numberedWords(line.replace(EXCLUDED, ', $1 excluded'), ', ')
  if (words === undefined || !(words.has('failure') || words.has('failures'))) return undefined
  const total = words.sum('test', 'tests', 'doctest', 'doctests', 'property', 'properties')
  const failed = words.sum('failure', 'failures', 'invalid')
  const skipped = words.sum('skipped', 'excluded')
  return { passed: total - failed - skipped, failed, skipped, total }
}

export function eunitCounts(line: string): Counts | undefined {
  if (!line.endsWith('.')) return undefined
  const all = /^ *Test passed\.$/.test(line) ? 1 : count(EUNIT_ALL.exec(line)?.[1])
  if (all !== undefined) return { passed: all, failed: 0, skipped: 0 }
  const found = line.includes('Failed: ') ? EUNIT_FAILED.exec(line) : null
  if (found === null) return undefined
  const [failed, skipped, passed, cancelled] = found.slice(1).map((n) => count(n ?? '0') ?? -1)
  return { passed: passed ?? -1, failed: (failed ?? -1) + (cancelled ?? 0), skipped: skipped ?? -1 }
}

export function beam(tally: Tally): Family {
  const exunit = new Names()
  const eunit = new Names()
  return {
    line(text, at) {
      const failed = text.startsWith(' ') ? EXUNIT_FAILED.exec(text) : null
      if (failed !== null) return exunit.add(failed[1] as string)
      if (text.endsWith(EUNIT_TEST)) return eunit.add(text.slice(0, -EUNIT_TEST.length))
      const ex = exunitCounts(text)
      const eu = ex === undefined ? eunitCounts(text) : undefined
      if (ex !== undefined) tally.add('exunit', ex, at)
      if (eu !== undefined) tally.add('eunit', eu, at)
      if (ex !== undefined) exunit.moveTo(tally.names)
      if (eu !== undefined) eunit.moveTo(tally.names)
    },
    end() {
      exunit.clear()
      eunit.clear()
    }
  }
}
