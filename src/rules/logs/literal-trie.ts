// A regex that finds any of a set of literal words, written as a trie: `error(?:: | TS|\[)?`
// rather than `error: |error TS|error\[|error`. The regex engine then tests each position of a
// line once per distinct first character instead of once per word, and at each position takes
// the longest word that starts there.

interface Node {
  readonly next: Map<string, Node>
  end: boolean
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function source(node: Node): string {
  const branches = [...node.next].map(([char, child]) => escapeRegExp(char) + source(child))
  if (branches.length === 0) return ''
  const choice = branches.length === 1 ? (branches[0] ?? '') : `(?:${branches.join('|')})`
  // Greedy: a longer word wins over a word that is its prefix.
  return node.end ? `(?:${choice})?` : choice
}

/** Source of a regex matching the longest of `words` at each position. */
export function literalTrie(words: readonly string[]): string {
  const root: Node = { next: new Map(), end: false }
  for (const word of words) {
    let node = root
    for (const char of word) {
      let child = node.next.get(char)
      if (child === undefined) {
        child = { next: new Map(), end: false }
        node.next.set(char, child)
      }
      node = child
    }
    node.end = true
  }
  return source(root)
}
