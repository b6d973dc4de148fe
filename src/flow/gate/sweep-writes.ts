// The sweep's committed decisions acted on in turns (`inTurns`): each program's comments and
// labels are written with every other program's, a few GraphQL documents for them all, and each
// program hears its own answer, so one program's refused write is a warning about it alone.
import type { GitHubClient } from '../../adapters/github/client.js'
import type { SweptPrograms } from './read-programs.js'
import { inTurns, type KnownIds } from '../../adapters/github/write-turns.js'
import type { GateReport } from '../../rules/gate/report.js'
import type { Committed } from './commit-decision.js'
import type { PendingGate } from './run-gate.js'

/** Each pending decision acted on with its committed ledger; the reports in the same order. */
export async function finishInTurns(
  gh: GitHubClient,
  read: SweptPrograms['read'],
  needsHumanLabel: string,
  landed: ReadonlyArray<{ pending: PendingGate; committed: Committed }>
): Promise<GateReport[]> {
  const tasks = landed.map(({ pending, committed }) => ({
    owner: committed.ledger.program,
    run: () => pending.finish(committed)
  }))
  return inTurns(gh, knownIds(read, needsHumanLabel), tasks)
}

/** The node ids the batched read found: program issues, open pull requests, the label. */
function knownIds(read: SweptPrograms['read'], needsHumanLabel: string): KnownIds {
  const around = read?.surroundings ?? null
  const issues = new Map<number, string>()
  for (const issue of around?.programIssues ?? []) issues.set(issue.number, issue.id)
  for (const pull of around?.openPulls?.values() ?? []) issues.set(pull.number, pull.id)
  const label = around?.needsHumanLabel ?? null
  return { issues, labels: new Map(label === null ? [] : [[needsHumanLabel, label]]) }
}
