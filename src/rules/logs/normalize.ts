// Text clean-up shared by the scanner, the matchers and the signature. Everything here is
// about making two runs of the same failure produce the same text.

import { createHash } from 'node:crypto'

const DIGIT_0 = 48
const DIGIT_9 = 57

const isDigit = (code: number): boolean => code >= DIGIT_0 && code <= DIGIT_9

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
  const z = text.indexOf('Z', start + 19)
  if (z === -1 || z > start + 40 || z >= end) return start
  return text.charCodeAt(z + 1) === 32 /* space */ ? z + 2 : z + 1
}

// CSI sequences (colours, cursor moves) and OSC sequences (hyperlinks, titles).
// eslint-disable-next-line no-control-regex -- terminal escapes are control characters
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]/g

export function stripAnsi(text: string): string {
  return text.includes('\u001b') ? text.replace(ANSI, '') : text
}

// The runner's checkout: /home/runner/work/<repo>/<repo>/, self-hosted .../_work/<repo>/<repo>/,
// Windows D:\a\<repo>\<repo>\ . The repeated repo name (a backreference) keeps it precise.
const WORKSPACE =
  /(?:file:\/\/)?(?:(?:[A-Za-z]:)?(?:[\\/][^\s\\/'"`]+)*?[\\/]_?work[\\/]([^\s\\/'"`]+)[\\/]\1|[A-Za-z]:\\a\\([^\s\\'"`]+)\\\2)(?=[\\/])[\\/]?/g

// Scratch space: system temp dirs, the runner's _temp, macOS per-user folders, Windows temp.
// Only at the start of a path, so a repo folder named tmp/ is left alone.
const TEMP_ROOT =
  '(?<![\\w.~/-])(?:(?:/private)?/var/folders|(?:/private)?(?:/var)?/tmp|/(?:home|Users)/runner/work/_temp|[A-Za-z]:\\\\(?:a\\\\_temp|Windows\\\\Temp|Users\\\\[^\\s\\\\]+\\\\AppData\\\\Local\\\\Temp))(?=[\\\\/\\s\'"`:;,)\\]}]|$)'
const TEMP_PATH = new RegExp(`${TEMP_ROOT}(?:[\\\\/][^\\s'"\`:;,)\\]}]*)?`, 'g')
const IS_TEMP_PATH = new RegExp(`^${TEMP_ROOT}`)

function stripWorkspace(text: string): string {
  return text.replace(WORKSPACE, '')
}

/**
 * A file path as an identity: workspace-relative, forward slashes, no `./`, no line/column, and a
 * temp path reduced to its file name so mkdtemp directories do not leak in.
 */
export function normalizePath(path: string): string {
  let p = stripWorkspace(path.trim())
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
const DURATION = /\(?\b\d+(?:\.\d+)?\s?(?:ns|µs|us|ms|s|sec|secs|seconds|m|min|minutes|h)\b\)?/g
const TRAILING_DURATION = /\s*[([]?\d+(?:\.\d+)?\s?(?:ns|µs|us|ms|s|sec)[)\]]?$/

/** Volatile parts inside a name the tool gives (a test title): never plain numbers. */
export function normalizeName(name: string): string {
  return stripWorkspace(name)
    .replace(TRAILING_DURATION, '')
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
  return stripWorkspace(stripAnsi(text))
    .replace(TEMP_PATH, '<tmp>')
    .replace(ISO_TIME, '<time>')
    .replace(UUID, '<uuid>')
    .replace(HEX_ADDRESS, '<addr>')
    .replace(HEX_ID, '<hex>')
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
