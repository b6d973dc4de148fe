// Seeded generators of bad input for the reliability fuzz test: corrupted state files, event
// payloads and job logs of pathological lines, the same cases on every run and every machine.
// Only the cases live here; what counts as handling them right is the test's.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'
import {
  applyStateChanges,
  formatStateError,
  parseStateFile,
  renderStateTemplate,
  type StateChanges,
  type StateErrorKind
} from '../../src/rules/state/index.js'
import { fieldKeyOf, OWNED_KEYS, type FieldKey } from '../../src/rules/state/fields.js'
import { isoSeconds } from '../../src/rules/text.js'
import { Dice, FAMILIES, familyLog, LEADS, type FamilyId } from './pathological-logs.js'
// The pathological logs' seeded generator: the same cases on every run and every machine.
class Random extends Dice {
  between(low: number, high: number): number {
    return low + this.int(high - low + 1)
  }
  bytes(n: number): Buffer {
    return Buffer.from(Array.from({ length: n }, () => this.int(256)))
  }
  printable(n: number): string {
    let text = ''
    for (let k = 0; k < n; k++) text += this.pick(PRINTABLE)
    return text
  }
}
const PRINTABLE = [...'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ0123456789.,;:-_()[]{}`*#']

const rng = new Random(0x9e3779b9)

// ---------------------------------------------------------------------------------------------
// State files

const fixture = (name: string) =>
  readFileSync(join(ROOT, 'test/fixtures/state', `${name}.md.txt`), 'utf8')

/** The template as the gate leaves it mid-loop: its rows filled in, one entry of its own. */
export const MID_LOOP = edit(renderStateTemplate({ program: 'fuzz', issue: 3, pr: 4 }), {
  set: {
    ciFixAttempts: 2,
    ciSignature: 'test: parser.spec \\| expected 1',
    ciHeadSha: '0123456789abcdef0123456789abcdef01234567',
    ciGateStarted: '2026-05-01T08:05:00Z',
    ciLastEvent: 'fix workflow_run/555/1 2026-05-01T08:05:00Z',
    recentStatuses: ['accepted', 'pending-ci']
  },
  history: [
    { title: 'Iteration 0', when: '2026-05-01T08:05:00Z', lines: [['Status', '🔧 CI fix 2/5']] }
  ]
})

const BASES: Record<string, string> = {
  'mid-loop template': MID_LOOP,
  "autoloop's file": fixture('autoloop'),
  'aligned table with gate rows': fixture('gate-rows'),
  'BOM and CRLF': fixture('crlf-bom'),
  'no history': fixture('no-history')
}
const BASE_NAMES = Object.keys(BASES)

function edit(text: string, changes: StateChanges): string {
  const edited = applyStateChanges(text, changes)
  if (!edited.ok) throw new Error(formatStateError('base', edited.error))
  return edited.text
}

export function parsedBase(name: string) {
  const parsed = parseStateFile(BASES[name] ?? '')
  if (!parsed.ok) throw new Error(`${name}: ${formatStateError('base', parsed.error)}`)
  return parsed.doc
}

/** What a case must end in: any typed result, the base's own state, or a given error. */
type Expected =
  { any: true } | { same: string } | { kind: StateErrorKind; line?: number; field?: string }

export interface StateCase {
  kind: string
  name: string
  text: string
  /** The file's bytes when they are not the UTF-8 of `text` (invalid UTF-8, binary junk). */
  bytes?: Buffer
  expected: Expected
}

/** Lines with their endings, so a file can be cut and put back byte for byte. */
function lines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? []
}

function baseCase(kind: string, k: number): { base: string; text: string; name: string } {
  const base = BASE_NAMES[k % BASE_NAMES.length] as string
  return { base, text: BASES[base] as string, name: `${kind} #${k + 1} (${base})` }
}

/** Whether the gate owns the row of a field as it is written in the table. */
export function ownedField(field: string): boolean {
  const key = fieldKeyOf(field)
  return key !== undefined && (OWNED_KEYS as readonly FieldKey[]).includes(key)
}

/** A table row of the base: its 1-based line, field as written and whether the gate owns it. */
function rowOf(base: string, pick: (rows: number) => number) {
  const rows = parsedBase(base).rows
  const row = rows[pick(rows.length)]
  if (row === undefined) throw new Error(`${base} has no rows`)
  return { ...row, owned: ownedField(row.field) }
}

