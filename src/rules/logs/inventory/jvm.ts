// Maven Surefire (and Failsafe) print `Tests run: 5, Failures: 1, Errors: 0, Skipped: 1` per
// test class, with `, Time elapsed: ...` after it, and again under `Results:` as the module's
// total, with nothing after it: only the total is counted, once per module. Failures were named
// before it (`[ERROR] com.acme.CalcTest.adds -- Time elapsed: 0.01 s <<< FAILURE!`, or
// `adds(com.acme.CalcTest)  Time elapsed: 0.01 sec  <<< FAILURE!` before Surefire 3).
// Gradle prints `5 tests completed, 1 failed, 1 skipped` for a test task that failed, after a
// `CalcTest > adds() FAILED` line per failure; a task that passed prints no count.

import { labelledCounts, numberedWords } from './counts.js'
import { Names } from './names.js'
import type { Tally } from './tally.js'
import type { Counts, Family } from './types.js'

const TOTAL = /^(?:\[(?:INFO|ERROR|WARNING|WARN)\] )?(Tests run: \d.*)$/
const FAILED_OLD = /^([^\s()]+)\(([^\s()]+)\) {1,2}Time elapsed: /
const GRADLE = /^\d{1,10} tests? completed, \d/

export function surefireCounts(line: string): Counts | undefined {
  const found = line.includes('Tests run: ') ? TOTAL.exec(line) : null
  const words = found === null ? undefined : labelledCounts(found[1] as string, ', ')
  const keys = ['tests run', 'failures', 'errors', 'skipped']
  if (words === undefined || !keys.every((k) => words.has(k))) return undefined
  const total = words.sum('tests run')
  const failed = words.sum('failures', 'errors')
  const skipped = words.sum('skipped')
  return { passed: total - failed - skipped, failed, skipped, total }
}

export function gradleCounts(line: string): Counts | undefined {
  const words = GRADLE.test(line) ? numberedWords(line, ', ') : undefined
  if (words === undefined || !words.has('failed')) return undefined
  const total = words.sum('tests completed', 'test completed')
  const failed = words.sum('failed')
  const skipped = words.sum('skipped')
  return { passed: total - failed - skipped, failed, skipped, total }
}

/** A Surefire failure's test, `class.method`, or undefined. */
function surefireFailure(line: string): string | undefined {
  if (!line.endsWith(' <<< FAILURE!') && !line.endsWith(' <<< ERROR!')) return undefined
  const elapsed = line.indexOf(' -- Time elapsed: ')
  if (line.startsWith('[ERROR] ') && elapsed > 8) return line.slice(8, elapsed)
  const old = FAILED_OLD.exec(line)
  return old === null ? undefined : `${old[2]}.${old[1]}`
}

export function jvm(tally: Tally): Family {
  const surefire = new Names()
  const gradle = new Names()
  return {
    line(text, at) {
      const failure = surefireFailure(text)
      if (failure !== undefined) return surefire.add(failure)
      if (text.endsWith(' FAILED') && text.indexOf(' > ') > 0) return gradle.add(text.slice(0, -7))
      const total = surefireCounts(text)
      if (total !== undefined) {
        tally.add('surefire', total, at)
        return surefire.moveTo(tally.names)
      }
      const counts = gradleCounts(text)
      if (counts === undefined) return
      tally.add('gradle', counts, at)
      gradle.moveTo(tally.names)
    },
    end() {
      surefire.clear()
      gradle.clear()
    }
  }
}
