// Bad input fuzzing, generated from a fixed seed so every run sees the same cases. State files
// (truncated, duplicated rows, pipes and line breaks in values, non-numeric counters, BOM, CRLF,
// 30 KB+ files, binary junk, flipped bits, invalid UTF-8…) go through the pure parser and editor,
// and event payloads (missing and mistyped fields, wrong shapes, huge strings, non-JSON) through
// the runner's payload reader: every one ends in a typed result or a one-line error naming where,
// never an exception. A sample then goes through the bundled action against the local
// GitHub: one error line (or a correct run), and a file the gate could not read is never written.
// Job logs of pathological lines (long paths and ids, repeated separators, one character over and
// over, nested brackets, colour codes) go through the log scanner, whole and in chunks, and
// through the bundled CLI: an analysis within its bounds, the same however it is fed. How fast is
// the bench's to say (the log-families row), never a test's.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GitHubEmulator } from '../../emulator/index.js'
import { runAction, unescaped, type ActionRun } from '../../emulator/runner.js'
import { GateError, errorLine } from '../../src/rules/errors.js'
import { readRunnerContext } from '../../src/adapters/runner/env.js'
import type { GateEvent } from '../../src/rules/event.js'
import {
  applyStateChanges,
  formatStateError,
  parseStateFile,
  type MachineState,
  type StateChanges,
  type StateErrorKind,
  type StateDocument
} from '../../src/rules/state/index.js'
import { splitLines } from '../../src/rules/state/lines.js'
import { isoSeconds } from '../../src/rules/text.js'
import { analyzeLog, createLogScanner, type LogAnalysis } from '../../src/rules/logs/index.js'
import { runCli } from '../support/run-cli.js'
import {
  addProgram,
  ciRun,
  deliver,
  expectGateEdit,
  push,
  report,
  startEmulator,
  STATE_BRANCH,
  stateWrites,
  type Program
} from '../support/loop.js'
import {
  generateLogCases,
  generatePayloadCases,
  generateStateCases,
  lossy,
  MID_LOOP,
  ownedField,
  parsedBase,
  setCell,
  SHA,
  type LogCase,
  type PayloadCase,
  type StateCase
} from '../support/fuzz-cases.js'

const STATE_CASES = generateStateCases()
const KINDS: readonly StateErrorKind[] = [
  'missing-section',
  'duplicate-section',
  'missing-table',
  'bad-header',
  'bad-separator',
  'bad-row'
]

/** A decision's worth of changes: every owned row set, a status, a history entry. */
const CHANGES: StateChanges = {
  set: {
    paused: true,
    pauseReason: 'stuck in CI fix loop: a | b\nc',
    ciFixAttempts: 4,
    ciSignature: 'test: `x` | y',
    ciHeadSha: 'ab'.repeat(20),
    ciGateStarted: '2026-05-01T09:00:00Z',
    ciLastEvent: 'pause workflow_run/9/1 2026-05-01T09:30:00Z'
  },
  appendStatus: 'ci-fix-exhausted',
  replaceTrailingPendingCi: true,
  history: [
    { title: 'CI gate', when: '2026-05-01T09:30:00Z', lines: [['Status', '⚠️ Paused — stuck']] }
  ]
}

const LABEL = `${STATE_BRANCH}:fuzz.md`