function replaceLine(text: string, line: number, make: (old: string) => string): string {
  const all = lines(text)
  const old = all[line - 1] ?? ''
  const eol = /\r?\n$/.exec(old)?.[0] ?? ''
  all[line - 1] = make(old.slice(0, old.length - eol.length)) + eol
  return all.join('')
}

export function setCell(
  text: string,
  field: string,
  value: string
): { text: string; line: number } {
  const parsed = parseStateFile(text)
  if (!parsed.ok) throw new Error('base does not parse')
  const found = parsed.doc.rows.find((r) => r.field === field)
  if (found === undefined) {
    // Not in this file: add it as the table's first row.
    const header = parsed.doc.rows[0]?.line ?? parsed.doc.tableEnd + 1
    const all = lines(text)
    const eol = parsed.doc.eol
    all.splice(header - 1, 0, `| ${field} | ${value} |${eol}`)
    return { text: all.join(''), line: header }
  }
  return {
    text: replaceLine(text, found.line, () => `${found.before} ${value} ${found.after}`),
    line: found.line
  }
}

function insertAt(bytes: Buffer, at: number, inserted: Buffer): Buffer {
  return Buffer.concat([bytes.subarray(0, at), inserted, bytes.subarray(at)])
}

/** Decoded the way a reader that tolerates bad bytes would: U+FFFD for each bad sequence. */
export const lossy = (bytes: Buffer) =>
  new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes)

const NOT_COUNTS = [
  'three',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '٣',
  '１',
  '99999999999999999999',
  '2 2',
  'NaN',
  '+1',
  '½',
  'Infinity',
  '1,000',
  '`2`',
  '**2**',
  '2 attempts',
  'null',
  '0\u00000',
  '\u200b1'
]
const TYPED_JUNK: [field: string, value: string][] = [
  ['Paused', 'maybe'],
  ['Paused', '1'],
  ['CI Head SHA', 'not-a-sha'],
  ['CI Head SHA', '123456'],
  ['CI Gate Started', 'yesterday'],
  ['CI Gate Started', '2026-13-45T99:99Z']
]

