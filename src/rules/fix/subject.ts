// Which fix the fixer and push modes act on: named by inputs (the gate's `fixes` entry), or, for
// the push that follows a dispatched fixer run, the fix the ledger holds out on the run's commit.
import { GateError } from '../errors.js'
import type { Mode, RunFacts } from '../vocabulary/settings.js'
import type { FixAttempt, GateMemory } from '../ledger/memory.js'
import { shortSha } from '../text.js'

/** The modes that act on one fix need to be told which: the program and the judged commit. */
export function fixSubject(
  mode: Mode,
  facts: Pick<RunFacts, 'program' | 'headSha'>
): { program: string; headSha: string } {
  const { program, headSha } = facts
  if (program === null || headSha === null) {
    throw new GateError(
      `inputs "program" and "head-sha" are required with mode "${mode}" (the gate's outputs of the same names)`
    )
  }
  return { program, headSha }
}

/** A fix handed out and not yet answered: the commit it is on and its attempt number. */
export interface OutstandingFix {
  headSha: string
  attempt: number
  /** When the ledger handed it out: the gate's dispatch of its fixer came after. */
  handedOutAt: string
}

/**
 * The fix a fixer run on `runSha` answers, or why it answers none. Only the gate's own record
 * counts, never what the run or its artifact says: a run the gate did not ask for, or one for a
 * commit the gate has moved on from, pushes nothing.
 */
export function outstandingFix(
  memory: GateMemory,
  runSha: string
): OutstandingFix | { none: string } {
  const { hold } = memory
  const keeperFix = memory.keeper?.attempts.at(-1)
  if (hold.kind === 'fixing') {
    const record = memory.attempts.findLast(
      (a) => a.attempt === hold.attempt && a.commit === hold.sha
    )
    if (record === undefined) {
      return { none: `the ledger has no record of fix attempt ${hold.attempt}` }
    }
    return onCommit(record, runSha)
  }
  if (hold.kind === 'paused' && keeperFix?.outcome === 'with-fixer') {
    return onCommit(keeperFix, runSha)
  }
  return { none: 'no fix is outstanding' }
}

function onCommit(record: FixAttempt, runSha: string): OutstandingFix | { none: string } {
  if (record.commit !== runSha) {
    return {
      none: `the fix outstanding is attempt ${record.attempt} on ${shortSha(record.commit)}, not on ${shortSha(runSha)}`
    }
  }
  return { headSha: record.commit, attempt: record.attempt, handedOutAt: record.at }
}