/** What is wrong with how the parser and the editor handled one case; empty when all is right. */
function stateProblems(c: StateCase): string[] {
  const problems: string[] = []
  let parsed: ReturnType<typeof parseStateFile>
  try {
    parsed = parseStateFile(c.text)
  } catch (error) {
    return [`parse threw ${String(error)}`]
  }
  const lineCount = Math.max(1, splitLines(c.text).lines.length)
  const { expected } = c
  if (!parsed.ok) {
    const e = parsed.error
    const line = formatStateError(LABEL, e)
    if (!KINDS.includes(e.kind)) problems.push(`unknown kind ${e.kind}`)
    if (!Number.isInteger(e.line) || e.line < 1 || e.line > lineCount) {
      problems.push(`line ${e.line} outside 1..${lineCount}`)
    }
    if (!line.startsWith(`${LABEL}:${e.line}: `)) problems.push(`does not name file:line: ${line}`)
    if (/[\r\n]/.test(line) || e.message.trim() === '') problems.push(`not one line: ${line}`)
    if (line.length > 400) problems.push(`error line of ${line.length} chars`)
    if ('same' in expected) problems.push(`expected a parse, got ${line}`)
    if ('kind' in expected) {
      const got = { kind: e.kind, line: e.line, field: e.field }
      const want = { kind: expected.kind, line: expected.line ?? e.line, field: e.field }
      if (expected.field !== undefined) want.field = expected.field
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        problems.push(`expected ${JSON.stringify(want)}, got ${line}`)
      }
    }
    // The editor refuses with the same error and never throws.
    try {
      const edited = applyStateChanges(c.text, CHANGES)
      if (edited.ok || JSON.stringify(edited.error) !== JSON.stringify(e)) {
        problems.push('the editor did not refuse with the parse error')
      }
    } catch (error) {
      problems.push(`the editor threw ${String(error)}`)
    }
    return problems
  }

  if ('kind' in expected) problems.push(`expected ${expected.kind}, got a parse`)
  if ('same' in expected) {
    const want = parsedBase(expected.same).state
    if (JSON.stringify(parsed.doc.state) !== JSON.stringify(want)) {
      problems.push(`state differs from the base's: ${JSON.stringify(parsed.doc.state)}`)
    }
  }
  problems.push(...editProblems(c.text, parsed.doc))
  return problems
}

/** The edit reads back as written and keeps every line that is not one of the gate's rows. */
function editProblems(text: string, doc: Pick<StateDocument, 'rows' | 'heading'>): string[] {
  let edited: ReturnType<typeof applyStateChanges>
  try {
    edited = applyStateChanges(text, CHANGES)
  } catch (error) {
    return [`the editor threw ${String(error)}`]
  }
  if (!edited.ok) return [`the editor refused a file that parses: ${JSON.stringify(edited.error)}`]
  const again = parseStateFile(edited.text)
  if (!again.ok) return [`the edited file does not parse: ${formatStateError(LABEL, again.error)}`]
  const state: MachineState = again.doc.state
  const problems: string[] = []
  const want = {
    paused: true,
    pauseReason: 'stuck in CI fix loop: a ¦ b c',
    ciFixAttempts: 4,
    ciSignature: 'test: `x` ¦ y',
    ciHeadSha: 'ab'.repeat(20),
    ciGateStarted: '2026-05-01T09:00:00Z',
    ciLastEvent: 'pause workflow_run/9/1 2026-05-01T09:30:00Z'
  }
  const got = Object.fromEntries(
    Object.keys(want).map((key) => [key, state[key as keyof MachineState]])
  )
  if (JSON.stringify(got) !== JSON.stringify(want)) {
    problems.push(`edited state reads back as ${JSON.stringify(got)}`)
  }
  if (state.recentStatuses.at(-1) !== 'ci-fix-exhausted') problems.push('status not recorded')
  // Every line that is not an owned row is still there, in order.
  const owned = new Set(doc.rows.filter((r) => ownedField(r.field)).map((r) => r.line - 1))
  // A heading the scheduler cannot find is written the way it can.
  if (!doc.heading.schedulerFinds) owned.add(doc.heading.index)
  const before = splitLines(text).lines
  const after = splitLines(edited.text).lines
  let j = 0
  for (const [i, line] of before.entries()) {
    if (owned.has(i)) continue
    while (j < after.length && after[j]?.text !== line.text) j++
    if (j === after.length) {
      problems.push(`line ${i + 1} lost: ${JSON.stringify(line.text.slice(0, 60))}`)
      break
    }
    j++
  }
  return problems
}

const byKind = [...new Set(STATE_CASES.map((c) => c.kind))].map((kind) => ({
  kind,
  cases: STATE_CASES.filter((c) => c.kind === kind)
}))

describe(`${STATE_CASES.length} state-file corruptions (seeded): a parse or a one-line error naming a line, never a throw`, () => {
  it(`${STATE_CASES.length} state-file corruptions in ${byKind.length} kinds, at least 200`, () => {
    expect(STATE_CASES.length).toBeGreaterThanOrEqual(200)
    expect(
      STATE_CASES.filter((c) => Buffer.byteLength(c.text) >= 30 * 1024).length
    ).toBeGreaterThan(10)
  })

  it.each(byKind.map((k) => [k.kind, k.cases.length, k.cases] as const))(
    '%s: %i cases',
    (_kind, _count, cases) => {
      const problems = cases.flatMap((c) => stateProblems(c).map((p) => `${c.name}: ${p}`))
      expect(problems).toEqual([])
    }
  )
})

