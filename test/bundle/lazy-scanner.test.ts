// The log scanner (its search tables and WebAssembly built as it loads) sits in a chunk that only
// the analysis of a red to fix loads: a decision on green, pending or the ledger alone neither
// compiles it nor builds its tables.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'

/** Text only the scanner's key search holds, and text only the gate's flow holds. */
const SCANNER = 'key scan: cannot search for'
const GATE = 'function prepareGate('

describe('dist/', () => {
  it('keeps the log scanner out of the entry file and the gate chunk, in a chunk of its own', () => {
    const dist = join(ROOT, 'dist')
    const read = (file: string) => readFileSync(join(dist, file), 'utf8')
    const chunks = readdirSync(dist).filter((f) => /^\d+\.index\.js$/.test(f))
    const scanner = chunks.filter((f) => read(f).includes(SCANNER))
    const gate = chunks.filter((f) => read(f).includes(GATE))
    expect(read('index.js')).not.toContain(SCANNER)
    expect(scanner).toHaveLength(1)
    expect(gate).toHaveLength(1)
    expect(scanner).not.toEqual(gate)
  })
})
