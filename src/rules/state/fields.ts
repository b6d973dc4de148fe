// The Machine State rows: their names as autoloop writes them, what each row the gate reads means
// as a typed value, and for the rows it owns, how a typed value is written back. Every row is read
// the way autoloop's scheduler reads it (a value it would misread is read the same way, with a
// warning): the gate's own CI rows are renderings of its ledger, so a value there that does not
// decode is only rewritten, never acted on.
import { quote } from './errors.js'
import { MAX_RECENT_STATUSES } from './recent-statuses.js'
import { oneLine } from '../untrusted.js'

export type MetricDirection = 'higher' | 'lower'

/** The rows the gate may change. */
export interface OwnedFields {
  readonly paused: boolean
  readonly pauseReason: string | null
  readonly recentStatuses: readonly string[]
  readonly ciFixAttempts: number
  readonly ciSignature: string | null
  readonly ciHeadSha: string | null
  /** ISO 8601 time the gate started timing the current iteration. */
  readonly ciGateStarted: string | null
  readonly ciLastEvent: string | null
  /** The ledger entry the gate's rows render; behind the ledger means a save reverted them. */
  readonly ciLedger: number | null
}

/** The rows the gate reads: its own, and those of autoloop's that a decision or a report uses. */
export interface MachineState extends OwnedFields {
  readonly iterationCount: number | null
  /** Without the backticks autoloop puts around it. */
  readonly branch: string | null
  readonly pr: number | null
  readonly issue: number | null
  readonly completed: boolean
  readonly completedReason: string | null
}

/**
 * autoloop's rows the gate never reads, known by name all the same: a new file has them, and a
 * duplicate of one, or a table broken above one, is told of.
 */
type UnreadKey = 'lastRun' | 'bestMetric' | 'targetMetric' | 'metricDirection' | 'consecutiveErrors'

export type StateKey = keyof MachineState
/** Every row the gate knows by name. */
export type FieldKey = StateKey | UnreadKey
export type OwnedKey = keyof OwnedFields

export const ROW_NAMES = {
  lastRun: 'Last Run',
  iterationCount: 'Iteration Count',
  bestMetric: 'Best Metric',
  targetMetric: 'Target Metric',
  metricDirection: 'Metric Direction',
  branch: 'Branch',
  pr: 'PR',
  issue: 'Issue',
  paused: 'Paused',
  pauseReason: 'Pause Reason',
  completed: 'Completed',
  completedReason: 'Completed Reason',
  consecutiveErrors: 'Consecutive Errors',
  recentStatuses: 'Recent Statuses',
  ciFixAttempts: 'CI Fix Attempts',
  ciSignature: 'CI Signature',
  ciHeadSha: 'CI Head SHA',
  ciGateStarted: 'CI Gate Started',
  ciLastEvent: 'CI Last Event',
  ciLedger: 'CI Ledger'
} as const satisfies Record<FieldKey, string>

/** Owned rows in the order a missing one is appended to the table. */
export const OWNED_KEYS: readonly OwnedKey[] = [
  'paused',
  'pauseReason',
  'recentStatuses',
  'ciFixAttempts',
  'ciSignature',
  'ciHeadSha',
  'ciGateStarted',
  'ciLastEvent',
  'ciLedger'
]

/** What autoloop writes for "no value". */
export const EMPTY_CELL = '—'

/** Cell values the scheduler also reads as "no value". */
export function isEmptyValue(value: string): boolean {
  return value === '' || value === '—' || value === '-'
}

function normalizeFieldName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase()
}

const KEY_BY_NAME = new Map(
  (Object.entries(ROW_NAMES) as [FieldKey, string][]).map(([key, name]) => [
    normalizeFieldName(name),
    key
  ])
)

export function fieldKeyOf(name: string): FieldKey | undefined {
  return KEY_BY_NAME.get(normalizeFieldName(name))
}

/** A value always decodes; `warning` says when the file says something else than it means. */
export interface Decoded<T> {
  value: T
  warning?: string
}

/** `value` is null when the row is absent or holds an empty marker. */
interface Reader<T> {
  decode(value: string | null): Decoded<T>
}

/** Encodes to the unescaped cell text, or null for an empty cell. Throws on a value it would
 * not read back, since that is a bug in the caller, not in the file. */
interface Codec<T> extends Reader<T> {
  encode(value: T): string | null
}

const ok = <T>(value: T): Decoded<T> => ({ value })
const warn = <T>(value: T, warning: string): Decoded<T> => ({ value, warning })

function invalid(field: string, value: unknown, expected: string): never {
  throw new RangeError(`cannot write ${JSON.stringify(value)} to ${field}: expected ${expected}`)
}

/**
 * The scheduler splits a row at every `|`, escaped or not, and a split row eats the one below
 * it; a look-alike keeps the text readable and the table whole.
 */
export function schedulerSafe(value: string): string {
  return oneLine(value).replace(/\|/g, '¦')
}