export function generateStateCases(): StateCase[] {
  const cases: StateCase[] = []
  const add = (kind: string, count: number, make: (k: number) => Omit<StateCase, 'kind'>) => {
    for (let k = 0; k < count; k++) cases.push({ kind, ...make(k) })
  }

  add('truncated anywhere', 25, (k) => {
    const { text, name } = baseCase('truncated', k)
    return { name, text: text.slice(0, rng.int(text.length)), expected: { any: true } }
  })
  add('truncated table', 15, (k) => {
    const { base, text, name } = baseCase('truncated table', k)
    const row = rowOf(base, (n) => rng.int(n))
    const cut = lines(text)
      .slice(0, row.line - 1)
      .join('').length
    // Mid-row or at the row's start: what is left of the table still reads, or fails on a line.
    return { name, text: text.slice(0, cut + rng.int(12)), expected: { any: true } }
  })
  add('duplicate row', 20, (k) => {
    const { base, text, name } = baseCase('duplicate row', k)
    // Half anywhere, half among the last rows, where the gate's own rows are.
    const row = rowOf(base, (n) => (k < 10 ? rng.int(n) : n - 1 - rng.int(Math.min(n, 8))))
    const all = lines(text)
    const eol = parsedBase(base).eol
    const copy = all[row.line - 1] ?? ''
    // A last line without a newline gets one, so the copy stays a line of its own.
    const ended = copy.endsWith('\n') ? copy : `${copy}${eol}`
    all.splice(row.line - 1, 1, ended, ended)
    // The last one counts, as for autoloop's scheduler: a copied row reads the same.
    return { name: `${name}: "${row.field}"`, text: all.join(''), expected: { same: base } }
  })
  add('pipe in a reason', 10, (k) => {
    const { text, name } = baseCase('pipe in a reason', k)
    const reason = `${rng.printable(rng.between(1, 20)).replace(/[|\\`]/g, '')} | ${rng.printable(5)}`
    const escaped = k % 2 === 1
    const set = setCell(text, 'Pause Reason', escaped ? reason.replace('|', '\\|') : reason)
    return {
      name: `${name}${escaped ? ', escaped' : ''}`,
      text: set.text,
      expected: escaped ? { any: true } : { kind: 'bad-row', line: set.line, field: 'Pause Reason' }
    }
  })
  add('line break in a value', 12, (k) => {
    const { base, text, name } = baseCase('line break in a value', k)
    // A row with a known row below it: the rows below the break must not silently go missing.
    const rows = parsedBase(base).rows
    const lastKnown = rows.findLastIndex((r) => fieldKeyOf(r.field) !== undefined)
    const row = rowOf(base, () => rng.int(lastKnown))
    const eol = k % 3 === 2 ? '\r\n' : '\n'
    // Broken after at least one character of the value, so the row above still reads as one.
    const value = row.cell.trim()
    const start = row.before.length + row.cell.indexOf(value) + 1
    const at = start + rng.int(Math.max(1, value.length - 1))
    const broken = replaceLine(text, row.line, (old) => `${old.slice(0, at)}${eol}${old.slice(at)}`)
    return {
      name: `${name}: in "${row.field}"`,
      text: broken,
      expected: { kind: 'bad-row', line: row.line + 1 }
    }
  })
  add('non-numeric counter', NOT_COUNTS.length, (k) => {
    const { text, name } = baseCase('non-numeric counter', k)
    const value = NOT_COUNTS[k] as string
    const set = setCell(text, 'CI Fix Attempts', value)
    return {
      name: `${name}: ${JSON.stringify(value)}`,
      text: set.text,
      // Read as absent with a warning: the ledger, not this row, holds the count.
      expected: { any: true }
    }
  })
  add('mistyped owned value', TYPED_JUNK.length, (k) => {
    const { text, name } = baseCase('mistyped owned value', k)
    const [field, value] = TYPED_JUNK[k] as [string, string]
    const set = setCell(text, field, value)
    return {
      name: `${name}: ${field} ${JSON.stringify(value)}`,
      text: set.text,
      expected: { any: true }
    }
  })
  add('BOM', 8, (k) => {
    const { base, text, name } = baseCase('BOM', k)
    const boms = text.startsWith('\uFEFF') ? 1 : 1 + (k % 2)
    return { name, text: '\uFEFF'.repeat(boms) + text, expected: { same: base } }
  })
  add('CRLF', 10, (k) => {
    const { base, text, name } = baseCase('CRLF', k)
    const lf = text.replace(/\r\n/g, '\n')
    const mixed =
      k % 2 === 0
        ? lf.replace(/\n/g, '\r\n')
        : lf.replace(/\n/g, () => (rng.int(2) === 0 ? '\r\n' : '\n'))
    return { name: `${name}${k % 2 === 0 ? '' : ', mixed'}`, text: mixed, expected: { same: base } }
  })
  add('CR only', 2, (k) => {
    const { text, name } = baseCase('CR only', k)
    return {
      name,
      text: text.replace(/\r?\n/g, '\r'),
      expected: { kind: 'missing-section', line: 1 }
    }
  })
  add('30 KB+ file', 10, (k) => {
    const { base, text, name } = baseCase('30 KB+ file', k)
    const size = rng.between(30, 300) * 1024
    const filler =
      k % 2 === 0
        ? Array.from({ length: Math.ceil(size / 64) }, () => `- ${rng.printable(60)}\n`).join('')
        : `${'x'.repeat(size)}\n`
    // Appended after everything: the Machine State does not change.
    return {
      name: `${name}, ${Math.round((text.length + filler.length) / 1024)} KB`,
      text: `${text}${text.endsWith('\n') ? '' : '\n'}\n${filler}`,
      expected: { same: base }
    }
  })
  add('binary junk', 15, (k) => {
    const { text, name } = baseCase('binary junk', k)
    const bytes = Buffer.from(text)
    const junk = rng.bytes(rng.between(1, 2048))
    const at = rng.int(bytes.length)
    const out =
      k % 3 === 0
        ? junk
        : k % 3 === 1
          ? insertAt(bytes, at, junk)
          : Buffer.concat([bytes.subarray(0, at), junk, bytes.subarray(at + junk.length)])
    return { name, text: lossy(out), bytes: out, expected: { any: true } }
  })
  add('deleted header', BASE_NAMES.length, (k) => {
    const { base, text, name } = baseCase('deleted header', k)
    const header = (parsedBase(base).rows[0]?.line ?? 0) - 2
    const all = lines(text)
    all.splice(header - 1, 1)
    return { name, text: all.join(''), expected: { kind: 'bad-header', line: header } }
  })
  add('deleted separator', BASE_NAMES.length, (k) => {
    const { base, text, name } = baseCase('deleted separator', k)
    const separator = (parsedBase(base).rows[0]?.line ?? 0) - 1
    const all = lines(text)
    all.splice(separator - 1, 1)
    return { name, text: all.join(''), expected: { kind: 'bad-separator', line: separator } }
  })
  add('deleted or repeated section', 6, (k) => {
    const { text, name } = baseCase('section', k)
    const heading = /^## ⚙️ Machine State\r?$/m
    if (k % 2 === 0) {
      return {
        name: `${name}, heading deleted`,
        text: text.replace(heading, 'Machine State'),
        expected: { kind: 'missing-section', line: 1 }
      }
    }
    return {
      name: `${name}, section repeated at the end`,
      text: `${text}${text.endsWith('\n') ? '' : '\n'}## ⚙️ Machine State\n`,
      expected: { kind: 'duplicate-section', line: lines(text).length + 1 }
    }
  })
  add('extra cell', 5, (k) => {
    const { base, text, name } = baseCase('extra cell', k)
    const row = rowOf(base, (n) => rng.int(n))
    return {
      name: `${name}: "${row.field}"`,
      text: replaceLine(text, row.line, (old) => `${old.replace(/\|\s*$/, '')} | extra |`),
      expected: { kind: 'bad-row', line: row.line }
    }
  })
  add('empty or blank', 3, (k) => ({
    name: `empty or blank #${k + 1}`,
    text: ['', '\n\n\n', ' \t \r\n'][k] as string,
    expected: { kind: 'missing-section', line: 1 }
  }))
  add('random byte flips', 30, (k) => {
    const { text, name } = baseCase('byte flips', k)
    const bytes = Buffer.from(text)
    const flips = rng.between(1, 8)
    for (let i = 0; i < flips; i++) {
      const at = rng.int(bytes.length)
      bytes[at] = (bytes[at] ?? 0) ^ (1 << rng.int(8))
    }
    return { name: `${name}, ${flips} bits`, text: lossy(bytes), bytes, expected: { any: true } }
  })
  add('random line deletions', 15, (k) => {
    const { text, name } = baseCase('line deletions', k)
    const all = lines(text)
    const n = rng.between(1, 5)
    for (let i = 0; i < n; i++) all.splice(rng.int(all.length), 1)
    return { name: `${name}, ${n} lines`, text: all.join(''), expected: { any: true } }
  })
  add('random line duplications', 15, (k) => {
    const { text, name } = baseCase('line duplications', k)
    const all = lines(text)
    const n = rng.between(1, 3)
    for (let i = 0; i < n; i++) {
      const at = rng.int(all.length)
      const line = all[at] ?? ''
      all.splice(at, 0, line.endsWith('\n') ? line : `${line}\n`)
    }
    return { name: `${name}, ${n} lines`, text: all.join(''), expected: { any: true } }
  })
  add('very long line', 8, (k) => {
    const { text, name } = baseCase('very long line', k)
    const all = lines(text)
    const long = k % 2 === 0 ? rng.printable(rng.between(50, 200) * 1024) : '|'.repeat(100_000)
    all.splice(rng.int(all.length + 1), 0, `${long}\n`)
    return { name: `${name}, ${long.length} chars`, text: all.join(''), expected: { any: true } }
  })
  add('very long value', 4, (k) => {
    const { text, name } = baseCase('very long value', k)
    const field = k % 2 === 0 ? 'Pause Reason' : 'CI Fix Attempts'
    const set = setCell(text, field, 'x'.repeat(100_000))
    return {
      name: `${name}: ${field}`,
      text: set.text,
      expected: { any: true }
    }
  })
  add('very long field name', 3, (k) => {
    const { base, text, name } = baseCase('very long field name', k)
    const row = rowOf(base, (n) => rng.int(n))
    const long = `${'F'.repeat(100_000)}${k === 2 ? ' | a' : ''}`
    return {
      name: `${name}${k === 2 ? ', with an extra cell' : ''}`,
      text: replaceLine(text, row.line, (old) => `${old}\n| ${long} | b |`),
      expected: k === 2 ? { kind: 'bad-row', line: row.line + 1 } : { any: true }
    }
  })
  add('NUL bytes', 10, (k) => {
    const { text, name } = baseCase('NUL bytes', k)
    let out = text
    const n = rng.between(1, 5)
    for (let i = 0; i < n; i++) {
      const at = rng.int(out.length + 1)
      out = `${out.slice(0, at)}\u0000${out.slice(at)}`
    }
    return { name: `${name}, ${n} NULs`, text: out, expected: { any: true } }
  })
  add('invalid UTF-8', 10, (k) => {
    const { text, name } = baseCase('invalid UTF-8', k)
    const sequences = [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf0, 0x9f, 0x98], [0x80], [0xfe]]
    let bytes: Buffer = Buffer.from(text)
    const n = rng.between(1, 3)
    for (let i = 0; i < n; i++) {
      bytes = insertAt(bytes, rng.int(bytes.length + 1), Buffer.from(rng.pick(sequences)))
    }
    return { name: `${name}, ${n} sequences`, text: lossy(bytes), bytes, expected: { any: true } }
  })
  return cases
}

