// The `green-gate` command line: the gate's pure rules, usable on a laptop.
import packageJson from '../../../package.json' with { type: 'json' }
import { GateError, errorLine } from '../../rules/errors.js'
import { oneLine } from '../../rules/untrusted.js'
import { parseCommandArgs } from './args.js'
import { auditVerifyCommand } from './audit-command.js'
import type { Command } from './command.js'
import { configCheckCommand } from './config-command.js'
import { commandHelp, usage } from './help.js'
import { initCommand } from './init-command.js'
import { reduceCommand } from './reduce-command.js'
import { signatureCommand } from './signature-command.js'
import { stateShowCommand, stateValidateCommand } from './state-command.js'
import { statusCommand } from './status-command.js'

const COMMANDS: readonly Command[] = [
  reduceCommand,
  signatureCommand,
  stateValidateCommand,
  stateShowCommand,
  statusCommand,
  auditVerifyCommand,
  configCheckCommand,
  initCommand
]

const isHelp = (arg: string | undefined): boolean => arg === '--help' || arg === '-h'

/** Runs one command line; returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const [first, second] = argv
  if (first === undefined) return fail(`missing command\n${usage(COMMANDS)}`)
  if (isHelp(first) || first === 'help') return print(usage(COMMANDS))
  if (first === '--version') return print(packageJson.version)

  // `state` groups two commands, and `audit` and `config` one each, named by their first two words.
  const group = COMMANDS.filter((c) => c.name.split(' ')[0] === first)
  if (group.length === 0) return fail(`unknown command "${first}" (see green-gate --help)`)
  const command = group.find((c) => c.name === first || c.name === `${first} ${second}`)
  if (command === undefined) {
    if (isHelp(second)) return print(usage(group))
    const names = group.map((c) => `"${c.name}"`).join(' or ')
    return fail(`expected ${names}, got "${[first, second ?? ''].join(' ').trim()}"`)
  }

  try {
    const parsed = parseCommandArgs(command, argv.slice(command.name.split(' ').length))
    if (parsed.kind === 'help') return print(commandHelp(command))
    const result = await command.run(parsed)
    const problems = result.problems ?? []
    if (problems.length > 0) {
      // What a command showed before it refused (init's diffs) still reaches the reader.
      if (result.output !== '') process.stdout.write(`${result.output}\n`)
      for (const problem of problems)
        process.stderr.write(`green-gate ${command.name}: ${oneLine(problem)}\n`)
      return 2
    }
    process.stdout.write(`${result.output}\n`)
    return result.exitCode
  } catch (error) {
    process.stderr.write(`green-gate ${command.name}: ${errorLine(error)}\n`)
    return error instanceof GateError ? 2 : 1
  }
}

function print(text: string): number {
  process.stdout.write(`${text}\n`)
  return 0
}

function fail(message: string): number {
  process.stderr.write(`green-gate: ${message}\n`)
  return 2
}
