// A comment on the program issue read as a command: only a first line that is `/green-gate` and
// a word counts, so a comment that mentions the command mid-text steers nothing. Pure.
import type { SteerCommand } from '../vocabulary/steer-command.js'

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
