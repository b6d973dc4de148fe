// `green-gate init` in real git repositories: what it writes passes GitHub's workflow parser,
// actionlint and `config check`; it fills in autoloop or the agent branches; it never overwrites
// a changed file unasked; and it ends with what is left to do.
import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { AUTOLOOP_STEP_5 } from '../../src/rules/init/checklist.js'
import { runMain } from '../support/cli-in-process.js'
import { runCli } from '../support/run-cli.js'
import { parseTemplate } from '../workflows/github-engine.js'
import { lintFindings } from '../workflows/lint.js'

const root = mkdtempSync(join(tmpdir(), 'green-gate-init-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const SHA = '0123456789abcdef0123456789abcdef01234567'
const FROM = ['--from', `acme/green-gate@${SHA}`, '--tag', 'v1.3.0']
const WORKFLOWS = ['', '-command', '-fixer', '-push', '-retry', '-sweep'].map(
  (s) => `.github/workflows/green-gate${s}.yml`
)

// One empty repository made by git, copied for each test: a fresh one without a process each.
const EMPTY = join(root, 'empty')
execFileSync('git', ['init', '-q', EMPTY])

let repos = 0
/** A fresh git repository with these files. */
function repository(files: Record<string, string> = {}): string {
  const dir = join(root, `repo-${++repos}`)
  cpSync(EMPTY, dir, { recursive: true })
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}
const read = (dir: string, path: string): string => readFileSync(join(dir, path), 'utf8')
/** init as a user runs it: the bundled CLI, a process of its own. */
const bundledInit = (dir: string, ...args: string[]) =>
  runCli(['init', ...FROM, ...args], '', undefined, dir)
/** The same command through main() in this process: what follows from the source alone. */
const init = (dir: string, ...args: string[]) => runMain(['init', ...FROM, ...args], '', dir)

/** GitHub's parser and actionlint on each workflow written, and config check on the settings. */
async function expectValid(dir: string): Promise<void> {
  for (const path of WORKFLOWS) {
    const file = { name: path.split('/').pop() ?? path, label: path, path, text: read(dir, path) }
    expect((await parseTemplate(file)).findings).toEqual([])
    expect(await lintFindings(file.text, path)).toEqual([])
    expect(file.text).toContain(`uses: acme/green-gate@${SHA} # v1.3.0\n`)
    expect(file.text).not.toContain('your-org/green-gate')
  }
  const check = await runMain(['config', 'check'], '', dir)
  expect(check).toMatchObject({ exitCode: 0, stderr: '' })
  expect(check.stdout).toMatch(/^\.github\/green-gate\.yml: ok /)
}

describe('green-gate init', () => {
  it('sets up an empty repository for agent branches, valid by every check', async () => {
    const dir = repository()
    const result = await bundledInit(dir, '--branch-pattern', 'agent/*')
    expect(result.stderr).toBe('')
    expect(result.exitCode).toBe(0)
    await expectValid(dir)
    expect(read(dir, '.github/green-gate.yml')).toMatch(/^branch-pattern: agent\/\*$/m)
    expect(read(dir, WORKFLOWS[0] ?? '')).toContain("branches: ['agent/**']")
    expect(read(dir, '.github/workflows/green-gate-sweep.yml')).not.toContain('workflow_run')
    expect(result.stdout).toContain('+++ b/.github/workflows/green-gate.yml')
    expect(result.stdout).toContain('wrote .github/workflows/green-gate-push.yml (new)')
    const left = result.stdout.slice(result.stdout.indexOf('Left for you to do:'))
    for (const item of [
      'GREEN_GATE_FIXER',
      'ANTHROPIC_API_KEY',
      'GREEN_GATE_APP_CLIENT_ID',
      'GREEN_GATE_APP_PRIVATE_KEY',
      'gh label create needs-human',
      'For copilot, let GitHub Actions run on the coding agent',
      'git switch --orphan memory/autoloop',
      "List your CI workflows' `name:`s",
      'https://github.com/acme/green-gate/blob/v1.3.0/docs/install.md#create-the-github-app-for-the-push'
    ])
      expect(left).toContain(item)
    expect(left).not.toContain('Step 5')
  })

  it('finds autoloop and the CI, and names the Step 5 to paste and the recompile', async () => {
    const dir = repository({
      '.github/workflows/autoloop.md': '---\non: schedule\n---\n# Autoloop\n',
      '.github/workflows/autoloop.lock.yml': 'name: "Autoloop"\non: schedule\njobs: {}\n',
      '.github/workflows/ci.yml': 'name: Tests\non: [push, pull_request]\njobs: {}\n',
      '.github/workflows/release.yml': 'name: Release\non: workflow_dispatch\njobs: {}\n'
    })
    const result = await init(dir)
    expect(result.stderr).toBe('')
    expect(result.exitCode).toBe(0)
    await expectValid(dir)
    expect(read(dir, WORKFLOWS[0] ?? '')).toContain('workflows: [Tests]')
    expect(read(dir, WORKFLOWS[0] ?? '')).toContain("branches: ['autoloop/**']")
    expect(read(dir, '.github/workflows/green-gate-sweep.yml')).toContain('workflows: [Autoloop]')
    const left = result.stdout.slice(result.stdout.indexOf('Left for you to do:'))
    expect(left).toContain('Replace Steps 5a to 5c in .github/workflows/autoloop.md')
    expect(left).toContain(AUTOLOOP_STEP_5)
    expect(left).toContain('gh aw compile autoloop')
    expect(left).not.toContain('git switch --orphan')
    expect(left).not.toContain('List your CI workflows')
  })

  it('refuses to overwrite a changed file without --force, and writes nothing then', async () => {
    const dir = repository()
    expect((await init(dir, '--branch-pattern', 'agent/*')).exitCode).toBe(0)
    const gate = read(dir, WORKFLOWS[0] ?? '')
    writeFileSync(join(dir, WORKFLOWS[0] ?? ''), `${gate}# ours\n`)
    rmSync(join(dir, '.github/green-gate.yml'))

    const refused = await init(dir, '--branch-pattern', 'agent/*')
    expect(refused.exitCode).toBe(2)
    expect(refused.stderr).toBe(
      'green-gate init: .github/workflows/green-gate.yml: already there with other content (the diff is above); run again with --force to overwrite, nothing was written\n'
    )
    expect(refused.stdout).toContain('-# ours')
    expect(existsSync(join(dir, '.github/green-gate.yml'))).toBe(false)

    const forced = await init(dir, '--branch-pattern', 'agent/*', '--force')
    expect(forced.exitCode).toBe(0)
    expect(forced.stdout).toContain('wrote .github/workflows/green-gate.yml (overwritten)')
    expect(forced.stdout).toContain('wrote .github/workflows/green-gate-fixer.yml (unchanged)')
    expect(read(dir, WORKFLOWS[0] ?? '')).toBe(gate)
  })

  it('--dry-run shows the files and writes none', async () => {
    const dir = repository()
    const result = await init(dir, '--branch-pattern', 'agent/*', '--dry-run')
    expect(result.exitCode).toBe(0)
    expect(result.stdout).toContain('would write .github/green-gate.yml (new)')
    expect(result.stdout).toContain('dry run: nothing written')
    expect(existsSync(join(dir, '.github'))).toBe(false)
  })

  // Bad arguments through main() in-process; the bundled CLI sets up a repository above.
  it.each([
    [
      [],
      'green-gate init: no autoloop in . (no .github/workflows/autoloop.md or autoloop.lock.yml, no .autoloop/programs/, no memory/autoloop branch): name the agent branches with --branch-pattern, e.g. agent/*'
    ],
    [
      ['--branch-pattern', 'agent'],
      'green-gate init: --branch-pattern "agent" must be a branch name with one * where the program\'s name goes (e.g. agent/*)'
    ],
    [
      ['--from', 'acme/green-gate@' + SHA],
      'green-gate init: --from names a commit: give its release tag with --tag (e.g. --tag v1.3.0)'
    ],
    [
      ['--tag', 'v1'],
      'green-gate init: missing --from OWNER/REPO@REF, where green-gate comes from (e.g. acme/green-gate@v1.3.0)'
    ]
  ])('refuses %j in one line, exit 2', async (args, message) => {
    const dir = repository()
    const given = args.includes('--from') || args.includes('--tag') ? args : [...FROM, ...args]
    const result = await runMain(['init', ...given], '', dir)
    expect(result).toEqual({ exitCode: 2, stdout: '', stderr: `${message}\n` })
  })
})
