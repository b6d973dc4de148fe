// Read the program's ledger and state file, decide, and commit the decision: the ledger with the
// new entry and the state file rendered from it, as one commit based on the state branch head
// that was read. If the branch moved meanwhile nothing is written, and the gate reads and decides
// again, on what the files now say (a maintainer's `Paused` edit included). A file the gate
// cannot parse stops everything before any write.
import * as core from '@actions/core'
import { setTimeout as sleep } from 'node:timers/promises'
import { GateError } from '../../rules/errors.js'
import type { GitHubClient } from '../../adapters/github/client.js'
import { filesOnly, readProgramView, type ProgramRead } from '../../adapters/github/program-read.js'
import { commitToBranch, type FileWrite } from '../../adapters/github/state-commit.js'
import { readProgramFiles } from '../../adapters/github/programs-read.js'
import { describeLocation, type StoredFile } from '../../adapters/github/state-file.js'
import { serializeLedger } from '../../rules/ledger/codec.js'
import { lastEntry, newLedger, type Ledger, type LedgerEntry } from '../../rules/ledger/ledger.js'
import { appendEntry, sealLedger } from '../../rules/ledger/chain.js'
import type { AnchorLookup, LedgerIdentity } from '../../rules/ledger/anchor.js'
import type { Repository } from '../../adapters/runner/env.js'
import { lookupAnchor, saveAnchor } from '../../adapters/github/ledger-anchor.js'
import { errorLine } from '../../rules/errors.js'
import type { UnpauseTrust } from '../../rules/gate/steering.js'
import { trustUnpause } from './steering-trust.js'
import { parseState, readLedger, type ProgramFiles } from './read-programs.js'
import { applyStateChanges, formatStateError, type StateDocument } from '../../rules/state/index.js'
import { foldHistory } from '../../rules/state/fold.js'
import type { Verdict } from '../../rules/gate/verdict.js'
import { reconcile, type Reconciled } from '../../rules/gate/reconcile.js'
import { epochOf, isOwnLedger } from '../../rules/ledger/anchor.js'
import { renderGateRows } from '../../rules/gate/render-state.js'
import { writeBackoff } from '../../rules/gate/write-backoff.js'

/** Enough for ten runs racing on one program; more means something keeps rewriting the file. */
const MAX_WRITE_ROUNDS = 12

