// Runs the maintainer's fix command: in the checkout, with the fixer environment, under a time
// limit, its output streamed to the job log inside a collapsed group. Workflow commands are
// suspended meanwhile, so nothing the agent prints (`::set-output`, `::add-mask`, ...) is obeyed.
import * as core from '@actions/core'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'

export interface FixerResult {
  exitCode: number | null
  timedOut: boolean
}

export async function runFixer(
  command: string,
  cwd: string,
  env: Record<string, string>,
  timeLimitMinutes: number
): Promise<FixerResult> {
  const resume = `green-gate-${randomBytes(12).toString('hex')}`
  return core.group('green-gate: fix command', async () => {
    process.stdout.write(`::stop-commands::${resume}\n`)
    try {
      return await spawnWithLimit(command, cwd, env, timeLimitMinutes * 60_000)
    } finally {
      // On a line of its own even when the command's output ended mid-line: glued to that line,
      // it would not be read as a command and every later command of the gate would be ignored.
      process.stdout.write(`\n::${resume}::\n`)
    }
  })
}

function spawnWithLimit(
  command: string,
  cwd: string,
  env: Record<string, string>,
  limitMs: number
): Promise<FixerResult> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a time-out stops everything the command started.
    const child = spawn('bash', ['-c', command], {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    child.stdout.pipe(process.stdout, { end: false })
    child.stderr.pipe(process.stdout, { end: false })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // The group is already gone: nothing left to stop.
      }
    }, limitMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ exitCode: code, timedOut })
    })
  })
}
