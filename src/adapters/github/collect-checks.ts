// Completes the checks on a commit from the first page the gate's read brought (asking for more
// pages only when there are more) and reads them into checks.
import type { GitHubClient } from './client.js'
import { everyCheck, type CommitChecks } from './checks-query.js'
import type { Repository } from '../runner/env.js'
import { fromGraphql } from './from-graphql.js'
import { fromRest } from '../../rules/checks/from-rest.js'
import type { CheckVerdict } from '../../rules/checks/reduce.js'

export async function collectChecks(
  gh: GitHubClient,
  repo: Repository,
  read: { sha: string; page: CommitChecks }
): Promise<CheckVerdict[]> {
  return fromRest(fromGraphql(await everyCheck(gh, repo, read.sha, read.page)))
}
