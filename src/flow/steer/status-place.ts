// Where a program lives, as the status table links it: the same for the status comment, the
// reply to `/green-gate status`, the sweep's table and `green-gate status --table` and `--all`.
import { describeLocation } from '../../adapters/github/state-file.js'
import type { Repository } from '../../adapters/runner/env.js'
import type { GateSettings } from '../../rules/vocabulary/settings.js'
import { branchForProgram } from '../../rules/gate/branch.js'
import type { CommentFacts } from '../../rules/issue/comments.js'
import type { Ledger } from '../../rules/ledger/ledger.js'
import type { StateDocument } from '../../rules/state/index.js'
import { statusFacts, viewOf, type StatusPlace } from '../../rules/steer/status-facts.js'
import type { ProgramFiles } from '../gate/read-programs.js'

export function statusPlace(
  at: {
    serverUrl: string
    repository: Repository
    branch: string
    files: Pick<ProgramFiles, 'state' | 'ledger'>
  },
  config: Pick<GateSettings, 'maxFixAttempts' | 'needsHumanLabel'>
): StatusPlace {
  const repoUrl = `${at.serverUrl}/${at.repository.owner}/${at.repository.repo}`
  const { state, ledger } = at.files
  return {
    repoUrl,
    branch: at.branch,
    stateFile: describeLocation(state),
    stateFileUrl: `${repoUrl}/blob/${state.branch}/${state.path}`,
    ledgerFile: describeLocation(ledger),
    maxAttempts: config.maxFixAttempts,
    needsHumanLabel: config.needsHumanLabel
  }
}

/**
 * A program's status facts where it lives: from its ledger, else its state file's rows. The
 * sweep's table of every program and `green-gate status --table` and `--all` read them so.
 */
export function programStatus(
  at: { serverUrl: string; repository: Repository; files: Pick<ProgramFiles, 'state' | 'ledger'> },
  config: Pick<GateSettings, 'branchPattern' | 'maxFixAttempts' | 'needsHumanLabel'>,
  program: { name: string; ledger: Ledger | null; doc: StateDocument | null }
): CommentFacts {
  const branch = branchForProgram(config.branchPattern, program.name) ?? program.name
  const place = statusPlace({ ...at, branch }, config)
  return statusFacts(program.name, viewOf(program.ledger, program.doc), place)
}
