// Read the program's ledger and state file, decide, and commit the decision: the ledger with the
// new entry and the state file rendered from it, as one commit based on the state branch head
// that was read. If the branch moved meanwhile nothing is written, and the gate reads and decides
// again, on what the files now say (a maintainer's `Paused` edit included). A file the gate
// cannot parse stops everything before any write.
import * as core from '@actions/core'
import { setTimeout as sleep } from 'node:timers/promises'
import { GateError } from '../../rules/errors.js'
import type { GitHubClient } from '../../adapters/github/client.js'
import { commitToBranch } from '../../adapters/github/state-commit.js'
import type { Repository } from '../../adapters/runner/env.js'
import { writeBackoff } from '../../rules/gate/write-backoff.js'
import { readSnapshots, type ProgramSnapshot } from './program-snapshot.js'
import { keepAnchors } from './ledger-anchors.js'
import type { ProgramFiles } from './read-programs.js'
import {
  guardFor,
  prepareCommit,
  type Committed,
  type DecisionSteps,
  type Guard,
  type Prepared,
  type Tried
} from './program-round.js'

export type { Committed, DecisionSteps } from './program-round.js'

/** Enough for ten runs racing on one program; more means something keeps rewriting the file. */
export const MAX_WRITE_ROUNDS = 12

/** A decision committed, and what its last step before the commit did. */
export interface Landed<B> {
  committed: Committed
  before: B | null
}

/**
 * The commit of several decisions: landed, or failed with what each decision's last step
 * before it did (a comment posted for a commit that never was is for the caller to take back).
 */
export type CommitOutcome<B> =
  | { kind: 'landed'; decisions: Array<Landed<B>> }
  | { kind: 'failed'; error: unknown; before: Array<B | null> }

/** One program's decision to commit: where its files are, how it decides, what was read. */
export interface DecisionPlan<B = never> {
  files: ProgramFiles
  steps: DecisionSteps<B>
  /** The snapshot the run's one read already brought; later rounds read the files again. */
  first: ProgramSnapshot | null
}

/** One decision committed on its own; a failure throws. */
export async function commitDecision(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles,
  steps: DecisionSteps,
  first: ProgramSnapshot | null = null
): Promise<Committed> {
  const outcome = await commitDecisions(gh, repo, [{ files, steps, first }])
  if (outcome.kind === 'failed') throw outcome.error
  const [landed] = outcome.decisions
  if (landed === undefined) throw new Error('one decision planned, none committed')
  return landed.committed
}

/** What each plan carries from one round to the next. */
interface Carried<B> {
  tried: Array<Tried | null>
  guards: Array<Guard | null>
  before: Array<B | null>
}

/**
 * Several programs' decisions (a sweep's) in one commit to the state branch they share, each
 * decided on its files as of the head the commit is based on. A lost race reads them all again,
 * ⌈programs / 50⌉ queries, and decides again on what changed.
 */
export async function commitDecisions<B>(
  gh: GitHubClient,
  repo: Repository,
  plans: ReadonlyArray<DecisionPlan<B>>
): Promise<CommitOutcome<B>> {
  const none = plans.map(() => null)
  const carried: Carried<B> = { tried: [...none], guards: [...none], before: [...none] }
  try {
    return { kind: 'landed', decisions: await commitInRounds(gh, repo, plans, carried) }
  } catch (error) {
    return { kind: 'failed', error, before: [...carried.before] }
  }
}

