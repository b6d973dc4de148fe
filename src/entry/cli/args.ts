// Command-line arguments against a command's declared options: Node's own tokenizer, with the
// checks and one-line messages this CLI wants (its strict mode words errors at length and
// differently across Node versions). Pure: argv in, parsed arguments or a GateError out.
import { parseArgs as tokenize } from 'node:util'
import { GateError } from '../../rules/errors.js'
import type { CommandSpec, ParsedArgs } from './command.js'

/** `--help` or `-h` anywhere before `--`. */
export type ArgsOutcome = { kind: 'help' } | ({ kind: 'run' } & ParsedArgs)

export function parseCommandArgs(spec: CommandSpec, argv: readonly string[]): ArgsOutcome {
  const { tokens } = tokenize({
    args: [...argv],
    strict: false,
    allowPositionals: true,
    tokens: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      ...Object.fromEntries(
        Object.entries(spec.options).map(([name, o]) => [
          name,
          { type: o.kind === 'flag' ? ('boolean' as const) : ('string' as const) }
        ])
      )
    }
  })
  if (tokens.some((t) => t.kind === 'option' && t.name === 'help')) return { kind: 'help' }

  const values: Record<string, string> = {}
  const flags = new Set<string>()
  const positionals: string[] = []
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value)
    if (token.kind !== 'option') continue
    const option = spec.options[token.name]
    if (option === undefined || token.rawName !== `--${token.name}`)
      throw new GateError(`unknown option ${token.rawName} (see --help)`)
    if (token.name in values || flags.has(token.name))
      throw new GateError(`option ${token.rawName} is given twice`)
    if (option.kind === 'flag') {
      if (token.value !== undefined) throw new GateError(`option ${token.rawName} takes no value`)
      flags.add(token.name)
      continue
    }
    // A separate value that looks like an option is a forgotten value, not a value; `-` (stdin)
    // and `--name=-x` stay possible.
    const value = token.value
    if (value === undefined || (!token.inlineValue && value.startsWith('-') && value !== '-'))
      throw new GateError(
        `option ${token.rawName} needs a value (${token.rawName} ${option.placeholder ?? 'VALUE'})`
      )
    values[token.name] = value
  }

  const { min, max } = spec.positionals
  if (positionals.length > max) {
    const extra = positionals.slice(max).map((p) => `"${p}"`)
    const takes =
      max === 0 ? 'no arguments' : `at most ${max === 1 ? 'one' : max} ${spec.positionals.name}`
    throw new GateError(
      `unexpected argument${extra.length > 1 ? 's' : ''} ${extra.join(' ')} (${spec.name} takes ${takes})`
    )
  }
  if (positionals.length < min) throw new GateError(`missing ${spec.positionals.name} (see --help)`)
  return { kind: 'run', values, flags, positionals }
}
