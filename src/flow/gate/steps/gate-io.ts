// Where a gate run reads and writes: the API client and the run's context, handed to each step
// once.
import type { GitHubClient } from '../../../adapters/github/client.js'
import type { RunnerContext } from '../../../adapters/runner/env.js'

export interface GateIo {
  gh: GitHubClient
  ctx: RunnerContext
}
