// Which program a command steers. On a pull request: the program of its head branch, when the
// branch is this repository's and matches branch-pattern. On an issue: the program its title
// names (autoloop's label and title, or the program and program-issue inputs), and only when the
// gate's own lookup of that program's issue gives this very issue: a state file's Issue row, the
// agent's to write, can never aim a maintainer's command at another program.
import type { GitHubClient } from '../../adapters/github/client.js'
import { programIssueNamed } from '../../adapters/github/issue.js'
import { readProgramView, type ProgramRead } from '../../adapters/github/program-read.js'
import { pullHead } from '../../adapters/github/pull-head.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import type { GateConfig } from '../../rules/config.js'
import type { IssueCommentEvent } from '../../rules/event.js'
import { branchForProgram } from '../../rules/gate/branch.js'
import { programOfBranch } from '../../rules/gate/target.js'
import { PROGRAM_LABEL } from '../../rules/gate/issue-programs.js'
import { programClaim } from '../../rules/steer/program-of-issue.js'
import type { ProgramFiles } from '../gate/read-programs.js'
import { programFiles } from '../gate/read-programs.js'

export interface FoundProgram {
  program: string
  branch: string
  files: ProgramFiles
  /** The program's files as read, with the open program issues. */
  view: ProgramRead
  /** The program issue, where the status comment lives; null when there is none. */
  issue: number | null
}

export type ProgramSearch = { found: FoundProgram } | { none: string }

export async function findProgram(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateConfig,
  event: IssueCommentEvent
): Promise<ProgramSearch> {
  const number = event.issue.number
  const claim = event.issue.pull
    ? await programOfPull(gh, ctx, config, number)
    : (programClaim(event.issue, config) ?? { none: `#${number} names no program` })
  if (typeof claim !== 'string') return claim
  const branch = branchForProgram(config.branchPattern, claim)
  if (branch === null) return { none: `branch-pattern "${config.branchPattern}" names no branch` }
  const files = programFiles(config, claim)
  const view = await readProgramView(gh, ctx.repository, {
    branch: null,
    checksOn: false,
    state: files.state,
    ledger: files.ledger,
    labelling: null,
    programIssues: config.programIssue === null ? PROGRAM_LABEL : null
  })
  const issue =
    config.programIssue ?? (await programIssueNamed(gh, ctx.repository, claim, view.programIssues))
  if (!event.issue.pull && issue !== number) {
    return { none: `#${number} is not the program issue of ${claim}` }
  }
  return { found: { program: claim, branch, files, view, issue } }
}

/** The program of a pull request's head branch; a fork's or an unrelated branch names none. */
async function programOfPull(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateConfig,
  pull: number
): Promise<string | { none: string }> {
  const head = await pullHead(gh, ctx.repository, pull)
  const { owner, repo } = ctx.repository
  if (head.repository?.toLowerCase() !== `${owner}/${repo}`.toLowerCase()) {
    return { none: `pull request #${pull} comes from another repository` }
  }
  const program = programOfBranch(config, head.branch)
  if (program.kind === 'unmatched') {
    return { none: `pull request #${pull}'s branch ${head.branch} is not a program's` }
  }
  return program.kind === 'program'
    ? program.name
    : { none: `${head.branch} names no usable program` }
}
