// A unified diff of two texts by line, as `green-gate init` shows what it writes: the longest
// common subsequence of lines (the files are templates of a few hundred lines), three lines of
// context around each change. Pure.

type Edit = { op: ' ' | '-' | '+'; line: string }

const CONTEXT = 3

function lines(text: string): string[] {
  if (text === '') return []
  const all = text.split('\n')
  return all.at(-1) === '' ? all.slice(0, -1) : all
}

/** Each line kept, removed or added, removals before additions. */
function edits(before: string[], after: string[]): Edit[] {
  // common(i, j): the longest common subsequence of before[i..] and after[j..], in one flat table.
  const width = after.length + 1
  const table = new Int32Array((before.length + 1) * width)
  const common = (i: number, j: number): number => table[i * width + j] ?? 0
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      table[i * width + j] =
        before[i] === after[j]
          ? common(i + 1, j + 1) + 1
          : Math.max(common(i + 1, j), common(i, j + 1))
  const out: Edit[] = []
  let i = 0
  let j = 0
  while (i < before.length || j < after.length) {
    const old = before[i]
    const next = after[j]
    if (old !== undefined && old === next) {
      out.push({ op: ' ', line: old })
      i++
      j++
    } else if (old !== undefined && (next === undefined || common(i + 1, j) >= common(i, j + 1))) {
      out.push({ op: '-', line: old })
      i++
    } else {
      out.push({ op: '+', line: next ?? '' })
      j++
    }
  }
  return out
}

/** The edits' hunks: runs of changes with their context, joined when their context meets. */
function hunks(all: Edit[]): Array<{ from: number; to: number }> {
  const spans: Array<{ from: number; to: number }> = []
  all.forEach((edit, index) => {
    if (edit.op === ' ') return
    const from = Math.max(0, index - CONTEXT)
    const to = Math.min(all.length, index + CONTEXT + 1)
    const last = spans.at(-1)
    if (last !== undefined && from <= last.to) last.to = Math.max(last.to, to)
    else spans.push({ from, to })
  })
  return spans
}

const range = (start: number, count: number): string =>
  count === 1 ? `${start}` : `${count === 0 ? start - 1 : start},${count}`

/**
 * `before` null: a new file. Empty when the texts are the same; else the diff, each line ending
 * in a newline.
 */
export function unifiedDiff(path: string, before: string | null, after: string): string {
  if (before === after) return ''
  const all = edits(lines(before ?? ''), lines(after))
  const out = [`--- ${before === null ? '/dev/null' : `a/${path}`}`, `+++ b/${path}`]
  for (const { from, to } of hunks(all)) {
    const head = all.slice(0, from)
    const body = all.slice(from, to)
    const oldStart = head.filter((e) => e.op !== '+').length + 1
    const newStart = head.filter((e) => e.op !== '-').length + 1
    const oldCount = body.filter((e) => e.op !== '+').length
    const newCount = body.filter((e) => e.op !== '-').length
    out.push(`@@ -${range(oldStart, oldCount)} +${range(newStart, newCount)} @@`)
    out.push(...body.map((e) => `${e.op}${e.line}`))
  }
  return `${out.join('\n')}\n`
}
