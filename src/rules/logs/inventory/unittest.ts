// Python's unittest (and Django's runner): `Ran 4 tests in 0.001s`, a blank, then `OK`,
// `OK (skipped=1)`, `FAILED (failures=1, errors=2, skipped=3)` or `NO TESTS RAN`. Each failure
// was named before, under a rule: `FAIL: test_upper (test_text.TextTest.test_upper)`, `ERROR: ...`.

import { count, labelledCounts } from './counts.js'
import { Names } from './names.js'
import type { Tally } from './tally.js'
import type { Counts, Family } from './types.js'

const RAN = /^Ran (\d{1,10}) tests? in \d{1,10}(?:\.\d{1,6})?s$/
const VERDICT = /^(OK|FAILED|NO TESTS RAN)(?: \((.+)\))?$/
const FAILURE = /^(?:FAIL|ERROR): (\S+ \(\S+\))(?: .*)?$/
/** How many lines after `Ran` its verdict may come. */
const VERDICT_LINES = 3

export function unittestCounts(ran: number, verdict: string): Counts | undefined {
  const found = VERDICT.exec(verdict)
  const words = found?.[2] === undefined ? undefined : labelledCounts(found[2], ', ')
  if (found === null || (found[2] !== undefined && words === undefined)) return undefined
  const failed = words?.sum('failures', 'errors', 'unexpected successes') ?? 0
  const skipped = words?.sum('skipped', 'expected failures') ?? 0
  return { passed: ran - failed - skipped, failed, skipped, total: ran }
}

export function unittest(tally: Tally): Family {
  const failed = new Names()
  let ran: { tests: number; at: number; lines: number } | undefined
  return {
    line(text, at) {
      const failure = FAILURE.exec(text)
      if (failure !== null) return failed.add(failure[1] as string)
      const tests = count(RAN.exec(text)?.[1])
      if (tests !== undefined) {
        ran = { tests, at, lines: 0 }
        return
      }
      if (ran === undefined || text.trim() === '') return
      const counts = unittestCounts(ran.tests, text)
      if (counts !== undefined) {
        tally.add('unittest', counts, ran.at)
        failed.moveTo(tally.names)
      }
      if (counts !== undefined || ++ran.lines >= VERDICT_LINES) ran = undefined
    },
    end() {
      ran = undefined
      failed.clear()
    }
  }
}
