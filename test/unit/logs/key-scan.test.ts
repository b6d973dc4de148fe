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
} from '../../../scripts/write-key-scan-module.mjs'
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
  search.scan(text, from, to, false)
  return Array.from({ length: search.size }, (_, i) => `${search.at(i)}:${search.key(i)}`)
}

// What stripping a block of whole lines means: `stripAnsi` of each line, an OSC title never
// past its line's end.
const TERMINAL_ESCAPES =
  // eslint-disable-next-line no-control-regex -- terminal escapes are control characters
  /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b\n\r]*(?:\u0007|\u001b\\)?|\u001b[@-_]/g

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

  it.each([
    ['colours', '\u001b[31mred\u001b[0m plain \u001b[1;32mFAIL\u001b[22m\n'],
    ['a CSI with no final byte', 'a\u001b[12;\n\u001b[\n'],
    ['intermediates and private parameters', '\u001b[?25l\u001b[1 q\u001b[2 @x\n'],
    [
      'an OSC link, ended by BEL, by ESC \\ and by the line',
      '\u001b]8;;u\u0007t\u001b]8;;\u001b\\x\u001b]0;t\nnext\n'
    ],
    ['an OSC cut by another ESC', '\u001b]0;title\u001b[0mrror\n'],
    ['two-byte escapes and lone ESCs', '\u001bMa\u001b\u001b b\u001b~c\u001b\n'],
    ['an escape at the very end', 'rror\u001b']
  ])('strips %s as the regex for whole lines does, and finds keys in what is left', (_n, text) => {
    const stripped = text.replace(TERMINAL_ESCAPES, '')
    const found = search.scan(`xx${text}yy`, 2, 2 + text.length, true)
    expect(found).toBe(stripped)
    const keys = Array.from({ length: search.size }, (_, i) => `${search.at(i)}:${search.key(i)}`)
    expect(keys).toEqual(plain(KEYS, stripped, 0, stripped.length))
  })

  it('strips random escapes and bytes as the regex does', () => {
    const parts = [
      '\u001b',
      '[',
      ']',
      '0',
      ';',
      '?',
      ' ',
      '/',
      'm',
      '@',
      '~',
      '\u0007',
      '\\',
      '\n',
      '\r',
      'a',
      'F',
      '\u00e2'
    ]
    let seed = 7
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % n
    }
    for (let round = 0; round < 300; round++) {
      const text = Array.from({ length: next(2000) }, () => parts[next(parts.length)]).join('')
      expect(search.scan(text, 0, text.length, true)).toBe(text.replace(TERMINAL_ESCAPES, ''))
    }
  })

  it('refuses a key it cannot search for', () => {
    expect(() => new KeyScan(['toolong'])).toThrow('key scan: cannot search for "toolong"')
    expect(() => new KeyScan(['\u2713'])).toThrow('cannot search for')
  })
})
