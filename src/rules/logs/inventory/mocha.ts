// Mocha's closing block: `  3 passing (12ms)`, then `  1 pending` and `  2 failing` when there
// are any, once a run. After it the failures are numbered, each title on as many lines as it
// has levels, the last ending with a colon (`  1) suite` / `       nested title:`).

import { count } from './counts.js'
import type { Tally } from './tally.js'
import type { Family } from './types.js'

const PASSING = /^ {0,4}(\d{1,10}) passing \(\d{1,10}(?:\.\d{1,6})?(?:ms|s|m|h)\)$/
const AFTER = /^ {0,4}(\d{1,10}) (pending|failing)$/
const ENTRY = /^ {2}\d{1,6}\) (\S.*)$/
/** A title is at most this many lines (its suites and itself). */
const TITLE_LINES = 8

export function mocha(tally: Tally): Family {
  /** Reading the block that `passing` opened. */
  let inBlock = false
  /** Reading the numbered failures that follow a `failing` line. */
  let listing = false
  let title: string[] | undefined
  const close = (): void => {
    if (title !== undefined) tally.names.add(title.join(' ').replace(/:$/, ''))
    title = undefined
  }
  const entry = (text: string): void => {
    if (title !== undefined) {
      if (text.trim() === '') return close()
      title.push(text.trim())
    } else {
      const found = ENTRY.exec(text)
      if (found === null) return
      title = [found[1] as string]
    }
    if (text.endsWith(':') || title.length >= TITLE_LINES) close()
  }
  return {
    line(text, at) {
      const passing = PASSING.exec(text)
      if (passing !== null) {
        tally.add('mocha', { passed: count(passing[1]) ?? -1, failed: 0, skipped: 0 }, at)
        ;[inBlock, listing] = [true, false]
        return
      }
      const after = inBlock ? AFTER.exec(text) : null
      if (after !== null) {
        const n = count(after[1]) ?? -1
        const failing = after[2] === 'failing'
        tally.add('mocha', { passed: 0, failed: failing ? n : 0, skipped: failing ? 0 : n }, at)
        listing ||= failing
        return
      }
      if (text.trim() !== '') inBlock = false
      if (listing) entry(text)
    },
    end() {
      close()
      ;[inBlock, listing] = [false, false]
    }
  }
}