// ---------------------------------------------------------------------------------------------
const PAYLOAD_CASES = generatePayloadCases()
const scratch = mkdtempSync(join(tmpdir(), 'green-gate-fuzz-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function readEvent(c: PayloadCase, file: string): GateEvent {
  writeFileSync(file, c.text)
  return readRunnerContext({
    GITHUB_REPOSITORY: 'acme/widgets',
    GITHUB_EVENT_NAME: c.event,
    GITHUB_EVENT_PATH: file
  }).event
}

function payloadProblems(c: PayloadCase, k: number): string[] {
  const file = join(scratch, `event-${k}.json`)
  let event: GateEvent
  try {
    event = readEvent(c, file)
  } catch (error) {
    if (!(error instanceof GateError)) return [`threw ${String(error)}`]
    const line = errorLine(error)
    const problems: string[] = []
    if (line !== error.message) problems.push(`not one line: ${JSON.stringify(error.message)}`)
    if (!line.startsWith(`${file}: `))
      problems.push(`does not name the file: ${line.slice(0, 100)}`)
    if (line.length > 400) problems.push(`error line of ${line.length} chars`)
    return problems
  }
  // A payload that reads is typed as the gate relies on.
  if (event.kind === 'workflow_run') {
    const ok =
      Number.isSafeInteger(event.runId) &&
      Number.isSafeInteger(event.runAttempt) &&
      /^[0-9a-f]{40}$/.test(event.headSha) &&
      typeof event.headBranch === 'string' &&
      event.headBranch !== '' &&
      event.pullRequests.every((n) => Number.isSafeInteger(n)) &&
      (event.startedAt === null || !Number.isNaN(event.startedAt.getTime())) &&
      typeof event.fromFork === 'boolean'
    return ok ? [] : [`mistyped event ${JSON.stringify(event).slice(0, 200)}`]
  }
  if (event.kind === 'workflow_dispatch') {
    const values = Object.values(event.inputs)
    return values.every((v) => typeof v === 'string') ? [] : ['a dispatch input is not a string']
  }
  return [`unexpected kind ${event.kind}`]
}

const payloadKinds = [...new Set(PAYLOAD_CASES.map((c) => c.kind))].map((kind) => ({
  kind,
  cases: PAYLOAD_CASES.filter((c) => c.kind === kind)
}))

describe(`${PAYLOAD_CASES.length} event payload corruptions (seeded): an event or one GateError line`, () => {
  it(`${PAYLOAD_CASES.length} payload corruptions in ${payloadKinds.length} kinds, at least 100`, () => {
    expect(PAYLOAD_CASES.length).toBeGreaterThanOrEqual(100)
  })

  it.each(payloadKinds.map((k) => [k.kind, k.cases.length, k.cases] as const))(
    '%s: %i cases',
    (_kind, _count, cases) => {
      const problems = cases.flatMap((c) =>
        payloadProblems(c, PAYLOAD_CASES.indexOf(c)).map((p) => `${c.name}: ${p}`)
      )
      expect(problems).toEqual([])
    }
  )
})

// ---------------------------------------------------------------------------------------------
const LOG_CASES = generateLogCases()
const BYTE_BUDGET = 65536
const analyses = new Map(LOG_CASES.map((c) => [c, analyzeLog(c.text)]))

/** The log pushed in seeded chunks of 1 byte to 70 KB, splitting lines and characters anywhere. */
function inChunks(text: string, seed: number): LogAnalysis {
  const bytes = Buffer.from(text, 'utf8')
  const scanner = createLogScanner()
  let state = seed
  for (let at = 0; at < bytes.length;) {
    state = (state * 1103515245 + 12345) % 2 ** 31
    const size = 1 + (state % 70_000)
    scanner.push(bytes.subarray(at, at + size))
    at += size
  }
  return scanner.finish()
}

const sortedUnique = (items: readonly string[]): boolean =>
  items.every((item, i) => i === 0 || (items[i - 1] as string) < item)

describe(`${LOG_CASES.length} job logs of pathological lines (seeded): an analysis within its bounds, the same in chunks`, () => {
  it.each(LOG_CASES.map((c, k) => [c.name, c, k] as const))('%s', (_name, c: LogCase, k) => {
    const analysis = analyses.get(c) as LogAnalysis
    expect(analysis.byteCount).toBe(Buffer.byteLength(c.text))
    expect(analysis.lineCount).toBe(c.text.split('\n').length - 1)
    expect(Buffer.byteLength(analysis.excerpt)).toBeLessThanOrEqual(BYTE_BUDGET)
    expect(analysis.signature).not.toBe('')
    expect(analysis.signature.length).toBeLessThanOrEqual(200)
    expect(analysis.identities.every((id) => id.length <= 120)).toBe(true)
    expect(sortedUnique(analysis.identities)).toBe(true)
    expect(sortedUnique(analysis.tests)).toBe(true)
    expect(analysis.failingSteps.at(-1)).toMatchObject({ name: 'npm test', exitCode: 1 })
    expect(inChunks(c.text, k + 1)).toEqual(analysis)
  })
})

// ---------------------------------------------------------------------------------------------
// Through the bundled action

function expectNoCrash(result: ActionRun): void {
  expect(result.stderr).toBe('')
  expect(result.stdout).not.toMatch(/\n\s+at /)
  const failures = result.annotations.filter((a) => a.level === 'error')
  for (const f of failures) expect(f.message).not.toMatch(/^unexpected error/)
}

/**
 * What the action must do with a state file: name the error, refuse bytes that are not UTF-8, or
 * run on what it read. The error's wording is the pure rule's, proven on every case above.
 */
function outcomeOf(c: StateCase): string {
  const bytes = c.bytes ?? Buffer.from(c.text)
  if (!Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes)) return 'not UTF-8'
  const parsed = parseStateFile(lossy(bytes))
  return parsed.ok ? `reads: ${c.kind}` : parsed.error.kind
}
const FIRST_OF_KIND = byKind.map((k) => k.cases[0] as StateCase)