// Event payloads

export const SHA = 'c0ffee'.repeat(6) + 'c0ff'

const STARTED = isoSeconds(new Date(Date.now() - 60_000))

function workflowRunBase(): Record<string, unknown> {
  return {
    action: 'completed',
    workflow_run: {
      id: 4242001,
      name: 'CI',
      run_attempt: 1,
      html_url: 'https://github.example/acme/widgets/actions/runs/4242001',
      conclusion: 'failure',
      // Recent, so a payload that reads is judged on CI and not paused for the wall clock.
      run_started_at: STARTED,
      created_at: STARTED,
      head_sha: SHA,
      head_branch: 'autoloop/payload',
      head_repository: { id: 4242, full_name: 'acme/widgets' },
      repository: { id: 4242, full_name: 'acme/widgets' },
      pull_requests: [{ number: 4, head: { ref: 'autoloop/payload' } }]
    },
    repository: { id: 4242, full_name: 'acme/widgets' }
  }
}

function dispatchBase(): Record<string, unknown> {
  return { inputs: { program: 'payload', reset: 'false' }, ref: 'refs/heads/main' }
}

/** Every path of an object, dotted, objects included: where a field can go missing or wrong. */
function pathsOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, v]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`
    return [path, ...pathsOf(v, path)]
  })
}

function setPath(root: unknown, path: string, value: unknown, remove = false): void {
  const keys = path.split('.')
  let node = root as Record<string, unknown>
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>
  const last = keys.at(-1) as string
  if (remove) Reflect.deleteProperty(node, last)
  else node[last] = value
}

/** A value nested `depth` lists deep, as JSON text (too deep to build and stringify safely). */
const deepList = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const HUGE = 'x'.repeat(1_000_000)
const WRONG_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  2 ** 53,
  '',
  'str',
  true,
  [],
  {},
  [null],
  { a: null },
  'x'.repeat(300),
  HUGE,
  { toString: null, valueOf: null },
  ['a', { b: [null] }]
]

export interface PayloadCase {
  kind: string
  name: string
  event: 'workflow_run' | 'workflow_dispatch'
  text: string
}

export function generatePayloadCases(): PayloadCase[] {
  const cases: PayloadCase[] = []
  const add = (kind: string, c: Omit<PayloadCase, 'kind'>) => cases.push({ kind, ...c })
  for (const [event, base] of [
    ['workflow_run', workflowRunBase],
    ['workflow_dispatch', dispatchBase]
  ] as const) {
    const paths = pathsOf(base())
    for (const path of paths) {
      const payload = base()
      setPath(payload, path, undefined, true)
      add('missing field', { name: `${event}: no ${path}`, event, text: JSON.stringify(payload) })
    }
    const mistyped = event === 'workflow_run' ? 40 : 12
    for (let k = 0; k < mistyped; k++) {
      const payload = base()
      const path = rng.pick(paths)
      const value = rng.pick(WRONG_VALUES)
      setPath(payload, path, value)
      const shown = typeof value === 'string' && value.length > 20 ? `${value.length} chars` : value
      add('mistyped field', {
        name: `${event}: ${path} = ${JSON.stringify(shown)}`,
        event,
        text: JSON.stringify(payload)
      })
    }
    for (const shape of ['[]', '"workflow_run"', '42', 'null', 'true', '[{}]']) {
      add('wrong shape', { name: `${event}: the payload is ${shape}`, event, text: shape })
    }
    for (const [name, text] of [
      ['empty file', ''],
      ['truncated JSON', JSON.stringify(base()).slice(0, 40)],
      ['trailing comma', '{"inputs": {},}'],
      ['NaN', '{"workflow_run": {"id": NaN}}'],
      ['single quotes', "{'workflow_run': {}}"],
      ['a BOM before the JSON', `\uFEFF${JSON.stringify(base())}`],
      ['binary junk', rng.bytes(256).toString('latin1')],
      ['200 000 lists deep', deepList(200_000)]
    ] as const) {
      add('not JSON', { name: `${event}: ${name}`, event, text })
    }
  }
  for (const [name, value] of [
    ['a list', []],
    ['null', null],
    ['a string', 'run']
  ] as const) {
    add('wrong shape', {
      name: `workflow_run is ${name}`,
      event: 'workflow_run',
      text: JSON.stringify({ ...workflowRunBase(), workflow_run: value })
    })
  }
  const nested = (value: string) =>
    JSON.stringify(workflowRunBase()).replace(
      `"head_branch":"autoloop/payload"`,
      `"head_branch":${value}`
    )
  for (const depth of [10, 1000, 5000, 50_000]) {
    add('deeply nested value', {
      name: `workflow_run.head_branch nested ${depth} lists deep`,
      event: 'workflow_run',
      text: nested(deepList(depth))
    })
  }
  for (const path of ['workflow_run', 'workflow_run.head_repository', 'workflow_run.repository']) {
    const payload = workflowRunBase()
    setPath(payload, path, null)
    add('nested nulls', {
      name: `${path} = null`,
      event: 'workflow_run',
      text: JSON.stringify(payload)
    })
  }
  for (const pulls of [[null], [{}], [{ number: '4' }], [{ number: 4.5 }], {}, 'x', [[4]]]) {
    const payload = workflowRunBase()
    setPath(payload, 'workflow_run.pull_requests', pulls)
    add('pull request list', {
      name: `pull_requests = ${JSON.stringify(pulls)}`,
      event: 'workflow_run',
      text: JSON.stringify(payload)
    })
  }
  for (const field of ['head_sha', 'head_branch', 'name', 'html_url', 'conclusion']) {
    const payload = workflowRunBase()
    setPath(payload, `workflow_run.${field}`, HUGE)
    add('huge string', {
      name: `workflow_run.${field} of 1 MB`,
      event: 'workflow_run',
      text: JSON.stringify(payload)
    })
  }
  for (const inputs of [
    'x',
    [],
    5,
    { program: { name: 'x' } },
    { program: ['a'] },
    { program: { toString: null } },
    { program: 7, reset: true },
    { program: 'x'.repeat(100_000) },
    JSON.parse('{"__proto__": {"program": "polluted"}}') as unknown
  ]) {
    add('dispatch inputs', {
      name: `inputs = ${JSON.stringify(inputs).slice(0, 40)}`,
      event: 'workflow_dispatch',
      text: JSON.stringify({ ...dispatchBase(), inputs })
    })
  }
  return cases
}

// ---------------------------------------------------------------------------------------------
// Job logs

export interface LogCase {
  family: FamilyId
  name: string
  text: string
}

const KIB = 1024

/**
 * Each family of pathological lines (pathological-logs.ts) as a small job log: every shape, lead
 * and trail in turn in lines of 3 KiB, then at random in lines of 20 KiB, past the 16 KiB the
 * scanner's matchers read of a line.
 */
export function generateLogCases(): LogCase[] {
  return FAMILIES.flatMap((family, k) => {
    const turns = 2 * Math.max(family.shapes.length, LEADS.length)
    const inTurn = { bytes: turns * 4 * KIB, seed: 0x10c5 + k, width: 3 * KIB, inTurn: true }
    const wide = { bytes: 512 * KIB, seed: 0x20c5 + k, width: 20 * KIB }
    return [
      {
        family: family.id,
        name: `${family.label}, each shape in turn`,
        text: familyLog(family, inTurn)
      },
      { family: family.id, name: `${family.label}, lines of 20 KiB`, text: familyLog(family, wide) }
    ]
  })
}
