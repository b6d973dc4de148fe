// Where a line points into the code: a stack frame (JavaScript, Java, Python, a native frame as
// valgrind and sanitizers print it), `at FILE line N.`, or a bare `path:line`. A failure is
// located by the first such place in the repository: frames in dependencies, the runtime or
// the standard library say where it surfaced, not what to fix.

import { normalizePath } from '../normalize.js'

export interface Location {
  /** Workspace-relative path as the tool printed it (Java frames name only the file). */
  readonly file: string
  /** The function or method of a stack frame, when the frame names one. */
  readonly fn?: string
}

/** One frame of a trace; `own` is false for the runtime's, a dependency's or the JDK's. */
export interface Frame extends Location {
  readonly own: boolean
}

const JS_FRAME = /^\s*at (?:async )?(?:(\S.*?) \()?(?:file:\/\/)?([^\s()]+?):\d+(?::\d+)?\)?$/
const JAVA_FRAME = /^\s*at ((?:[\w$]+\/)?[\w$.<>]+)\(([\w$-]+\.\w+):\d+\)$/
const PYTHON_FRAME = /^\s*File "([^"]+)", line \d+(?:, in (\S+))?/
// `at 0x4011: sum (check.c:6)`, or a frame in a shared library: `by 0x48: free (in /usr/lib/x.so)`.
const NATIVE_FRAME = /^\s*(?:at|by) 0x[0-9A-Fa-f]+: (\S+) \((?:in )?([^\s()]+?)(?::\d+)?\)$/
const PERL_AT = /\bat (\S+) line \d+\.?$/
// `src/a.js:12`, `./spec/x_spec.rb:5:in`, `(tests/a.py:3)`: a file with an extension, a line.
const PATH_LINE =
  /(?:^|[\s("'`[])(?:file:\/\/)?(\.{0,2}\/?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*):\d+/g

// The JDK's and the JVM languages' own packages, and a module-qualified frame (`java.base/...`).
const JVM_RUNTIME = /^(?:[\w.]+\/|(?:java|javax|jdk|sun|com\.sun|kotlin|scala)\.)/

/** Whether a normalized path is the repository's own code. */
export function isOwnFile(path: string): boolean {
  return (
    path !== '' &&
    !path.startsWith('/') &&
    !path.startsWith('<') &&
    !/^[\w-]+:/.test(path) &&
    !path.includes('node_modules/') &&
    !path.startsWith('internal/') &&
    !/(?:^|\/)(?:site|dist)-packages\//.test(path)
  )
}

/** The line as a frame of a stack trace or traceback, or undefined. */
export function frameOf(line: string): Frame | undefined {
  const java = JAVA_FRAME.exec(line)
  if (java !== null) {
    const fn = java[1] ?? ''
    return { file: java[2] ?? '', fn, own: !JVM_RUNTIME.test(fn) }
  }
  // Native first: its `at 0x..: fn (file:line)` would read as a JavaScript frame too.
  const m = NATIVE_FRAME.exec(line) ?? JS_FRAME.exec(line)
  const py = m === null ? PYTHON_FRAME.exec(line) : null
  const [file, fn] = m !== null ? [m[2], m[1]] : [py?.[1], py?.[2]]
  if (file === undefined) return undefined
  const path = normalizePath(file)
  return { file: path, ...(fn === undefined ? {} : { fn }), own: isOwnFile(path) }
}

/** The first place in the repository the line points to: a frame, `at F line N`, `path:line`. */
export function ownLocationIn(line: string): Location | undefined {
  const frame = frameOf(line)
  if (frame !== undefined) return frame.own ? frame : undefined
  const perl = PERL_AT.exec(line)?.[1]
  if (perl !== undefined && isOwnFile(normalizePath(perl))) return { file: normalizePath(perl) }
  for (const m of line.matchAll(PATH_LINE)) {
    const path = normalizePath(m[1] ?? '')
    if (isOwnFile(path)) return { file: path }
  }
  return undefined
}
