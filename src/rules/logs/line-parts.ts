// The parts of a tool's line that one regex would find only by trying many places of the line and
// reading on from each: a lazy message before an optional tail, a file name with several `.py`
// in it, a cause named many times before the artifact it names. Read here in one pass each, with
// the same answers as the regexes in each comment (the tests compare them), so a line of 16 KiB
// costs a few passes over it, not one for each of its characters.

import { isSpace, isWord } from './chars.js'

/** What a regex's `.` does not match: a line can hold a CR or a Unicode line separator. */
const LINE_END = /[\n\r\u2028\u2029]/

/** The message as `.+` (`.*` with `least` 0) reads it: undefined when it cannot. */
const dotted = (text: string, least = 1): string | undefined =>
  text.length < least || LINE_END.test(text) ? undefined : text

export interface Split {
  /** What the lazy group takes. */
  readonly head: string
  /** The tail's match, or null when the line has none. */
  readonly tail: RegExpExecArray | null
}

/**
 * The rest of `line` from `start` split as `(.+?)(?:\s+TAIL)?$` splits it (`.*?` when `least` is
 * 0, `\s{2,}` when `blanks` is 2), for a TAIL without blanks, given as `tail` anchored at both
 * ends; undefined when that regex does not match. TAIL can only follow the line's last blank, so
 * it is tried there once: the regex tries its blanks from every place of a run of them.
 */
export function splitTail(
  line: string,
  start: number,
  tail: RegExp,
  least = 1,
  blanks = 1
): Split | undefined {
  let last = line.length - 1
  while (last >= start && !isSpace(line.charCodeAt(last))) last--
  const found = last >= start ? tail.exec(line.slice(last + 1)) : null
  if (found !== null) {
    let run = last
    while (run > start && isSpace(line.charCodeAt(run - 1))) run--
    const cut = Math.max(run, start + least)
    const head = last + 1 - cut >= blanks ? line.slice(start, cut) : undefined
    // A line end before the blanks stops the lazy group short of both the tail and the end.
    if (head !== undefined) return LINE_END.test(head) ? undefined : { head, tail: found }
  }
  const head = dotted(line.slice(start), least)
  return head === undefined ? undefined : { head, tail: null }
}

/** Where the run of non-blanks that starts at `from` ends. */
function wordEnd(line: string, from: number): number {
  let end = from
  while (end < line.length && !isSpace(line.charCodeAt(end))) end++
  return end
}

/**
 * The first `.py` in `line.slice(from, end)` after its first character that ends it, or is
 * followed by `::` and more of it (`after` set: only those).
 */
function pyFile(line: string, from: number, end: number, after: boolean): number {
  for (let at = line.indexOf('.py', from + 1); at !== -1 && at + 3 <= end;) {
    if (!after && at + 3 === end) return at
    if (line.startsWith('::', at + 3) && at + 5 < end) return at
    at = line.indexOf('.py', at + 1)
  }
  return -1
}

/**
 * A pytest line's file and test: its summary (`FAILED path.py::test - message`, `ERROR path.py`)
 * or a -v progress line (`path.py::test FAILED`). The same as the regex
 * ^(?:(?:FAILED|ERROR) (\S+?\.py)(?:::(\S+))?(?: - .*)?|(\S+?\.py)::(\S+) (?:FAILED|ERROR)\b.*)$
 */
export function pytestParts(line: string): { file: string; test?: string } | undefined {
  const lead = line.startsWith('FAILED ') ? 7 : line.startsWith('ERROR ') ? 6 : 0
  if (lead > 0) {
    const end = wordEnd(line, lead)
    const rest =
      end === line.length || (line.startsWith(' - ', end) && !LINE_END.test(line.slice(end)))
    const py = rest ? pyFile(line, lead, end, false) : -1
    if (py !== -1) {
      const file = line.slice(lead, py + 3)
      return py + 3 === end ? { file } : { file, test: line.slice(py + 5, end) }
    }
  }
  const end = wordEnd(line, 0)
  const outcome = ['FAILED', 'ERROR'].find((word) => line.startsWith(` ${word}`, end))
  const after = outcome === undefined ? -1 : end + 1 + outcome.length
  if (after === -1 || isWord(line.charCodeAt(after)) || LINE_END.test(line.slice(after))) {
    return undefined
  }
  const py = pyFile(line, 0, end, true)
  return py === -1 ? undefined : { file: line.slice(0, py + 3), test: line.slice(py + 5, end) }
}

const MAVEN_CAUSE = /Could not resolve dependencies for project|could not be resolved/g
const MAVEN_ARTIFACT = /(?:artifact|Plugin) ([\w.-]+:[\w.-]+)/g

/**
 * The artifact Maven could not resolve, from an `[ERROR] ` line: the first one named after the
 * last cause that has one after it. The same as the group of the regex
 * ^\[ERROR\] .*(?:Could not resolve dependencies for project|could not be resolved).*?(?:artifact|Plugin) ([\w.-]+:[\w.-]+)
 * which reads from each cause to the end of the line when none has an artifact after it.
 */
export function mavenArtifact(line: string): string | undefined {
  // Its dots stop at a line end: what follows one cannot be read.
  const lineEnd = line.search(LINE_END)
  const text = lineEnd === -1 ? line : line.slice(0, lineEnd)
  let last = -1
  MAVEN_ARTIFACT.lastIndex = 0
  for (let m = MAVEN_ARTIFACT.exec(text); m !== null; m = MAVEN_ARTIFACT.exec(text)) {
    last = m.index
    MAVEN_ARTIFACT.lastIndex = m.index + 1
  }
  let after = -1
  MAVEN_CAUSE.lastIndex = '[ERROR] '.length
  for (let m = MAVEN_CAUSE.exec(text); m !== null; m = MAVEN_CAUSE.exec(text)) {
    if (m.index + m[0].length > last) break
    after = m.index + m[0].length
  }
  if (after === -1) return undefined
  MAVEN_ARTIFACT.lastIndex = after
  return MAVEN_ARTIFACT.exec(text)?.[1]
}

/**
 * An esbuild error's message, the rest of `line` from `start` without the ` [plugin name]` that
 * may end it. The same as the group of (.+?)(?: \[plugin [^\]]+\])?$ from `start`: the tag runs
 * to the end with no `]` inside, so it starts after the last other `]`.
 */
export function esbuildMessage(line: string, start: number): string | undefined {
  const end = line.length
  if (line.charCodeAt(end - 1) === 93 /* ] */) {
    const from = Math.max(line.lastIndexOf(']', end - 2) + 1, start + 1)
    const tag = line.indexOf(' [plugin ', from)
    if (tag !== -1 && tag + 9 <= end - 2) return dotted(line.slice(start, tag))
  }
  return dotted(line.slice(start))
}
