// The command line's main() in this process, for the variations of a behaviour the bundled CLI
// (run-cli.ts) shows once: the same arguments, standard input, folder and answer, without
// starting a process for each.
import { jest } from '@jest/globals'
import { Readable } from 'node:stream'
import { main } from '../../src/entry/cli/main.js'
import type { CliRun } from './run-cli.js'

/** The run under way: main() reads and writes the process's own streams, so runs take turns. */
let turn: Promise<unknown> = Promise.resolve()

export function runMain(args: readonly string[], stdin = '', cwd?: string): Promise<CliRun> {
  const run = turn.then(() => runAlone(args, stdin, cwd))
  turn = run.catch(() => undefined)
  return run
}

async function runAlone(args: readonly string[], stdin: string, cwd?: string): Promise<CliRun> {
  const run = { stdout: '', stderr: '' }
  const capture = (stream: 'stdout' | 'stderr') =>
    jest.spyOn(process[stream], 'write').mockImplementation((chunk: unknown) => {
      run[stream] += String(chunk)
      return true
    })
  const spies = [capture('stdout'), capture('stderr')]
  const stdinProperty = Object.getOwnPropertyDescriptor(process, 'stdin')
  const input = Readable.from(stdin === '' ? [] : [Buffer.from(stdin)])
  Object.defineProperty(process, 'stdin', { configurable: true, get: () => input })
  const home = process.cwd()
  if (cwd !== undefined) process.chdir(cwd)
  try {
    return { exitCode: await main(args), ...run }
  } finally {
    process.chdir(home)
    if (stdinProperty !== undefined) Object.defineProperty(process, 'stdin', stdinProperty)
    for (const spy of spies) spy.mockRestore()
  }
}
