// Where a line points into the code: a stack frame (JavaScript, Java, Python, a native frame as
// valgrind and sanitizers print it), `at FILE line N.` or `in file FILE, line N`, or a bare
// `path:line`. A failure is located by the first such place in the repository: frames in
// dependencies, the runtime, the C library or a sanitizer's interceptors say where it
// surfaced, not what to fix.

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
// Ruby's `./lib/cart.rb:10:in 'total'` (a backtrace's later lines start `from `).
const RUBY_FRAME = /^\s*(?:#\s+|from\s+)?([^\s:]+):\d+:in [`'‘](.+)['’]$/
// `at 0x4011: sum (check.c:6)`, or a frame in a shared library: `by 0x48: free (in /usr/lib/x.so)`.
const NATIVE_FRAME = /^\s*(?:at|by) 0x[0-9A-Fa-f]+: (\S+) \((?:in )?([^\s()]+?)(?::\d+)?\)$/
// A sanitizer's numbered frame: `#1 0x55a5 in copy_name src/buffer.c:7`, a module and its
// offset when there is no source (`#5 0x55a5 in _start (/work/buffer+0x10f0)`), or, as the
// thread checker prints it, no address and the module after the source
// (`#0 bump src/counter.c:10 (counter+0x1200)`).
const SANITIZER_FRAME =
  /^\s*#\d+ (?:0x[0-9A-Fa-f]+ )?(?:in )?(?:(\S+) )?(?:\(([^\s()]+?)\+0x[0-9A-Fa-f]+\)|([^\s()]+?)(?::\d+){1,2}(?: \([^\s()]+\+0x[0-9A-Fa-f]+\))?)$/
// C and C++ reserve names that start with two underscores or one and a capital to the
// implementation: such a frame is the C library's or an interceptor's, wherever its source is.
const RESERVED_NAME = /^_[_A-Z]/
// The toolchain's own sources as its debug information names them: the sanitizers' runtime
// (GCC's libsanitizer, LLVM's compiler-rt), the C library's (`../sysdeps/...`, `../csu/...`) and
// a memory checker's replacements of the allocator (`free (vg_replace_malloc.c:540)`).
const RUNTIME_SOURCE = /(?:^|\/)(?:(?:libsanitizer|compiler-rt|sysdeps|csu)\/|vg_replace_)/
// `at t/calc.t line 9.`, `(in test file test/slug.bats, line 7)`, a Python frame quoted inside
// another tool's comment (`#   File "tests/a.py", line 10`): a file, then its line in words.
const FILE_LINE_WORDS =
  /(?:^|[\s("'`])(\.{0,2}\/?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*)["'`]?,? line \d+/g
// `src/a.js:12`, `./spec/x_spec.rb:5:in`, `(tests/a.py:3)`: a file with an extension, a line.
const PATH_LINE =
  /(?:^|[\s("'`[])(?:file:\/\/)?(\.{0,2}\/?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*):\d+/g

// `[tests/tst_stack.cpp(16)]`, `src\\App.cs(12,5)`: the line in parentheses after the file.
const PATH_PAREN_LINE =
  /(?:^|[\s("'`[])(\.{0,2}\/?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*)\(\d+(?:, ?\d+)?\)/g

// A file named by a key in a record: Erlang's `{file,"test/a_SUITE.erl"}`, `"file": "src/a.js"`.
const KEYED_FILE = /(?:\{file,\s*|["']file["']\s*:\s*)"([^"\s]+)"/g

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
  const sanitizer = SANITIZER_FRAME.exec(line)
  if (sanitizer !== null) return nativeFrame(sanitizer[3] ?? sanitizer[2] ?? '', sanitizer[1])
  // Native first: its `at 0x..: fn (file:line)` would read as a JavaScript frame too.
  const native = NATIVE_FRAME.exec(line)
  if (native !== null) return nativeFrame(native[2] ?? '', native[1])
  const m = JS_FRAME.exec(line)
  const py = m === null ? (PYTHON_FRAME.exec(line) ?? RUBY_FRAME.exec(line)) : null
  const [file, fn] = m !== null ? [m[2], m[1]] : [py?.[1], py?.[2]]
  if (file === undefined) return undefined
  const path = normalizePath(file)
  return { file: path, ...(fn === undefined ? {} : { fn }), own: isOwnFile(path) }
}

function nativeFrame(file: string, fn: string | undefined): Frame {
  const path = normalizePath(file)
  const own = isOwnFile(path) && !RESERVED_NAME.test(fn ?? '') && !RUNTIME_SOURCE.test(path)
  return { file: path, ...(fn === undefined ? {} : { fn }), own }
}

/** The first place in the repository the line points to: a frame, `F line N`, `path:line`. */
export function ownLocationIn(line: string): Location | undefined {
  const frame = frameOf(line)
  if (frame !== undefined) return frame.own ? frame : undefined
  const places = [FILE_LINE_WORDS, PATH_LINE, PATH_PAREN_LINE, KEYED_FILE].flatMap((shape) => [
    ...line.matchAll(shape)
  ])
  for (const m of places) {
    const path = normalizePath(m[1] ?? '')
    if (isOwnFile(path)) return { file: path }
  }
  return undefined
}

// A path the command names: `docs/guide.adoc`, `demo.db`, or a folder's files by a glob, `doc/*.texi`.
const COMMAND_PATH =
  /(?:^|[\s"'=])((?:[\w.@~+-]+\/)*)(\*|[\w.@~+-]+)(\.[A-Za-z]\w*)(?=[\s"';)]|$)/gm

/**
 * The file a tool named without its folder (`manual.texi:8: ...`), in the folder the command ran
 * it over: the one path of that name the command names, else the one folder whose files of that
 * kind it globs. A name the command does not settle stays as printed.
 */
export function inCommandFolder(file: string, command: string): string {
  if (file.includes('/')) return file
  const dot = file.lastIndexOf('.')
  if (dot <= 0) return file
  const named = new Set<string>()
  const globbed = new Set<string>()
  for (const [, folder = '', stem = '', ext = ''] of command.matchAll(COMMAND_PATH)) {
    if (`${stem}${ext}` === file) named.add(`${folder}${file}`)
    else if (stem === '*' && ext === file.slice(dot)) globbed.add(`${folder}${file}`)
  }
  const only = (paths: Set<string>): string | undefined =>
    paths.size === 1 ? normalizePath([...paths][0] ?? '') : undefined
  return only(named) ?? (named.size === 0 ? only(globbed) : undefined) ?? file
}

/** Whether the command names the file, or globs its folder's files of its kind (`schema/*.json`). */
export function readsFile(command: string, file: string): boolean {
  const slash = file.lastIndexOf('/')
  const dot = file.lastIndexOf('.')
  return [...command.matchAll(COMMAND_PATH)].some(([, folder = '', stem = '', ext = '']) => {
    const path = normalizePath(`${folder}${stem}${ext}`)
    if (stem !== '*') return path === file
    return dot > slash && path === `${file.slice(0, slash + 1)}*${file.slice(dot)}`
  })
}

// An option that names what the tool writes, not what it reads: `-o build/guide.pdf`.
const OUTPUT_OPTION = /(?:^|\s)(?:-o|--out|--output|--outfile|--output-file)[\s=]?$/

/** The repository's files the command reads, each once: `pandoc -o x.pdf docs/guide.md`. */
export function filesIn(command: string): string[] {
  const files = [...command.matchAll(COMMAND_PATH)].flatMap((m) => {
    const [, folder = '', stem = '', ext = ''] = m
    const path = normalizePath(`${folder}${stem}${ext}`)
    const output = OUTPUT_OPTION.test(command.slice(Math.max(0, m.index - 20), m.index + 1))
    return stem === '*' || output || !isOwnFile(path) ? [] : [path]
  })
  return [...new Set(files)]
}
