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
   * there was any.
   */
  inLine(text: string, from: number, found: (word: string) => void): boolean {
    const scan = this.scan
    // Most lines have no key: a test, which allocates nothing, stops at the line's end first.
    scan.lastIndex = from
    if (!scan.test(text) || text.charCodeAt(scan.lastIndex - 1) === 10 /* \n */) return false
    let any = false
    // The test stopped just past the line's first key, at most a key's length long.
    scan.lastIndex = Math.max(from, scan.lastIndex - KEY_LENGTH)
    for (let key = scan.exec(text); key !== null && key[0] !== '\n'; key = scan.exec(text)) {
      for (const { word, offset } of this.words.get(key[0]) ?? []) {
        const at = key.index - offset
        if (at < from || !text.startsWith(word, at)) continue
        any = true
        found(word)
      }
      // Keys can overlap: every position is tried.
      scan.lastIndex = key.index + 1
    }
    return any
  }
}
