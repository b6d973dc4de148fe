// Which programs a scheduled sweep must look at, from their state alone: an iteration open past
// the wall clock (CI that never finished, a fix that never came back), or a pause a maintainer
// lifted by editing the file. Pure.
import type { MachineState } from '../state/index.js'
import { parseLastEvent } from './last-event.js'

export type SweepAction = 'timeout' | 'resume' | 'none'

export function sweepAction(state: MachineState, now: Date, wallClockMinutes: number): SweepAction {
  if (state.completed || state.paused) return 'none'
  if (parseLastEvent(state.ciLastEvent)?.decision === 'pause') return 'resume'
  if (state.ciGateStarted === null) return 'none'
  const elapsed = (now.getTime() - Date.parse(state.ciGateStarted)) / 60_000
  return elapsed > wallClockMinutes ? 'timeout' : 'none'
}

/** The program a state file belongs to, read through the state-path template; null: not one. */
export function programFromPath(template: string, path: string): string | null {
  const [before = '', after = ''] = template.split('{program}')
  if (!template.includes('{program}') || !path.startsWith(before) || !path.endsWith(after))
    return null
  const program = path.slice(before.length, path.length - after.length)
  return program === '' || program.includes('/') ? null : program
}
