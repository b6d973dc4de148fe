// TeX stops on its first error and says so in two lines: the error, `! Undefined control
// sequence.` (with -file-line-error, `./main.tex:12: Undefined control sequence.`), and the
// line it stopped in, cut where it stopped: `l.12 \\usepackage{nope}\\foo`. The failure is the
// message and what TeX read last (the cut line's last word, which two different mistakes do
// not share), in the file the error names, else the file TeX was reading (it prints `(./file.tex`
// as it opens one and `)` as it closes it), else the one file the command typesets. A TeX run
// that halts wrote no document: the document's source did not build.

import { classFromCommand } from '../cues.js'
import { normalizePath, normalizeText, shorten } from '../normalize.js'
import type { Reading } from './found.js'
import { filesIn, isOwnFile } from './locations.js'

const BANG = /^! (\S.*)$/
const FILE_LINE = /^(\S+?\.(?:tex|ltx|sty|cls|dtx)):\d+: (\S.*)$/
const STOPPED_AT = /^l\.\d+ (.*)$/
const TEX_SOURCE = /\.(?:tex|ltx|dtx)$/
/** How far under its error TeX prints the line it stopped in (the help text comes between). */
const REACH = 8
const DETAIL_CHARS = 100

/** Follows TeX's stack of open files through a line: `(` and the path it opens, `)` closing one. */
function readFileStack(line: string, open: string[]): void {
  for (let i = 0; i < line.length; i++) {
    if (line[i] === ')') open.pop()
    if (line[i] !== '(') continue
    let end = i + 1
    while (end < line.length && !/[\s()]/.test(line[end] ?? '')) end++
    open.push(normalizePath(line.slice(i + 1, end)))
    i = end - 1
  }
}

/** TeX's errors, each with the lines from its message to where it stopped. */
export function readTexStops(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): Reading {
  const found: Reading['found'] = []
  const claimed = new Set<number>()
  const named = filesIn(command)
  const failureClass = classFromCommand(command) ?? 'build'
  const open: string[] = []
  lines.forEach((line, at) => {
    readFileStack(line, open)
    if (skip.has(at) || claimed.has(at)) return
    const placed = FILE_LINE.exec(line)
    const message = placed?.[2] ?? BANG.exec(line)?.[1]
    if (message === undefined) return
    let end = at + 1
    while (end < lines.length && end <= at + REACH && !STOPPED_AT.test(lines[end] ?? '')) end++
    const stopped = STOPPED_AT.exec(lines[end] ?? '')
    if (stopped === null) return
    for (let i = at; i <= end; i++) claimed.add(i)
    const path = placed === null ? undefined : normalizePath(placed[1] ?? '')
    const reading = open.findLast((opened) => isOwnFile(opened) && TEX_SOURCE.test(opened))
    const file =
      path !== undefined && isOwnFile(path)
        ? path
        : (reading ?? (named.length === 1 ? named[0] : undefined))
    const last = (stopped[1] ?? '').trim().split(/\s+/).at(-1) ?? ''
    found.push({
      at,
      hit: {
        tool: 'generic',
        failureClass,
        ...(file === undefined ? {} : { file }),
        detail: shorten(normalizeText(`${message} ${last}`.trim()), DETAIL_CHARS)
      }
    })
  })
  return { found, claimed }
}
