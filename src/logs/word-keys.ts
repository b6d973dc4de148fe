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

/** Where in `word` its key starts: at a key character, one that is no small letter first. */
function keyStart(word: string): number {
  let first = -1
  for (let i = 0; i < word.length; i++) {
    const char = word.charAt(i)
    if (!KEY_STARTS.includes(char)) continue
    if (word.length - i < Math.min(3, word.length)) break
    if (!/[a-z ]/.test(char)) return i
    if (first === -1) first = i
  }
  return first === -1 ? 0 : first
}

/** A word that has a key where its key starts, `offset` units into the word. */
export interface KeyedWord {
  readonly word: string
  readonly offset: number
}

export interface WordKeys {
  /** Source of a regex matching the longest key at each position. */
  readonly source: string
  /** For each key, the words it may belong to, with a key that is a prefix of it. */
  readonly words: ReadonlyMap<string, readonly KeyedWord[]>
}

export function wordKeys(words: readonly string[]): WordKeys {
  const own = new Map<string, KeyedWord[]>()
  for (const word of words) {
    const offset = keyStart(word)
    const key = word.slice(offset, offset + KEY_LENGTH)
    own.set(key, [...(own.get(key) ?? []), { word, offset }])
  }
  // The key regex reports only the longest key at a position; the shorter keys there are its
  // prefixes, so their words are looked for too.
  const keys = [...own.keys()]
  return {
    source: literalTrie(keys),
    words: new Map(
      keys.map((key) => [
        key,
        keys.filter((k) => key.startsWith(k)).flatMap((k) => own.get(k) ?? [])
      ])
    )
  }
}