async function commitInRounds<B>(
  gh: GitHubClient,
  repo: Repository,
  plans: ReadonlyArray<DecisionPlan<B>>,
  carried: Carried<B>
): Promise<Array<Landed<B>>> {
  const branch = plans[0]?.files.state.branch
  if (branch === undefined) return []
  for (let round = 1; ; round++) {
    const started = performance.now()
    const files = plans.map((p) => p.files)
    const read = (round === 1 ? sameHead(plans) : null) ?? (await readSnapshots(gh, repo, files))
    const prepared = await prepareAll(gh, repo, { plans, read, carried })
    const writes = prepared.flatMap((p) => p.writes)
    if (writes.length === 0) {
      await keepAnchors(repo, toAnchor(plans, prepared, carried, false))
      return landedAt(prepared, null)
    }
    const stateHead = (read[0] as ProgramSnapshot).stateHead
    const message = commitMessage(plans, prepared)
    const result = await commitToBranch(gh, repo, branch, stateHead, writes, message)
    if (result.committed) {
      await keepAnchors(repo, toAnchor(plans, prepared, carried, true))
      return landedAt(prepared, result.head)
    }
    prepared.forEach(({ committed, eventKey }, i) => {
      const { verdict } = committed
      carried.tried[i] = { verdict, eventKey, basedOn: stateHead, refusal: result.refusal }
    })
    if (round >= MAX_WRITE_ROUNDS) {
      throw new GateError(
        `${branch}: changed under the gate ${round} times in a row; gave up without writing`
      )
    }
    core.info(
      `${branch} moved since it was read; reading the ${plans.length === 1 ? 'program' : 'programs'} again`
    )
    await sleep(writeBackoff(round, performance.now() - started, Math.random()))
  }
}

/** Each decision as committed, on the new head of the state branch (null: nothing was written). */
function landedAt<B>(prepared: ReadonlyArray<Prepared<B>>, head: string | null): Array<Landed<B>> {
  return prepared.map(({ committed, before }) => ({
    committed: head === null ? committed : { ...committed, stateHead: head },
    before
  }))
}

/** Every plan decided on its snapshot of this round; what each did before is carried on. */
async function prepareAll<B>(
  gh: GitHubClient,
  repo: Repository,
  round: {
    plans: ReadonlyArray<DecisionPlan<B>>
    read: readonly ProgramSnapshot[]
    carried: Carried<B>
  }
): Promise<Array<Prepared<B>>> {
  const { plans, read, carried } = round
  const prepared: Array<Prepared<B>> = []
  for (const [i, { files, steps }] of plans.entries()) {
    const snapshot = read[i] as ProgramSnapshot
    const guard = (carried.guards[i] ??= await guardFor(gh, repo, files, snapshot))
    const earlier = carried.before[i] ?? null
    const one = await prepareCommit(
      { files, steps, snapshot, guard, earlier },
      carried.tried[i] ?? null
    )
    carried.before[i] = one.before
    prepared.push(one)
  }
  return prepared
}

/** What the anchors of a round's ledgers need. */
function toAnchor<B>(
  plans: ReadonlyArray<DecisionPlan<B>>,
  prepared: ReadonlyArray<Prepared<B>>,
  carried: Carried<B>,
  committed: boolean
) {
  return prepared.map((p, i) => ({
    files: (plans[i] as DecisionPlan<B>).files,
    ledger: p.committed.ledger,
    found: carried.guards[i]?.identity.anchor,
    appended: committed && p.appended
  }))
}

/** The plans' first snapshots when every one was read on the same state branch head; else null. */
function sameHead<B>(plans: ReadonlyArray<DecisionPlan<B>>): ProgramSnapshot[] | null {
  const firsts = plans.map((p) => p.first)
  const head = firsts[0]?.stateHead
  return firsts.every((f): f is ProgramSnapshot => f !== null && f.stateHead === head)
    ? firsts
    : null
}

/** One program's own message; several programs' under one line that counts them. */
function commitMessage<B>(
  plans: ReadonlyArray<DecisionPlan<B>>,
  prepared: ReadonlyArray<Prepared<B>>
): string {
  const lines = prepared.flatMap((p, i) =>
    p.writes.length === 0 ? [] : [(plans[i] as DecisionPlan<B>).steps.message(p.committed.verdict)]
  )
  if (lines.length === 1) return lines[0] as string
  return [`green-gate: ${lines.length} programs`, '', ...lines].join('\n')
}
