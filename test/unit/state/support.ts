// Shared test helpers: fixture files, the byte-level variants every round trip is checked on,
// and a line diff that shows exactly which lines an edit touched.
import { readFileSync } from 'node:fs'

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

/** Lines with their line endings attached, so an EOL change shows up as a changed line. */
export function linesOf(text: string): string[] {
  return text.split(/(?<=\n)/)
}

export interface LineDiff {
  removed: string[]
  added: string[]
}

/** A minimal line diff (longest common subsequence). */
export function diffLines(before: string, after: string): LineDiff {
  const a = linesOf(before)
  const b = linesOf(after)
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () =>
    Array<number>(b.length + 1).fill(0)
  )
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = lcs[i] as number[]
      row[j] =
        a[i] === b[j]
          ? (lcs[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(lcs[i + 1]?.[j] ?? 0, row[j + 1] ?? 0)
    }
  }
  const diff: LineDiff = { removed: [], added: [] }
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++
      j++
    } else if (
      j < b.length &&
      (i >= a.length || (lcs[i]?.[j + 1] ?? 0) >= (lcs[i + 1]?.[j] ?? 0))
    ) {
      diff.added.push(b[j++] ?? '')
    } else {
      diff.removed.push(a[i++] ?? '')
    }
  }
  return diff
}
