// Text clean-up shared by the scanner, the matchers and the signature. Everything here is
// about making two runs of the same failure produce the same text.

import { createHash } from 'node:crypto'
import { isDigit, isSpace } from './chars.js'
import { stripWorkspace } from './workspace.js'

/**
 * Index just past the runner's `2026-04-22T22:30:01.1234567Z ` prefix of the line starting at
 * `start`, or `start` when the line has none. Checked by character codes, not a regex: it runs
 * on every line of logs that can be 100 MB.
 */
export function timestampEnd(text: string, start: number, end: number): number {
  if (
    end - start < 20 ||
    text.charCodeAt(start + 4) !== 45 /* - */ ||
    text.charCodeAt(start + 10) !== 84 /* T */ ||
    !isDigit(text.charCodeAt(start)) ||
    !isDigit(text.charCodeAt(start + 11))
  ) {
    return start
  }
  // The Z is looked for where it can be, not on through the block: a line that starts like a
  // date would otherwise cost a search to the next Z, maybe 64 KB on.
  const last = Math.min(start + 40, end - 1)
  let z = start + 19
  while (z <= last && text.charCodeAt(z) !== 90 /* Z */) z++
  if (z > last) return start
  return text.charCodeAt(z + 1) === 32 /* space */ ? z + 2 : z + 1
}

// CSI sequences (colours, cursor moves) and OSC sequences (hyperlinks, titles).
// eslint-disable-next-line no-control-regex -- terminal escapes are control characters
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]/g

export function stripAnsi(text: string): string {
  return text.includes('\u001b') ? text.replace(ANSI, '') : text
}

/**
 * How much of a path, a name or a message is normalized and kept. An identity shows 80 to 120
 * characters of it and hashes the rest, and a tool's file name, test title or error message is
 * far shorter. Normalizing costs tens of nanoseconds a character, several times what reading a
 * log costs a byte: a log whose every 16 KiB line read as a failure would cost ten times what a
 * realistic one does. Past this, the text is cut before it is read.
 */
export const NORMALIZED_CHARS = 2048

const head = (text: string): string =>
  text.length > NORMALIZED_CHARS ? text.slice(0, NORMALIZED_CHARS) : text

// Scratch space: system temp dirs, the runner's _temp, macOS per-user folders, Windows temp.
// Only at the start of a path, so a repo folder named tmp/ is left alone.
const TEMP_ROOT =
  '(?<![\\w.~/-])(?:(?:/private)?/var/folders|(?:/private)?(?:/var)?/tmp|/(?:home|Users)/runner/work/_temp|[A-Za-z]:\\\\(?:a\\\\_temp|Windows\\\\Temp|Users\\\\[^\\s\\\\]+\\\\AppData\\\\Local\\\\Temp))(?=[\\\\/\\s\'"`:;,)\\]}]|$)'
const TEMP_PATH = new RegExp(`${TEMP_ROOT}(?:[\\\\/][^\\s'"\`:;,)\\]}]*)?`, 'g')
const IS_TEMP_PATH = new RegExp(`^${TEMP_ROOT}`)

/**
 * A file path as an identity: workspace-relative, forward slashes, no `./`, no line/column, and a
 * temp path reduced to its file name so mkdtemp directories do not leak in.
 */
