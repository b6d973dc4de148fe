// The ledger's anchors end to end (audit-key set): artifacts of the gate's own runs, read by
// digest. Neither the storage's limits nor anyone else's uploads hide a rollback: the cache's
// eviction and the artifacts' retention take nothing the lookup needs, a crowd of artifacts of
// the same name is read past, and a ledger ahead of every anchor (a save the storage declined)
// keeps the program paused. A maintainer's reset re-seals a tampered ledger as it stands.
import { describe, expect, it } from '@jest/globals'
import { anchorName } from '../../src/rules/ledger/anchor.js'
import { ledgerPath } from '../../emulator/scenario.js'
import {
  STATE_BRANCH,
  addProgram,
  dispatch,
  iterate,
  ledgerOf,
  setRow,
  stateOf,
  stateText,
  useEmulator,
  type Program
} from '../support/loop.js'

const gh = useEmulator()
const KEY = 'e2e-anchor-audit-key-0123456789'
/** Failures of checks without logs are of unknown class: allow them a few attempts. */
const KEYED = { 'audit-key': KEY, 'unknown-failure-attempts': '3' }

function anchorsOf(p: Program) {
  return gh.store.artifacts.list(anchorName('acme/widgets', p.name))
}

/** The anchor listings among these requests. */
function lookups(requests: readonly { path: string }[]) {
  return requests.filter((r) => r.path.endsWith('/actions/artifacts'))
}

/** The ledger and state file as they stand, to be put back later by a memory save. */
function saved(p: Program): { ledger: string; state: string } {
  const ledger = gh.store.readFile(STATE_BRANCH, ledgerPath(p))?.content ?? ''
  return { ledger, state: stateText(gh, p) }
}

/** The agent's memory save putting back the ledger and state file it kept. */
function restore(p: Program, files: { ledger: string; state: string }): void {
  gh.store.commitFiles(
    STATE_BRANCH,
    [
      { path: ledgerPath(p), content: files.ledger },
      { path: p.file, content: files.state }
    ],
    'memory save'
  )
}

/** What storage limits do: the cache evicts every entry, the artifacts pass their retention. */
function storagePressure(): void {
  gh.store.caches.splice(0)
  gh.store.artifacts.expire()
}

/** Red: a fix attempt, its decision anchored. */
async function aFix(p: Program): Promise<void> {
  const red = await iterate(gh, p, { lint: 'failure', test: 'success' }, KEYED)
  expect(red.result.outputs).toMatchObject({ decision: 'fix', attempt: '1' })
}

