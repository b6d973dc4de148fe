// `green-gate state validate|show FILE`: check a state file the way the gate reads it, before a
// maintainer pushes an edit, and print the gate's view of it.
import { GateError } from '../../rules/errors.js'
import {
  formatStateError,
  parseStateFile,
  readHistory,
  type MachineState,
  type StateDocument
} from '../../rules/state/index.js'
import type { Command } from './command.js'
import { readInput } from './io.js'

const FILE_DETAIL =
  "FILE is a program's state file from the state branch (memory/autoloop), or - for standard input. A file the gate cannot read gets one line naming the line and field at fault, and exit code 2."

export const stateValidateCommand: Command = {
  name: 'state validate',
  synopsis: 'FILE',
  summary: 'Check a state file the way the gate reads it.',
  details: [FILE_DETAIL],
  options: {},
  positionals: { min: 1, max: 1, name: 'FILE' },
  async run({ positionals }) {
    const { doc, label, history, bytes } = await readState(positionals[0])
    return {
      output: `${label}: ok (${doc.rows.length} rows, ${history} history entries, ${bytes} bytes)`,
      exitCode: 0
    }
  }
}

export const stateShowCommand: Command = {
  name: 'state show',
  synopsis: 'FILE [--json]',
  summary: 'Print what the gate reads in a state file.',
  details: [FILE_DETAIL],
  options: { json: { kind: 'flag', description: 'print one JSON object instead of a table' } },
  positionals: { min: 1, max: 1, name: 'FILE' },
  async run({ flags, positionals }) {
    const { doc, history, bytes } = await readState(positionals[0])
    return {
      output: flags.has('json')
        ? JSON.stringify({ ...doc.state, historyEntries: history, bytes })
        : describeState(doc.state, history, bytes),
      exitCode: 0
    }
  }
}

/**
 * Reads and parses a state file. What the scheduler would read differently than the file seems
 * to say goes to stderr as warnings, so the output stays the file's view.
 */
export async function readState(
  path: string | undefined
): Promise<{ doc: StateDocument; label: string; history: number; bytes: number }> {
  const { text, label } = await readInput(path)
  const parsed = parseStateFile(text)
  if (!parsed.ok) throw new GateError(formatStateError(label, parsed.error))
  for (const w of parsed.doc.warnings) {
    process.stderr.write(`warning: ${label}:${w.line}: ${w.message}\n`)
  }
  const bytes = Buffer.byteLength(text, 'utf8')
  return { doc: parsed.doc, label, history: readHistory(text).length, bytes }
}

/** autoloop's repo-memory `max-file-size` for state files. */
const STATE_FILE_LIMIT = 30720

function describeState(s: MachineState, historyEntries: number, bytes: number): string {
  const rows: Array<[string, string]> = [
    ['Paused', s.paused ? `yes: ${s.pauseReason ?? 'no reason given'}` : 'no'],
    ['Completed', s.completed ? `yes: ${s.completedReason ?? ''}` : 'no'],
    ['Iteration', s.iterationCount === null ? '—' : String(s.iterationCount)],
    ['Branch', s.branch ?? '—'],
    ['PR', s.pr === null ? '—' : `#${s.pr}`],
    ['Issue', s.issue === null ? '—' : `#${s.issue}`],
    ['Recent statuses', s.recentStatuses.join(', ') || '—'],
    ['CI fix attempts', String(s.ciFixAttempts)],
    ['CI signature', s.ciSignature ?? '—'],
    ['CI head SHA', s.ciHeadSha ?? '—'],
    ['CI gate started', s.ciGateStarted ?? '—'],
    ['CI last event', s.ciLastEvent ?? '—'],
    ['CI ledger entry', s.ciLedger === null ? '—' : String(s.ciLedger)],
    ['History entries', String(historyEntries)],
    ['Size', `${bytes} bytes (autoloop's memory save refuses a file over ${STATE_FILE_LIMIT})`]
  ]
  const width = Math.max(...rows.map(([k]) => k.length))
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')
}
