// The sum of every summary read in a log, the runner read first, and the failures' names.

import { Names } from './names.js'
import type { Counts, Inventory, TestRunner } from './types.js'

/** Past this a number in a log is no count of tests: noise, or text made to look like one. */
export const MAX_COUNT = 1_000_000_000

const isCount = (n: number | undefined): boolean =>
  n === undefined || (Number.isInteger(n) && n >= 0 && n <= MAX_COUNT)

export class Tally {
  readonly names = new Names()
  private first: { runner: TestRunner; at: number } | undefined
  private passed = 0
  private failed = 0
  private skipped = 0
  private total = 0

  /**
   * One summary, read on line `at` (a summary settled late says where it started). Counts that
   * are not counts (negative, fractional, over MAX_COUNT) leave the summary out.
   */
  add(runner: TestRunner, counts: Counts, at: number): void {
    const { passed, failed, skipped, total } = counts
    if (![passed, failed, skipped, total].every(isCount)) return
    this.passed += passed
    this.failed += failed
    this.skipped += skipped
    this.total += total ?? passed + failed + skipped
    if (this.first === undefined || at < this.first.at) this.first = { runner, at }
  }

  result(): Inventory | null {
    if (this.first === undefined) return null
    const { passed, failed, skipped, total } = this
    return {
      runner: this.first.runner,
      passed,
      failed,
      skipped,
      total,
      failures: this.names.list()
    }
  }
}
