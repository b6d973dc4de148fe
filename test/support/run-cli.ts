// Runs the bundled CLI (dist/cli/index.js) as a user would, feeding standard input.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'

export interface CliRun {
  exitCode: number
  stdout: string
  stderr: string
}

export function runCli(
  args: readonly string[],
  stdin = '',
  command?: readonly string[],
  cwd = ROOT,
  env: NodeJS.ProcessEnv = process.env
): Promise<CliRun> {
  const [file, ...prefix] = command ?? [process.execPath, join(ROOT, 'dist/cli/index.js')]
  return new Promise((resolve, reject) => {
    const child = spawn(file as string, [...prefix, ...args], { cwd, env, stdio: 'pipe' })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d))
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
    child.on('error', reject)
    child.on('close', (code) => resolve({ exitCode: code ?? 1, stdout, stderr }))
    child.stdin.end(stdin)
  })
}
