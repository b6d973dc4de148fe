// The totals a TAP harness prints after its streams: node's test runner (`# tests 3`, `# suites`,
// `# pass 1`, `# fail 2`, `# cancelled`, `# skipped`, `# todo`, `# duration_ms`; `ℹ tests 3` with
// the spec reporter) and tape (`# tests 2`, `# pass  2`, `# fail  0`). Node's spec reporter then
// lists the failed tests under `✖ failing tests:`, one `✖ name (1.2ms)` line each.

import { count } from './counts.js'
import type { TapStream } from './tap-stream.js'
import type { Tally } from './tally.js'

const TOTAL =
  /^(#|\u2139) (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) +(\d{1,10})(?:\.\d{1,12})?$/
/** Keys only node's runner prints: tape prints tests, pass and fail. */
const NODE_ONLY = new Set(['suites', 'cancelled', 'skipped', 'todo', 'duration_ms'])
const FAILING_TESTS = '\u2716 failing tests:'
const FAILED = /^\u2716 (\S.*)$/

export class HarnessTotals {
  private fields: Map<string, number | undefined> | undefined
  private at = 0
  private node = false
  /** Reading the spec reporter's list of failed tests. */
  private listing = false

  constructor(
    private readonly tally: Tally,
    private readonly stream: TapStream
  ) {}

  /** Whether the line was one of the totals. */
  line(text: string, at: number): boolean {
    const lead = text.charCodeAt(0)
    const found = lead === 35 /* # */ || lead === 0x2139 /* ℹ */ ? TOTAL.exec(text) : null
    if (found === null || (found[2] !== 'tests' && this.fields === undefined)) {
      this.settle()
      if (text === FAILING_TESTS) {
        this.listing = true
        return false
      }
      const failed = this.listing ? FAILED.exec(text) : null
      if (failed !== null) this.tally.names.add(failed[1] as string)
      return false
    }
    if (found[2] === 'tests') {
      this.settle()
      ;[this.fields, this.at, this.node, this.listing] = [new Map(), at, false, false]
    }
    this.fields?.set(found[2] as string, count(found[3]))
    this.node ||= found[1] !== '#' || NODE_ONLY.has(found[2] as string)
    return true
  }

  /** The totals read so far count, replacing the streams before them. */
  settle(): void {
    const { fields } = this
    if (fields === undefined) return
    this.fields = undefined
    const get = (key: string): number => fields.get(key) ?? (fields.has(key) ? -1 : 0)
    if (!fields.has('pass') || !fields.has('fail')) return
    const at = this.stream.release(this.tally) ?? this.at
    const counts = {
      passed: get('pass'),
      failed: get('fail') + get('cancelled'),
      skipped: get('skipped') + get('todo'),
      total: get('tests')
    }
    this.tally.add(this.node ? 'node-test' : 'tap', counts, at)
  }

  end(): void {
    this.settle()
    this.listing = false
  }
}
