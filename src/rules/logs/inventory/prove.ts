// Perl's prove: a `Test Summary Report` naming each failed file with its counts
// (`t/calc.t (Wstat: 256 (exited 1) Tests: 2 Failed: 1)`), then `Files=1, Tests=2, ...` and
// `Result: PASS` or `Result: FAIL`. Its total replaces the TAP it printed with -v.

import { count } from './counts.js'
import { Names } from './names.js'
import type { TapStream } from './tap-stream.js'
import type { Tally } from './tally.js'

const FILES = /^Files=\d{1,10}, Tests=(\d{1,10}), /
const FAILED_FILE = /^(\S+) \(Wstat: \d{1,10} .*Tests: \d{1,10} Failed: (\d{1,10})\)$/

export class Prove {
  private failed = 0
  private readonly files = new Names()

  constructor(
    private readonly tally: Tally,
    private readonly stream: TapStream
  ) {}

  line(text: string, at: number): void {
    const file = text.includes(' (Wstat: ') ? FAILED_FILE.exec(text) : null
    if (file !== null) {
      this.failed += count(file[2]) ?? 0
      this.files.add(file[1] as string)
      return
    }
    const total = text.startsWith('Files=') ? count(FILES.exec(text)?.[1]) : undefined
    if (total === undefined) return
    const start = this.stream.release(this.tally) ?? at
    const { failed } = this
    this.tally.add('prove', { passed: total - failed, failed, skipped: 0, total }, start)
    this.files.moveTo(this.tally.names)
    this.end()
  }

  end(): void {
    this.failed = 0
    this.files.clear()
  }
}
