// `green-gate config check [FILE]`: check a configuration file the way the action reads it,
// before it is pushed, and print every setting it leads to and where each one comes from.
import { effectiveSettings } from '../../rules/settings/effective.js'
import { parseSettings } from '../../rules/settings/parse.js'
import { checkConfigFile, type ConfigFile, type ConfigProblem } from '../../rules/settings/file.js'
import { CONFIG_FILE, SETTING_NAMES } from '../../rules/settings/spec.js'
import { GateError } from '../../rules/errors.js'
import type { Command } from './command.js'
import { settingsText } from './settings-file.js'

export const configCheckCommand: Command = {
  name: 'config check',
  synopsis: '[FILE]',
  summary: 'Check a configuration file the way the action reads it.',
  details: [
    `FILE is the repository's settings file (default ${CONFIG_FILE}, which may be absent: every setting is then its default), or - for standard input. Prints each setting with its value and whether the file or the default gives it. Each key the action does not know, and each value it would refuse, gets a line naming the line and key, and exit code 2.`
  ],
  options: {},
  positionals: { min: 0, max: 1, name: 'FILE' },
  async run({ positionals }) {
    const input = await settingsText(positionals[0])
    if (input === null) {
      const none = { path: CONFIG_FILE, settings: new Map() }
      return { output: describeSettings(none, `no ${CONFIG_FILE}`), exitCode: 0 }
    }
    const { file, problems } = configProblems(input.text, input.label)
    if (problems.length > 0) return { output: '', exitCode: 0, problems }
    return { output: describeSettings(file, `${file.path}: ok`), exitCode: 0 }
  }
}

/** A settings file read as the action reads it, with every problem in line order. */
export function configProblems(
  text: string,
  label: string
): { file: ConfigFile; problems: string[] } {
  const { file, problems } = checkConfigFile(text, label)
  const all = [...problems, ...valueProblems(file)].sort((a, b) => a.line - b.line)
  return { file, problems: all.map((p) => p.message) }
}

/**
 * What the action's own parser refuses: each setting on its own first, so that every bad value
 * is named, then, when each is fine alone, the file as a whole (settings that clash).
 */
function valueProblems(file: ConfigFile): ConfigProblem[] {
  const alone = [...file.settings].flatMap(([name, set]) =>
    refusal({ path: file.path, settings: new Map([[name, set]]) }, set.line)
  )
  // A clash names the later of the two settings; listed last, after any problem of a line.
  return alone.length > 0 || file.settings.size < 2 ? alone : refusal(file, Infinity)
}

function refusal(file: ConfigFile, line: number): ConfigProblem[] {
  try {
    // No token is used here; the parser only wants one to be there.
    parseSettings((name) => (name === 'github-token' ? 'offline' : ''), file)
    return []
  } catch (error) {
    if (error instanceof GateError) return [{ line, message: error.message }]
    throw error
  }
}

/** The widest a value runs before it wraps: long lists stay readable in a terminal. */
const VALUE_WIDTH = 60

function describeSettings(file: ConfigFile, heading: string): string {
  const rows = effectiveSettings(() => '', file, null).map(({ name, value, from }) => ({
    name,
    value: value === '' ? ['—'] : wrapValue(value),
    from
  }))
  const nameWidth = Math.max(...rows.map((r) => r.name.length))
  const valueWidth = Math.min(
    VALUE_WIDTH,
    Math.max(...rows.flatMap((r) => r.value.map((v) => v.length)))
  )
  const lines = rows.flatMap(({ name, value, from }) =>
    value.map((part, i) =>
      // A wrapped value's later lines sit under its first, with the name and source blank.
      [i === 0 ? name : '', part, i === 0 ? from : '']
        .map((cell, c) =>
          c === 0 ? cell.padEnd(nameWidth) : c === 1 ? cell.padEnd(valueWidth) : cell
        )
        .join('  ')
        .trimEnd()
    )
  )
  return [
    `${heading} (${file.settings.size} of ${SETTING_NAMES.length} settings set)`,
    ...lines
  ].join('\n')
}

/** A value in lines of at most VALUE_WIDTH characters, broken after a comma or a space. */
function wrapValue(value: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const piece of value.split(/(?<=[, ])/)) {
    if (line !== '' && (line + piece).trimEnd().length > VALUE_WIDTH) {
      lines.push(line.trimEnd())
      line = piece.trimStart()
    } else line += piece
  }
  return [...lines, line.trimEnd()]
}
