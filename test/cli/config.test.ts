// `green-gate config check`: the settings file checked on a laptop by the action's own rules.
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SETTING_NAMES } from '../../src/rules/settings/spec.js'
import { runMain } from '../support/cli-in-process.js'
import { runCli } from '../support/run-cli.js'

const dir = mkdtempSync(join(tmpdir(), 'green-gate-config-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Through the bundled CLI: a repository's file read and every problem of a bad one listed; the
// rest through main() in-process.
describe('green-gate config check', () => {
  it("reads the repository's file by default and says where each setting comes from", async () => {
    const repo = join(dir, 'repo')
    mkdirSync(join(repo, '.github'), { recursive: true })
    writeFileSync(
      join(repo, '.github/green-gate.yml'),
      '# ours\nmax-fix-attempts: 3\nignore-checks: [docs*, flaky-e2e]\n'
    )
    const result = await runCli(['config', 'check'], '', undefined, repo)
    expect(result.stderr).toBe('')
    expect(result.exitCode).toBe(0)
    const lines = result.stdout.split('\n')
    expect(lines[0]).toBe(`.github/green-gate.yml: ok (2 of ${SETTING_NAMES.length} settings set)`)
    expect(lines).toContainEqual(
      expect.stringMatching(/^max-fix-attempts +3 +\.github\/green-gate\.yml:2$/)
    )
    expect(lines).toContainEqual(
      expect.stringMatching(/^ignore-checks +docs\*, flaky-e2e +\.github\/green-gate\.yml:3$/)
    )
    expect(lines).toContainEqual(expect.stringMatching(/^wall-clock-minutes +60 +default$/))
  })

  it('wraps a long value under itself, keeping every line short', async () => {
    const result = await runMain(['config', 'check', '-'], 'state-branch: state\n')
    expect(result.exitCode).toBe(0)
    const lines = result.stdout.trimEnd().split('\n')
    expect(Math.max(...lines.map((l) => [...l].length))).toBeLessThanOrEqual(100)
    // The default ci-config-paths runs over several lines, the source on the first.
    const at = lines.findIndex((l) => l.startsWith('ci-config-paths '))
    expect(lines[at]).toMatch(/^ci-config-paths +jest\.config\.\*,.*, +default$/)
    expect(lines[at + 1]).toMatch(/^ {20,}\S+$/)
    const continued = lines.slice(at + 1).filter((l) => l.startsWith(' '))
    expect(continued.join('')).toContain('**/.config/nextest.toml')
  })

  it.each([
    [
      'wall-clock-minutes: 0\n',
      'stdin:1: wall-clock-minutes must be a number greater than 0, got "0"'
    ],
    [
      '\nmax-fix-atempts: 3\n',
      'stdin:2: "max-fix-atempts" is not a green-gate setting (did you mean "max-fix-attempts"?)'
    ],
    [
      'fixer: claude\n',
      'stdin:1: "fixer" is not a setting of this file: the templates pass the repository variable GREEN_GATE_FIXER'
    ],
    [
      'branch-pattern: main\n',
      'stdin:1: branch-pattern "main" has no * where the program\'s name goes (e.g. autoloop/*)'
    ],
    [
      'branch-pattern: bot/**\n',
      'stdin:1: branch-pattern "bot/**" has **, which would let a program name hold a /; use a single * (e.g. bot/*)'
    ]
  ])('refuses %j in one line with exit 2', async (text, message) => {
    const result = await runMain(['config', 'check', '-'], text)
    expect(result.exitCode).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(new RegExp(`^green-gate config check: ${escape(message)}.*\\n$`))
  })

  it('lists every problem of a bad file, one a line in its order, and prints nothing else', async () => {
    const text = [
      'max-fix-attempts: 0',
      'fixer: claude',
      'keeper: maybe',
      'max-fix-atempts: 3',
      'wall-clock-minutes: 30'
    ].join('\n')
    const result = await runCli(['config', 'check', '-'], text)
    expect(result.exitCode).toBe(2)
    expect(result.stdout).toBe('')
    const lines = result.stderr.split('\n')
    expect(lines.map((l) => /^green-gate config check: (stdin:\d+: \S+)/.exec(l)?.[1])).toEqual([
      'stdin:1: max-fix-attempts',
      'stdin:2: "fixer"',
      'stdin:3: keeper',
      'stdin:4: "max-fix-atempts"',
      undefined
    ])
  })

  it('reads settings that are each fine but clash as one file', async () => {
    const result = await runMain(
      ['config', 'check', '-'],
      'branch-pattern: agents/*\nstate-branch: agents/state\n'
    )
    expect(result.exitCode).toBe(2)
    expect(result.stderr).toMatch(
      /^green-gate config check: stdin:2: state-branch "agents\/state" matches branch-pattern/
    )
  })

  it('prints every default with no settings file, as the action reads none', async () => {
    const repo = join(dir, 'empty')
    mkdirSync(repo)
    const result = await runMain(['config', 'check'], '', repo)
    expect(result.stderr).toBe('')
    expect(result.exitCode).toBe(0)
    const lines = result.stdout.split('\n')
    expect(lines[0]).toBe(`no .github/green-gate.yml (0 of ${SETTING_NAMES.length} settings set)`)
    expect(lines).toContainEqual(expect.stringMatching(/^max-fix-attempts +5 +default$/))
  })

  it('names a file it was given that is not there', async () => {
    const result = await runMain(['config', 'check', join(dir, 'nowhere.yml')])
    expect(result.exitCode).toBe(2)
    expect(result.stderr).toMatch(/nowhere\.yml: cannot read \(ENOENT\)\n$/)
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
