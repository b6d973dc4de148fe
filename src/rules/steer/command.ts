// A comment on the program issue read as a command: only a first line that is `/green-gate` and
// a word counts, so a comment that mentions the command mid-text steers nothing. Pure.

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

/** A pause reason lands in a state-file cell: kept short enough to read in the scheduler's log. */
export const MAX_REASON_CHARS = 200

const PREFIX = '/green-gate'

/** The command a comment gives; null when its first line is not a `/green-gate` command. */
export function parseCommand(body: string): SteerCommand | null {
  const first = (body.split(/\r\n|[\r\n]/, 1)[0] ?? '').trim()
  if (first !== PREFIX && !first.startsWith(`${PREFIX} `) && !first.startsWith(`${PREFIX}\t`)) {
    return null
  }
  const [word = '', ...rest] = first.slice(PREFIX.length).trim().split(/\s+/)
  switch (word.toLowerCase()) {
    case 'pause':
      return { kind: 'pause', reason: pauseReason(rest.join(' ')) }
    case 'resume':
      return { kind: 'resume' }
    case 'retry':
      return { kind: 'retry' }
    case 'reset':
      return { kind: 'reset' }
    case 'status':
      return { kind: 'status' }
    case 'approve': {
      const given = rest[0] ?? ''
      return {
        kind: 'approve',
        sha: /^[0-9a-f]{7,40}$/i.test(given) ? given.toLowerCase() : null,
        given
      }
    }
    default:
      return { kind: 'unknown', word }
  }
}

/** The reason as given, one short line without pipes (it becomes a table cell); null if none. */
function pauseReason(text: string): string | null {
  const plain = text.replace(/\|/g, '/').trim()
  if (plain === '') return null
  const chars = [...plain]
  return chars.length <= MAX_REASON_CHARS
    ? plain
    : `${chars.slice(0, MAX_REASON_CHARS - 1).join('')}…`
}
