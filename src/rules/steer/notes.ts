// Maintainers' notes for the fixer: the program issue's comments written since the gate's last
// decision by people, newest kept, each and all together bounded in
// length. Comments by bots, by the gate's own identity, and `/green-gate` commands are never
// notes. Whether an author really has write access is the flow's to ask. Pure.
import { parseCommand } from './command.js'

/** A comment on the program issue, as the gate reads it. */
export interface IssueComment {
  /** null: the account is gone (GitHub shows a ghost). */
  author: { login: string; bot: boolean } | null
  /** GitHub's author association: OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE, … */
  association: string
  body: string
  url: string
  /** ISO time. */
  createdAt: string
  /** The gate's own identity wrote it (its status and event comments). */
  byGate: boolean
}

/** A comment whose author's account still exists. */
export type AuthoredComment = IssueComment & { author: NonNullable<IssueComment['author']> }

/** A note as it reaches the fix prompt. */
export interface MaintainerNote {
  author: string
  url: string
  at: string
  text: string
}

/**
 * At most 10 notes, each cut at 2,000 characters, 8,000 in all (the oldest dropped first): the
 * prompt also travels as a dispatch input, and the log excerpt must keep its room.
 */
export const NOTE_LIMITS = { count: 10, charsEach: 2000, charsTotal: 8000 } as const

/**
 * The comments that may be notes, oldest first: after `since` (the gate's last decision; null:
 * any), by a person (whose permission the flow asks), and not a command.
 */
export function noteCandidates(
  comments: readonly IssueComment[],
  since: string | null
): AuthoredComment[] {
  const after = since === null ? Number.NEGATIVE_INFINITY : Date.parse(since)
  return comments
    .filter(
      (c): c is AuthoredComment =>
        c.author !== null &&
        !c.author.bot &&
        !c.byGate &&
        parseCommand(c.body) === null &&
        c.body.trim() !== '' &&
        Date.parse(c.createdAt) >= after
    )
    .slice(-NOTE_LIMITS.count)
}

/** The notes as the prompt shows them, oldest first, within NOTE_LIMITS. */
export function boundNotes(comments: readonly IssueComment[]): MaintainerNote[] {
  const kept: MaintainerNote[] = []
  let room: number = NOTE_LIMITS.charsTotal
  for (const c of [...comments].reverse().slice(0, NOTE_LIMITS.count)) {
    const text = cut(c.body.trim(), NOTE_LIMITS.charsEach)
    if (text.length > room) break
    room -= text.length
    kept.unshift({ author: c.author?.login ?? 'ghost', url: c.url, at: c.createdAt, text })
  }
  return kept
}

function cut(text: string, max: number): string {
  const chars = [...text]
  if (chars.length <= max) return text
  const note = `\n… [green-gate: ${chars.length - max} characters of this note left out]`
  return `${chars.slice(0, max).join('')}${note}`
}
