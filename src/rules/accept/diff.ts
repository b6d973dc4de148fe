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

/** A line of a patch as it stands in it: added, removed, or context kept on both sides. */
export interface PatchLine extends DiffLine {
  sign: '+' | '-' | ' '
}

/**
 * Reads a patch into its hunks, each a run of lines in patch order: `+` and context lines counted
 * on the new side, `-` lines on the old. The order tells a reader what surrounds a line.
 */
export function patchHunks(patch: string | null): PatchLine[][] {
  // Lines before any header (a patch cut at its top) form a hunk of their own, counted from 0:
  // a change the gate cannot place is still read, never dropped.
  let hunk: PatchLine[] = []
  const hunks: PatchLine[][] = [hunk]
  let oldLine = 0
  let newLine = 0
  for (const raw of (patch ?? '').split('\n')) {
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(raw)
    const text = raw.slice(1, 1 + LINE_CHARS)
    if (header !== null) {
      oldLine = Number(header[1])
      newLine = Number(header[2])
      hunk = []
      hunks.push(hunk)
    } else if (raw.startsWith('+')) {
      hunk.push({ sign: '+', text, line: newLine++ })
    } else if (raw.startsWith('-')) {
      hunk.push({ sign: '-', text, line: oldLine++ })
    } else if (!raw.startsWith('\\') && hunks.length > 1) {
      hunk.push({ sign: ' ', text, line: newLine })
      oldLine++
      newLine++
    }
  }
  return hunks.filter((h) => h.length > 0)
}

/** The lines a patch added and removed. */
export const patchLines = (patch: string | null): FileLines => linesOf(patchHunks(patch))

/** The lines hunks added and removed, each the same object its hunk holds. */
export function linesOf(hunks: PatchLine[][]): FileLines {
  const lines = hunks.flat()
  return {
    added: lines.filter((l) => l.sign === '+'),
    removed: lines.filter((l) => l.sign === '-')
  }
}
