// TeX stops on its first error and says so in two lines: the error, `! Undefined control
// sequence.` (with -file-line-error, `./main.tex:12: Undefined control sequence.`), and the
// line it stopped in, cut where it stopped: `l.12 \\usepackage{nope}\\foo`. The failure is the
// message and what TeX read last (the cut line's last word, which two different mistakes do
// not share), in the file the error names, else the one file the command typesets.

import { classFromCommand } from '../cues.js'
import { normalizePath, normalizeText, shorten } from '../normalize.js'
import type { Reading } from './found.js'
import { filesIn, isOwnFile } from './locations.js'

const BANG = /^! (\S.*)$/
const FILE_LINE = /^(\S+?\.(?:tex|ltx|sty|cls|dtx)):\d+: (\S.*)$/
const STOPPED_AT = /^l\.\d+ (.*)$/
/** How far under its error TeX prints the line it stopped in (the help text comes between). */
const REACH = 8
const DETAIL_CHARS = 100

/** TeX's errors, each with the lines from its message to where it stopped. */
export function readTexStops(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): Reading {
  const found: Reading['found'] = []
  const claimed = new Set<number>()
  const named = filesIn(command)
  // A mistake in the document's source, as a doc generator's complaints are.
  const failureClass = classFromCommand(command) ?? 'lint'
  lines.forEach((line, at) => {
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
    const file =
      path !== undefined && isOwnFile(path) ? path : named.length === 1 ? named[0] : undefined
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
