import { describe, expect, it } from '@jest/globals'
import { parseLedger, serializeLedger } from '../../../src/rules/ledger/codec.js'
import { newLedger, type Ledger, type LedgerEntry } from '../../../src/rules/ledger/ledger.js'
import { appendEntry } from '../../../src/rules/ledger/chain.js'
import { emptyMemory, type GateMemory } from '../../../src/rules/ledger/memory.js'
import { AT, HEAD, plainEntry } from '../../support/gate-records.js'

function entry(overrides: Partial<Omit<LedgerEntry, 'seq'>> = {}): Omit<LedgerEntry, 'seq'> {
  return plainEntry(100, { reason: 'CI on abc1234 not finished', ...overrides })
}

function memory(overrides: Partial<GateMemory>): GateMemory {
  return { ...emptyMemory(), ...overrides }
}

const CHANGED = {
  kind: 'fixer-changed' as const,
  path: '.github/workflows/green-gate-fixer.yml',
  branch: 'autoloop/fast-sort',
  defaultBranch: 'main'
}

/** A ledger with one entry of every hold, pause and attempt shape. */
function sample(): Ledger {
  const entries: Array<Omit<LedgerEntry, 'seq'>> = [
    entry(),
    entry({
      decision: 'fix',
      runUrl: 'https://github.com/o/r/actions/runs/100',
      failure: { signature: 'TS2339:src/a.ts', failureClass: 'type' },
      attempt: 1,
      memory: memory({
        hold: { kind: 'fixing', attempt: 1, max: 3, sha: HEAD },
        iteration: 4,
        clockStarted: AT,
        attempts: [
          {
            attempt: 1,
            commit: HEAD,
            signature: 'TS2339:src/a.ts',
            failureClass: 'type',
            runUrl: 'https://github.com/o/r/actions/runs/100',
            at: AT,
            outcome: 'no-commit',
            note: 'the fixer made no changes'
          },
          {
            attempt: 2,
            commit: HEAD,
            signature: 'TS2339:src/a.ts',
            failureClass: 'type',
            runUrl: null,
            at: AT,
            outcome: 'with-fixer'
          }
        ],
        signature: 'TS2339:src/a.ts',
        headSha: HEAD,
        lastEvent: { decision: 'fix', eventKey: 'workflow_run/100/1', at: AT },
        issue: 12
      })
    }),
    entry({
      decision: 'pause',
      pause: { kind: 'stuck', signature: 'sig-a' },
      status: 'ci-fix-exhausted',
      memory: memory({ hold: { kind: 'paused', reason: { kind: 'stuck', signature: 'sig-a' } } })
    }),
    entry({
      decision: 'pause',
      pause: { kind: 'ci-timeout' },
      memory: memory({ hold: { kind: 'paused', reason: { kind: 'ci-timeout' } } })
    }),
    entry({
      decision: 'pause',
      pause: CHANGED,
      memory: memory({ hold: { kind: 'paused', reason: CHANGED } })
    }),
    entry({
      decision: 'pause',
      pause: { kind: 'ci-missing', sha: HEAD },
      memory: memory({
        hold: { kind: 'paused', reason: { kind: 'ci-missing', sha: HEAD } },
        ciWorkflows: ['.github/workflows/ci.yml']
      })
    }),
    entry({ decision: 'skip', memory: memory({ hold: { kind: 'manual', reason: 'on holiday' } }) }),
    entry({ decision: 'skip', memory: memory({ hold: { kind: 'manual', reason: null } }) }),
    entry({
      decision: 'rerun',
      memory: memory({
        reruns: { commit: HEAD, count: 1 },
        headSha: HEAD,
        flakes: ['math.test.js>adds'],
        suspects: { commit: HEAD, tests: ['math.test.js>adds'] },
        flakeMisses: [{ test: 'math.test.js>adds', misses: 1 }],
        flakeReruns: 1
      })
    }),
    entry({ decision: 'blocked', memory: memory({ hold: { kind: 'blocked', sha: HEAD } }) }),
    entry({
      decision: 'pause',
      pause: { kind: 'ci-timeout' },
      memory: memory({
        hold: { kind: 'paused', reason: { kind: 'ci-timeout' } },
        keeper: {
          commit: HEAD,
          spent: true,
          attempts: [
            {
              attempt: 1,
              commit: HEAD,
              signature: 'sig-a',
              failureClass: 'test',
              runUrl: null,
              at: AT,
              outcome: 'same-failure'
            }
          ]
        }
      })
    }),
    entry({ decision: 'accept', status: 'accepted', resumed: true, headSha: null })
  ]
  return entries.reduce((book, e) => appendEntry(book, e, null), newLedger('fast-sort'))
}

