// The words a failing step's command and last lines hold, as the class model (token-class.ts)
// reads them: lower case, letters with `_` or `-` inside, each once. Paths, numbers and values
// fall apart into their words; what is left says what kind of tool ran and what it said.

/** How many of the step's last lines are read. */
export const CLASS_TOKEN_LINES = 40
const WORD = /[a-z][a-z_-]{2,20}/g
// The runner's own lines, in every log whatever failed.
const RUNNER_LINE = /^(?:##\[|\[command\]|Post job cleanup|Cleaning up orphan)/

/** The distinct words of the command and the step's last lines. */
export function classTokens(command: string, lines: readonly string[]): string[] {
  const said = lines.filter((l) => !RUNNER_LINE.test(l)).slice(-CLASS_TOKEN_LINES)
  const words = new Set<string>()
  for (const text of [command, ...said]) {
    for (const word of text.slice(0, 600).toLowerCase().match(WORD) ?? []) words.add(word)
  }
  return [...words]
}
