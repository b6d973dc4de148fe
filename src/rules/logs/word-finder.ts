// Finding a set of literal words in a long text quickly. Each word is found by a key of up to
// four bytes inside it: the keys of a whole block are searched at once (key-scan.ts), and each
// key found is confirmed by comparing the words it belongs to in place.

import { KeyScan } from './key-scan.js'

/**
 * What keys start with: few bytes, between them in nearly every word, so keys that start alike
 * share the search's buckets and its first test lets few places through (â is the first byte of
 * ●, ▶ and ✖). Any word still gets a key (its first characters), so the set only affects speed.
 */
const KEY_STARTS = ' -*<EFISaglpr\u00e2'
const KEY_LENGTH = 4

// The commonest characters of English text and of logs (paths, URLs, numbers): a key with fewer
// of them is found less often where its word is not.
const COMMON = ' etaoinshrdlu.:/-_0123456789'

/** How rarely `window` is found where its word is not, roughly: its uncommon characters. */
const rarity = (window: string): number => [...window].filter((c) => !COMMON.includes(c)).length

/**
 * Where in `word` its key starts: at a key character, a whole key long (a shorter key lets
 * anything through where it has no byte), the rarest window, the last of equals.
 */
function keyStart(word: string): number {
  let best = -1
  const better = (i: number): boolean => {
    if (best === -1) return true
    const window = word.slice(i, i + KEY_LENGTH)
    const kept = word.slice(best, best + KEY_LENGTH)
    return rarity(window) >= rarity(kept)
  }
  for (let i = 0; i + KEY_LENGTH <= word.length; i++) {
    if (KEY_STARTS.includes(word.charAt(i)) && better(i)) best = i
  }
  return best === -1 ? 0 : best
}

interface KeyedWord {
  readonly word: string
  /** Where its key starts in it. */
  readonly offset: number
  /** Its place in the set. */
  readonly id: number
}

/**
 * Finds the words of a fixed set in the lines of a larger text, in place, its lines read in
 * order: the keys of a whole block are found at once, so a line with no key costs a comparison.
 */
export class WordFinder {
  private readonly search: KeyScan
  /** For each key, the words it belongs to. */
  private readonly wordsOf: readonly (readonly KeyedWord[])[]
  private text = ''
  /** The next key found, by its index in what the search found. */
  private next = 0
  /** For each word, the last line (by count of lines read) it was found in. */
  private readonly foundIn: Float64Array
  private lines = 0

  constructor(words: readonly string[]) {
    const own = new Map<string, KeyedWord[]>()
    words.forEach((word, id) => {
      const offset = keyStart(word)
      const key = word.slice(offset, offset + KEY_LENGTH)
      own.set(key, [...(own.get(key) ?? []), { word, offset, id }])
    })
    this.search = new KeyScan([...own.keys()])
    this.wordsOf = [...own.values()]
    this.foundIn = new Float64Array(words.length)
  }

  /**
   * Start reading the lines of `text.slice(from, to)`, each a newline's end, their colour codes
   * taken out first when `strip` is set, their words looked for when `find` is; returns the text
   * the lines are read from.
   */
  begin(text: string, from: number, to: number, strip: boolean, find = true): string {
    this.text = this.search.scan(text, from, to, strip, find)
    this.next = 0
    return this.text
  }

  /**
   * Calls `found` once for each word that starts at `from` or after it in the line that ends at
   * the newline at `end`; returns whether there was any. A word no line holds never spans one.
   * Lines are read in order: the keys of lines passed over are skipped. A word found again in
   * the line is not compared again: a line of one word repeated costs a step a key.
   */
  inLine(from: number, end: number, found: (word: string) => void): boolean {
    const { search, text, foundIn } = this
    const line = ++this.lines
    let any = false
    for (; this.next < search.size; this.next++) {
      const at = search.at(this.next)
      if (at >= end) break
      if (at < from) continue
      for (const { word, offset, id } of this.wordsOf[search.key(this.next)] ?? []) {
        const wordAt = at - offset
        if (foundIn[id] === line || wordAt < from || !text.startsWith(word, wordAt)) continue
        foundIn[id] = line
        any = true
        found(word)
      }
    }
    return any
  }
}
