// Schema validators: a verdict on a file (`config/api.json invalid`, `x.yml fails to validate`),
// then its errors as records of `key: value` lines that name the place inside the document and
// the keyword that failed (`instancePath: '/port'`, `keyword: 'type'`), or one line per error
// as `file::$.path: message`. The file, the keyword and the place are the failure; the values
// in the message are not (they change with the data).

import { classFromCommand } from '../cues.js'
import { normalizeText, shorten } from '../normalize.js'
import type { DetectedClass } from '../types.js'
import { ownPath } from './diagnostics.js'
import type { LineReader } from './found.js'

const VERDICT =
  /^\s*(\S+?):?\s+(?:is )?(?:invalid|not valid|fails to validate|failed validation)\b/i
const VALID = /^\s*\S+:?\s+(?:is )?(?:valid|validates)\b/i
// `instancePath: '/port',`, `"keyword": "type"`: a record's field, quoted or not (read trimmed,
// so the lazy value meets the end of the line, not a run of blanks).
const FIELD = /^["']?(\w+)["']?\s*:\s*["'`]?(.*?)["'`]?,?$/
const PLACE_KEYS = new Set(['instancePath', 'dataPath', 'instanceLocation', 'path'])
// `config/app.json::$.port: '8080' is not of type 'integer'`
const PATH_ERROR = /^\s*(\S+?)::(\$[^\s:]*):\s+(\S.*)$/
/** How far a verdict's records reach. */
const RECORD_LINES = 40

interface SchemaError {
  readonly file: string
  readonly keyword?: string
  readonly place?: string
  readonly message?: string
}

function found({ file, keyword, place, message }: SchemaError, cls: DetectedClass, at: number) {
  const detail = place !== undefined && place !== '' ? place : message
  return {
    at,
    hit: {
      tool: 'generic' as const,
      failureClass: cls,
      code: keyword ?? 'schema',
      file,
      ...(detail === undefined ? {} : { detail: shorten(normalizeText(detail), 80) })
    }
  }
}

/** The records under a verdict: one error for each keyword or place they name. */
function recordsAfter(lines: readonly string[], at: number, file: string): SchemaError[] {
  const errors: SchemaError[] = []
  let record: { keyword?: string; place?: string; message?: string } = {}
  const close = (): void => {
    if (record.keyword !== undefined || record.place !== undefined) errors.push({ file, ...record })
    record = {}
  }
  for (let i = at + 1; i < lines.length && i <= at + RECORD_LINES; i++) {
    const line = lines[i] ?? ''
    if (VERDICT.test(line) || VALID.test(line)) break
    if (/^\s*[{}]/.test(line)) close()
    const field = FIELD.exec(line.trim())
    if (field === null) continue
    const [, key = '', value = ''] = field
    if (PLACE_KEYS.has(key)) record.place = value
    else if (key === 'keyword') record.keyword = value
    else if (key === 'message') record.message = value
  }
  close()
  return errors
}

/** Every schema error in the lines, but those of `skip`. */
export const readSchemaErrors: LineReader = (lines, command, skip) => {
  const cls = classFromCommand(command) ?? 'lint'
  return lines.flatMap((line, at) => {
    if (skip.has(at)) return []
    const one = PATH_ERROR.exec(line)
    const oneFile = one === null ? undefined : ownPath(one[1] ?? '')
    if (one !== null && oneFile !== undefined) {
      return [found({ file: oneFile, place: one[2] ?? '', message: one[3] ?? '' }, cls, at)]
    }
    const verdict = VERDICT.exec(line)
    const file = verdict === null ? undefined : ownPath(verdict[1] ?? '')
    if (file === undefined) return []
    return recordsAfter(lines, at, file).map((error) => found(error, cls, at))
  })
}
