// One program's part of a commit round: its ledger and state file checked against whose they
// must be, the decision made on them (or the one a lost response landed anyway), and the writes
// that commit it, ready to go out with the other programs' of the round.
import * as core from '@actions/core'
import { GateError } from '../../rules/errors.js'
import type { GitHubClient } from '../../adapters/github/client.js'
import type { FileWrite } from '../../adapters/github/state-commit.js'
import { describeLocation } from '../../adapters/github/state-file.js'
import { serializeLedger } from '../../rules/ledger/codec.js'
import { lastEntry, newLedger, type Ledger, type LedgerEntry } from '../../rules/ledger/ledger.js'
import { appendEntry, sealLedger } from '../../rules/ledger/chain.js'
import { epochOf, isOwnLedger, type LedgerIdentity } from '../../rules/ledger/anchor.js'
import type { Repository } from '../../adapters/runner/env.js'
import type { UnpauseTrust } from '../../rules/gate/steering.js'
import type { StateDocument } from '../../rules/state/index.js'
import type { Verdict } from '../../rules/gate/verdict.js'
import { reconcile, type Reconciled } from '../../rules/gate/reconcile.js'
import { trustUnpause } from './steering-trust.js'
import { parseState, type ProgramFiles } from './read-programs.js'
import type { ProgramSnapshot } from './program-snapshot.js'
import { anchorOf } from './ledger-anchors.js'
import { renderedState } from './state-file-rows.js'

/** How one program decides; `B`: what its last step before the commit did, handed forward. */
export interface DecisionSteps<B = never> {
  /** The state file to start from when the program has none yet. */
  newFile: () => string
  decideOn: (read: Reconciled, doc: StateDocument) => Promise<Verdict> | Verdict
  /** The ledger entry a verdict becomes (its number is given when appended). */
  entryFor: (verdict: Verdict, next: NonNullable<Verdict['next']>) => Omit<LedgerEntry, 'seq'>
  message: (verdict: Verdict) => string
  /**
   * Last changes to the ledger a decision is committed with (e.g. the status comment it posts
   * first), and what was done for them; called again on each round a lost race makes the gate
   * decide again, with what the round before did.
   */
  beforeCommit?: (
    decided: { verdict: Verdict; read: Reconciled; doc: StateDocument },
    ledger: Ledger,
    earlier: B | null
  ) => Promise<{ ledger: Ledger; done: B | null }>
}

export interface Committed {
  verdict: Verdict
  /** What the decision was made on. */
  read: Reconciled
  doc: StateDocument
  ledger: Ledger
  /** The state file as it now stands on the state branch. */
  text: string
  /** The file was behind the ledger (a memory save reverted it) and its gate rows were restored. */
  repaired: boolean
  /** The state branch's head with the decision on it. */
  stateHead: string
}

/** A commit that was refused: what it held, and the head it was based on. */
export interface Tried {
  verdict: Verdict
  /** The ledger entry it appended; null when it only rendered the state file. */
  eventKey: string | null
  basedOn: string
  refusal: string
}

/**
 * What a run checks every round's ledger against: whose it must be, and its anchor (looked up
 * once a run: an anchor a racing run adds meanwhile only ever records a later entry); and who
 * lifted `Paused`, asked at most once a run.
 */
export interface Guard {
  identity: LedgerIdentity
  unpause: () => Promise<UnpauseTrust>
}

export async function guardFor(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles,
  snapshot: ProgramSnapshot
): Promise<Guard> {
  const repository = `${repo.owner}/${repo.repo}`
  const { program, auditKey } = files
  const anchor = await anchorOf(gh, repo, files, snapshot)
  let asked: Promise<UnpauseTrust> | null = null
  return {
    identity: { program, repository, auditKey, anchor },
    unpause: () =>
      (asked ??= trustUnpause(gh, repo, files.state, {
        at: files.ledger,
        sha: snapshot.storedLedger?.sha ?? null,
        ledger: snapshot.ledger
      }))
  }
}

/**
 * The ledger and file read against whose they must be; a lift of `Paused` that no person with
 * write access made is a revert: no steering, and the file's rows are rendered again.
 */
async function checkedRead(
  snapshot: ProgramSnapshot,
  doc: StateDocument,
  files: ProgramFiles,
  guard: Guard
): Promise<Reconciled> {
  const read = reconcile(snapshot.ledger, doc, files.auditKey, guard.identity)
  if (read.steering !== 'unpause') return read
  const trust = await guard.unpause()
  return trust.trusted ? read : { ...read, steering: 'none', refusedUnpause: trust.refusal }
}

