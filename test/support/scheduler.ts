// autoloop's scheduler, restated from reading its source: how it finds the Machine State section,
// splits rows, names keys and coerces values, and when it skips a program. The tests check that
// every state file the gate writes reads the same way to the scheduler as to the gate.
import { expect } from '@jest/globals'
import { parseStateFile, ROW_NAMES, type MachineState } from '../../src/rules/state/index.js'

export type SchedulerState = Record<string, string | number | boolean | string[] | null>

/** The dictionary the scheduler builds from a state file. */
export function schedulerState(content: string): SchedulerState {
  const state: SchedulerState = {}
  // The heading as written, up to its line end, then everything up to the next `## ` heading.
  const section = /## \u2699\ufe0f Machine State[\s\S]*?\n[\s\S]*?(?=\n## |$)/.exec(content)?.[0]
  if (section === undefined) return state
  for (const row of section.matchAll(/\|\s*(.+?)\s*\|\s*(.+?)\s*\|/g)) {
    const rawKey = (row[1] ?? '').trim()
    const rawValue = (row[2] ?? '').trim()
    if (['field', '---', ':---', ':---:', '---:'].includes(rawKey.toLowerCase())) continue
    state[rawKey.toLowerCase().replaceAll(' ', '_')] = ['—', '-', ''].includes(rawValue)
      ? null
      : rawValue
  }
  for (const key of ['iteration_count', 'consecutive_errors']) {
    if (key in state) {
      const n = Number.parseInt(String(state[key]), 10)
      state[key] = /^\s*[+-]?\d+\s*$/.test(String(state[key])) && !Number.isNaN(n) ? n : 0
    }
  }
  for (const key of ['paused', 'completed']) {
    if (key in state) state[key] = String(state[key] ?? '').toLowerCase() === 'true'
  }
  const statuses = state.recent_statuses
  state.recent_statuses =
    typeof statuses === 'string'
      ? statuses
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter((s) => s !== '')
      : []
  return state
}

/** Why the scheduler would not run the program now, or null. */
export function schedulerSkips(state: SchedulerState): string | null {
  if (state.completed === true) return 'completed'
  if (state.paused === true) return `paused: ${String(state.pause_reason ?? 'unknown')}`
  const recent = ((state.recent_statuses ?? []) as string[]).slice(-5)
  if (recent.length >= 5 && recent.every((s) => s === 'rejected')) return 'plateau'
  return null
}

const key = (name: string): string => name.toLowerCase().replaceAll(' ', '_')

/**
 * Asserts that the scheduler reads `text` as the gate does: Paused, Pause Reason, Completed,
 * Recent Statuses, and every CI row the gate owns, each intact (no row split or eaten).
 */
export function expectSchedulerAgrees(text: string, where = 'state file'): void {
  const parsed = parseStateFile(text)
  if (!parsed.ok) throw new Error(`${where}: ${JSON.stringify(parsed.error)}`)
  const gate: MachineState = parsed.doc.state
  const seen = schedulerState(text)
  const cell = (value: string | null): string | null => value
  const mine = {
    paused: gate.paused,
    pause_reason: cell(gate.pauseReason),
    completed: gate.completed,
    recent_statuses: gate.recentStatuses.map((s) => s.toLowerCase()),
    ci_signature: cell(gate.ciSignature),
    ci_head_sha: cell(gate.ciHeadSha),
    ci_last_event: cell(gate.ciLastEvent),
    ci_gate_started: cell(gate.ciGateStarted)
  }
  const theirs = {
    paused: seen.paused ?? false,
    pause_reason: seen.pause_reason ?? null,
    completed: seen.completed ?? false,
    recent_statuses: seen.recent_statuses,
    ci_signature: seen[key(ROW_NAMES.ciSignature)] ?? null,
    ci_head_sha: seen[key(ROW_NAMES.ciHeadSha)] ?? null,
    ci_last_event: seen[key(ROW_NAMES.ciLastEvent)] ?? null,
    ci_gate_started: seen[key(ROW_NAMES.ciGateStarted)] ?? null
  }
  expect({ where, ...theirs }).toEqual({ where, ...mine })
}
