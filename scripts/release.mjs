// `npm run release -- X.Y.Z`: the release commit the release workflow tags. It sets the version
// in package.json and the lockfile, rebuilds dist/, runs the checks and the tests, dates CHANGELOG.md's
// Unreleased entries under the version, moves the docs' pins of the last release to it, and
// commits `Release X.Y.Z`. Pushing is left to the person: the release happens when CI is green
// on that commit of main. `--skip-tests` is for this script's own test.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/
export const UNRELEASED = '## Unreleased'

/** @param {string} a @param {string} b @returns {number} <0, 0 or >0 as a is below, at or above b */
function compareVersions(a, b) {
  const [x, y] = [a, b].map((v) => (VERSION.exec(v) ?? []).slice(1).map(Number))
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i]
  return 0
}

/**
 * The changelog with its Unreleased entries under `## <version> - <date>`, and a new empty
 * Unreleased heading above them for the next change.
 * @param {string} text @param {string} version @param {string} date YYYY-MM-DD
 * @returns {string}
 */
export function dateUnreleased(text, version, date) {
  const lines = text.split('\n')
  const at = lines.indexOf(UNRELEASED)
  const next = lines.findIndex((line, i) => i > at && line.startsWith('## '))
  const body = lines.slice(at + 1, next === -1 ? lines.length : next)
  if (at === -1 || body.every((line) => line.trim() === ''))
    throw new Error(`CHANGELOG.md has no entries under "${UNRELEASED}" to release`)
  lines.splice(at, 1, UNRELEASED, '', `## ${version} - ${date}`)
  return lines.join('\n')
}

/**
 * The docs' pins of green-gate moved from one version to another: `green-gate@<sha> # vX`,
 * `green-gate@vX`, `green-gate/commits/vX` and `--tag vX`.
 * @param {string} text @param {string} from @param {string} to @returns {string}
 */
export function movePins(text, from, to) {
  const old = from.replace(/\./g, '\\.')
  const pin = new RegExp(
    `(green-gate@.*? # v|green-gate@v|green-gate/commits/v|--tag v)${old}(?![\\d.])`,
    'g'
  )
  return text.replace(pin, `$1${to}`)
}

/** @param {string} file @param {(text: string) => string} change */
function edit(file, change) {
  writeFileSync(file, change(readFileSync(file, 'utf8')))
}

/** @param {string} command @param {string[]} args */
function run(command, args) {
  execFileSync(command, args, { stdio: 'inherit' })
}

/** @param {string} version @param {{ skipTests: boolean, date: string }} options */
export function release(version, { skipTests, date }) {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
  if (!VERSION.test(version)) throw new Error(`"${version}" is not MAJOR.MINOR.PATCH`)
  if (compareVersions(version, pkg.version) <= 0)
    throw new Error(`${version} is not above the current version ${pkg.version}`)
  if (execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '')
    throw new Error('the working tree has changes: commit or stash them first')

  edit('CHANGELOG.md', (text) => dateUnreleased(text, version, date))
  edit('package.json', (text) =>
    text.replace(`"version": "${pkg.version}"`, `"version": "${version}"`)
  )
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
  lock.version = version
  lock.packages[''].version = version
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
  const docs = [
    'README.md',
    ...readdirSync('docs')
      .filter((n) => n.endsWith('.md'))
      .map((n) => join('docs', n))
  ]
  for (const file of docs) edit(file, (text) => movePins(text, pkg.version, version))

  run('npm', ['run', 'bundle'])
  if (!skipTests) {
    run('npm', ['run', 'check'])
    run('npm', ['test'])
  }
  run('git', ['add', '-A'])
  run('git', ['commit', '--quiet', '-m', `Release ${version}`])
  console.log(
    `Release ${version} committed; push it to main, and the release workflow tags it v${version} once CI is green.`
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  const version = args.find((a) => !a.startsWith('--'))
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--skip-tests')
  try {
    if (version === undefined || unknown.length > 0)
      throw new Error('usage: npm run release -- X.Y.Z [--skip-tests]')
    release(version, {
      skipTests: args.includes('--skip-tests'),
      date: new Date().toISOString().slice(0, 10)
    })
  } catch (error) {
    // A step that failed (the build, the tests, the commit) leaves the edits for a look.
    const failedStep = error instanceof Error && 'status' in error
    const message = failedStep
      ? 'a step failed (its output is above); the release edits are left uncommitted: `git checkout -- .` undoes them'
      : error instanceof Error
        ? error.message
        : String(error)
    console.error(`release: ${message}`)
    process.exitCode = failedStep ? 1 : 2
  }
}
