// Gate runs for one program started at once against one local GitHub. Whatever order
// the runs land in, the state file must end with the right counters and every history entry,
// and the request log must show one chain of commits: each one that landed based on the head
// the previous one made, every refused one based on a head that had already moved.
import { describe, expect, it } from '@jest/globals'
import { dispatchPayload } from '../../emulator/payloads.js'
import { runAction } from '../../emulator/runner.js'
import { formatStateError, parseStateFile } from '../../src/rules/state/index.js'
import {
  addProgram,
  ciRun,
  deliver,
  expectClean,
  expectFirstFixAttempt,
  expectFirstFixCommented,
  expectGateEdit,
  gateEntries,
  gateMessages,
  gateStatuses,
  ledgerOf,
  historyOf,
  newSha,
  push,
  report,
  useEmulator,
  stateOf,
  stateText,
  stateCommits,
  stateWrites,
  writeOutcome,
  committedFiles,
  type Program
} from '../support/loop.js'
import { shortSha } from '../../src/rules/text.js'

// Every run reads before any commit lands (holdWritesUntilRead), so three race as surely as
// twenty: each run is a node process, and the many-programs scale is the bench's (concurrent
// decisions).
const N = 3
/**
 * Successive commits whose events race: the older one's skip as superseded needs only one
 * newer commit.
 */
const SUCCESSIVE = 2
/** The racing CI runs that read after the check failed: all but the one that read while it ran. */
const REDS = N - 1
const RED = { build: 'success', test: 'failure' } as const

const gh = useEmulator()

/** Two entries autoloop wrote before the gate ever ran: they must survive every race. */
const SEEDED_HISTORY = [
  '### Iteration 2 — 2026-04-22 16:30 UTC — [Run](https://github.localhost/acme/widgets/actions/runs/12)',
  '',
  '- **Status**: ❌ Rejected',
  '- **Change**: tests for the lexer',
  '',
  '### Iteration 1 — 2026-04-22 10:30 UTC — [Run](https://github.localhost/acme/widgets/actions/runs/11)',
  '',
  '- **Status**: ⏳ pending-ci',
  '- **Change**: a bigger cache'
]

function withHistory(template: string): string {
  return template.replace('Newest first.\n', `Newest first.\n\n${SEEDED_HISTORY.join('\n')}\n`)
}

function seededProgram(name: string, issueRow = false): { p: Program; seed: string } {
  const p = addProgram(gh, name, { state: withHistory, issueRow })
  return { p, seed: stateText(gh, p) }
}

const READ = { method: 'POST', path: '/graphql', operation: 'GateProgramRead' } as const
const reads = () => gh.requests.filter((r) => r.operation === READ.operation).length

/** Holds every commit until `n` runs have read the files, so they all decide on one version. */
function holdWritesUntilRead(n: number): void {
  const target = reads() + n
  gh.beforeRequest({ method: 'POST', path: '/graphql', operation: 'GateCommit', times: n }, () =>
    gh.answered(READ, target)
  )
}

interface Put {
  /** 'committed', or why GitHub refused it (see writeOutcome). */
  outcome: string
  /** The state branch head the commit was based on, as the client sent it. */
  basedOn: string
  /** The state file it carried. */
  text: string
}

function puts(p: Program): Put[] {
  return stateWrites(gh, p).map((w) => {
    const input = (w.body as { variables: { input: { expectedHeadOid: string } } }).variables.input
    return {
      outcome: writeOutcome(w),
      basedOn: input.expectedHeadOid,
      text: committedFiles(w).find((f) => f.path === p.file)?.text ?? ''
    }
  })
}

/**
 * From the request log and the branch: the commits that landed form one chain starting at
 * `seed`, each on the head the one before it made and changing only the gate's rows plus one
 * new block (nothing of the previous version lost); the file ends as the last of them wrote it;
 * every refused commit was based on a head the chain had already moved.
 */