const text: Codec<string | null> = {
  decode: (value) => ok(value),
  encode(value) {
    const line = value === null ? '' : schedulerSafe(value)
    return isEmptyValue(line) ? null : line
  }
}

/** As the scheduler reads it: true only when the value is `true` in any case. */
const flag: Codec<boolean> = {
  decode(value) {
    const word = (value ?? 'false').toLowerCase()
    if (word === 'true') return ok(true)
    if (word === 'false') return ok(false)
    return warn(
      false,
      `${quote(value ?? '')} reads as false: the autoloop scheduler takes only "true" as true`
    )
  },
  encode: (value) => String(value)
}

/** Reads a whole number; anything else is the fallback, with a warning. */
function wholeNumber<T extends number | null>(fallback: T): Codec<number | T> {
  return {
    decode(value) {
      if (value === null) return ok(fallback)
      const n = Number(value)
      return /^\d+$/.test(value) && Number.isSafeInteger(n)
        ? ok(n)
        : warn(fallback, `expected a whole number, got ${quote(value)}; rewritten from the ledger`)
    },
    encode: (value) =>
      value === null
        ? null
        : Number.isSafeInteger(value) && value >= 0
          ? String(value)
          : invalid(ROW_NAMES.ciFixAttempts, value, 'a whole number')
  }
}

/** A row the gate renders: a value it could not have written reads as absent, with a warning. */
function pattern(test: (value: string) => boolean, expected: string): Codec<string | null> {
  return {
    decode: (value) =>
      value === null || test(value)
        ? ok(value)
        : warn(null, `expected ${expected}, got ${quote(value)}; rewritten from the ledger`),
    encode: (value) =>
      value === null || test(value) ? value : invalid('a CI row', value, expected)
  }
}

const SHA = /^[0-9a-f]{7,64}$/i
const sha = pattern((value) => SHA.test(value), 'a commit SHA (7 to 64 hex digits)')

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/
/** A full date and time with its zone, such as 2026-04-22T22:30:00Z. */
export function isIsoTime(value: string): boolean {
  return ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))
}

const isoTime = pattern(isIsoTime, 'an ISO 8601 time like 2026-04-22T22:30:00Z')

const statusList: Codec<readonly string[]> = {
  decode: (value) =>
    ok(
      (value ?? '')
        .split(',')
        .map((status) => status.trim())
        .filter((status) => status !== '')
    ),
  encode(value) {
    for (const status of value) {
      if (!/^[^,\r\n]+$/.test(status) || status.trim() === '') {
        invalid(ROW_NAMES.recentStatuses, status, 'a status without commas or line breaks')
      }
    }
    const kept = value.map((status) => status.trim()).slice(-MAX_RECENT_STATUSES)
    return kept.length === 0 ? null : kept.join(', ')
  }
}

const OWNED_CODECS: { readonly [K in OwnedKey]: Codec<OwnedFields[K]> } = {
  paused: flag,
  pauseReason: text,
  recentStatuses: statusList,
  ciFixAttempts: wholeNumber(0),
  ciSignature: text,
  ciHeadSha: sha,
  ciGateStarted: isoTime,
  ciLastEvent: text,
  ciLedger: wholeNumber(null)
}

const wholeNumberOrNull: Reader<number | null> = {
  decode: (value) => ok(value !== null && /^\d+$/.test(value) ? Number(value) : null)
}

/** `#12`, `12` or `[#12](url)`; anything else (autoloop has written `pending-ci`) is none. */
const reference: Reader<number | null> = {
  decode(value) {
    const digits = /^\[?#?(\d+)\b/.exec(value ?? '')?.[1]
    return ok(digits === undefined ? null : Number(digits))
  }
}

const branch: Reader<string | null> = {
  decode: (value) => ok(value === null ? null : value.replace(/^`(.*)`$/, '$1'))
}

const READERS: { readonly [K in StateKey]: Reader<MachineState[K]> } = {
  ...OWNED_CODECS,
  iterationCount: wholeNumberOrNull,
  branch,
  pr: reference,
  issue: reference,
  completed: flag,
  completedReason: text
}

/** The rows the typed view reads, in the table's order. */
export const STATE_KEYS = (Object.keys(ROW_NAMES) as FieldKey[]).filter(
  (key): key is StateKey => key in READERS
)

export function decodeField<K extends StateKey>(
  key: K,
  value: string | null
): Decoded<MachineState[K]> {
  return READERS[key].decode(value)
}

/** The cell text an absent row amounts to: the row's default, written out. */
export function absentCell<K extends OwnedKey>(key: K): string | null {
  const codec = OWNED_CODECS[key]
  return codec.encode(codec.decode(null).value)
}

export function encodeOwned<K extends OwnedKey>(key: K, value: OwnedFields[K]): string | null {
  return OWNED_CODECS[key].encode(value)
}
