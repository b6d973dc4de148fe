// The kinds of decision the gate makes, for the rules that decide and everything that renders
// or reads one back. Pure.

/**
 * `rerun`: an infrastructure failure, handed back to GitHub to run the failed jobs again;
 * `blocked`: CI waits for a maintainer's approval. Neither spends a fix attempt.
 */
export type Decision = 'accept' | 'fix' | 'wait' | 'pause' | 'skip' | 'rerun' | 'blocked'

/** Every decision, for readers that check a value written down earlier. */
export const DECISIONS: readonly Decision[] = [
  'accept',
  'fix',
  'wait',
  'pause',
  'skip',
  'rerun',
  'blocked'
]
