// Finding a fixed set of short keys in a block of bytes with the WebAssembly search of
// key-scan.wat: this side sorts the keys into its eight buckets, writes the nibble tables, copies
// a block in (its colour codes taken out there when it has any) and reads back where each key
// starts. The module is compiled once, when the scanner is first loaded.

import { KEY_SCAN_WASM } from './key-scan-wasm.js'

const BUCKETS = 8
const BUCKET_BYTES = 512
/** A bucket holds a count and then three i32s a key. */
const BUCKET_KEYS = (BUCKET_BYTES - 4) / 12
/** Zero bytes after a block: the search reads up to 19 bytes past its last position. */
const PADDING = 32
const PAGE = 65536

// What this file uses of the WebAssembly API, which Node has and @types/node 20 does not declare.
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => object
  Instance: new (module: object) => { readonly exports: unknown }
}

interface KeyScanExports {
  readonly memory: { readonly buffer: ArrayBuffer; grow(pages: number): number }
  readonly tables: { readonly value: number }
  readonly buckets: { readonly value: number }
  readonly input: { readonly value: number }
  strip(length: number): number
  scan(length: number, out: number): number
}

const NONE = new Int32Array(0)

const MODULE = new WebAssembly.Module(Buffer.from(KEY_SCAN_WASM, 'base64'))

/** The key's bytes as a little-endian i32, and the mask of the bytes it has. */
function packed(key: string): { bytes: number; mask: number } {
  let bytes = 0
  for (let i = 0; i < key.length; i++) bytes |= key.charCodeAt(i) << (8 * i)
  return { bytes: bytes | 0, mask: key.length === 4 ? -1 : (1 << (8 * key.length)) - 1 }
}

/**
 * Keys that may share a bucket: for each of the four bytes, the low and high nibbles they have,
 * and the share of a log's places the bucket lets through its first test.
 */
interface Group {
  readonly ids: readonly number[]
  readonly nibbles: readonly number[]
  readonly share: number
}

// How often a byte comes up in a log, roughly: lower-case letters, digits, spaces and path
// punctuation most, the rest of printable ASCII less, other bytes seldom.
const weight = (byte: number): number =>
  /[a-z0-9 ./:_-]/.test(String.fromCharCode(byte)) ? 8 : byte >= 32 && byte < 127 ? 2 : 1
const WEIGHTS = Array.from({ length: 256 }, (_, byte) => weight(byte))
const TOTAL = WEIGHTS.reduce((a, b) => a + b, 0)

/** The share of places in a log, roughly, that these nibbles let through a bucket's first test. */
function admitted(nibbles: readonly number[]): number {
  let share = 1
  for (let k = 0; k < 4; k++) {
    const low = nibbles[2 * k] ?? 0
    const high = nibbles[2 * k + 1] ?? 0
    // Only the bytes whose high nibble is let through are summed: for one key's byte, sixteen.
    let through = 0
    for (let h = 0; h < 16; h++) {
      if ((high & (1 << h)) === 0) continue
      for (let l = 0; l < 16; l++) if (low & (1 << l)) through += WEIGHTS[16 * h + l] as number
    }
    share *= through / TOTAL
  }
  return share
}

const group = (ids: readonly number[], nibbles: readonly number[]): Group => ({
  ids,
  nibbles,
  share: admitted(nibbles)
})

const groupOf = (key: string, id: number): Group =>
  group(
    [id],
    // A shorter key has every nibble where it has no byte.
    [0, 1, 2, 3].flatMap((k) =>
      k < key.length
        ? [1 << (key.charCodeAt(k) & 15), 1 << (key.charCodeAt(k) >> 4)]
        : [0xffff, 0xffff]
    )
  )

const joined = (a: Group, b: Group): Group =>
  group(
    [...a.ids, ...b.ids],
    a.nibbles.map((n, i) => n | (b.nibbles[i] ?? 0))
  )

/**
 * What joining two groups costs: the more places they let through together. Kept per pair, since
 * a join changes only the pairs of the group it makes (a scanner is built at every start).
 */
function joinCosts(): (a: Group, b: Group) => number {
  const costs = new Map<Group, Map<Group, number>>()
  return (a, b) => {
    let row = costs.get(a)
    if (row === undefined) costs.set(a, (row = new Map()))
    let cost = row.get(b)
    if (cost === undefined) {
      cost =
        a.ids.length + b.ids.length > BUCKET_KEYS
          ? Infinity
          : joined(a, b).share - a.share - b.share
      row.set(b, cost)
    }
    return cost
  }
}

/**
 * Keys that start with the same byte begin in one group (a shorter key alone), and the two
 * groups whose union lets the fewest more places through are joined until eight are left.
 */
