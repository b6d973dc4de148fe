// Program issues: an open issue labelled `autoloop-program` is a program's issue when its title
// names the program, either as autoloop titles the issue it opens for a file-based program,
// `[Autoloop: <program>]`, or as an issue-based program is named after its title. That naming
// follows autoloop's scheduler: lower case, runs of anything but letters and digits become `-`,
// trimmed; an empty slug is `issue-<number>`, and a slug already taken by an earlier issue gets
// `-<number>`. A program has one issue: the first the gate found. Pure.
import { checkSeal } from '../ledger/chain.js'
import { lastEntry, type Ledger } from '../ledger/ledger.js'

export const PROGRAM_LABEL = 'autoloop-program'

export function slugOf(title: string, number: number): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug === '' ? `issue-${number}` : slug
}

/** The title autoloop gives the issue it opens for a program (and its pull request). */
const PROGRAM_TITLE = /^\[Autoloop: ([^\]]+)\]/

/** The program issue, and the other open issues that claim the program and are ignored. */
export interface ProgramIssue {
  issue: number | null
  ignored: number[]
}

/**
 * The program's issue: the one the ledger recorded when the gate first found it, else the
 * oldest open issue that names the program, never a newer one (anyone who can open an issue can
 * title it for the program). Names are given oldest first, so the oldest of a clash keeps the
 * slug. Every other issue that names the program is ignored.
 */
export function programIssueOf(
  issues: ReadonlyArray<{ number: number; title: string }>,
  program: string,
  recorded: number | null
): ProgramIssue {
  const claims: number[] = []
  const taken = new Set<string>()
  for (const issue of [...issues].sort((a, b) => a.number - b.number)) {
    const slug = slugOf(issue.title, issue.number)
    const name = taken.has(slug) ? `${slug}-${issue.number}` : slug
    taken.add(name)
    const titled = PROGRAM_TITLE.exec(issue.title)?.[1]?.trim() === program
    if (titled || slug === program || name === program) claims.push(issue.number)
  }
  const chosen = recorded ?? claims[0] ?? null
  return { issue: chosen, ignored: claims.filter((n) => n !== chosen) }
}

/**
 * The program issue the ledger recorded, when the ledger can be believed: the program's own,
 * and sealed with the audit key or kept without one (a broken seal is paused on; meanwhile the
 * oldest issue stands).
 */
export function recordedIssue(
  ledger: Ledger | null,
  program: string,
  auditKey: string | null
): number | null {
  if (ledger === null || ledger.program !== program) return null
  if (auditKey !== null && checkSeal(ledger, auditKey) !== 'ok') return null
  return lastEntry(ledger)?.memory.issue ?? null
}
