// The commands a maintainer can give on the program issue, as typed values: what the steering
// rules parse, the ledger records and the replies list. Pure.

/** What a maintainer can ask for, as typed values; `unknown` gets the list of commands. */
export type SteerCommand =
  | { kind: 'pause'; reason: string | null }
  | { kind: 'resume' }
  | { kind: 'retry' }
  | { kind: 'reset' }
  | { kind: 'status' }
  /** `sha`: as given, when it is 7 to 40 hex digits; else null, and `given` says what it was. */
  | { kind: 'approve'; sha: string | null; given: string }
  | { kind: 'unknown'; word: string }

export type CommandKind = SteerCommand['kind']

/** Every command a maintainer can give, with what it does, for the reply to an unknown one. */
export const COMMANDS: ReadonlyArray<readonly [string, string]> = [
  ['pause [reason]', 'pause the program; the scheduler skips it until it is resumed'],
  ['resume', 'lift any pause, with a fresh fix budget and clock'],
  ['retry', 'judge the branch head again now'],
  ['reset', 'resume, then retry'],
  ['status', "reply with the program's state"],
  [
    'approve <sha>',
    'waive the guard (`ci-changed`, `weakened-tests`, ...) that paused that head on green, that head only, and judge it again now'
  ]
]
