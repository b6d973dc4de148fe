// Shared test helpers: fixture files, the byte-level variants every round trip is checked on,
// and a line diff that shows exactly which lines an edit touched.
import { readFileSync } from 'node:fs'
import { diffLines as lineDiff } from '../../support/line-diff.js'
import { prependHistoryLines, type HistoryEntry } from '../../../src/rules/state/history.js'
import { joinLines, splitLines } from '../../../src/rules/state/lines.js'

export function fixture(name: string): string {
  return readFileSync(new URL(`../../fixtures/state/${name}`, import.meta.url), 'utf8')
}

export const FIXTURES = [
  'autoloop.md.txt',
  'gate-rows.md.txt',
  'crlf-bom.md.txt',
  'no-history.md.txt'
] as const

/** Ways the same file can be laid out on disk that must all survive untouched. */
export const VARIANTS: ReadonlyArray<readonly [string, (text: string) => string]> = [
  ['as written', (text) => text],
  ['CRLF', (text) => text.replace(/\r?\n/g, '\r\n')],
  ['BOM', (text) => (text.startsWith('\uFEFF') ? text : `\uFEFF${text}`)],
  ['no trailing newline', (text) => text.replace(/(?:\r?\n)+$/, '')],
  ['trailing spaces', (text) => text.replace(/\r?\n/g, (eol) => ` \t${eol}`)],
  ['CRLF, BOM, no trailing newline', (text) => `\uFEFF${text.replace(/\r?\n/g, '\r\n').trimEnd()}`]
]

export { linesOf } from '../../support/line-diff.js'

/** The shared line diff, with the added lines as plain strings. */
export function diffLines(before: string, after: string): { removed: string[]; added: string[] } {
  const { removed, added } = lineDiff(before, after)
  return { removed, added: added.map((a) => a.line) }
}

/** `text` with `entries` added to its history, as a write to the state file adds them. */
export function prependHistory(text: string, entries: readonly HistoryEntry[]): string {
  const split = splitLines(text)
  return joinLines({ ...split, lines: prependHistoryLines(split.lines, entries, split.eol) })
}
