// `green-gate config check [FILE]`: check a configuration file the way the action reads it,
// before it is pushed, and print every setting it leads to and where each one comes from.
import { parseConfig } from '../../adapters/runner/inputs.js'
import { parseConfigFile, type ConfigFile } from '../../rules/config-file.js'
import { CONFIG_FILE, SETTING_NAMES, SETTINGS } from '../../rules/config-keys.js'
import type { Command } from './command.js'
import { readInput } from './io.js'

export const configCheckCommand: Command = {
  name: 'config check',
  synopsis: '[FILE]',
  summary: 'Check a configuration file the way the action reads it.',
  details: [
    `FILE is the repository's settings file (default ${CONFIG_FILE}), or - for standard input. Prints each setting with its value and whether the file or the default gives it. A key the action does not know, or a value it would refuse, gets one line naming the line and key, and exit code 2.`
  ],
  options: {},
  positionals: { min: 0, max: 1, name: 'FILE' },
  async run({ positionals }) {
    const { text, label } = await readInput(positionals[0] ?? CONFIG_FILE)
    const file = parseConfigFile(text, label)
    // The values are checked by the action's own parser; no token is used here.
    parseConfig((name) => (name === 'github-token' ? 'offline' : ''), file)
    return { output: describeSettings(file), exitCode: 0 }
  }
}

function describeSettings(file: ConfigFile): string {
  const rows = SETTING_NAMES.map((name) => {
    const set = file.settings.get(name)
    const value = (set?.value ?? SETTINGS[name].default).split('\n').join(', ')
    return [name, value === '' ? '—' : value, set ? `${file.path}:${set.line}` : 'default']
  })
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => (r[i] as string).length)))
  const lines = rows.map(([name, value, from]) =>
    [
      (name as string).padEnd(widths[0] as number),
      (value as string).padEnd(widths[1] as number),
      from
    ].join('  ')
  )
  return [
    `${file.path}: ok (${file.settings.size} of ${SETTING_NAMES.length} settings set)`,
    ...lines
  ].join('\n')
}
