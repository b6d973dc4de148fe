import { describe, expect, it } from '@jest/globals'
import { decidedOnLedger, type SweepAction } from '../../../src/rules/gate/sweep-rules.js'
import type { Reconciled } from '../../../src/rules/gate/reconcile.js'
import { emptyMemory, type Hold } from '../../../src/rules/ledger/memory.js'

const HEAD = 'abc1234def5678abc1234def5678abc1234def56'
const PUSHED = 'def5678000011112222333344445555666677778'
const FIXING: Hold = { kind: 'fixing', attempt: 1, max: 5, sha: HEAD }
const PAUSED: Hold = { kind: 'paused', reason: { kind: 'ci-timeout' } }

function read(hold: Hold, steering: Reconciled['steering'] = 'none'): Reconciled {
  return {
    memory: { ...emptyMemory(), hold },
    steering,
    behind: false,
    shownSeq: null,
    auditBreak: null,
    tampered: null,
    sealed: false,
    adopted: false,
    refusedUnpause: null
  }
}

describe('decidedOnLedger: what the sweep decides on its batched read alone', () => {
  const cases: ReadonlyArray<{
    name: string
    action: SweepAction
    read: Reconciled
    head: string | null
    onLedger: boolean
  }> = [
    {
      name: 'past the wall clock, the fix out on the head',
      action: 'timeout',
      read: read(FIXING),
      head: HEAD,
      onLedger: true
    },
    {
      name: 'past the wall clock, the fixer pushed',
      action: 'timeout',
      read: read(FIXING),
      head: PUSHED,
      onLedger: false
    },
    {
      name: 'past the wall clock, no fix out (CI is read)',
      action: 'timeout',
      read: read({ kind: 'none' }),
      head: HEAD,
      onLedger: false
    },
    {
      name: 'past the wall clock, branch gone',
      action: 'timeout',
      read: read(FIXING),
      head: null,
      onLedger: false
    },
    {
      name: 'a file behind its ledger, the fix out on the head',
      action: 'repair',
      read: read(FIXING),
      head: HEAD,
      onLedger: true
    },
    {
      name: 'a file behind its ledger, paused',
      action: 'repair',
      read: read(PAUSED),
      head: PUSHED,
      onLedger: true
    },
    {
      name: 'a file behind its ledger, nothing held (CI is read)',
      action: 'repair',
      read: read({ kind: 'none' }),
      head: HEAD,
      onLedger: false
    },
    {
      name: 'a file behind its ledger, a person lifted the pause',
      action: 'repair',
      read: read(PAUSED, 'unpause'),
      head: HEAD,
      onLedger: false
    },
    {
      name: 'an unpause',
      action: 'resume',
      read: read(PAUSED, 'unpause'),
      head: HEAD,
      onLedger: false
    },
    { name: "the keeper's work", action: 'keep', read: read(PAUSED), head: HEAD, onLedger: false },
    {
      name: 'a commit not judged yet',
      action: 'look',
      read: read(FIXING),
      head: HEAD,
      onLedger: false
    }
  ]
  it.each(cases)('$name: $onLedger', ({ action, read: reconciled, head, onLedger }) => {
    expect(decidedOnLedger(action, reconciled, head)).toBe(onLedger)
  })
})
