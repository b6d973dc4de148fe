// Placeholder until the readers land.
export const TEST_RUNNERS = ['jest', 'plain'] as const
export type TestRunner = (typeof TEST_RUNNERS)[number]
export interface Inventory {
  runner: TestRunner
  passed: number
  failed: number
  skipped: number
  total: number
  failures: string[]
}
export interface InventoryReader {
  line(text: string): void
  result(): Inventory | null
}
export function inventoryReader(): InventoryReader {
  let found: Inventory | null = null
  return {
    line(text) {
      const j = /Tests:\s+(?:(\d+) failed, )?(\d+) passed, (\d+) total/.exec(text)
      if (j) found = { runner: 'jest', passed: Number(j[2]), failed: Number(j[1] ?? 0), skipped: 0, total: Number(j[3]), failures: [] }
      const m = /(\d+) passed, (\d+) failed/.exec(text)
      if (m) found = { runner: 'plain', passed: Number(m[1]), failed: Number(m[2]), skipped: 0, total: Number(m[1]) + Number(m[2]), failures: [] }
    },
    result: () => found
  }
}
export function readInventory(log: string): Inventory | null {
  const r = inventoryReader()
  for (const l of log.split('\n')) r.line(l)
  return r.result()
}
