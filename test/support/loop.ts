// The fix loop end to end, with jest's assertions on top of the scenario harness: every state
// file the gate wrote or a test reads back must read the same to autoloop's scheduler.
import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals'
import type {
  CommentRecord,
  Commit,
  GitHubEmulator,
  RecordedRequest
} from '../../emulator/index.js'
import {
  addProgram,
  installWorkflows,
  isoMinutesAgo,
  ledgerOf,
  push,
  setRow,
  startScenario,
  stateFileText,
  STATE_BRANCH,
  type Program
} from '../../emulator/scenario.js'
import { diffLines, linesOf, type LineDiff } from './line-diff.js'
import type { ActionRun } from '../../emulator/runner.js'
import type { GateMemory } from '../../src/rules/ledger/memory.js'
import { expectSchedulerAgrees } from './scheduler.js'
import {
  parseStateFile,
  readHistory,
  type HistoryRecord,
  type MachineState
} from '../../src/rules/state/index.js'

export {
  addProgram,
  installWorkflows,
  ciRun,
  ciWorkflow,
  deliver,
  dispatch,
  finishRerun,
  isoMinutesAgo,
  iterate,
  ledgerOf,
  newSha,
  push,
  pushCommit,
  report,
  rewindClock,
  setRow,
  STATE_BRANCH,
  type Checks,
  type Iteration,
  type Program,
  type ProgramOptions
} from '../../emulator/scenario.js'

export const MAINTAINER = { name: 'Mona Maintainer', email: 'mona@example.com' }

/** A local GitHub with the state branch in place, as the autoloop scheduler leaves it. */
export async function startEmulator(): Promise<GitHubEmulator> {
  const gh = await startScenario()
  // Before it closes: every state file the gate wrote reads the same to autoloop's scheduler.
  const close = gh.close.bind(gh)
  gh.close = async () => {
    expectStateWritesReadable(gh)
    await close()
  }
  return gh
}

/**
 * A value the suite makes before its first test and ends after its last, usable at the top of a
 * test file: what is returned stands in for it (a use before it is made throws).
 */
export function forTheSuite<T extends object>(
  make: () => Promise<T> | T,
  end: (value: T) => Promise<void> | void
): T {
  let value: T | undefined
  beforeAll(async () => {
    value = await make()
  })
  afterAll(async () => {
    if (value !== undefined) await end(value)
  })
  return new Proxy({} as T, {
    get(_, key) {
      if (value === undefined) throw new Error(`used before the suite made it: ${String(key)}`)
      const field: unknown = Reflect.get(value, key, value)
      return typeof field === 'function' ? field.bind(value) : field
    },
    set(_, key, field) {
      if (value === undefined) throw new Error(`used before the suite made it: ${String(key)}`)
      return Reflect.set(value, key, field, value)
    }
  })
}

/**
 * The suite's local GitHub: started before its first test, and after its last checked (every
 * state file the gate wrote) and closed.
 */
export function useEmulator(): GitHubEmulator {
  return forTheSuite(startEmulator, (gh) => gh.close())
}

/** The program a case has to itself, read when the case runs. */
export interface CaseProgram {
  program: string
  branch: string
  /** The branch head: a SHA of its own, `fill` padded. */
  sha: string
}

/** Before each case, a program name and a branch head of its own, so no case sees another's. */
export function programPerCase(gh: GitHubEmulator, prefix: string, fill: string): CaseProgram {
  const current = { program: '', branch: '', sha: '' }
  let counter = 0
  beforeEach(() => {
    counter += 1
    current.program = `${prefix}-${counter}`
    current.branch = `autoloop/${current.program}`
    current.sha = counter.toString(16).padStart(40, fill)
    gh.store.setBranch(current.branch, current.sha)
    // Made from the default branch, the branch carries its CI.
    installWorkflows(gh, current.branch)
  })
  return current
}

