// The step a behaviour-driven scenario failed at: runners print each step with its definition's
// place, and put the error under the step that raised it, indented deeper:
//     Then the total is 6                   # features/step_definitions/basket_steps.rb:5
//       expected 6, got 7 (RuntimeError)
// The step is a test failure named by its scenario (the nearest heading above it) and its words
// (the keyword dropped), in the scenario's feature file, else its definition's; the error and its
// trace under it are its details.

import { normalizeName, normalizePath } from '../normalize.js'
import type { Found, Reading } from './found.js'
import { isOwnFile } from './locations.js'

const STEP = /^(\s+)(?:Given|When|Then|And|But|\*)\s+(\S.*?)\s+#\s+(\S+?):\d+\s*$/
const SCENARIO =
  /^(\s*)(?:Scenario(?: Outline| Template)?|Example):\s*(\S.*?)(?:\s+#\s+(\S+?):\d+)?\s*$/
/** How far above its step a scenario's heading may be: a scenario has few steps. */
const SCENARIO_LINES = 40
/** How far a step's error and trace reach. */
const DETAIL_LINES = 12

const indentOf = (line: string): number => /^\s*/.exec(line)?.[0].length ?? 0

/** The heading of the scenario the step at `at` belongs to: the nearest one less indented. */
function scenarioOf(
  lines: readonly string[],
  at: number,
  indent: number
): { name: string; file?: string } | undefined {
  for (let i = at - 1; i >= Math.max(0, at - SCENARIO_LINES); i--) {
    const m = SCENARIO.exec(lines[i] ?? '')
    if (m === null || (m[1]?.length ?? 0) >= indent) continue
    const file = normalizePath(m[3] ?? '')
    return { name: normalizeName(m[2] ?? ''), ...(isOwnFile(file) ? { file } : {}) }
  }
  return undefined
}

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
    const words = normalizeName(step[2] ?? '')
    const scenario = scenarioOf(lines, at, indent)
    const defined = normalizePath(step[3] ?? '')
    const file = scenario?.file ?? (isOwnFile(defined) ? defined : undefined)
    found.push({
      at,
      hit: {
        tool: 'generic',
        failureClass: 'test',
        test: scenario === undefined ? words : `${scenario.name}>${words}`,
        ...(file === undefined ? {} : { file })
      }
    })
  })
  return { found, claimed }
}
