// Every pause reason in plain words, with what a maintainer does next and the exact command that
// lifts it: one table that the pause comment and docs/pauses.md are both rendered from. Keyed by
// every kind of PauseReason, so a new kind does not compile until it has its row. Pure.
import type { PauseReason } from '../vocabulary/pause-reason.js'

/** The `/green-gate` command that lifts a pause, once the row's `next` is done. */
export type LiftCommand = 'resume' | 'reset' | 'approve'

export interface PauseRow {
  /** A short title, for the heading in docs/pauses.md. */
  title: string
  /** What happened, in plain words. */
  what: string
  /** What a maintainer does next, before the command (markdown, one paragraph). */
  next: string
  /**
   * The command that lifts the pause. `approve` for the guards on green (GUARD_PAUSES): only it
   * waives one, for the head it names, so the other ways out are not offered for those.
   */
  command: LiftCommand
}

/** What the guards' rows say of the other ways out: none of them waives a guard. */
const NO_WAIVER =
  '`/green-gate resume` or `reset`, the state-file edit and the retry workflow restore the fix budget but waive no guard: the same head pauses again.'

export const PAUSE_GUIDE: Record<PauseReason['kind'], PauseRow> = {
  stuck: {
    title: 'stuck in CI fix loop',
    what: 'A fix attempt left CI failing with the same signature as before it: the fixer is going round in circles.',
    next: 'Read the failing log and the fix commits on the branch; push a fix yourself, or leave the branch as it is for a fresh try. `/green-gate reset` instead of resume judges the head at once.',
    command: 'resume'
  },
  'ci-fix-exhausted': {
    title: 'every fix attempt spent',
    what: 'CI is still red after the iteration spent its fix budget (`max-fix-attempts`, or `unknown-failure-attempts` for a failure of unknown class).',
    next: 'Read the failing log and the fix commits on the branch; push a fix yourself, or raise the budget in `.github/green-gate.yml`. `/green-gate reset` instead of resume judges the head at once.',
    command: 'resume'
  },
  'ci-timeout': {
    title: 'past the wall clock',
    what: "CI, or the fix it asked for, did not finish within `wall-clock-minutes` of the iteration's start.",
    next: 'Look at the CI and fixer runs on the branch for a job that hangs or a queue that never starts.',
    command: 'resume'
  },
  'ci-missing': {
    title: 'no run of CI',
    what: 'No run of CI, as the default branch defines it, reached the commit within the wall clock: there is nothing to judge it by.',
    next: "Check that the default branch's CI workflow runs on the program branch (its `on:` triggers and `branches:` filters), and start a run of it.",
    command: 'resume'
  },
  'audit-broken': {
    title: 'audit chain broken',
    what: "The audit chain of the program's ledger does not verify from the entry the reason names: an entry was edited, removed or reordered.",
    next: "Run `green-gate audit verify` on the ledger (in `.green-gate/` on the state branch) to see the broken entry, and restore the ledger from the state branch's history to a version that verifies. Resuming on a broken chain pauses again.",
    command: 'resume'
  },
  'cost-cap': {
    title: 'daily fix spending capped',
    what: "The next fix attempt could take the program's fix spending for the UTC day past `max-fix-cost`.",
    next: 'Raise `max-fix-cost` in `.github/green-gate.yml`, or wait for the next UTC day; until then a resume pauses again at the next fix.',
    command: 'resume'
  },
  'ledger-tampered': {
    title: 'ledger tampered with',
    what: "The ledger is not the one the gate last wrote: rolled back, emptied, swapped for another program's or unsealed.",
    next: "Look at the state branch's history for who changed the ledger. A reset accepts the ledger as it now stands and anchors it again.",
    command: 'reset'
  },
  'fixer-missing': {
    title: 'no fixer to start',
    what: 'A fix was due, but the program branch has no fixer workflow the gate can start; the reason says which file and what it lacks.',
    next: "Do what the reason says: add or update the fixer workflow on the default branch from green-gate's template, or merge the default branch into the program branch.",
    command: 'resume'
  },
  'fixer-changed': {
    title: 'fixer workflow changed on the branch',
    what: "The program branch's fixer workflow differs from the default branch's: GitHub would run the branch's copy, with the repository's secrets.",
    next: 'Merge the default branch into the program branch, or restore the fixer workflow there from the default branch.',
    command: 'resume'
  },
  'fix-weakened-tests': {
    title: 'a fix checks less',
    what: 'CI went green after a fix whose commits check less than before: a test skipped or deleted, an assertion or threshold loosened.',
    next: `Read the finding and the quoted diff line. If the change is right (the test was wrong, the check too strict), approve this head. ${NO_WAIVER}`,
    command: 'approve'
  },
  'weakened-tests': {
    title: 'the iteration checks less',
    what: 'CI went green on an iteration whose commits check less than before: a test skipped or deleted, an assertion or threshold loosened.',
    next: `Read the finding and the quoted diff line. If the change is right (the test was wrong, the check too strict), approve this head. ${NO_WAIVER}`,
    command: 'approve'
  },
  unreviewable: {
    title: 'change too large to review',
    what: 'CI went green, but GitHub cannot show the change in full (more than 300 files, or a test file without its diff), so the gate cannot tell whether it checks less.',
    next: `Review the change on GitHub yourself; if it checks no less, approve this head. ${NO_WAIVER}`,
    command: 'approve'
  },
  'ci-changed': {
    title: 'the branch changed what CI runs',
    what: "CI went green, but the branch changed its workflow files or test configuration, so the green is not evidence of the default branch's CI.",
    next: `Review the changed CI files named in the reason. If they are right, approve this head (that head only: a later change of CI pauses again). ${NO_WAIVER}`,
    command: 'approve'
  },
  'tests-missing': {
    title: 'CI ran fewer tests',
    what: 'CI went green, but a job that printed its test count at the last accept ran fewer tests this time, or printed no count at all.',
    next: `Compare the job's log with the last accepted run's: tests skipped, deselected or no longer collected. If fewer tests is right (tests removed on purpose), approve this head. ${NO_WAIVER}`,
    command: 'approve'
  },
  'tests-failed-in-green': {
    title: 'failed tests in a green job',
    what: 'A CI job ended green, but its log reports failed tests: the failures are being ignored (`continue-on-error`, `|| true`, a runner told not to fail).',
    next: `Find what swallowed the failures in the job's log. If they are known and accepted, approve this head. ${NO_WAIVER}`,
    command: 'approve'
  }
}

/** The command that lifts a pause of the paused head, exactly as a maintainer types it. */
export function liftCommand(kind: PauseReason['kind'], head: string): string {
  const command = PAUSE_GUIDE[kind].command
  return command === 'approve' ? `/green-gate approve ${head}` : `/green-gate ${command}`
}

/** True when only an approve of the head lifts the pause: a state-file edit or retry does not. */
export function approveOnly(kind: PauseReason['kind']): boolean {
  return PAUSE_GUIDE[kind].command === 'approve'
}
