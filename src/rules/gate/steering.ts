// Whether a lift of `Paused` counts, read from the state file's versions, newest first. A person's
// unpause is the first version after the gate's latest pause that shows `Paused` lifted, made by a
// person with write access, with nothing between but people's own edits. A bot's version or one
// the gate cannot read between them breaks the chain; a lift older than the gate's latest pause
// never counts, and neither does one when the versions read do not reach back to that pause. Pure.
import type { UnpauseRefusal } from '../vocabulary/unpause-refusal.js'

/** One version of the state file as the rule needs it. */
export interface PausedVersion {
  commit: string
  /** The GitHub user who authored it; null for a bot or an author GitHub does not know. */
  login: string | null
  name: string
  /** What its Paused row says; null when it could not be read. */
  paused: boolean | null
  /**
   * Its commit holds the ledger the gate read: one that ends in the entry the gate last wrote.
   * Only the gate seals that entry, so no such version is older than the gate's latest decision,
   * and a pause the gate wrote back later holds it too: the newest such version that shows
   * `Paused` set is the gate's latest pause, or a copy of it made later, which only moves the
   * pause later.
   */
  gateLedger: boolean
  /** Its author is a person with write access (asked only of the one `toAsk` names). */
  write: boolean
}

/** Whether a lift counts, and why not. */
export type UnpauseTrust = { trusted: true } | { trusted: false; refusal: UnpauseRefusal }

type Chain = Omit<PausedVersion, 'write'>

/**
 * The version that decides: the first after the gate's latest pause that is not a person's edit
 * keeping it (a lift, a bot's version, one unreadable); null when the versions show none.
 */
function decider<V extends Chain>(versions: readonly V[]): V | null {
  const pause = versions.findIndex((v) => v.gateLedger && v.paused === true)
  const newer = versions.slice(0, Math.max(pause, 0)).reverse()
  return newer.find((v) => v.paused !== true || v.login === null) ?? null
}

/** Whose write access the rule needs: the author of the lift after the pause, if a person. */
export function toAsk(versions: readonly Chain[]): string | null {
  const lift = decider(versions)
  return lift?.paused === false ? lift.login : null
}

export function judgeUnpause(versions: readonly PausedVersion[]): UnpauseTrust {
  const v = decider(versions)
  const refused = (refusal: UnpauseRefusal): UnpauseTrust => ({ trusted: false, refusal })
  if (v === null) return refused({ kind: 'unseen' })
  if (v.paused === false) {
    return v.login !== null && v.write
      ? { trusted: true }
      : refused({ kind: 'not-a-maintainer', by: v.login ?? v.name })
  }
  const by = v.paused === null ? null : v.name
  return refused({ kind: 'broken-chain', by, commit: v.commit })
}
