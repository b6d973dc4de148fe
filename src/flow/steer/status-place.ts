// Where a program lives, as the status table links it: the same for the status comment, the
// reply to `/green-gate status` and `green-gate status --table`.
import { describeLocation } from '../../adapters/github/state-file.js'
import type { Repository } from '../../adapters/runner/env.js'
import type { GateConfig } from '../../rules/config.js'
import type { StatusPlace } from '../../rules/steer/status-facts.js'
import type { ProgramFiles } from '../gate/read-programs.js'

export function statusPlace(
  at: {
    serverUrl: string
    repository: Repository
    branch: string
    files: Pick<ProgramFiles, 'state' | 'ledger'>
  },
  config: Pick<GateConfig, 'maxFixAttempts' | 'needsHumanLabel'>
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
