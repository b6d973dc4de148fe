import { oneLine } from './untrusted.js'

/**
 * An error meant for the person reading the job log: its message is one line that names what
 * is wrong and where. Anything else that escapes is a bug and is reported as such.
 */
export class GateError extends Error {
  override readonly name = 'GateError'
}

/** One line for the log, never a stack trace. */
export function errorLine(error: unknown): string {
  if (error instanceof GateError) return oneLine(error.message)
  const message = error instanceof Error ? error.message : String(error)
  return `unexpected error: ${oneLine(message)}`
}
