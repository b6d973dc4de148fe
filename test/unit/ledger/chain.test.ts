import { describe, expect, it } from '@jest/globals'
import {
  appendEntry,
  canonicalJson,
  GENESIS,
  type LinkState,
  truncateChain,
  verifyChain
} from '../../../src/rules/ledger/chain.js'
import { parseLedger, serializeLedger } from '../../../src/rules/ledger/codec.js'
import { newLedger, type Ledger, type LedgerEntry } from '../../../src/rules/ledger/ledger.js'
import { plainEntry } from '../../support/gate-records.js'

const KEY = 'correct horse battery staple'

function entry(n: number, decision: LedgerEntry['decision'] = 'wait'): Omit<LedgerEntry, 'seq'> {
  return plainEntry(n, {
    at: `2026-05-02T12:00:${String(n % 60).padStart(2, '0')}Z`,
    decision,
    reason: `entry ${n}`,
    headSha: null
  })
}

/** `count` entries appended by the gate, with the key or without. */
function book(count: number, key: string | null, from: Ledger = newLedger('demo')): Ledger {
  let ledger = from
  for (let n = 1; n <= count; n++) ledger = appendEntry(ledger, entry(n), key)
  return ledger
}

/** The ledger with one entry changed, as a hand edit would leave it (its mac untouched). */
function edit(ledger: Ledger, seq: number, change: (e: LedgerEntry) => LedgerEntry): Ledger {
  return { ...ledger, entries: ledger.entries.map((e) => (e.seq === seq ? change(e) : e)) }
}

/** Entries as they were before the chain existed. */
function unchained(ledger: Ledger): Ledger {
  return {
    ...ledger,
    entries: ledger.entries.map((e) => {
      const copy = { ...e }
      delete copy.prev
      delete copy.mac
      return copy
    })
  }
}

const states = (ledger: Ledger, key: string | null): LinkState[] =>
  verifyChain(ledger, key).links.map((l) => l.state)

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: [{ d: null, c: 'x' }] }, '{"a":[{"c":"x","d":null}],"b":1}'],
    [{ a: undefined, b: 2 }, '{"b":2}'],
    ['é"', '"é\\""'],
    [1.5, '1.5']
  ])('%j → %s', (value, text) => {
    expect(canonicalJson(value)).toBe(text)
  })
})