/** The ledger a decision is appended to: the program's own, or a new one in place of another's. */
function ledgerToAppend(
  snapshot: ProgramSnapshot,
  files: ProgramFiles,
  identity: LedgerIdentity
): Ledger {
  const own = snapshot.ledger
  const anchor = identity.anchor
  const fresh = newLedger(files.program, identity.repository)
  if (own === null || !isOwnLedger(own, identity)) return fresh
  // An anchor found is recorded, so that from now on a missing one is seen as deleted.
  return anchor.kind === 'found'
    ? { ...own, anchored: Math.max(own.anchored ?? 0, anchor.anchor.seq) }
    : own
}

/** One round's commit, ready to write: decided on the snapshot, or the lost one it finds landed. */
export interface Prepared<B> {
  committed: Committed
  writes: FileWrite[]
  /** The ledger entry's event key, to recognise the commit if its response is lost. */
  eventKey: string | null
  /** The round adds an entry to the ledger, or found the one a lost response added. */
  appended: boolean
  /** What the last step before the commit did, this round or an earlier one. */
  before: B | null
}

/** One program's round: what it decides on, and what an earlier round did before its commit. */
export interface ProgramRound<B> {
  files: ProgramFiles
  steps: DecisionSteps<B>
  snapshot: ProgramSnapshot
  guard: Guard
  earlier: B | null
}

export async function prepareCommit<B>(
  round: ProgramRound<B>,
  tried: Tried | null
): Promise<Prepared<B>> {
  const { files, steps, snapshot, guard } = round
  const text = snapshot.storedState?.text ?? steps.newFile()
  const doc = parseState(files.state, text)
  const read = await checkedRead(snapshot, doc, files, guard)
  const current = ledgerToAppend(snapshot, files, guard.identity)
  const landed = lastEntry(current)
  const lost = landedAnyway(tried, landed, snapshot.stateHead)
  const verdict: Verdict = lost && tried !== null ? tried.verdict : await steps.decideOn(read, doc)
  const entry: Omit<LedgerEntry, 'seq'> | null =
    lost || verdict.next === null ? null : steps.entryFor(verdict, verdict.next)
  const reverted =
    lost && landed !== undefined && landed.seq > 1 && doc.state.ciLedger !== landed.seq - 1
  const decided = { ...read, behind: lost ? reverted : read.behind }
  // A tampered ledger a maintainer accepted (reset, unpause) starts a new epoch of anchors.
  const accepted = read.tampered !== null && verdict.resumed
  const base = accepted ? { ...current, epoch: epochOf(current) + 1 } : current
  const appended = entry === null ? base : appendEntry(base, entry, files.auditKey)
  const { ledger, done } =
    entry === null || steps.beforeCommit === undefined
      ? { ledger: appended, done: round.earlier }
      : await steps.beforeCommit({ verdict, read: decided, doc }, appended, round.earlier)
  for (const warning of doc.warnings) {
    core.warning(`${describeLocation(files.state)}:${warning.line}: ${warning.message}`)
  }
  const out = renderedState(files, ledger, text, doc)
  const repaired = decided.behind && ledger.entries.length > 0
  const { stateHead } = snapshot
  const sealed = sealLedger(ledger, files.auditKey)
  return {
    committed: { verdict, read: decided, doc, ledger: sealed, text: out, repaired, stateHead },
    writes: [
      ...(entry === null ? [] : [{ path: files.ledger.path, text: serializeLedger(sealed) }]),
      ...(out === text ? [] : [{ path: files.state.path, text: out }])
    ],
    eventKey: entry?.eventKey ?? (lost ? (landed?.eventKey ?? null) : null),
    appended: entry !== null || lost,
    before: done
  }
}

/**
 * A commit whose response was lost (and whose resend was refused as stale) did land: the file
 * not showing it yet is this run's own doing, not a revert. A refusal although nobody moved the
 * branch is not a race (a ruleset, a protected branch, a validation error): trying again cannot
 * help, so it stops here.
 */
function landedAnyway(
  tried: Tried | null,
  landed: LedgerEntry | undefined,
  stateHead: string
): boolean {
  if (tried === null) return false
  const lost = tried.eventKey !== null && landed?.eventKey === tried.eventKey
  if (!lost && stateHead === tried.basedOn) throw new GateError(tried.refusal)
  return lost
}
