// What a CLI command declares about itself: its arguments, its help, and what running it gives.
import type { CheckStatus } from '../../rules/checks/reduce.js'

export interface OptionSpec {
  /** A flag is present or absent; a value option takes one argument. */
  kind: 'flag' | 'value'
  /** Placeholder for the value in help, e.g. PATTERNS. */
  placeholder?: string
  description: string
}

export interface CommandSpec {
  /** As typed: `reduce`, `state show`. */
  name: string
  /** The arguments after the name, for the usage line. */
  synopsis: string
  /** One line for the command list. */
  summary: string
  /** Paragraphs of help after the usage line. */
  details: readonly string[]
  options: Readonly<Record<string, OptionSpec>>
  /** Positional arguments it accepts, at least and at most, and what to call them. */
  positionals: { min: number; max: number; name: string }
  /** Its exit codes, when they are not the usual ones (0 done, 2 bad input). */
  exitCodes?: ReadonlyArray<readonly [string, string]>
}

export interface ParsedArgs {
  /** Value options given, by name. */
  values: Readonly<Record<string, string>>
  /** Flags given, by name. */
  flags: ReadonlySet<string>
  positionals: readonly string[]
}

/**
 * 0: done (or success); 1: failure; 8: pending, as `gh pr checks` uses it. Failure and pending
 * codes only come from commands asked for them with --exit-status, or whose check failed
 * (`audit verify`).
 */
export type ExitCode = 0 | 1 | 8

export interface CommandResult {
  output: string
  exitCode: ExitCode
  /** Problems with the input, each one line naming what and where: printed, and exit code 2. */
  problems?: readonly string[]
}

export interface Command extends CommandSpec {
  run(args: ParsedArgs): Promise<CommandResult>
}

/** The exit code a script branches on for a reduced status; always 0 unless asked. */
export function exitCodeFor(status: CheckStatus, exitStatus: boolean): ExitCode {
  if (!exitStatus) return 0
  return status === 'success' ? 0 : status === 'failure' ? 1 : 8
}

export const EXIT_STATUS_OPTION: OptionSpec = {
  kind: 'flag',
  description: "exit 1 when the checks' status is failure and 8 when it is pending"
}
