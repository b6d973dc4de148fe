// What a maintainer's command does to the gate's memory, as a verdict the ledger records like
// any decision: a pause holds the program as theirs, a resume (and a reset) lifts any hold with a
// fresh budget and clock but waives no guard, an approve waives the guards for the one head it
// names, and the others change nothing but are recorded all the same. None of
// them is a CI decision: the last event the gate judged stays as it was. Pure.
import type { Verdict } from '../gate/verdict.js'
import { freshIteration, guardPausedHead, type GateMemory } from '../ledger/memory.js'
import { shortSha } from '../text.js'
import { inlineCode } from '../untrusted.js'
import type { Ledger } from '../ledger/ledger.js'
import type { SteerCommand } from '../vocabulary/steer-command.js'

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
    case 'approve': {
      const problem = approvalProblem(command, base)
      if (problem !== null) return change(`approve from ${by} approved nothing: ${problem}`, base)
      // Lifted as a resume lifts it, so that an approval given hours later meets no old clock.
      const approvedSha = guardPausedHead(base) ?? ''
      const next = { ...freshIteration(base, base.iteration), approvedSha }
      return change(
        `approved by ${by}: ${shortSha(approvedSha)} is theirs, what it changes and what it runs; the head is judged again now`,
        next,
        true
      )
    }
    case 'retry':
      return change(`retry asked by ${by}: the branch head is judged again now`, base)
    case 'status':
      return change(`status asked by ${by}`, base)
    case 'unknown':
      return change(`unknown command "${command.word}" from ${by}`, base)
  }
}

/**
 * Why `/green-gate approve` approves nothing, in one line; null when it names the head a guard
 * paused on green (7 to 40 of its hex digits).
 */
export function approvalProblem(
  command: Extract<SteerCommand, { kind: 'approve' }>,
  base: GateMemory
): string | null {
  const { sha, given } = command
  if (sha === null) return `${inlineCode(given)} is not a commit SHA (7 to 40 hex digits)`
  const headSha = guardPausedHead(base)
  if (headSha === null) return 'the program is not paused by a guard on a green head'
  if (!headSha.startsWith(sha))
    return `${inlineCode(sha)} is not the head the guard paused (${shortSha(headSha)})`
  return null
}

/** The comment was handled before: a ledger entry carries its key. */
export function handledBefore(ledger: Ledger | null, key: string): boolean {
  return ledger?.entries.some((entry) => entry.eventKey === key) ?? false
}
