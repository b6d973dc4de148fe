// What a sweep reads of every program, many programs to a GraphQL query: each one's ledger and
// state file as blobs and its branch's head, under aliases, with the state branch's head. A sweep
// with nothing due then costs a request per PROGRAMS_PER_QUERY programs, not one (or two) per
// program, and a sweep's decisions are read again in as few when their one commit lost a race.
import { GateError } from '../../rules/errors.js'
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { graphql } from './graphql.js'
import { BLOB, noStateBranch, storedFile, type Blob } from './program-read.js'
import type { StateFileLocation, StoredFile } from './state-file.js'

/**
 * Three aliased fields a program: 150 a query stays far below GitHub's limits on a query's nodes
 * and complexity, and the answer (a few KB of files a program) far below its size limits.
 */
export const PROGRAMS_PER_QUERY = 50

export interface ProgramFilesRequest {
  program: string
  state: StateFileLocation
  ledger: StateFileLocation
  /** The program's branch, whose head is read; null when it has none. */
  branch: string | null
}

/** One program's part of the answer, or why it could not be read (it alone is not swept). */
export type ProgramFilesRead =
  | {
      kind: 'read'
      ledger: StoredFile | null
      state: StoredFile | null
      /** The branch asked for, and its head; null when it was not asked or does not exist. */
      branch: string | null
      branchHead: string | null
    }
  | { kind: 'unreadable'; error: GateError }

/** What every program was read on: a commit of their files must be based on `stateHead`. */
export interface ProgramsRead {
  /** The state branch's head as the first query found it. */
  stateHead: string
  defaultBranch: string
  programs: Map<string, ProgramFilesRead>
}

/** A program's aliased fields: its files as blobs, its branch as a ref. */
type Aliased = Record<string, (Blob & { target?: { oid: string } }) | null | undefined>

interface BatchAnswer {
  repository: {
    stateHead: { target: { oid: string } } | null
    defaultBranchRef: { name: string } | null
  }
}

/** The query for `batch`: program i's fields are aliased l<i>, s<i> and b<i>. */
function batchQuery(batch: readonly ProgramFilesRequest[]): string {
  const names: string[] = []
  const fields: string[] = []
  batch.forEach((p, i) => {
    names.push(`$l${i}: String!`, `$s${i}: String!`)
    fields.push(`l${i}: object(expression: $l${i}) { ...StoredBlob }`)
    fields.push(`s${i}: object(expression: $s${i}) { ...StoredBlob }`)
    if (p.branch === null) return
    names.push(`$b${i}: String!`)
    fields.push(`b${i}: ref(qualifiedName: $b${i}) { target { oid } }`)
  })
  return `query GateProgramsRead($owner: String!, $name: String!, $stateBranch: String!, ${names.join(', ')}) {
  repository(owner: $owner, name: $name) {
    stateHead: ref(qualifiedName: $stateBranch) { target { oid } }
    defaultBranchRef { name }
    ${fields.join('\n    ')}
  }
}
${BLOB}`
}

function batchVariables(
  repo: Repository,
  stateBranch: string,
  batch: readonly ProgramFilesRequest[]
) {
  const variables: Record<string, unknown> = {
    owner: repo.owner,
    name: repo.repo,
    stateBranch: `refs/heads/${stateBranch}`
  }
  batch.forEach((p, i) => {
    variables[`l${i}`] = `${p.ledger.branch}:${p.ledger.path}`
    variables[`s${i}`] = `${p.state.branch}:${p.state.path}`
    if (p.branch !== null) variables[`b${i}`] = `refs/heads/${p.branch}`
  })
  return variables
}

/**
 * Every program's files and branch head, by program, in ⌈programs / PROGRAMS_PER_QUERY⌉ queries;
 * `programs` holds at least one.
 */
export async function readProgramFiles(
  gh: GitHubClient,
  repo: Repository,
  stateBranch: string,
  programs: readonly ProgramFilesRequest[]
): Promise<ProgramsRead> {
  const reads = new Map<string, ProgramFilesRead>()
  let first: BatchAnswer['repository'] | null = null
  for (let start = 0; start < programs.length; start += PROGRAMS_PER_QUERY) {
    const batch = programs.slice(start, start + PROGRAMS_PER_QUERY)
    const data = await graphql<BatchAnswer>(
      gh,
      `reading ${batch.length} programs' files`,
      batchQuery(batch),
      batchVariables(repo, stateBranch, batch)
    )
    first ??= data.repository
    const aliased = data.repository as unknown as Aliased
    for (const [i, p] of batch.entries()) {
      reads.set(p.program, await programPart(gh, repo, p, aliased, i))
    }
  }
  const stateHead = first?.stateHead?.target.oid
  if (stateHead === undefined) throw noStateBranch(stateBranch)
  return { stateHead, defaultBranch: first?.defaultBranchRef?.name ?? 'main', programs: reads }
}

async function programPart(
  gh: GitHubClient,
  repo: Repository,
  request: ProgramFilesRequest,
  answer: Aliased,
  i: number
): Promise<ProgramFilesRead> {
  try {
    return {
      kind: 'read',
      ledger: await storedFile(gh, repo, request.ledger, answer[`l${i}`] ?? null),
      state: await storedFile(gh, repo, request.state, answer[`s${i}`] ?? null),
      branch: request.branch,
      branchHead: answer[`b${i}`]?.target?.oid ?? null
    }
  } catch (error) {
    if (!(error instanceof GateError)) throw error
    return { kind: 'unreadable', error }
  }
}
