// The sweep's gate runs in turns (`inTurns`), before and after their one commit: each program's
// comments and labels are written with every other program's, a few GraphQL documents for them
// all, and each program hears its own answer, so one program's refused write is a warning about
// it alone. Before the commit, that is the status comment a first announced decision posts.
import type { GitHubClient } from '../../adapters/github/client.js'
import type { SweptPrograms } from './read-programs.js'
import { inTurns, type KnownIds, type TurnTask } from '../../adapters/github/write-turns.js'
import type { GateReport } from '../../rules/gate/report.js'
import type { Committed } from './commit-decision.js'
import type { PendingGate } from './run-gate.js'

/** What the turns write with: the ids the batched read found, and the label a pause adds. */
export interface SweepTurns {
  read: SweptPrograms['read']
  needsHumanLabel: string
}

/** A due program up to its commit: the decision to commit, a skip, or null when deferred. */
export type Prepared = PendingGate | { skipped: GateReport } | null

/**
 * Each due program prepared in its turn, the results in order. When one fails, the sweep
 * commits nothing: what the others posted for their decisions is taken back, then it fails.
 */
export async function prepareInTurns(
  gh: GitHubClient,
  turns: SweepTurns,
  tasks: readonly TurnTask<Prepared>[]
): Promise<Prepared[]> {
  const caught = tasks.map((t) => ({
    owner: t.owner,
    run: () =>
      t.run().then(
        (prepared) => ({ prepared }),
        (error: unknown) => ({ error })
      )
  }))
  const results = await inTurns(gh, knownIds(turns), caught)
  const failed = results.find((r) => 'error' in r)
  if (failed === undefined) return results.map((r) => ('prepared' in r ? r.prepared : null))
  for (const r of results) {
    if ('prepared' in r && r.prepared !== null && !('skipped' in r.prepared))
      await r.prepared.abandon()
  }
  throw failed.error
}

/** Each pending decision acted on with its committed ledger; the reports in the same order. */
export async function finishInTurns(
  gh: GitHubClient,
  turns: SweepTurns,
  landed: ReadonlyArray<{ pending: PendingGate; committed: Committed }>
): Promise<GateReport[]> {
  const tasks = landed.map(({ pending, committed }) => ({
    owner: committed.ledger.program,
    run: () => pending.finish(committed)
  }))
  return inTurns(gh, knownIds(turns), tasks)
}

/** The node ids the batched read found: program issues, open pull requests, the label. */
function knownIds({ read, needsHumanLabel }: SweepTurns): KnownIds {
  const around = read?.surroundings ?? null
  const issues = new Map<number, string>()
  for (const issue of around?.programIssues ?? []) issues.set(issue.number, issue.id)
  for (const pull of around?.openPulls?.values() ?? []) issues.set(pull.number, pull.id)
  const label = around?.needsHumanLabel ?? null
  return { issues, labels: new Map(label === null ? [] : [[needsHumanLabel, label]]) }
}
