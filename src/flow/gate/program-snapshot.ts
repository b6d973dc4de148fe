// A program's ledger and state file as stored, with the state branch head a commit of them must
// be based on: as the run's first read brought them, or read again after a lost write race.
import type { GitHubClient } from '../../adapters/github/client.js'
import { filesOnly, readProgramView, type ProgramRead } from '../../adapters/github/program-read.js'
import { readProgramFiles } from '../../adapters/github/programs-read.js'
import type { StoredFile } from '../../adapters/github/state-file.js'
import type { Repository } from '../../adapters/runner/env.js'
import { GateError } from '../../rules/errors.js'
import type { Ledger } from '../../rules/ledger/ledger.js'
import { readLedger, type ProgramFiles } from './read-programs.js'

/** A program's files as read, and the state branch head a commit of them must be based on. */
export interface ProgramSnapshot {
  stateHead: string
  /** The repository's default branch, where the ledger's anchors live. */
  defaultBranch: string
  storedLedger: StoredFile | null
  ledger: Ledger | null
  storedState: StoredFile | null
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

/** Programs' files read again, on one state branch head: one query for one program. */
export async function readSnapshots(
  gh: GitHubClient,
  repo: Repository,
  programs: readonly ProgramFiles[]
): Promise<ProgramSnapshot[]> {
  const [only] = programs
  if (programs.length === 1 && only !== undefined) return [await readProgram(gh, repo, only)]
  const branch = programs[0]?.state.branch ?? ''
  const read = await readProgramFiles(
    gh,
    repo,
    branch,
    programs.map((files) => ({ ...files, branch: null }))
  )
  return programs.map((files) => {
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
