// Tracebacks and stack traces: the exception (type and message) and the place in the
// repository it came from. Python prints the innermost frame last, the others first, so the
// repository's innermost frame is the last own one of a Python traceback and the first own one
// of any other trace. A trace with no exception type (valgrind's `Invalid read of size 4`) is
// named by the line above its frames. Rust's panics name their place on the panic's own line,
// and an exception may carry its place as a record of file, line and column:
// `Exception: Assert_failure ("./tests/test_top.ml", 4, 2).`

import { classFromCommand } from '../cues.js'
import { normalizePath, normalizeText, shorten } from '../normalize.js'
import type { DetectedClass } from '../types.js'
import { EXCERPT_LINE, type Found } from './found.js'
import { frameOf, isOwnFile, type Frame } from './locations.js'
import { ranClass } from './memory-report.js'

const PYTHON_START = /^\s*Traceback \(most recent call last\):/
// `KeyError: 'x'`, `java.lang.IllegalStateException: x`, `AssertionError [ERR_ASSERTION]: x`.
const EXCEPTION =
  /^\s*(?:Uncaught |Exception in thread "[^"]*" |Caused by: )?((?:[a-z_$][\w$]*\.)*(?:[A-Z][\w$]*)?(?:Error|Exception|Failure|Interrupt|Exit)\w*)(?: \[[\w-]+\])?(?::\s*(.*))?$/
const PYTHON_EXCEPTION = /^([A-Za-z_][\w.]*)(?::\s*(.*))?$/
const PANIC = /^thread '([^']*)' panicked at (?:'(.*)', )?([^\s:]+):\d+:\d+:?$/
// What a tool prints between its error and the frames: a source excerpt (`  3 |    host: x`, the
// `----^` under it), or a note on the state (valgrind's `Locks held: none`).
const STATE_NOTE = /^\s*[A-Z][a-z]+ [a-z]+: \S+\s*$/
const codeFrame = (line: string): boolean => EXCERPT_LINE.test(line) || STATE_NOTE.test(line)
// An uncaught exception with its place as its argument: `Exception: Assert_failure ("a.ml", 4, 2)`,
// `Fatal error: exception Match_failure("a.ml", 9, 4)`.
const PLACED_EXCEPTION =
  /^\s*(?:Exception:|(?:Fatal error: )?exception)\s+([A-Z][\w.]*)\s*\(\s*"([^"\s]+)",\s*\d+,\s*\d+\)/
/** How far above its frames an exception's line may be (a diff of values can come between). */
const HEADER_REACH = 15

interface Trace {
  readonly type: string | undefined
  readonly message: string
  readonly frame: Frame | undefined
  readonly at: number
}

const MESSAGE_CHARS = 80

function found(trace: Trace, failureClass: DetectedClass): Found {
  const { type, message, frame } = trace
  const detail = [frame?.fn, message].filter((part) => part !== undefined && part !== '').join(' ')
  return {
    at: trace.at,
    hit: {
      tool: 'generic',
      failureClass,
      ...(type === undefined ? {} : { code: type }),
      ...(frame === undefined ? {} : { file: frame.file }),
      ...(detail === '' ? {} : { detail: shorten(normalizeText(detail), MESSAGE_CHARS) })
    }
  }
}

/** An exception that names its own place, as a trace of one own frame. */
function placedException(line: string, at: number): Trace | undefined {
  const m = PLACED_EXCEPTION.exec(line)
  if (m === null) return undefined
  const file = normalizePath(m[2] ?? '')
  return { type: m[1], message: '', frame: isOwnFile(file) ? { file, own: true } : undefined, at }
}

/** A Python traceback from its first line: its frames, then the exception. */
function pythonTrace(lines: readonly string[], start: number): { trace?: Trace; end: number } {
  let own: Frame | undefined
  let i = start + 1
  for (; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const frame = frameOf(line)
    if (frame !== undefined) {
      if (frame.own) own = frame
    } else if (line.trim() !== '' && !/^\s/.test(line)) break
  }
  const m = PYTHON_EXCEPTION.exec(lines[i] ?? '')
  if (m === null) return { end: i }
  return { trace: { type: m[1], message: m[2] ?? '', frame: own, at: i }, end: i }
}

/** The last line from `from` up to `to` that says something and is no part of an excerpt. */
function lastSaid(lines: readonly string[], from: number, to: number): string | undefined {
  for (let i = to - 1; i >= from; i--) {
    const line = lines[i] ?? ''
    const excerpt = codeFrame(line) || /^\s*\.\.\./.test(line)
    if (!excerpt && !/^\s+at\s/.test(line) && frameOf(line) === undefined) return line.trim()
  }
  return undefined
}

/** The exception a run of frames starting at `at` belongs to: the nearest such line above. */
function headerOf(
  lines: readonly string[],
  at: number
): { type?: string; message: string; at: number } {
  for (let i = at - 1; i >= 0 && i >= at - HEADER_REACH; i--) {
    const m = EXCEPTION.exec(lines[i] ?? '')
    if (m === null) continue
    // `Parse error on line 4:` goes on under it, past the excerpt it quotes: its last line before
    // the frames that is no part of the excerpt says what was wrong.
    const message = m[2] ?? ''
    const goesOn = message.endsWith(':') ? lastSaid(lines, i + 1, at) : undefined
    return { type: m[1], message: goesOn === undefined ? message : `${message} ${goesOn}`, at: i }
  }
  // No exception named: the line above the frames, and what it prints with it, says what went
  // wrong.
  let said = at - 1
  while (said > 0 && said > at - HEADER_REACH && codeFrame(lines[said] ?? '')) said--
  return { message: (lines[said] ?? '').trim(), at: said }
}

/** Every trace in the lines, but those of `skip`; `checked` when a memory checker printed them. */
export function readTracebacks(
  lines: readonly string[],
  command: string,
  skip: ReadonlySet<number>,
  checked = false
): Found[] {
  // Under a memory checker the program ran, whatever built it first.
  const failureClass = checked ? ranClass(command) : (classFromCommand(command) ?? 'test')
  const traces: Trace[] = []
  for (let i = 0; i < lines.length; i++) {
    if (skip.has(i)) continue
    const line = lines[i] ?? ''
    if (PYTHON_START.test(line)) {
      const { trace, end } = pythonTrace(lines, i)
      if (trace !== undefined) traces.push(trace)
      i = end
      continue
    }
    const placed = placedException(line, i)
    if (placed !== undefined) {
      traces.push(placed)
      continue
    }
    const panic = PANIC.exec(line)
    if (panic !== null) {
      const file = normalizePath(panic[3] ?? '')
      const message = panic[2] ?? (lines[i + 1] ?? '').trim()
      traces.push({
        type: 'panic',
        message,
        frame: isOwnFile(file) ? { file, own: true } : undefined,
        at: i
      })
      continue
    }
    if (frameOf(line) === undefined || frameOf(lines[i - 1] ?? '') !== undefined) continue
    // The first frame of a run: its exception above it, its first own frame in it.
    let own: Frame | undefined
    let end = i
    for (; end < lines.length; end++) {
      const frame = frameOf(lines[end] ?? '')
      if (frame === undefined) break
      own ??= frame.own ? frame : undefined
    }
    const header = headerOf(lines, i)
    // A header another structure read (a diagnostic the tool printed before its own stack).
    if (skip.has(header.at)) {
      i = end - 1
      continue
    }
    if (header.message !== '' || header.type !== undefined) {
      traces.push({ type: header.type, message: header.message, frame: own, at: header.at })
    }
    i = end - 1
  }
  return traces.map((t) => found(t, failureClass))
}
