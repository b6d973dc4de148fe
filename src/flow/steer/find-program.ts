// Which program a command steers. On a pull request: the program of its head branch, when the
// branch is this repository's and matches branch-pattern. On an issue: the program its title
// names (autoloop's label and title, or the program and program-issue inputs), and only when the
// gate's own lookup of that program's issue gives this very issue (the one its ledger recorded,
// else the oldest): a state file's Issue row, the agent's to write, or a newer issue titled
// alike can never aim a maintainer's command at a program. A legacy head branch is the
// program's only as the gate run has it (`notProgramsBranch`).
import type { GitHubClient } from '../../adapters/github/client.js'
import { findProgramIssue } from '../../adapters/github/issue.js'
import { filesOnly, readProgramView, type ProgramRead } from '../../adapters/github/program-read.js'
import { pullHead } from '../../adapters/github/pull-head.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import type { GateSettings, RunFacts } from '../../rules/vocabulary/settings.js'
import type { IssueCommentEvent } from '../../rules/event.js'
import { branchClaim, branchForProgram, notProgramsBranch } from '../../rules/gate/branch.js'
import { programOfBranch } from '../../rules/gate/target.js'
import { PROGRAM_LABEL, recordedIssue } from '../../rules/gate/issue-programs.js'
import { programClaim } from '../../rules/steer/program-of-issue.js'
import { programFiles, readLedger, type ProgramFiles } from '../gate/read-programs.js'

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
  { settings: config, facts }: { settings: GateSettings; facts: RunFacts },
  event: IssueCommentEvent
): Promise<ProgramSearch> {
  const number = event.issue.number
  const claim = event.issue.pull
    ? await programOfPull(gh, ctx, { pattern: config.branchPattern, named: facts.program }, number)
    : programOfIssue(event, facts)
  if ('none' in claim) return claim
  const { program } = claim
  const pattern = config.branchPattern
  const branch = branchForProgram(pattern, program)
  if (branch === null) return { none: `branch-pattern "${pattern}" names no branch` }
  const files = programFiles(config, program)
  const legacy = claim.head !== null && branchClaim(pattern, program, claim.head) === 'legacy'
  const view = await readProgramView(gh, ctx.repository, {
    ...filesOnly(files),
    programIssues: facts.programIssue === null ? PROGRAM_LABEL : null,
    programBranches: legacy ? { own: branch } : null
  })
  const stranger =
    claim.head === null ? null : notProgramsBranch(pattern, program, claim.head, view.branchFacts)
  if (stranger !== null) return { none: `pull request #${number}: ${stranger}` }
  const { issue } = await findProgramIssue(gh, ctx.repository, program, {
    input: facts.programIssue,
    recorded: recordedIssue(readLedger(files, view.ledger), program, config.auditKey),
    listed: view.programIssues
  })
  if (!event.issue.pull && issue !== number) {
    return { none: `#${number} is not the program issue of ${program}` }
  }
  return { found: { program, branch, files, view, issue } }
}

/** A program and, for a pull request, its head branch; or why there is none. */
type Claim = { program: string; head: string | null } | { none: string }

function programOfIssue(event: IssueCommentEvent, facts: RunFacts): Claim {
  const program = programClaim(event.issue, facts)
  return program === null
    ? { none: `#${event.issue.number} names no program` }
    : { program, head: null }
}

/** The program of a pull request's head branch; a fork's or an unrelated branch names none. */
async function programOfPull(
  gh: GitHubClient,
  ctx: RunnerContext,
  branches: { pattern: string; named: string | null },
  pull: number
): Promise<Claim> {
  const head = await pullHead(gh, ctx.repository, pull)
  const { owner, repo } = ctx.repository
  if (head.repository?.toLowerCase() !== `${owner}/${repo}`.toLowerCase()) {
    return { none: `pull request #${pull} comes from another repository` }
  }
  const program = programOfBranch(branches.pattern, head.branch, branches.named)
  if (program.kind === 'unmatched') {
    return { none: `pull request #${pull}'s branch ${head.branch} is not a program's` }
  }
  return program.kind === 'program'
    ? { program: program.name, head: head.branch }
    : { none: `${head.branch} names no usable program` }
}
