// Diagnostics of linters and compilers green-gate has no matcher for, read by their shape:
// - `path:line[:col][:] [severity] [rule] message [(rule)]`, one a line;
// - the same place with a message that ends in a colon, the message itself indented below;
// - `path: message at line N[, column M]`, the place after the message, and `path: error:
//   message` with no place (a validator's verdict on a whole file);
// - the place in words: `message File: path, line: N`, `[tool: ]ERROR: path: line N: message`,
//   `possible bashism in path line 4 (echo -n):`, and `line 7 column 12 - Warning: message`
//   about the one file the command checks;
// - `Warning 26 in path line 3: message`, the severity and code before the place, and
//   `[path:3] - CODE: message`, the place in brackets;
// - a record: `Issue: [CODE] message`, `Error: message` or `error[CODE]: message` with its place
//   a few lines below (`Location: path:3`, `on main.tf line 3:`, ` --> grammar/a.peggy:7:5`,
//   `  styles/main.scss 4:10  root stylesheet`);
// - a file's name on a line of its own, then indented rows that end in a rule (stylish tables),
//   or findings that say their line in words (`... passive voice on line 3 at column 9`);
// - a marked line with a rule and no file (`✖ subject may not be empty [subject-empty]`).
// A rule makes it lint (a bracketed category after a severity is one); a failed assertion at its
// place is a test's; `error:` with no rule is a compiler's; a doc generator's complaint is lint;
// anything else is named by its file and message, classed by the command. Warnings
// with a rule name the failure only when no error does: a linter that failed on warnings alone
// was told to (`--max-warnings 0`, chktex).

import { assertionFailed, classFromCommand, typeShaped } from '../cues.js'
import { DOCUMENT, intentOf } from '../step-intent.js'
import { normalizePath, normalizeText } from '../normalize.js'
import type { DetectedClass } from '../types.js'
import { isCountLine } from './count-lines.js'
import { EXCERPT_LINE, FAILURE_MARK, MARKS, QUOTED_SOURCE, type Found } from './found.js'
import { filesIn, frameOf, isOwnFile } from './locations.js'
import {
  bracketedCategory,
  closingRule,
  lastColumnRule,
  leadingRule,
  trailingRule
} from './rule-ids.js'

// The runner's `Error: ` in front of an annotation, or the tool's name (`mandoc: `), then the
// path and its line.
export const LOCATED =
  /^\s*(?:\[?(?:Error|ERROR|error)\]?:?\s+|[a-z][\w.-]*:\s+)?(?:file:\/\/)?(\S+?):(\d+)(?::\d+)?(?::\s*|\s+)(\S.*)$/
// A severity that opens the message: kept to tell an error from a note.
// A one-letter severity (`C:`, `W:`) fails the run as the tool's words do not say otherwise.
const SEVERITY =
  /^[\s:–-]*(?:\[(error|warning|warn|info|note|hint)\]|(fatal error|error|warning|warn|info|note|hint)\b(:?)|[CWEFR]:(?=\s))\s*/i
const NOT_FAILING = /^(?:info|note|hint)$/i
const WARNING = /^warn/i
// A plain word in brackets before the rule, about the fix: `[Correctable]`.
const FIX_TAG = /^\[[A-Z][a-z]+\]\s+/
const DEPRECATION = /\bDEPRECATED\b/
// The place after the message; single blanks around it keep the lazy message linear.
const MESSAGE_AT_LINE = /^\s*(\S+?):\s(\S.*?\S)\s(?:at|on) line \d+\b/
// `ERROR: The @foo tag is not a known tag. File: cart.js, line: 1`: the place labelled after it.
const LABELLED_AFTER = /^\s*(\S.*?\S)\s+File:\s(\S+?),?\s+line:?\s\d+\b/
// `asciidoctor: ERROR: index.adoc: line 3: include file not found`: no compiler's `path:N:`, and
// a severity first (a shell names its script's line the same way: `x.sh: line 3: ...`).
const LINE_LABELLED =
  /^\s*(?:[\w.-]+:\s+)?(ERROR|WARNING|FATAL|Error|Warning|error|warning)\s*:\s+(\S+?):\s+line\s+\d+(?:,\s*col(?:umn)?\s+\d+)?:\s+(\S.*)$/