function expectOneChain(p: Program, seed: string): Put[] {
  const all = puts(p)
  const commits = stateCommits(gh, p).filter((c) => c.message.startsWith('green-gate:'))
  const chain: Put[] = []
  let text = seed
  for (const [k, commit] of commits.entries()) {
    if (k > 0) expect(commit.parent).toBe(commits[k - 1]?.sha)
    const made = all.filter((w) => w.outcome === 'committed' && w.basedOn === commit.parent)
    expect(made).toHaveLength(1)
    const write = made[0] as Put
    expectGateEdit(text, write.text)
    chain.push(write)
    text = write.text
  }
  expect(chain).toHaveLength(all.filter((w) => w.outcome === 'committed').length)
  expect(stateText(gh, p)).toBe(text)
  const moved = new Set([commits[0]?.parent, ...commits.slice(0, -1).map((c) => c.sha)])
  for (const refused of all.filter((w) => w.outcome !== 'committed')) {
    expect(refused.outcome).toBe('STALE_DATA')
    expect(moved.has(refused.basedOn)).toBe(true)
  }
  return chain
}

/** The seeded entries, still in place below the gate's new ones. */
function expectSeededHistoryKept(p: Program, gateEntriesAbove: number): void {
  const titles = historyOf(gh, p).map((h) => h.title)
  expect(titles.slice(gateEntriesAbove)).toEqual(['Iteration 2', 'Iteration 1'])
  expect(titles).toHaveLength(gateEntriesAbove + 2)
}

