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

/** A line diff by longest common subsequence: every line not listed is byte for byte the same. */
export function diffLines(before: string, after: string): LineDiff {
  const a = linesOf(before)
  const b = linesOf(after)
  // common[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = common[i] as number[]
      row[j] =
        a[i] === b[j]
          ? (common[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(common[i + 1]?.[j] ?? 0, row[j + 1] ?? 0)
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
      (i === a.length || (common[i]?.[j + 1] ?? 0) >= (common[i + 1]?.[j] ?? 0))
    ) {
      diff.added.push({ at: j, line: b[j] as string })
      j++
    } else {
      diff.removed.push(a[i] as string)
      i++
    }
  }
  return diff
}
