// A sweep's requests do not grow one by one with the programs of a repository: the program list
// is one query, and the programs' files and branch heads are read fifty to a query.
import { describe, expect, it } from '@jest/globals'
import { runAction } from '../../emulator/runner.js'
import { addProgram, expectClean, isoMinutesAgo, setRow, useEmulator } from '../support/loop.js'

const gh = useEmulator()

/** Quiet programs: most in an iteration that started minutes ago, every fourth paused. */
function addQuietPrograms(from: number, to: number): void {
  for (let i = from; i < to; i++) {
    addProgram(gh, `quiet-${String(i).padStart(3, '0')}`, {
      issueRow: false,
      pull: false,
      state: (t) =>
        i % 4 === 0
          ? setRow(setRow(t, 'Paused', 'true'), 'Pause Reason', 'ci-timeout')
          : setRow(t, 'CI Gate Started', isoMinutesAgo(5))
    })
  }
}

/** A scheduled sweep, and the operations of the requests it made. */
async function sweepOperations(programs: number): Promise<string[]> {
  const from = gh.requests.length
  const result = await runAction({
    apiUrl: gh.url,
    eventName: 'schedule',
    payload: { schedule: '*/15 * * * *' },
    inputs: { mode: 'sweep' }
  })
  expectClean(result)
  expect(result.outputs.reason).toBe(`swept ${programs} programs: none needed the gate`)
  return gh.requests.slice(from).map((r) => r.operation ?? `${r.method} ${r.path}`)
}

describe('a sweep with nothing due', () => {
  it('reads 40 programs in 2 requests: the list, and one query for all their files', async () => {
    addQuietPrograms(0, 40)
    const made = await sweepOperations(40)
    expect(made.length).toBeLessThanOrEqual(2 + Math.ceil(40 / 50))
    expect(made).toEqual(['GateProgramList', 'GateProgramsRead'])
  })

  it('reads 120 programs fifty to a query', async () => {
    addQuietPrograms(40, 120)
    const made = await sweepOperations(120)
    expect(made.length).toBeLessThanOrEqual(2 + Math.ceil(120 / 50))
    expect(made).toEqual(['GateProgramList', ...Array<string>(3).fill('GateProgramsRead')])
  })
})
