// The repository's settings file as the CLI finds it: the one named, else the default path,
// whose absence (as for the action) means every setting is its default.
import { existsSync } from 'node:fs'
import { CONFIG_FILE } from '../../rules/settings/spec.js'
import type { OptionSpec } from './command.js'
import { readInput } from './io.js'

export const CONFIG_FILE_OPTION: OptionSpec = {
  kind: 'value',
  placeholder: 'FILE',
  description: `the repository's settings file, as the action's config-file input (default ${CONFIG_FILE}, if there)`
}

/** The file's text and how to name it; null when no file was named and the default is absent. */
export async function settingsText(
  given: string | undefined
): Promise<{ text: string; label: string } | null> {
  if (given === undefined && !existsSync(CONFIG_FILE)) return null
  return readInput(given ?? CONFIG_FILE)
}
