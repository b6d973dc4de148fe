// A failed test named the way JVM runners name one, its method and then its class in
// parentheses, after a verdict: `Test Failure: addsNumbers(CalcTest)`, `FAILED: adds(com.acme.CalcTest)`.
// The trace under it is the test's: its own frame in the class places the test in a file (JVM
// frames name the file alone, so the folder comes from the command), else the command's file of
// the class's name does. The trace's lines are the test's details, no failure of their own.

import { normalizeName } from '../normalize.js'
import { ownPath } from './diagnostics.js'
import type { Found, Reading } from './found.js'
import { frameOf, inCommandFolder } from './locations.js'

const VERDICT =
  /^\s*(?:Test Failure|Test failed|Failure|Failed|FAIL(?:ED|URE)?|ERROR|Error)\s*:?\s+([\w$]{1,200})\(((?:[\w$]{1,200}\.){0,20}([\w$]{1,200}))\)\s*$/
// The exception and the frames under the verdict: `java.lang.AssertionError: ...`, `\tat ...`.
const DETAIL = /^\s*(?:at\s|\.\.\. \d+ more|Caused by:|[\w$.]+(?:Error|Exception|Failure)\b)/
/** How far a test's trace reaches. */
const TRACE_LINES = 200

// A file the command names: its folder, its stem, its extension.
const COMMAND_FILE = /(?:^|\s)(\S*\/)?([\w$]+)(\.\w+)(?=\s|$)/g

/** The class a frame's method belongs to, without its package: `CalcTest` of `a.b.CalcTest.adds`. */
const frameClass = (fn: string): string => fn.split('.').slice(-2)[0] ?? ''

/** The file a test's class is in: its own frame's, in the command's folder; else the command's. */
function fileOf(details: readonly string[], cls: string, command: string): string | undefined {
  for (const line of details) {
    const frame = frameOf(line)
    if (frame?.own === true && frameClass(frame.fn ?? '') === cls) {
      return ownPath(inCommandFolder(frame.file, command))
    }
  }
  const named = [...command.matchAll(COMMAND_FILE)].find((m) => m[2] === cls)
  return named === undefined ? undefined : ownPath(`${named[1] ?? ''}${cls}${named[3] ?? ''}`)
}

/** Each test a verdict names by method and class, and the lines of its trace. */
export function readClassVerdicts(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): Reading {
  const found: Found[] = []
  const claimed = new Set<number>()
  lines.forEach((line, at) => {
    const m = skip.has(at) ? null : VERDICT.exec(line)
    if (m === null) return
    const [, method = '', cls = '', simple = ''] = m
    let end = at + 1
    while (end < lines.length && end <= at + TRACE_LINES && DETAIL.test(lines[end] ?? '')) end++
    for (let i = at; i < end; i++) claimed.add(i)
    const file = fileOf(lines.slice(at + 1, end), simple, command)
    found.push({
      at,
      hit: {
        tool: 'generic',
        failureClass: 'test',
        test: normalizeName(`${cls}.${method}`),
        ...(file === undefined ? {} : { file })
      }
    })
  })
  return { found, claimed }
}