/**
 * A program whose iteration started 90 minutes ago, past the 60-minute wall clock, with its CI
 * still pending on the head: a sweep pauses it ci-timeout. `last` is what its last event decided
 * (`fix`: a fix still out; `wait`: CI still running).
 */
export function addStalledProgram(gh: GitHubEmulator, name: string, last: 'fix' | 'wait'): Program {
  const p = addProgram(gh, name, {
    issueRow: false,
    state: (t) =>
      setRow(
        setRow(t, 'CI Gate Started', isoMinutesAgo(90)),
        'CI Last Event',
        `${last} workflow_run/1/1 ${isoMinutesAgo(80)}`
      )
  })
  push(gh, p, { build: null })
  return p
}

/** Each state file the gate wrote, as the scheduler reads it, agrees with what the gate meant. */
export function expectStateWritesReadable(gh: GitHubEmulator): void {
  for (const write of gh.requests.filter((r) => writeOutcome(r) === 'committed')) {
    for (const file of committedFiles(write).filter((f) => /^[^/]+\.md$/.test(f.path))) {
      expectReadableIfGateCould(file.text, file.path)
    }
  }
}

/**
 * The scheduler check, for a file the gate can read and whose agent rows do not already break
 * the scheduler's reading (an escaped pipe, a row without its closing pipe: the gate warns).
 */
function expectReadableIfGateCould(text: string, where: string): void {
  const parsed = parseStateFile(text)
  const agentBroke =
    parsed.ok && parsed.doc.warnings.some((w) => /splits rows|no closing pipe/.test(w.message))
  if (parsed.ok && !agentBroke) expectSchedulerAgrees(text, where)
}

/**
 * The program's state file. Every read of a file the gate can read also checks that autoloop's
 * scheduler reads it the same way (a file the gate cannot parse, it never wrote).
 */
export function stateText(gh: GitHubEmulator, p: Program): string {
  const text = stateFileText(gh, p)
  expectReadableIfGateCould(text, p.file)
  return text
}

/** What the gate remembers about the program now. */
export function memoryOf(gh: GitHubEmulator, p: Program): GateMemory {
  const last = ledgerOf(gh, p).entries.at(-1)
  if (last === undefined) throw new Error(`empty ledger for ${p.name}`)
  return last.memory
}

export function stateOf(gh: GitHubEmulator, p: Program): MachineState {
  const parsed = parseStateFile(stateText(gh, p))
  if (!parsed.ok) throw new Error(`${p.file}: ${JSON.stringify(parsed.error)}`)
  return parsed.doc.state
}

export function historyOf(gh: GitHubEmulator, p: Program): HistoryRecord[] {
  return readHistory(stateText(gh, p))
}

/** A history entry's `- **Label**: value` lines as an object. */
export function fieldsOf(entry: HistoryRecord | undefined): Record<string, string> {
  return Object.fromEntries(entry?.fields ?? [])
}

/** The entries the gate wrote, newest first (autoloop's own are titled `Iteration N`). */
export function gateEntries(gh: GitHubEmulator, p: Program): HistoryRecord[] {
  return historyOf(gh, p).filter((h) => h.title.startsWith('CI gate'))
}

/** The Status field of each entry the gate wrote, newest first. */
export function gateStatuses(gh: GitHubEmulator, p: Program): (string | undefined)[] {
  return gateEntries(gh, p).map((e) => fieldsOf(e).Status)
}

/** How each of the gate's commits of the program's state file went, in arrival order. */
export function writeOutcomes(gh: GitHubEmulator, p: Program): string[] {
  return stateWrites(gh, p).map(writeOutcome)
}

/** The gate's commits (createCommitOnBranch) that write the program's state file, in arrival order. */
export function stateWrites(gh: GitHubEmulator, p: Program): RecordedRequest[] {
  return gh.requests.filter((r) => committedFiles(r).some((f) => f.path === p.file))
}

