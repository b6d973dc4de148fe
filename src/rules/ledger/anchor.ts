// Whose ledger counts. A ledger names its program and repository; with an audit key it is sealed,
// and each decision is anchored outside the state branch, in an artifact of the gate's workflow
// run, which no later run can change. An anchor says "the gate decided entry <seq> of epoch
// <epoch>" in a record that carries a MAC with the audit key, so only a holder of the key (the
// gate's own steps) can make one: the artifact's digest, which GitHub lists beside its name,
// tells which record it holds without downloading it. A copy of an anchor, wherever uploaded,
// only repeats what the gate said; anything else named so is ignored. The anchor that counts is
// the highest (epoch, entry) found. A ledger behind it was rolled back or removed; a ledger ahead
// of every anchor lost one (a save the storage declined, a run that stopped between its commit
// and its save, or an anchor someone deleted) and fails closed until a maintainer's reset starts
// a new epoch. A ledger that is not the one the gate last wrote is told here. Pure.
import { createHash, createHmac } from 'node:crypto'
import { checkSeal } from './chain.js'
import { lastEntry, type Ledger } from './ledger.js'

/** A decision the gate anchored for a program: the ledger's epoch and the entry's number. */
export interface Anchor {
  epoch: number
  seq: number
}

/**
 * What the anchor lookup found. `unchecked`: nothing was looked up (no audit key, or a reader
 * such as the CLI that has no access to the artifacts). `crowded`: more artifacts bear the
 * anchors' name than the lookup reads, so the newest anchor may be hidden among them.
 * `expiresAt`: when the storage removes the newest artifact that records the anchor found.
 */
export type AnchorLookup =
  | { kind: 'unchecked' }
  | { kind: 'none' }
  | { kind: 'crowded'; seen: number }
  | { kind: 'found'; anchor: Anchor; expiresAt: string | null }

/** What the gate checks a ledger against. */
export interface LedgerIdentity {
  program: string
  /** `owner/name`. */
  repository: string
  auditKey: string | null
  anchor: AnchorLookup
}

/** How far past the ledger's newest entry a lookup recognises an anchor (a rollback's depth). */
export const ANCHOR_REACH = 500

/** How far behind the ledger's newest entry a lookup looks for the anchor it lost. */
const BEHIND_REACH = 100

/** Epochs past the ledger's own that a lookup recognises (resets since a rollback). */
const EPOCH_REACH = 2

/**
 * The name every anchor of a program is uploaded under: the same for all of them, so that one
 * listing by name finds them. Programs may be long and hold `/`, which artifact names refuse.
 */
export function anchorName(repository: string, program: string): string {
  const id = createHash('sha256').update(`${repository}\n${program}`).digest('hex')
  return `green-gate-anchor-${id.slice(0, 24)}`
}

/** The record an anchor artifact holds: the anchor, whose it is, and its MAC. */
export function anchorRecord(owner: Owner, anchor: Anchor, key: string): string {
  const { repository, program } = owner
  const { epoch, seq } = anchor
  const claim = ['green-gate anchor', repository, program, epoch, seq].join('\n')
  const mac = createHmac('sha256', key).update(claim).digest('hex')
  return `${JSON.stringify({ repository, program, epoch, seq, mac })}\n`
}

/** The digest GitHub lists for an artifact holding exactly this record. */
export function anchorDigest(record: string): string {
  return `sha256:${createHash('sha256').update(record, 'utf8').digest('hex')}`
}

interface Owner {
  program: string
  repository: string
}

/**
 * The highest anchor whose record has one of these digests, among those a ledger at its
 * position can meet: entries near its newest in its epoch, and any of a few later epochs.
 * Null when none does.
 */
export function highestAnchor(
  digests: ReadonlySet<string>,
  ledger: Ledger | null,
  owner: Owner,
  key: string
): Anchor | null {
  const epoch = ledger === null ? 0 : epochOf(ledger)
  const top = (ledger === null ? 0 : (lastEntry(ledger)?.seq ?? 0)) + ANCHOR_REACH
  const held = (anchor: Anchor) => digests.has(anchorDigest(anchorRecord(owner, anchor, key)))
  for (let e = epoch + EPOCH_REACH; e > epoch; e--) {
    for (let seq = top; seq >= 1; seq--) if (held({ epoch: e, seq })) return { epoch: e, seq }
  }
  const floor = Math.max(1, top - ANCHOR_REACH - BEHIND_REACH)
  for (let seq = top; seq >= floor; seq--) if (held({ epoch, seq })) return { epoch, seq }
  return null
}

/** The ledger's epoch: 0 until a maintainer's reset accepts it as it stands. */
export function epochOf(ledger: Ledger): number {
  return ledger.epoch ?? 0
}

/**
 * Why this ledger is not the program's as the gate last wrote it; null when it is. `shownSeq`:
 * the ledger entry the state file names, which tells a removed ledger from a program's first run.
 */
export function ledgerTamper(
  ledger: Ledger | null,
  identity: LedgerIdentity,
  shownSeq: number | null = null
): string | null {
  if (ledger !== null && ledger.program !== identity.program)
    return `the ledger names program ${JSON.stringify(ledger.program)}`
  if (ledger?.repository !== undefined && ledger.repository !== identity.repository)
    return `the ledger names repository ${JSON.stringify(ledger.repository)}`
  const key = identity.auditKey
  if (key === null) return null
  if (ledger !== null && checkSeal(ledger, key) === 'broken') return 'its seal does not match'
  return anchorTamper(ledger, identity.anchor, shownSeq)
}

/** The ledger against its anchor: it may be where the anchor is, never behind or ahead of it. */
function anchorTamper(
  ledger: Ledger | null,
  lookup: AnchorLookup,
  shownSeq: number | null
): string | null {
  if (lookup.kind === 'unchecked') return null
  if (lookup.kind === 'crowded')
    return `${lookup.seen} artifacts bear the name of its anchors, more than the gate reads`
  const last = ledger === null ? undefined : lastEntry(ledger)
  if (lookup.kind === 'none') return unanchored(ledger, last?.seq ?? null, shownSeq)
  const { epoch, seq } = lookup.anchor
  if (ledger === null || last === undefined)
    return `the ledger is ${ledger === null ? 'gone' : 'empty'}; its anchor records entry ${seq}`
  if (epochOf(ledger) < epoch)
    return `rolled back to before a reset (epoch ${epochOf(ledger)}; its anchor records epoch ${epoch})`
  if (epochOf(ledger) === epoch && last.seq < seq)
    return `rolled back to entry ${last.seq}; its anchor records entry ${seq}`
  if (epochOf(ledger) === epoch && last.seq === seq) return null
  return missingAnchor(last.seq)
}

/**
 * No anchor at all. A program's first decisions have none yet, and a ledger the gate never
 * found anchored may be one that audit-key was just set on; a ledger once found anchored, or a
 * state file naming a ledger entry that no ledger holds, has lost its anchors.
 */
function unanchored(ledger: Ledger | null, last: number | null, shownSeq: number | null) {
  if (ledger?.anchored !== undefined && last !== null) return missingAnchor(last)
  if (last === null && shownSeq !== null)
    return `the state file shows ledger entry ${shownSeq}, but there is no ledger and no anchor`
  return null
}

function missingAnchor(seq: number): string {
  return `no anchor records entry ${seq} (its save failed or never ran, or the anchor was deleted); re-seal with /green-gate reset`
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