function bucketsOf(keys: readonly string[]): number[][] {
  const first = new Map<string, Group>()
  keys.forEach((key, id) => {
    const name = key.length < 4 ? `${id}` : key.charAt(0)
    const own = groupOf(key, id)
    const seen = first.get(name)
    first.set(name, seen === undefined ? own : joined(seen, own))
  })
  const groups = [...first.values()]
  const costOf = joinCosts()
  while (groups.length > BUCKETS) {
    let best: [number, number, number] = [0, 1, Infinity]
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const cost = costOf(groups[i] as Group, groups[j] as Group)
        if (cost < best[2]) best = [i, j, cost]
      }
    }
    const [i, j, cost] = best
    if (cost === Infinity) throw new Error(`key scan: ${keys.length} keys do not fit its buckets`)
    groups[i] = joined(groups[i] as Group, groups[j] as Group)
    groups.splice(j, 1)
  }
  return Array.from({ length: BUCKETS }, (_, b) => [...(groups[b]?.ids ?? [])])
}

/** The positions where the keys start in one block, read with `at` and `key`. */
export class KeyScan {
  private readonly exports: KeyScanExports
  private readonly input: number
  /** How many keys can start at one place: those that are prefixes of one another. */
  private readonly perPlace: number
  /** The last search's (position, key) pairs. */
  private found = NONE
  private offset = 0

  /** `keys`: one to four characters each, every one a byte (see byte-text.ts), none zero. */
  constructor(keys: readonly string[]) {
    for (const key of keys) {
      const bytes = [...key].map((c) => c.charCodeAt(0))
      if (bytes.length < 1 || bytes.length > 4 || bytes.some((b) => b < 1 || b > 255))
        throw new Error(`key scan: cannot search for ${JSON.stringify(key)}`)
    }
    const instance = new WebAssembly.Instance(MODULE)
    this.exports = instance.exports as KeyScanExports
    this.input = this.exports.input.value
    this.perPlace = Math.max(1, ...keys.map((k) => keys.filter((o) => o.startsWith(k)).length))
    this.write(keys, bucketsOf(keys))
  }

  private write(keys: readonly string[], buckets: readonly number[][]): void {
    const { memory } = this.exports
    const tables = new Uint8Array(memory.buffer, this.exports.tables.value, 128)
    const words = new Int32Array(memory.buffer, this.exports.buckets.value)
    buckets.forEach((ids, b) => {
      const bit = 1 << b
      const base = (b * BUCKET_BYTES) / 4
      words[base] = ids.length
      ids.forEach((id, i) => {
        const key = keys[id] ?? ''
        for (let k = 0; k < 4; k++) {
          // A shorter key admits any byte where it has none.
          const code = key.length > k ? key.charCodeAt(k) : -1
          for (let nibble = 0; nibble < 16; nibble++) {
            const low = 32 * k + nibble
            if (code === -1 || (code & 15) === nibble) tables[low] = (tables[low] ?? 0) | bit
            if (code === -1 || code >> 4 === nibble)
              tables[low + 16] = (tables[low + 16] ?? 0) | bit
          }
        }
        const { bytes, mask } = packed(key)
        words.set([bytes, mask, id], base + 1 + 3 * i)
      })
    })
  }

  /**
   * Searches the bytes `text.slice(from, to)` (whole lines), with their colour codes taken out
   * first when `strip` is set: CSI and OSC sequences and two-byte escapes, an OSC title never
   * past its line's end; with `find` unset, nothing else. Returns the text searched: `text`, or
   * the stripped block as a new string.
   */
  scan(text: string, from: number, to: number, strip: boolean, find = true): string {
    this.found = NONE
    this.offset = from
    if (!strip && !find) return text
    const length = to - from
    const { memory } = this.exports
    const needed = this.input + length + PADDING + 4 + 8 * (length + PADDING) * this.perPlace
    if (needed > memory.buffer.byteLength) {
      memory.grow(Math.ceil((needed - memory.buffer.byteLength) / PAGE))
    }
    const bytes = Buffer.from(memory.buffer)
    bytes.write(text.slice(from, to), this.input, 'latin1')
    const searched = strip ? this.exports.strip(length) : length
    // The pairs are read as i32s: aligned to four bytes.
    const out = (this.input + searched + PADDING + 3) & ~3
    bytes.fill(0, this.input + searched, out)
    const count = find ? this.exports.scan(searched, out) : 0
    this.found = new Int32Array(memory.buffer, out, 2 * count)
    this.offset = strip ? 0 : from
    return strip ? bytes.toString('latin1', this.input, this.input + searched) : text
  }

  /** How many keys the last search found. */
  get size(): number {
    return this.found.length / 2
  }

  /** Where the `i`th key found starts in the text. */
  at(i: number): number {
    return (this.found[2 * i] ?? 0) + this.offset
  }

  /** Which key it is: its index in the keys. */
  key(i: number): number {
    return this.found[2 * i + 1] ?? -1
  }
}
