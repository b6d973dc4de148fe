// Line diffs for tests that must show a file changed only where it was meant to.

/** The file's lines, each with its own line ending (the last may have none). */
export function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? []
}

export interface LineDiff {
  /** Lines of `before` that are not in `after`. */
  removed: string[]
  /** Lines of `after` that are not in `before`, with their index in `after`. */
  added: { at: number; line: string }[]
}

/** Each line as a number, the same number for the same text: the table compares numbers. */
function numbered(a: readonly string[], b: readonly string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>()
  const id = (line: string): number => {
    let n = ids.get(line)
    if (n === undefined) ids.set(line, (n = ids.size))
    return n
  }
  return [Int32Array.from(a, id), Int32Array.from(b, id)]
}

/** A line diff by longest common subsequence: every line not listed is byte for byte the same. */
export function diffLines(before: string, after: string): LineDiff {
  const a = linesOf(before)
  const b = linesOf(after)
  const [x, y] = numbered(a, b)
  // The walk below matches a common start line for line, so the table starts after it.
  let start = 0
  while (start < x.length && start < y.length && x[start] === y[start]) start++
  // common[(i - start) * width + (j - start)]: the longest common subsequence of a[i..], b[j..].
  const width = y.length - start + 1
  const common = new Int32Array((x.length - start + 1) * width)
  const at = (i: number, j: number): number => common[(i - start) * width + j - start] as number
  for (let i = x.length - 1; i >= start; i--) {
    const row = (i - start) * width
    for (let j = y.length - 1; j >= start; j--) {
      const cell = row + j - start
      common[cell] =
        x[i] === y[j]
          ? (common[cell + width + 1] as number) + 1
          : Math.max(common[cell + width] as number, common[cell + 1] as number)
    }
  }
  const diff: LineDiff = { removed: [], added: [] }
  let i = start
  let j = start
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && x[i] === y[j]) {
      i++
      j++
    } else if (j < b.length && (i === a.length || at(i, j + 1) >= at(i + 1, j))) {
      diff.added.push({ at: j, line: b[j] as string })
      j++
    } else {
      diff.removed.push(a[i] as string)
      i++
    }
  }
  return diff
}
