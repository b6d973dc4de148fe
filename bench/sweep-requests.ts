// The sweep's decisions, counted for the api-requests row: a scheduled sweep over 60 programs
// after 20 of them were handed a fix their fixer never pushed and the wall clock ran out, and one
// after a memory save reverted 20 state files. Every request the local GitHub answered while the
// sweep ran is counted, with the commits it made to the state branch. The fixes are handed out by
// one earlier sweep (the same decision a CI event's gate run makes), so setting up stays cheap.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GitHubEmulator, RecordedRequest } from '../emulator/index.js'
import { ROOT } from '../emulator/runner.js'
import {
  addProgram,
  addQuietPrograms,
  ciWorkflow,
  ledgerOf,
  rewindClock,
  startScenario,
  stateFileText,
  STATE_BRANCH,
  sweep,
  type Program
} from '../emulator/scenario.js'
import { RED_LOG } from './loop.js'

export const SWEPT = 60
export const HELD = 20

export interface SweepCount {
  requests: number
  commits: number
  endpoints: Record<string, number>
}

export interface SweepCase {
  id: 'timeouts' | 'repairs'
  title: string
  /** The most it may take: the batched reads, one commit, and the decisions' writes together. */
  target: number
  /** After the fixes were handed out: what time or a memory save does to the held programs. */
  then: (gh: GitHubEmulator, held: readonly Program[], before: Map<string, string>) => void
  /** Throws unless every held program ended as the case expects. */
  check: (gh: GitHubEmulator, held: readonly Program[]) => void
}

const reads = 1 + Math.ceil(SWEPT / 50)

export const SWEEP_CASES: readonly SweepCase[] = [
  {
    id: 'timeouts',
    title: `sweep: ${SWEPT} programs, ${HELD} holding fixes past the wall clock`,
    // The listing and the batched reads, who wrote the status comments, one commit, and the
    // writes of all twenty together: their status edits with the labels in one document, their
    // comments in another (fifty mutations a document). 7 as measured; 12 leaves room.
    target: 12,
    then: (gh, held) => held.forEach((p) => rewindClock(gh, p, 90)),
    check: (gh, held) => {
      for (const p of held) {
        const last = ledgerOf(gh, p).entries.at(-1)
        if (last?.decision !== 'pause' || last.pause?.kind !== 'ci-timeout')
          throw new Error(`${p.name}: expected a ci-timeout pause, got ${last?.reason ?? 'none'}`)
        if (!gh.store.issueLabels(p.pull ?? 0).includes('needs-human'))
          throw new Error(`${p.name}: pull request not labelled`)
      }
    }
  },
  {
    id: 'repairs',
    title: `sweep: ${HELD} reverted state files repaired`,
    // The listing and the batched reads, one commit, and the twenty repair comments in one
    // document.
    target: reads + 1 + Math.ceil(HELD / 50),
    // A memory save copies the state files back as they were before the fixes were handed out.
    then: (gh, held, before) => {
      for (const p of held) gh.store.putFile(STATE_BRANCH, p.file, before.get(p.name) ?? '', 'save')
    },
    check: (gh, held) => {
      for (const p of held) {
        if (!stateFileText(gh, p).includes('ci-fix-in-progress'))
          throw new Error(`${p.name}: the state file was not rendered again from its ledger`)
      }
    }
  }
]

const endpoint = (r: RecordedRequest): string =>
  r.operation ?? `${r.method} ${r.path.replace(/\/\d+(?=\/|$)/g, '/:id')}`

/** One cold sweep of the case on a fresh local GitHub, its answer checked. */
export async function sweepCase(c: SweepCase): Promise<SweepCount> {
  const gh = await startScenario()
  try {
    // As after the repository's first pause ever: the label rides in the status comment's edit.
    gh.store.createLabel('needs-human')
    addQuietPrograms(gh, 0, SWEPT - HELD)
    const log = readFileSync(join(ROOT, RED_LOG), 'utf8')
    const held = Array.from({ length: HELD }, (_, i) => {
      const p = addProgram(gh, `held-${String(i).padStart(2, '0')}`)
      ciWorkflow(gh, p, { build: 'success', test: { failedWith: log } })
      return p
    })
    const before = new Map(held.map((p) => [p.name, stateFileText(gh, p)]))
    await sweep(gh, 1)
    for (const p of held) {
      if (ledgerOf(gh, p).entries.at(-1)?.decision !== 'fix')
        throw new Error(`${p.name}: no fix handed out before the sweep`)
    }
    c.then(gh, held, before)
    const from = gh.requests.length
    const commits = gh.store.commits.length
    const result = await sweep(gh, 2)
    if (result.exitCode !== 0) throw new Error(`${c.title}: exit ${result.exitCode}`)
    c.check(gh, held)
    const requests = gh.requests.slice(from)
    const endpoints: Record<string, number> = {}
    for (const r of requests) endpoints[endpoint(r)] = (endpoints[endpoint(r)] ?? 0) + 1
    const made = gh.store.commits.slice(commits).filter((x) => x.branch === STATE_BRANCH)
    return { requests: requests.length, commits: made.length, endpoints }
  } finally {
    await gh.close()
  }
}
