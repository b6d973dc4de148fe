// The ledger file as JSON, read strictly: a ledger the gate cannot read is never overwritten, and
// the error names the field that is wrong. Pure.
import { DECISIONS } from '../vocabulary/decision.js'
import { CLASS_PRECEDENCE } from '../logs/classify.js'
import { oneLine } from '../untrusted.js'
import type { FailureClass } from '../logs/types.js'
import { WEAKENING_KINDS, type CiChange, type Weakening } from '../vocabulary/guard-findings.js'
import type { JobSeen } from '../accept/what-ran.js'
import { TEST_RUNNERS, type Inventory } from '../logs/inventory/index.js'
import type { RecentStatus } from '../state/recent-statuses.js'
import type { Ledger, LedgerEntry, SteerRecord } from './ledger.js'
import type { CommandKind } from '../vocabulary/steer-command.js'
import {
  OUTCOME_TEXT,
  type FlakeMiss,
  type FlakeSuspects,
  type AttemptOutcome,
  type FixAttempt,
  type GateMemory,
  type Hold,
  type LastEvent
} from './memory.js'
import type { PauseReason } from '../vocabulary/pause-reason.js'

const FORMAT = 'green-gate-ledger/1'

export type LedgerParse = { ok: true; ledger: Ledger } | { ok: false; message: string }

export function serializeLedger(ledger: Ledger): string {
  const { program, repository, anchor, statusComment, seal, anchored, epoch, entries } = ledger
  const head = {
    format: FORMAT,
    program,
    ...optional('repository', repository ?? null),
    ...optional('anchored', anchored ?? null),
    ...optional('epoch', epoch ?? null)
  }
  const tail = {
    ...optional('anchor', anchor ?? null),
    statusComment,
    ...optional('seal', seal ?? null)
  }
  return `${JSON.stringify({ ...head, ...tail, entries }, null, 1)}\n`
}

export function parseLedger(text: string): LedgerParse {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    // The parser's message may quote the file, line breaks and all: one short line of it.
    const why = oneLine(error instanceof Error ? error.message : String(error)).slice(0, 120)
    return { ok: false, message: `not JSON (${why})` }
  }
  try {
    const root = new Reader(json, '')
    if (root.string('format') !== FORMAT) {
      throw new ShapeError(`format: expected "${FORMAT}"`)
    }
    const entries = root.list('entries', readEntry)
    entries.forEach((entry, i) => {
      const before = entries[i - 1]
      if (before !== undefined && entry.seq !== before.seq + 1) {
        throw new ShapeError(`entries[${i}].seq: expected ${before.seq + 1}, got ${entry.seq}`)
      }
    })
    const anchor = root.nullableChild('anchor')
    const comment = root.nullableChild('statusComment')
    return {
      ok: true,
      ledger: {
        program: root.string('program'),
        // Absent from ledgers written before the gate named the repository and sealed them.
        ...optional('repository', root.nullableString('repository')),
        ...optional('seal', root.nullableString('seal')),
        ...optional('anchored', root.nullableCount('anchored')),
        ...optional('epoch', root.nullableCount('epoch')),
        ...(comment === null
          ? {}
          : { statusComment: { issue: comment.count('issue'), id: comment.string('id') } }),
        entries,
        ...(anchor === null
          ? {}
          : { anchor: { seq: anchor.count('seq'), hash: anchor.string('hash') } })
      }
    }
  } catch (error) {
    if (error instanceof ShapeError) return { ok: false, message: error.message }
    throw error
  }
}

class ShapeError extends Error {}

const CLASSES: readonly FailureClass[] = [...CLASS_PRECEDENCE, 'unknown']
const STATUSES: readonly RecentStatus[] = [
  'accepted',
  'rejected',
  'error',
  'pending-ci',
  'ci-fix-exhausted'
]
const OUTCOMES = Object.keys(OUTCOME_TEXT) as AttemptOutcome[]

