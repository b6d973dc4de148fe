// Every program at a glance: one row each, from the same facts as its status table. The sweep's
// job summary and `green-gate status --all` print this one rendering. Pure.
import type { Hold } from '../ledger/memory.js'
import { escapeCell, inlineCode } from '../untrusted.js'
import { ICON, type CommentFacts } from './comments.js'

const STATE: Record<Hold['kind'], string> = {
  none: 'active',
  fixing: '🔧 fixing',
  paused: '⚠️ paused',
  manual: '⏸️ paused by hand',
  blocked: '✋ awaiting approval'
}

const COLUMNS = [
  'Program',
  'State',
  'Fix attempts',
  'Last decision',
  'When',
  'Pause reason',
  'Links'
]

/** The programs' table under a heading, by program name; a line saying so when there is none. */
export function programsTable(programs: readonly CommentFacts[]): string {
  const heading = `### green-gate · ${programs.length} program${programs.length === 1 ? '' : 's'}`
  if (programs.length === 0) return `${heading}\n\nNo program has a state file or a ledger yet.`
  const rows = [...programs]
    .sort((a, b) => (a.program < b.program ? -1 : a.program > b.program ? 1 : 0))
    .map((f) => {
      const decided = f.decidedAt ?? null
      // Log text can sit in a pause reason: it is code, and a cell.
      const cells = [
        inlineCode(f.program),
        STATE[(f.hold ?? { kind: 'none' }).kind],
        `${f.spent} of ${f.maxAttempts}`,
        decided === null ? '—' : `${ICON[f.decision]} ${f.decision}`,
        decided ?? '—',
        f.pauseReason === null ? '—' : inlineCode(f.pauseReason),
        links(f)
      ]
      return `| ${cells.map(escapeCell).join(' | ')} |`
    })
  return [
    heading,
    '',
    `| ${COLUMNS.join(' | ')} |`,
    `|${' --- |'.repeat(COLUMNS.length)}`,
    ...rows
  ].join('\n')
}

function links(f: CommentFacts): string {
  return [
    `[state](${f.stateFileUrl})`,
    ...(f.headSha === '' ? [] : [`[commit](${f.commitUrl})`]),
    ...(f.ciRunUrl === null ? [] : [`[CI run](${f.ciRunUrl})`])
  ].join(' · ')
}
