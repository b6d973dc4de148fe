// Rust: libtest (cargo test) prints `test result: ok. 3 passed; 0 failed; 1 ignored; 0 measured;
// 0 filtered out; finished in 0.00s` once per test binary, after `test a::b ... FAILED` for each
// failure. cargo-nextest prints one `Summary [   0.012s] 12 tests run: 11 passed, 1 failed,
// 2 skipped` for the run; a `FAIL [   0.004s] binary test` line per failure comes as it fails
// and again after the summary.

import { count, numberedWords } from './counts.js'
import { Names } from './names.js'
import type { Tally } from './tally.js'
import type { Counts, Family } from './types.js'

const RESULT = /^test result: (?:ok|FAILED)\. (\S.*)$/
const SUMMARY = /^ *Summary \[ *\d{1,10}\.\d{1,6}s\] (\d{1,10})(?:\/\d{1,10})? tests? run: (\S.*)$/
// A final failure; a retried one (`TRY 2 FAIL`) may still pass.
const NEXTEST_FAIL =
  /^ *(?:FAIL|FAIL \+ LEAK|XFAIL|LEAK-FAIL|TIMEOUT|ABORT|SIG[A-Z]{2,8}) \[ *\d{1,10}\.\d{1,6}s\] (?:\( *\d{1,10}\/\d{1,10}\) )?(\S.*)$/
// nextest notes beside a count: `11 passed (1 slow, 1 flaky)`, `1 failed (1 due to being leaky)`.
const NOTE = / \([^()]*\)/g

export function cargoCounts(line: string): Counts | undefined {
  const found = RESULT.exec(line)
  if (found === null) return undefined
  const parts = (found[1] as string).split('; ').filter((p) => !p.startsWith('finished in '))
  const words = numberedWords(parts.join('; '), '; ')
  if (words === undefined || !words.has('passed') || !words.has('failed')) return undefined
  return { passed: words.sum('passed'), failed: words.sum('failed'), skipped: words.sum('ignored') }
}

export function nextestCounts(line: string): Counts | undefined {
  const found = line.includes('Summary [') ? SUMMARY.exec(line) : null
  const run = count(found?.[1])
  const words = found ? numberedWords((found[2] as string).replace(NOTE, ''), ', ') : undefined
  if (run === undefined || words === undefined || !words.has('passed')) return undefined
  const skipped = words.sum('skipped')
  const failed = words.sum('failed', 'exec failed', 'timed out')
  return { passed: words.sum('passed'), failed, skipped, total: run + skipped }
}

export function cargo(tally: Tally): Family {
  const libtest = new Names()
  const nextest = new Names()
  /** nextest lists the run's failures again after its summary. */
  let summarized = false
  return {
    line(text, at) {
      if (text.startsWith('test ') && text.endsWith(' ... FAILED')) {
        return libtest.add(text.slice(5, -11))
      }
      const fail = text.includes('] ') ? NEXTEST_FAIL.exec(text) : null
      if (fail !== null) return (summarized ? tally.names : nextest).add(fail[1] as string)
      const counts = cargoCounts(text)
      if (counts !== undefined) {
        tally.add('cargo-test', counts, at)
        return libtest.moveTo(tally.names)
      }
      const summary = nextestCounts(text)
      if (summary === undefined) return
      tally.add('nextest', summary, at)
      nextest.moveTo(tally.names)
      summarized = true
    },
    end() {
      summarized = false
      libtest.clear()
      nextest.clear()
    }
  }
}
