// The CLI's help texts, built from what each command declares.
import type { Command, CommandSpec } from './command.js'

/** Two columns, the first padded to its widest cell. */
function table(rows: ReadonlyArray<readonly [string, string]>): string[] {
  const width = Math.max(...rows.map(([left]) => left.length))
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`)
}

const DONE: [string, string] = ['0', 'done']
const BAD_INPUT: [string, string] = ['2', 'bad usage or input, named in one line on standard error']
const EXIT_STATUS_CODES: Array<[string, string]> = [
  ['0', 'done; with --exit-status, the status is success'],
  ['1', 'with --exit-status, the status is failure'],
  BAD_INPUT,
  ['8', 'with --exit-status, the status is pending']
]

/** The codes the given commands can exit with; a command's own codes are named after it. */
function exitCodes(commands: readonly CommandSpec[]): string[] {
  const [only] = commands
  if (commands.length === 1 && only?.exitCodes !== undefined)
    return ['exit codes:', ...table(only.exitCodes)]
  const withStatus = commands.some((c) => 'exit-status' in c.options)
  const rows = new Map(withStatus ? EXIT_STATUS_CODES : [DONE, BAD_INPUT])
  for (const c of commands) {
    for (const [code, text] of c.exitCodes ?? []) {
      const known = rows.get(code)
      if (known === undefined) rows.set(code, `${c.name}: ${text}`)
      else if (code !== '0' && code !== '2') rows.set(code, `${known}; ${c.name}: ${text}`)
    }
  }
  return ['exit codes:', ...table([...rows].sort(([a], [b]) => Number(a) - Number(b)))]
}

/** A paragraph broken into lines of at most `width` characters where it has spaces. */
function wrap(paragraph: string, width = 80): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of paragraph.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  return [...lines, line]
}

/** `green-gate --help`, or the help of a group such as `state`. */
export function usage(commands: readonly Command[]): string {
  return [
    'usage: green-gate <command> [arguments]',
    '',
    'commands:',
    ...table(commands.map((c) => [c.name, c.summary])),
    '',
    'options:',
    ...table([
      ['-h, --help', "show help; after a command, that command's help"],
      ['--version', 'print the version']
    ]),
    '',
    ...exitCodes(commands),
    '',
    'An unexpected error (a bug) exits 1 with one line on standard error.'
  ].join('\n')
}

/** `green-gate NAME --help`. */
export function commandHelp(spec: CommandSpec): string {
  const options: Array<[string, string]> = [
    ...Object.entries(spec.options).map(([name, o]): [string, string] => [
      o.kind === 'value' ? `--${name} ${o.placeholder ?? 'VALUE'}` : `--${name}`,
      o.description
    ]),
    ['-h, --help', 'show this help']
  ]
  return [
    `usage: green-gate ${spec.name} ${spec.synopsis}`.trimEnd(),
    '',
    ...wrap(spec.summary),
    ...spec.details.flatMap((p) => ['', ...wrap(p)]),
    '',
    'options:',
    ...table(options),
    '',
    ...exitCodes([spec])
  ].join('\n')
}
