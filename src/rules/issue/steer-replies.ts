// What the gate answers a maintainer's command with, on the issue or pull request where it was
// given. Pure: plain data in, markdown out.
import { COMMANDS } from '../vocabulary/steer-command.js'
import { inlineCode, noMentions } from '../untrusted.js'

/** The reply to `/green-gate status`: who asked, then the status table. */
export function statusReply(
  program: string,
  asked: { by: string; url: string },
  table: string
): string {
  return [
    `🧭 **green-gate · ${noMentions(program)}**: status, as asked by ${inlineCode(asked.by)} in [this comment](${asked.url}).`,
    '',
    table
  ].join('\n')
}

/** The reply to a command the gate does not know: every command it does. */
export function commandsReply(word: string): string {
  return [
    `🧭 **green-gate**: ${inlineCode(`/green-gate ${word}`.trim())} is not a command. A comment whose first line is one of these, by a person with write access, steers the program:`,
    '',
    ...COMMANDS.map(([command, what]) => `- \`/green-gate ${command}\`: ${what}`)
  ].join('\n')
}

/** The reply to `/green-gate approve` that approved nothing: one line saying why. */
export function approveRefusedReply(given: string, why: string): string {
  return `🧭 **green-gate**: ${inlineCode(`/green-gate approve ${given}`.trim())} approved nothing: ${why}.`
}