export function normalizePath(path: string): string {
  let p = stripWorkspace(head(path).trim())
    .replace(/(?::\d+){1,2}$|\(\d+(?:,\d+)?\)$|:\[\d+(?:,\d+)?\]$/, '')
    .replace(/\\/g, '/')
  if (IS_TEMP_PATH.test(p)) p = `<tmp>/${p.slice(p.lastIndexOf('/') + 1)}`
  return p.replace(/^\.\//, '')
}

const ISO_TIME = /\b\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?/g
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi
const HEX_ADDRESS = /\b0x[0-9a-f]+\b/gi
// Commit SHAs, build ids, hashed file names: long hex runs that contain a digit.
const HEX_ID = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,}\b/gi
// A date as C's ctime and many servers print it: `Wed Dec  2 00:23:30 2026`.
const TEXT_DATE =
  /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w{0,6},? (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w{0,6} {1,2}\d{1,2}(?:,? \d{4})?(?: \d\d:\d\d(?::\d\d)?)?(?: \d{4})?/g
// A rule, a frame or a banner drawn from one character repeated: its width follows the title or
// the terminal, not the failure. Three of it stay, so a rule still reads as one.
const DECORATION = /([^\w\s])\1{3,}/g
const DURATION = /\(?\b\d+(?:\.\d+)?\s?(?:ns|µs|us|ms|s|sec|secs|seconds|m|min|minutes|h)\b\)?/g

/** The length of the unit of time (ns, µs, us, ms, s, sec) that ends at `end`, or 0. */
function unitBefore(text: string, end: number): number {
  const last = text.charCodeAt(end - 1)
  if (last === 99 /* c */) return text.startsWith('sec', end - 3) ? 3 : 0
  if (last !== 115 /* s */) return 0
  return end >= 2 && 'n\u00b5um'.includes(text.charAt(end - 2)) ? 2 : 1
}

/**
 * Where the duration that ends `text` starts, with the blanks before it: `(12 ms)`, ` 3.5s`,
 * `[1 sec]`. -1 when it ends in none. The same as where the regex
 * \s*[([]?\d+(?:\.\d+)?\s?(?:ns|µs|us|ms|s|sec)[)\]]?$ matches, found from the end: a regex
 * anchored only at the end tries every place of the text as its start.
 */
export function trailingDurationStart(text: string): number {
  let at = text.length
  const close = text.charCodeAt(at - 1)
  if (close === 41 /* ) */ || close === 93 /* ] */) at--
  const unit = unitBefore(text, at)
  if (unit === 0) return -1
  at -= unit
  if (isSpace(text.charCodeAt(at - 1))) at--
  let start = at
  while (isDigit(text.charCodeAt(start - 1))) start--
  if (start === at) return -1
  if (text.charCodeAt(start - 1) === 46 /* . */ && isDigit(text.charCodeAt(start - 2))) {
    start--
    while (isDigit(text.charCodeAt(start - 1))) start--
  }
  const open = text.charCodeAt(start - 1)
  if (open === 40 /* ( */ || open === 91 /* [ */) start--
  while (isSpace(text.charCodeAt(start - 1))) start--
  return start
}

// A remark closing a name that measures it (`src/a.c (File size changed from 91 to 104)`,
// `src/cart.js (8 lines, 104 tokens)`, `(3.2 kB, 12%)`): its figures change with any edit.
const MEASURING_REMARK = /\(([^()]{0,200})\)\s*$/
const MEASURES =
  /\b(?:size|bytes?|[kKMG]i?B|lines?|tokens?|chars?|characters?|changed|from \S+ to)\b|%/

/** The name with the figures of a remark that measures it as `N`. */
function measuredAsN(name: string): string {
  const remark = MEASURING_REMARK.exec(name)
  if (remark === null || !MEASURES.test(remark[1] ?? '')) return name
  return `${name.slice(0, remark.index)}(${(remark[1] ?? '').replace(/\d+(?:\.\d+)?/g, 'N')})`
}

/**
 * Volatile parts inside a name the tool gives (a test title): never plain numbers, but the
 * figures of a remark that measures it and the width of a drawn rule.
 */
export function normalizeName(name: string): string {
  const stripped = stripWorkspace(head(name))
  const duration = trailingDurationStart(stripped)
  return measuredAsN(duration === -1 ? stripped : stripped.slice(0, duration))
    .replace(DECORATION, '$1$1$1')
    .replace(TEMP_PATH, '<tmp>')
    .replace(ISO_TIME, '<time>')
    .replace(UUID, '<uuid>')
    .replace(HEX_ADDRESS, '<addr>')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Free text (an error message, a fallback line) with everything that changes between runs
 * replaced: times, durations, temp paths, line/column, addresses, ids, ports, PIDs and any
 * other number.
 */
export function normalizeText(text: string): string {
  return stripWorkspace(stripAnsi(head(text)))
    .replace(TEMP_PATH, '<tmp>')
    .replace(ISO_TIME, '<time>')
    .replace(TEXT_DATE, '<time>')
    .replace(UUID, '<uuid>')
    .replace(HEX_ADDRESS, '<addr>')
    .replace(HEX_ID, '<hex>')
    .replace(DECORATION, '$1$1$1')
    .replace(DURATION, '<dur>')
    .replace(/\d+/g, 'N')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Text cut to `max` characters without losing what was cut: a readable prefix and a short hash
 * of the whole, so two long texts that differ only at the end still differ.
 */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8)
  return `${text.slice(0, max - hash.length - 1)}#${hash}`
}
