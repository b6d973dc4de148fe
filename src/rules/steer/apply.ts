// What a maintainer's command does to the gate's memory, as a verdict the ledger records like
// any decision: a pause holds the program as theirs, a resume (and a reset) lifts any hold with a
// fresh budget and clock, and the others change nothing but are recorded all the same. None of
// them is a CI decision: the last event the gate judged stays as it was. Pure.
import type { Verdict } from '../gate/verdict.js'
import { freshIteration, type GateMemory } from '../ledger/memory.js'
import type { Ledger } from '../ledger/ledger.js'
import type { SteerCommand } from './command.js'

/** Who gave the command, and where: the ledger keeps both, under the entry's MAC. */
export interface CommandSource {
  by: string
  url: string
}

/** The `Pause Reason` of a maintainer's pause. */
function manualReason(command: Extract<SteerCommand, { kind: 'pause' }>, by: string): string {
  return `manual: ${command.reason ?? `paused by ${by}`}`
}

/** `base`: the memory a decision would start from now (a person's Paused edit applied). */
export function commandVerdict(
  command: SteerCommand,
  base: GateMemory,
  source: CommandSource
): Verdict {
  const { by } = source
  const change = (reason: string, next: GateMemory, resumed = false): Verdict => ({
    decision: 'skip',
    reason,
    attempt: next.attempts.length,
    pause: null,
    next,
    timeline: next.attempts,
    status: null,
    resumed
  })
  switch (command.kind) {
    case 'pause': {
      const reason = manualReason(command, by)
      return change(`paused by ${by} (${reason})`, {
        ...base,
        hold: { kind: 'manual', reason }
      })
    }
    case 'resume':
    case 'reset':
      return change(
        `${command.kind === 'reset' ? 'reset' : 'resumed'} by ${by}: any pause lifted, fresh fix budget and clock`,
        freshIteration(base, base.iteration),
        true
      )
    case 'retry':
      return change(`retry asked by ${by}: the branch head is judged again now`, base)
    case 'status':
      return change(`status asked by ${by}`, base)
    case 'unknown':
      return change(`unknown command "${command.word}" from ${by}`, base)
  }
}

/** The comment was handled before: a ledger entry carries its key. */
export function handledBefore(ledger: Ledger | null, key: string): boolean {
  return ledger?.entries.some((entry) => entry.eventKey === key) ?? false
}
