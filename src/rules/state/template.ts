// A new state file in autoloop's layout, for a program that has none yet: same headings, same
// Machine State rows in the same order (the gate's own rows last), so the scheduler and the
// agents read it as one of their own.
import { EMPTY_CELL, ROW_NAMES, type MetricDirection } from './fields.js'
import { HISTORY_HEADING } from './history.js'
import type { Eol } from './lines.js'
import { escapeCell, oneLine } from '../untrusted.js'

export interface TemplateOptions {
  readonly program: string
  /** Defaults to `autoloop/<program>`. */
  readonly branch?: string
  readonly issue?: number | null
  readonly pr?: number | null
  readonly targetMetric?: string | null
  readonly metricDirection?: MetricDirection | null
  readonly eol?: Eol
}

export function renderStateTemplate(options: TemplateOptions): string {
  const program = oneLine(options.program)
  const branch = options.branch ?? `autoloop/${program}`
  const rows: [string, string | null][] = [
    [ROW_NAMES.lastRun, null],
    [ROW_NAMES.iterationCount, '0'],
    [ROW_NAMES.bestMetric, null],
    [ROW_NAMES.targetMetric, options.targetMetric ?? null],
    [ROW_NAMES.metricDirection, options.metricDirection ?? null],
    [ROW_NAMES.branch, `\`${branch}\``],
    [ROW_NAMES.pr, reference(options.pr)],
    [ROW_NAMES.issue, reference(options.issue)],
    [ROW_NAMES.paused, 'false'],
    [ROW_NAMES.pauseReason, null],
    [ROW_NAMES.completed, 'false'],
    [ROW_NAMES.completedReason, null],
    [ROW_NAMES.consecutiveErrors, '0'],
    [ROW_NAMES.recentStatuses, null],
    [ROW_NAMES.ciFixAttempts, '0'],
    [ROW_NAMES.ciSignature, null],
    [ROW_NAMES.ciHeadSha, null],
    [ROW_NAMES.ciGateStarted, null],
    [ROW_NAMES.ciLastEvent, null],
    [ROW_NAMES.ciLedger, null]
  ]
  const sections: string[][] = [
    [
      '## ⚙️ Machine State',
      '',
      '> 🤖 *Read by the scheduler and the CI gate on every run: change values, keep the layout.*',
      '',
      '| Field | Value |',
      '|-------|-------|',
      ...rows.map(([field, value]) => `| ${field} | ${escapeCell(value ?? '') || EMPTY_CELL} |`)
    ],
    ['## 🎯 Current Priorities', '', '*(None set: the agent picks its own next step.)*'],
    ['## 📚 Lessons Learned', '', '- *(nothing recorded)*'],
    ['## 🚧 Foreclosed Avenues', '', '- *(nothing ruled out)*'],
    ['## 🔭 Future Directions', '', '- *(no ideas recorded)*'],
    [HISTORY_HEADING, '', 'Newest first.']
  ]
  const lines = [
    `# Autoloop: ${program}`,
    '',
    `🤖 *State of the \`${program}\` program, kept by Autoloop and its CI gate. Maintainers may edit any section.*`,
    ...sections.flatMap((section) => ['', '---', '', ...section])
  ]
  const eol = options.eol ?? '\n'
  return lines.map((line) => line + eol).join('')
}

function reference(number: number | null | undefined): string | null {
  return number === null || number === undefined ? null : `#${number}`
}
