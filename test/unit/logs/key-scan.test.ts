// The key search in WebAssembly: built from key-scan.wat into a module at build time (stale when
// the text changes), and finding exactly where keys start, whatever bytes surround them.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../../emulator/runner.js'
import {
  KEY_SCAN_MODULE,
  KEY_SCAN_WAT,
  renderKeyScanModule
} from '../../../scripts/key-scan-wasm.mjs'
import { KeyScan } from '../../../src/rules/logs/key-scan.js'

/** Every place a key starts in `text.slice(from, to)`, by plain comparison. */
function plain(keys: readonly string[], text: string, from: number, to: number): string[] {
  const found: string[] = []
  for (let at = from; at < to; at++) {
    keys.forEach((key, id) => {
      if (at + key.length <= to && text.startsWith(key, at)) found.push(`${at}:${id}`)
    })
  }
  return found
}

function scanned(search: KeyScan, text: string, from: number, to: number): string[] {
  const count = search.scan(text, from, to)
  return Array.from({ length: count }, (_, i) => `${search.at(i)}:${search.key(i)}`)
}

const KEYS = ['rror', 'FAIL', ' by ', ' by', 'SC', 'âx', '\u00ff\u0001ab', 'a', 'zz:z']

describe('key-scan-wasm.ts', () => {
  it('is assembled from key-scan.wat', async () => {
    const wat = readFileSync(join(ROOT, KEY_SCAN_WAT), 'utf8')
    // When this fails, run `npm run package` and commit the module.
    expect(readFileSync(join(ROOT, KEY_SCAN_MODULE), 'utf8')).toBe(await renderKeyScanModule(wat))
  })
})

describe('KeyScan', () => {
  const search = new KeyScan(KEYS)

  it.each([
    ['nothing', 'no keys here but one a'],
    ['keys at both ends', 'rror in the middle FAIL'],
    ['keys that overlap and nest', ' by by  by FAILrror'],
    ['a key cut by the end', 'the last is rro'],
    ['bytes above 127', 'âxâx\u00ff\u0001ab\u00ff\u0001a'],
    ['SC and zz:z', 'SCSC zz:zz:z']
  ])('%s', (_name, text) => {
    expect(scanned(search, text, 0, text.length)).toEqual(plain(KEYS, text, 0, text.length))
  })

  it('reads only its slice of the text, long or short', () => {
    const text = `${'x'.repeat(70_000)}FAIL rror${'a b '.repeat(50_000)} by FAIL`
    for (const [from, to] of [
      [70_000, 70_009],
      [69_998, 70_003],
      [0, text.length],
      [5, 6]
    ] as const) {
      expect(scanned(search, text, from, to)).toEqual(plain(KEYS, text, from, to))
    }
  })

  it('finds what a plain comparison finds in random bytes, for random keys', () => {
    // A few bytes, so keys and near misses are frequent; every bucket and nibble gets used.
    const alphabet = 'ab \u00e2\u0080rS\u00ff'
    let seed = 20261123
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % n
    }
    const word = (length: number): string =>
      Array.from({ length }, () => alphabet.charAt(next(alphabet.length))).join('')
    for (let round = 0; round < 40; round++) {
      const keys = [...new Set(Array.from({ length: 1 + next(30) }, () => word(1 + next(4))))]
      const text = word(next(3000))
      const from = next(text.length + 1)
      const to = from + next(text.length - from + 1)
      expect(scanned(new KeyScan(keys), text, from, to)).toEqual(plain(keys, text, from, to))
    }
  })

  it('refuses a key it cannot search for', () => {
    expect(() => new KeyScan(['toolong'])).toThrow('key scan: cannot search for "toolong"')
    expect(() => new KeyScan(['\u2713'])).toThrow('cannot search for')
  })
})
