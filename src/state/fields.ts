// The Machine State rows: their names as autoloop writes them, what each means as a typed value,
// and for the rows the gate owns, how a typed value is written back. Rows the gate only reads
// are read leniently (the scheduler and agents write them however they like); rows it owns are
// read strictly, because it acts on them.
import { quote } from './errors.js'
import { MAX_RECENT_STATUSES } from './recent-statuses.js'
import { oneLine } from './table-cells.js'

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
}

export interface MachineState extends OwnedFields {
  readonly lastRun: string | null
  readonly iterationCount: number | null
  readonly bestMetric: string | null
  readonly targetMetric: string | null
  readonly metricDirection: MetricDirection | null
  /** Without the backticks autoloop puts around it. */
  readonly branch: string | null
  readonly pr: number | null
  readonly issue: number | null
  readonly completed: boolean
  readonly completedReason: string | null
  readonly consecutiveErrors: number | null
}

export type FieldKey = keyof MachineState
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
  ciLastEvent: 'CI Last Event'
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
  'ciLastEvent'
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

export function isOwned(key: FieldKey): key is OwnedKey {
  return (OWNED_KEYS as readonly FieldKey[]).includes(key)
}

export type Decoded<T> = { ok: true; value: T } | { ok: false; message: string }

/** `value` is null when the row is absent or holds an empty marker. */
interface Reader<T> {
  decode(value: string | null): Decoded<T>
}

/** Encodes to the unescaped cell text, or null for an empty cell. Throws on a value it would
 * not read back, since that is a bug in the caller, not in the file. */
interface Codec<T> extends Reader<T> {
  encode(value: T): string | null
}

const ok = <T>(value: T): Decoded<T> => ({ ok: true, value })
const fail = <T>(message: string): Decoded<T> => ({ ok: false, message })

function invalid(field: string, value: unknown, expected: string): never {
  throw new RangeError(`cannot write ${JSON.stringify(value)} to ${field}: expected ${expected}`)
}

const text: Codec<string | null> = {
  decode: (value) => ok(value),
  encode(value) {
    const line = value === null ? '' : oneLine(value)
    return isEmptyValue(line) ? null : line
  }
}

const flag: Codec<boolean> = {
  decode(value) {
    const word = (value ?? 'false').toLowerCase()
    if (word === 'true' || word === 'yes') return ok(true)
    if (word === 'false' || word === 'no') return ok(false)
    return fail(`expected true or false, got ${quote(value ?? '')}`)
  },
  encode: (value) => String(value)
}

const count: Codec<number> = {
  decode(value) {
    if (value === null) return ok(0)
    const n = Number(value)
    return /^\d+$/.test(value) && Number.isSafeInteger(n)
      ? ok(n)
      : fail(`expected a whole number, got ${quote(value)}`)
  },
  encode: (value) =>
    Number.isSafeInteger(value) && value >= 0
      ? String(value)
      : invalid(ROW_NAMES.ciFixAttempts, value, 'a whole number')
}

const SHA = /^[0-9a-f]{7,64}$/i
const sha: Codec<string | null> = {
  decode: (value) =>
    value === null || SHA.test(value)
      ? ok(value)
      : fail(`expected a commit SHA (7 to 64 hex digits), got ${quote(value)}`),
  encode: (value) =>
    value === null || SHA.test(value) ? value : invalid(ROW_NAMES.ciHeadSha, value, 'a commit SHA')
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/
const isIsoTime = (value: string): boolean =>
  ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))
const isoTime: Codec<string | null> = {
  decode: (value) =>
    value === null || isIsoTime(value)
      ? ok(value)
      : fail(`expected an ISO 8601 time like 2026-04-22T22:30:00Z, got ${quote(value)}`),
  encode: (value) =>
    value === null || isIsoTime(value)
      ? value
      : invalid(ROW_NAMES.ciGateStarted, value, 'an ISO 8601 time')
}

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
  ciFixAttempts: count,
  ciSignature: text,
  ciHeadSha: sha,
  ciGateStarted: isoTime,
  ciLastEvent: text
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

const direction: Reader<MetricDirection | null> = {
  decode(value) {
    const word = (value ?? '').toLowerCase()
    return ok(word.includes('higher') ? 'higher' : word.includes('lower') ? 'lower' : null)
  }
}

const branch: Reader<string | null> = {
  decode: (value) => ok(value === null ? null : value.replace(/^`(.*)`$/, '$1'))
}

const READERS: { readonly [K in FieldKey]: Reader<MachineState[K]> } = {
  ...OWNED_CODECS,
  lastRun: text,
  iterationCount: wholeNumberOrNull,
  bestMetric: text,
  targetMetric: text,
  metricDirection: direction,
  branch,
  pr: reference,
  issue: reference,
  completed: flag,
  completedReason: text,
  consecutiveErrors: wholeNumberOrNull
}

export function decodeField<K extends FieldKey>(
  key: K,
  value: string | null
): Decoded<MachineState[K]> {
  return READERS[key].decode(value)
}

/** The cell text an absent row amounts to: the row's default, written out. */
export function absentCell<K extends OwnedKey>(key: K): string | null {
  const codec = OWNED_CODECS[key]
  const decoded = codec.decode(null)
  return decoded.ok ? codec.encode(decoded.value) : null
}

export function encodeOwned<K extends OwnedKey>(key: K, value: OwnedFields[K]): string | null {
  return OWNED_CODECS[key].encode(value)
}
