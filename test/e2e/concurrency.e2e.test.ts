// Gate runs racing on the state branch: concurrent events for many programs, and a maintainer
// editing the file between the gate's read and its write. A decision is one commit based on the
// branch head the gate read; a refused commit is re-read, re-decided and retried. Many runs for
// one program are the reliability suite's (concurrency.e2e.test.ts there).
import { describe, expect, it } from '@jest/globals'
import {
  addProgram,
  ciRun,
  deliver,
  expectClean,
  expectGateEdit,
  gateStatuses,
  gateMessages,
  MAINTAINER,
  onIssue,
  push,
  setRow,
  useEmulator,
  STATE_BRANCH,
  stateCommits,
  stateOf,
  stateText,
  writeOutcomes,
  type Program
} from '../support/loop.js'

const gh = useEmulator()

const COMMIT = { method: 'POST', path: '/graphql', operation: 'GateCommit' }
const RED = { build: 'success', test: 'failure' } as const
const GREEN = { build: 'success', test: 'success' } as const
/** Programs racing on the one state branch: three race as surely as more. */
const FLEET = 3

const READ = { method: 'POST', path: '/graphql', operation: 'GateProgramRead' }

/**
 * Runs `edit` on the state file as a maintainer, once, just before the gate's first write
 * arrives. With `racers` runs, their first writes are held until all of them have read: the
 * edit lands between every run's read and its write.
 */
function editBeforeGateWrites(
  p: Program,
  edit: (text: string) => string,
  racers = 1
): () => string {
  const read = gh.requests.filter((r) => r.operation === READ.operation).length + racers
  let edited = ''
  gh.beforeRequest({ ...COMMIT, times: racers }, async () => {
    await gh.answered(READ, read)
    if (edited !== '') return
    edited = edit(stateText(gh, p))
    gh.store.putFile(STATE_BRANCH, p.file, edited, `maintainer edits ${p.file}`, MAINTAINER)
  })
  return () => edited
}

