// What a test inventory is, and what each family of runners' readers shares with the others.

/** The runners whose closing lines are read; the ledger's codec accepts only these. */
export const TEST_RUNNERS = [
  'jest',
  'vitest',
  'mocha',
  'node-test',
  'tap',
  'pytest',
  'unittest',
  'go-test',
  'cargo-test',
  'nextest',
  'surefire',
  'gradle',
  'ctest',
  'prove',
  'rspec',
  'minitest',
  'phpunit',
  'exunit',
  'eunit',
  'plain'
] as const

export type TestRunner = (typeof TEST_RUNNERS)[number]

export interface Inventory {
  /** The runner whose summary was read; the first one when a log holds several kinds. */
  runner: TestRunner
  passed: number
  failed: number
  skipped: number
  /** As the runner states it when it does, else passed + failed + skipped. */
  total: number
  /** Names (or files) of failed tests where the runner prints them, sorted, unique, at most 20, each at most 200 chars. */
  failures: string[]
}

/** Fed a job's log line by line (linear time overall, constant memory apart from the failures kept). */
export interface InventoryReader {
  line(text: string): void
  result(): Inventory | null
}

/** One summary's counts; `total` only when the runner states it. */
export interface Counts {
  readonly passed: number
  readonly failed: number
  readonly skipped: number
  readonly total?: number
}

/** The readers of one family of runners, fed the cleaned lines of a log. */
export interface Family {
  /** A line of a step's output, without timestamp, colours or control characters. */
  line(text: string, at: number): void
  /** The step (or the log) ended: settle what waits for more and forget the rest. */
  end(): void
}
