import { oneLine } from './untrusted.js'

/**
 * What went wrong, as far as what to do about it goes: a missing permission fails the run with the
 * fix, a thing not there is an answer, a refused write is a lost race, a rate limit or an outage
 * is waited out (or fails closed), and bad input or settings are named where they are.
 */
export type ErrorKind =
  'permission' | 'not-found' | 'conflict' | 'rate-limited' | 'transient' | 'invalid-input'

/** A GITHUB_TOKEN permission a template job's `permissions:` block grants. */
export type Scope = 'actions' | 'checks' | 'contents' | 'issues' | 'pull-requests' | 'statuses'

export interface Permission {
  scope: Scope
  access: 'read' | 'write'
}

/**
 * An error meant for the person reading the job log: its message is one line that names what
 * is wrong and where. Anything else that escapes is a bug and is reported as such. A refusal for
 * a missing permission names the permission the request needed, when it is known.
 */
export class GateError extends Error {
  override readonly name = 'GateError'

  constructor(
    message: string,
    readonly kind: ErrorKind = 'invalid-input',
    readonly needs: Permission | null = null
  ) {
    super(message)
  }
}

/** One line for the log, never a stack trace. */
export function errorLine(error: unknown): string {
  if (error instanceof GateError) return oneLine(error.message)
  const message = error instanceof Error ? error.message : String(error)
  return `unexpected error: ${oneLine(message)}`
}

/** `actions: read`, as a `permissions:` block spells it. */
export function permissionText(needs: Permission): string {
  return `${needs.scope}: ${needs.access}`
}

/** The same failure in other words: its kind, and the permission it lacked, kept. */
export function restated(error: unknown, message: string): GateError {
  return error instanceof GateError
    ? new GateError(message, error.kind, error.needs)
    : new GateError(message)
}

/**
 * Whether a failed read may stand in as "none" for its answer: a bug may not, nor a permission
 * the job lacks, which the maintainer must be told to grant.
 */
export function standsInAsNone(error: unknown): error is GateError {
  return error instanceof GateError && error.kind !== 'permission'
}
