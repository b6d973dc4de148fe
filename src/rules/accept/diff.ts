// The fix commits as GitHub's compare gives them: each changed file with its unified patch, read
// into the lines it added and removed, each with where it stands. Pure.

/** One changed file, as a compare's `files` entry carries it. */
export interface ChangedFile {
  path: string
  /** The path before a rename. */
  previousPath: string | null
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged'
  /**
   * The unified patch: empty for a file renamed with no change inside; null when GitHub leaves it
   * out (a binary file or a very large diff).
   */
  patch: string | null
}

/** A line the fix added or removed, with its line number on its own side. */
export interface DiffLine {
  text: string
  line: number
}

export interface FileLines {
  added: DiffLine[]
  removed: DiffLine[]
}

/**
 * Longest part of a line read: enough for any setting or test line, and a bound on the work a
 * minified or crafted line can cost.
 */
const LINE_CHARS = 2000

/** Reads a patch's hunks: `+` lines counted on the new side, `-` lines on the old. */
export function patchLines(patch: string | null): FileLines {
  const added: DiffLine[] = []
  const removed: DiffLine[] = []
  let oldLine = 0
  let newLine = 0
  for (const raw of (patch ?? '').split('\n')) {
    const hunk = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(raw)
    if (hunk !== null) {
      oldLine = Number(hunk[1])
      newLine = Number(hunk[2])
    } else if (raw.startsWith('+')) {
      added.push({ text: raw.slice(1, 1 + LINE_CHARS), line: newLine++ })
    } else if (raw.startsWith('-')) {
      removed.push({ text: raw.slice(1, 1 + LINE_CHARS), line: oldLine++ })
    } else if (!raw.startsWith('\\')) {
      oldLine++
      newLine++
    }
  }
  return { added, removed }
}
