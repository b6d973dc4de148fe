// The repository's configuration file, `.github/green-gate.yml`: one flat mapping of settings,
// read as text into the values the inputs of the same names take, each with its line so that
// a bad value is reported where it is written. What a value must be is checked where the
// inputs are checked; here, only the file's shape: YAML, known keys, one value each.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml'
import { GateError } from './errors.js'
import { oneLine } from './untrusted.js'
import { isListSetting, isSettingName, SETTING_NAMES, type SettingName } from './config-keys.js'

/** A setting as the file gives it: the text an input of that name would carry, and its line. */
export interface FileSetting {
  value: string
  line: number
}

export interface ConfigFile {
  path: string
  settings: ReadonlyMap<SettingName, FileSetting>
}

export function parseConfigFile(text: string, path: string): ConfigFile {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
  const lineOf = (offset: number | undefined): number => lines.linePos(offset ?? 0).line
  const problemAt = (offset: number | undefined, problem: string): GateError =>
    new GateError(`${path}:${lineOf(offset)}: ${problem}`)

  const syntax = doc.errors[0]
  if (syntax !== undefined) {
    // The library's message ends with its own position, which the prefix already gives.
    const message = oneLine(syntax.message.replace(/ at line \d+.*$/s, ''))
    throw problemAt(syntax.pos[0], `not valid YAML: ${message}`)
  }
  const settings = new Map<SettingName, FileSetting>()
  const contents = doc.contents
  if (contents === null) return { path, settings }
  if (!isMap(contents)) {
    throw problemAt(contents.range?.[0], 'must be a mapping of settings (`key: value` lines)')
  }
  for (const pair of contents.items) {
    const key = pair.key as Node | null
    const offset = key?.range?.[0]
    if (!isScalar(key)) throw problemAt(offset, 'a key must be a plain setting name')
    const name = String(key.value)
    if (!isSettingName(name)) throw problemAt(offset, unknownKey(name))
    const fail = (problem: string): never => {
      throw problemAt(offset, problem)
    }
    settings.set(name, {
      value: settingText(name, pair.value as Node | null, fail),
      line: lineOf(offset)
    })
  }
  return { path, settings }
}

/** The value as input text: a scalar as written, a list's items one a line. */
function settingText(name: SettingName, value: Node | null, fail: (p: string) => never): string {
  if (isScalar(value) && value.value !== null) {
    if (typeof value.value === 'object') fail(`${name} must be plain text, a number or a boolean`)
    return String(value.value)
  }
  if (isSeq(value)) {
    if (!isListSetting(name)) fail(`${name} takes one value, not a list`)
    return value.items
      .map((item) => {
        if (!isScalar(item) || item.value === null || typeof item.value === 'object') {
          fail(`${name} must list plain values`)
        }
        return String((item as { value: unknown }).value)
      })
      .join('\n')
  }
  if (isMap(value)) fail(`${name} takes a value, not a mapping`)
  return fail(`${name} has no value; give one, or leave the key out for its default`)
}

function unknownKey(name: string): string {
  const near = SETTING_NAMES.map((known) => ({ known, distance: editDistance(name, known) }))
    .filter((n) => n.distance <= 3)
    .sort((a, b) => a.distance - b.distance)[0]
  const hint = near === undefined ? '' : ` (did you mean "${near.known}"?)`
  return `"${oneLine(name)}" is not a green-gate setting${hint}; docs/configuration.md lists them`
}

/** Levenshtein distance, for naming the setting a mistyped key was meant to be. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1)
      row.push(Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, substitution))
    }
    previous = row
  }
  return previous[b.length] as number
}
