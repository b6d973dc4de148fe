// The package as npm would publish it: `npm pack`, then an install of that tarball into an empty
// project with the network off. It only works if the CLI bundle carries every dependency and the
// package declares none.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { ROOT } from '../../emulator/runner.js'
import { runCli } from '../support/run-cli.js'

interface Packed {
  filename: string
  size: number
  unpackedSize: number
  files: { path: string }[]
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<
  string,
  unknown
>
const dir = mkdtempSync(join(tmpdir(), 'green-gate-pack-'))
const project = join(dir, 'project')
// npm's own settings from an enclosing `npm test` must not leak into the install under test.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))
) as NodeJS.ProcessEnv
const execFileAsync = promisify(execFile)
const npm = async (cwd: string, args: string[]): Promise<string> =>
  (await execFileAsync('npm', args, { cwd, env, encoding: 'utf8' })).stdout

let packed: Packed

beforeAll(async () => {
  const [result] = JSON.parse(
    await npm(ROOT, ['pack', '--json', '--pack-destination', dir, '--ignore-scripts'])
  ) as Packed[]
  packed = result as Packed
  mkdirSync(project)
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'adopter', private: true }))
  await npm(project, [
    'install',
    '--offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    join(dir, packed.filename)
  ])
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm pack', () => {
  it('ships the CLI bundle, its licences and the docs, nothing else', () => {
    // `status --all --token-env` loads the API client from chunks of its own beside the bundle.
    const chunk = /^dist\/cli\/\d+\.index\.js$/
    const paths = packed.files.map((f) => f.path).sort()
    expect(paths.filter((p) => !chunk.test(p))).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'dist/cli/index.js',
      'dist/cli/licenses.txt',
      'dist/cli/package.json',
      'package.json'
    ])
  })

  it('declares no dependencies, so nothing is fetched on install', () => {
    expect(manifest).not.toHaveProperty('dependencies')
    expect(manifest).not.toHaveProperty('private')
  })

  it('installs offline into an empty project and runs from its bin', async () => {
    const bin = join(project, 'node_modules/.bin/green-gate')
    const version = await runCli(['--version'], '', [bin], project)
    expect(version).toMatchObject({ exitCode: 0, stdout: `${String(manifest.version)}\n` })
    const reduced = await runCli(
      ['reduce', '--exit-status'],
      JSON.stringify({ statuses: [{ context: 'ci', state: 'pending' }] }),
      [bin],
      project
    )
    expect(reduced.exitCode).toBe(8)
    expect(JSON.parse(reduced.stdout)).toMatchObject({ status: 'pending' })
  })
})
