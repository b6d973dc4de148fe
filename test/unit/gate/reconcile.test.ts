import { describe, expect, it } from '@jest/globals'
import { reconcile, type Steering } from '../../../src/rules/gate/reconcile.js'
import { newLedger, type Ledger, type LedgerEntry } from '../../../src/rules/ledger/ledger.js'
import { emptyMemory, type Hold } from '../../../src/rules/ledger/memory.js'
import type { OwnedFields } from '../../../src/rules/state/index.js'
import { AT, HEAD, plainEntry, stateDoc } from '../../support/gate-records.js'

const FIXING: Hold = { kind: 'fixing', attempt: 1, max: 3, sha: HEAD }
const STUCK: Hold = { kind: 'paused', reason: { kind: 'stuck', signature: 'sig-a' } }

function entry(seq: number, hold: Hold): LedgerEntry {
  return {
    seq,
    ...plainEntry(seq, {
      decision: hold.kind === 'none' ? 'accept' : hold.kind === 'fixing' ? 'fix' : 'pause',
      memory: { ...emptyMemory(), hold, iteration: 3 + seq }
    })
  }
}

function ledger(...holds: Hold[]): Ledger {
  return { program: 'demo', entries: holds.map((hold, i) => entry(i + 1, hold)) }
}

describe('reconcile: a file with no ledger yet', () => {
  it('adopts the CI rows of a file the gate kept before', () => {
    const doc = stateDoc({
      iterationCount: 4,
      set: {
        ciFixAttempts: 2,
        ciSignature: 'sig-a',
        ciHeadSha: HEAD,
        ciGateStarted: AT,
        ciLastEvent: `fix workflow_run/100/1 ${AT}`,
        paused: true,
        pauseReason: 'ci-fix-in-progress: attempt 2/3 on abc1234'
      }
    })
    const result = reconcile(null, doc)
    expect(result).toMatchObject({ steering: 'none', behind: false, shownSeq: null })
    // A hold under a last event that is not a pause is someone else's.
    expect(result.memory).toEqual({
      hold: { kind: 'manual', reason: 'ci-fix-in-progress: attempt 2/3 on abc1234' },
      iteration: 4,
      clockStarted: AT,
      attempts: [1, 2].map((attempt) => ({
        attempt,
        commit: HEAD,
        signature: 'sig-a',
        failureClass: 'unknown',
        runUrl: null,
        at: AT,
        outcome: attempt === 2 ? 'with-fixer' : 'new-failure'
      })),
      signature: 'sig-a',
      headSha: HEAD,
      lastEvent: { decision: 'fix', eventKey: 'workflow_run/100/1', at: AT },
      reruns: null,
      keeper: null
    })
  })

  it('adopts a new file as an empty memory at its Iteration Count', () => {
    const result = reconcile(null, stateDoc())
    expect(result).toEqual({
      memory: { ...emptyMemory(), iteration: 0 },
      steering: 'none',
      behind: false,
      shownSeq: null,
      auditBreak: null,
      tampered: null,
      sealed: false,
      adopted: true,
      refusedUnpause: null
    })
  })

  it('adopts the same way from a ledger with no entries', () => {
    expect(reconcile(newLedger('demo'), stateDoc())).toEqual(reconcile(null, stateDoc()))
  })

  it('settles every adopted attempt when the last event was not a fix', () => {
    const doc = stateDoc({
      set: { ciFixAttempts: 2, ciLastEvent: `wait workflow_run/100/1 ${AT}` }
    })
    expect(reconcile(null, doc).memory.attempts.map((a) => a.outcome)).toEqual([
      'new-failure',
      'new-failure'
    ])
  })

  const pauses: ReadonlyArray<{ name: string; set: Partial<OwnedFields>; hold: Hold }> = [
    {
      name: 'stuck',
      set: { pauseReason: 'stuck in CI fix loop: TS2339:src/a.ts' },
      hold: { kind: 'paused', reason: { kind: 'stuck', signature: 'TS2339:src/a.ts' } }
    },
    {
      name: 'exhausted',
      set: { pauseReason: 'ci-fix-exhausted: jest: a > b' },
      hold: { kind: 'paused', reason: { kind: 'ci-fix-exhausted', signature: 'jest: a > b' } }
    },
    {
      name: 'timed out',
      set: { pauseReason: 'ci-timeout' },
      hold: { kind: 'paused', reason: { kind: 'ci-timeout' } }
    },
    {
      name: 'a reason that names no signature, with a CI Signature row',
      set: { pauseReason: 'ci-fix-exhausted', ciSignature: 'sig-z' },
      hold: { kind: 'paused', reason: { kind: 'ci-fix-exhausted', signature: 'sig-z' } }
    },
    {
      name: 'no reason and no signature',
      set: {},
      hold: { kind: 'paused', reason: { kind: 'ci-fix-exhausted', signature: 'unknown' } }
    }
  ]

  it.each(pauses)('reads a gate pause ($name) as the gate’s own', ({ set, hold }) => {
    const doc = stateDoc({
      set: { ...set, paused: true, ciLastEvent: `pause workflow_run/100/1 ${AT}` }
    })
    expect(reconcile(null, doc)).toMatchObject({ memory: { hold }, steering: 'none' })
  })

  const manual: ReadonlyArray<{ name: string; set: Partial<OwnedFields>; hold: Hold }> = [
    {
      name: 'with no last event',
      set: { paused: true, pauseReason: 'on holiday' },
      hold: { kind: 'manual', reason: 'on holiday' }
    },
    {
      name: 'after an accept',
      set: { paused: true, ciLastEvent: `accept workflow_run/100/1 ${AT}` },
      hold: { kind: 'manual', reason: null }
    }
  ]

  it.each(manual)('reads any other pause ($name) as manual', ({ set, hold }) => {
    expect(reconcile(null, stateDoc({ set }))).toMatchObject({ memory: { hold }, steering: 'none' })
  })

  it('reads Paused false after a gate pause as an unpause', () => {
    const doc = stateDoc({
      set: {
        paused: false,
        pauseReason: 'stuck in CI fix loop: sig-a',
        ciLastEvent: `pause workflow_run/100/1 ${AT}`
      }
    })
    expect(reconcile(null, doc)).toMatchObject({
      memory: { hold: { kind: 'none' } },
      steering: 'unpause'
    })
  })
})

