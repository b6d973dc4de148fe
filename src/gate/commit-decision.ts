// Read the program's ledger and state file, decide, append the decision to the ledger (written
// with the blob sha it was read at), then render it into the state file. A lost race on the ledger
// means reading and deciding again; a lost race on the state file means rendering again on top of
// what the file now says, unless someone changed `Paused` meanwhile: their edit is left for the
// next run to act on. A file the gate cannot parse stops everything before any write.
import * as core from '../runner/commands.js'
import { setTimeout as sleep } from 'node:timers/promises'
import { GateError } from '../errors.js'
import type { GitHubClient } from '../github/client.js'
import {
  describeLocation,
  readStateFile,
  writeStateFile,
  type StateFileLocation,
  type StoredFile
} from '../github/state-file.js'
import { parseLedger, serializeLedger } from '../ledger/codec.js'
import {
  appendEntry,
  lastEntry,
  newLedger,
  type Ledger,
  type LedgerEntry
} from '../ledger/ledger.js'
import type { Repository } from '../runner/env.js'
import {
  applyStateChanges,
  formatStateError,
  parseStateFile,
  type StateDocument
} from '../state/index.js'
import { foldHistory } from '../state/fold.js'
import type { Verdict } from './decide.js'
import { reconcile, type Reconciled } from './reconcile.js'
import { renderGateRows } from './render-state.js'

/** Enough for ten runs racing on one program; more means something keeps rewriting the file. */
const MAX_WRITE_ROUNDS = 12

export interface ProgramFiles {
  program: string
  state: StateFileLocation
  ledger: StateFileLocation
  stateMaxBytes: number
  /** The key of the ledger's audit chain (the `audit-key` input); null: plain hashes. */
  auditKey: string | null
}

export interface DecisionSteps {
  /** The state file to start from when the program has none yet. */
  newFile: () => string
  decideOn: (read: Reconciled, doc: StateDocument) => Promise<Verdict> | Verdict
  /** The ledger entry a verdict becomes (its number is given when appended). */
  entryFor: (verdict: Verdict, next: NonNullable<Verdict['next']>) => Omit<LedgerEntry, 'seq'>
  message: (verdict: Verdict) => string
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
}

export async function commitDecision(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles,
  steps: DecisionSteps
): Promise<Committed> {
  let tried: {
    verdict: Verdict
    eventKey: string
    basedOn: string | null
    refusal: string
  } | null = null
  for (let round = 1; ; round++) {
    const { storedLedger, ledger, storedState } = await readProgram(gh, repo, files)
    const text = storedState?.text ?? steps.newFile()
    const doc = parseState(files.state, text)
    const read = reconcile(ledger, doc, files.auditKey)
    const current = ledger ?? newLedger(files.program)
    const landed = lastEntry(current)
    if (tried !== null && landed?.eventKey === tried.eventKey) {
      // A write whose response was lost (and whose resend was refused as stale) did land. The
      // file not showing it yet is this run's own doing, not a revert.
      const reverted = landed.seq > 1 && doc.state.ciLedger !== landed.seq - 1
      return render(gh, repo, files, steps, {
        verdict: tried.verdict,
        read: { ...read, behind: reverted },
        ledger: current,
        file: { stored: storedState, text, doc }
      })
    }
    // Refused although nobody changed the ledger: not a race (a ruleset, a protected branch, a
    // validation error), so trying again cannot help.
    if (tried !== null && (storedLedger?.sha ?? null) === tried.basedOn) {
      throw new GateError(tried.refusal)
    }
    const verdict = await steps.decideOn(read, doc)
    const file = { stored: storedState, text, doc }
    if (verdict.next === null) {
      return render(gh, repo, files, steps, { verdict, read, ledger: current, file })
    }
    const entry = steps.entryFor(verdict, verdict.next)
    const appended = appendEntry(current, entry, files.auditKey)
    const basedOn = storedLedger?.sha ?? null
    const result = await writeStateFile(
      gh,
      repo,
      files.ledger,
      serializeLedger(appended),
      basedOn,
      steps.message(verdict)
    )
    if (result.written) {
      return render(gh, repo, files, steps, { verdict, read, ledger: appended, file })
    }
    tried = { verdict, eventKey: entry.eventKey, basedOn, refusal: result.refusal }
    if (round >= MAX_WRITE_ROUNDS) {
      throw new GateError(
        `${describeLocation(files.ledger)}: changed under the gate ${round} times in a row; gave up without writing`
      )
    }
    core.info(`${describeLocation(files.ledger)} changed since it was read; reading it again`)
    // Jitter keeps racing runs from colliding again in lockstep.
    await sleep(50 + Math.random() * 200 * round)
  }
}

