// A `fix` that no fixer picks up leaves the program held (`Paused` true) until the wall clock
// pauses it, an hour of silence by default: the gate says so when it hands the attempt out. Pure.
import type { Fixer } from '../vocabulary/settings.js'

/**
 * Why nobody may pick a fix up, as the end of a sentence; null when a fixer will. Copilot works
 * only on a pull request, so with no pull request for the branch it is no fixer either.
 */
export function noFixerNotice(fixer: Fixer | null, pullNumber: number | null): string | null {
  const then =
    'the program stays held until the wall clock pauses it. Set the repository variable GREEN_GATE_FIXER (claude, command or copilot) or fix the branch by hand'
  switch (fixer) {
    case 'none':
      return `no fixer is configured (input \`fixer\` is \`none\`), so nothing will pick this attempt up and ${then}`
    case null:
      return `the \`fixer\` input is not set, so the gate cannot tell whether a fixer will pick this attempt up; if none does, ${then}`
    case 'copilot':
      return pullNumber === null
        ? `the fixer is Copilot, which fixes only on a pull request, and the branch has none, so nothing will pick this attempt up and ${then}, or open a pull request for the branch`
        : null
    default:
      return null
  }
}
