// The sweep's committed decisions acted on in turns (`inTurns`): each program's comments and
// labels are written with every other program's, a few GraphQL documents for them all, and each
// program hears its own answer, so one program's refused write is a warning about it alone.
import type { GateSettings } from '../../rules/vocabulary/settings.js'
import type { SweptPrograms } from './read-programs.js'
import { inTurns, type KnownIds } from '../../adapters/github/write-turns.js'
import type { GateReport } from '../../rules/gate/report.js'
import type { Landed } from './commit-decision.js'
import { act } from './steps/act.js'
import type { PreparedComments } from './steps/comments.js'
import type { PendingGate } from './steps/commit.js'
import type { GateIo } from './steps/gate-io.js'

/** Each pending decision acted on with its committed ledger; the reports in the same order. */
export async function finishInTurns(
  io: GateIo,
  config: GateSettings,
  read: SweptPrograms['read'],
  decided: ReadonlyArray<{ pending: PendingGate; landed: Landed<PreparedComments> }>
): Promise<GateReport[]> {
  const tasks = decided.map(({ pending, landed }) => ({
    owner: landed.committed.ledger.program,
    run: () => act(io, config, pending, landed)
  }))
  return inTurns(io.gh, knownIds(read, config.needsHumanLabel), tasks)
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
