// The program an issue belongs to, as far as the issue itself can say: autoloop's title on an
// issue labelled `autoloop-program` (`[Autoloop: <program>]`, or the issue-based program's name
// from its title), or the program-issue and program inputs naming it. The flow then checks that
// the gate's own lookup of the program issue gives this very issue. Pure.
import type { IssueCommentEvent } from '../event.js'
import type { RunFacts } from '../vocabulary/settings.js'
import { isProgramName } from '../gate/branch.js'
import { PROGRAM_LABEL, slugOf } from '../gate/issue-programs.js'

const PROGRAM_TITLE = /^\[Autoloop: ([^\]]+)\]/

/** The program the issue claims; null when it names none. */
export function programClaim(
  issue: IssueCommentEvent['issue'],
  facts: Pick<RunFacts, 'program' | 'programIssue'>
): string | null {
  if (facts.programIssue === issue.number && facts.program !== null) return facts.program
  if (!issue.labels.includes(PROGRAM_LABEL)) return null
  const titled = PROGRAM_TITLE.exec(issue.title)?.[1]?.trim() ?? slugOf(issue.title, issue.number)
  return isProgramName(titled) ? titled : null
}
