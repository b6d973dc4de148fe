// Which branch, program and commit an event asks the gate to judge, or why it is skipped.
// Pure: decided from the event and the inputs alone, before any API call. Whether a legacy
// branch is the program's needs GitHub's word: the gate run asks in its read (notProgramsBranch).
import { GateError } from '../errors.js'
import type { RunFacts } from '../vocabulary/settings.js'
import type { GateEvent } from '../event.js'
import { branchForProgram, branchMatches, isProgramName, programFromBranch } from './branch.js'

export interface Trigger {
  runId: number
  runAttempt: number
  runUrl: string
  /** The run's workflow file; null when the payload does not say. */
  workflowPath: string | null
  /** When the CI run started; null when the payload does not say. */
  startedAt: Date | null
}

export interface EvaluateTarget {
  kind: 'evaluate'
  branch: string
  program: string
  /** null: evaluate whatever the branch head is when the gate looks. */
  headSha: string | null
  pullNumbers: number[]
  /** The CI run whose completion woke the gate; null for a manual dispatch. */
  trigger: Trigger | null
  reset: boolean
  /** The program issue the run's input names; null: the ledger's, or the labelled one. */
  programIssue: number | null
  /** A sweep's keeper takes up the paused program (mode sweep with `keeper`). */
  keeper?: boolean
  /** The CI workflow files the ledger remembers, when the caller read it: read with the program. */
  ciFiles?: readonly string[]
}

export interface SkipTarget {
  kind: 'skip'
  reason: string
  branch: string | null
  program: string | null
  headSha: string | null
}

export type Target = EvaluateTarget | SkipTarget

/** The facts of the run that narrow or override what the event names. */
export type TargetFacts = Pick<RunFacts, 'program' | 'headSha' | 'reset' | 'programIssue'>

/** `pattern`: the branch-pattern setting; `facts`: what the run's inputs say. */
export function resolveTarget(event: GateEvent, pattern: string, facts: TargetFacts): Target {
  switch (event.kind) {
    case 'workflow_run':
      return fromWorkflowRun(event, pattern, facts)
    case 'workflow_dispatch':
      return fromDispatch(event, pattern, facts)
    case 'issue_comment':
    case 'other':
      throw new GateError(
        `event "${event.kind === 'other' ? event.name : event.kind}" is not supported in gate mode: run the gate on workflow_run or workflow_dispatch, or set mode: sweep`
      )
  }
}

function fromWorkflowRun(
  event: Extract<GateEvent, { kind: 'workflow_run' }>,
  pattern: string,
  facts: TargetFacts
): Target {
  const { headBranch: branch, headSha } = event
  const skip = (reason: string): SkipTarget => ({
    kind: 'skip',
    reason,
    branch,
    headSha,
    program: facts.program
  })
  // A fork's head is untrusted code: refuse it before anything else is looked at.
  if (event.fromFork) {
    const from = event.headRepository ?? 'an unknown repository'
    return skip(`head commit comes from a fork (${from}); green-gate never gates fork code`)
  }
  const program = programOfBranch(pattern, branch, facts.program)
  if (program.kind === 'unmatched') {
    return skip(`head branch "${branch}" does not match branch-pattern "${pattern}"`)
  }
  if (program.kind === 'unusable') {
    return skip(`branch "${branch}" names no usable program ("${program.name}")`)
  }
  return {
    kind: 'evaluate',
    branch,
    program: program.name,
    headSha: facts.headSha ?? headSha,
    pullNumbers: event.pullRequests,
    trigger: {
      runId: event.runId,
      runAttempt: event.runAttempt,
      runUrl: event.runUrl,
      workflowPath: event.path,
      startedAt: event.startedAt
    },
    reset: facts.reset,
    programIssue: facts.programIssue
  }
}

function fromDispatch(
  event: Extract<GateEvent, { kind: 'workflow_dispatch' }>,
  pattern: string,
  facts: TargetFacts
): Target {
  const dispatchedOnGatedBranch = event.branch !== null && branchMatches(pattern, event.branch)
  const program =
    facts.program ??
    (event.inputs.program?.trim() || null) ??
    (dispatchedOnGatedBranch && event.branch !== null
      ? programFromBranch(pattern, event.branch)
      : null)
  if (program === null) {
    throw new GateError(
      `workflow_dispatch needs a program: set the program input or dispatch on a branch matching "${pattern}"`
    )
  }
  if (!isProgramName(program)) {
    throw new GateError(`workflow_dispatch input "program": "${program}" is not a program name`)
  }
  const branch =
    branchForProgram(pattern, program) ?? (dispatchedOnGatedBranch ? event.branch : null)
  if (branch === null) {
    throw new GateError(
      `cannot tell the branch of program "${program}" from branch-pattern "${pattern}"; dispatch on the program's branch`
    )
  }
  return {
    kind: 'evaluate',
    branch,
    program,
    headSha: facts.headSha,
    pullNumbers: [],
    trigger: null,
    reset: facts.reset || event.inputs.reset === 'true',
    programIssue: facts.programIssue
  }
}

/** What a branch says of its program: none (outside the pattern), an unusable name, or its name. */
export type BranchProgram =
  { kind: 'unmatched' } | { kind: 'unusable'; name: string } | { kind: 'program'; name: string }

/** The program a branch of `pattern` belongs to; `named`, the `program` input, overrides its name. */
export function programOfBranch(
  pattern: string,
  branch: string,
  named: string | null
): BranchProgram {
  if (!branchMatches(pattern, branch)) return { kind: 'unmatched' }
  const name = named ?? programFromBranch(pattern, branch)
  return isProgramName(name) ? { kind: 'program', name } : { kind: 'unusable', name }
}
