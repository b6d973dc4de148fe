// Small I/O helpers shared by the CLI commands.
import { readFile } from 'node:fs/promises'
import { GateError } from '../errors.js'

/** Reads a whole input: a file path, or standard input for `-` or no path. */
export async function readInput(
  path: string | undefined
): Promise<{ text: string; label: string }> {
  if (path === undefined || path === '-') {
    const chunks: Buffer[] = []
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
    return { text: Buffer.concat(chunks).toString('utf8'), label: 'stdin' }
  }
  try {
    return { text: await readFile(path, 'utf8'), label: path }
  } catch (error) {
    throw new GateError(
      `${path}: cannot read (${(error as NodeJS.ErrnoException).code ?? 'error'})`
    )
  }
}

export function parseJson(text: string, label: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new GateError(`${label}: not valid JSON (${(error as Error).message})`)
  }
}

/**
 * Splits `--name value` options from positional arguments; unknown options are an error. Flags
 * take no value and read as present.
 */
export function parseArgs(
  args: readonly string[],
  known: readonly string[],
  flags: readonly string[] = []
): { options: Record<string, string>; positional: string[] } {
  const options: Record<string, string> = {}
  const positional: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string
    if (!arg.startsWith('--')) {
      positional.push(arg)
      continue
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined]
    if (!known.includes(name)) throw new GateError(`unknown option --${name}`)
    if (flags.includes(name)) {
      options[name] = 'true'
      continue
    }
    const value = inline ?? args[++i]
    if (value === undefined) throw new GateError(`option --${name} needs a value`)
    options[name] = value
  }
  return { options, positional }
}
