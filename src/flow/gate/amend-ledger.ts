// A change to the ledger after the decision is committed (the status comment's id, when it could
// only be posted then), in a commit of its own with the same compare-and-swap as the decision.
import type { GitHubClient } from '../../adapters/github/client.js'
import { commitToBranch } from '../../adapters/github/state-commit.js'
import type { Repository } from '../../adapters/runner/env.js'
import { GateError } from '../../rules/errors.js'
import { sealLedger } from '../../rules/ledger/chain.js'
import { serializeLedger } from '../../rules/ledger/codec.js'
import { newLedger, type Ledger } from '../../rules/ledger/ledger.js'
import { MAX_WRITE_ROUNDS } from './commit-decision.js'
import { readProgram } from './program-snapshot.js'
import type { ProgramFiles } from './read-programs.js'

/**
 * Writes `change` into the ledger in a commit of its own, on top of the decision just committed;
 * when the branch moved meanwhile, on top of the ledger as it now stands.
 */
export async function amendLedger(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles,
  after: { stateHead: string; ledger: Ledger },
  change: (ledger: Ledger) => Ledger,
  message: string
): Promise<void> {
  let { stateHead, ledger } = after
  for (let round = 1; ; round++) {
    const text = serializeLedger(sealLedger(change(ledger), files.auditKey))
    const result = await commitToBranch(
      gh,
      repo,
      files.ledger.branch,
      stateHead,
      [{ path: files.ledger.path, text }],
      message
    )
    if (result.committed) return
    const now = await readProgram(gh, repo, files)
    if (now.stateHead === stateHead || round >= MAX_WRITE_ROUNDS)
      throw new GateError(result.refusal)
    stateHead = now.stateHead
    ledger = now.ledger ?? newLedger(files.program, `${repo.owner}/${repo.repo}`)
  }
}