describe('verifyChain', () => {
  const keyed = book(4, KEY)
  const plain = book(4, null)
  const cases: ReadonlyArray<{
    name: string
    ledger: Ledger
    key: string | null
    states: LinkState[]
    broken: number | null
    why?: RegExp
  }> = [
    { name: 'an empty ledger', ledger: newLedger('demo'), key: null, states: [], broken: null },
    {
      name: 'a plain chain',
      ledger: plain,
      key: null,
      states: ['ok', 'ok', 'ok', 'ok'],
      broken: null
    },
    {
      name: 'a plain chain, checked with a key',
      ledger: plain,
      key: KEY,
      states: ['ok', 'ok', 'ok', 'ok'],
      broken: null
    },
    {
      name: 'a keyed chain with its key',
      ledger: keyed,
      key: KEY,
      states: ['ok', 'ok', 'ok', 'ok'],
      broken: null
    },
    {
      name: 'a keyed chain without a key: links only',
      ledger: keyed,
      key: null,
      states: ['unchecked', 'unchecked', 'unchecked', 'unchecked'],
      broken: null
    },
    {
      name: 'a keyed chain with another key',
      ledger: keyed,
      key: 'wrong',
      states: ['broken', 'broken', 'broken', 'broken'],
      broken: 1,
      why: /content does not match its mac/
    },
    {
      name: 'an edited reason',
      ledger: edit(plain, 2, (e) => ({ ...e, reason: 'nothing to see' })),
      key: null,
      states: ['ok', 'broken', 'ok', 'ok'],
      broken: 2,
      why: /content does not match/
    },
    {
      name: 'an edited memory, keyed',
      ledger: edit(keyed, 3, (e) => ({ ...e, memory: { ...e.memory, iteration: 9 } })),
      key: KEY,
      states: ['ok', 'ok', 'broken', 'ok'],
      broken: 3
    },
    {
      name: 'an edit re-hashed without the key (a forged plain mac after keyed ones)',
      ledger: (() => {
        const forged = book(1, null, { ...keyed, entries: keyed.entries.slice(0, 3) })
        return forged
      })(),
      key: KEY,
      states: ['ok', 'ok', 'ok', 'broken'],
      broken: 4,
      why: /unkeyed mac after keyed ones/
    },
    {
      name: 'a removed entry',
      ledger: { ...plain, entries: plain.entries.filter((e) => e.seq !== 2) },
      key: null,
      states: ['ok', 'broken', 'ok'],
      broken: 3,
      why: /prev is not the hash of entry 2/
    },
    {
      name: 'stripped chain fields after chained entries',
      ledger: {
        ...plain,
        entries: [...plain.entries.slice(0, 2), ...unchained(plain).entries.slice(2)]
      },
      key: null,
      states: ['ok', 'ok', 'broken', 'broken'],
      broken: 3,
      why: /chain fields were removed/
    },
    {
      name: 'a malformed mac',
      ledger: edit(plain, 1, (e) => ({ ...e, mac: 'sha256:xyz' })),
      key: null,
      states: ['broken', 'broken', 'ok', 'ok'],
      broken: 1,
      why: /missing or malformed/
    },
    {
      name: 'a ledger from before the chain',
      ledger: unchained(plain),
      key: null,
      states: ['unchained', 'unchained', 'unchained', 'unchained'],
      broken: null
    },
    {
      name: 'an adopted ledger: chained entries after unchained ones',
      ledger: book(2, KEY, unchained(plain)),
      key: KEY,
      states: ['unchained', 'unchained', 'unchained', 'unchained', 'ok', 'ok'],
      broken: null
    },
    {
      name: 'an edit of the last unchained entry of an adopted ledger',
      ledger: edit(book(2, KEY, unchained(plain)), 4, (e) => ({ ...e, reason: 'edited' })),
      key: KEY,
      states: ['unchained', 'unchained', 'unchained', 'unchained', 'broken', 'ok'],
      broken: 5,
      why: /prev is not the hash of entry 4/
    },
    {
      name: 'a first entry whose prev is not the genesis',
      ledger: edit(plain, 1, (e) => ({ ...e, prev: `sha256:${'1'.repeat(64)}` })),
      key: null,
      states: ['broken', 'ok', 'ok', 'ok'],
      broken: 1
    },
    {
      name: 'another program’s ledger under this name',
      ledger: { ...plain, program: 'other' },
      key: null,
      states: ['broken', 'broken', 'broken', 'broken'],
      broken: 1
    }
  ]

  it.each(cases)('$name', (c) => {
    const report = verifyChain(c.ledger, c.key)
    expect(report.links.map((l) => l.state)).toEqual(c.states)
    expect(report.firstBroken?.seq ?? null).toBe(c.broken)
    if (c.why !== undefined) expect(report.firstBroken?.why).toMatch(c.why)
  })

  it('starts a new ledger at the genesis and links each entry to the MAC before it', () => {
    const [first, second] = keyed.entries
    expect(first?.prev).toBe(GENESIS)
    expect(first?.mac).toMatch(/^hmac-sha256:[0-9a-f]{64}$/)
    expect(second?.prev).toBe(first?.mac)
    expect(plain.entries[0]?.mac).toMatch(/^sha256:[0-9a-f]{64}$/)
  })

  it('survives the file: serialized, parsed, still verified', () => {
    const parsed = parseLedger(serializeLedger(book(3, KEY)))
    expect(parsed.ok && states(parsed.ledger, KEY)).toEqual(['ok', 'ok', 'ok'])
  })
})

describe('truncation', () => {
  it('keeps the newest entries and anchors the chain at the first kept one', () => {
    const ledger = book(105, KEY)
    expect(ledger.entries.length).toBe(100)
    expect(ledger.entries[0]?.seq).toBe(6)
    expect(ledger.anchor).toEqual({ seq: 5, hash: ledger.entries[0]?.prev })
    expect(verifyChain(ledger, KEY).firstBroken).toBeNull()
    const parsed = parseLedger(serializeLedger(ledger))
    expect(parsed.ok && verifyChain(parsed.ledger, KEY).firstBroken).toBeNull()
  })

  it.each([
    ['a removed anchor', (l: Ledger): Ledger => ({ ...l, anchor: undefined })],
    [
      'an anchor for another entry',
      (l: Ledger): Ledger => ({ ...l, anchor: { seq: 2, hash: l.anchor?.hash ?? '' } })
    ],
    ['entries dropped by hand', (l: Ledger): Ledger => ({ ...l, entries: l.entries.slice(3) })]
  ])('reports %s at the first kept entry', (_name, change) => {
    const ledger = change(book(103, null))
    expect(verifyChain(ledger, null).firstBroken?.why).toMatch(/anchor/)
  })

  it('never cuts a broken entry away, so the break stays visible', () => {
    const broken = edit(book(100, null), 3, (e) => ({ ...e, reason: 'edited' }))
    const next = truncateChain(
      { ...broken, entries: [...broken.entries, ...book(2, null, broken).entries.slice(-2)] },
      100,
      null
    )
    expect(next.entries[0]?.seq).toBe(3)
    expect(verifyChain(next, null).firstBroken?.seq).toBe(3)
  })

  it('anchors nothing while the first kept entry is unchained', () => {
    const adopted = book(3, null, unchained(book(99, null)))
    expect(adopted.entries[0]?.prev).toBeUndefined()
    expect(adopted.anchor).toBeUndefined()
    expect(verifyChain(adopted, null).firstBroken).toBeNull()
  })
})
