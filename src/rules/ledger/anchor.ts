// Whose ledger counts. A ledger names its program and repository; with an audit key it is sealed,
// and each decision is anchored outside the state branch, in an Actions cache entry scoped to the
// default branch, which cannot be changed once made. The anchor that counts is the highest
// (epoch, entry) recorded, not the newest: an entry someone else made in that scope can then only
// claim more than the ledger holds, which pauses the program, never less, which would hide a
// rollback. A maintainer's reset starts a new epoch, above every anchor made before. A ledger that
// is not the one the gate last wrote (rolled back, emptied, swapped, re-sealed) is told here. Pure.
import { checkSeal, hashOf } from './chain.js'
import { entryAt, type Ledger } from './ledger.js'

/** A decision the gate anchored for a program: the ledger's epoch, the entry's number and hash. */
export interface Anchor {
  epoch: number
  seq: number
  hash: string
}

/**
 * What the anchor lookup found. `unchecked`: nothing was looked up (no audit key, or a reader
 * such as the CLI that has no access to the cache).
 */
export type AnchorLookup =
  { kind: 'unchecked' } | { kind: 'none' } | { kind: 'found'; anchor: Anchor }

/** What the gate checks a ledger against. */
export interface LedgerIdentity {
  program: string
  /** `owner/name`. */
  repository: string
  auditKey: string | null
  anchor: AnchorLookup
  now: Date
}

/** GitHub removes a cache entry nobody used for seven days. */
const CACHE_EVICTION_MS = 7 * 24 * 3600 * 1000

const PREFIX = 'green-gate-anchor/'

/** The cache keys of one program's anchors all start so. */
export function anchorKeyPrefix(program: string): string {
  return `${PREFIX}${program}/`
}

export function anchorKey(program: string, anchor: Anchor): string {
  return `${anchorKeyPrefix(program)}${anchor.epoch}/${anchor.seq}/${anchor.hash}`
}

/**
 * The anchor a cache key records, when it is one of `program`'s. Read from the right: a program
 * whose name starts with another's (`api` and `api/v2`) never reads the other's keys.
 */
export function parseAnchorKey(key: string, program: string): Anchor | null {
  const prefix = anchorKeyPrefix(program)
  if (!key.startsWith(prefix)) return null
  const rest = key.slice(prefix.length)
  const match = /^(\d+)\/(\d+)\/((?:hmac-sha256|sha256):[0-9a-f]{64})$/.exec(rest)
  if (match === null) return null
  return { epoch: Number(match[1]), seq: Number(match[2]), hash: match[3] as string }
}

/** The highest anchor among these cache keys that is one of the program's. */
export function highestAnchor(keys: readonly string[], program: string): Anchor | null {
  let best: Anchor | null = null
  for (const key of keys) {
    const anchor = parseAnchorKey(key, program)
    if (anchor !== null && (best === null || above(anchor, best))) best = anchor
  }
  return best
}

function above(a: Anchor, b: Anchor): boolean {
  return a.epoch !== b.epoch ? a.epoch > b.epoch : a.seq > b.seq
}

/** The ledger's epoch: 0 until a maintainer's reset accepts it as it stands. */
export function epochOf(ledger: Ledger): number {
  return ledger.epoch ?? 0
}

/** Why this ledger is not the program's as the gate last wrote it; null when it is. */
export function ledgerTamper(ledger: Ledger | null, identity: LedgerIdentity): string | null {
  if (ledger !== null && ledger.program !== identity.program)
    return `the ledger names program ${JSON.stringify(ledger.program)}`
  if (ledger?.repository !== undefined && ledger.repository !== identity.repository)
    return `the ledger names repository ${JSON.stringify(ledger.repository)}`
  const key = identity.auditKey
  if (key === null) return null
  if (ledger !== null && checkSeal(ledger, key) === 'broken') return 'its seal does not match'
  return anchorTamper(ledger, identity.anchor, identity.now)
}

/** The ledger against its anchor: it may have moved on from it, never back or aside. */
function anchorTamper(ledger: Ledger | null, lookup: AnchorLookup, now: Date): string | null {
  if (lookup.kind === 'unchecked') return null
  const last = ledger?.entries.at(-1)
  if (lookup.kind === 'none') {
    // A ledger that records an anchor found before has lost it, which GitHub does by itself
    // only to an entry unused for a week.
    const evicted = last !== undefined && now.getTime() - Date.parse(last.at) >= CACHE_EVICTION_MS
    return ledger?.anchored === undefined || last === undefined || evicted
      ? null
      : `no anchor records entry ${last.seq}`
  }
  const { epoch, seq, hash } = lookup.anchor
  if (ledger === null || last === undefined)
    return `the ledger is ${ledger === null ? 'gone' : 'empty'}; its anchor records entry ${seq}`
  // A ledger past a reset the anchors do not show yet has moved on; one before it, back.
  if (epochOf(ledger) > epoch) return null
  if (epochOf(ledger) < epoch)
    return `rolled back to before a reset (epoch ${epochOf(ledger)}; its anchor records epoch ${epoch})`
  if (last.seq < seq) return `rolled back to entry ${last.seq}; its anchor records entry ${seq}`
  const anchored = entryAt(ledger, seq)
  if (anchored !== undefined && hashOf(ledger, anchored) !== hash)
    return `entry ${seq} is not the one anchored`
  return null
}

/** The ledger is this program's own, whatever its entries say: its counters are its own. */
export function isOwnLedger(
  ledger: Ledger,
  identity: Pick<LedgerIdentity, 'program' | 'repository'>
): boolean {
  return (
    ledger.program === identity.program &&
    (ledger.repository === undefined || ledger.repository === identity.repository)
  )
}
