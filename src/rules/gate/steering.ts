// Who lifted `Paused`: among the state file's versions, newest first, the newest one that shows
// it lifted where the version before it showed it set. Only a person with write access steers;
// the same lift by a bot (a memory save, an agent's token) is a revert. Pure.

/** One version of the state file as the rule needs it. */
export interface PausedVersion {
  commit: string
  /** The GitHub user who authored it; null for a bot or an author GitHub does not know. */
  login: string | null
  name: string
  /** What its Paused row says; null when it could not be read. */
  paused: boolean | null
}

/** The version whose commit lifted the pause; null when none of these shows the lift. */
export function liftedBy(versions: readonly PausedVersion[]): PausedVersion | null {
  for (let i = 0; i + 1 < versions.length; i++) {
    const version = versions[i] as PausedVersion
    if (version.paused === false && versions[i + 1]?.paused === true) return version
  }
  return null
}

/** Whether a lift counts, and who made it, in words for the revert notice. */
export type UnpauseTrust = { trusted: true } | { trusted: false; by: string }

/** The author of a lift in words: the login, else the commit's author name, else unknown. */
export function authorOf(version: PausedVersion | null): string {
  if (version === null) return 'a commit older than the versions read'
  return version.login ?? version.name
}