describe('reconcile: a file against its ledger', () => {
  const rows: ReadonlyArray<{
    name: string
    ciLedger: number | null
    behind: boolean
    shownSeq: number | null
  }> = [
    { name: 'shows the newest entry', ciLedger: 2, behind: false, shownSeq: 2 },
    { name: 'shows an older entry', ciLedger: 1, behind: true, shownSeq: 1 },
    { name: 'has no CI Ledger row', ciLedger: null, behind: true, shownSeq: null },
    { name: 'names an entry the ledger does not hold', ciLedger: 7, behind: true, shownSeq: null }
  ]

  it.each(rows)('decides from the newest memory when the file $name', (c) => {
    const book = ledger({ kind: 'none' }, { kind: 'none' })
    const set = c.ciLedger === null ? {} : { ciLedger: c.ciLedger }
    const result = reconcile(book, stateDoc({ set }))
    expect(result).toEqual({
      memory: book.entries[1]?.memory,
      steering: 'none',
      behind: c.behind,
      shownSeq: c.shownSeq,
      auditBreak: null,
      tampered: null,
      sealed: false,
      adopted: false,
      refusedUnpause: null
    })
  })

  const steering: ReadonlyArray<{
    name: string
    holds: Hold[]
    set: Partial<OwnedFields>
    steering: Steering
  }> = [
    {
      name: 'a gate pause lifted',
      holds: [STUCK],
      set: { ciLedger: 1, paused: false, pauseReason: 'stuck in CI fix loop: sig-a' },
      steering: 'unpause'
    },
    {
      name: 'a fixing hold lifted',
      holds: [FIXING],
      set: { ciLedger: 1, paused: false },
      steering: 'unpause'
    },
    {
      name: 'a manual pause lifted',
      holds: [{ kind: 'manual', reason: 'looking into it' }],
      set: { ciLedger: 1, paused: false, pauseReason: 'looking into it' },
      steering: 'unpause'
    },
    {
      name: 'a gate pause unchanged',
      holds: [STUCK],
      set: { ciLedger: 1, paused: true, pauseReason: 'stuck in CI fix loop: sig-a' },
      steering: 'none'
    },
    {
      name: 'a fixing hold unchanged',
      holds: [FIXING],
      set: { ciLedger: 1, paused: true, pauseReason: 'ci-fix-in-progress: attempt 1/3 on abc1234' },
      steering: 'none'
    },
    {
      name: 'a gate pause given another reason',
      holds: [STUCK],
      set: { ciLedger: 1, paused: true, pauseReason: 'looking into it' },
      steering: 'pause'
    },
    {
      name: 'a pause set on a file the gate left running',
      holds: [{ kind: 'none' }],
      set: { ciLedger: 1, paused: true, pauseReason: 'on holiday' },
      steering: 'pause'
    },
    {
      name: 'a manual pause as recorded, its pipe written as the scheduler-safe look-alike',
      holds: [{ kind: 'manual', reason: 'wait | see #12' }],
      set: { ciLedger: 1, paused: true, pauseReason: 'wait ¦ see #12' },
      steering: 'none'
    },
    {
      name: 'nothing paused',
      holds: [{ kind: 'none' }],
      set: { ciLedger: 1 },
      steering: 'none'
    },
    {
      name: 'the older entry it shows, unchanged, though the newest holds nothing',
      holds: [STUCK, { kind: 'none' }],
      set: { ciLedger: 1, paused: true, pauseReason: 'stuck in CI fix loop: sig-a' },
      steering: 'none'
    },
    {
      name: 'the older entry it shows, lifted, though the newest holds nothing',
      holds: [STUCK, { kind: 'none' }],
      set: { ciLedger: 1, paused: false },
      steering: 'unpause'
    },
    {
      name: 'no CI Ledger row and a pause the gate did not write',
      holds: [{ kind: 'none' }],
      set: { paused: true, pauseReason: 'on holiday' },
      steering: 'pause'
    },
    {
      name: 'no CI Ledger row and a pause with another reason than the gate’s',
      holds: [STUCK],
      set: { paused: true, pauseReason: 'on holiday' },
      steering: 'pause'
    },
    {
      name: 'no CI Ledger row and the gate’s own pause',
      holds: [STUCK],
      set: { paused: true, pauseReason: 'stuck in CI fix loop: sig-a' },
      steering: 'none'
    },
    {
      // An older copy of the file, not a person lifting the pause.
      name: 'no CI Ledger row and Paused false under a gate pause',
      holds: [STUCK],
      set: { paused: false },
      steering: 'none'
    }
  ]

  it.each(steering)('steers $steering on $name', (c) => {
    expect(reconcile(ledger(...c.holds), stateDoc({ set: c.set })).steering).toBe(c.steering)
  })

  it.each([
    { name: 'Paused lifted', set: { ciLedger: 1, paused: false } },
    { name: 'Paused set', set: { ciLedger: 1, paused: true, pauseReason: 'on holiday' } }
  ])('reads no steering from a heading the scheduler cannot find ($name)', ({ set }) => {
    const holds: Hold[] = set.paused ? [{ kind: 'none' }] : [STUCK]
    const doc = stateDoc({ set, plainHeading: true })
    expect(doc.heading.schedulerFinds).toBe(false)
    expect(reconcile(ledger(...holds), doc).steering).toBe('none')
  })
})
