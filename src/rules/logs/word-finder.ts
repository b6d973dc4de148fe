// Finding a set of literal words in a long text quickly. A regex of many words costs the regex
// engine a test per distinct first character at every position of the text, so instead each
// word is found by a short key inside it that starts with one of a few characters: the scan
// for keys tests few alternatives per position, and each key found is confirmed by comparing
// the words it belongs to in place.

import { literalTrie } from './literal-trie.js'

/**
 * What keys may start with: few, so the key scan is cheap, and between them in nearly every
 * word. Any word still gets a key (its first characters), so the set only affects speed.
 */
const KEY_STARTS = ' -*<EFISaglpr●▶✖'
const KEY_LENGTH = 4

// The commonest characters of English text and of logs (paths, URLs, numbers): a key with fewer
// of them is found less often where its word is not.
const COMMON = ' etaoinshrdlu.:/-_0123456789'

/** How rarely `window` is found where its word is not, roughly: its uncommon characters. */
const rarity = (window: string): number => [...window].filter((c) => !COMMON.includes(c)).length

/** Where in `word` its key starts: at a key character, the rarest window, the last of equals. */
function keyStart(word: string): number {
  let best = -1
  const better = (i: number): boolean => {
    if (best === -1) return true
    const window = word.slice(i, i + KEY_LENGTH)
    const kept = word.slice(best, best + KEY_LENGTH)
    const gain = rarity(window) - rarity(kept)
    return gain > 0 || (gain === 0 && window.length >= kept.length)
  }
  for (let i = 0; i < word.length; i++) {
    if (!KEY_STARTS.includes(word.charAt(i))) continue
    if (word.length - i < Math.min(3, word.length)) break
    if (better(i)) best = i
  }
  return best === -1 ? 0 : best
}

interface KeyedWord {
  readonly word: string
  /** Where its key starts in it. */
  readonly offset: number
}

/** Finds the words of a fixed set in lines of a larger text, in place. */
export class WordFinder {
  /** The longest key at each position, or a newline, where a line's search stops. */
  private readonly scan: RegExp
  /** The same keys at one position. */
  private readonly keyAt: RegExp
  /** For each key, the words it may belong to, with those of the keys that are its prefixes. */
  private readonly words: ReadonlyMap<string, readonly KeyedWord[]>

  constructor(words: readonly string[]) {
    const own = new Map<string, KeyedWord[]>()
    for (const word of words) {
      const offset = keyStart(word)
      const key = word.slice(offset, offset + KEY_LENGTH)
      own.set(key, [...(own.get(key) ?? []), { word, offset }])
    }
    const keys = [...own.keys()]
    this.scan = new RegExp(`${literalTrie(keys)}|\n`, 'g')
    this.keyAt = new RegExp(literalTrie(keys), 'y')
    // The scan reports only the longest key at a position: a shorter one there is its prefix.
    this.words = new Map(
      keys.map((key) => [
        key,
        keys.filter((k) => key.startsWith(k)).flatMap((k) => own.get(k) ?? [])
      ])
    )
  }

  /**
   * Calls `found` for every occurrence of a word that starts at `from` or after it, up to the end
   * of its line (a newline must follow); a word no line holds never spans one. Returns whether
   * there was any. Most lines have no key: a test, which allocates nothing, stops at the line's
   * end first; a key is told by where the test stopped, so no line allocates a match.
   */
  inLine(text: string, from: number, found: (word: string) => void): boolean {
    const { scan, keyAt } = this
    let any = false
    for (let start = from; ;) {
      scan.lastIndex = start
      if (!scan.test(text)) return any
      const end = scan.lastIndex
      if (text.charCodeAt(end - 1) === 10 /* \n */) return any
      // The key ends where the test stopped; it starts at the first place a key is found from,
      // as the scan finds the leftmost key.
      let at = Math.max(start, end - KEY_LENGTH)
      for (keyAt.lastIndex = at; !keyAt.test(text); keyAt.lastIndex = at) at++
      for (const { word, offset } of this.words.get(text.slice(at, end)) ?? []) {
        const wordAt = at - offset
        if (wordAt < from || !text.startsWith(word, wordAt)) continue
        any = true
        found(word)
      }
      // Keys can overlap: every position is tried.
      start = at + 1
    }
  }
}
