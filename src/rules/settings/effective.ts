// The settings a mode reads, as the run has them and where each came from.
import type { Mode } from '../vocabulary/settings.js'
import type { ConfigFile } from './file.js'
import { inputReader, type InputGetter } from './reader.js'
import { SETTING_NAMES, SETTINGS, type SettingName } from './spec.js'

/** A setting as a run has it, and where that came from: `input`, the file's `path:line`, `default`. */
export interface EffectiveSetting {
  name: SettingName
  /** Its text; a list's items joined with `, `; empty when it has none. */
  value: string
  from: string
}

/**
 * The settings a mode reads (every setting for null), each as the run has it and where that came
 * from: what the debug log and `green-gate config show` print, so a surprise is traced to its source.
 */
export function effectiveSettings(
  get: InputGetter,
  file: ConfigFile | null,
  mode: Mode | null
): EffectiveSetting[] {
  const read = inputReader(get, file)
  const modes = (name: SettingName): readonly Mode[] => SETTINGS[name].modes
  return SETTING_NAMES.filter((name) => mode === null || modes(name).includes(mode)).map(
    (name) => ({
      name,
      value: read
        .raw(name)
        .trim()
        .split(/\s*\n\s*/)
        .join(', '),
      from: read.from(name)
    })
  )
}
