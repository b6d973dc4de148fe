// Program issues: an open issue labelled `autoloop-program` is a program's issue when its title
// names the program, either as autoloop titles the issue it opens for a file-based program,
// `[Autoloop: <program>]`, or as an issue-based program is named after its title. That naming
// follows autoloop's scheduler: lower case, runs of anything but letters and digits become `-`,
// trimmed; an empty slug is `issue-<number>`, and a slug already taken by an earlier issue gets
// `-<number>`. Pure.

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

/** The issue whose program is `program`, in the order the API listed them (as the scheduler). */
export function issueForProgram(
  issues: ReadonlyArray<{ number: number; title: string }>,
  program: string
): number | null {
  const titled = issues.find((issue) => PROGRAM_TITLE.exec(issue.title)?.[1]?.trim() === program)
  if (titled !== undefined) return titled.number
  const taken = new Set<string>()
  for (const issue of issues) {
    let slug = slugOf(issue.title, issue.number)
    if (taken.has(slug)) slug = `${slug}-${issue.number}`
    taken.add(slug)
    if (slug === program) return issue.number
  }
  return null
}
