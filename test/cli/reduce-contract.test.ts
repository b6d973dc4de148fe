// Every single state and every pair of states, read as the CLI reads its input and reduced as it
// reduces, checked against the contract's rule written out independently here: failure beats
// pending beats success, and nothing at all is pending. The rule is pure, so the combinations run
// in-process; a few of them also run through the bundled CLI, to hold it to the same answers.
import { describe, expect, it } from '@jest/globals'
import { RUN_STATES, STATUS_STATES, type Bucket } from '../support/check-buckets.js'
import { runCli } from '../support/run-cli.js'
import { parseChecksInput } from '../../src/entry/cli/checks-input.js'
import { fromRest } from '../../src/rules/checks/from-rest.js'
import { reduceChecks } from '../../src/rules/checks/reduce.js'

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

/** What `green-gate reduce` answers for these items, reduced in-process as the command does. */
function reduced(items: readonly Item[]): Bucket {
  const input = parseChecksInput(payload(items), 'combination')
  return reduceChecks(fromRest(input), { exclude: () => false }).status
}

function named(items: readonly Item[]): string {
  return items.map((i) => i.label).join(' + ') || '(none)'
}

describe('green-gate reduce against the contract', () => {
  it(`agrees on all ${combos.length} combinations of zero, one and two checks`, () => {
    const disagreements = combos
      .filter((items) => reduced(items) !== contract(items))
      .map((items) => `${named(items)}: got ${reduced(items)}, want ${contract(items)}`)
    expect(disagreements).toEqual([])
  })

  it('answers the same through the bundled CLI: nothing, a failure beside a success, a wait', async () => {
    const failing = ITEMS.find((i) => i.expected === 'failure')
    const passing = ITEMS.find((i) => i.expected === 'success')
    const waiting = ITEMS.find((i) => i.expected === 'pending')
    if (failing === undefined || passing === undefined || waiting === undefined)
      throw new Error('the check buckets lack a state of each kind')
    for (const items of [[], [failing, passing], [passing, waiting]]) {
      const result = await runCli(['reduce'], payload(items))
      expect({ items: named(items), exitCode: result.exitCode }).toEqual({
        items: named(items),
        exitCode: 0
      })
      const got = (JSON.parse(result.stdout) as { status: Bucket }).status
      expect({ items: named(items), status: got }).toEqual({
        items: named(items),
        status: contract(items)
      })
    }
  })
})
