// Whose ledger counts. A ledger names its program and repository; with an audit key it is sealed,
// and each decision is anchored outside the state branch, in an Actions cache entry scoped to the
// default branch: only a workflow run on the default branch (the gate's own, never agent code)
// can make one, and an entry cannot be changed once made. A ledger that is not the one the gate
// last wrote (rolled back, emptied, swapped, re-sealed) is told here. Pure.
import { checkSeal, hashOf } from './chain.js'
import { entryAt, type Ledger } from './ledger.js'

/** The newest decision the gate anchored for a program: the entry's number and hash. */
export interface Anchor {
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
  return `${anchorKeyPrefix(program)}${anchor.seq}/${anchor.hash}`
}

/**
 * The anchor a cache key records, when it is one of `program`'s. Read from the right: a program
 * whose name starts with another's (`api` and `api/v2`) never reads the other's keys.
 */
export function parseAnchorKey(key: string, program: string): Anchor | null {
  const prefix = anchorKeyPrefix(program)
  if (!key.startsWith(prefix)) return null
  const match = /^(\d+)\/((?:hmac-sha256|sha256):[0-9a-f]{64})$/.exec(key.slice(prefix.length))
  if (match === null) return null
  return { seq: Number(match[1]), hash: match[2] as string }
}

/** The anchor of the newest of these cache entries (listed newest first) that is one of ours. */
export function newestAnchor(keys: readonly string[], program: string): Anchor | null {
  for (const key of keys) {
    const anchor = parseAnchorKey(key, program)
    if (anchor !== null) return anchor
  }
  return null
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
  const { seq, hash } = lookup.anchor
  if (ledger === null || last === undefined)
    return `the ledger is ${ledger === null ? 'gone' : 'empty'}; its anchor records entry ${seq}`
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
