// What the guards on green find that holds an accept back: a change that checks less, a change to
// CI's own definition, and what a green job was seen to run. Kept as typed values in the ledger's
// pauses and rendered on the program issue. Pure.

export const DISGUISE_KINDS = [
  'expected-to-fail',
  'returns-early',
  'assertion-unchecked',
  'subject-mocked',
  'failure-swallowed'
] as const

export type DisguiseKind = (typeof DISGUISE_KINDS)[number]

export const WEAKENING_KINDS = [
  'skipped',
  'focused',
  'deleted-test',
  'renamed-out',
  'assertions-removed',
  'assertion-weakened',
  'trivial-assertion',
  'rule-disabled',
  'threshold-lowered',
  'runs-less',
  'hidden-skip',
  ...DISGUISE_KINDS
] as const

export type WeakeningKind = (typeof WEAKENING_KINDS)[number]

export interface Weakening {
  kind: WeakeningKind
  path: string
  /** Where the quoted line stands (after the fix when added, before it when removed). */
  line: number | null
  /** The diff line, `+` or `-` first; null when a whole file is the finding. */
  quote: string | null
}

/**
 * What a `ci-changed` pause records: the first few paths and how many more, or `files` null when
 * the change could not be read (which is no evidence that nothing changed).
 */
export interface CiChange {
  files: string[] | null
  more: number
  /** What the change was measured from: a commit, or the default branch before any accept. */
  since: string
}

/** What a green CI job was seen to run, held against the last accept. */
export type WhatRanFinding =
  /** A job that showed an inventory ran fewer tests, or showed none (`now` null). */
  | { kind: 'tests-missing'; job: string; before: number; now: number | null }
  /** A test reported failed inside a job whose conclusion is success. */
  | { kind: 'tests-failed-in-green'; job: string; failed: number }
