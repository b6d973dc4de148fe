// The `green-gate` command line: the gate's pure rules, usable on a laptop.
import { GateError, errorLine } from '../errors.js'
import { reduceCommand, reduceUsage } from './reduce-command.js'
import { signatureCommand, signatureUsage } from './signature-command.js'
import { stateCommand, stateUsage } from './state-command.js'
import { statusCommand, statusUsage } from './status-command.js'

type Command = (args: readonly string[]) => Promise<string>

const COMMANDS: Record<string, { run: Command; usage: string }> = {
  reduce: { run: reduceCommand, usage: reduceUsage },
  signature: { run: signatureCommand, usage: signatureUsage },
  state: { run: stateCommand, usage: stateUsage },
  status: { run: statusCommand, usage: statusUsage }
}

function usage(): string {
  return [
    'usage: green-gate <command>',
    ...Object.values(COMMANDS).map((c) => `  ${c.usage}`)
  ].join('\n')
}

/** Runs one command; returns the exit code (0 ok, 1 failure, 2 bad usage or input). */
export async function main(argv: readonly string[]): Promise<number> {
  const [name, ...args] = argv
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${usage()}\n`)
    return name === undefined ? 2 : 0
  }
  const command = COMMANDS[name]
  if (command === undefined) {
    process.stderr.write(`green-gate: unknown command "${name}"\n${usage()}\n`)
    return 2
  }
  try {
    process.stdout.write(`${await command.run(args)}\n`)
    return 0
  } catch (error) {
    process.stderr.write(`green-gate ${name}: ${errorLine(error)}\n`)
    return error instanceof GateError ? 2 : 1
  }
}
