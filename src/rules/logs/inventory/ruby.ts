// RSpec: `12 examples, 1 failure, 2 pending` (and `, 1 error occurred outside of examples`), then
// `rspec ./spec/x_spec.rb:12 # description` for each failed example. Minitest: `12 runs,
// 30 assertions, 1 failures, 0 errors, 2 skips`, after `  1) Failure:` (or `Error:`) blocks
// whose next line names the test (`WalletTest#test_deposit [test/wallet_test.rb:8]:`).

import { numberedWords } from './counts.js'
import { Names } from './names.js'
import type { Tally } from './tally.js'
import type { Counts, Family } from './types.js'

const RERUN = /^rspec (\S+)(?: #.*)?$/
const MINITEST_HEADER = /^ +\d{1,10}\) (?:Failure|Error):$/
const MINITEST_TEST = /^([^\s[\]:#]+#[^\s[\]:]+)(?: \[.*\])?:$/

export function rspecCounts(line: string): Counts | undefined {
  const words = /^\d{1,10} examples?, /.test(line) ? numberedWords(line, ', ') : undefined
  if (words === undefined || !(words.has('failure') || words.has('failures'))) return undefined
  const total = words.sum('example', 'examples')
  const outside = words.sum(
    'error occurred outside of examples',
    'errors occurred outside of examples'
  )
  const failed = words.sum('failure', 'failures')
  const skipped = words.sum('pending')
  return { passed: total - failed - skipped, failed: failed + outside, skipped, total }
}

export function minitestCounts(line: string): Counts | undefined {
  const words = /^\d{1,10} runs?, /.test(line) ? numberedWords(line, ', ') : undefined
  const keys = ['assertions', 'failures', 'errors', 'skips']
  if (words === undefined || !keys.every((k) => words.has(k) || words.has(k.slice(0, -1)))) {
    return undefined
  }
  const total = words.sum('runs', 'run')
  const failed = words.sum('failures', 'failure', 'errors', 'error')
  const skipped = words.sum('skips', 'skip')
  return { passed: total - failed - skipped, failed, skipped, total }
}

export function ruby(tally: Tally): Family {
  const minitest = new Names()
  let rspecDone = false
  let header = false
  return {
    line(text, at) {
      const rerun = rspecDone ? RERUN.exec(text) : null
      if (rerun !== null) return tally.names.add(rerun[1] as string)
      const test = header ? MINITEST_TEST.exec(text) : null
      if (test !== null) minitest.add(test[1] as string)
      header = MINITEST_HEADER.test(text)
      const rspec = rspecCounts(text)
      if (rspec !== undefined) {
        tally.add('rspec', rspec, at)
        rspecDone = true
        return
      }
      const counts = minitestCounts(text)
      if (counts === undefined) return
      tally.add('minitest', counts, at)
      minitest.moveTo(tally.names)
    },
    end() {
      minitest.clear()
      ;[rspecDone, header] = [false, false]
    }
  }
}
