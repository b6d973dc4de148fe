// Every program on the state branch as the sweep reads it, and `green-gate status --all` over
// the API: the listing, the batched read of the ledgers, state files and branch heads, and the
// parsing of each, with nothing of the gate's decisions (the command line loads only this).
import * as core from '@actions/core'
import type { GitHubClient } from '../../adapters/github/client.js'
import { listFolders } from '../../adapters/github/program-list.js'
import {
  readProgramFiles,
  type ProgramFilesRead,
  type ProgramFilesRequest,
  type ProgramsRead
} from '../../adapters/github/programs-read.js'
import {
  describeLocation,
  type StateFileLocation,
  type StoredFile
} from '../../adapters/github/state-file.js'
import type { Repository } from '../../adapters/runner/env.js'
import type { FileSettings, GateSettings } from '../../rules/vocabulary/settings.js'
import { GateError } from '../../rules/errors.js'
import { orNone } from './or-none.js'
import { branchForProgram } from '../../rules/gate/branch.js'
import { PROGRAM_LABEL } from '../../rules/gate/issue-programs.js'
import { pathFor, programFromEntry, programListing } from '../../rules/gate/path-template.js'
import { parseLedger } from '../../rules/ledger/codec.js'
import type { Ledger } from '../../rules/ledger/ledger.js'
import { formatStateError, parseStateFile, type StateDocument } from '../../rules/state/index.js'

/** Where a program's files live on the state branch, and how they are written. */
export interface ProgramFiles {
  program: string
  state: StateFileLocation
  ledger: StateFileLocation
  stateMaxBytes: number
  /** The key of the ledger's audit chain (the `audit-key` input); null: plain hashes. */
  auditKey: string | null
}

/** Where a program's state file and ledger live on the state branch. */
export function programFiles(config: FileSettings, program: string): ProgramFiles {
  return {
    program,
    state: { branch: config.stateBranch, path: pathFor(config.statePath, program) },
    ledger: { branch: config.stateBranch, path: pathFor(config.ledgerPath, program) },
    stateMaxBytes: config.stateMaxBytes,
    auditKey: config.auditKey
  }
}

/** The programs as read: how many were listed, those that could be read, and the read. */
export interface SweptPrograms {
  listed: number
  swept: Map<string, Swept>
  /** The batched read's answer; null when no program was listed. */
  read: Omit<ProgramsRead, 'programs'> | null
}

/**
 * Every program on the state branch, listed in one query and read fifty to a query: how many
 * were listed, and those that could be read, by name (a warning names each that could not).
 */
export async function readPrograms(
  gh: GitHubClient,
  repository: Repository,
  config: GateSettings,
  /** The program issue the run's input names; null: each program's own. */
  issueInput: number | null
): Promise<SweptPrograms> {
  const programs = await listPrograms(gh, repository, config)
  if (programs.length === 0) return { listed: 0, swept: new Map(), read: null }
  const around = {
    needsHumanLabel: config.needsHumanLabel,
    programLabel: issueInput === null ? PROGRAM_LABEL : null
  }
  const requests = programs.map(request(config))
  const { programs: reads, ...read } = await readProgramFiles(
    gh,
    repository,
    config.stateBranch,
    requests,
    around
  )
  const swept = new Map<string, Swept>()
  for (const program of programs) {
    const part = reads.get(program)
    const found = part === undefined ? null : readSwept(config, program, part)
    if (found !== null) swept.set(program, found)
  }
  return { listed: programs.length, swept, read }
}

/** What the batched read asks of a program: its files, and the head of its branch. */
function request(config: GateSettings): (program: string) => ProgramFilesRequest {
  return (program) => ({
    ...programFiles(config, program),
    branch: branchForProgram(config.branchPattern, program)
  })
}

/** The program as the batched read found it; null, with a warning, when it cannot be read. */
function readSwept(config: GateSettings, program: string, read: ProgramFilesRead): Swept | null {
  try {
    return sweptProgram(programFiles(config, program), read)
  } catch (error) {
    // One unreadable program must not keep the sweep from the others.
    core.warning(`${orNone(error, null).message}; not swept`)
    return null
  }
}

/** A program as the sweep read it: its ledger, its state file and its branch's head. */
export interface Swept {
  ledger: Ledger | null
  doc: StateDocument
  /** The branch the batched read asked for (the pattern's) and its head. */
  head: { branch: string | null; sha: string | null }
  /** The files as stored: a commit made on this read alone is based on their blobs. */
  stored: { ledger: StoredFile | null; state: StoredFile }
}

/**
 * The program's ledger, state file and branch head as the batched read found them; null when it
 * has no state file (nothing to sweep). A file the gate cannot read throws its GateError.
 */
function sweptProgram(files: ProgramFiles, read: ProgramFilesRead): Swept | null {
  if (read.kind === 'unreadable') throw read.error
  if (read.state === null) return null
  return {
    ledger: readLedger(files, read.ledger),
    doc: parseState(files.state, read.state.text),
    head: { branch: read.branch, sha: read.branchHead },
    stored: { ledger: read.ledger, state: read.state }
  }
}

/** Every program with a state file or a ledger on the state branch, by name. */
async function listPrograms(
  gh: GitHubClient,
  repository: Repository,
  config: Pick<FileSettings, 'stateBranch' | 'statePath' | 'ledgerPath'>
): Promise<string[]> {
  const templates = [config.statePath, config.ledgerPath]
  const dirs = templates.map((template) => programListing(template).dir)
  const folders = await listFolders(gh, repository, config.stateBranch, dirs)
  const names = new Set<string>()
  templates.forEach((template, i) => {
    for (const entry of folders[i] ?? []) {
      const program = programFromEntry(template, entry.path, entry.type)
      if (program !== null) names.add(program)
    }
  })
  return [...names].sort()
}

/** The stored ledger parsed; one the gate cannot read stops everything (GateError naming it). */
export function readLedger(
  files: Pick<ProgramFiles, 'ledger'>,
  stored: StoredFile | null
): Ledger | null {
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