describe('ledger anchors', () => {
  // What is left when every anchor was deleted with the ledger: a state file that shows a ledger
  // entry no ledger holds (its other rows, the agent's to write, do not matter).
  it('keeps a program paused when every anchor was deleted with the ledger', async () => {
    const p = addProgram(gh, 'anchor-deleted', {
      issueRow: false,
      state: (t) => setRow(t, 'CI Ledger', '1')
    })
    const after = await iterate(gh, p, { lint: 'failure', test: 'success' }, KEYED)
    expect(after.result.outputs['pause-reason']).toBe(
      'ledger-tampered: the state file shows ledger entry 1, but there is no ledger and no anchor'
    )
  })

  it("anchors each decision and finds the anchor each time, and so sees a ledger and state file restored to just after the last accept, through a crowd of artifacts and cache entries from other runs, and pauses; a maintainer's reset re-anchors the ledger; an anchor save the storage declined pauses it; a ledger deleted when its anchors expired keeps it paused", async () => {
    const p = addProgram(gh, 'anchor-restored', { issueRow: false })
    const green = await iterate(gh, p, { lint: 'success', test: 'success' }, KEYED)
    expect(green.result.outputs.decision).toBe('accept')
    expect(ledgerOf(gh, p).anchored).toBeUndefined()
    const afterAccept = saved(p)
    const from = gh.requests.length
    await aFix(p)
    // The run found the anchor of the decision before its own.
    expect(ledgerOf(gh, p).anchored).toBe(1)
    expect(anchorsOf(p)[0]).toMatchObject({ headBranch: 'main', expired: false })
    // One listing of the anchors a run, and no cache entry.
    expect(lookups(gh.requests.slice(from))).toHaveLength(1)
    expect(gh.store.caches).toHaveLength(0)
    storagePressure()
    // Another workflow on the default branch, and the agent's branch, upload under the name.
    const name = anchorName('acme/widgets', p.name)
    for (let i = 0; i < 150; i++) {
      const headBranch = i % 2 === 0 ? 'main' : p.branch
      gh.store.artifacts.seed(
        { runId: 90_000 + i, headBranch, headSha: 'f'.repeat(40) },
        name,
        `x${i}`
      )
      const key = `green-gate-anchor/${p.name}/0/${i}/junk`
      const id = gh.store.reserveCache(key, 'v', 'refs/heads/main') ?? 0
      gh.store.uploadCacheChunk(id, 0, Buffer.from('x'))
      gh.store.commitCache(id, 1)
    }
    restore(p, afterAccept)
    const crowded = gh.requests.length
    const after = await iterate(gh, p, { lint: 'failure', test: 'success' }, KEYED)
    expect(after.result.outputs['pause-reason']).toBe(
      'ledger-tampered: rolled back to entry 1; its anchor records entry 2'
    )
    expect(lookups(gh.requests.slice(crowded))).toHaveLength(2)
    expect(stateOf(gh, p)).toMatchObject({ paused: true })
    // Once paused for it, the pause stands, and later runs skip recording nothing: the rows of
    // a tampered ledger in test/unit/gate/audit-pause.test.ts (a skip while paused end to end:
    // trust.e2e).
    // A maintainer's reset accepts the ledger as it stands, anchors it again (in a new epoch)
    // and judges the red head with a fresh budget: the program runs again.
    const reset = await dispatch(gh, p, true, { inputs: KEYED })
    expect(reset.exitCode).toBe(0)
    expect(reset.outputs).toMatchObject({ decision: 'fix', attempt: '1' })

    // The storage declines the next decision's anchor: the gate fails loudly, and the run after
    // finds the ledger ahead of every anchor and pauses.
    gh.store.artifacts.quota = 0
    const declined = await iterate(gh, p, { lint: 'failure', test: 'failure' }, KEYED)
    expect(declined.result.exitCode).toBe(1)
    // Judged as usual (the reset's anchor was found) and sealed in the ledger all the same.
    const unsaved = ledgerOf(gh, p).entries.at(-1)?.seq
    expect(ledgerOf(gh, p).entries.at(-1)?.decision).toBe('fix')
    expect(declined.result.annotations).toContainEqual({
      level: 'error',
      message: expect.stringContaining(`the ledger anchor for entry ${unsaved} was not saved`)
    })
    gh.store.artifacts.quota = null
    const ahead = await iterate(gh, p, { lint: 'failure', test: 'failure' }, KEYED)
    expect(ahead.result.outputs['pause-reason']).toMatch(
      new RegExp(
        `^ledger-tampered: no anchor records entry ${unsaved} \\(.*\\); re-seal with /green-gate reset$`
      )
    )
    expect(stateOf(gh, p)).toMatchObject({ paused: true })
    const sealed = ledgerOf(gh, p).entries.at(-1)?.seq

    // Its anchors expired, and a memory save deleted the ledger: the next run still finds the
    // anchor the pause's decision left, and the program stays paused, saying why.
    storagePressure()
    gh.store.deleteFile(STATE_BRANCH, ledgerPath(p), 'memory save')
    const gone = await iterate(gh, p, { lint: 'failure', test: 'success' }, KEYED)
    expect(gone.result.outputs['pause-reason']).toBe(
      `ledger-tampered: the ledger is gone; its anchor records entry ${sealed}`
    )
    expect(stateOf(gh, p)).toMatchObject({ paused: true })
  })
})
