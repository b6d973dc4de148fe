// Runs the maintainer's fix command: in the checkout, with the fixer environment, under a time
// limit, its output streamed to the job log inside a collapsed group. Workflow commands are
// suspended meanwhile, so nothing the agent prints (`::set-output`, `::add-mask`, ...) is obeyed.
import * as core from '@actions/core'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { stopEverything } from './proc.js'

export interface FixerResult {
  exitCode: number | null
  timedOut: boolean
}

/** How long output may still arrive after the command exited, from what it left running. */
const OUTPUT_GRACE_MS = 2_000

/** Every process the command starts inherits this variable set to a per-run value. */
export const FIXER_MARKER = 'GREEN_GATE_FIXER_RUN'

export async function runFixer(
  command: string,
  cwd: string,
  env: Record<string, string>,
  timeLimitMinutes: number
): Promise<FixerResult> {
  const resume = `green-gate-${randomBytes(12).toString('hex')}`
  return core.group('green-gate: fix command', async () => {
    // Written directly: @actions/core has no call for stop-commands.
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

/**
 * The command is judged on its own exit (or the time limit), not on its output closing: a
 * background process it left behind holds the output open but does not make a finished fix
 * unfinished. After a short grace for the last output, everything it started is stopped.
 */
function spawnWithLimit(
  command: string,
  cwd: string,
  env: Record<string, string>,
  limitMs: number
): Promise<FixerResult> {
  const marker = `${FIXER_MARKER}=${randomBytes(12).toString('hex')}`
  const [name = '', value = ''] = marker.split('=')
  return new Promise((resolve, reject) => {
    // Its own process group, so one signal reaches everything that stayed in it.
    const child = spawn('bash', ['-c', command], {
      cwd,
      env: { ...env, [name]: value },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    child.stdout.pipe(process.stdout, { end: false })
    child.stderr.pipe(process.stdout, { end: false })
    let verdict: FixerResult | null = null
    let grace: NodeJS.Timeout | undefined
    let done = false
    const finish = (): void => {
      if (done) return
      done = true
      clearTimeout(timer)
      clearTimeout(grace)
      if (child.pid !== undefined) stopEverything(child.pid, marker)
      child.stdout.destroy()
      child.stderr.destroy()
      resolve(verdict ?? { exitCode: null, timedOut: true })
    }
    const timer = setTimeout(() => {
      verdict = { exitCode: null, timedOut: true }
      finish()
    }, limitMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('exit', (code) => {
      if (verdict !== null) return
      verdict = { exitCode: code, timedOut: false }
      grace = setTimeout(finish, OUTPUT_GRACE_MS)
    })
    // All output read: nothing is left holding it, so no reason to wait out the grace.
    child.on('close', () => {
      if (verdict !== null) finish()
    })
  })
}
