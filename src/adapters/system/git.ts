// git as a child process: argument arrays, never a shell, an environment given per call, and a
// one-line error that says what git said.
import { getExecOutput } from '@actions/exec'
import { GateError } from '../../rules/errors.js'

export async function git(
  dir: string,
  args: string[],
  env: Record<string, string>,
  options: { allowFailure?: boolean } = {}
): Promise<{ exitCode: number; stdout: string }> {
  const result = await getExecOutput('git', args, {
    cwd: dir,
    env,
    ignoreReturnCode: true,
    silent: true
  })
  if (result.exitCode !== 0 && options.allowFailure !== true) {
    // git ends with advice (`hint: ...`); the line that says what happened comes before it.
    const said = result.stderr
      .split('\n')
      .map((line) => line.trim().replace(/\s+/g, ' '))
      .filter((line) => line !== '' && !line.startsWith('hint:'))
    const detail = said.find((line) => line.startsWith('! [')) ?? said.at(-1) ?? ''
    throw new GateError(`git ${args[0] ?? ''} failed (exit ${result.exitCode}): ${detail}`)
  }
  return { exitCode: result.exitCode, stdout: result.stdout.trim() }
}