/** A JSON object read field by field; every error names the path to the field. */
class Reader {
  private readonly object: Record<string, unknown>
  constructor(
    value: unknown,
    private readonly path: string
  ) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ShapeError(`${path || 'ledger'}: expected an object`)
    }
    this.object = value as Record<string, unknown>
  }

  private at(key: string): string {
    return this.path === '' ? key : `${this.path}.${key}`
  }

  private fail(key: string, expected: string): never {
    throw new ShapeError(
      `${this.at(key)}: expected ${expected}, got ${JSON.stringify(this.object[key]) ?? 'nothing'}`
    )
  }

  string(key: string): string {
    const value = this.object[key]
    return typeof value === 'string' ? value : this.fail(key, 'a string')
  }

  nullableString(key: string): string | null {
    const value = this.object[key]
    return value === null || value === undefined ? null : this.string(key)
  }

  count(key: string): number {
    const value = this.object[key]
    return Number.isSafeInteger(value) && (value as number) >= 0
      ? (value as number)
      : this.fail(key, 'a whole number')
  }

  /** A finite amount of at least 0, such as a cost. */
  amount(key: string): number {
    const value = this.object[key]
    return typeof value === 'number' && Number.isFinite(value) && value >= 0
      ? value
      : this.fail(key, 'an amount of at least 0')
  }

  nullableAmount(key: string): number | null {
    const value = this.object[key]
    return value === null || value === undefined ? null : this.amount(key)
  }

  nullableCount(key: string): number | null {
    const value = this.object[key]
    return value === null || value === undefined ? null : this.count(key)
  }

  boolean(key: string): boolean {
    const value = this.object[key]
    return typeof value === 'boolean' ? value : this.fail(key, 'true or false')
  }

  oneOf<T extends string>(key: string, options: readonly T[]): T {
    const value = this.object[key]
    return options.includes(value as T)
      ? (value as T)
      : this.fail(key, `one of ${options.join(', ')}`)
  }

  nullableOneOf<T extends string>(key: string, options: readonly T[]): T | null {
    const value = this.object[key]
    return value === null || value === undefined ? null : this.oneOf(key, options)
  }

  child(key: string): Reader {
    return new Reader(this.object[key], this.at(key))
  }

  nullableChild(key: string): Reader | null {
    const value = this.object[key]
    return value === null || value === undefined ? null : this.child(key)
  }

  strings(key: string): string[] {
    const value = this.object[key]
    return Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? (value as string[])
      : this.fail(key, 'a list of strings')
  }

  nullableStrings(key: string): string[] | null {
    const value = this.object[key]
    return value === null || value === undefined ? null : this.strings(key)
  }

  list<T>(key: string, read: (item: Reader) => T): T[] {
    const value = this.object[key]
    if (!Array.isArray(value)) return this.fail(key, 'a list')
    return value.map((item, i) => read(new Reader(item, `${this.at(key)}[${i}]`)))
  }

  nullableList<T>(key: string, read: (item: Reader) => T): T[] | null {
    const value = this.object[key]
    return value === null || value === undefined ? null : this.list(key, read)
  }
}

function readEntry(r: Reader): LedgerEntry {
  const failure = r.nullableChild('failure')
  const pause = r.nullableChild('pause')
  const steer = r.nullableChild('steer')
  return {
    seq: r.count('seq'),
    at: r.string('at'),
    eventKey: r.string('eventKey'),
    decision: r.oneOf('decision', DECISIONS),
    reason: r.string('reason'),
    headSha: r.nullableString('headSha'),
    runUrl: r.nullableString('runUrl'),
    failure: failure === null ? null : readFailure(failure),
    pause: pause === null ? null : readPause(pause),
    attempt: r.count('attempt'),
    maxAttempts: r.count('maxAttempts'),
    status: r.nullableOneOf('status', STATUSES),
    resumed: r.boolean('resumed'),
    memory: readMemory(r.child('memory')),
    ...optional('steer', steer === null ? null : readSteer(steer)),
    ...optional('prev', r.nullableString('prev')),
    ...optional('mac', r.nullableString('mac'))
  }
}

const COMMAND_KINDS: readonly CommandKind[] = [
  'pause',
  'resume',
  'retry',
  'reset',
  'status',
  'approve',
  'unknown'
]

function readSteer(r: Reader): SteerRecord {
  return { command: r.oneOf('command', COMMAND_KINDS), by: r.string('by'), url: r.string('url') }
}

/** A failure as the gate signed it: on an entry, and on each fix attempt. */
function readFailure(r: Reader): { signature: string; failureClass: FailureClass } {
  return { signature: r.string('signature'), failureClass: r.oneOf('failureClass', CLASSES) }
}

/** A field that is absent rather than null when the file does not have it. */
function optional<K extends string, T>(key: K, value: T | null): { [k in K]?: T } {
  return (value === null ? {} : { [key]: value }) as { [k in K]?: T }
}

function readPause(r: Reader): PauseReason {
  const kind = r.oneOf('kind', [
    'ci-fix-exhausted',
    'stuck',
    'ci-timeout',
    'ci-missing',
    'audit-broken',
    'cost-cap',
    'ledger-tampered',
    'fixer-missing',
    'fixer-changed',
    'fix-weakened-tests',
    'weakened-tests',
    'unreviewable',
    'ci-changed',
    'tests-missing',
    'tests-failed-in-green'
  ] as const)
  switch (kind) {
    case 'ci-timeout':
      return { kind }
    case 'ci-missing':
      return { kind, sha: r.string('sha') }
    case 'audit-broken':
      return { kind, entry: r.count('entry') }
    case 'cost-cap':
      return { kind, spentUsd: r.amount('spentUsd'), capUsd: r.amount('capUsd') }
    case 'ledger-tampered':
      return { kind, what: r.string('what') }
    case 'fixer-missing':
    case 'unreviewable':
      return { kind, why: r.string('why') }
    case 'fixer-changed':
      return {
        kind,
        path: r.string('path'),
        branch: r.string('branch'),
        defaultBranch: r.string('defaultBranch')
      }
    case 'fix-weakened-tests':
    case 'weakened-tests':
      return { kind, findings: r.list('findings', readWeakening) }
    case 'ci-changed':
      return { kind, ...readCiChange(r) }
    case 'tests-missing':
      return {
        kind,
        job: r.string('job'),
        before: r.count('before'),
        now: r.nullableCount('now'),
        more: r.count('more')
      }
    case 'tests-failed-in-green':
      return { kind, job: r.string('job'), failed: r.count('failed'), more: r.count('more') }
    default:
      return { kind, signature: r.string('signature') }
  }
}

