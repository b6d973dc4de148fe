// The runner's checkout, cut from the paths in a text: /home/runner/work/<repo>/<repo>/,
// self-hosted .../_work/<repo>/<repo>/, Windows D:\a\<repo>\<repo>\ . The repeated repo name (a
// backreference) keeps it precise.
//
// What is cut is what one regex used to cut, replacing every match of
//   (?:file://)?(?:(?:(?<!\w)[A-Za-z]:)?(?:[\\/][^\s\\/'"`]+)*?[\\/]_?work[\\/]([^\s\\/'"`]+)[\\/]\1
//     |[A-Za-z]:\\a\\([^\s\\'"`]+)\\\2)(?=[\\/])[\\/]?
// (the tests hold it and compare). That regex tried each separator of a path as the start of one
// and read on to the path's end from there: a 16 KB path took a fifth of a second. Here the work
// folder is found first and its path walked back once, so a text costs one pass however it looks.

import { isLower, isSpace, isUpper, isWord } from './chars.js'

/** The work folder and the repeated repo name, from the separator before it. */
const WORK_FOLDER = /[\\/]_?work[\\/]([^\s\\/'"`]+)[\\/]\1(?=[\\/])/g
/** A hosted Windows runner's checkout, from its drive letter. */
const WINDOWS_CHECKOUT = /(?:file:\/\/)?[A-Za-z]:\\a\\([^\s\\'"`]+)\\\1(?=[\\/])/g

const isSeparator = (code: number): boolean => code === 47 /* / */ || code === 92 /* \ */

/** What ends a path: a blank or a quote. */
const endsPath = (code: number): boolean =>
  isSpace(code) || code === 34 /* " */ || code === 39 /* ' */ || code === 96 /* ` */

/** The first match of a global regex that starts at `from` or after it. */
function matchFrom(pattern: RegExp, text: string, from: number): RegExpExecArray | null {
  pattern.lastIndex = from
  return pattern.exec(text)
}

/**
 * Where a path starting with the separator at `at` starts, with a drive letter (`C:`) and then
 * `file://` in front of it when they are there: the earliest place not before `from`. A letter
 * that ends a word is no drive (`[FAILURE:/home/...`).
 */
function withPrefix(text: string, at: number, from: number): number {
  let start = at
  const drive = text.charCodeAt(at - 2)
  const isDrive =
    (isUpper(drive) || isLower(drive)) &&
    text.charCodeAt(at - 1) === 58 &&
    !isWord(text.charCodeAt(at - 3))
  if (at - 2 >= from && isDrive) start = at - 2
  return start - 7 >= from && text.startsWith('file://', start - 7) ? start - 7 : start
}

/**
 * The earliest start, not before `from`, of a path that reaches the work folder whose separator
 * is at `at`: the path is walked back one segment at a time until a blank, a quote or an empty
 * segment (`//`) ends it, and each separator on the way is a start it could have.
 */
function pathStart(text: string, at: number, from: number): number {
  let start = withPrefix(text, at, from)
  for (let i = at - 1; i >= from; i--) {
    const code = text.charCodeAt(i)
    if (endsPath(code)) break
    if (!isSeparator(code)) continue
    if (isSeparator(text.charCodeAt(i + 1))) break
    start = Math.min(start, withPrefix(text, i, from))
  }
  return start
}

/**
 * The text with every checkout prefix cut out, read left to right: the next cut starts at the
 * earliest place either kind of checkout can start, a work folder's path first on a tie, and
 * takes the separator after the repo name with it.
 */
export function stripWorkspace(text: string): string {
  if (!text.includes('work') && !text.includes(':\\a\\')) return text
  let out = ''
  let from = 0
  let work = matchFrom(WORK_FOLDER, text, 0)
  let workStart = work === null ? Infinity : pathStart(text, work.index, 0)
  let windows = matchFrom(WINDOWS_CHECKOUT, text, 0)
  for (;;) {
    // A match found before is still the first one unless a cut went past where it starts.
    if (work !== null && work.index < from) {
      work = matchFrom(WORK_FOLDER, text, from)
      workStart = work === null ? Infinity : pathStart(text, work.index, from)
    } else if (work !== null && workStart < from) {
      workStart = pathStart(text, work.index, from)
    }
    if (windows !== null && windows.index < from) windows = matchFrom(WINDOWS_CHECKOUT, text, from)
    const windowsStart = windows === null ? Infinity : windows.index
    const cut = workStart <= windowsStart ? work : windows
    if (cut === null) break
    out += text.slice(from, Math.min(workStart, windowsStart))
    from = cut.index + cut[0].length + 1
  }
  return out + text.slice(from)
}
