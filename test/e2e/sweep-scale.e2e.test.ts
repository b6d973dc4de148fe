// A sweep's requests do not grow one by one with the programs of a repository: the program list
// is one query, and the programs' files and branch heads are read fifty to a query.
import { describe, expect, it } from '@jest/globals'
import { addQuietPrograms, sweepWatched } from '../../emulator/scenario.js'
import { expectClean, useEmulator } from '../support/loop.js'

const gh = useEmulator()

/** A scheduled sweep that finds nothing due, and the operations of the requests it made. */
async function sweepOperations(programs: number): Promise<string[]> {
  const { result, requests } = await sweepWatched(gh)
  expectClean(result)
  expect(result.outputs.reason).toBe(`swept ${programs} programs: none needed the gate`)
  return requests.map((r) => r.operation ?? `${r.method} ${r.path}`)
}

describe('a sweep with nothing due', () => {
  it('reads 40 programs in 2 requests: the list, and one query for all their files', async () => {
    addQuietPrograms(gh, 0, 40)
    const made = await sweepOperations(40)
    expect(made.length).toBeLessThanOrEqual(2 + Math.ceil(40 / 50))
    expect(made).toEqual(['GateProgramList', 'GateProgramsRead'])
  })

  it('reads 120 programs fifty to a query', async () => {
    addQuietPrograms(gh, 40, 120)
    const made = await sweepOperations(120)
    expect(made.length).toBeLessThanOrEqual(2 + Math.ceil(120 / 50))
    expect(made).toEqual(['GateProgramList', ...Array<string>(3).fill('GateProgramsRead')])
  })
})
