// The trust model end to end, as an attacker would try it: the agent (its memory save, its
// code's token) cannot lift a pause, raise its budget with a new Iteration Count, swap its
// ledger for another program's, aim the gate's comments at another issue or comment, or
// dispatch a retry. A maintainer can lift a pause. (Rolled back ledgers: anchor.e2e.)
import { describe, expect, it } from '@jest/globals'
import { serializeLedger } from '../../src/rules/ledger/codec.js'
import { newLedger } from '../../src/rules/ledger/ledger.js'
import { nodeId } from '../../emulator/objects.js'
import { ledgerPath } from '../../emulator/scenario.js'
import {
  MAINTAINER,
  STATE_BRANCH,
  addProgram,
  commentCreations,
  comments,
  dispatch,
  iterate,
  ledgerOf,
  memoryOf,
  setRow,
  stateOf,
  stateText,
  statusMarker,
  useEmulator,
  type Program
} from '../support/loop.js'

const gh = useEmulator()
const KEY = 'e2e-trust-audit-key-0123456789'
/** Failures of checks without logs are of unknown class: allow them a few attempts. */
const TRIES = { 'unknown-failure-attempts': '3' }
const KEYED = { 'audit-key': KEY, ...TRIES }

/** The agent's memory save: the state file with one row changed, committed by the bot. */
function agentWrites(p: Program, field: string, value: string): void {
  gh.store.putFile(STATE_BRANCH, p.file, setRow(stateText(gh, p), field, value), 'memory save')
}

/** A maintainer's commit of the same edit, authored by a person with write access. */
function maintainerWrites(p: Program, field: string, value: string): void {
  const text = setRow(stateText(gh, p), field, value)
  gh.store.putFile(STATE_BRANCH, p.file, text, 'maintainer edit', MAINTAINER)
}

/** A memory save GitHub cannot show as text (a NUL byte makes it binary). */
function unreadableSave(p: Program): void {
  gh.store.putFile(STATE_BRANCH, p.file, Buffer.from('\0'), 'memory save')
}

/** The gate's ledgers signed: a ledger the agent swaps in must be one the gate signed. */
const SIGNED = { 'audit-key': KEY }
/** No attempts for a failure of unknown class: the gate pauses on the first red. */
const NO_TRIES = { ...SIGNED, 'unknown-failure-attempts': '0' }

/** Red of unknown class (a check without a log) with no budget for it: the gate's own pause, in one run. */
async function pausedByGate(p: Program): Promise<void> {
  const red = await iterate(gh, p, { smoke: 'failure' }, NO_TRIES)
  expect(red.result.outputs).toMatchObject({ decision: 'pause', 'failure-class': 'unknown' })
}

