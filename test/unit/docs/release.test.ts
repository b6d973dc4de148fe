// What a new user reads must match the release they get: the version the docs pin is the
// package's, the changelog has its section and keeps it as released, the bundled CLI reports the
// package's version, and every template the README lists is there.
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../../emulator/runner.js'

const mdIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${dir}/${name}`)
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')
const { version } = JSON.parse(read('package.json')) as { version: string }
const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()

/** The changelog's sections by version, each from its heading to the next. */
function sections(changelog: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const part of changelog.split(/^(?=## )/m).slice(1)) {
    const heading = /^## (\d+\.\d+\.\d+) - \d{4}-\d{2}-\d{2}\n/.exec(part)
    if (heading?.[1] !== undefined) found.set(heading[1], part.trimEnd())
  }
  return found
}

describe('the release the docs describe', () => {
  it.each(['README.md', 'docs/install.md'])("%s pins the package's version", (path) => {
    // A pin of green-gate with its version as a comment, a release named in `init --from` or
    // `--tag`, and a tag named in a command: what `npm run release` moves.
    const pin = /(?:green-gate@.*? # v|green-gate@v|green-gate\/commits\/v|--tag v)(\d+\.\d+\.\d+)/g
    const pins = [...read(path).matchAll(pin)].map((m) => m[1])
    expect(pins.length).toBeGreaterThan(0)
    expect(new Set(pins)).toEqual(new Set([version]))
  })

  it('has the version in the lockfile and a dated changelog section, Unreleased only on top', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      version: string
      packages: Record<string, { version?: string }>
    }
    expect([lock.version, lock.packages['']?.version]).toEqual([version, version])
    const changelog = read('CHANGELOG.md')
    expect(changelog).toMatch(
      new RegExp(`^## ${version.replace(/\./g, '\\.')} - \\d{4}-\\d{2}-\\d{2}$`, 'm')
    )
    // Unreleased, when there is one, is the first section: every change adds to it.
    const headings = changelog.split('\n').filter((line) => line.startsWith('## '))
    expect(headings.slice(1)).not.toContain('## Unreleased')
  })

  it('has a bundled CLI that reports the version of package.json', () => {
    const cli = join(ROOT, 'dist/cli/index.js')
    const reported = execFileSync(process.execPath, [cli, '--version'], { encoding: 'utf8' })
    expect(reported.trim()).toBe(version)
  })

  it('keeps every released changelog section as it was at its release commit', () => {
    // The history is needed: CI checks out every commit (fetch-depth 0) for this.
    expect(git('rev-parse', '--is-shallow-repository')).toBe('false')
    const now = sections(read('CHANGELOG.md'))
    const released = [...now.keys()].flatMap((v) => {
      const subject = `^Release ${v.replace(/\./g, '\\.')}([^0-9.]|$)`
      const commit = git('log', '--format=%H', '-1', '-E', `--grep=${subject}`, 'HEAD')
      return commit === '' ? [] : [{ v, commit }]
    })
    expect(released.map((r) => r.v)).toContain('1.2.0')
    for (const { v, commit } of released) {
      const then = sections(git('show', `${commit}:CHANGELOG.md`)).get(v)
      expect({ version: v, section: now.get(v) }).toEqual({ version: v, section: then })
    }
  })

  it('installs the CLI one way in every doc, a way that needs no package registry', () => {
    const docs = ['README.md', 'docs/green-gate.example.yml', ...mdIn('docs')]
    const uses = docs.flatMap((path) =>
      [...read(path).matchAll(/npx [^\s`]*green-gate[^\s`]*/g)].map((m) => `${path}: ${m[0]}`)
    )
    expect(uses.length).toBeGreaterThan(5)
    for (const use of uses) expect(use).toMatch(/: npx github:your-org\/green-gate(#v1)?$/)
  })

  it.each([
    ['README.md', '## Install', '## Try it here'],
    ['docs/install.md', '## By hand', '## Secrets']
  ])('%s lists every template there is, and only those', (path, from, to) => {
    const text = read(path)
    const section = text.slice(text.indexOf(from), text.indexOf(to))
    const listed = new Set([...section.matchAll(/`(green-gate[a-z-]*\.yml)`/g)].map((m) => m[1]))
    const templates = readdirSync(join(ROOT, 'workflows')).filter((n) => n.endsWith('.yml'))
    expect([...listed].sort()).toEqual(templates.sort())
  })
})
