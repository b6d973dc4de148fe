// The bundles carry third-party code, so dist/ carries its licenses: every package, including
// those the bundler concatenates into the entry file, with its license and text.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'

/** licenses.txt as { package: license }, one blank-line separated block each. */
function licensed(file: string): Map<string, string> {
  const blocks = readFileSync(join(ROOT, file), 'utf8').split(/\n\n(?=[@a-z][\w@/.-]*\n)/)
  return new Map(
    blocks.map((block) => {
      const [name = '', license = ''] = block.split('\n')
      return [name, license]
    })
  )
}

describe('dist licenses', () => {
  it('lists every package the action bundles, each with its license', () => {
    const action = licensed('dist/licenses.txt')
    for (const name of [
      '@actions/core',
      '@actions/exec',
      '@actions/io',
      '@actions/cache',
      '@actions/github',
      '@octokit/plugin-retry',
      '@octokit/plugin-throttling',
      'undici',
      'tunnel',
      'picomatch',
      'yaml'
    ]) {
      expect([name, action.get(name)]).toEqual([name, expect.stringMatching(/^[A-Za-z0-9.-]+/)])
    }
  })

  it('lists the packages of the command line: its own, and the API client --all loads', () => {
    const cli = licensed('dist/cli/licenses.txt')
    for (const name of ['picomatch', 'yaml', '@actions/github', '@octokit/core', 'undici'])
      expect([name, cli.get(name)]).toEqual([name, expect.stringMatching(/^[A-Za-z0-9.-]+/)])
    // Nothing of the gate's writes: no cache, no storage client.
    expect([...cli.keys()].filter((name) => /cache|azure/.test(name))).toEqual([])
  })
})
