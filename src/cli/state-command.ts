// `green-gate state validate|show FILE`: check a state file the way the gate reads it, before a
// maintainer pushes an edit, and print the gate's view of it.
import { GateError } from '../errors.js'
import { formatStateError, parseStateFile, readHistory, type MachineState } from '../state/index.js'
import { parseArgs, readInput } from './io.js'

/** autoloop's repo-memory `max-file-size` for state files. */
const STATE_FILE_LIMIT = 30720

export const stateUsage =
  'state validate FILE | state show FILE [--json]   check a state file; print what the gate reads'

export async function stateCommand(args: readonly string[]): Promise<string> {
  const [action, ...rest] = args
  const { options, positional } = parseArgs(rest, ['json'], ['json'])
  if (action !== 'validate' && action !== 'show') {
    throw new GateError(
      `expected "state validate FILE" or "state show FILE", got "state ${action ?? ''}"`
    )
  }
  if (positional.length !== 1)
    throw new GateError(`state ${action} takes one FILE (or - for stdin)`)
  const { text, label } = await readInput(positional[0])
  const parsed = parseStateFile(text)
  if (!parsed.ok) throw new GateError(formatStateError(label, parsed.error))
  const state = parsed.doc.state
  const history = readHistory(text)
  // What the scheduler would read differently than the file seems to say: on stderr, so the
  // output stays the file's view.
  for (const w of parsed.doc.warnings)
    process.stderr.write(`warning: ${label}:${w.line}: ${w.message}\n`)
  const bytes = Buffer.byteLength(text, 'utf8')
  if (action === 'validate')
    return `${label}: ok (${parsed.doc.rows.length} rows, ${history.length} history entries, ${bytes} bytes)`
  if (options.json !== undefined)
    return JSON.stringify({ ...state, historyEntries: history.length, bytes })
  return describeState(state, history.length, bytes)
}

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
