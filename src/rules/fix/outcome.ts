// Whether a fixer run produced something to push: a clean exit and at least one new commit on
// top of the commit whose CI failed.

import { shortSha } from '../text.js'

export type FixOutcome = { ok: true; sha: string; commits: number } | { ok: false; reason: string }

export interface FixerRun {
  exitCode: number | null
  timedOut: boolean
  timeLimitMinutes: number
}

export interface BranchAfterFix {
  base: string
  head: string
  /** Commits in base..head. */
  commits: number
  /** base is an ancestor of head: nothing was rewritten. */
  descendsFromBase: boolean
}

export function judgeFix(run: FixerRun, branch: BranchAfterFix): FixOutcome {
  if (run.timedOut)
    return { ok: false, reason: `fix command ran past ${run.timeLimitMinutes} min and was stopped` }
  if (run.exitCode !== 0)
    return { ok: false, reason: `fix command failed (exit ${run.exitCode ?? 'signal'})` }
  if (!branch.descendsFromBase) {
    return {
      ok: false,
      reason: `fix rewrote history: ${shortSha(branch.head)} does not descend from ${shortSha(branch.base)}`
    }
  }
  if (branch.commits === 0 || branch.head === branch.base)
    return { ok: false, reason: 'fix command made no commit' }
  return { ok: true, sha: branch.head, commits: branch.commits }
}
