// Small wording helpers shared by the decisions, the comments and the fix outcome.

/** The 7-character form people know a commit by. */
export function shortSha(sha: string): string {
  return sha.slice(0, 7)
}

/** ISO 8601 to the second, the form the state file's time rows use. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** `1 fix attempt`, `2 fix attempts`. */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}

/** An amount in dollars as the pause reasons, comments and summaries show it: `$1.50`. */
export function usd(amount: number): string {
  return `$${amount.toFixed(2)}`
}

/** A day's fix spending against its cap: `$1.20 of $5.00`, or `$1.20` with no cap. */
export function spendText({
  spentUsd,
  capUsd
}: {
  spentUsd: number
  capUsd: number | null
}): string {
  return `${usd(spentUsd)}${capUsd === null ? '' : ` of ${usd(capUsd)}`}`
}