// `"is reviewed" may be passive voice on line 3 at column 9`, under its file's heading.
const PLACE_IN_WORDS_AFTER = /\s(?:on|at) line \d+(?:,? (?:at )?col(?:umn)? \d+)?\.?\s*$/
// Single blanks around `in` and `line` keep the lazy message linear.
const IN_PATH_LINE = /^\s*(\S.*?) in (\S+?),?(?: on)? line \d+\b[\s:]*(.*)$/
// `src/cart.js: line 3, col 7, 'spare' is defined but never used. (W098)`, and
// `lib/Demo.pm around line 11: Unknown directive: =headl`.
const LINE_COMMA_COLUMN =
  /^\s*(\S+?)(?::\s+line\s+\d+,\s*col(?:umn)?\s+\d+,| (?:around|near) line \d+:)\s+(\S.*)$/
const LINE_COLUMN = /^\s*line\s+\d+,?\s+column\s+\d+\s*[-:]\s*(\S.*)$/
const FILE_ERROR = /^\s*(\S+?):\s((?:fatal )?error:\s.*)$/
// `[src/a.go:3] - G101 (CWE-798): message`: the place in brackets first.
const BRACKETED_PLACE = /^\s*\[(\S+?):(\d+)(?::\d+)?\]\s*(?:-\s+)?(\S.*)$/
// A finding printed as a record: `>> Issue: [B105:name] message` or `Error: message`, then
// its place a few lines below: `Location: path:3:1`, `on main.tf line 3, in resource ...:`,
// `at /w/default.nix:3:5:` (a frame of a trace has no colon after it).
const LABELLED_PLACE =
  /^\s*(?:(?:Location|File|Path)\s*:\s*|on\s+|-->\s*|at\s+(?=\S+:\d+:\d+:\s*$))(\S+?)(?::\d+(?::\d+)?|,?\s+line\s+\d+)\b(?:[,:].*)?$|^\s+(\S+\.[A-Za-z]\w*)\s+\d+:\d+(?:\s.*)?$/
// `error[E0425]: message` above ` --> src/a.rs:3:5`: the code in brackets after the label.
const ISSUE =
  /^\s*(?:>>\s*)?(Issue|Error|Warning|Problem|Finding|error|warning)(\[[\w-]+\])?\s*:\s*(\S.*)$/
// The labels that are a severity, kept for the message to say it.
const SEVERITY_LABEL = /^(?:Error|Warning|error|warning)$/
// `[B105:hardcoded_password_string]`: the id, then the name it goes by.
const NAMED_ID = /^\[([A-Za-z][\w.-]*):[\w.-]+\]/
/** How far above its place a record's issue line may be. */
const RECORD_REACH = 6
const CODE_FIRST =
  /^\s*(error|warning)\s+(\w+)\s+in\s+(\S+?)(?:,?\s+line\s+\d+|:\d+)(?::\d+)?:?\s+(\S.*)$/i
// `W301 src/a.c:12 message`, `[Q12] pkg/x.go (14): message`: a rule's code, then the place.
const CODE_LEADS =
  /^\s*\[?([A-Z]{1,4}\d{2,5})\]?:?\s+(\S+?)(?::\d+(?::\d+)?|\s?\(\d+(?:,\d+)?\)):?\s+(\S.*)$/
// `ERROR    src/a.ts    12:5    no-foo    message`: a severity, then the file and its place.
const SEVERITY_PLACE =
  /^\s*(error|warning|warn|fatal)\s+(\S+?\.[A-Za-z]\w*)\s+\d+(?::\d+)?\s+(\S.*)$/i