/**
 * The outcomes whose bytes take a way of their own from the read to the write: bytes that are
 * not text, a BOM, CRLF, 30 KB, NUL bytes, a row read with a warning. Every other kind is a
 * variation of the parser's and editor's input, proven above; every parse error takes the one
 * way the break above a spent budget (below) takes.
 */
const THROUGH_THE_ACTION = [
  'not UTF-8',
  'reads: BOM',
  'reads: CRLF',
  'reads: 30 KB+ file',
  'reads: NUL bytes',
  'reads: non-numeric counter'
]

/** One case of each of those outcomes, plus a break above a spent budget: the regression that matters most. */
const STATE_SAMPLE: StateCase[] = [
  ...THROUGH_THE_ACTION.map((outcome) => {
    const c = FIRST_OF_KIND.find((o) => outcomeOf(o) === outcome)
    if (c === undefined) throw new Error(`no case reads as ${outcome}`)
    return c
  }),
  {
    kind: 'line break in a value',
    name: 'line break in Pause Reason above CI Fix Attempts 5',
    text: setCell(setCell(MID_LOOP, 'CI Fix Attempts', '5').text, 'Pause Reason', 'wait\nfor it')
      .text,
    expected: { kind: 'bad-row' }
  }
]

/**
 * The bases' iteration started on 2026-05-01: through the action that is past the wall clock,
 * and every run would pause for it. Moved to a few minutes ago (same length, byte for byte
 * elsewhere), so a file that reads is judged on its rows.
 */
const RECENT = isoSeconds(new Date(Date.now() - 5 * 60_000))
function recent(bytes: Buffer): Buffer {
  return Buffer.from(bytes.toString('latin1').replaceAll('2026-05-01T08:05:00Z', RECENT), 'latin1')
}

let gh: GitHubEmulator
const sampled = new Map<StateCase, { p: Program; bytes: Buffer; result: ActionRun }>()
const payloadSampled = new Map<PayloadCase, ActionRun>()
/**
 * Every payload case goes through the reader above; through the action, one refused over a 1 MB
 * value, and the nesting deep enough to have crashed the step (a payload that reads is every
 * other end-to-end test's).
 */
const PAYLOAD_SAMPLE = [
  'workflow_run.head_sha of 1 MB',
  'workflow_run: 200 000 lists deep',
  'workflow_run.head_branch nested 5000 lists deep'
].map((name) => {
  const c = PAYLOAD_CASES.find((p) => p.name === name)
  if (c === undefined) throw new Error(`no payload case ${name}`)
  return c
})

