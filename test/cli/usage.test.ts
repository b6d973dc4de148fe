// The command line as a person meets it: help, version, argument errors, inputs it cannot read,
// and the exit codes a script branches on. Each behaviour once through the bundled CLI; its
// variations through the same main() in this process (runMain).
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'
import { renderStateTemplate } from '../../src/rules/state/index.js'
import { runMain } from '../support/cli-in-process.js'
import { runCli } from '../support/run-cli.js'

const dir = mkdtempSync(join(tmpdir(), 'green-gate-usage-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const file = (name: string, content: string | Buffer): string => {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}
const STATE = file('state.md', renderStateTemplate({ program: 'demo' }))
const version = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version

const COMMANDS = [
  'reduce',
  'signature',
  'state validate',
  'state show',
  'status',
  'audit verify',
  'init'
]

describe('green-gate help and version', () => {
  // Each command once through the CLI, the two spellings in turn; that -h and --help mean the
  // same to every command is the argument parser's table (test/unit/cli/args.test.ts).
  it.each(COMMANDS.map((c, k) => `${c} ${k % 2 === 0 ? '--help' : '-h'}`))(
    '%s prints the usage on stdout, exit 0',
    async (line) => {
      const result = await runMain([...line.split(' '), 'ignored-after-help'])
      expect(result).toMatchObject({ exitCode: 0, stderr: '' })
      const name = line.replace(/ -+h(elp)?$/, '')
      expect(result.stdout).toMatch(new RegExp(`^usage: green-gate ${name} `))
      expect(result.stdout).toContain('exit codes:')
    }
  )

  it.each(['--help', '-h', 'help'])('green-gate %s lists every command', async (flag) => {
    const result = await runMain([flag])
    expect(result.exitCode).toBe(0)
    for (const command of COMMANDS) expect(result.stdout).toContain(`  ${command}  `)
  })

  it('state --help lists the state commands; no command at all is a usage error', async () => {
    const state = await runMain(['state', '--help'])
    expect(state.exitCode).toBe(0)
    expect(state.stdout).toContain('state validate')
    const none = await runMain([])
    expect(none.exitCode).toBe(2)
    expect(none.stderr).toMatch(/^green-gate: missing command\nusage: green-gate/)
  })

  it("the bundled CLI prints its usage, a command's usage and the package version", async () => {
    const usage = await runCli(['--help'])
    expect(usage).toMatchObject({ exitCode: 0, stderr: '' })
    for (const command of COMMANDS) expect(usage.stdout).toContain(`  ${command}  `)
    const reduce = await runCli(['reduce', '-h'])
    expect(reduce).toMatchObject({ exitCode: 0, stderr: '' })
    expect(reduce.stdout).toMatch(/^usage: green-gate reduce /)
    expect(await runCli(['--version'])).toEqual({ exitCode: 0, stdout: `${version}\n`, stderr: '' })
  })
})

describe('green-gate argument errors', () => {
  it.each([
    [
      ['reduce', STATE, 'extra'],
      'green-gate reduce: unexpected argument "extra" (reduce takes at most one FILE)'
    ],
    [
      ['state', 'validate', STATE, '--json'],
      'green-gate state validate: unknown option --json (see --help)'
    ],
    [['state', 'show', STATE, '-x'], 'green-gate state show: unknown option -x (see --help)'],
    [
      ['reduce', '--ignore'],
      'green-gate reduce: option --ignore needs a value (--ignore PATTERNS)'
    ],
    [
      ['reduce', '--ignore', '--exit-status'],
      'green-gate reduce: option --ignore needs a value (--ignore PATTERNS)'
    ],
    [['reduce', '--exit-status=yes'], 'green-gate reduce: option --exit-status takes no value'],
    [
      ['reduce', '--ignore', 'a', '--ignore', 'b'],
      'green-gate reduce: option --ignore is given twice'
    ],
    [['status'], 'green-gate status: missing STATE_FILE (see --help)'],
    [
      ['status', STATE, '--head', 'abc'],
      'green-gate status: --head must be a full 40-character commit SHA, got "abc"'
    ],
    [
      ['status', '-', '--checks', '-'],
      'green-gate status: only one of STATE_FILE, --checks and --log can be - (standard input)'
    ],
    [['state'], 'green-gate: expected "state validate" or "state show", got "state"']
  ])('%j → one line, exit 2', async (args, message) => {
    const result = await runMain(args)
    expect(result).toEqual({ exitCode: 2, stdout: '', stderr: `${message}\n` })
  })

  it('gives one line and exit 2 through the bundled CLI', async () => {
    expect(await runCli(['reduce', STATE, 'extra'])).toEqual({
      exitCode: 2,
      stdout: '',
      stderr: 'green-gate reduce: unexpected argument "extra" (reduce takes at most one FILE)\n'
    })
  })

  it('reads a file named like an option after --', async () => {
    file('-h', JSON.stringify({ statuses: [{ context: 'a', state: 'success' }] }))
    const result = await runCli(['reduce', '--', '-h'], '', undefined, dir)
    expect(JSON.parse(result.stdout)).toMatchObject({ status: 'success' })
  })
})

describe('green-gate inputs it refuses', () => {
  it('refuses a binary file with one line naming the first NUL byte', async () => {
    const binary = file('binary.json', Buffer.from([0x7b, 0x7d, 0x00, 0x01]))
    for (const command of ['reduce', 'signature']) {
      expect(await runMain([command, binary])).toEqual({
        exitCode: 2,
        stdout: '',
        stderr: `green-gate ${command}: ${binary}: binary data (a NUL byte at byte 2)\n`
      })
    }
    const state = await runCli(['state', 'validate', '-'], 'junk\0junk')
    expect(state.stderr).toBe(
      'green-gate state validate: stdin: binary data (a NUL byte at byte 4)\n'
    )
  })

  it('says so instead of waiting when standard input is a terminal and no FILE is named', async () => {
    // `script` gives the command a terminal for standard input, as an interactive shell does.
    const { stdout: output } = await runCli(
      [
        '-qec',
        `${process.execPath} ${join(ROOT, 'dist/cli/index.js')} reduce; echo "exit=$?"`,
        '/dev/null'
      ],
      '',
      ['script']
    )
    expect(output).toContain(
      'green-gate reduce: no input: name a FILE or pipe one in (standard input is a terminal)'
    )
    expect(output).toContain('exit=2')
  })
})

describe('green-gate inputs that are not what the command reads', () => {
  // A repository's root, not the state branch: its README reads as a program's state file.
  const root = join(dir, 'repo-root')
  mkdirSync(root)
  writeFileSync(join(root, 'README.md'), '# A project\n')
  const empty = join(dir, 'empty')
  mkdirSync(empty)
  // State files but no ledger: nothing names the repository the links point at.
  const unnamed = join(dir, 'no-ledger')
  mkdirSync(unnamed)
  writeFileSync(join(unnamed, 'demo.md'), renderStateTemplate({ program: 'demo' }))
  const checkout =
    '--all reads a checkout of memory/autoloop, not this folder: check it out with `git worktree add ../state memory/autoloop` and pass ../state'

  it.each([
    [
      'a state file to --all',
      ['status', STATE, '--all'],
      '',
      dir,
      `green-gate status: ${STATE}: not a folder; --all takes a checkout of the state branch (give a state file without --all)`
    ],
    [
      "--all in a repository's root",
      ['status', '--all'],
      '',
      root,
      `green-gate status: README.md:1: no "## ⚙️ Machine State" section; ${checkout}`
    ],
    [
      '--all in an empty folder',
      ['status', '--all'],
      '',
      empty,
      `green-gate status: .: no state file ({program}.md) or ledger (.green-gate/{program}.json); ${checkout}`
    ],
    [
      '--all where no ledger names the repository',
      ['status', '--all'],
      '',
      unnamed,
      'green-gate status: the links need --repository OWNER/NAME: no ledger read names the repository (with --all, the checkout has state files but no ledger that does)'
    ],
    [
      'an empty log',
      ['signature'],
      '',
      dir,
      'green-gate signature: stdin: empty input, expected a job log'
    ],
    [
      'JSON that is not checks',
      ['reduce'],
      '{"total_count": 1, "items": []}',
      dir,
      'green-gate reduce: stdin: expected {"check_runs": [...], "statuses": [...], "workflow_runs": [...]}, a list of pages from `gh api --paginate --slurp`, or a list of statuses; got an object with keys "total_count", "items"'
    ]
  ])('%s → one line, exit 2', async (_, args, stdin, cwd, message) => {
    const result = await runMain(args, stdin, cwd)
    expect(result).toEqual({ exitCode: 2, stdout: '', stderr: `${message}\n` })
  })
})
