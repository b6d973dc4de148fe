// A job log read line by line into one inventory: every family of runners reads every line,
// each summary it finds is added to the sum, and a step's header settles what waited for more.

import { beam } from './beam.js'
import { cargo } from './cargo.js'
import { cleanLine, STEP_START } from './clean-line.js'
import { ctest } from './ctest.js'
import { goTest } from './go-test.js'
import { jestVitest } from './jest-vitest.js'
import { jvm } from './jvm.js'
import { mocha } from './mocha.js'
import { phpunit } from './phpunit.js'
import { plain } from './plain.js'
import { pytest } from './pytest.js'
import { ruby } from './ruby.js'
import { Tally } from './tally.js'
import { tap } from './tap.js'
import type { Family, Inventory, InventoryReader } from './types.js'
import { unittest } from './unittest.js'

const FAMILIES = [
  jestVitest,
  mocha,
  tap,
  pytest,
  unittest,
  goTest,
  cargo,
  jvm,
  ctest,
  ruby,
  phpunit,
  beam,
  plain
] as const

/**
 * A reader fed a job's log line by line. `result()` settles what the last step left waiting
 * (a TAP stream, a harness's totals): it is read once the log has ended.
 */
export function inventoryReader(): InventoryReader {
  const tally = new Tally()
  const families: Family[] = FAMILIES.map((family) => family(tally))
  let at = 0
  const end = (): void => families.forEach((family) => family.end())
  return {
    line(raw) {
      at++
      const text = cleanLine(raw)
      if (text === STEP_START) end()
      else if (text !== undefined) for (const family of families) family.line(text, at)
    },
    result() {
      end()
      return tally.result()
    }
  }
}

/** The inventory of a whole log's text. */
export function readInventory(log: string): Inventory | null {
  const reader = inventoryReader()
  let start = 0
  while (start <= log.length) {
    const newline = log.indexOf('\n', start)
    const end = newline === -1 ? log.length : newline
    reader.line(log.slice(start, end))
    start = end + 1
  }
  return reader.result()
}