describe(`${N} gate runs for one program at once`, () => {
  it(`${N} CI runs on one commit at once, one read while CI ran and ${REDS} after it failed: one attempt, one entry, the clock started once, no write lost`, async () => {
    const { p, seed } = seededProgram('racing-events', true)
    const sha = newSha()
    gh.store.setBranch(p.branch, sha)
    report(gh, sha, { build: 'success' })
    const test = gh.store.addCheckRun({ headSha: sha, name: 'test', status: 'in_progress' })
    const pendingRun = ciRun(gh, p, sha)
    const redRuns = Array.from({ length: REDS }, () => ciRun(gh, p, sha, true))
    holdWritesUntilRead(N)

    // The pending run reads the checks while `test` still runs; then it fails and the rest come.
    const pendingRead = gh.answered(READ, reads() + 1)
    const pending = deliver(gh, pendingRun, {}, 890_000)
    await pendingRead
    gh.store.updateCheckRun(test, { status: 'completed', conclusion: 'failure' })
    const judged = await Promise.all(redRuns.map((id, k) => deliver(gh, id, {}, 890_100 + k)))
    const waited = await pending
    ;[waited, ...judged].forEach(expectClean)

    // Attempt 0, or 1 when it re-read the file after a red run had recorded the attempt.
    expect(waited.outputs.decision).toBe('wait')
    expect(['0', '1']).toContain(waited.outputs.attempt)
    expect(waited.outputs.reason).toMatch(new RegExp(`^CI on ${shortSha(sha)} not finished`))
    const decisions = judged.map((r) => r.outputs.decision)
    expect([...decisions].sort()).toEqual(['fix', ...Array<string>(REDS - 1).fill('wait')])
    expect(judged.map((r) => r.outputs.attempt)).toEqual(Array<string>(REDS).fill('1'))
    for (const [k, result] of judged.entries()) {
      if (decisions[k] === 'wait') {
        expect(result.outputs.reason).toBe(
          `failure on ${shortSha(sha)} is already with the fixer as attempt 1/5`
        )
      }
    }
    const winner = redRuns[decisions.indexOf('fix')]
    const signature = judged[decisions.indexOf('fix')]?.outputs.signature
    expect(signature).toMatch(/\S/)
    expectFirstFixAttempt(gh, p, sha, winner)
    const state = stateOf(gh, p)
    expect(state).toMatchObject({ ciSignature: signature, paused: true })
    expect(state.ciGateStarted).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    expectSeededHistoryKept(p, 1)

    // All decided on one version. A red run wins the first round outright, and the others,
    // refused, read its entry and have nothing left to record; or the pending run wins it
    // (starting the clock), then one red run writes the attempt. Never more, never a write on a
    // stale version.
    const chain = expectOneChain(p, seed)
    expect(chain.length).toBeGreaterThanOrEqual(1)
    expect(chain.length).toBeLessThanOrEqual(2)
    expect(chain.at(-1)?.text).toContain('| CI Fix Attempts | 1 |')
    expect(ledgerOf(gh, p).entries.map((e) => e.decision)).toEqual(
      chain.length === 1 ? ['fix'] : ['wait', 'fix']
    )
    expect(gateMessages(gh, p)).toContain(`green-gate: ${p.name} fix attempt 1/5 (unknown)`)
    expect(gateMessages(gh, p)).toHaveLength(chain.length)
    expectFirstFixCommented(gh, p)
  })

  it(`${N} manual retries with reset at once: every run lands its own entry, one chain of ${N} writes`, async () => {
    // Every run must write (a reset always records its fresh attempt), so the loser of each
    // round re-reads and tries again on top of the winner's write until all N are in.
    const { p, seed } = seededProgram('racing-resets')
    const sha = push(gh, p, RED)
    holdWritesUntilRead(N)
    const payload = await dispatchPayload(gh, { program: p.name, reset: true })
    const results = await Promise.all(
      Array.from({ length: N }, (_, k) =>
        runAction({
          apiUrl: gh.url,
          eventName: 'workflow_dispatch',
          payload,
          inputs: { program: p.name, reset: 'true' },
          runId: 891_000 + k
        })
      )
    )
    results.forEach(expectClean)
    expect(results.map((r) => [r.outputs.decision, r.outputs.attempt])).toEqual(
      Array(N).fill(['fix', '1'])
    )

    // One ledger entry per run, each committed with the state file that renders it: as many
    // commits as runs, in one chain.
    const ledger = ledgerOf(gh, p)
    expect(ledger.entries.map((e) => e.eventKey).sort()).toEqual(
      Array.from({ length: N }, (_, k) => `workflow_dispatch/${891_000 + k}/1`).sort()
    )
    const chain = expectOneChain(p, seed)
    expect(chain).toHaveLength(N)
    expect(stateOf(gh, p)).toMatchObject({
      ciFixAttempts: 1,
      ciHeadSha: sha,
      paused: true,
      ciLedger: N
    })
    const entries = gateStatuses(gh, p)
    expect(entries.length).toBeGreaterThanOrEqual(chain.length)
    expect(entries.every((s) => /^🔧 CI fix attempt 1\/5 on /.test(s ?? ''))).toBe(true)
    expectSeededHistoryKept(p, entries.length)
    const runOf = (text: string) => {
      const parsed = parseStateFile(text)
      if (!parsed.ok) throw new Error(formatStateError('write', parsed.error))
      return Number(
        /^fix workflow_dispatch\/(\d+)\/1 /.exec(parsed.doc.state.ciLastEvent ?? '')?.[1]
      )
    }
    const runs = chain.map((w) => runOf(w.text))
    expect(new Set(runs).size).toBe(runs.length)
    expect(runOf(stateText(gh, p))).toBe(
      Number(/\/(\d+)\/1$/.exec(ledger.entries.at(-1)?.eventKey ?? '')?.[1])
    )
  })

  it(`${SUCCESSIVE} events for ${SUCCESSIVE} successive red commits: ${SUCCESSIVE - 1} superseded skip, one attempt`, async () => {
    const { p, seed } = seededProgram('racing-commits')
    const events = Array.from({ length: SUCCESSIVE }, () => {
      const sha = push(gh, p, RED)
      return { sha, runId: ciRun(gh, p, sha, true) }
    })
    const head = events.at(-1)
    const results = await Promise.all(events.map((e, k) => deliver(gh, e.runId, {}, 893_000 + k)))
    results.forEach(expectClean)
    results.forEach((r, k) => {
      if (k === SUCCESSIVE - 1) {
        expect(r.outputs).toMatchObject({ decision: 'fix', attempt: '1' })
      } else {
        expect(r.outputs.decision).toBe('skip')
        expect(r.outputs.reason).toBe(
          `commit ${shortSha(events[k]?.sha ?? '')} is no longer the branch head (now ${shortSha(head?.sha ?? '')})`
        )
      }
    })
    expect(stateOf(gh, p)).toMatchObject({ ciFixAttempts: 1, ciHeadSha: head?.sha })
    expect(gateEntries(gh, p)).toHaveLength(1)
    expectSeededHistoryKept(p, 1)
    expect(expectOneChain(p, seed)).toHaveLength(1)
    expect(puts(p).map((w) => w.outcome)).toEqual(['committed'])
  })
})