beforeAll(async () => {
  gh = await startEmulator()
  // The program the payloads name, red on the commit they name: a payload that reads gets a run.
  const target = addProgram(gh, 'payload', { issueRow: false })
  gh.store.setBranch(target.branch, SHA)
  report(gh, SHA, { build: 'success', test: 'failure' })
  const runs = STATE_SAMPLE.map(async (c, k) => {
    const p = addProgram(gh, `fuzz-${k}`, { state: 'none' })
    const bytes = recent(c.bytes ?? Buffer.from(c.text))
    gh.store.putFile(STATE_BRANCH, p.file, bytes, `seed ${c.name}`)
    const sha = push(gh, p, { build: 'success', test: 'failure' })
    const result = await deliver(gh, ciRun(gh, p, sha, true), { 'program-issue': String(p.issue) })
    sampled.set(c, { p, bytes, result })
  })
  const events = PAYLOAD_SAMPLE.map(async (c, k) => {
    const file = join(scratch, `action-event-${k}.json`)
    writeFileSync(file, c.text)
    const result = await runAction({
      apiUrl: gh.url,
      eventName: c.event,
      payload: {},
      env: { GITHUB_EVENT_PATH: file }
    })
    payloadSampled.set(c, result)
  })
  await Promise.all([...runs, ...events])
})
afterAll(async () => {
  await gh.close()
})

describe(`${STATE_SAMPLE.length} corrupted state files through the action: one error line naming file:line and no write, or a correct run`, () => {
  it.each(STATE_SAMPLE.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const run = sampled.get(c)
    if (run === undefined) throw new Error('not run')
    const { p, bytes, result } = run
    expectNoCrash(result)
    const label = `${STATE_BRANCH}:${p.file}`
    const stored = gh.store.readFile(STATE_BRANCH, p.file)
    const valid = Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes)
    const text = lossy(bytes)
    const parsed = parseStateFile(text)
    if (!valid || !parsed.ok) {
      expect(result.exitCode).toBe(1)
      const want = valid
        ? formatStateError(label, (parsed as { ok: false; error: never }).error)
        : `${label}: is not valid UTF-8 text; left untouched`
      expect(
        result.annotations.filter((a) => a.level === 'error').map((a) => unescaped(a.message))
      ).toEqual([want])
      // Never an overwritten file: no write was even tried, every byte is as it was; and
      // nothing said or labelled on the program's issue or pull request.
      expect(stateWrites(gh, p)).toEqual([])
      expect(stored?.bytes.equals(bytes)).toBe(true)
      expect(gh.store.issueComments(p.issue)).toEqual([])
      expect(gh.store.issueLabels(p.pull ?? 0)).toEqual([])
      return
    }
    // A file that reads gives a correct run: a decision, and a file that still reads, changed
    // only in the gate's rows and its new entry.
    expect(result.exitCode).toBe(0)
    expect(['fix', 'pause', 'skip', 'wait']).toContain(result.outputs.decision)
    const after = stored?.content ?? ''
    expect(parseStateFile(after).ok).toBe(true)
    if (stateWrites(gh, p).length > 0) expectGateEdit(text, after)
    else expect(stored?.bytes.equals(bytes)).toBe(true)
  })
})

describe(`${PAYLOAD_SAMPLE.length} corrupted event payloads through the action: one error line or a correct skip/run`, () => {
  it.each(PAYLOAD_SAMPLE.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = payloadSampled.get(c)
    if (result === undefined) throw new Error('not run')
    expectNoCrash(result)
    const failures = result.annotations.filter((a) => a.level === 'error')
    if (result.exitCode === 0) {
      expect(failures).toEqual([])
      expect(['skip', 'fix', 'wait']).toContain(result.outputs.decision)
    } else {
      expect(result.exitCode).toBe(1)
      expect(failures).toHaveLength(1)
      expect(unescaped(failures[0]?.message ?? '')).not.toMatch(/[\r\n]/)
      expect(failures[0]?.message.length).toBeLessThan(400)
    }
  })
})

describe('job logs of pathological lines through the bundled CLI: the signature the library gives', () => {
  // One family's 512 KiB of 20 KiB lines fed on stdin; every family goes through the scanner above.
  const sample = LOG_CASES.filter((c) => c.name.endsWith('lines of 20 KiB') && c.family === 'paths')
  it.each(sample.map((c) => [c.family, c] as const))('%s', async (_family, c: LogCase) => {
    const result = await runCli(['signature', '-'], c.text)
    expect(result.stderr).toBe('')
    expect(result.exitCode).toBe(0)
    const analysis = analyses.get(c) as LogAnalysis
    expect(JSON.parse(result.stdout)).toMatchObject({
      signature: analysis.signature,
      class: analysis.failureClass,
      log_bytes: analysis.byteCount
    })
  })
})