describe('serializeLedger and parseLedger', () => {
  it('round-trip every shape', () => {
    const ledger = sample()
    expect(ledger.entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    const text = serializeLedger(ledger)
    expect(text.endsWith('}\n')).toBe(true)
    expect(JSON.parse(text)).toMatchObject({ format: 'green-gate-ledger/1', program: 'fast-sort' })
    expect(parseLedger(text)).toEqual({ ok: true, ledger })
  })

  it('round-trip an empty ledger', () => {
    const ledger = newLedger('demo')
    expect(parseLedger(serializeLedger(ledger))).toEqual({ ok: true, ledger })
  })

  it('reads an absent optional value as null', () => {
    const json = JSON.parse(serializeLedger(sample())) as {
      entries: Array<Record<string, unknown>>
    }
    const first = json.entries[0] ?? {}
    delete first.runUrl
    delete first.status
    // A ledger written before the gate re-ran infrastructure failures.
    delete (first.memory as Record<string, unknown>).reruns
    delete (first.memory as Record<string, unknown>).keeper
    const parsed = parseLedger(JSON.stringify(json))
    if (!parsed.ok) throw new Error(parsed.message)
    expect(parsed.ledger.entries[0]).toMatchObject({
      runUrl: null,
      status: null,
      memory: { reruns: null, keeper: null }
    })
  })
})

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** An edit that changes the ledger's JSON where it stands. */
const inPlace =
  (change: (json: Json) => unknown) =>
  (json: Json): Json => {
    change(json)
    return json
  }

describe('parseLedger refuses a malformed ledger, naming the path', () => {
  const cases: ReadonlyArray<{ name: string; edit: (json: Json) => unknown; message: string }> = [
    {
      name: 'a list at the top',
      edit: () => [],
      message: 'ledger: expected an object'
    },
    {
      name: 'a wrong format tag',
      edit: (json) => ({ ...json, format: 'green-gate-ledger/2' }),
      message: 'format: expected "green-gate-ledger/1"'
    },
    {
      name: 'no format tag',
      edit: ({ format: _format, ...rest }: Json) => rest,
      message: 'format: expected a string, got nothing'
    },
    {
      name: 'no program',
      edit: ({ program: _program, ...rest }: Json) => rest,
      message: 'program: expected a string, got nothing'
    },
    {
      name: 'entries that are no list',
      edit: (json) => ({ ...json, entries: {} }),
      message: 'entries: expected a list, got {}'
    },
    {
      name: 'an entry that is no object',
      edit: (json) => ({ ...json, entries: [null] }),
      message: 'entries[0]: expected an object'
    },
    {
      name: 'a bad hold kind',
      edit: inPlace((json) => (json.entries[0].memory.hold = { kind: 'frozen' })),
      message:
        'entries[0].memory.hold.kind: expected one of none, fixing, paused, manual, blocked, got "frozen"'
    },
    {
      name: 'a bad decision',
      edit: inPlace((json) => (json.entries[1].decision = 'merge')),
      message:
        'entries[1].decision: expected one of accept, fix, wait, pause, skip, rerun, blocked, got "merge"'
    },
    {
      name: 'a bad failure class',
      edit: inPlace((json) => (json.entries[1].failure.failureClass = 'flaky')),
      message:
        'entries[1].failure.failureClass: expected one of infra, dependency, build, type, lint, test, unknown, got "flaky"'
    },
    {
      name: 'a bad attempt outcome',
      edit: inPlace((json) => (json.entries[1].memory.attempts[1].outcome = 'won')),
      message:
        'entries[1].memory.attempts[1].outcome: expected one of with-fixer, no-commit, fixed, new-failure, same-failure, timed-out, got "won"'
    },
    {
      name: 'a bad pause kind in a hold',
      edit: inPlace((json) => (json.entries[2].memory.hold.reason.kind = 'tired')),
      message:
        'entries[2].memory.hold.reason.kind: expected one of ci-fix-exhausted, stuck, ci-timeout, ci-missing, audit-broken, cost-cap, ledger-tampered, fixer-missing, fixer-changed, fix-weakened-tests, weakened-tests, unreviewable, ci-changed, tests-missing, tests-failed-in-green, got "tired"'
    },
    {
      name: 'a bad status',
      edit: inPlace((json) => (json.entries[6].status = 'green')),
      message:
        'entries[6].status: expected one of accepted, rejected, error, pending-ci, ci-fix-exhausted, got "green"'
    },
    {
      name: 'a missing event key',
      edit: inPlace((json) => delete json.entries[0].eventKey),
      message: 'entries[0].eventKey: expected a string, got nothing'
    },
    {
      name: 'a missing memory',
      edit: inPlace((json) => delete json.entries[3].memory),
      message: 'entries[3].memory: expected an object'
    },
    {
      name: 'a missing stuck signature',
      edit: inPlace((json) => delete json.entries[2].pause.signature),
      message: 'entries[2].pause.signature: expected a string, got nothing'
    },
    {
      name: 'a fixing hold with no SHA',
      edit: inPlace((json) => delete json.entries[1].memory.hold.sha),
      message: 'entries[1].memory.hold.sha: expected a string, got nothing'
    },
    {
      name: 'a fractional attempt',
      edit: inPlace((json) => (json.entries[0].attempt = 1.5)),
      message: 'entries[0].attempt: expected a whole number, got 1.5'
    },
    {
      name: 'a negative iteration',
      edit: inPlace((json) => (json.entries[0].memory.iteration = -1)),
      message: 'entries[0].memory.iteration: expected a whole number, got -1'
    },
    {
      name: 'a resumed flag that is no boolean',
      edit: inPlace((json) => (json.entries[0].resumed = 'yes')),
      message: 'entries[0].resumed: expected true or false, got "yes"'
    },
    {
      name: 'attempts that are no list',
      edit: inPlace((json) => (json.entries[0].memory.attempts = null)),
      message: 'entries[0].memory.attempts: expected a list, got null'
    },
    {
      name: 'a seq that skips one',
      edit: inPlace((json) => (json.entries[3].seq = 5)),
      message: 'entries[3].seq: expected 4, got 5'
    },
    {
      name: 'a seq repeated',
      edit: inPlace((json) => (json.entries[1].seq = 1)),
      message: 'entries[1].seq: expected 2, got 1'
    }
  ]

  it.each(cases)('$name', ({ edit, message }) => {
    const json = JSON.parse(serializeLedger(sample())) as Json
    expect(parseLedger(JSON.stringify(edit(json)))).toEqual({ ok: false, message })
  })

  it.each([
    { name: 'empty text', text: '' },
    { name: 'a truncated file', text: serializeLedger(sample()).slice(0, 200) },
    { name: 'a markdown file', text: '# Autoloop: demo\n' }
  ])('refuses $name as not JSON', ({ text }) => {
    const parsed = parseLedger(text)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.message).toMatch(/^not JSON \(.+\)$/s)
  })

  // The engine's JSON error quotes a short text whole, line breaks included: one line of it.
  it('refuses a short multi-line file that is not JSON with a one-line message', () => {
    const parsed = parseLedger('{\n"a":\n}\n')
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.message).not.toMatch(/[\r\n]/)
  })
})
