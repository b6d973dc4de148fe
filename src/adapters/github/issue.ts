// Comments and labels on the program issue and the pull request.
import { GateError } from '../../rules/errors.js'
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { api, explainApiError, isApiFailure } from './errors.js'
import { inTurn, written } from './write-turns.js'
import {
  programIssueOf,
  PROGRAM_LABEL,
  type ProgramIssue
} from '../../rules/gate/issue-programs.js'

/** Posts a comment; returns its GraphQL node id. */
export async function postComment(
  gh: GitHubClient,
  repo: Repository,
  issue: number,
  body: string
): Promise<string> {
  // In a sweep's turns, written with the other programs' comments when the issue's id is known.
  const batched = inTurn(gh, (ids) => {
    const subject = ids.issues.get(issue)
    return subject === undefined ? null : { kind: 'comment', subject, body }
  })
  if (batched !== null) {
    const id = await written(batched)
    if (id === null) throw new GateError(`GitHub did not say which comment it posted on #${issue}`)
    return id
  }
  const { data } = await api(`commenting on #${issue}`, () =>
    gh.rest.issues.createComment({ ...repo, issue_number: issue, body })
  )
  return data.node_id
}

export async function addLabel(
  gh: GitHubClient,
  repo: Repository,
  issue: number,
  label: string
): Promise<void> {
  const batched = inTurn(gh, (ids) => {
    const labelable = ids.issues.get(issue)
    const id = ids.labels.get(label)
    return labelable === undefined || id === undefined
      ? null
      : { kind: 'label', labelable, labels: [id] }
  })
  if (batched !== null) {
    await written(batched)
    return
  }
  await api(`labelling #${issue}`, () =>
    gh.rest.issues.addLabels({ ...repo, issue_number: issue, labels: [label] })
  )
}

/** Removes a label; one that is not there is already removed. */
export async function removeLabel(
  gh: GitHubClient,
  repo: Repository,
  issue: number,
  label: string
): Promise<void> {
  try {
    await gh.rest.issues.removeLabel({ ...repo, issue_number: issue, name: label })
  } catch (error) {
    if (isApiFailure(error) && error.status === 404) return
    throw explainApiError(error, `removing label ${label} from #${issue}`)
  }
}

export async function labelsOf(
  gh: GitHubClient,
  repo: Repository,
  issue: number
): Promise<string[]> {
  const labels = await api(`reading the labels of #${issue}`, () =>
    gh.paginate(gh.rest.issues.listLabelsOnIssue, { ...repo, issue_number: issue, per_page: 100 })
  )
  return labels.map((l) => l.name)
}

/** Open issues carrying `label`, as number and title, every page. */
export async function issuesLabelled(
  gh: GitHubClient,
  repo: Repository,
  label: string
): Promise<Array<{ number: number; title: string }>> {
  const issues = await api(`listing issues labelled ${label}`, () =>
    gh.paginate(gh.rest.issues.listForRepo, {
      ...repo,
      labels: label,
      state: 'open',
      per_page: 100
    })
  )
  return issues
    .filter((i) => i.pull_request === undefined || i.pull_request === null)
    .map((i) => ({ number: i.number, title: i.title }))
}

/**
 * The program issue: the `program-issue` input when set, else the one the ledger recorded, else
 * the oldest open `autoloop-program` issue named for `program` (`programIssueOf`), found among
 * `listed` when a read brought the list already, else among all of them, listed now.
 */
export async function findProgramIssue(
  gh: GitHubClient,
  repo: Repository,
  program: string,
  known: {
    input: number | null
    recorded: number | null
    listed: ReadonlyArray<{ number: number; title: string }> | null
  }
): Promise<ProgramIssue> {
  if (known.input !== null) return { issue: known.input, ignored: [] }
  const issues = known.listed ?? (await issuesLabelled(gh, repo, PROGRAM_LABEL))
  return programIssueOf(issues, program, known.recorded)
}

/** What a reaction says: `eyes` for a command seen and taken up. */
export type Reaction = 'eyes' | '+1'

/** Reacts to an issue or pull request comment; the same reaction again is the one already there. */
export async function reactTo(
  gh: GitHubClient,
  repo: Repository,
  commentId: number,
  content: Reaction
): Promise<void> {
  await api(`reacting to comment ${commentId}`, () =>
    gh.rest.reactions.createForIssueComment({ ...repo, comment_id: commentId, content })
  )
}
