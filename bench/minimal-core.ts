// The cold-start rows' baseline: bench/minimal-core-action.ts bundled with ncc into a temp dir at
// bench time, as dist/index.js is bundled, so a start-up held against it is what the gate adds to
// the toolkit's own. Only its source is in the repository.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseOutputFile } from '../emulator/runner.js'

const SOURCE = 'bench/minimal-core-action.ts'

export interface MinimalCoreAction {
  /** What to start with node: the bundle's entry file. */
  entry: string
  /** Its step's variables: the one input and the output file. */
  env: Record<string, string>
  /** Empties the output file, which the action appends to and expects to exist. */
  reset(): void
  /** Throws unless the run exited 0 with its output set from its input. */
  check(exitCode: number | string): void
}

export function bundleMinimalCoreAction(root: string, dir: string): MinimalCoreAction {
  // ncc's own progress stays off stdout, which carries only the bench's table.
  execFileSync('npx', ['ncc', 'build', SOURCE, '-o', dir, '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit']
  })
  const output = join(dir, 'output')
  const expected = 'hello, bench'
  return {
    entry: join(dir, 'index.js'),
    env: { INPUT_WHO: 'bench', GITHUB_OUTPUT: output },
    reset: () => writeFileSync(output, ''),
    check(exitCode) {
      const { greeting } = parseOutputFile(readFileSync(output, 'utf8'))
      if (exitCode !== 0 || greeting !== expected) {
        throw new Error(
          `the minimal @actions/core action exited ${exitCode} with greeting ${JSON.stringify(greeting)}; expected ${JSON.stringify(expected)}`
        )
      }
    }
  }
}
