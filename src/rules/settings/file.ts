// The repository's configuration file, `.github/green-gate.yml`: one flat mapping of settings,
// read as text into the values the inputs of the same names take, each with its line so that
// a bad value is reported where it is written. What a value must be is checked where the
// inputs are checked; here, only the file's shape: YAML, known keys, one value each.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml'
import { GateError } from '../errors.js'
import { oneLine } from '../untrusted.js'
import {
  isListSetting,
  isSettingName,
  NOT_IN_FILE,
  SETTING_NAMES,
  type SettingName
} from './spec.js'

/** A setting as the file gives it: the text an input of that name would carry, and its line. */
export interface FileSetting {
  value: string
  line: number
}

export interface ConfigFile {
  path: string
  settings: ReadonlyMap<SettingName, FileSetting>
}

/** A problem of the file: its line, and the one line that says it, `path:line: problem`. */
export interface ConfigProblem {
  line: number
  message: string
}

/** The file as read, and every problem in it, in the file's order. */
export interface CheckedConfigFile {
  file: ConfigFile
  problems: ConfigProblem[]
}

/** The file's settings; a bad file is refused with its first problem, and how many follow. */
export function parseConfigFile(text: string, path: string): ConfigFile {
  const { file, problems } = checkConfigFile(text, path)
  const [first] = problems
  if (first === undefined) return file
  const more = problems.length - 1
  const also = more === 0 ? '' : ` (and ${more} more; \`green-gate config check\` lists them all)`
  throw new GateError(`${first.message}${also}`)
}

/** Every problem of the file's shape, not only the first: a person fixes them in one go. */
export function checkConfigFile(text: string, path: string): CheckedConfigFile {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
  const lineOf = (offset: number | undefined): number => lines.linePos(offset ?? 0).line
  const problems: ConfigProblem[] = []
  const problemAt = (offset: number | undefined, problem: string): void => {
    const line = lineOf(offset)
    problems.push({ line, message: `${path}:${line}: ${problem}` })
  }
  const settings = new Map<SettingName, FileSetting>()
  const file = { path, settings }

  for (const syntax of doc.errors) {
    // The library's message ends with its own position, which the prefix already gives.
    const message = oneLine(syntax.message.replace(/ at line \d+.*$/s, ''))
    problemAt(syntax.pos[0], `not valid YAML: ${message}`)
  }
  const contents = doc.contents
  if (problems.length > 0 || contents === null) return { file, problems }
  if (!isMap(contents)) {
    problemAt(contents.range?.[0], 'must be a mapping of settings (`key: value` lines)')
    return { file, problems }
  }
  for (const pair of contents.items) {
    const key = pair.key as Node | null
    const offset = key?.range?.[0]
    if (!isScalar(key)) {
      problemAt(offset, 'a key must be a plain setting name')
      continue
    }
    const name = String(key.value)
    if (!isSettingName(name)) {
      problemAt(offset, unknownKey(name))
      continue
    }
    const value = settingText(name, pair.value as Node | null)
    if (typeof value === 'string') settings.set(name, { value, line: lineOf(offset) })
    else problemAt(offset, value.problem)
  }
  return { file, problems }
}

/** The value as input text: a scalar as written, a list's items one a line. */
function settingText(name: SettingName, value: Node | null): string | { problem: string } {
  if (isScalar(value) && value.value !== null) {
    if (typeof value.value === 'object')
      return { problem: `${name} must be plain text, a number or a boolean` }
    return String(value.value)
  }
  if (isSeq(value)) {
    if (!isListSetting(name)) return { problem: `${name} takes one value, not a list` }
    const items = value.items.map((item) =>
      isScalar(item) && item.value !== null && typeof item.value !== 'object'
        ? String(item.value)
        : null
    )
    if (items.includes(null)) return { problem: `${name} must list plain values` }
    return items.join('\n')
  }
  if (isMap(value)) return { problem: `${name} takes a value, not a mapping` }
  return { problem: `${name} has no value; give one, or leave the key out for its default` }
}

function unknownKey(name: string): string {
  const elsewhere = NOT_IN_FILE[name]
  if (elsewhere !== undefined) return `"${name}" is not a setting of this file: ${elsewhere}`
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
