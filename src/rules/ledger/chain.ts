// The ledger's audit chain. Every entry carries `prev`, the hash of the entry before it, and `mac`,
// a MAC over its own canonical content (prev included, and the program's name, so an entry cannot
// be moved to another program's ledger). With an audit key the MAC is HMAC-SHA256, which only a
// holder of the key can forge; without one it is a plain SHA-256 that catches accidental edits.
// An entry's hash, for the next one's `prev`, is its MAC.
//
// Truncation: the ledger keeps its newest entries; when older ones are dropped, the first kept
// entry's `prev` is recorded as the ledger's anchor and trusted. Adoption: entries written before
// the chain existed have neither field; the first chained entry's `prev` is the plain SHA-256 of
// the last unchained entry's canonical content, and the unchained ones are reported, not judged.
// Pure, on parsed ledgers: how the bytes are fetched or written is none of its business.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { lastSeq, MAX_ENTRIES, type Ledger, type LedgerEntry } from './ledger.js'

/** The `prev` of a program's first entry. */
export const GENESIS = `sha256:${'0'.repeat(64)}`

const KEYED = 'hmac-sha256:'
const PLAIN = 'sha256:'
const HASH = /^(hmac-sha256|sha256):[0-9a-f]{64}$/

/**
 * One entry as the verification saw it. `unchained`: written before the chain existed;
 * `unchecked`: keyed, and no key was given, so only its link to the one before was checked.
 */
export type LinkState = 'ok' | 'unchecked' | 'unchained' | 'broken'

export interface Link {
  seq: number
  decision: LedgerEntry['decision']
  /** The entry's hash (its MAC, or the plain hash of an unchained entry). */
  hash: string
  state: LinkState
  /** Why a link is broken. */
  why?: string
}

export interface ChainReport {
  links: Link[]
  /** The first entry whose link is broken; null when the whole chain verifies. */
  firstBroken: Link | null
}

/** JSON with every object's keys sorted, so the same content always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
    return `{${fields.join(',')}}`
  }
  return JSON.stringify(value)
}

/** Whose ledger an entry belongs to: its program, and its repository when the ledger names one. */
interface Owner {
  program: string
  repository?: string | undefined
}

/**
 * What an entry's MAC covers: the ledger's program and repository and the entry without its MAC
 * (a ledger that names no repository was written before it was named, and its MACs without it).
 */
function content(owner: Owner, entry: LedgerEntry): string {
  return canonicalJson({
    program: owner.program,
    repository: owner.repository,
    entry: unsealed(entry)
  })
}

function unsealed(entry: LedgerEntry): LedgerEntry {
  const copy = { ...entry }
  delete copy.mac
  return copy
}

function macOf(owner: Owner, entry: LedgerEntry, key: string | null): string {
  return macOfText(content(owner, entry), key)
}

function macOfText(text: string, key: string | null): string {
  return key === null
    ? PLAIN + createHash('sha256').update(text).digest('hex')
    : KEYED + createHmac('sha256', key).update(text).digest('hex')
}

/** The hash the next entry links to: the MAC, or for an unchained entry its plain hash. */
export function hashOf(owner: Owner, entry: LedgerEntry): string {
  return entry.mac ?? macOf(owner, entry, null)
}

function isChained(entry: LedgerEntry): boolean {
  return entry.prev !== undefined || entry.mac !== undefined
}