export interface DecisionSteps {
  /** The state file to start from when the program has none yet. */
  newFile: () => string
  decideOn: (read: Reconciled, doc: StateDocument) => Promise<Verdict> | Verdict
  /** The ledger entry a verdict becomes (its number is given when appended). */
  entryFor: (verdict: Verdict, next: NonNullable<Verdict['next']>) => Omit<LedgerEntry, 'seq'>
  message: (verdict: Verdict) => string
  /**
   * Last changes to the ledger a decision is committed with (e.g. the status comment it posts
   * first); called again on each round a lost race makes the gate decide again.
   */
  beforeCommit?: (
    decided: { verdict: Verdict; read: Reconciled; doc: StateDocument },
    ledger: Ledger
  ) => Promise<Ledger>
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

/** A program's files as read, and the state branch head a commit of them must be based on. */
export interface ProgramSnapshot {
  stateHead: string
  /** The repository's default branch, where the ledger's anchors live. */
  defaultBranch: string
  storedLedger: StoredFile | null
  ledger: Ledger | null
  storedState: StoredFile | null
}

/** A commit that was refused: what it held, and the head it was based on. */
interface Tried {
  verdict: Verdict
  /** The ledger entry it appended; null when it only rendered the state file. */
  eventKey: string | null
  basedOn: string
  refusal: string
}

/** One program's decision to commit: where its files are, how it decides, what was read. */
export interface DecisionPlan {
  files: ProgramFiles
  steps: DecisionSteps
  /** The snapshot the run's one read already brought; later rounds read the files again. */
  first: ProgramSnapshot | null
}

export async function commitDecision(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles,
  steps: DecisionSteps,
  first: ProgramSnapshot | null = null
): Promise<Committed> {
  const [committed] = await commitDecisions(gh, repo, [{ files, steps, first }])
  if (committed === undefined) throw new Error('one decision planned, none committed')
  return committed
}

/**
 * Several programs' decisions (a sweep's) in one commit to the state branch they share, each
 * decided on its files as of the head the commit is based on. A lost race reads them all again,
 * ⌈programs / 50⌉ queries, and decides again on what changed.
 */
export async function commitDecisions(
  gh: GitHubClient,
  repo: Repository,
  plans: readonly DecisionPlan[]
): Promise<Committed[]> {
  const branch = plans[0]?.files.state.branch
  if (branch === undefined) return []
  const tried: Array<Tried | null> = plans.map(() => null)
  const guards: Array<Guard | null> = plans.map(() => null)
  for (let round = 1; ; round++) {
    const started = performance.now()
    const snapshots = round === 1 ? sameHead(plans) : null
    const read = snapshots ?? (await readPrograms(gh, repo, plans))
    const prepared: Prepared[] = []
    for (const [i, plan] of plans.entries()) {
      const snapshot = read[i] as ProgramSnapshot
      const guard = (guards[i] ??= await guardFor(gh, repo, plan.files, snapshot))
      const { files, steps } = plan
      prepared.push(await prepareCommit({ files, steps, snapshot, tried: tried[i] ?? null, guard }))
    }
    const writes = prepared.flatMap((p) => p.writes)
    const anchoring = { repo, plans, prepared, guards }
    if (writes.length === 0) {
      await keepAnchors(anchoring, false)
      return prepared.map((p) => p.committed)
    }
    const stateHead = (read[0] as ProgramSnapshot).stateHead
    const message = commitMessage(plans, prepared)
    const result = await commitToBranch(gh, repo, branch, stateHead, writes, message)
    if (result.committed) {
      await keepAnchors(anchoring, true)
      return prepared.map((p) => ({ ...p.committed, stateHead: result.head }))
    }
    prepared.forEach(({ committed, eventKey }, i) => {
      tried[i] = {
        verdict: committed.verdict,
        eventKey,
        basedOn: stateHead,
        refusal: result.refusal
      }
    })
    if (round >= MAX_WRITE_ROUNDS) {
      throw new GateError(
        `${branch}: changed under the gate ${round} times in a row; gave up without writing`
      )
    }
    core.info(
      `${branch} moved since it was read; reading the ${plans.length === 1 ? 'program' : 'programs'} again`
    )
    await sleep(writeBackoff(round, performance.now() - started, Math.random()))
  }
}

/** The plans' first snapshots when every one was read on the same state branch head; else null. */
function sameHead(plans: readonly DecisionPlan[]): ProgramSnapshot[] | null {
  const firsts = plans.map((p) => p.first)
  const head = firsts[0]?.stateHead
  return firsts.every((f): f is ProgramSnapshot => f !== null && f.stateHead === head)
    ? firsts
    : null
}

/** The plans' files read again, on one state branch head: one query for one program. */
async function readPrograms(
  gh: GitHubClient,
  repo: Repository,
  plans: readonly DecisionPlan[]
): Promise<ProgramSnapshot[]> {
  const [only] = plans
  if (plans.length === 1 && only !== undefined) return [await readProgram(gh, repo, only.files)]
  const branch = plans[0]?.files.state.branch ?? ''
  const read = await readProgramFiles(
    gh,
    repo,
    branch,
    plans.map(({ files }) => ({ ...files, branch: null }))
  )
  return plans.map(({ files }) => {
    const part = read.programs.get(files.program)
    if (part === undefined) throw new GateError(`${files.program}: not read again`)
    if (part.kind === 'unreadable') throw part.error
    return {
      stateHead: read.stateHead,
      defaultBranch: read.defaultBranch,
      storedLedger: part.ledger,
      ledger: readLedger(files, part.ledger),
      storedState: part.state
    }
  })
}

/** One program's own message; several programs' under one line that counts them. */
function commitMessage(plans: readonly DecisionPlan[], prepared: readonly Prepared[]): string {
  const lines = prepared.flatMap((p, i) =>
    p.writes.length === 0 ? [] : [(plans[i] as DecisionPlan).steps.message(p.committed.verdict)]
  )
  if (lines.length === 1) return lines[0] as string
  return [`green-gate: ${lines.length} programs`, '', ...lines].join('\n')
}

/**
 * What a run checks every round's ledger against: whose it must be, and its anchor (looked up
 * once a run: an anchor a racing run adds meanwhile only ever records a later entry); and who
 * lifted `Paused`, asked at most once a run.
 */
interface Guard {
  identity: LedgerIdentity
  unpause: () => Promise<UnpauseTrust>
}

async function guardFor(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles,
  snapshot: ProgramSnapshot
): Promise<Guard> {
  const repository = `${repo.owner}/${repo.repo}`
  const { program, auditKey } = files
  const anchor: AnchorLookup =
    auditKey === null
      ? { kind: 'unchecked' }
      : await lookupAnchor(
          gh,
          repo,
          { program, repository, key: auditKey },
          snapshot.ledger,
          snapshot.defaultBranch
        )
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

/** A program's ledger as a round left it, and what its anchors need. */
interface ToAnchor {
  files: ProgramFiles
  ledger: Ledger
  found: AnchorLookup | undefined
  /** This round committed a new entry of the ledger (or found the one it lost had landed). */
  appended: boolean
}

/** Saved again this long before the storage would expire it, by a decision that finds it newest. */
const RENEW_BEFORE_MS = 14 * 24 * 3600 * 1000

/**
 * With an audit key, the newest entry just committed is anchored; an anchor already there that
 * nears its expiry is saved again in this run. Every program is tried; any save that failed
 * stops the run afterwards (a GateError naming them), before it acts on its decisions.
 */
async function keepAnchors(
  round: {
    repo: Repository
    plans: readonly DecisionPlan[]
    prepared: readonly Prepared[]
    guards: ReadonlyArray<Guard | null>
  },
  committed: boolean
): Promise<void> {
  const { repo, plans, prepared, guards } = round
  const failed: string[] = []
  for (const [i, p] of prepared.entries()) {
    const program: ToAnchor = {
      files: (plans[i] as DecisionPlan).files,
      ledger: p.committed.ledger,
      found: guards[i]?.identity.anchor,
      appended: committed && p.appended
    }
    await keepAnchored(program, `${repo.owner}/${repo.repo}`).catch((error: unknown) =>
      failed.push(errorLine(error))
    )
  }
  if (failed.length > 0) throw new GateError(failed.join('; '))
}

async function keepAnchored({ files, ledger, found, appended }: ToAnchor, repository: string) {
  const last = lastEntry(ledger)
  if (files.auditKey === null || last === undefined) return
  const anchor = { epoch: epochOf(ledger), seq: last.seq }
  const kept = found?.kind === 'found' ? found : null
  const same = kept?.anchor.epoch === anchor.epoch && kept.anchor.seq === anchor.seq
  const renew = same && nearExpiry(kept.expiresAt)
  if (appended || renew)
    await saveAnchor({ program: files.program, repository, key: files.auditKey }, anchor)
}

function nearExpiry(expiresAt: string | null): boolean {
  return expiresAt !== null && Date.parse(expiresAt) - Date.now() < RENEW_BEFORE_MS
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
interface Prepared {
  committed: Committed
  writes: FileWrite[]
  /** The ledger entry's event key, to recognise the commit if its response is lost. */
  eventKey: string | null
  /** The round adds an entry to the ledger, or found the one a lost response added. */
  appended: boolean
}

async function prepareCommit(round: {
  files: ProgramFiles
  steps: DecisionSteps
  snapshot: ProgramSnapshot
  tried: Tried | null
  guard: Guard
}): Promise<Prepared> {
  const { files, steps, snapshot, tried, guard } = round
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
  const ledger =
    entry === null || steps.beforeCommit === undefined
      ? appended
      : await steps.beforeCommit({ verdict, read: decided, doc }, appended)
  for (const warning of doc.warnings) {
    core.warning(`${describeLocation(files.state)}:${warning.line}: ${warning.message}`)
  }
  const out = rendered(files, ledger, text, doc)
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
    appended: entry !== null || lost
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

/**
 * Writes `change` into the ledger in a commit of its own, on top of the decision just committed;
 * when the branch moved meanwhile, on top of the ledger as it now stands.
 */
export async function amendLedger(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles,
  after: { stateHead: string; ledger: Ledger },
  change: (ledger: Ledger) => Ledger,
  message: string
): Promise<void> {
  let { stateHead, ledger } = after
  for (let round = 1; ; round++) {
    const text = serializeLedger(sealLedger(change(ledger), files.auditKey))
    const result = await commitToBranch(
      gh,
      repo,
      files.ledger.branch,
      stateHead,
      [{ path: files.ledger.path, text }],
      message
    )
    if (result.committed) return
    const now = await readProgram(gh, repo, files)
    if (now.stateHead === stateHead || round >= MAX_WRITE_ROUNDS)
      throw new GateError(result.refusal)
    stateHead = now.stateHead
    ledger = now.ledger ?? newLedger(files.program, `${repo.owner}/${repo.repo}`)
  }
}

/** The file with the ledger's rows and unseen entries, folded to fit the size limit. */
function rendered(files: ProgramFiles, ledger: Ledger, text: string, doc: StateDocument): string {
  const where = describeLocation(files.state)
  const changes = renderGateRows(ledger, doc)
  const edited = applyStateChanges(text, changes)
  if (!edited.ok) throw new GateError(formatStateError(where, edited.error))
  const fit = foldHistory(edited.text, files.stateMaxBytes, (heading) =>
    heading.startsWith('CI gate')
  )
  if (fit.folded > 0)
    core.info(
      `${where}: folded ${fit.folded} older CI gate history entries to stay under ${files.stateMaxBytes} bytes`
    )
  if (!fit.over) return fit.text
  // Rows without new entries: the hold must reach the scheduler even when the file is full.
  const rowsOnly = applyStateChanges(text, { ...changes, history: [] })
  core.warning(
    `${where}: over ${files.stateMaxBytes} bytes even without the gate's history entries; autoloop's memory save will refuse it until the file is shortened`
  )
  return rowsOnly.ok ? rowsOnly.text : text
}

/**
 * A program's ledger and state file as stored, with the state branch head. A ledger the gate
 * cannot read stops everything (GateError naming it), as a state file it cannot parse does
 * (`parseState`).
 */
export async function readProgram(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles
): Promise<ProgramSnapshot> {
  const view = await readProgramView(gh, repo, filesOnly(files))
  return programSnapshot(files, view)
}

export function programSnapshot(files: ProgramFiles, view: ProgramRead): ProgramSnapshot {
  return {
    stateHead: view.stateHead,
    defaultBranch: view.defaultBranch,
    storedLedger: view.ledger,
    ledger: readLedger(files, view.ledger),
    storedState: view.state
  }
}
