// Schema validators: a verdict on a file (`config/api.json invalid`, `x.yml fails to validate`),
// then its errors as records of `key: value` lines that name the place inside the document and
// the keyword that failed (`instancePath: '/port'`, `keyword: 'type'`; a JSON report of such
// records may stand alone, `"code": "INVALID_TYPE"`, `"path": "#/port"`), or one line per error
// as `file::$.path: message`, or under the verdict or the file named alone, one line per error led
// by its place (`  /spec/port: expected integer`), or a JSON Schema validator's message alone, which names its keyword
// in words (`99999 is greater than the maximum of 65535`, `must have required property 'name'`)
// about the one document the command validates, or an error that labels its place in the
// document (`... greater than max limit '65535'. Path: '/port'`). The file, the keyword and the place are the
// failure; the values in the message are not (they change with the data).

import { classFromCommand } from '../cues.js'
import { normalizeText, shorten } from '../normalize.js'
import type { DetectedClass } from '../types.js'
import { ownPath } from './diagnostics.js'
import type { LineReader } from './found.js'
import { filesIn } from './locations.js'

const VERDICT =
  /^\s*(\S+?):?\s+(?:is )?(?:invalid|not valid|fails to validate|failed validation)\b/i
const VALID = /^\s*\S+:?\s+(?:is )?(?:valid|validates)\b/i
// `instancePath: '/port',`, `"keyword": "type"`: a record's field, quoted or not (read trimmed,
// so the lazy value meets the end of the line, not a run of blanks).
const FIELD = /^["']?(\w+)["']?\s*:\s*["'`]?(.*?)["'`]?,?$/
const PLACE_KEYS = new Set(['instancePath', 'dataPath', 'instanceLocation', 'path'])
const KEYWORD_KEYS = new Set(['keyword', 'code'])
// An error that labels the place in the document it is about.
const LABELLED_PATH = /\b(?:ERROR|Error|error)\b.*?\bPath: ['"]([^'"]*)['"]/
// A report's opening bracket, alone on its line.
const REPORT_OPENS = /^\s*\[\s*$/
// `config/app.json::$.port: '8080' is not of type 'integer'`
const PATH_ERROR = /^\s*(\S+?)::(\$[^\s:]*):\s+(\S.*)$/
// Under a verdict or a data file named alone, an error led by its place in the document:
// `  /spec/port: expected integer`, `  - $.pages[0].slug: does not match`, `#/name: required`.
const POINTER_ERROR = /^\s*(?:[-*•]\s+)?((?:#|\$)?[/.[][^\s:]*|\$):\s+(\S.*)$/
// A data file named alone on its line (DATA_FILE), the errors about it under it.
const NAMED_ALONE = /^\s*(\S+?):?\s*$/
// JSON Schema's keywords as validators word them, and the property some of them quote.
const WORDINGS: readonly (readonly [RegExp, string])[] = [
  [/ is (?:greater|less) than or equal to the (maximum|minimum) of /, 'exclusive'],
  [/ is (?:greater than the (maximum)|less than the (minimum)) of /, ''],
  [/\bmust be [<>]=? ?-?\d/, 'limit'],
  [/['"](?<property>[^'"]+)['"] is a (required) property$/, ''],
  [/\bmust have (required) property ['"](?<property>[^'"]+)['"]/, ''],
  [/\bAdditional properties are not allowed \(['"](?<property>[^'"]+)['"]/, 'additionalProperties'],
  [/\bmust NOT have additional properties/, 'additionalProperties'],
  [/ is not of (type) /, ''],
  [/\bmust be (?:integer|number|string|boolean|object|array|null)$/, 'type'],
  [/ is not one of |\bmust be equal to one of the allowed values/, 'enum'],
  [/ does not match ['"]|\bmust match (pattern) /, 'pattern'],
  [/ is not a ['"][\w-]+['"]$|\bmust match (format) /, 'format']
]
const DATA_FILE = /\.(?:json|ya?ml|toml)$/

/** The keyword a validator's message names, and the property it quotes. */
function keywordOf(message: string): { keyword: string; property?: string } | undefined {
  for (const [shape, named] of WORDINGS) {
    const m = shape.exec(message)
    if (m === null) continue
    const said = m.slice(1).find((group) => group !== undefined && group !== m.groups?.property)
    const keyword =
      named === 'exclusive'
        ? `exclusive${(said ?? '').replace(/^./, (c) => c.toUpperCase())}`
        : named === 'limit'
          ? /\bmust be </.test(message)
            ? 'maximum'
            : 'minimum'
          : (said ?? named)
    const property = m.groups?.property
    return property === undefined ? { keyword } : { keyword, property }
  }
  return undefined
}

/** The one document the command validates: its only data file that is no schema. */
function documentOf(command: string): string | undefined {
  const files = filesIn(command).filter((f) => DATA_FILE.test(f) && !/schema/i.test(f))
  return files.length === 1 ? files[0] : undefined
}

/** How far a verdict's records reach. */
const RECORD_LINES = 40

interface SchemaError {
  readonly file?: string
  readonly keyword?: string
  readonly place?: string
  readonly message?: string
}

// The document's root: a place that says nothing the file does not.
const ROOT = /^(?:#?\/?|\$)$/

function found({ file, keyword, place, message }: SchemaError, cls: DetectedClass, at: number) {
  const detail = place !== undefined && !ROOT.test(place) ? place : message
  return {
    at,
    hit: {
      tool: 'generic' as const,
      failureClass: cls,
      code: keyword ?? 'schema',
      ...(file === undefined ? {} : { file }),
      ...(detail === undefined ? {} : { detail: shorten(normalizeText(detail), 80) })
    }
  }
}

/**
 * The records after `at` (a verdict, or a report's opening bracket): one error for each keyword
 * or place they name, and the index of the line they end before.
 */
function recordsAfter(
  lines: readonly string[],
  at: number,
  file: string | undefined
): { errors: SchemaError[]; end: number } {
  const errors: SchemaError[] = []
  let record: { keyword?: string; place?: string; message?: string } = {}
  const close = (): void => {
    if (record.keyword !== undefined || record.place !== undefined) {
      errors.push({ ...(file === undefined ? {} : { file }), ...record })
    }
    record = {}
  }
  let i = at + 1
  for (; i < lines.length && i <= at + RECORD_LINES; i++) {
    const line = lines[i] ?? ''
    if (VERDICT.test(line) || VALID.test(line)) break
    if (/^\s*[{}]/.test(line)) close()
    const pointed = POINTER_ERROR.exec(line)
    if (pointed !== null) {
      close()
      record = { place: pointed[1] ?? '', message: pointed[2] ?? '' }
      close()
      continue
    }
    const field = FIELD.exec(line.trim())
    if (field === null) continue
    const [, key = '', value = ''] = field
    if (PLACE_KEYS.has(key)) record.place = value
    else if (KEYWORD_KEYS.has(key)) record.keyword = value
    else if (key === 'message') record.message = value
  }
  close()
  return { errors, end: i }
}

/** Every schema error in the lines, but those of `skip`. */
export const readSchemaErrors: LineReader = (lines, command, skip) => {
  const cls = classFromCommand(command) ?? 'lint'
  const document = documentOf(command)
  // The records read so far end before this line.
  let through = 0
  return lines.flatMap((line, at) => {
    if (skip.has(at) || at < through) return []
    if (REPORT_OPENS.test(line)) {
      const report = recordsAfter(lines, at, document)
      // A validator's record says what failed and where, or in what words.
      const named = report.errors.filter(
        (error) =>
          error.keyword !== undefined && (error.place !== undefined || error.message !== undefined)
      )
      if (named.length === 0) return []
      through = report.end
      return named.map((error) => found(error, cls, at))
    }
    const one = PATH_ERROR.exec(line)
    const oneFile = one === null ? undefined : ownPath(one[1] ?? '')
    if (one !== null && oneFile !== undefined) {
      return [found({ file: oneFile, place: one[2] ?? '', message: one[3] ?? '' }, cls, at)]
    }
    const alone = NAMED_ALONE.exec(line)
    const verdict = VERDICT.exec(line) ?? (DATA_FILE.test(alone?.[1] ?? '') ? alone : null)
    const file = verdict === null ? undefined : ownPath(verdict[1] ?? '')
    const labelled = file === undefined ? LABELLED_PATH.exec(line) : null
    if (labelled !== null && document !== undefined) {
      const place = labelled[1] ?? ''
      const message = line
        .slice(0, labelled.index + labelled[0].length)
        .replace(/^\W*ERROR\W*/i, '')
      return [found({ file: document, place, message }, cls, at)]
    }
    if (file === undefined) {
      // `<value>: <message>`: the value a message quotes changes with the data.
      const said = keywordOf(line.trim())
      if (document === undefined || said === undefined) return []
      const { keyword, property } = said
      return [
        found(
          { file: document, keyword, ...(property === undefined ? {} : { place: property }) },
          cls,
          at
        )
      ]
    }
    const records = recordsAfter(lines, at, file)
    if (records.errors.length > 0) through = records.end
    return records.errors.map((error) => found(error, cls, at))
  })
}