describe('concurrent gate runs', () => {
  it(`${FLEET} programs at once on one state branch, a maintainer editing one's file between every run's read and its write: every file present and right, the edit kept, the gate's write on top`, async () => {
    // A file that exists already and two the gate creates; two red commits and a green one:
    // each way of each. No issue: comments are not under test here.
    const programs = Array.from({ length: FLEET }, (_, k) =>
      addProgram(gh, `fleet-${k}`, { state: k === 0 ? 'template' : 'none', issueRow: false })
    )
    const green = (k: number) => k === FLEET - 1
    const events = programs.map((p, k) => {
      const sha = push(gh, p, green(k) ? GREEN : RED)
      return { p, sha, runId: ciRun(gh, p, sha, !green(k)) }
    })
    const [edited] = events
    if (edited === undefined) throw new Error('no fleet')
    const maintainerText = editBeforeGateWrites(
      edited.p,
      (text) =>
        setRow(text, 'Target Metric', '95').replace(
          '- *(nothing recorded)*',
          '- Flaky e2e: re-run it before blaming the change.'
        ),
      FLEET
    )
    const results = await Promise.all(events.map((e) => deliver(gh, e.runId)))

    for (const [k, { p, sha }] of events.entries()) {
      const result = results[k]
      if (result === undefined) throw new Error('missing result')
      expectClean(result)
      expect(result.outputs).toMatchObject({
        program: p.name,
        decision: green(k) ? 'accept' : 'fix',
        attempt: green(k) ? '0' : '1'
      })
      expect(stateOf(gh, p)).toMatchObject({
        ciHeadSha: sha,
        ciFixAttempts: green(k) ? 0 : 1,
        recentStatuses: green(k) ? ['accepted'] : []
      })
      expect(gateStatuses(gh, p)).toEqual([
        expect.stringMatching(
          green(k) ? /^✅ Accepted — CI green on / : /^🔧 CI fix attempt 1\/5 on /
        )
      ])
      expect(gateMessages(gh, p)).toHaveLength(1)
      // Every run read before the maintainer's commit moved the branch: its first write was
      // refused, and it read again. Programs share the state branch, so their commits race on
      // its head: every refusal was a head another commit had moved, and each program's last
      // commit landed.
      expect(result.stdout).toContain(
        `${STATE_BRANCH} moved since it was read; reading the program again`
      )
      const outcomes = writeOutcomes(gh, p)
      expect(outcomes[0]).toBe('STALE_DATA')
      expect(outcomes.at(-1)).toBe('committed')
      expect(outcomes.slice(0, -1).every((o) => o === 'STALE_DATA')).toBe(true)
    }
    // A commit per program (the ledger and the state file in each), one chain on top of the
    // maintainer's: every commit landed on top of the one before it.
    const [seed, maintainer, ...more] = stateCommits(gh, edited.p)
    expect(seed?.message).toBe(`autoloop: seed ${edited.p.name}`)
    expect(maintainer?.author).toEqual(MAINTAINER)
    const written = gh.store.commits.filter(
      (c) => c.branch === STATE_BRANCH && c.message.startsWith('green-gate: fleet-')
    )
    expect(written).toHaveLength(FLEET)
    for (const c of written) expect(c.paths).toHaveLength(2)
    expect(written[0]?.parent).toBe(maintainer?.sha)
    written.slice(1).forEach((c, k) => expect(c.parent).toBe(written[k]?.sha))
    expect(gh.store.branchSha(STATE_BRANCH)).toBe(written.at(-1)?.sha)
    expect(more).toEqual([
      expect.objectContaining({ message: `green-gate: ${edited.p.name} fix attempt 1/5 (unknown)` })
    ])

    // The edited file is the maintainer's, with the gate's decision applied on top of it.
    const after = stateText(gh, edited.p)
    expect(after).toContain('| Target Metric | 95 |')
    expect(after).toContain('- Flaky e2e: re-run it before blaming the change.')
    const edit = expectGateEdit(maintainerText(), after)
    expect(edit.rows).toMatchObject({ 'CI Fix Attempts': '1', 'CI Head SHA': edited.sha })
  })
})

describe('a maintainer pausing while the gate writes', () => {
  it('a maintainer pausing the program mid-write is never overwritten, and holds at once: the program skipped and left alone, its pause recorded once', async () => {
    const p = addProgram(gh, 'race-pause', { issueRow: false })
    const sha = push(gh, p, GREEN)
    const runId = ciRun(gh, p, sha)
    const maintainerText = editBeforeGateWrites(p, (text) =>
      setRow(setRow(text, 'Paused', 'true'), 'Pause Reason', 'maintainer: hold the release')
    )
    // Told the issue: a paused program is left alone, without a word.
    const result = await deliver(gh, runId, onIssue(p))
    expectClean(result)
    // Nothing of the accept landed: the gate read again, and decided on the maintainer's pause,
    // which, as its first memory of the program, it records; the file gains only its CI Ledger row.
    expect(result.outputs).toMatchObject({
      decision: 'skip',
      reason:
        'program is paused (maintainer: hold the release); set Paused to false in the state file or dispatch a retry with reset'
    })
    expect(gh.store.issueComments(p.issue)).toEqual([])
    expect(gh.store.issueLabels(p.pull ?? 0)).toEqual([])
    expect(writeOutcomes(gh, p)).toEqual(['STALE_DATA', 'committed'])
    expect(stateText(gh, p)).toBe(setRow(maintainerText(), 'CI Ledger', '1'))
    expect(gateMessages(gh, p)).toEqual([`green-gate: ${p.name} skip`])

    // It holds at once: the run that raced it skipped on it. A later event on the paused
    // program skips the same way (loop.e2e's paused program).
    expect(stateOf(gh, p)).toMatchObject({
      paused: true,
      pauseReason: 'maintainer: hold the release'
    })
  })
})
