// Read the state file, decide, write the decision with the blob sha it was based on; when someone
// else wrote first, read again and decide again against what the file now says. A file the gate
// cannot parse stops everything before any write.
import * as core from '@actions/core'
import { setTimeout as sleep } from 'node:timers/promises'
import { GateError } from '../errors.js'
import type { GitHubClient } from '../github/client.js'
import {
  describeLocation,
  readStateFile,
  writeStateFile,
  type StateFileLocation
} from '../github/state-file.js'
import type { Repository } from '../runner/env.js'
import {
  applyStateChanges,
  formatStateError,
  parseStateFile,
  type MachineState,
  type StateChanges
} from '../state/index.js'

/** Enough for ten runs racing on one program; more means something keeps rewriting the file. */
const MAX_WRITE_ROUNDS = 12

export interface Committed<T> {
  decided: T
  /** The state the decision was made on. */
  before: MachineState
  /** The file as it now stands on the state branch. */
  text: string
}

export interface DecisionSteps<T extends { changes: StateChanges | null }> {
  /** The file to start from when the program has none yet. */
  newFile: () => string
  decideOn: (state: MachineState) => Promise<T> | T
  message: (decided: T) => string
  /**
   * True when the file already records this decision: a write whose response was lost (and
   * whose resend was refused as stale) did land, and must not be decided, or counted, twice.
   */
  landed: (state: MachineState) => boolean
}

export async function commitDecision<T extends { changes: StateChanges | null }>(
  gh: GitHubClient,
  repo: Repository,
  location: StateFileLocation,
  steps: DecisionSteps<T>
): Promise<Committed<T>> {
  const where = describeLocation(location)
  let tried: { decided: T; before: MachineState; basedOn: string | null; refusal: string } | null =
    null
  for (let round = 1; ; round++) {
    const stored = await readStateFile(gh, repo, location)
    const text = stored?.text ?? steps.newFile()
    const parsed = parseStateFile(text)
    if (!parsed.ok) throw new GateError(formatStateError(where, parsed.error))
    if (tried !== null && steps.landed(parsed.doc.state)) {
      return { decided: tried.decided, before: tried.before, text }
    }
    // Refused although nobody changed the file: not a race (a ruleset, a protected branch, a
    // validation error), so trying again cannot help.
    if (tried !== null && (stored?.sha ?? null) === tried.basedOn)
      throw new GateError(tried.refusal)
    const before = parsed.doc.state
    const decided = await steps.decideOn(before)
    if (decided.changes === null) return { decided, before, text }
    const edited = applyStateChanges(text, decided.changes)
    if (!edited.ok) throw new GateError(formatStateError(where, edited.error))
    if (!edited.changed) return { decided, before, text }
    const basedOn = stored?.sha ?? null
    const result = await writeStateFile(
      gh,
      repo,
      location,
      edited.text,
      basedOn,
      steps.message(decided)
    )
    if (result.written) return { decided, before, text: edited.text }
    tried = { decided, before, basedOn, refusal: result.refusal }
    if (round >= MAX_WRITE_ROUNDS) {
      throw new GateError(
        `${where}: changed under the gate ${round} times in a row; gave up without writing`
      )
    }
    core.info(`${where} changed since it was read; reading it again`)
    // Jitter keeps racing runs from colliding again in lockstep.
    await sleep(50 + Math.random() * 200 * round)
  }
}
