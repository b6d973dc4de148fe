import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'
import { renderStateTemplate } from '../../src/rules/state/index.js'
import { serializeLedger } from '../../src/rules/ledger/codec.js'
import { emptyMemory } from '../../src/rules/ledger/memory.js'
import { AT, HEAD, plainEntry } from '../support/gate-records.js'
import { setRow } from '../support/loop.js'
import { runMain } from '../support/cli-in-process.js'
import { runCli } from '../support/run-cli.js'

const dir = mkdtempSync(join(tmpdir(), 'green-gate-status-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const JEST_LOG = join(ROOT, 'test/fixtures/logs/jest/first.log')
const file = (name: string, text: string): string => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}
// The commit the state file last saw: status decides on it unless --head names another.
const template = setRow(renderStateTemplate({ program: 'demo' }), 'CI Head SHA', 'b'.repeat(40))
const red = file(
  'red.json',
  JSON.stringify({ check_runs: [{ name: 'test', status: 'completed', conclusion: 'failure' }] })
)
const green = file(
  'green.json',
  JSON.stringify({ check_runs: [{ name: 'test', status: 'completed', conclusion: 'success' }] })
)

async function status(state: string, ...args: string[]): Promise<Record<string, unknown>> {
  const result = await runMain([
    'status',
    file(`${args.length}-${Math.random()}.md`, state),
    ...args
  ])
  expect(result.stderr).toBe('')
  return JSON.parse(result.stdout) as Record<string, unknown>
}

// Through the bundled CLI: checks from standard input, the table, --all and a bad file; the
// decisions, exit statuses and settings through main() in-process.
describe('green-gate status', () => {
  it('accepts green, fixes red, and names the class from a log', async () => {
    expect(await status(template, '--checks', green)).toMatchObject({ decision: 'accept' })
    expect(await status(template, '--checks', red, '--log', JEST_LOG)).toMatchObject({
      decision: 'fix',
      attempt: 1,
      reason: expect.stringContaining('(test)')
    })
  })

  it('pauses when the budget is spent, and skips a paused program', async () => {
    const spent = setRow(setRow(template, 'CI Fix Attempts', '5'), 'CI Signature', 'old')
    expect(await status(spent, '--checks', red, '--log', JEST_LOG)).toMatchObject({
      decision: 'pause',
      pause_reason: expect.stringMatching(/^ci-fix-exhausted: test:/)
    })
    const paused = setRow(setRow(template, 'Paused', 'true'), 'Pause Reason', 'ci-timeout')
    expect(await status(paused, '--checks', green)).toMatchObject({ decision: 'skip' })
  })

  it('exits by the checks with --exit-status: 0 green, 1 red, 8 pending; 0 without it', async () => {
    const state = file('exit.md', template)
    const run = (...args: string[]) => runMain(['status', state, ...args])
    expect((await run('--checks', green, '--exit-status')).exitCode).toBe(0)
    expect((await run('--checks', red, '--exit-status')).exitCode).toBe(1)
    expect((await run('--exit-status')).exitCode).toBe(8)
    expect((await run('--checks', red)).exitCode).toBe(0)
  })

  it('reads the checks from standard input and a full --head', async () => {
    const head = 'A'.repeat(40)
    const result = await runCli(
      ['status', file('stdin.md', template), '--checks', '-', '--head', head],
      readFileSync(green, 'utf8')
    )
    expect(JSON.parse(result.stdout)).toMatchObject({ decision: 'accept', status: 'success' })
  })

  it("reads the repository's settings file as the action does; a flag overrides it", async () => {
    const repo = join(dir, 'repo')
    mkdirSync(join(repo, '.github'), { recursive: true })
    writeFileSync(join(repo, '.github/green-gate.yml'), 'max-fix-attempts: 3\n')
    const other = file('other.yml', 'max-fix-attempts: 2\n')
    const state = file('settings.md', template)
    const run = async (...args: string[]) => {
      const result = await runMain(['status', state, '--checks', red, ...args], '', repo)
      expect(result.stderr).toBe('')
      return JSON.parse(result.stdout) as Record<string, unknown>
    }
    expect(await run()).toMatchObject({ decision: 'fix', max_attempts: 3 })
    expect(await run('--config-file', other)).toMatchObject({ max_attempts: 2 })
    expect(await run('--max-fix-attempts', '4')).toMatchObject({ max_attempts: 4 })
    const bad = await runMain(
      ['status', state, '--config-file', file('bad.yml', 'max-fix-attempts: none\n')],
      '',
      repo
    )
    expect(bad.exitCode).toBe(2)
    expect(bad.stderr).toMatch(/bad\.yml:1: max-fix-attempts must be a whole number/)
  })

  it('prints no empty commit link in the table of a program not yet judged', async () => {
    const result = await runCli([
      'status',
      file('fresh.md', renderStateTemplate({ program: 'fresh' })),
      '--table',
      '--repository',
      'acme/widgets'
    ])
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('| Commit | — |')
    expect(result.stdout).not.toContain('/commit/)')
  })

  it('prints every program of a state branch checkout in one table with --all', async () => {
    const branch = join(dir, 'state-branch')
    mkdirSync(join(branch, '.green-gate'), { recursive: true })
    writeFileSync(join(branch, 'fast.md'), renderStateTemplate({ program: 'fast' }))
    writeFileSync(join(branch, 'slow.md'), renderStateTemplate({ program: 'slow' }))
    const paused = { kind: 'ci-fix-exhausted', signature: 'test: a | b' } as const
    const ledger = serializeLedger({
      program: 'fast',
      repository: 'acme/widgets',
      entries: [
        {
          seq: 1,
          ...plainEntry(1, {
            decision: 'pause',
            pause: paused,
            memory: { ...emptyMemory(), headSha: HEAD, hold: { kind: 'paused', reason: paused } }
          })
        }
      ]
    })
    writeFileSync(join(branch, '.green-gate/fast.json'), ledger)
    const settings = file('all.yml', 'max-fix-attempts: 3\n')
    const result = await runCli(['status', '--all', branch, '--config-file', settings])
    expect(result.stderr).toBe('')
    expect(result.exitCode).toBe(0)
    const lines = result.stdout.trimEnd().split('\n')
    expect(lines.slice(0, 4)).toEqual([
      '### green-gate · 2 programs',
      '',
      '| Program | State | Fix attempts | Last decision | When | Pause reason | Links |',
      '| --- | --- | --- | --- | --- | --- | --- |'
    ])
    const repo = 'https://github.com/acme/widgets'
    expect(lines.slice(4)).toEqual([
      `| \`fast\` | ⚠️ paused | 0 of 3 | ⚠️ pause | ${AT} | \`ci-fix-exhausted: test: a \\| b\` | [state](${repo}/blob/memory/autoloop/fast.md) · [commit](${repo}/commit/${HEAD}) |`,
      `| \`slow\` | active | 0 of 3 | — | — | — | [state](${repo}/blob/memory/autoloop/slow.md) |`
    ])
  })

  it('reads the current folder with --all and no folder named', async () => {
    const branch = join(dir, 'here')
    mkdirSync(join(branch, '.green-gate'), { recursive: true })
    writeFileSync(join(branch, 'solo.md'), renderStateTemplate({ program: 'solo' }))
    const ledger = serializeLedger({
      program: 'solo',
      repository: 'acme/widgets',
      entries: [{ seq: 1, ...plainEntry(1, { memory: { ...emptyMemory(), headSha: HEAD } }) }]
    })
    writeFileSync(join(branch, '.green-gate/solo.json'), ledger)
    const result = await runMain(['status', '--all'], '', branch)
    expect(result.stderr).toBe('')
    expect(result.stdout).toMatch(/^### green-gate · 1 program\n/)
    expect(result.stdout).toContain('| `solo` | active |')
  })

  it('names a bad state file with its line', async () => {
    const result = await runCli([
      'status',
      file('bad.md', template.replace('| CI Fix Attempts | 0 |', '| CI Fix Attempts | 0 | x |'))
    ])
    expect(result.exitCode).toBe(2)
    expect(result.stderr).toMatch(
      /^green-gate status: .*bad\.md:\d+: field "CI Fix Attempts": expected 2 cells/
    )
  })
})