/** The state file as read: its blob, its text (a new file's when there is none) and its parse. */
interface FileSnapshot {
  stored: StoredFile | null
  text: string
  doc: StateDocument
}

interface Rendering {
  verdict: Verdict
  read: Reconciled
  ledger: Ledger
  file: FileSnapshot
}

/**
 * Renders the ledger into the state file. When someone wrote the file meanwhile, it is read again
 * and rendered on top of what it now says; a change to `Paused` made meanwhile is left as it is,
 * for the next run to act on (the decision already stands in the ledger).
 */
async function render(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles,
  steps: DecisionSteps,
  { verdict, read, ledger, file }: Rendering
): Promise<Committed> {
  let { stored, text, doc } = file
  const where = describeLocation(files.state)
  for (const warning of doc.warnings) core.warning(`${where}:${warning.line}: ${warning.message}`)
  const repaired = read.behind && ledger.entries.length > 0
  const seen = doc.state
  for (let round = 1; ; round++) {
    const out = rendered(files, ledger, text, doc)
    const committed = { verdict, read, doc, ledger, text: out, repaired }
    if (out === text) return { ...committed, text }
    const basedOn = stored?.sha ?? null
    const result = await writeStateFile(gh, repo, files.state, out, basedOn, steps.message(verdict))
    if (result.written) return committed
    stored = await readStateFile(gh, repo, files.state)
    // Refused although nobody changed the file: not a race, and trying again cannot help.
    if ((stored?.sha ?? null) === basedOn || round >= MAX_WRITE_ROUNDS) {
      throw new GateError(result.refusal)
    }
    core.info(`${where} changed since it was read; reading it again`)
    text = stored?.text ?? steps.newFile()
    doc = parseState(files.state, text)
    if (doc.state.paused !== seen.paused || doc.state.pauseReason !== seen.pauseReason) {
      core.warning(
        `${where}: Paused was changed while the gate wrote; left as it is for the next run to act on`
      )
      return { ...committed, text }
    }
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
 * A program's ledger and state file as stored. A ledger the gate cannot read stops everything
 * (GateError naming it), as a state file it cannot parse does (`parseState`).
 */
export async function readProgram(
  gh: GitHubClient,
  repo: Repository,
  files: ProgramFiles
): Promise<{
  storedLedger: StoredFile | null
  ledger: Ledger | null
  storedState: StoredFile | null
}> {
  const [storedLedger, storedState] = await Promise.all([
    readStateFile(gh, repo, files.ledger),
    readStateFile(gh, repo, files.state)
  ])
  return { storedLedger, ledger: readLedger(files, storedLedger), storedState }
}

function readLedger(files: ProgramFiles, stored: StoredFile | null): Ledger | null {
  if (stored === null) return null
  const parsed = parseLedger(stored.text)
  if (!parsed.ok) {
    throw new GateError(
      `${describeLocation(files.ledger)}: ${parsed.message}; the gate does not write over a ledger it cannot read`
    )
  }
  return parsed.ledger
}

export function parseState(location: StateFileLocation, text: string): StateDocument {
  const parsed = parseStateFile(text)
  if (!parsed.ok) throw new GateError(formatStateError(describeLocation(location), parsed.error))
  return parsed.doc
}
