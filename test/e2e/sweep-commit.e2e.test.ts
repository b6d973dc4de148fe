// A sweep's decisions share one commit: pausing twenty programs that ran past the wall clock is
// one write to the state branch, not twenty racing ones, and a lost race reads all twenty again
// in one query before the one commit is tried again.
import { describe, expect, it } from '@jest/globals'
import { sweepWatched } from '../../emulator/scenario.js'
import {
  addStalledProgram,
  committedFiles,
  ledgerOf,
  MAINTAINER,
  STATE_BRANCH,
  stateOf,
  useEmulator,
  writeOutcome,
  type Program
} from '../support/loop.js'

const gh = useEmulator()

const COMMIT = { method: 'POST', path: '/graphql', operation: 'GateCommit' }

/** `count` stalled programs, their fixes out past the wall clock. */
const stalledPrograms = (prefix: string, count: number): Program[] =>
  Array.from({ length: count }, (_, k) =>
    addStalledProgram(gh, `${prefix}-${String(k).padStart(2, '0')}`, 'fix')
  )

describe('a sweep commits its decisions together', () => {
  it('pauses twenty timed-out programs in one commit', async () => {
    const programs = stalledPrograms('stalled', 20)
    const { result, requests } = await sweepWatched(gh)
    expect(result.exitCode).toBe(0)
    expect(result.outputs.decision).toBe('pause')
    const commits = requests.filter((r) => r.operation === 'GateCommit')
    expect(commits.map(writeOutcome)).toEqual(['committed'])
    const written = committedFiles(commits[0] as (typeof commits)[number]).map((f) => f.path)
    for (const p of programs) {
      expect(stateOf(gh, p)).toMatchObject({ paused: true, pauseReason: 'ci-timeout' })
      expect(ledgerOf(gh, p).entries.map((e) => e.decision)).toEqual(['pause'])
      expect(written).toContain(p.file)
    }
    const landed = gh.store.commits.filter((c) => c.branch === STATE_BRANCH).at(-1)
    expect(landed?.message.split('\n')[0]).toBe('green-gate: 20 programs')
    expect(landed?.message).toContain('green-gate: stalled-07 paused (ci-timeout')
  })

  it('reads every program again in one query when the branch moved, and commits once more', async () => {
    const programs = stalledPrograms('raced', 20)
    // Someone else's commit lands on the state branch between the sweep's reads and its commit.
    gh.beforeRequest(COMMIT, () => {
      gh.store.putFile(STATE_BRANCH, 'notes.md', 'unrelated\n', 'a note', MAINTAINER)
    })
    const { result, requests } = await sweepWatched(gh)
    expect(result.exitCode).toBe(0)
    const commits = requests.filter((r) => r.operation === 'GateCommit')
    expect(commits.map(writeOutcome)).toEqual(['STALE_DATA', 'committed'])
    const after = requests.slice(requests.indexOf(commits[0] as (typeof commits)[number]) + 1)
    expect(after.filter((r) => r.operation === 'GateProgramsRead')).toHaveLength(1)
    expect(after.filter((r) => r.operation === 'GateProgramRead')).toHaveLength(0)
    for (const p of programs) {
      expect(stateOf(gh, p)).toMatchObject({ paused: true, pauseReason: 'ci-timeout' })
      // Decided again on what the branch held: still one entry, not one a round.
      expect(ledgerOf(gh, p).entries.map((e) => e.decision)).toEqual(['pause'])
    }
  })
})
