// `npm run release -- X.Y.Z` in a throwaway copy of the repository: the real script, with the
// tests skipped and a stub build, makes the release commit the release workflow tags.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'
import { dateUnreleased, movePins } from '../../scripts/release.mjs'

const dir = mkdtempSync(join(tmpdir(), 'green-gate-release-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string
}
const [major, minor] = version.split('.').map(Number)
const next = `${major}.${(minor ?? 0) + 1}.0`
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Mona',
  GIT_AUTHOR_EMAIL: 'mona@example.com',
  GIT_COMMITTER_NAME: 'Mona',
  GIT_COMMITTER_EMAIL: 'mona@example.com'
}
const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim()
const read = (path: string): string => readFileSync(join(dir, path), 'utf8')
const release = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/release.mjs', ...args], { cwd: dir, env, encoding: 'utf8' })

/** The files the release edits, the script itself, and a build that only marks that it ran. */
function copyRepository(): void {
  for (const path of ['package-lock.json', 'CHANGELOG.md', 'README.md', 'docs'])
    cpSync(join(ROOT, path), join(dir, path), { recursive: true })
  // Right after a release the repository's Unreleased section is empty: the copy gets an entry.
  const changelog = read('CHANGELOG.md').replace(
    /^## Unreleased\n/m,
    '## Unreleased\n\n### Added\n\n- An entry for the release under test.\n'
  )
  writeFileSync(join(dir, 'CHANGELOG.md'), changelog)
  mkdirSync(join(dir, 'scripts'))
  cpSync(join(ROOT, 'scripts/release.mjs'), join(dir, 'scripts/release.mjs'))
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  pkg.scripts['bundle'] = 'node scripts/stub-bundle.mjs'
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
  writeFileSync(
    join(dir, 'scripts/stub-bundle.mjs'),
    "import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'\n" +
      "mkdirSync('dist', { recursive: true })\n" +
      "writeFileSync('dist/version.txt', JSON.parse(readFileSync('package.json', 'utf8')).version)\n"
  )
  git('init', '-q', '-b', 'main')
  git('add', '-A')
  git('commit', '-q', '-m', 'Before the release')
}

describe('npm run release', () => {
  beforeAll(copyRepository)

  it('refuses a version that is not above the current one, or a tree with changes', () => {
    expect(release(version, '--skip-tests')).toMatchObject({
      status: 2,
      stderr: `release: ${version} is not above the current version ${version}\n`
    })
    writeFileSync(join(dir, 'README.md'), `${read('README.md')}\nmore\n`)
    expect(release(next, '--skip-tests')).toMatchObject({
      status: 2,
      stderr: 'release: the working tree has changes: commit or stash them first\n'
    })
    git('checkout', '--', 'README.md')
  })

  it('commits the version, the build, the dated changelog and the moved pins as Release X.Y.Z', () => {
    const unreleased = dateUnreleased(read('CHANGELOG.md'), next, 'DATE')
    const result = release(next, '--skip-tests')
    expect(result.status).toBe(0)
    expect(git('log', '-1', '--format=%s')).toBe(`Release ${next}`)
    expect(git('status', '--porcelain')).toBe('')
    expect(JSON.parse(read('package.json'))).toMatchObject({ version: next })
    const lock = JSON.parse(read('package-lock.json')) as {
      version: string
      packages: Record<string, { version: string }>
    }
    expect([lock.version, lock.packages['']?.version]).toEqual([next, next])
    expect(read('dist/version.txt')).toBe(next)

    const today = new Date().toISOString().slice(0, 10)
    const changelog = read('CHANGELOG.md')
    expect(changelog).toBe(unreleased.replace(`## ${next} - DATE`, `## ${next} - ${today}`))
    expect(changelog).toMatch(
      new RegExp(`^## Unreleased\\n\\n## ${next.replace(/\./g, '\\.')} - `, 'm')
    )
    for (const path of ['README.md', 'docs/install.md']) {
      expect(read(path)).toContain(`# v${next}`)
      expect(read(path)).not.toContain(`# v${version}`)
      expect(read(path)).not.toContain(`green-gate@v${version}`)
    }
  })
})

describe('the release edits', () => {
  it('moves only the pins of the released version', () => {
    const text = [
      'uses: acme/green-gate@0123 # v1.2.0',
      'init --from acme/green-gate@v1.2.0 --tag v1.2.0',
      'gh api repos/acme/green-gate/commits/v1.2.0',
      'since 1.2.0, not v1.2.01 nor green-gate@v1.2.00'
    ].join('\n')
    expect(movePins(text, '1.2.0', '1.3.0')).toBe(
      [
        'uses: acme/green-gate@0123 # v1.3.0',
        'init --from acme/green-gate@v1.3.0 --tag v1.3.0',
        'gh api repos/acme/green-gate/commits/v1.3.0',
        'since 1.2.0, not v1.2.01 nor green-gate@v1.2.00'
      ].join('\n')
    )
  })

  it('refuses a changelog with nothing unreleased', () => {
    expect(() =>
      dateUnreleased('# C\n\n## Unreleased\n\n## 1.2.0 - 2026-11-28\n', '1.3.0', 'D')
    ).toThrow('CHANGELOG.md has no entries under "## Unreleased" to release')
  })
})
