// What a new user reads must match the release they get: the version the docs pin is the
// package's, the changelog has its section, and every template the README lists is there.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../../emulator/runner.js'

const mdIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${dir}/${name}`)
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')
const { version } = JSON.parse(read('package.json')) as { version: string }

describe('the release the docs describe', () => {
  it.each(['README.md', 'docs/install.md'])("%s pins the package's version", (path) => {
    // A pin of green-gate with its version as a comment, and a tag named in a command.
    const pin = /green-gate@.*? # v(\d+\.\d+\.\d+)|green-gate\/commits\/v(\d+\.\d+\.\d+)/g
    const pins = [...read(path).matchAll(pin)].map((m) => m[1] ?? m[2])
    expect(pins.length).toBeGreaterThan(0)
    expect(new Set(pins)).toEqual(new Set([version]))
  })

  it('has the version in the lockfile and a dated changelog section, nothing unreleased', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      version: string
      packages: Record<string, { version?: string }>
    }
    expect([lock.version, lock.packages['']?.version]).toEqual([version, version])
    const changelog = read('CHANGELOG.md')
    expect(changelog).toMatch(
      new RegExp(`^## ${version.replace(/\./g, '\\.')} - \\d{4}-\\d{2}-\\d{2}$`, 'm')
    )
    expect(changelog).not.toMatch(/^## Unreleased/m)
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
    ['docs/install.md', '## Five minutes', '## Secrets']
  ])('%s lists every template there is, and only those', (path, from, to) => {
    const text = read(path)
    const section = text.slice(text.indexOf(from), text.indexOf(to))
    const listed = new Set([...section.matchAll(/`(green-gate[a-z-]*\.yml)`/g)].map((m) => m[1]))
    const templates = readdirSync(join(ROOT, 'workflows')).filter((n) => n.endsWith('.yml'))
    expect([...listed].sort()).toEqual(templates.sort())
  })
})
