import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'
import { runMain } from '../support/cli-in-process.js'
import { runCli } from '../support/run-cli.js'

const LOGS = join(ROOT, 'test/fixtures/logs')
// Every tool's reruns and different failures are signed in-process by test/unit/logs/corpus; the
// command line is held to it once, reading a file and standard input, and its options through
// main() in-process.
const TOOL = 'jest'

interface Signed {
  signature: string
  class: string
  excerpt_bytes: number
  summary: { tests: string[]; codes: string[] }
}

async function sign(file: string, stdin = false): Promise<Signed> {
  const path = join(LOGS, file)
  const result = stdin
    ? await runCli(['signature', '-'], readFileSync(path, 'utf8'))
    : await runCli(['signature', path])
  expect(result.exitCode).toBe(0)
  return JSON.parse(result.stdout) as Signed
}

describe('green-gate signature', () => {
  it(`${TOOL}: a rerun signs the same, a different failure differently`, async () => {
    const [first, rerun, second] = await Promise.all([
      sign(`${TOOL}/first.log`),
      sign(`${TOOL}/first-rerun.log`, true),
      sign(`${TOOL}/second.log`)
    ])
    expect(rerun.signature).toBe(first.signature)
    expect(second.signature).not.toBe(first.signature)
    expect(first.excerpt_bytes).toBeGreaterThan(0)
  })

  it('honours --budget and rejects a bad one', async () => {
    const small = await runMain(['signature', join(LOGS, 'jest/first.log'), '--budget', '1024'])
    expect((JSON.parse(small.stdout) as Signed).excerpt_bytes).toBeLessThanOrEqual(1024)
    const bad = await runMain(['signature', '--budget', '12'], '')
    expect(bad.exitCode).toBe(2)
    expect(bad.stderr).toBe(
      'green-gate signature: --budget must be a whole number of at least 1024, got "12"\n'
    )
  })

  it('weighs the failed step and job names given with what the log shows', async () => {
    // A script whose name says nothing, whose output is a warning a compiler was told to fail on.
    const log = [
      '##[group]Run ./ci/run.sh',
      './ci/run.sh',
      '##[endgroup]',
      'src/app.c:4:9: error: unused variable ‘tmp’ [-Werror=unused-variable]',
      '##[error]Process completed with exit code 1.'
    ].join('\n')
    const classOf = async (...args: string[]): Promise<string> => {
      const result = await runMain(['signature', '-', ...args], log)
      expect(result.exitCode).toBe(0)
      return (JSON.parse(result.stdout) as Signed).class
    }
    const [alone, step, job] = await Promise.all([
      classOf(),
      classOf('--step', 'Lint C sources', '--job', 'build'),
      classOf('--job', 'lint')
    ])
    expect([alone, step, job]).toEqual(['build', 'lint', 'lint'])
  })

  it('names a file it cannot read', async () => {
    const result = await runCli(['signature', 'missing.log'])
    expect(result.exitCode).toBe(2)
    expect(result.stderr).toBe('green-gate signature: missing.log: cannot read (ENOENT)\n')
  })
})