/** The files a commit request carried, decoded; none for any other request. */
export function committedFiles(r: RecordedRequest): { path: string; text: string }[] {
  if (r.operation !== 'GateCommit') return []
  const input = (r.body as { variables?: { input?: CommitInput } } | undefined)?.variables?.input
  return (input?.fileChanges?.additions ?? []).map((a) => ({
    path: a.path,
    text: Buffer.from(a.contents, 'base64').toString('utf8')
  }))
}

interface CommitInput {
  fileChanges?: { additions?: { path: string; contents: string }[] }
}

/**
 * How a write went: 'committed'; the GraphQL error GitHub answered with (`STALE_DATA` for a head
 * that moved); or, when it failed before GraphQL, its HTTP status ('reset' for a dropped one).
 */
export function writeOutcome(r: RecordedRequest): string {
  if (r.status === 0) return 'reset'
  if (r.status !== 200) return String(r.status)
  return r.graphqlErrors?.[0] ?? 'committed'
}

/** Commits on the state branch that touched the program's file, oldest first. */
export function stateCommits(gh: GitHubEmulator, p: Program): Commit[] {
  return gh.store.commits.filter((c) => c.branch === STATE_BRANCH && c.paths.includes(p.file))
}

export function gateMessages(gh: GitHubEmulator, p: Program): string[] {
  return stateCommits(gh, p)
    .map((c) => c.message)
    .filter((m) => m.startsWith('green-gate:'))
}

export function statusMarker(p: Program): string {
  return `<!-- green-gate:status program=${p.name} -->`
}

/** The input that makes a run comment on the program's issue whatever the state file says. */
export function onIssue(p: Program): Record<string, string> {
  return { 'program-issue': String(p.issue) }
}

export function comments(gh: GitHubEmulator, p: Program): CommentRecord[] {
  return gh.store.issueComments(p.issue)
}

/** The one status comment; fails when there is none or more than one. */
export function statusComment(gh: GitHubEmulator, p: Program): CommentRecord {
  const marked = comments(gh, p).filter((c) => c.body.includes(statusMarker(p)))
  expect(marked).toHaveLength(1)
  return marked[0] as CommentRecord
}

/** Comments that are not the status comment, oldest first. */
export function eventComments(gh: GitHubEmulator, p: Program): string[] {
  return comments(gh, p)
    .filter((c) => !c.body.includes(statusMarker(p)))
    .map((c) => c.body)
}

/**
 * What the decisions said on the program's issue, oldest first: each comment but the status
 * comment, and the words above the status comment's table while it still shows the decision
 * that posted it (that decision's one new comment is the status comment).
 */
export function saidComments(gh: GitHubEmulator, p: Program): string[] {
  return comments(gh, p).flatMap((c) => {
    if (!c.body.includes(statusMarker(p))) return [c.body]
    const lead = c.body.slice(0, c.body.indexOf('### green-gate status · '))
    const words = lead.replace(`${statusMarker(p)}\n`, '').trimEnd()
    return words === '' ? [] : [words]
  })
}

/** The requests that create a comment: REST posts to an issue's comments, GraphQL addComment. */
export function commentCreations(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter(
    (r) =>
      r.method === 'POST' &&
      (/\/issues\/\d+\/comments$/.test(r.path) ||
        (r.path.endsWith('/graphql') && JSON.stringify(r.body ?? '').includes('addComment')))
  )
}

/**
 * Fix attempt 1 on `sha`, handed out by CI run `runId` and recorded once, in the state and as
 * the one history entry, however many runs raced for it.
 */
export function expectFirstFixAttempt(
  gh: GitHubEmulator,
  p: Program,
  sha: string,
  runId: number | undefined
): void {
  const state = stateOf(gh, p)
  expect(state).toMatchObject({ ciFixAttempts: 1, ciHeadSha: sha })
  expect(state.ciLastEvent).toMatch(new RegExp(`^fix workflow_run/${runId}/1 `))
  expect(gateStatuses(gh, p)).toEqual([expect.stringMatching(/^🔧 CI fix attempt 1\/5 on /)])
}

