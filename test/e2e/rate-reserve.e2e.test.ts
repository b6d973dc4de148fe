// The sweep's API reserve end to end: with budget to spare every due program is gated (the
// sweep with a reserve of 0 after a deferral shows it); below the reserve a program past
// the wall clock is still paused while an unpause and an unjudged commit wait for a later sweep,
// each with a line; the budget is read again before each program; a reserve of 0 defers
// nothing; a gate run on a CI event decides whatever the budget.
import { beforeEach, describe, expect, it } from '@jest/globals'
import { unescaped, type ActionRun } from '../../emulator/runner.js'
import { sweepWatched } from '../../emulator/scenario.js'
import {
  addProgram,
  addStalledProgram,
  expectClean,
  isoMinutesAgo,
  iterate,
  push,
  setRow,
  stateOf,
  useEmulator,
  type Program
} from '../support/loop.js'

const gh = useEmulator()

/** A limit of 5000 with `left` requests remaining after the next response. */
const leave = (resource: 'core' | 'graphql', left: number) =>
  gh.setRateLimit(resource, { limit: 5000, used: 5000 - left - 1 })

beforeEach(() => {
  leave('core', 4000)
  leave('graphql', 4000)
})

/** An iteration whose CI has been pending past the wall clock: the sweep pauses it. */
const timedOut = (name: string): Program => addStalledProgram(gh, name, 'wait')

/** A program the gate paused and a maintainer unpaused, green now: the sweep accepts it. */
function unpaused(name: string): Program {
  const p = addProgram(gh, name, {
    issueRow: false,
    state: (t) =>
      setRow(
        setRow(t, 'Pause Reason', 'ci-timeout'),
        'CI Last Event',
        `pause workflow_run/2/1 ${isoMinutesAgo(30)}`
      )
  })
  push(gh, p, { build: 'success' })
  return p
}

/** A green commit no gate run has judged (its CI event was lost): the sweep accepts it. */
function unjudged(name: string): Program {
  const p = addProgram(gh, name, { issueRow: false })
  push(gh, p, { build: 'success' })
  return p
}

const gated = (result: ActionRun): string[] =>
  (result.outputs.program ?? '').split(',').filter((p) => p !== '')

const deferrals = (result: ActionRun): string[] =>
  result.annotations
    .filter((a) => a.level === 'warning' && / deferred \(/.test(a.message))
    .map((a) => unescaped(a.message))

/** The line for a program deferred while GraphQL's budget was low. */
const deferredLine = (program: string, why: string) =>
  new RegExp(
    `^green-gate sweep: ${program} deferred \\(${why}\\): GitHub API budget \\d+/5000 \\(graphql\\) is below the 10 % reserve$`
  )

describe('the sweep below its API reserve', () => {
  it('pauses what timed out, defers the unpause and the unjudged commit, and a reserve of 0 gates them', async () => {
    const t = timedOut('below-t')
    const u = unpaused('below-u')
    const l = unjudged('below-l')
    leave('graphql', 200)
    const { result } = await sweepWatched(gh)
    expect(result.exitCode).toBe(0)
    expect(gated(result)).toEqual(['below-t'])
    expect(stateOf(gh, t)).toMatchObject({ paused: true, pauseReason: 'ci-timeout' })
    // Most urgent first: the unpause before the unjudged commit, whatever their names' order.
    const lines = deferrals(result)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(deferredLine('below-u', 'unpaused'))
    expect(lines[1]).toMatch(deferredLine('below-l', 'commit not judged yet'))
    expect(result.outputs.reason).toMatch(
      /; deferred below the 10 % API reserve: below-u, below-l$/
    )
    for (const p of [u, l]) expect(stateOf(gh, p).recentStatuses).toEqual([])

    const noReserve = (await sweepWatched(gh, { 'rate-limit-reserve': '0' })).result
    expect(noReserve.exitCode).toBe(0)
    expect(deferrals(noReserve)).toEqual([])
    expect(gated(noReserve).sort()).toEqual(['below-l', 'below-u'])
    for (const p of [u, l]) expect(stateOf(gh, p).recentStatuses).toEqual(['accepted'])
  })

  it('reads the budget again before each program, as its own gate runs draw it down', async () => {
    const u = unpaused('falls-u')
    unjudged('falls-l')
    // The unpaused program is gated first; its read leaves GraphQL's budget below the reserve.
    gh.beforeRequest({ path: '/graphql', operation: 'GateProgramRead' }, () =>
      leave('graphql', 100)
    )
    const { result } = await sweepWatched(gh)
    expect(gated(result)).toEqual(['falls-u'])
    expect(deferrals(result)).toEqual([
      expect.stringMatching(deferredLine('falls-l', 'commit not judged yet'))
    ])
    expect(stateOf(gh, u).recentStatuses).toEqual(['accepted'])

    // With the budget back, the next sweep gates what waited: the reserve of 0 above.
  })

  it('lets a gate run on a CI event decide its own program', async () => {
    const p = addProgram(gh, 'ci-event', { issueRow: false })
    leave('core', 10)
    leave('graphql', 10)
    const { result } = await iterate(gh, p, { build: 'success' })
    expectClean(result)
    expect(result.outputs.decision).toBe('accept')
    expect(result.stdout).not.toMatch(/deferred/)
  })
})

// A value that is no whole percent, as an input or in the file, is refused naming where: the
// settings table (test/unit/settings/parse.test.ts); a settings file the step cannot take stops
// it, config-file.e2e.
