// `green-gate audit verify`: a maintainer's view of a ledger's audit chain, and its exit codes.
import { describe, expect, it } from '@jest/globals'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'
import { serializeLedger } from '../../src/rules/ledger/codec.js'
import { newLedger, type Ledger, type LedgerEntry } from '../../src/rules/ledger/ledger.js'
import { appendEntry } from '../../src/rules/ledger/chain.js'
import { emptyMemory } from '../../src/rules/ledger/memory.js'
import { runMain } from '../support/cli-in-process.js'
import { runCli } from '../support/run-cli.js'

const KEY = 'a maintainer secret'

function ledger(key: string | null): Ledger {
  const entry = (decision: LedgerEntry['decision']): Omit<LedgerEntry, 'seq'> => ({
    at: '2026-05-02T12:00:00Z',
    eventKey: 'workflow_run/1/1',
    decision,
    reason: `a ${decision}`,
    headSha: null,
    runUrl: null,
    failure: null,
    pause: null,
    attempt: 0,
    maxAttempts: 5,
    status: null,
    resumed: false,
    memory: emptyMemory()
  })
  return (['fix', 'wait', 'accept'] as const).reduce(
    (book, decision) => appendEntry(book, entry(decision), key),
    newLedger('demo')
  )
}

/** The CLI with the audit key in its environment. */
const withKey = (args: string[], stdin: string) =>
  runCli(args, stdin, [
    'env',
    `AUDIT_KEY=${KEY}`,
    process.execPath,
    join(ROOT, 'dist/cli/index.js')
  ])

// Through the bundled CLI: a good chain, a keyed one, a broken link; refusals and help through
// main() in-process.
describe('green-gate audit verify', () => {
  it('prints one line per entry and the verdict; exit 0 on a good chain', async () => {
    const result = await runCli(['audit', 'verify', '-'], serializeLedger(ledger(null)))
    expect(result.stderr).toBe('')
    expect(result.exitCode).toBe(0)
    const lines = result.stdout.trimEnd().split('\n')
    expect(lines.slice(0, 3).map((l) => l.replace(/[0-9a-f]{12}/, 'HASH'))).toEqual([
      '1  fix     sha256:HASH  ok',
      '2  wait    sha256:HASH  ok',
      '3  accept  sha256:HASH  ok'
    ])
    expect(lines[3]).toBe('demo: chain ok, 3 entries')
  })

  it('checks keyed entries with the key from --key-env, and says when it could not', async () => {
    const text = serializeLedger(ledger(KEY))
    const keyed = await withKey(['audit', 'verify', '-', '--key-env', 'AUDIT_KEY'], text)
    expect(keyed.exitCode).toBe(0)
    expect(keyed.stdout).toMatch(/^1 {2}fix {5}hmac-sha256:[0-9a-f]{12} {2}ok$/m)
    const unkeyed = await runMain(['audit', 'verify', '-'], text)
    expect(unkeyed.exitCode).toBe(0)
    expect(unkeyed.stdout).toContain('ok (link only: keyed, no key given)')
  })

  it('names the first broken link; exit 1', async () => {
    const book = ledger(KEY)
    const edited = {
      ...book,
      entries: book.entries.map((e) => (e.seq === 2 ? { ...e, reason: 'edited' } : e))
    }
    const result = await withKey(
      ['audit', 'verify', '-', '--key-env', 'AUDIT_KEY'],
      serializeLedger(edited)
    )
    expect(result.exitCode).toBe(1)
    expect(result.stdout).toMatch(
      /^2 {2}wait {4}hmac-sha256:[0-9a-f]{12} {2}broken: its content does not match its mac$/m
    )
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(
      'demo: broken at entry 2: its content does not match its mac'
    )
  })

  it.each([
    [
      ['-'],
      '{"format": "green-gate-ledger/1"}',
      /^green-gate audit verify: stdin: entries: expected a list, got nothing$/m
    ],
    [['-'], 'not json', /^green-gate audit verify: stdin: not JSON/],
    [
      ['-', '--key-env', 'GREEN_GATE_NO_SUCH_VARIABLE'],
      '{}',
      /^green-gate audit verify: --key-env GREEN_GATE_NO_SUCH_VARIABLE: the environment variable is not set or empty$/m
    ]
  ])('refuses bad input %j with one line; exit 2', async (args, stdin, message) => {
    const result = await runMain(['audit', 'verify', ...args], stdin)
    expect(result.exitCode).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(message)
  })

  it('lists its own exit codes in its help', async () => {
    const help = await runMain(['audit', 'verify', '--help'])
    expect(help.stdout).toMatch(
      /exit codes:\n {2}0 {2}the chain verifies\n {2}1 {2}a link is broken\n {2}2 /
    )
    const all = await runMain(['--help'])
    expect(all.stdout).toContain('audit verify: a link is broken')
  })
})
