// Every single state and every pair of states, run through the bundled CLI and checked against
// the contract's rule written out independently here: failure beats pending beats success, and
// nothing at all is pending.
import { describe, expect, it } from '@jest/globals'
import { RUN_STATES, STATUS_STATES, type Bucket } from '../support/check-buckets.js'
import { runCli } from '../support/run-cli.js'

interface Item {
  label: string
  expected: Bucket
  run?: { status: string; conclusion: string | null }
  status?: { state: string }
}

const ITEMS: Item[] = [
  ...RUN_STATES.map(([status, conclusion, expected]) => ({
    label: `run:${conclusion ?? status}`,
    expected,
    run: { status, conclusion }
  })),
  ...STATUS_STATES.map(([state, expected]) => ({
    label: `status:${state}`,
    expected,
    status: { state }
  }))
]

function contract(items: readonly Item[]): Bucket {
  if (items.length === 0) return 'pending'
  if (items.some((i) => i.expected === 'failure')) return 'failure'
  if (items.some((i) => i.expected === 'pending')) return 'pending'
  return 'success'
}

const combos: Item[][] = [[]]
ITEMS.forEach((a, i) => {
  combos.push([a])
  for (const b of ITEMS.slice(i)) combos.push([a, b])
})

function payload(items: readonly Item[]): string {
  return JSON.stringify({
    check_runs: items.flatMap((item, i) => (item.run ? [{ name: `check ${i}`, ...item.run }] : [])),
    statuses: items.flatMap((item, i) =>
      item.status ? [{ context: `status ${i}`, ...item.status }] : []
    )
  })
}

describe('green-gate reduce against the contract', () => {
  it(`agrees on all ${combos.length} combinations of zero, one and two checks`, async () => {
    const disagreements: string[] = []
    const queue = [...combos]
    const worker = async (): Promise<void> => {
      for (let items = queue.shift(); items !== undefined; items = queue.shift()) {
        const result = await runCli(['reduce'], payload(items))
        const got = (JSON.parse(result.stdout) as { status: Bucket }).status
        const want = contract(items)
        if (result.exitCode !== 0 || got !== want) {
          disagreements.push(
            `${items.map((i) => i.label).join(' + ') || '(none)'}: got ${got}, want ${want}`
          )
        }
      }
    }
    await Promise.all(Array.from({ length: 4 }, worker))
    expect(disagreements).toEqual([])
  })
})
