import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'
import { renderStateTemplate } from '../../src/rules/state/index.js'
import { setRow } from '../support/loop.js'
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
  const result = await runCli([
    'status',
    file(`${args.length}-${Math.random()}.md`, state),
    ...args
  ])
  expect(result.stderr).toBe('')
  return JSON.parse(result.stdout) as Record<string, unknown>
}

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
    const run = (...args: string[]) => runCli(['status', state, ...args])
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