function same(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

/** The entry with its link to the ledger's last entry and its MAC. */
export function sealEntry(ledger: Ledger, entry: LedgerEntry, key: string | null): LedgerEntry {
  const last = ledger.entries.at(-1)
  const prev = last === undefined ? (ledger.anchor?.hash ?? GENESIS) : hashOf(ledger, last)
  const linked: LedgerEntry = { ...unsealed(entry), prev }
  return { ...linked, mac: macOf(ledger, linked, key) }
}

/**
 * The ledger cut to its newest `max` entries, its anchor recording where the chain now starts.
 * A broken link is never cut away: the entries from it on are kept, so the break stays visible
 * until a maintainer repairs it.
 */
export function truncateChain(ledger: Ledger, max: number, key: string | null): Ledger {
  const { entries } = ledger
  if (entries.length <= max) return ledger
  const broken = verifyChain(ledger, key).firstBroken
  const brokenAt = broken === null ? entries.length : entries.findIndex((e) => e.seq === broken.seq)
  const kept = entries.slice(Math.min(entries.length - max, brokenAt))
  const first = kept[0]
  const cut: Ledger = { ...ledger, entries: kept }
  delete cut.anchor
  if (first === undefined || first.prev === undefined || first.seq === 1) return cut
  return { ...cut, anchor: { seq: first.seq - 1, hash: first.prev } }
}

/** Every entry's link, checked with the audit key (null: none, keyed MACs are not checked). */
export function verifyChain(ledger: Ledger, key: string | null): ChainReport {
  const { entries } = ledger
  let chained = false
  let keyed = false
  const links = entries.map((entry, i): Link => {
    const hash = hashOf(ledger, entry)
    const link = (state: LinkState, why?: string): Link => ({
      seq: entry.seq,
      decision: entry.decision,
      hash,
      state,
      ...(why === undefined ? {} : { why })
    })
    if (!isChained(entry)) {
      return chained ? link('broken', 'its chain fields were removed') : link('unchained')
    }
    chained = true
    const { prev, mac } = entry
    if (prev === undefined || mac === undefined || !HASH.test(prev) || !HASH.test(mac))
      return link('broken', 'its prev or mac is missing or malformed')
    const before = entries[i - 1]
    const expected =
      before !== undefined
        ? hashOf(ledger, before)
        : entry.seq === 1
          ? GENESIS
          : ledger.anchor?.seq === entry.seq - 1
            ? ledger.anchor.hash
            : null
    if (expected === null)
      return link('broken', `no anchor records the hash of entry ${entry.seq - 1}`)
    if (!same(prev, expected))
      return link('broken', `its prev is not the hash of entry ${entry.seq - 1}`)
    if (mac.startsWith(KEYED)) {
      keyed = true
      if (key === null) return link('unchecked')
    } else if (keyed) {
      // Dropping to a plain hash after keyed entries is how a forger without the key would go.
      return link('broken', 'an unkeyed mac after keyed ones')
    }
    return same(mac, macOf(ledger, entry, mac.startsWith(KEYED) ? key : null))
      ? link('ok')
      : link('broken', 'its content does not match its mac')
  })
  return { links, firstBroken: links.find((l) => l.state === 'broken') ?? null }
}

/**
 * The ledger with one more entry, numbered after the last and chained to it (with the audit key,
 * or a plain hash without one).
 */
export function appendEntry(
  ledger: Ledger,
  entry: Omit<LedgerEntry, 'seq'>,
  auditKey: string | null
): Ledger {
  const next = sealEntry(ledger, { ...entry, seq: lastSeq(ledger) + 1 }, auditKey)
  return truncateChain({ ...ledger, entries: [...ledger.entries, next] }, MAX_ENTRIES, auditKey)
}

/**
 * What the seal covers: everything of the ledger outside its entries that the gate reads, and
 * the newest entry's hash, which the chain ties to every entry before it.
 */
function sealContent(ledger: Ledger): string {
  const last = ledger.entries.at(-1)
  const { program, repository, anchor, statusComment, anchored, epoch } = ledger
  const head = last === undefined ? null : hashOf(ledger, last)
  return canonicalJson({ program, repository, anchor, statusComment, anchored, epoch, head })
}

/** The ledger sealed with the audit key; without one it is left unsealed (a seal needs a key). */
export function sealLedger(ledger: Ledger, key: string | null): Ledger {
  const unsealedLedger = { ...ledger }
  delete unsealedLedger.seal
  return key === null
    ? unsealedLedger
    : { ...unsealedLedger, seal: macOfText(sealContent(unsealedLedger), key) }
}

/** A ledger's seal, checked with the audit key: absent (older ledger), whole, or broken. */
export type SealState = 'absent' | 'ok' | 'broken'

export function checkSeal(ledger: Ledger, key: string): SealState {
  if (ledger.seal === undefined) return 'absent'
  return same(ledger.seal, macOfText(sealContent(ledger), key)) ? 'ok' : 'broken'
}
