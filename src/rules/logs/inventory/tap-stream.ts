// TAP as producers print it: a plan (`1..N`, first or last) and a line per test at the left
// edge (`ok 1 - name`, `not ok 2 - name # TODO why`); subtests are indented and left alone.
// A stream counts only with its plan, so a stray `ok` in a log is no test. A step's streams
// wait for its end: a harness that reads them (prove, node's test runner, tape) prints its own
// total after them, and that total replaces them.

import { count } from './counts.js'
import { Names } from './names.js'
import type { Tally } from './tally.js'

const POINT = /^(not )?ok(?: (\d{1,10}))?(?: -)?(?: (.*))?$/
const PLAN = /^1\.\.(\d{1,10})(?: *#.*)?$/
const DIRECTIVE = /^(?:skip|todo)\b/i

class Block {
  at: number | undefined
  plan: number | undefined
  points = 0
  passed = 0
  failed = 0
  skipped = 0
  /** A plan printed after the tests closes the stream. */
  closed = false
  readonly names = new Names()
}

export class TapStream {
  private block = new Block()
  private at: number | undefined
  private passed = 0
  private failed = 0
  private skipped = 0
  private total = 0
  private readonly names = new Names()

  /** Whether the line was one of a stream's. */
  line(text: string, at: number): boolean {
    const plan = text.startsWith('1..') ? PLAN.exec(text) : null
    if (plan !== null) {
      this.plan(count(plan[1]), at)
      return true
    }
    const point = text.startsWith('ok') || text.startsWith('not ok') ? POINT.exec(text) : null
    if (point !== null) this.point(point, at)
    else if (text.startsWith('TAP version ')) this.finishBlock()
    return point !== null
  }

  /** The step ended with no harness's total: the streams count as they are. */
  settle(tally: Tally): void {
    this.finishBlock()
    const { at, passed, failed, skipped, total } = this
    if (at !== undefined) tally.add('tap', { passed, failed, skipped, total }, at)
    this.release(tally)
  }

  /** A harness's total replaces the streams: their failures stay; where they started is told. */
  release(tally: Tally): number | undefined {
    this.finishBlock()
    const { at } = this
    this.names.moveTo(tally.names)
    ;[this.at, this.passed, this.failed, this.skipped, this.total] = [undefined, 0, 0, 0, 0]
    return at
  }

  private plan(n: number | undefined, at: number): void {
    if (this.block.plan !== undefined) this.finishBlock()
    const { block } = this
    block.plan = n ?? -1
    block.closed = block.points > 0
    block.at ??= at
  }

  private point(found: RegExpExecArray, at: number): void {
    if (this.block.closed || (found[2] === '1' && this.block.points > 0)) this.finishBlock()
    const { block } = this
    const [description, directive] = splitDirective(found[3] ?? '')
    block.points++
    if (DIRECTIVE.test(directive)) block.skipped++
    else if (found[1] === undefined) block.passed++
    else {
      block.failed++
      block.names.add(description)
    }
    block.at ??= at
  }

  /**
   * A stream counts with its plan and a test, or a plan of none (`1..0`): a plan alone is no
   * run (it bailed out before its first test, or is not TAP). An unreadable plan makes it not
   * count.
   */
  private finishBlock(): void {
    const { block } = this
    const plan = block.plan ?? -1
    if (plan > 0 ? block.points > 0 : plan === 0) {
      this.passed += block.passed
      this.failed += block.failed
      this.skipped += block.skipped
      this.total += Math.max(plan, block.points)
      block.names.moveTo(this.names)
      this.at ??= block.at
    }
    this.block = new Block()
  }
}

/** A description and its directive, split at the first ` # `. */
function splitDirective(text: string): [string, string] {
  const hash = text.indexOf(' # ')
  return hash === -1 ? [text, ''] : [text.slice(0, hash), text.slice(hash + 3)]
}
