import { describe, expect, it } from '@jest/globals'
import {
  ANCHOR_REACH,
  anchorDigest,
  anchorName,
  anchorRecord,
  highestAnchor,
  ledgerTamper,
  type Anchor,
  type AnchorLookup,
  type LedgerIdentity
} from '../../../src/rules/ledger/anchor.js'
import { appendEntry, sealLedger } from '../../../src/rules/ledger/chain.js'
import { newLedger, type Ledger } from '../../../src/rules/ledger/ledger.js'
import { plainEntry } from '../../support/gate-records.js'

const KEY = 'unit-audit-key'
const REPO = 'acme/widgets'
const OWNER = { program: 'demo', repository: REPO }

/** A sealed ledger of `n` entries for `program`, as the gate writes it with the key. */
function written(n: number, program = 'demo'): Ledger {
  let ledger = newLedger(program, REPO)
  for (let i = 1; i <= n; i++) ledger = appendEntry(ledger, plainEntry(i), KEY)
  return sealLedger({ ...ledger, anchored: n - 1 }, KEY)
}

function at(seq: number, epoch = 0): AnchorLookup {
  return { kind: 'found', anchor: { epoch, seq }, expiresAt: null }
}

function identity(anchor: AnchorLookup, over: Partial<LedgerIdentity> = {}): LedgerIdentity {
  return { program: 'demo', repository: REPO, auditKey: KEY, anchor, ...over }
}

const NO_ANCHOR_5 =
  'no anchor records entry 5 (its save failed or never ran, or the anchor was deleted); re-seal with /green-gate reset'

describe('whose ledger counts', () => {
  const five = written(5)
  const cases: ReadonlyArray<{
    name: string
    ledger: Ledger | null
    id: LedgerIdentity
    shown?: number
    tamper: string | null
  }> = [
    { name: 'the ledger as anchored', ledger: five, id: identity(at(5)), tamper: null },
    {
      name: 'a ledger ahead of its anchor (a save declined, or a run stopped before it)',
      ledger: five,
      id: identity(at(4)),
      tamper: NO_ANCHOR_5
    },
    {
      name: 'a ledger rolled back to an older signed version',
      ledger: written(3),
      id: identity(at(5)),
      tamper: 'rolled back to entry 3; its anchor records entry 5'
    },
    {
      name: 'an emptied ledger',
      ledger: sealLedger(newLedger('demo', REPO), KEY),
      id: identity(at(5)),
      tamper: 'the ledger is empty; its anchor records entry 5'
    },
    {
      name: 'a removed ledger',
      ledger: null,
      id: identity(at(5)),
      tamper: 'the ledger is gone; its anchor records entry 5'
    },
    {
      name: 'a removed ledger with every anchor gone, the state file still naming an entry',
      ledger: null,
      id: identity({ kind: 'none' }),
      shown: 5,
      tamper: 'the state file shows ledger entry 5, but there is no ledger and no anchor'
    },
    {
      name: "another program's ledger",
      ledger: written(5, 'other'),
      id: identity(at(5)),
      tamper: 'the ledger names program "other"'
    },
    {
      name: "another repository's ledger",
      ledger: five,
      id: identity(at(5), { repository: 'acme/other' }),
      tamper: 'the ledger names repository "acme/widgets"'
    },
    {
      name: 'a status comment pointed elsewhere, seal left as it was',
      ledger: { ...five, statusComment: { issue: 1, id: 'IC_x' } },
      id: identity(at(5)),
      tamper: 'its seal does not match'
    },
    {
      name: 'a ledger found anchored before whose anchors are gone',
      ledger: five,
      id: identity({ kind: 'none' }),
      tamper: NO_ANCHOR_5
    },
    {
      name: 'a ledger never found anchored (audit-key just set)',
      ledger: sealLedger({ ...five, anchored: undefined } as Ledger, KEY),
      id: identity({ kind: 'none' }),
      tamper: null
    },
    {
      name: 'the anchored mark removed, the seal left as it was',
      ledger: { ...five, anchored: undefined } as Ledger,
      id: identity({ kind: 'none' }),
      tamper: 'its seal does not match'
    },
    {
      name: 'a lookup crowded out by artifacts of the same name',
      ledger: five,
      id: identity({ kind: 'crowded', seen: 800 }),
      tamper: '800 artifacts bear the name of its anchors, more than the gate reads'
    },
    {
      name: 'a ledger from before a reset',
      ledger: five,
      id: identity(at(2, 1)),
      tamper: 'rolled back to before a reset (epoch 0; its anchor records epoch 1)'
    },
    { name: 'a first decision', ledger: null, id: identity({ kind: 'none' }), tamper: null },
    {
      name: 'no audit key: only the names are checked',
      ledger: written(3),
      id: identity(at(5), { auditKey: null }),
      tamper: null
    }
  ]

  it.each(cases)('$name', ({ ledger, id, shown, tamper }) => {
    expect(ledgerTamper(ledger, id, shown ?? null)).toBe(tamper)
  })
})

describe('anchor records', () => {
  const digestOf = (anchor: Anchor, key = KEY, owner = OWNER) =>
    anchorDigest(anchorRecord(owner, anchor, key))

  it('names a program with what artifact names allow, apart from any other', () => {
    const name = anchorName(REPO, 'api/v2: "long" name')
    expect(name).toMatch(/^green-gate-anchor-[0-9a-f]{24}$/)
    expect(anchorName(REPO, 'api')).not.toBe(anchorName(REPO, 'api/v2'))
    expect(anchorName('acme/other', 'api')).not.toBe(anchorName(REPO, 'api'))
  })

  // A record from another key, program or repository, or anything else uploaded under the name,
  // does not count: it would otherwise claim less than the gate's own and hide a rollback.
  it('takes the highest anchor among the records it can read, whatever else is there', () => {
    const five = written(5)
    const digests = new Set([
      'sha256:' + '0'.repeat(64),
      digestOf({ epoch: 0, seq: 3 }),
      digestOf({ epoch: 0, seq: 9 }),
      digestOf({ epoch: 0, seq: 12 }, 'another key'),
      digestOf({ epoch: 0, seq: 13 }, KEY, { ...OWNER, program: 'other' })
    ])
    expect(highestAnchor(digests, five, OWNER, KEY)).toEqual({ epoch: 0, seq: 9 })
    const reset = digestOf({ epoch: 1, seq: 2 })
    expect(highestAnchor(new Set([...digests, reset]), five, OWNER, KEY)).toEqual({
      epoch: 1,
      seq: 2
    })
    expect(highestAnchor(digests, null, OWNER, KEY)).toEqual({ epoch: 0, seq: 9 })
    expect(highestAnchor(new Set(), five, OWNER, KEY)).toBeNull()
  })

  it('reaches as far past the ledger as a rollback is read', () => {
    const far = digestOf({ epoch: 0, seq: 5 + ANCHOR_REACH })
    const past = digestOf({ epoch: 0, seq: 6 + ANCHOR_REACH })
    expect(highestAnchor(new Set([far, past]), written(5), OWNER, KEY)).toEqual({
      epoch: 0,
      seq: 5 + ANCHOR_REACH
    })
  })
})
