// How each input is read: as passed when not empty, else from the settings file, else its
// default; and where a value came from, for an error that names it and for the debug log.
import type { ConfigFile } from './file.js'
import { INPUT_DEFAULTS, type InputName } from './input-defaults.js'
import { isSettingName, SETTINGS, type SettingName } from './spec.js'

/** The runner's inputs by name, as `@actions/core` reads them (empty when not passed). */
export type InputGetter = (name: string) => string

/** A value that is not what its setting takes; the reader says where it was written. */
export class SettingProblem extends Error {
  constructor(
    readonly setting: string,
    readonly problem: string
  ) {
    super(`input "${setting}" ${problem}`)
  }
}

/** How each input is read: trimmed, and when empty, from the file or its default. */
export interface InputReader {
  /** The raw value, untrimmed, for the list inputs that split it themselves. */
  raw(name: InputName): string
  /** The trimmed value as passed, without the file or the default. */
  given(name: InputName): string
  text(name: InputName): string
  /** The value, or null when empty. */
  optional(name: InputName): string | null
  /** The one-line error for a problem, naming the input or the file's line. */
  where(problem: SettingProblem): string
  /** Where a setting's value comes from: `input`, the file's `path:line`, or `default`. */
  from(name: SettingName): string
}

export function inputReader(get: InputGetter, file: ConfigFile | null): InputReader {
  const given = (name: InputName): string => get(name).trim()
  const fromFile = (name: string) => (isSettingName(name) ? file?.settings.get(name) : undefined)
  const fallback = (name: InputName): string =>
    fromFile(name)?.value ?? (isSettingName(name) ? SETTINGS[name].default : INPUT_DEFAULTS[name])
  const raw = (name: InputName): string => (given(name) !== '' ? get(name) : fallback(name))
  const text = (name: InputName): string => given(name) || fallback(name).trim()
  const where = ({ setting, problem, message }: SettingProblem): string => {
    const line = given(setting as InputName) === '' ? fromFile(setting)?.line : undefined
    return line === undefined || file === null
      ? message
      : `${file.path}:${line}: ${setting} ${problem}`
  }
  const from = (name: SettingName): string => {
    const line = fromFile(name)?.line
    if (given(name) !== '') return 'input'
    return line === undefined || file === null ? 'default' : `${file.path}:${line}`
  }
  return { raw, given, text, optional: (name) => text(name) || null, where, from }
}
