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

/** Runs `edit` on the state file as a maintainer, just before the gate's write arrives. */
function editBeforeGateWrites(p: Program, edit: (text: string) => string): () => string {
  let edited = ''
  gh.beforeRequest(COMMIT, () => {
    edited = edit(stateText(gh, p))
    gh.store.putFile(STATE_BRANCH, p.file, edited, `maintainer edits ${p.file}`, MAINTAINER)
  })
  return () => edited
}

describe('concurrent gate runs', () => {
  it(`${FLEET} programs at once on one state branch: every file present and right`, async () => {
    // A file that exists already and two the gate creates; two green commits and a red one:
    // each way of each, and the created files both ways. No issue: comments are not under test
    // here. (An existing file and a red commit: every other race below.)
    const programs = Array.from({ length: FLEET }, (_, k) =>
      addProgram(gh, `fleet-${k}`, { state: k === 0 ? 'template' : 'none', issueRow: false })
    )
    const green = (k: number) => k !== 1
    const events = programs.map((p, k) => {
      const sha = push(gh, p, green(k) ? GREEN : RED)
      return { p, sha, runId: ciRun(gh, p, sha, !green(k)) }
    })
    const branchBefore = gh.store.branchSha(STATE_BRANCH)
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
      // Programs share the state branch, so their commits race on its head: every refusal
      // was a head another program's commit had moved, and each program's last commit landed.
      const outcomes = writeOutcomes(gh, p)
      expect(outcomes.at(-1)).toBe('committed')
      expect(outcomes.slice(0, -1).every((o) => o === 'STALE_DATA')).toBe(true)
    }
    // A commit per program (the ledger and the state file in each), one chain: every commit
    // landed on top of the one before it.
    const written = gh.store.commits.filter(
      (c) => c.branch === STATE_BRANCH && c.message.startsWith('green-gate: fleet-')
    )
    expect(written).toHaveLength(FLEET)
    for (const c of written) expect(c.paths).toHaveLength(2)
    expect(written[0]?.parent).toBe(branchBefore)
    written.slice(1).forEach((c, k) => expect(c.parent).toBe(written[k]?.sha))
    expect(gh.store.branchSha(STATE_BRANCH)).toBe(written.at(-1)?.sha)
  })
})

describe('a maintainer editing the file while the gate writes', () => {
  it("the gate's write is refused, it re-reads and writes on top; the edit survives", async () => {
    const p = addProgram(gh, 'race-edit', { issueRow: false })
    const sha = push(gh, p, RED)
    const runId = ciRun(gh, p, sha, true)
    const maintainerText = editBeforeGateWrites(p, (text) =>
      setRow(text, 'Target Metric', '95').replace(
        '- *(nothing recorded)*',
        '- Flaky e2e: re-run it before blaming the change.'
      )
    )
    const result = await deliver(gh, runId)
    expectClean(result)
    expect(result.outputs).toMatchObject({ decision: 'fix', attempt: '1' })
    expect(result.stdout).toContain(
      `${STATE_BRANCH} moved since it was read; reading the program again`
    )
    expect(writeOutcomes(gh, p)).toEqual(['STALE_DATA', 'committed'])

    // The final file is the maintainer's, with the gate's decision applied on top of it.
    const edited = maintainerText()
    const after = stateText(gh, p)
    expect(after).toContain('| Target Metric | 95 |')
    expect(after).toContain('- Flaky e2e: re-run it before blaming the change.')
    const edit = expectGateEdit(edited, after)
    expect(edit.rows).toMatchObject({ 'CI Fix Attempts': '1', 'CI Head SHA': sha })
    expect(stateOf(gh, p)).toMatchObject({ ciFixAttempts: 1 })
    const [seed, maintainer, gate, ...more] = stateCommits(gh, p)
    expect(more).toEqual([])
    expect(maintainer?.author).toEqual(MAINTAINER)
    expect(gate).toMatchObject({
      parent: maintainer?.sha,
      message: `green-gate: ${p.name} fix attempt 1/5 (unknown)`
    })
    expect(seed?.message).toBe(`autoloop: seed ${p.name}`)
  })

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
