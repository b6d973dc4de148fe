// What a sweep reads of every program, many programs to a GraphQL query: each one's ledger and
// state file as blobs and its branch's head, under aliases, with the state branch's head, and in
// the first query what its decisions act on (the open pull requests, the needs-human label, the
// program issues). A sweep with nothing due then costs a request per PROGRAMS_PER_QUERY programs,
// not one (or two) per program; a decision made on this read alone adds only its own writes; and
// a sweep's decisions are read again in as few when their one commit lost a race.
import { standsInAsNone, type GateError } from '../../rules/errors.js'
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

/** What the first query also asks, for the decisions a sweep makes on its read alone. */
export interface SurroundingsRequest {
  /** The label a pause adds to a pull request, for its node id. */
  needsHumanLabel: string
  /** The label of the programs' issues, to find each program's; null: not asked. */
  programLabel: string | null
}

/** An open pull request of this repository, as a pause labels it. */
export interface OpenPull {
  number: number
  id: string
}

/** What the first query found for the decisions; null where one page could not hold it. */
export interface Surroundings {
  /** The open pull requests from this repository's branches, by head branch. */
  openPulls: Map<string, OpenPull> | null
  /** The needs-human label's node id; null when the repository has no such label. */
  needsHumanLabel: string | null
  /** The open issues with the program label, newest first, with the node ids comments go to. */
  programIssues: Array<{ number: number; title: string; id: string }> | null
}

/** What every program was read on: a commit of their files must be based on `stateHead`. */
export interface ProgramsRead {
  /** The state branch's head as the first query found it. */
  stateHead: string
  defaultBranch: string
  programs: Map<string, ProgramFilesRead>
  /** Null when not asked for. */
  surroundings: Surroundings | null
}

/** A program's aliased fields: its files as blobs, its branch as a ref. */
type Aliased = Record<string, (Blob & { target?: { oid: string } }) | null | undefined>

/** One page of a connection: a page that is not the last one is no answer. */
interface Page<T> {
  nodes: T[]
  pageInfo: { hasNextPage: boolean }
}

interface BatchAnswer {
  repository: {
    stateHead: { target: { oid: string } } | null
    defaultBranchRef: { name: string } | null
    openPulls?: Page<OpenPull & { headRefName: string; isCrossRepository: boolean }>
    needsHuman?: { id: string } | null
    programIssues?: Page<{ number: number; title: string; id: string }>
  }
}

/** The first query's fields for the decisions, and their variables. */
const SURROUNDINGS = `openPulls: pullRequests(states: [OPEN], first: 100) { nodes { number id headRefName isCrossRepository } pageInfo { hasNextPage } }
    needsHuman: label(name: $needsHuman) { id }
    programIssues: issues(labels: [$programLabel], states: [OPEN], first: 100, orderBy: { field: CREATED_AT, direction: DESC }) @include(if: $readIssues) { nodes { number title id } pageInfo { hasNextPage } }`

function surroundingsVariables(asked: SurroundingsRequest): Record<string, unknown> {
  return {
    needsHuman: asked.needsHumanLabel,
    programLabel: asked.programLabel ?? '',
    readIssues: asked.programLabel !== null
  }
}

function surroundingsOf(answer: BatchAnswer['repository']): Surroundings {
  const lastPage = <T>(page: Page<T> | undefined): T[] | null =>
    page === undefined || page.pageInfo.hasNextPage ? null : page.nodes
  const pulls = lastPage(answer.openPulls)
  return {
    // A fork's pull request is never a program's: its branch is not this repository's.
    openPulls:
      pulls === null
        ? null
        : new Map(
            pulls
              .filter((p) => !p.isCrossRepository)
              .map((p) => [p.headRefName, { number: p.number, id: p.id }])
          ),
    needsHumanLabel: answer.needsHuman?.id ?? null,
    programIssues: lastPage(answer.programIssues)
  }
}

/** The query for `batch`: program i's fields are aliased l<i>, s<i> and b<i>. */
function batchQuery(batch: readonly ProgramFilesRequest[], asked: boolean): string {
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
  if (asked) names.push('$needsHuman: String!', '$programLabel: String!', '$readIssues: Boolean!')
  return `query GateProgramsRead($owner: String!, $name: String!, $stateBranch: String!, ${names.join(', ')}) {
  repository(owner: $owner, name: $name) {
    stateHead: ref(qualifiedName: $stateBranch) { target { oid } }
    defaultBranchRef { name }
    ${asked ? SURROUNDINGS : ''}
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
 * Every program's files and branch head, by program, in ⌈programs / PROGRAMS_PER_QUERY⌉ queries
 * (the first also reads what `around` asks); `programs` holds at least one.
 */
export async function readProgramFiles(
  gh: GitHubClient,
  repo: Repository,
  stateBranch: string,
  programs: readonly ProgramFilesRequest[],
  around: SurroundingsRequest | null = null
): Promise<ProgramsRead> {
  const reads = new Map<string, ProgramFilesRead>()
  let first: BatchAnswer['repository'] | null = null
  for (let start = 0; start < programs.length; start += PROGRAMS_PER_QUERY) {
    const batch = programs.slice(start, start + PROGRAMS_PER_QUERY)
    const asked = start === 0 ? around : null
    const data = await graphql<BatchAnswer>(
      gh,
      `reading ${batch.length} programs' files`,
      batchQuery(batch, asked !== null),
      {
        ...batchVariables(repo, stateBranch, batch),
        ...(asked === null ? {} : surroundingsVariables(asked))
      },
      { scope: 'contents', access: 'read' }
    )
    first ??= data.repository
    const aliased = data.repository as unknown as Aliased
    for (const [i, p] of batch.entries()) {
      reads.set(p.program, await programPart(gh, repo, p, aliased, i))
    }
  }
  const stateHead = first?.stateHead?.target.oid
  if (stateHead === undefined) throw noStateBranch(stateBranch)
  return {
    stateHead,
    defaultBranch: first?.defaultBranchRef?.name ?? 'main',
    programs: reads,
    surroundings: around === null || first === null ? null : surroundingsOf(first)
  }
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
    if (!standsInAsNone(error)) throw error
    return { kind: 'unreadable', error }
  }
}
