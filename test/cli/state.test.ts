import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'
import { runMain } from '../support/cli-in-process.js'
import { runCli } from '../support/run-cli.js'

const FIXTURE = join(ROOT, 'test/fixtures/state/autoloop.md.txt')
const text = readFileSync(FIXTURE, 'utf8')

// Through the bundled CLI: a file validated and shown, from a path and from standard input; what
// it reports of a bad file or command line through main() in-process.
describe('green-gate state', () => {
  it('validates a good file', async () => {
    const result = await runCli(['state', 'validate', FIXTURE])
    expect(result.exitCode).toBe(0)
    expect(result.stdout).toMatch(/: ok \(\d+ rows, 3 history entries, \d+ bytes\)\n$/)
  })

  it('shows what the gate reads, as text and as JSON', async () => {
    const plain = await runCli(['state', 'show', FIXTURE])
    expect(plain.stdout).toContain('Recent statuses  accepted, rejected, accepted, pending-ci')
    const json = await runCli(['state', 'show', '-', '--json'], text)
    expect(JSON.parse(json.stdout)).toMatchObject({
      paused: false,
      issue: 7,
      pr: 41,
      iterationCount: 12,
      ciFixAttempts: 0,
      historyEntries: 3
    })
  })

  it.each([
    [
      '| Paused | false |',
      '| Paused | false | true |',
      /^green-gate state validate: stdin:\d+: field "Paused": expected 2 cells.*\n$/
    ],
    ['| Field | Value |', '| Name | Value |', /^green-gate state validate: stdin:\d+: .+\n$/],
    ['## ⚙️ Machine State', '## Machine', /^green-gate state validate: stdin:\d+: .+\n$/]
  ])('reports %s → %s with its line, exit 2', async (from, to, message) => {
    const result = await runMain(['state', 'validate', '-'], text.replace(from, to))
    expect(result.exitCode).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(message)
  })

  it('warns on stderr where the scheduler reads a value otherwise, and shows the size', async () => {
    const odd = text.replace('| Paused | false |', '| Paused | maybe |')
    const validated = await runMain(['state', 'validate', '-'], odd)
    expect(validated.exitCode).toBe(0)
    expect(validated.stderr).toMatch(
      /^warning: stdin:\d+: "Paused": "maybe" reads as false: the autoloop scheduler takes only "true" as true\n$/
    )
    const shown = await runMain(['state', 'show', '-'], text)
    expect(shown.stdout).toMatch(
      /\nSize +\d+ bytes \(autoloop's memory save refuses a file over 30720\)\n$/
    )
  })

  it('names what is wrong with the command line', async () => {
    expect((await runMain(['state', 'check', FIXTURE])).stderr).toBe(
      'green-gate: expected "state validate" or "state show", got "state check"\n'
    )
    expect((await runMain(['state', 'show'])).stderr).toBe(
      'green-gate state show: missing FILE (see --help)\n'
    )
  })
})