// A finding printed as a JSON record on a line of its own.
const JSON_RECORD = /^\s*\{".*\}\s*$/
const FILE_KEYS = ['file', 'path', 'filename', 'fileName', 'filePath', 'file_path']
const RULE_KEYS = ['code', 'rule', 'ruleId', 'rule_id', 'check_id', 'symbol', 'message-id']
const MESSAGE_KEYS = ['message', 'msg', 'description']
const LEVEL_KEYS = ['severity', 'level']
// `Error: src/views/index.pug:3:5`, the source quoted under it, then the message.
const ERROR_PLACE_ALONE = /^\s*\[?(?:Error|ERROR|error)\]?:?\s+(\S+?):\d+(?::\d+)?:?\s*$/
/** How far a quote of the source reaches. */
const EXCERPT_LINES = 12
// `-- TYPE MISMATCH ------------ src/Main.elm`: the kind of error and its file in a rule, the
// message in prose under it.
const RULED_KIND = /^-{2,}\s+([A-Z][A-Z' ]{2,60}[A-Z])\s+-{3,}\s+(\S+)\s*$/
// A row's place: `2:10`, or a range `8:1-8:30`.
const LINE_FIRST = /^\s*\d+:\s+(?=\S)/
const ROW_POSITION = /^\s*\d+:\d+(?:-\d+(?::\d+)?)?\s/
// A file's name on a line of its own, or after a one-word label: `[log] config/app.yml`,
// `FILE: docs/guide.md`, `In docs/team.md`; or its place alone, the finding under it
// (`src/cart.ts:2:3`).
const PATH_SHAPE = '(?:\\/|\\.{0,2}\\/)?(?:[\\w@.~+-]+\\/)*[\\w@~+-][\\w@.~+-]*\\.[A-Za-z]\\w*'
// A finding in any order and with any separators: the file with its line in some notation
// (`a.py@12`, `a.py(12)`, `a.py, line 12`, `a.py#L12`, `a.py 12`) and a rule's code anywhere on
// the line (`QA101`, `[QA101]`).
const LOOSE_PLACE = new RegExp(
  `(?:^|[\\s[(])(${PATH_SHAPE})\\]?(?:::?|[@#]L?|\\(|,? line |\\s+)\\d+\\b`
)
const LOOSE_CODE = /(?:^|[\s[(])\[?([A-Z]{1,5}\d{2,5})\]?(?=[\s:,)\]]|$)/
const BARE_PATH = new RegExp(
  `^\\s*(?:(?:\\[[a-z]+\\]\\s+|[A-Za-z]+:\\s+|In\\s+|[${MARKS}]\\s+)(${PATH_SHAPE})|(${PATH_SHAPE})(?::\\d+){0,2})\\s*$`
)

/** A path a diagnostic is about: the repository's, with a name that has an extension or folder. */
export function ownPath(text: string): string | undefined {
  const path = normalizePath(text)
  // No extension, no folder: only the build files known by name (Dockerfile, Makefile).
  const named = /[./]/.test(path) || /^[A-Z][a-z]+file$/.test(path)
  return isOwnFile(path) && named && !/[()[\]{}<>,;'"`]/.test(path) ? path : undefined
}

/**
 * A line that gives its place in words (`[tool: ]ERROR: path: line N: message`, `message in
 * path line N (detail):`, `line N column M - message` about the one file the command names):
 * the path, and what it says.
 */
export function lineLabelled(
  line: string,
  command: string
): { file: string; said: string } | undefined {
  const labelled = LINE_LABELLED.exec(line)
  const labelledFile = ownPath(labelled?.[2] ?? '')
  if (labelled !== null && labelledFile !== undefined) {
    return { file: labelledFile, said: `${labelled[1] ?? ''}: ${labelled[3] ?? ''}` }
  }
  const commas = LINE_COMMA_COLUMN.exec(line)
  const commasFile = ownPath(commas?.[1] ?? '')
  if (commas !== null && commasFile !== undefined)
    return { file: commasFile, said: commas[2] ?? '' }
  const within = IN_PATH_LINE.exec(line)
  const withinFile = ownPath(within?.[2] ?? '')
  if (within !== null && withinFile !== undefined) {
    return { file: withinFile, said: `${within[1] ?? ''} ${within[3] ?? ''}`.trim() }
  }
  const unnamed = LINE_COLUMN.exec(line)?.[1]
  const files = unnamed === undefined ? [] : filesIn(command)
  const only = files.length === 1 ? files[0] : undefined
  return unnamed === undefined || only === undefined ? undefined : { file: only, said: unnamed }
}

export interface Message {
  readonly rule: string | undefined
  /** What is left of the message once its severity and rule are cut off. */
  readonly text: string
  /** `error:` before the message of a line with a line number: a compiler's way to say it. */
  readonly compilerShaped: boolean
  readonly warning: boolean
  /** A severity word said it is an error. */
  readonly error: boolean
}

/** What a line that names its place its own way reads: `read` undefined when it says no failure. */
type LineReading = { read: Diagnostic | undefined } | undefined

/** A diagnostic, and whether a warning said it. */
export interface Diagnostic extends Found {
  readonly warning: boolean
}

/** The message after a location, or undefined when it is no failure (a note, a count). */
export function readMessage(rest: string, row = false, placed = true): Message | undefined {
  const severity = SEVERITY.exec(rest)
  const level = severity?.[1] ?? severity?.[2]
  if ((level !== undefined && NOT_FAILING.test(level)) || DEPRECATION.test(rest)) return undefined
  const text = rest
    .slice(severity?.[0].length ?? 0)
    .replace(FAILURE_MARK, '')
    .replace(FIX_TAG, '')
  if (!/[A-Za-z]{2}/.test(text) || isCountLine(text)) return undefined
  const rule =
    leadingRule(text) ??
    trailingRule(text) ??
    (row ? (lastColumnRule(text) ?? closingRule(text)) : undefined) ??
    (level === undefined ? undefined : bracketedCategory(text))
  return {
    rule,
    text,
    compilerShaped: placed && severity?.[3] === ':',
    warning: level !== undefined && WARNING.test(level),
    error: level !== undefined && !WARNING.test(level)
  }
}

// A document or data file (step-intent.ts), but the build's own settings.
const BUILD_SETTINGS = /(?:^|\/)(?:(?:pom|build)\.xml|package\.json|tsconfig[\w.-]*\.json)$/
// Sources of languages that run without a compile step: a place in one that no compiler's
// `error:` names is a checker's finding (`src/a.py:1:1: 'sys' imported but unused`).
const INTERPRETED = /\.(?:py|rb|pl|pm|php|lua|sh|bash|r|tcl|exs?|erl)$/i

/**
 * A checker's finding, which a person fixes as lint: a doc generator's complaint at a place in
 * its sources, not in a compiler's words (a doc build that crashes stays a build), anything
 * said about a document or a data file, whatever its words (a validator's `error:`), or a
 * message about a script's source that is not in a compiler's words.
 */
export const checkerFinding = (command: string, message: Message, file?: string): boolean =>
  (!message.compilerShaped && intentOf(command) === 'docs') ||
  (file !== undefined && DOCUMENT.test(file) && !BUILD_SETTINGS.test(file)) ||
  (file !== undefined && !message.compilerShaped && INTERPRETED.test(file))

function diagnostic(
  file: string | undefined,
  message: Message,
  command: string,
  at: number
): Diagnostic {
  const { rule } = message
  const failureClass: DetectedClass =
    rule !== undefined
      ? 'lint'
      : assertionFailed(message.text)
        ? 'test'
        : typeShaped(message.text) && classFromCommand(command) !== 'lint'
          ? 'type'
          : checkerFinding(command, message, file)
            ? 'lint'
            : (classFromCommand(command) ?? (message.compilerShaped ? 'build' : 'lint'))
  return {
    at,
    warning: message.warning,
    hit: {
      tool: 'generic',
      failureClass,
      ...(rule === undefined ? {} : { code: rule }),
      ...(file === undefined ? {} : { file }),
      // A message may quote another place (`tag mismatch: name line 3`), which moves with edits.
      ...(rule === undefined ? { detail: normalizeText(message.text) } : {})
    }
  }
}

/** The diagnostic a message about `file` makes, or undefined when it is no failure. */
export function diagnosticOf(
  file: string | undefined,
  text: string,
  command: string,
  at: number,
  placed = true
): Diagnostic | undefined {
  const message = readMessage(text, false, placed)
  return message === undefined ? undefined : diagnostic(file, message, command, at)
}

/** A record's place at `at`, with the issue line above it, as a diagnostic. */
function recordAt(lines: readonly string[], at: number, command: string): Diagnostic | undefined {
  const place = LABELLED_PLACE.exec(lines[at] ?? '')
  const file = ownPath(place?.[1] ?? place?.[2] ?? '')
  if (file === undefined) return undefined
  for (let i = at - 1; i >= 0 && i >= at - RECORD_REACH; i--) {
    const issue = ISSUE.exec(lines[i] ?? '')
    if (issue === null) continue
    const [, label = '', code, said = ''] = issue
    const text = `${code === undefined ? '' : `${code} `}${said.replace(NAMED_ID, '[$1]')}`
    return diagnosticOf(file, SEVERITY_LABEL.test(label) ? `${label}: ${text}` : text, command, i)
  }
  return undefined
}

/** The errors among the diagnostics, or when there is none, the warnings that name a rule. */
export function errorsElseWarnings(diagnostics: readonly Diagnostic[]): Found[] {
  const errors = diagnostics.filter((d) => !d.warning)
  const named = errors.length > 0 ? errors : diagnostics.filter((d) => d.hit.code !== undefined)
  return named.map(({ at, hit }) => ({ at, hit }))
}

/** How far above a marked finding the line it is nested under may be. */
const SUBJECT_REACH = 4

/**
 * What a marked finding is nested under (`2x lodash` above `  ✘ 4.17.20 → 4.17.21 in ...`): the
 * last word of the nearest line above it that is indented less, when that is no mark, no path
 * and no rule of dashes; two findings of one rule about two subjects are two failures.
 */
function subjectAbove(lines: readonly string[], at: number): string | undefined {
  const indent = (text: string): number => /^\s*/.exec(text)?.[0].length ?? 0
  const own = indent(lines[at] ?? '')
  for (let i = at - 1; i >= 0 && i >= at - SUBJECT_REACH; i--) {
    const line = lines[i] ?? ''
    if (line.trim() === '' || indent(line) >= own) continue
    if (FAILURE_MARK.test(line) || BARE_PATH.test(line) || !/\w/.test(line)) return undefined
    return normalizeText(line.trim().split(/\s+/).at(-1) ?? '')
  }
  return undefined
}

/** A line that names its code before its place (`error E12 in a.c:3: ...`, `W301 a.c:12 ...`). */
function codedAt(line: string): { file: string; rule: string; said: string } | undefined {
  const first = CODE_FIRST.exec(line)
  if (first !== null) {
    return { file: first[3] ?? '', rule: first[2] ?? '', said: `${first[1]}: ${first[4]}` }
  }
  const leads = CODE_LEADS.exec(line)
  return leads === null
    ? undefined
    : { file: leads[2] ?? '', rule: leads[1] ?? '', said: leads[3] ?? '' }
}

/** The first of `keys` a record holds as text, or in its `location` record. */
function field(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  const location = record.location
  for (const from of [record, typeof location === 'object' && location !== null ? location : {}]) {
    for (const key of keys) {
      const value = (from as Record<string, unknown>)[key]
      if (typeof value === 'string' && value !== '') return value
    }
  }
  return undefined
}

/** A finding a tool printed as a JSON record: its file, rule, severity and message. */
function jsonFinding(line: string): { file: string; rule?: string; said: string } | undefined {
  if (!JSON_RECORD.test(line)) return undefined
  let record: unknown
  try {
    record = JSON.parse(line)
  } catch {
    return undefined
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return undefined
  const fields = record as Record<string, unknown>
  const file = field(fields, FILE_KEYS)
  const message = field(fields, MESSAGE_KEYS)
  if (file === undefined || message === undefined) return undefined
  const level = field(fields, LEVEL_KEYS)
  const rule = field(fields, RULE_KEYS)
  return {
    file,
    ...(rule === undefined ? {} : { rule }),
    said: level === undefined ? message : `${level}: ${message}`
  }
}

/** A finding whose file, line and code the line gives in any order (`QA101 at a.py line 12: ...`). */
function looseAt(line: string, command: string, at: number): LineReading {
  const place = LOOSE_PLACE.exec(line)
  const code = place === null ? null : LOOSE_CODE.exec(line)
  const file = ownPath(place?.[1] ?? '')
  if (code === null || file === undefined) return undefined
  const message = readMessage(line.replace(place?.[0] ?? '', ' ').trim())
  return message === undefined
    ? { read: undefined }
    : { read: diagnostic(file, { ...message, rule: code[1] }, command, at) }
}

/**
 * An error that gives only its place, its message after the source it quotes; or its kind and
 * file in a rule, its message the first line under it.
 */
function placeAlone(lines: readonly string[], at: number, command: string): Diagnostic | undefined {
  const ruled = RULED_KIND.exec(lines[at] ?? '')
  const place = ruled === null ? ERROR_PLACE_ALONE.exec(lines[at] ?? '') : null
  const file = ownPath(ruled?.[2] ?? place?.[1] ?? '')
  const next = lines[at + 1] ?? ''
  if (file === undefined) return undefined
  // No source quoted: the message is the indented line under the place (`\ttest adds: failed`).
  if (place !== null && !QUOTED_SOURCE.test(next)) {
    return /^\s+\S/.test(next)
      ? diagnosticOf(file, `error: ${next.trim()}`, command, at)
      : undefined
  }
  const kind = ruled === null ? '' : `${ruled[1]}: `
  for (let i = at + 1; i <= at + EXCERPT_LINES && i < lines.length; i++) {
    const said = (lines[i] ?? '').trim()
    if (!EXCERPT_LINE.test(said)) return diagnosticOf(file, `error: ${kind}${said}`, command, at)
  }
  return undefined
}

/** A line that names its severity before its file and place, or a JSON record of a finding. */
function leveledAt(line: string, command: string, at: number): LineReading {
  const leveled = SEVERITY_PLACE.exec(line)
  const found =
    leveled === null
      ? jsonFinding(line)
      : { file: leveled[2] ?? '', said: `${leveled[1]}: ${leveled[3]}` }
  const file = found === undefined ? undefined : ownPath(found.file)
  if (found === undefined || file === undefined) return undefined
  const message = readMessage(found.said, leveled !== null)
  if (message === undefined) return { read: undefined }
  const rule = message.rule ?? found.rule
  return { read: diagnostic(file, { ...message, rule }, command, at) }
}

/**
 * The diagnostic a line that names its own place makes: `{ read }` when the line is one (`read`
 * undefined when it says no failure), undefined when it names no place.
 */
function placedAt(lines: readonly string[], at: number, command: string): LineReading {
  const line = lines[at] ?? ''
  const coded = codedAt(line)
  const codedFile = coded === undefined ? undefined : ownPath(coded.file)
  const codedMessage = codedFile === undefined ? undefined : readMessage(coded?.said ?? '')
  if (codedMessage !== undefined) {
    const rule = codedMessage.rule ?? coded?.rule
    return { read: diagnostic(codedFile, { ...codedMessage, rule }, command, at) }
  }
  const leveled = leveledAt(line, command, at)
  if (leveled !== undefined) return leveled
  const alone = placeAlone(lines, at, command)
  if (alone !== undefined) return { read: alone }
  const record = recordAt(lines, at, command)
  if (record !== undefined) return { read: record }
  const after = LABELLED_AFTER.exec(line)
  const afterFile = ownPath(after?.[2] ?? '')
  if (after !== null && afterFile !== undefined) {
    return { read: diagnosticOf(afterFile, after[1] ?? '', command, at, false) }
  }
  const labelled = lineLabelled(line, command)
  if (labelled !== undefined) {
    return { read: diagnosticOf(labelled.file, labelled.said, command, at, false) }
  }
  const unplaced = FILE_ERROR.exec(line)
  const located =
    LOCATED.exec(line) ?? BRACKETED_PLACE.exec(line) ?? MESSAGE_AT_LINE.exec(line) ?? unplaced
  const file = located === null ? undefined : ownPath(located[1] ?? '')
  if (located === null || file === undefined) return looseAt(line, command, at)
  const said = located[3] ?? located[2] ?? ''
  // `path:4 in public function `f`:` then the message, indented, on the next line.
  const next = lines[at + 1] ?? ''
  const text = said.endsWith(':') && /^\s+\S/.test(next) ? next.trim() : said
  return { read: diagnosticOf(file, text, command, at, located !== unplaced) }
}

/**
 * A row under a file's heading (indented, or opened by its place, a mark or a severity), or a
 * marked line with a rule, which stands alone in the file its message names.
 */
function rowAt(
  lines: readonly string[],
  at: number,
  header: string | undefined,
  command: string
): Diagnostic | undefined {
  const line = lines[at] ?? ''
  // The place may follow the severity: `ERROR: 2:3  no-var-keyword  Forbidden 'var' keyword`.
  const severity = SEVERITY.exec(line)?.[0] ?? ''
  const rest = line.slice(severity.length)
  const positioned = ROW_POSITION.test(rest)
  const marked = FAILURE_MARK.test(line)
  const row = header !== undefined
  // `1: T1 Title exceeds max length`: a line of a text no file holds, then a rule.
  const numbered = !row && !marked && LINE_FIRST.test(line)
  if (!row && !marked && !numbered) return undefined
  const stripped = numbered
    ? line.replace(LINE_FIRST, '')
    : severity + rest.replace(ROW_POSITION, '')
  // `Error: ValidationError:` introduces the message on the indented line under it.
  const next = lines[at + 1] ?? ''
  const introduced = stripped.trimEnd().endsWith(':') && /^\s+\S/.test(next)
  const message = readMessage(introduced ? `${severity}${next.trim()}` : stripped, positioned)
  if (numbered) {
    return message?.rule === undefined ? undefined : diagnostic(undefined, message, command, at)
  }
  // Under a file, a row a severity calls an error, or a mark, needs no rule to be one.
  if (message === undefined || !(message.rule !== undefined || (row && (message.error || marked))))
    return undefined
  if (row) return diagnostic(header, message, command, at)
  const path = ownPath(message.text.split(/\s+/).find((w) => BARE_PATH.test(w)) ?? '')
  const read = diagnostic(path, message, command, at)
  const subject = subjectAbove(lines, at)
  return subject === undefined ? read : { ...read, hit: { ...read.hit, detail: subject } }
}

/** Every diagnostic in the lines, but those of `skip` (lines another structure read). */
export function readDiagnostics(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>
): Found[] {
  const found: Diagnostic[] = []
  let header: string | undefined
  // The file a heading named, kept over the excerpt a finding quotes up to a blank line.
  let headed: string | undefined
  lines.forEach((line, at) => {
    if (skip.has(at)) return
    const path = BARE_PATH.exec(line)
    const bare = path?.[1] ?? path?.[2]
    if (bare !== undefined) {
      header = ownPath(bare)
      headed = header
      return
    }
    if (line.trim() === '') headed = undefined
    if (line.trim() === '' || frameOf(line) !== undefined) return
    const worded = headed === undefined ? null : PLACE_IN_WORDS_AFTER.exec(line)
    const wordedMessage = worded === null ? undefined : readMessage(line.slice(0, worded.index))
    const placed =
      wordedMessage === undefined
        ? placedAt(lines, at, command)
        : { read: diagnostic(headed, wordedMessage, command, at) }
    if (placed !== undefined) {
      if (placed.read !== undefined) found.push(placed.read)
      return
    }
    const rowShaped =
      /^\s/.test(line) || ROW_POSITION.test(line) || FAILURE_MARK.test(line) || SEVERITY.test(line)
    if (!rowShaped) header = undefined
    const read = rowAt(lines, at, rowShaped ? header : undefined, command)
    if (read !== undefined) found.push(read)
  })
  return errorsElseWarnings(found)
}
