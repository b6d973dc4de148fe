// The ledger's audit chain, end to end with the bundled action and CLI: the chain the gate writes
// verifies, and a hand edit is found and pauses the program loudly (and stays reported until
// repaired).
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'
import { serializeLedger } from '../../src/rules/ledger/codec.js'
import {
  STATE_BRANCH,
  addProgram,
  iterate,
  ledgerOf,
  useEmulator,
  stateOf,
  type Program
} from '../support/loop.js'
import { runCli } from '../support/run-cli.js'

const KEY = 'e2e-audit-key-0123456789'
const KEYED = { 'audit-key': KEY, 'unknown-failure-attempts': '3' }

const gh = useEmulator()
const dir = mkdtempSync(join(tmpdir(), 'green-gate-audit-'))
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** `green-gate audit verify` on the program's ledger as it stands on the state branch. */
async function verify(p: Program, keyEnv = true) {
  const file = join(dir, `${p.name}.json`)
  writeFileSync(file, gh.store.readFile(STATE_BRANCH, `.green-gate/${p.name}.json`)?.content ?? '')
  return runCliWithEnv(['audit', 'verify', file, ...(keyEnv ? ['--key-env', 'AUDIT_KEY'] : [])])
}

/** The CLI with the audit key in its environment, as a maintainer would run it. */
function runCliWithEnv(args: string[]) {
  const cli = [process.execPath, join(ROOT, 'dist/cli/index.js')]
  return runCli(args, '', ['env', `AUDIT_KEY=${KEY}`, ...cli])
}

describe('the audit chain', () => {
  it('verifies a ledger the gate wrote, reports the entry a hand edit broke, and pauses on it', async () => {
    const p = addProgram(gh, 'audited', { issueRow: false })
    const first = await iterate(gh, p, { lint: 'failure', test: 'success' }, KEYED)
    expect(first.result.outputs.decision).toBe('fix')
    // The key never shows in the log: the runner is told to mask it first.
    expect(first.result.stdout).toContain(`::add-mask::${KEY}`)
    expect(ledgerOf(gh, p).entries.map((e) => e.mac?.split(':')[0])).toEqual(['hmac-sha256'])

    const good = await verify(p)
    expect(good.stderr).toBe('')
    expect(good.exitCode).toBe(0)
    const lines = good.stdout.trimEnd().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^1 {2}fix {2}hmac-sha256:[0-9a-f]{12} {2}ok$/)
    expect(lines[1]).toMatch(/^audited: chain ok, 1 entry$/)
    // Without the key only the links can be checked, and the CLI says so.
    expect((await verify(p, false)).stdout).toContain('ok (link only: keyed, no key given)')

    // A hand edit: entry 1's attempt budget raised, its MAC left as it was.
    const ledger = ledgerOf(gh, p)
    const edited = {
      ...ledger,
      entries: ledger.entries.map((e) => (e.seq === 1 ? { ...e, maxAttempts: 99 } : e))
    }
    gh.store.putFile(STATE_BRANCH, `.green-gate/${p.name}.json`, serializeLedger(edited), 'edit')
    const bad = await verify(p)
    expect(bad.exitCode).toBe(1)
    expect(bad.stdout).toMatch(
      /^1 {2}fix {2}hmac-sha256:[0-9a-f]{12} {2}broken: its content does not match its mac$/m
    )
    expect(bad.stdout.trimEnd().split('\n').at(-1)).toBe(
      'audited: broken at entry 1: its content does not match its mac'
    )

    // The next gate run pauses loudly, whatever CI says, and rewrites nothing it found.
    const third = await iterate(gh, p, { lint: 'success', test: 'success' }, KEYED)
    expect(third.result.exitCode).toBe(0)
    expect(third.result.outputs).toMatchObject({
      decision: 'pause',
      'pause-reason': 'audit-broken: entry 1'
    })
    expect(third.result.annotations).toContainEqual({
      level: 'error',
      message: expect.stringContaining('audit-broken: entry 1')
    })
    expect(stateOf(gh, p)).toMatchObject({ paused: true, pauseReason: 'audit-broken: entry 1' })
    const after = ledgerOf(gh, p)
    expect(after.entries[0]).toEqual(edited.entries[0])
    expect(after.entries.map((e) => e.decision)).toEqual(['fix', 'pause'])
    // The pause is chained from the entries as they stand: verify still names entry 1, alone.
    const still = await verify(p)
    expect(still.exitCode).toBe(1)
    expect(still.stdout).toMatch(/^2 {2}pause {2}hmac-sha256:[0-9a-f]{12} {2}ok$/m)
    expect(still.stdout.trimEnd().split('\n').at(-1)).toMatch(/broken at entry 1:/)

    // Once paused for it, later runs skip without another entry: the row 'skips, recording
    // nothing, once the program is paused for it' of test/unit/gate/audit-pause.test.ts (a skip
    // while paused end to end: trust.e2e).

    // The maintainer restores entry 1 (the state branch's history has it): the chain verifies
    // again, the pause included. That the gate then runs again once a person sets Paused to
    // false is the row 'keeps a repaired chain paused until a person lifts the pause' of
    // test/unit/gate/audit-pause.test.ts, with a maintainer's lift end to end in trust.e2e.
    gh.store.putFile(
      STATE_BRANCH,
      `.green-gate/${p.name}.json`,
      serializeLedger({
        ...after,
        entries: [...ledger.entries.slice(0, 1), ...after.entries.slice(1)]
      }),
      'restore entry 1'
    )
    const repaired = await verify(p)
    expect(repaired.exitCode).toBe(0)
    expect(repaired.stdout.trimEnd().split('\n').at(-1)).toBe('audited: chain ok, 2 entries')
  })
})

// The fix cost cap (what each attempt cost recorded, the attempt that could pass max-fix-cost
// never handed out): fix-command.e2e's fix that commits. A cost report that is not a plain
// amount, ignored with a warning by the fixer and push jobs: keeper-fixer.e2e's attempt.
