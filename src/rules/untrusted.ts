// Text the gate did not write (check names, status contexts, log lines, test names, branch
// names) placed where it could act: a line of its own in the job log is a workflow command, a
// backtick can end a code span early, `@team` in markdown notifies, a pipe or line break ends a
// table cell. Every rendering of such text goes through here.

import { createHash } from 'node:crypto'

// CommonMark's line endings, and the ones the Actions runner reads commands at (\r alone
// included); U+0085, U+2028 and U+2029 too, as some readers break lines there.
const LINE_BREAK = /\s*(?:\r\n|[\r\n\u0085\u2028\u2029])\s*/g

/**
 * Line breaks collapsed to one space. For the job log (no text can start a `::command::`
 * line), table cells and history lines (no text can end its row), and code spans (no blank line
 * can end the paragraph around them).
 */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAK, ' ').trim()
}

/** A markdown table cell: one line, pipes escaped. */
export function escapeCell(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|')
}

const longestRun = (text: string, char: string): number => {
  let longest = 0
  let run = 0
  for (const c of text) {
    run = c === char ? run + 1 : 0
    if (run > longest) longest = run
  }
  return longest
}

/**
 * Inline code that the text cannot close early: the fence is one backtick longer than any
 * backtick run inside, as CommonMark ends a code span only at a run of the same length, and a
 * space pads text that starts or ends with a backtick. Mentions and links inside do not render.
 */
export function inlineCode(text: string): string {
  const line = oneLine(text)
  if (line === '') return '` `'
  const ticks = '`'.repeat(longestRun(line, '`') + 1)
  const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : ''
  return `${ticks}${pad}${line}${pad}${ticks}`
}

/**
 * Free text with its mentions made inert: a zero-width space after each `@` that could start
 * one, so `@acme/security` reads the same and notifies nobody.
 */
export function noMentions(text: string): string {
  return text.replace(/@(?=[A-Za-z0-9])/g, '@\u200b')
}

/** Text for an HTML element's content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
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

/** `text` in a code block that no line of it can close. */
export function fencedText(text: string): string {
  const fence = fenceFor(text)
  return [`${fence}text`, text, fence].join('\n')
}

/** `text` fenced as data between `BEGIN <marker>` and `END <marker>` lines. */
export function untrustedBlock(text: string, marker: string): string {
  return [`BEGIN ${marker}`, fencedText(text), `END ${marker}`].join('\n')
}
