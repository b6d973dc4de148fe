// Untrusted text (CI log output) placed in a markdown prompt so that it cannot end its own
// quoting: a code fence longer than any backtick run inside it, between BEGIN/END lines whose
// marker the text does not contain.

import { createHash } from 'node:crypto'

const longestRun = (text: string, char: string): number => {
  let longest = 0
  let run = 0
  for (const c of text) {
    run = c === char ? run + 1 : 0
    if (run > longest) longest = run
  }
  return longest
}

/** A backtick fence no line of `text` can close. */
export function fenceFor(text: string): string {
  return '`'.repeat(Math.max(3, longestRun(text, '`') + 1))
}

/**
 * A marker that none of `texts` contains. It hashes the texts with `nonce`, so a log cannot know
 * it in advance, and is re-drawn in the (never expected) case that one does contain it.
 */
export function untrustedMarker(texts: readonly string[], nonce = ''): string {
  const hash = createHash('sha256')
  for (const text of texts) hash.update(text).update('\u0000')
  hash.update(nonce)
  let digest = hash.digest('hex')
  for (;;) {
    const marker = `UNTRUSTED-CI-DATA-${digest.slice(0, 24).toUpperCase()}`
    if (!texts.some((text) => text.includes(marker))) return marker
    digest = createHash('sha256').update(digest).digest('hex')
  }
}

/** `text` fenced as data between `BEGIN <marker>` and `END <marker>` lines. */
export function untrustedBlock(text: string, marker: string): string {
  const fence = fenceFor(text)
  return [`BEGIN ${marker}`, `${fence}text`, text, fence, `END ${marker}`].join('\n')
}

/** Inline code that a backtick inside `text` cannot break out of. */
export function inlineCode(text: string): string {
  const ticks = '`'.repeat(longestRun(text, '`') + 1)
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${ticks}${pad}${text}${pad}${ticks}`
}
