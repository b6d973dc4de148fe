// The step a behaviour-driven scenario failed at: runners print each step with its definition's
// place, and put the error under the step that raised it, indented deeper:
//     Then the total is 6                   # features/step_definitions/basket_steps.rb:5
//       expected 6, got 7 (RuntimeError)
// The step is a test failure named by its words (the keyword dropped), in its definition's file;
// the error and its trace under it are its details.

import { normalizeName, normalizePath } from '../normalize.js'
import type { Found, Reading } from './found.js'
import { isOwnFile } from './locations.js'

const STEP = /^(\s+)(?:Given|When|Then|And|But|\*)\s+(\S.*?)\s+#\s+(\S+?):\d+\s*$/
/** How far a step's error and trace reach. */
const DETAIL_LINES = 12

const indentOf = (line: string): number => /^\s*/.exec(line)?.[0].length ?? 0

/** The steps with an error under them, and the lines they take. */
export function readFailedSteps(lines: readonly string[], skip: ReadonlySet<number>): Reading {
  const found: Found[] = []
  const claimed = new Set<number>()
  lines.forEach((line, at) => {
    const step = skip.has(at) ? null : STEP.exec(line)
    const next = lines[at + 1] ?? ''
    if (step === null || next.trim() === '' || STEP.test(next)) return
    const indent = step[1]?.length ?? 0
    if (indentOf(next) <= indent) return
    let end = at + 1
    while (end < lines.length && end <= at + DETAIL_LINES) {
      const detail = lines[end] ?? ''
      if (detail.trim() === '' || indentOf(detail) <= indent) break
      end++
    }
    for (let i = at; i < end; i++) claimed.add(i)
    const file = normalizePath(step[3] ?? '')
    found.push({
      at,
      hit: {
        tool: 'generic',
        failureClass: 'test',
        test: normalizeName(step[2] ?? ''),
        ...(isOwnFile(file) ? { file } : {})
      }
    })
  })
  return { found, claimed }
}
