// A read that failed standing in as "none", with the failure kept where the decision needs it.
import { errorLine, standsInAsNone, type GateError } from '../../rules/errors.js'

/**
 * The failure a read may stand in as "none" for, or the error thrown on: a bug, or a permission
 * the job lacks, ends the run. "Not there" is an answer; any other failure makes the decision
 * fail closed, and is recorded in `failClosed` (when the caller keeps one) for the job summary.
 */
export function orNone(error: unknown, failClosed: string[] | null): GateError {
  if (!standsInAsNone(error)) throw error
  const line = errorLine(error)
  if (failClosed !== null && error.kind !== 'not-found' && !failClosed.includes(line))
    failClosed.push(line)
  return error
}
