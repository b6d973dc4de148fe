// A memory or undefined-behaviour checker's report, where the report itself is the failure:
//   ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6020... at pc ...
//   WRITE of size 5 at 0x6020... thread T0
//       #0 0x7f36 in __interceptor_strcpy ../../src/libsanitizer/asan/asan_interceptors.cpp:425
//       #1 0x55a5 in copy_name src/buffer.c:7
// (the process tag `==PID==` is dropped before). The failure is the error's kind and the
// repository's innermost frame of the first trace under it, never an address or a PID; the
// traces after it (where the memory was allocated, freed) and the summary belong to the report.
// An undefined-behaviour checker puts its report on the place it happened:
//   src/mathx.c:6:12: runtime error: signed integer overflow: 1073741823 * 3 cannot be ...
// named by the kind (the words before a value, a type or a colon) and the file. The C library
// checks its heap and stack itself, and aborts with one line that is the whole report:
//   free(): double free detected in tcache 2
//   *** stack smashing detected ***: terminated

import { classFromCommand } from '../cues.js'
import { normalizePath, normalizeText, shorten } from '../normalize.js'
import type { DetectedClass } from '../types.js'
import type { Found, Reading } from './found.js'
import { frameOf, isOwnFile, type Frame } from './locations.js'

// `ERROR: LeakSanitizer: detected memory leaks`, `WARNING: ThreadSanitizer: data race (pid=7)`.
const HEADER = /^\s*(?:ERROR|WARNING): (\w+): (\S.*)$/
// Words that end the kind: `heap-use-after-free on address`, `SEGV on unknown address`.
const KIND_ENDS = new Set(['on', 'at', 'in', 'for', 'from'])
const SUMMARY = /^\s*SUMMARY: /
const LIBC_ABORT =
  /^\s*(?:\*\*\* )?((?:[a-z_]+\(\): |double free or corruption|corrupted )[^*]*|(?:stack smashing|buffer overflow) detected)/
const RUNTIME_ERROR = /^\s*(\S+?):\d+(?::\d+)?: runtime error: (\S.*)$/
/** How far a report reaches: its traces, the memory map, the legend. */
const REPORT_LINES = 200
const DETAIL_CHARS = 80

/**
 * The error's kind: its first words, up to a preposition (`heap-use-after-free on address`), a
 * value, a type or a bracket (`shift exponent 41`, `data race (pid=7)`), or through a colon
 * (`signed integer overflow: ...`).
 */
function kindOf(text: string): string {
  const words: string[] = []
  for (const word of text.split(' ')) {
    const bare = word.replace(/:$/, '')
    if (KIND_ENDS.has(bare) || !/^[A-Za-z-]+$/.test(bare)) break
    words.push(bare)
    if (bare !== word) break
  }
  return words.join(' ')
}

/** A checker reports on code that ran: a test, unless the step says what else it ran for. */
export function ranClass(command: string): DetectedClass {
  const meant = classFromCommand(command)
  return meant === undefined || meant === 'build' ? 'test' : meant
}

/** A report on the line it happened, or undefined. */
function runtimeError(line: string, command: string, at: number): Found | undefined {
  const m = RUNTIME_ERROR.exec(line)
  const file = m === null ? '' : normalizePath(m[1] ?? '')
  const message = m?.[2] ?? ''
  const kind = kindOf(message)
  if (!isOwnFile(file) || kind === '') return undefined
  const rest = message.slice(kind.length).replace(/^:?\s*/, '')
  return {
    at,
    hit: {
      tool: 'generic',
      failureClass: ranClass(command),
      code: kind,
      file,
      ...(rest === '' ? {} : { detail: shorten(normalizeText(rest), DETAIL_CHARS) })
    }
  }
}

/** Every checker's report in the lines, and the lines its reports take. */
export function readMemoryReports(lines: readonly string[], command: string): Reading {
  const found: Found[] = []
  const claimed = new Set<number>()
  for (let at = 0; at < lines.length; at++) {
    const located = runtimeError(lines[at] ?? '', command, at)
    if (located !== undefined) {
      found.push(located)
      claimed.add(at)
      continue
    }
    const aborted = LIBC_ABORT.exec(lines[at] ?? '')?.[1]
    if (aborted !== undefined) {
      claimed.add(at)
      const hit = { tool: 'generic' as const, failureClass: ranClass(command) }
      found.push({
        at,
        hit: { ...hit, code: shorten(normalizeText(aborted.trim()), DETAIL_CHARS) }
      })
      continue
    }
    const header = HEADER.exec(lines[at] ?? '')
    const kind = kindOf(header?.[2] ?? '')
    if (header === null || kind === '') continue
    // The first trace under the header, and the line just above it that says what happened.
    let own: Frame | undefined
    let said = ''
    let frames = 0
    let traced = false
    let end = at + 1
    for (; end < lines.length && end <= at + REPORT_LINES; end++) {
      const line = lines[end] ?? ''
      if (HEADER.test(line)) break
      claimed.add(end)
      if (SUMMARY.test(line)) break
      const frame = frameOf(line)
      if (frame !== undefined) {
        frames++
        if (!traced && own === undefined && frame.own) own = frame
      } else if (frames > 0) {
        traced = true
      } else if (line.trim() !== '') {
        said = line.trim()
      }
    }
    claimed.add(at)
    const detail = [own?.fn, said].filter((part) => part !== undefined && part !== '').join(' ')
    found.push({
      at,
      hit: {
        tool: 'generic',
        failureClass: ranClass(command),
        code: kind,
        ...(own === undefined ? {} : { file: own.file }),
        ...(detail === '' ? {} : { detail: shorten(normalizeText(detail), DETAIL_CHARS) })
      }
    })
    at = end - 1
  }
  return { found, claimed }
}
