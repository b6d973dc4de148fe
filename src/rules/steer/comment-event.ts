// Which issue comments are commands, decided from the event alone, before any API call: a new
// comment, not by a bot, whose first line is `/green-gate …`. Pure.
import type { IssueCommentEvent } from '../event.js'
import { parseCommand } from './command.js'
import type { SteerCommand } from '../vocabulary/steer-command.js'

export type CommentTarget =
  { kind: 'command'; command: SteerCommand } | { kind: 'skip'; reason: string }

export function commentTarget(event: IssueCommentEvent): CommentTarget {
  const skip = (reason: string): CommentTarget => ({ kind: 'skip', reason })
  if (event.action !== 'created') return skip(`comment ${event.action}: only a new one is read`)
  // A bot's words never steer: not autoloop's, not an agent's, not the gate's own.
  if (event.comment.author.bot) return skip(`comment by a bot (${event.comment.author.login})`)
  const command = parseCommand(event.comment.body)
  if (command === null) return skip('comment is not a /green-gate command')
  return { kind: 'command', command }
}

/**
 * What keeps a command from being applied twice when GitHub delivers the same comment again (or
 * its workflow run is re-run): the comment's id, as the ledger entry's event key.
 */
export function commandKey(commentId: number): string {
  return `issue_comment/${commentId}`
}
