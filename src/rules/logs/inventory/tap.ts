// The TAP family: streams, and the harnesses whose totals replace them (node's test runner,
// tape, prove).

import { HarnessTotals } from './node-test.js'
import { Prove } from './prove.js'
import { TapStream } from './tap-stream.js'
import type { Tally } from './tally.js'
import type { Family } from './types.js'

export function tap(tally: Tally): Family {
  const stream = new TapStream()
  const totals = new HarnessTotals(tally, stream)
  const prove = new Prove(tally, stream)
  return {
    line(text, at) {
      if (totals.line(text, at)) return
      if (!stream.line(text, at)) prove.line(text, at)
    },
    end() {
      totals.end()
      prove.end()
      stream.settle(tally)
    }
  }
}
