import { describe, expect, it } from '@jest/globals'
import {
  anchorKey,
  ledgerTamper,
  highestAnchor,
  parseAnchorKey,
  type AnchorLookup,
  type LedgerIdentity
} from '../../../src/rules/ledger/anchor.js'
import { appendEntry, hashOf, sealLedger } from '../../../src/rules/ledger/chain.js'
import { newLedger, type Ledger } from '../../../src/rules/ledger/ledger.js'
import { plainEntry } from '../../support/gate-records.js'

const KEY = 'unit-audit-key'
const REPO = 'acme/widgets'
const NOW = new Date('2026-05-03T12:00:00Z')

/** A sealed ledger of `n` entries for `program`, as the gate writes it with the key. */
function written(n: number, program = 'demo'): Ledger {
  let ledger = newLedger(program, REPO)
  for (let i = 1; i <= n; i++) ledger = appendEntry(ledger, plainEntry(i), KEY)
  return sealLedger({ ...ledger, anchored: n }, KEY)
}

function anchorOf(ledger: Ledger, seq: number): AnchorLookup {
  const entry = ledger.entries.find((e) => e.seq === seq)
  if (entry === undefined) throw new Error(`no entry ${seq}`)
  return { kind: 'found', anchor: { epoch: ledger.epoch ?? 0, seq, hash: hashOf(ledger, entry) } }
}

function identity(anchor: AnchorLookup, over: Partial<LedgerIdentity> = {}): LedgerIdentity {
  return { program: 'demo', repository: REPO, auditKey: KEY, anchor, now: NOW, ...over }
}

describe('whose ledger counts', () => {
  const five = written(5)
  const cases: ReadonlyArray<{
    name: string
    ledger: Ledger | null
    id: LedgerIdentity
    tamper: string | null
  }> = [
    { name: 'the ledger as anchored', ledger: five, id: identity(anchorOf(five, 5)), tamper: null },
    {
      name: 'a ledger that moved on from its anchor',
      ledger: five,
      id: identity(anchorOf(five, 3)),
      tamper: null
    },
    {
      name: 'a ledger rolled back to an older signed version',
      ledger: written(3),
      id: identity(anchorOf(five, 5)),
      tamper: 'rolled back to entry 3; its anchor records entry 5'
    },
    {
      name: 'an emptied ledger',
      ledger: sealLedger(newLedger('demo', REPO), KEY),
      id: identity(anchorOf(five, 5)),
      tamper: 'the ledger is empty; its anchor records entry 5'
    },
    {
      name: 'a removed ledger',
      ledger: null,
      id: identity(anchorOf(five, 5)),
      tamper: 'the ledger is gone; its anchor records entry 5'
    },
    {
      name: "another program's ledger",
      ledger: written(5, 'other'),
      id: identity(anchorOf(five, 5)),
      tamper: 'the ledger names program "other"'
    },
    {
      name: "another repository's ledger",
      ledger: five,
      id: identity(anchorOf(five, 5), { repository: 'acme/other' }),
      tamper: 'the ledger names repository "acme/widgets"'
    },
    {
      name: 'a status comment pointed elsewhere, seal left as it was',
      ledger: { ...five, statusComment: { issue: 1, id: 'IC_x' } },
      id: identity(anchorOf(five, 5)),
      tamper: 'its seal does not match'
    },
    {
      name: 'a ledger whose anchors were deleted',
      ledger: five,
      id: identity({ kind: 'none' }),
      tamper: 'no anchor records entry 5'
    },
    {
      name: 'an anchor GitHub evicted after a week unused',
      ledger: five,
      id: identity({ kind: 'none' }, { now: new Date('2026-05-20T00:00:00Z') }),
      tamper: null
    },
    {
      name: 'the anchored mark removed, the seal left as it was',
      ledger: { ...five, anchored: undefined } as Ledger,
      id: identity({ kind: 'none' }),
      tamper: 'its seal does not match'
    },
    { name: 'a first decision', ledger: null, id: identity({ kind: 'none' }), tamper: null },
    {
      name: 'no audit key: only the names are checked',
      ledger: written(3),
      id: identity(anchorOf(five, 5), { auditKey: null }),
      tamper: null
    }
  ]

  it.each(cases)('$name', ({ ledger, id, tamper }) => {
    expect(ledgerTamper(ledger, id)).toBe(tamper)
  })

  it('finds a swapped entry at the anchored number', () => {
    const other = written(5, 'demo')
    const swapped = {
      ...other,
      entries: other.entries.map((e) => (e.seq === 5 ? { ...e, reason: 'x' } : e))
    }
    const anchor = {
      kind: 'found' as const,
      anchor: { epoch: 0, seq: 5, hash: 'hmac-sha256:' + '1'.repeat(64) }
    }
    expect(ledgerTamper(sealLedger(swapped, KEY), identity(anchor))).toBe(
      'entry 5 is not the one anchored'
    )
  })
})

describe('anchor keys', () => {
  const anchor = { epoch: 0, seq: 12, hash: `hmac-sha256:${'ab'.repeat(32)}` }

  it('reads back the anchor a key records, for its own program only', () => {
    expect(parseAnchorKey(anchorKey('api', anchor), 'api')).toEqual(anchor)
    expect(parseAnchorKey(anchorKey('api/v2', anchor), 'api')).toBeNull()
    expect(parseAnchorKey(anchorKey('api', anchor), 'api/v2')).toBeNull()
    expect(parseAnchorKey('green-gate-anchor/api/0/12/not-a-hash', 'api')).toBeNull()
  })

  // Someone else's entry in the default branch's scope can claim less than the gate's: it must
  // not count, or it would hide a rollback.
  it('takes the highest anchor of the program, whatever the order of the keys', () => {
    const lower = anchorKey('demo', { ...anchor, seq: 3 })
    const keys = ['green-gate-fix-linux-x', lower, anchorKey('demo', anchor), lower]
    expect(highestAnchor(keys, 'demo')).toEqual(anchor)
    const reset = { ...anchor, epoch: 1, seq: 2 }
    expect(highestAnchor([...keys, anchorKey('demo', reset)], 'demo')).toEqual(reset)
    expect(highestAnchor(keys, 'other')).toBeNull()
  })

  it('tells a ledger from before a reset, and lets one past it move on', () => {
    const five = written(5)
    const reset = { kind: 'found' as const, anchor: { ...anchor, epoch: 1, seq: 2 } }
    expect(ledgerTamper(five, identity(reset))).toBe(
      'rolled back to before a reset (epoch 0; its anchor records epoch 1)'
    )
    const after = sealLedger({ ...five, epoch: 2 }, KEY)
    expect(ledgerTamper(after, identity(reset))).toBeNull()
  })
})