function readCiChange(r: Reader): CiChange {
  return { files: r.nullableStrings('files'), more: r.count('more'), since: r.string('since') }
}

function readWeakening(r: Reader): Weakening {
  return {
    kind: r.oneOf('kind', WEAKENING_KINDS),
    path: r.string('path'),
    line: r.nullableCount('line'),
    quote: r.nullableString('quote')
  }
}

function readHold(r: Reader): Hold {
  const kind = r.oneOf('kind', ['none', 'fixing', 'paused', 'manual', 'blocked'] as const)
  switch (kind) {
    case 'none':
      return { kind }
    case 'fixing':
      return { kind, attempt: r.count('attempt'), max: r.count('max'), sha: r.string('sha') }
    case 'paused':
      return { kind, reason: readPause(r.child('reason')) }
    case 'manual':
      return { kind, reason: r.nullableString('reason') }
    case 'blocked':
      return { kind, sha: r.string('sha') }
  }
}

function readAttempt(r: Reader): FixAttempt {
  return {
    attempt: r.count('attempt'),
    commit: r.string('commit'),
    ...readFailure(r),
    runUrl: r.nullableString('runUrl'),
    at: r.string('at'),
    outcome: r.oneOf('outcome', OUTCOMES),
    ...optional('note', r.nullableString('note')),
    ...optional('costUsd', r.nullableAmount('costUsd'))
  }
}

function readLastEvent(r: Reader): LastEvent {
  return {
    decision: r.oneOf('decision', DECISIONS),
    eventKey: r.string('eventKey'),
    at: r.string('at')
  }
}

function readMemory(r: Reader): GateMemory {
  const last = r.nullableChild('lastEvent')
  const spend = r.nullableChild('spend')
  // Both absent from ledgers written before the gate re-ran failed jobs and kept paused programs.
  const reruns = r.nullableChild('reruns')
  const keeper = r.nullableChild('keeper')
  const suspects = r.nullableChild('suspects')
  return {
    hold: readHold(r.child('hold')),
    iteration: r.nullableCount('iteration'),
    clockStarted: r.nullableString('clockStarted'),
    attempts: r.list('attempts', readAttempt),
    signature: r.nullableString('signature'),
    headSha: r.nullableString('headSha'),
    lastEvent: last === null ? null : readLastEvent(last),
    ...(spend === null
      ? {}
      : {
          spend: {
            day: spend.string('day'),
            usd: spend.amount('usd'),
            dearestUsd: spend.amount('dearestUsd')
          }
        }),
    reruns:
      reruns === null ? null : { commit: reruns.string('commit'), count: reruns.count('count') },
    keeper:
      keeper === null
        ? null
        : {
            commit: keeper.string('commit'),
            attempts: keeper.list('attempts', readAttempt),
            spent: keeper.boolean('spent')
          },
    // Absent from ledgers written before the gate told flakes apart.
    ...optional('acceptedSha', r.nullableString('acceptedSha')),
    ...optional('approvedSha', r.nullableString('approvedSha')),
    ...optional('flakes', r.nullableStrings('flakes')),
    ...optional('suspects', suspects === null ? null : readSuspects(suspects)),
    // Absent from ledgers written before known flakes had to keep earning their re-run.
    ...optional('flakeMisses', r.nullableList('flakeMisses', readMiss)),
    ...optional('flakeReruns', r.nullableCount('flakeReruns')),
    // Absent from ledgers written before the gate recorded the program issue.
    ...optional('issue', r.nullableCount('issue')),
    // Absent from ledgers written before the gate remembered which workflows are CI.
    ...optional('ciWorkflows', r.nullableStrings('ciWorkflows')),
    // Absent from ledgers written before the gate read what CI ran: the next accept records it.
    ...optional('whatRan', r.nullableList('whatRan', readJobSeen))
  }
}

function readJobSeen(r: Reader): JobSeen {
  const inventory = r.nullableChild('inventory')
  return { job: r.string('job'), inventory: inventory === null ? null : readInventory(inventory) }
}

function readInventory(r: Reader): Inventory {
  return {
    runner: r.oneOf('runner', TEST_RUNNERS),
    passed: r.count('passed'),
    failed: r.count('failed'),
    skipped: r.count('skipped'),
    total: r.count('total'),
    failures: r.strings('failures')
  }
}

function readMiss(r: Reader): FlakeMiss {
  return { test: r.string('test'), misses: r.count('misses') }
}

function readSuspects(r: Reader): FlakeSuspects {
  return { commit: r.string('commit'), tests: r.strings('tests') }
}