describe('who may unpause', () => {
  // The agent raising Iteration Count while the fix loop holds the program: autoloop.e2e (the
  // clock stands) and the decide table (the budget stands). A person's lift of a pause set before
  // the gate kept a ledger: what-ran.e2e's lift.
  // A ledger restored to an older signed version (a rollback), its pause standing and a reset
  // re-anchoring it: test/e2e/anchor.e2e.test.ts, where neither storage limits nor other runs'
  // uploads hide it; the others (emptied, removed, a seal left as it was) are the pure rule's
  // table in test/unit/ledger/anchor.test.ts.
  it("writes its pause back when a bot lifts it, saying so once in the skip's one comment; refuses even a maintainer's lift past a version it cannot read, saying so; gives a fresh budget when a maintainer's commit lifts it on a readable chain; with audit-key set, pauses on another program's signed ledger swapped in, and starts its own afresh", async () => {
    const p = addProgram(gh, 'bot-unpause')
    await pausedByGate(p)
    const attempts = memoryOf(gh, p).attempts
    agentWrites(p, 'Paused', 'false')
    const from = gh.requests.length
    const after = await iterate(gh, p, { lint: 'failure' }, SIGNED)
    expect(after.result.exitCode).toBe(0)
    expect(after.result.outputs.decision).toBe('skip')
    expect(stateOf(gh, p)).toMatchObject({ paused: true })
    expect(memoryOf(gh, p).attempts).toEqual(attempts)
    const botNotices = () =>
      comments(gh, p).filter((c) => c.body.includes('not a person with write access'))
    expect(botNotices()).toHaveLength(1)
    expect(botNotices()[0]?.body).toContain('github-actions[bot]')
    // The notice is the one comment the skip created.
    expect(commentCreations(gh.requests.slice(from))).toHaveLength(1)
    // Even a maintainer's lift is refused past a version the gate cannot read; that run, past the
    // bot's repaired lift, says nothing more of it (the notice stays one).
    const paused = stateText(gh, p)
    unreadableSave(p)
    gh.store.putFile(STATE_BRANCH, p.file, setRow(paused, 'Paused', 'false'), 'lift', MAINTAINER)
    const refused = await iterate(gh, p, { lint: 'failure' }, SIGNED)
    expect(refused.result.outputs.decision).toBe('skip')
    expect(stateOf(gh, p)).toMatchObject({ paused: true })
    expect(memoryOf(gh, p).attempts).toEqual(attempts)
    const notices = comments(gh, p).filter((c) => c.body.includes('a version it cannot read'))
    expect(notices).toHaveLength(1)
    expect(notices[0]?.body).toContain("the gate's pause was written back")
    expect(botNotices()).toHaveLength(1)
    maintainerWrites(p, 'Paused', 'false')
    const lifted = await iterate(gh, p, { lint: 'failure' }, SIGNED)
    expect(lifted.result.outputs).toMatchObject({ decision: 'fix', attempt: '1' })

    // Its signed ledger, swapped in for another program's (the name is read before anything
    // else, so a program yet to keep one of its own will do).
    const signed = gh.store.readFile(STATE_BRANCH, ledgerPath(p))?.content ?? ''
    const mine = addProgram(gh, 'swap-mine', { issueRow: false })
    gh.store.putFile(STATE_BRANCH, ledgerPath(mine), signed, 'agent code swaps the ledger')
    const swapped = await iterate(gh, mine, { lint: 'success', test: 'failure' }, KEYED)
    expect(swapped.result.outputs['pause-reason']).toBe(
      `ledger-tampered: the ledger names program "${p.name}"`
    )
    expect(stateOf(gh, mine)).toMatchObject({ paused: true })
    expect(ledgerOf(gh, mine).program).toBe('swap-mine')
  })

  it('refuses a retry dispatched by a bot', async () => {
    // Refused before the program is read: a pause seeded in its state file will do.
    const p = addProgram(gh, 'bot-retry', {
      issueRow: false,
      state: (t) => setRow(setRow(t, 'Paused', 'true'), 'Pause Reason', 'ci-fix-exhausted')
    })
    const run = await dispatch(gh, p, true, { sender: 'github-actions[bot]' })
    expect(run.exitCode).toBe(1)
    expect(run.annotations).toContainEqual({
      level: 'error',
      message: expect.stringContaining('workflow_dispatch refused: github-actions[bot] (a bot)')
    })
    expect(stateOf(gh, p)).toMatchObject({ paused: true })
  })
})

describe('where the gate speaks', () => {
  it("ignores an Issue row aimed at another issue, and never edits someone else's comment the ledger is pointed at", async () => {
    const p = addProgram(gh, 'aimed-row')
    const decoy = gh.store.addIssue({ title: 'unrelated' })
    gh.store.putFile(
      STATE_BRANCH,
      p.file,
      setRow(stateText(gh, p), 'Issue', `#${decoy}`),
      'agent aims the row'
    )
    // Without audit-key the agent can write the ledger too: it points the status comment's id at
    // a maintainer's comment on the program issue.
    const theirs = gh.store.addComment(p.issue, 'a maintainer wrote this', 'mona')
    const id = nodeId('IC_', theirs.id)
    const pointed = { ...newLedger(p.name), statusComment: { issue: p.issue, id } }
    gh.store.putFile(STATE_BRANCH, ledgerPath(p), serializeLedger(pointed), 'agent points the id')
    const run = await iterate(gh, p, { lint: 'failure' })
    expect(run.result.outputs.decision).toBe('fix')
    expect(gh.store.issueComments(decoy)).toEqual([])
    expect(comments(gh, p).some((c) => c.body.includes(statusMarker(p)))).toBe(true)
    expect(run.result.annotations).toContainEqual({
      level: 'warning',
      message: expect.stringContaining(`its Issue row names #${decoy}`)
    })
    expect(gh.store.comment(theirs.id)?.body).toBe('a maintainer wrote this')
    expect(ledgerOf(gh, p).statusComment?.id).not.toBe(id)
  })
})