/**
 * Fix attempt 1 said once on the program's issue, in the one comment its decision posted: the
 * status comment, at attempt 1.
 */
export function expectFirstFixCommented(gh: GitHubEmulator, p: Program): void {
  expect(eventComments(gh, p)).toEqual([])
  const said = saidComments(gh, p)
  expect(said).toHaveLength(1)
  expect(said[0]).toContain('Fix attempt **1 of 5** handed to the fixer.')
  expect(statusComment(gh, p).body).toContain('| Fix attempts | 1 of 5 |')
}

export function expectClean(result: ActionRun): void {
  expect(result.stderr).toBe('')
  expect(result.annotations.filter((a) => a.level === 'error')).toEqual([])
  expect(result.exitCode).toBe(0)
}

export function errors(result: ActionRun): string[] {
  return result.annotations.filter((a) => a.level === 'error').map((a) => a.message)
}

/** A Machine State row the gate owns, padding and all. */
export const OWNED_ROW =
  /^[ \t]*\|\s*(Paused|Pause Reason|Recent Statuses|CI Fix Attempts|CI Signature|CI Head SHA|CI Gate Started|CI Last Event|CI Ledger)\s*\|/

export interface GateEdit {
  /** The owned rows the gate rewrote or added: field → value cell, trimmed. */
  rows: Record<string, string>
  /** The other lines it added, in order: the new history entry (and its section, if new). */
  block: string[]
}

/**
 * Asserts that `after` is `before` with only owned rows rewritten in place (same field cell,
 * same closing pipe and line ending) or added, plus one contiguous block of new lines.
 */
export function expectGateEdit(before: string, after: string): GateEdit {
  const { removed, added } = diffLines(before, after)
  const rows = added.filter((a) => OWNED_ROW.test(a.line))
  // A last line without a line ending gets one when rows are added after it: the same line.
  const ended = removed.filter(
    (line) => !line.endsWith('\n') && added.some((a) => a.line.replace(/\r?\n$/, '') === line)
  )
  const block = added.filter(
    (a) => !OWNED_ROW.test(a.line) && !ended.includes(a.line.replace(/\r?\n$/, ''))
  )
  for (const line of removed.filter((l) => !ended.includes(l))) {
    expect(line).toMatch(OWNED_ROW)
    const field = OWNED_ROW.exec(line)?.[1]
    const rewritten = rows.find((r) => OWNED_ROW.exec(r.line)?.[1] === field)
    // The file's last line may have had no line ending; lines added after it bring one.
    const { head, tail } = frame(line)
    const last = !line.endsWith('\n')
    const got = rewritten && frame(rewritten.line)
    expect(got && { head: got.head, tail: last ? got.tail.trimEnd() : got.tail }).toEqual({
      head,
      tail
    })
  }
  // One row per field: a look-alike table elsewhere in the file is not the Machine State.
  const fields = rows.map((r) => OWNED_ROW.exec(r.line)?.[1])
  expect(new Set(fields).size).toBe(fields.length)
  block.forEach((b, k) => expect(b.at).toBe((block[0]?.at ?? 0) + k))
  return {
    rows: Object.fromEntries(
      rows.map((r) => [OWNED_ROW.exec(r.line)?.[1] ?? '', frame(r.line).value])
    ),
    block: block.map((b) => b.line)
  }
}

/** A table row around its value cell. */
function frame(line: string): { head: string; value: string; tail: string } {
  const [, head = '', value = '', tail = ''] =
    /^([ \t]*\|[^|]*\|)(.*?)(\|[ \t]*(?:\r?\n)?)$/.exec(line) ?? []
  return { head, value: value.trim(), tail }
}

export { diffLines, linesOf, type LineDiff }
