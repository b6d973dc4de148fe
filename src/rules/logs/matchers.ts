// The table of tool outputs the scanner recognises. Each matcher names literal `needles`, one
// of which every line it can match contains: the scanner finds needles with one regex per line
// and runs only the matchers whose needle is present, so the per-tool regexes never see the
// noise. Matchers run in table order; the first that returns a hit, or CONTEXT for a line that
// only sets state (a file header), claims the line.

import { assertionFailed, classFromCommand } from './cues.js'
import { esbuildMessage, mavenArtifact, pytestParts, splitTail } from './line-parts.js'
import { normalizeName, normalizePath, normalizeText, shorten } from './normalize.js'
import type { DetectedClass, Tool } from './types.js'

/** What a matcher read from one line. */
export interface Hit {
  readonly tool: Tool
  readonly failureClass: DetectedClass
  readonly test?: string
  readonly code?: string
  readonly file?: string
  /** Normalized message, for tools whose errors carry no code. */
  readonly detail?: string
  /** The line to quote when it is not the one just read (rustc's error above its ` --> `). */
  readonly line?: string
  /** A wrapper's echo of a failure (make's `*** [target] Error 1`, go's `FAIL <package>`). */
  readonly secondary?: true
}

/** A region's answer for a line that is no failure but worth keeping as an error line. */
export const KEY = 'key'

/** What a region read from a line. */
export type RegionRead = Hit | typeof KEY | undefined

/** Multi-line output that has to be read line by line, past the needle filter. */
type Region =
  | { readonly kind: 'junit'; readonly until: number }
  | { readonly kind: 'mocha'; readonly until: number; title: string[] | undefined }
  | { readonly kind: 'ctest'; readonly until: number }
  | { readonly kind: 'pip-conflict'; readonly until: number }
  /** A failure whose file or rule comes on one of the next few lines. */
  | { readonly kind: 'follow'; readonly until: number; readonly read: (line: string) => RegionRead }

/** State carried from line to line within one step. */
export interface MatchContext {
  lineNumber: number
  /** The step's command, as its `Run ...` header shows it. */
  stepCommand: string
  /** The formatter a check-mode step runs (`gofmt -l`, `prettier -l`): it lists bare files. */
  formatter: string | undefined
  /** Test file from the last jest/vitest `FAIL <file>` header. */
  testFile: string | undefined
  /** File from the last eslint or shellcheck header. */
  lintFile: string | undefined
  /** node --test suite names by depth (TAP `# Subtest:` / spec `▶`). */
  suitePath: string[]
  /** node --test spec reporter: the closing `failing tests` recap repeats what was read. */
  specRecap: boolean
  /** A rustc error waiting for its ` --> file` line. */
  arrow: { readonly code: string; readonly lineNumber: number; readonly line: string } | undefined
  /** The last ` --> file` line: where the diagnostic a note under it explains is. */
  rustFile: { readonly file: string; readonly lineNumber: number } | undefined
  region: Region | undefined
}

const FORMATTER =
  /\b(gofmt|goimports|rustfmt|cargo fmt|prettier|clang-format|black|isort|ruff format|dprint|biome format)\b/

export function newMatchContext(stepCommand: string): MatchContext {
  return {
    lineNumber: 0,
    stepCommand,
    formatter: FORMATTER.exec(stepCommand)?.[1],
    testFile: undefined,
    lintFile: undefined,
    suitePath: [],
    specRecap: false,
    arrow: undefined,
    rustFile: undefined,
    region: undefined
  }
}

/** A matcher's answer for a line that only updated the context. */
export const CONTEXT = 'context'

export interface Matcher {
  /** Literals, one of which every line this matcher reads contains. */
  readonly needles: readonly string[]
  readonly pattern: RegExp
  /** A failure, CONTEXT, or undefined when the line is not this tool's after all. */
  readonly read: (m: RegExpExecArray, ctx: MatchContext) => Hit | typeof CONTEXT | undefined
}

const REGION_SPAN = 5000

const test = (tool: Tool, name: string, file?: string): Hit => ({
  tool,
  failureClass: 'test',
  test: normalizeName(name),
  ...(file === undefined ? {} : { file: normalizePath(file) })
})

const coded = (
  tool: Tool,
  failureClass: DetectedClass,
  code: string | undefined,
  file?: string,
  detail?: string
): Hit => ({
  tool,
  failureClass,
  ...(code === undefined ? {} : { code }),
  ...(file === undefined ? {} : { file: normalizePath(file) }),
  ...(detail === undefined ? {} : { detail: shorten(normalizeText(detail), 80) })
})

const infra = (code: string, detail?: string): Hit => ({
  tool: 'system',
  failureClass: 'infra',
  code,
  ...(detail === undefined || detail === '' ? {} : { detail })
})

/** A module path as an identity: workspace-relative when it is a file, as written otherwise. */
const moduleName = (module: string): string =>
  module.startsWith('/') || /^[A-Za-z]:\\/.test(module) ? normalizePath(module) : module

/** A module a bundler could not resolve, named with the file that imports it. */
const unresolved = (tool: Tool, module: string, importer?: string): Hit => ({
  tool,
  failureClass: 'build',
  ...(importer === undefined ? {} : { file: normalizePath(importer) }),
  detail: `unresolved ${moduleName(module)}`
})

const missingModule = (tool: Tool, code: string | undefined, module: string, importer?: string) =>
  ({
    tool,
    failureClass: 'dependency',
    ...(code === undefined ? {} : { code }),
    ...(importer === undefined ? {} : { file: normalizePath(importer) }),
    detail: moduleName(module)
  }) satisfies Hit

const bundler = (line: string, ctx: MatchContext): Tool =>
  line.includes('[vite]') || /\bvite\b/.test(ctx.stepCommand) ? 'vite' : 'rollup'

// Needles as specific as the lines they find: most lines of a busy log mention an error, npm
// or a .py file, and every line a needle finds costs a dispatch.
const NPM_ERROR = ['npm ERR!', 'npm error']
// A linter's `path.py:12:5:`, not pytest's `path.py::test`.
const PY_LINE = [...'123456789'].map((digit) => `.py:${digit}`)

/** Read the next few lines (past the needle filter) for the rest of this failure. */
function follow(ctx: MatchContext, span: number, read: (line: string) => RegionRead): void {
  ctx.region = { kind: 'follow', until: ctx.lineNumber + span, read }
}

// Where a network failure went: the host names it apart from a failure to reach another one.
// Most specific first: git names the URL it fetched before the host it could not resolve.
const HOSTS: readonly RegExp[] = [
  /(?:resolve host:? |getaddrinfo [A-Z_]+ |ENOTFOUND |EAI_AGAIN |connect to |connect E[A-Z]+ )['"[]?([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/,
  /https?:\/\/([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/
]

const hostIn = (line: string): string | undefined => {
  for (const host of HOSTS) {
    const found = host.exec(line)?.[1]
    if (found !== undefined) return found
  }
  return undefined
}

// Signals a crashing process dies of, as bash words them.
const SIGNALS: Readonly<Record<string, string>> = {
  'Segmentation fault': 'SIGSEGV',
  Aborted: 'SIGABRT',
  'Bus error': 'SIGBUS',
  'Floating point exception': 'SIGFPE',
  'Illegal instruction': 'SIGILL'
}

const crash = (command: string, signal: string): Hit =>
  test('crash', `${normalizeText(command)} (${signal})`)

// Exit codes with a meaning of their own. 126/127 and the signals are read more precisely from
// the shell's own line when there is one, so the exit code only stands in for it.
const EXIT_CODES: Readonly<Record<number, (command: string) => Hit>> = {
  124: (command) => infra('timeout', normalizeText(command)),
  126: (command) => ({ ...infra('not-executable', normalizeText(command)), secondary: true }),
  127: (command) => ({ ...infra('command-not-found', normalizeText(command)), secondary: true }),
  134: (command) => ({ ...crash(command, 'SIGABRT'), secondary: true }),
  135: (command) => ({ ...crash(command, 'SIGBUS'), secondary: true }),
  136: (command) => ({ ...crash(command, 'SIGFPE'), secondary: true }),
  137: (command) => infra('oom', normalizeText(command)),
  139: (command) => ({ ...crash(command, 'SIGSEGV'), secondary: true }),
  143: (command) => infra('terminated', normalizeText(command))
}

/** What a step's exit code alone says about it, with the step's command as the subject. */
export function exitCodeHit(code: number, command: string): Hit | undefined {
  return EXIT_CODES[code]?.(command)
}

/** How far a clippy note sits below its diagnostic's ` --> ` line, at most. */
const RUST_NOTE_LINES = 12
const PYRIGHT_RULE = /\((report\w+)\)$/
const FLOW_RULE = /\[([\w-]+)\]$/
const ESBUILD_LOCATION = /^\s+(\S+?):\d+:\d+:$/
const WEBPACK_UNRESOLVED = /^Module not found: (?:Error: )?Can't resolve '([^']+)'/
const GO_TEST_FILE = /^\s+\w+_test\.go:\d+: /
// What `^\s+symbol:\s+(.+)$` reads (the symbol, or the last blank when nothing follows them)
// without trying every split of the blanks between `\s+` and `.+` when a line end follows.
const JAVAC_SYMBOL = /^\s+symbol:\s+(\S.*|[^\S\n\r\u2028\u2029])$/

/** Depth of a node --test line: TAP indents 4 spaces a level, the spec reporter 2. */
const depth = (indent: string, width: number): number => Math.floor(indent.length / width)

/** A suite heading of node --test: the suite path is cut to its level and the suite named there. */
function enterSuite(ctx: MatchContext, level: number, name: string): typeof CONTEXT {
  ctx.suitePath.length = level
  ctx.suitePath[level] = normalizeName(name)
  return CONTEXT
}

function suiteTest(ctx: MatchContext, level: number, name: string): Hit {
  const path = [...ctx.suitePath.slice(0, level), name]
  return test('node-test', path.join('>'))
}

// npm reports network and disk trouble with the same `code` line as dependency errors.
const NPM_INFRA_CODES: Readonly<Record<string, string>> = {
  ECONNRESET: 'network',
  ETIMEDOUT: 'network',
  ECONNREFUSED: 'network',
  ENOTFOUND: 'network',
  EAI_AGAIN: 'network',
  ENETUNREACH: 'network',
  ENOSPC: 'disk-full',
  ENOMEM: 'oom'
}

// A network error counts when the line reports a failure, not when a tool says it will retry.
const NETWORK_FAILURE = /\b(?:error|Error|ERROR|ERR!|fatal|failed|FAILED)\b/

const network = (needle: string, pattern: RegExp, always = false): Matcher => ({
  needles: [needle],
  pattern,
  read: (m) =>
    always || NETWORK_FAILURE.test(m.input) ? infra('network', hostIn(m.input)) : undefined
})

// Test titles first: a test named after an error (`● retries on ECONNRESET`) is a test.
export const MATCHERS: readonly Matcher[] = [
  // ---------------------------------------------------------------- test runners
  {
    // jest (and vitest's file lines): the file whose failures follow.
    needles: ['FAIL'],
    pattern: /^\s*FAIL\s+(\S+\.\w+)(?:\s+\([\d.]+\s*m?s\))?$/,
    read: (m, ctx) => {
      ctx.testFile = normalizePath(m[1] ?? '')
      return CONTEXT
    }
  },
  {
    // ^\s*FAIL\s+(\S+\.\w+) > (.+?)(?:\s+\d+ms)?$, its title split off in one pass.
    needles: ['FAIL'],
    pattern: /^\s*FAIL\s+(\S+\.\w+) > /,
    read: (m) => {
      const title = splitTail(m.input, m[0].length, /^\d+ms$/)?.head
      return title === undefined ? undefined : test('vitest', title.split(' > ').join('>'), m[1])
    }
  },
  {
    needles: ['●'],
    pattern: /^\s*● (?!Console$|Deprecation Warning|Validation (?:Error|Warning))(.+)$/,
    read: (m, ctx) => {
      const name = m[1] === 'Test suite failed to run' ? '(suite failed to run)' : (m[1] ?? '')
      return test('jest', name.split(' › ').join('>'), ctx.testFile)
    }
  },
  {
    // pytest's summary (`FAILED path::test - msg`, `ERROR path`) and its -v progress lines: the
    // pattern finds the lines, pytestParts reads them.
    needles: ['FAIL', 'ERROR'],
    pattern: /^(?:(?:FAILED|ERROR) |\S+?\.py::)/,
    read: (m) => {
      const parts = pytestParts(m.input)
      if (parts === undefined) return undefined
      return test('pytest', (parts.test ?? '(collection)').replace(/::/g, '>'), parts.file)
    }
  },
  {
    // unittest names a test `name (module.Class.name)`; before Python 3.11 without the name.
    needles: ['FAIL', 'ERROR'],
    pattern: /^(?:FAIL|ERROR): (\w+) \(([\w.]+)\)/,
    read: (m) => {
      const name = m[1] ?? ''
      const where = m[2] ?? ''
      return test('unittest', where.endsWith(`.${name}`) ? where : `${where}.${name}`)
    }
  },
  {
    needles: ['FAIL'],
    pattern: /^\s*--- FAIL: (\S+) \(/,
    read: (m, ctx) => {
      // The test's own file:line report follows: kept for the summary.
      follow(ctx, 2, (line) => (GO_TEST_FILE.test(line) ? KEY : undefined))
      return test('go-test', m[1] ?? '')
    }
  },
  {
    // The package line repeats what `--- FAIL` said; alone it names a package that panicked.
    needles: ['FAIL'],
    pattern: /^FAIL\s+(\S+)\s+(?:[\d.]+s|\[build failed\]|\[setup failed\])$/,
    read: (m) => ({ ...test('go-test', m[1] ?? ''), secondary: true })
  },
  {
    needles: ['FAIL'],
    pattern: /^The following tests FAILED:$/,
    read: (_m, ctx) => {
      ctx.region = { kind: 'ctest', until: ctx.lineNumber + REGION_SPAN }
      return CONTEXT
    }
  },
  {
    needles: Object.keys(SIGNALS),
    // A line end (a CR, U+2028) anywhere makes it no match: tested first, so the rest of the line
    // is not read again after each `line N: N ` in vain.
    pattern:
      /^(?=[^\n\r\u2028\u2029]*$)(?:.*line \d+: +\d+ )?(Segmentation fault|Aborted|Bus error|Floating point exception|Illegal instruction)(?: +\(core dumped\))?(?: +(\S.*))?$/,
    // Only the shell's job line (`line 2:  4242 Aborted  ./x`) names a command after the signal:
    // `Aborted with 1 warnings in strict mode!` on a line of its own is a tool's sentence.
    read: (m, ctx) =>
      m[2] !== undefined && m[0].startsWith(m[1] ?? '')
        ? undefined
        : crash(m[2] ?? ctx.stepCommand, SIGNALS[m[1] ?? ''] ?? '')
  },
  {
    // cargo: a test binary killed by a signal.
    needles: ["didn't exit successfully"],
    // `(\S+)[^`]*`` split: what follows the binary is a blank and its arguments, or the backtick.
    pattern: /process didn't exit successfully: `(\S+)(?:\s[^`]*)?` \(signal: \d+, (SIG\w+)/,
    read: (m) => crash(normalizePath(m[1] ?? '').replace(/-[0-9a-f]{16}$/, ''), m[2] ?? '')
  },
  {
    needles: ['FAIL'],
    pattern: /^test (\S+) \.\.\. FAILED$/,
    read: (m) => test('cargo-test', m[1] ?? '')
  },
  {
    // Surefire 3 (`pkg.Class.method -- Time elapsed`) and 2 (`method(pkg.Class)  Time elapsed`).
    needles: ['<<< '],
    pattern:
      /^\[ERROR\] (?:([\w.$]+)\.([\w$]+) -- |([\w$]+)\(([\w.$]+)\)\s+)Time elapsed.*<<< (?:FAILURE|ERROR)!$/,
    read: (m) => test('junit', `${m[1] ?? m[4] ?? ''}.${m[2] ?? m[3] ?? ''}`)
  },
  {
    needles: ['There w'],
    pattern: /^There (?:was|were) \d+ failures?:$/,
    read: (_m, ctx) => {
      ctx.region = { kind: 'junit', until: ctx.lineNumber + REGION_SPAN }
      return CONTEXT
    }
  },
  {
    needles: ['failing'],
    pattern: /^\s+\d+ failing$/,
    read: (_m, ctx) => {
      ctx.region = { kind: 'mocha', until: ctx.lineNumber + REGION_SPAN, title: undefined }
      return CONTEXT
    }
  },
  {
    needles: ['# Subtest: '],
    pattern: /^(\s*)# Subtest: (.+)$/,
    read: (m, ctx) => enterSuite(ctx, depth(m[1] ?? '', 4), m[2] ?? '')
  },
  {
    needles: ['not ok '],
    // A line end after the dash makes it no match: tested first, so the rest of the line is not
    // read again from each ` # SKIP` in vain.
    pattern: /^(\s*)not ok \d+ - (?=[^\n\r\u2028\u2029]*$)(.+?)( # (?:SKIP|TODO)\b.*)?$/,
    read: (m, ctx) => {
      if (m[3] !== undefined) return CONTEXT
      const hit = suiteTest(ctx, depth(m[1] ?? '', 4), m[2] ?? '')
      // Outside any `# Subtest:` the name may be an assertion's message under a group a plain
      // comment names: the generic reader reads that shape, and the place in the diagnostics.
      return ctx.suitePath.length === 0 ? { ...hit, secondary: true } : hit
    }
  },
  {
    needles: ['▶ '],
    pattern: /^(\s*)▶ (.+)$/,
    read: (m, ctx) => enterSuite(ctx, depth(m[1] ?? '', 2), m[2] ?? '')
  },
  {
    needles: ['✖ '],
    // node's spec reporter; the duration sets it apart from eslint's `✖ 3 problems` line.
    pattern: /^(\s*)✖ (?:(.+?) \([\d.]+m?s\)|(failing tests:))$/,
    read: (m, ctx) => {
      if (m[3] !== undefined) ctx.specRecap = true
      if (ctx.specRecap || m[2] === undefined) return CONTEXT
      const level = depth(m[1] ?? '', 2)
      // A suite's own line closes it; its failing tests were already read.
      if (ctx.suitePath[level] === normalizeName(m[2])) return CONTEXT
      return suiteTest(ctx, level, m[2])
    }
  },

  // ---------------------------------------------------------------- dependencies
  {
    // An ERESOLVE names the installed version and the peer range that rejects it.
    needles: NPM_ERROR,
    // Each `\S+@\S+` ends the line: checked first, so its `@` is looked for once.
    pattern:
      /^npm (?:ERR!|error) (?:Found: (?=\S+$)(\S+@\S+)|Conflicting peer dependency: (?=\S+$)(\S+@\S+)|((?:peer |peerOptional )?\S+@"[^"]*" from (?=\S+$)\S+@\S+))$/,
    read: (m) => ({
      tool: 'npm',
      failureClass: 'dependency',
      code: 'ERESOLVE',
      detail: m[1] === undefined ? (m[2] ?? m[3] ?? '') : `found ${m[1]}`
    })
  },
  {
    needles: ['conflict is caused by'],
    pattern: /^The conflict is caused by:$/,
    read: (_m, ctx) => {
      ctx.region = { kind: 'pip-conflict', until: ctx.lineNumber + REGION_SPAN }
      return CONTEXT
    }
  },
  {
    needles: ['No module named', 'cannot import name'],
    pattern:
      /\b(ModuleNotFoundError|ImportError): (?:No module named '([\w.]+)'|cannot import name '(\w+)' from '([\w.]+)')/,
    read: (m) => missingModule('python', m[1], m[2] ?? `${m[4] ?? ''}.${m[3] ?? ''}`)
  },
  {
    // node's CommonJS and ESM loaders, and jest's resolver.
    needles: ['Cannot find module', 'Cannot find package'],
    pattern:
      /(?:^\s*|Error(?: \[ERR_MODULE_NOT_FOUND\])?: )Cannot find (?:module|package) '([^']+)'(?: from '([^']+)'| imported from (\S+))?/,
    read: (m) => missingModule('node', undefined, m[1] ?? '', m[2] ?? m[3])
  },
  {
    needles: ['go.sum entry', 'module provides package', 'module providing package'],
    pattern:
      /(?:missing go\.sum entry for module providing package|no required module provides package|cannot find module providing package) ([^\s;:]+)/,
    read: (m) => missingModule('go', undefined, m[1] ?? '')
  },
  {
    needles: ['go: '],
    pattern: /^go: ([\w.~-]+(?:\/[\w.~-]+)+)@\S+?: /,
    read: (m) => missingModule('go', undefined, m[1] ?? '')
  },
  {
    needles: ['By not providing "Find', 'Could NOT find ', 'configuration file provided by'],
    pattern:
      /By not providing "Find(\S+?)\.cmake"|Could NOT find (\S+)|configuration file provided by "([^"]+)"/,
    read: (m) => missingModule('cmake', undefined, `find_package ${m[1] ?? m[2] ?? m[3] ?? ''}`)
  },
  {
    needles: ["No package '"],
    pattern: /No package '([^']+)' found/,
    read: (m) => missingModule('cmake', undefined, `pkg-config ${m[1] ?? ''}`)
  },
  {
    needles: NPM_ERROR,
    pattern: /^npm (?:ERR!|error) code (E[A-Z0-9_]+)$/,
    read: (m) => {
      const code = m[1] ?? ''
      const trouble = NPM_INFRA_CODES[code]
      return trouble === undefined ? coded('npm', 'dependency', code) : infra(trouble)
    }
  },
  {
    needles: NPM_ERROR,
    pattern:
      /^npm (?:ERR!|error) 404\s+(?:The requested resource )?'((?:@[^/'\s]+\/)?[^@'\s]+)@[^']*' (?:is not in|could not be found)/,
    read: (m) => ({ tool: 'npm', failureClass: 'dependency', code: 'E404', detail: m[1] ?? '' })
  },
  {
    needles: NPM_ERROR,
    pattern: /^npm (?:ERR!|error) notarget No matching version found for ((?:@[^/\s]+\/)?[^@\s]+)@/,
    read: (m) => ({ tool: 'npm', failureClass: 'dependency', code: 'ETARGET', detail: m[1] ?? '' })
  },
  {
    needles: ['ERROR'],
    pattern:
      /^ERROR: (?:Could not find a version that satisfies the requirement|No matching distribution found for) ([A-Za-z0-9][\w.-]*)/,
    read: (m) => ({ tool: 'pip', failureClass: 'dependency', detail: (m[1] ?? '').toLowerCase() })
  },
  {
    needles: ['ERROR'],
    pattern: /^ERROR: (ResolutionImpossible|Cannot install .* conflicting dependencies)/,
    read: () => ({ tool: 'pip', failureClass: 'dependency', detail: 'conflict' })
  },
  {
    // The artifact of ^\[ERROR\] .*(cause).*?(?:artifact|Plugin) ([\w.-]+:[\w.-]+), in one pass.
    needles: ['ERROR'],
    pattern: /^\[ERROR\] .*(?:Could not resolve dependencies for project|could not be resolved)/,
    read: (m) => {
      const artifact = mavenArtifact(m.input)
      return artifact === undefined
        ? undefined
        : { tool: 'maven', failureClass: 'dependency', detail: artifact }
    }
  },
  {
    needles: ['error: '],
    pattern:
      /^error: (?:no matching package named `([^`]+)`|failed to select a version for (?:the requirement )?`([^`= ]+)|failed to get `([^`]+)` as a dependency)/,
    read: (m) => ({
      tool: 'cargo',
      failureClass: 'dependency',
      detail: m[1] ?? m[2] ?? m[3] ?? ''
    })
  },

  // ---------------------------------------------------------------- type checkers
  {
    needles: ['error TS'],
    pattern:
      /^\s*(?:(\S.*?)(?:\(\d+,\d+\):|:\d+:\d+ -) )?error (TS\d+):(?: Cannot find module '([^'.][^']*)')?/,
    // A package the compiler cannot find is a dependency, named; a relative import is a type error.
    read: (m) =>
      m[3] === undefined ? coded('tsc', 'type', m[2], m[1]) : missingModule('tsc', m[2], m[3], m[1])
  },
  {
    // ^(\S+?\.pyi?):\d+(?::\d+)?: error: (.*?)(?:\s+\[([\w-]+)\])?$, its code split off in one pass.
    needles: ['error: '],
    pattern: /^(\S+?\.pyi?):\d+(?::\d+)?: error: /,
    read: (m) => {
      const split = splitTail(m.input, m[0].length, /^\[([\w-]+)\]$/, 0)
      if (split === undefined) return undefined
      const code = split.tail?.[1]
      return code === undefined
        ? coded('mypy', 'type', undefined, m[1], split.head)
        : coded('mypy', 'type', code, m[1])
    }
  },
  {
    // pyright; a long message wraps, and its rule ends the last line.
    needles: ['error: '],
    pattern: /^\s*(\S+?\.pyi?):\d+:\d+ - error: .*?(?:\((report\w+)\))?$/,
    read: (m, ctx) => {
      if (m[2] !== undefined) return coded('pyright', 'type', m[2], m[1])
      const file = m[1]
      follow(ctx, 8, (line) => {
        const rule = line.includes(' - error: ') ? undefined : PYRIGHT_RULE.exec(line)?.[1]
        return rule === undefined ? undefined : coded('pyright', 'type', rule, file)
      })
      return CONTEXT
    }
  },
  {
    needles: ['Error -'],
    pattern: /^Error -+ (\S+?):\d+:\d+$/,
    read: (m, ctx) => {
      const file = m[1]
      follow(ctx, 6, (line) => {
        const rule = FLOW_RULE.exec(line)?.[1]
        return rule === undefined ? undefined : coded('flow', 'type', rule, file)
      })
      return CONTEXT
    }
  },

  // ---------------------------------------------------------------- compilers
  {
    // Python and JavaScript that does not parse: wherever it surfaces, the code does not build.
    needles: ['SyntaxError: ', 'IndentationError: ', 'TabError: '],
    pattern: /^(?:E\s+)?(?:Uncaught )?(SyntaxError|IndentationError|TabError): (.+)$/,
    read: (m, ctx) =>
      coded(
        /python|pytest|\.py\b/.test(ctx.stepCommand) ? 'python' : 'node',
        'build',
        m[1],
        undefined,
        m[2]
      )
  },
  {
    needles: ['error['],
    pattern: /^error\[(E\d{4})\]: /,
    read: (m, ctx) => {
      const code = m[1] ?? ''
      ctx.arrow = { code, lineNumber: ctx.lineNumber, line: m.input }
      return coded('rustc', 'build', code)
    }
  },
  {
    needles: ['--> '],
    pattern: /^\s*--> (\S+?):\d+:\d+$/,
    read: (m, ctx) => {
      const pending = ctx.arrow
      ctx.arrow = undefined
      ctx.rustFile = { file: m[1] ?? '', lineNumber: ctx.lineNumber }
      return pending !== undefined && ctx.lineNumber - pending.lineNumber <= 2
        ? { ...coded('rustc', 'build', pending.code, m[1]), line: pending.line }
        : undefined
    }
  },
  {
    needles: ['error: '],
    pattern:
      // A trailing bracket names the flag that made a warning fatal, or a checker's rule
      // (cppcheck, clang-tidy print their findings in the compiler's shape).
      /^(\S+?\.(?:c|cc|cpp|cxx|c\+\+|h|hh|hpp|hxx|m|mm|cu)):\d+(?::\d+)?: (?:fatal )?error: (.*?)(?: \[(-W[\w=-]+|[A-Za-z][\w.,-]*)\])?$/,
    read: (m) => {
      // A doc tool's warning made fatal (`... (warning treated as error, aborting now)`) is no
      // compile error: the generic reader's promoted warnings read it.
      if (/\bwarning treated as error\b/.test(m[2] ?? '')) return undefined
      // A test framework's failed check in the compiler's shape (`error: Failure in TEST(Cart,
      // Adds)`) is a test's failure: the generic reader reads it.
      if (assertionFailed(m[2] ?? '')) return undefined
      if (m[3] === '-Wclang-format-violations')
        return coded('clang-format', 'lint', undefined, m[1])
      if (m[3] === undefined)
        return coded('cc', 'build', undefined, m[1], (m[2] ?? '').replace(/[;(].*$/, ''))
      // A check's name, not a compiler flag: a static analyser's finding (cppcheck, clang-tidy).
      return m[3].startsWith('-W')
        ? coded('cc', 'build', m[3].replace('-Werror=', '-W'), m[1])
        : coded('cc', 'lint', m[3].split(',')[0], m[1])
    }
  },
  {
    needles: ['undefined reference'],
    pattern: /undefined reference to [`'‘]([^'’`]+)['’`]/,
    read: (m) => coded('cc', 'build', undefined, undefined, `undefined reference to ${m[1]}`)
  },
  {
    needles: ['error: '],
    pattern: /^(\S+?\.java):\d+: error: (.+)$/,
    read: (m, ctx) => {
      const hit = coded('javac', 'build', undefined, m[1], m[2])
      // `cannot find symbol` names the symbol two lines down, under the source and caret.
      follow(ctx, 4, (line) => {
        const symbol = JAVAC_SYMBOL.exec(line)?.[1]
        return symbol === undefined
          ? undefined
          : { ...hit, detail: `${hit.detail ?? ''}:${normalizeText(symbol)}` }
      })
      return hit
    }
  },
  {
    needles: ['ERROR'],
    pattern: /^\[ERROR\] (\S+?\.java):\[\d+,\d+\] (.+)$/,
    read: (m) => coded('javac', 'build', undefined, m[1], m[2])
  },
  {
    needles: ['No rule to make target'],
    pattern: /No rule to make target [`'‘]([^'’`]+)['’`](?:, needed by [`'‘]([^'’`]+)['’`])?/,
    read: (m) =>
      coded('make', 'build', undefined, undefined, `no rule for ${m[1] ?? ''} <- ${m[2] ?? ''}`)
  },
  {
    // make echoes the recipe that failed; what failed inside it was read above it.
    needles: ['*** ['],
    // The target ends at the first `]`, which a blank must follow: checked first, so each
    // `file:line: ` before it is not read on from.
    pattern: /^g?make(?:\[\d+\])?: \*\*\* \[(?=[^\]]+\] )(?:[^\]]*?:\d+: )?([^\]]+)\] /,
    read: (m) => {
      const target = normalizePath(m[1] ?? '')
      return {
        tool: 'make',
        failureClass: classFromCommand(target) ?? 'build',
        detail: target,
        secondary: true
      }
    }
  },
  {
    needles: ['CMake Error'],
    pattern: /^CMake Error(?: at (\S+?):\d+ \((\w+)\))?: ?(.*)$/,
    read: (m, ctx) => {
      if (m[1] === undefined) return coded('cmake', 'build', undefined, undefined, m[3])
      const file = normalizePath(m[1])
      // find_package and CMake's own modules: the package lines below say what is missing.
      if (m[2] === 'find_package' || file.startsWith('/')) return CONTEXT
      const command = m[2] ?? ''
      follow(ctx, 3, (line) =>
        line.trim() === ''
          ? undefined
          : coded('cmake', 'build', undefined, file, `${command}: ${line}`)
      )
      return CONTEXT
    }
  },
  {
    // ^(?:✘|X) \[ERROR\] (.+?)(?: \[plugin [^\]]+\])?$, its message split off in one pass.
    needles: ['[ERROR]'],
    pattern: /^(?:✘|X) \[ERROR\] /,
    read: (m, ctx) => {
      const message = esbuildMessage(m.input, m[0].length)
      if (message === undefined) return undefined
      const module = /^Could not resolve "([^"]+)"/.exec(message)?.[1]
      follow(ctx, 5, (line) => {
        const file = ESBUILD_LOCATION.exec(line)?.[1]
        if (file === undefined) return undefined
        return module === undefined
          ? coded('esbuild', 'build', undefined, file, message)
          : unresolved('esbuild', module, file)
      })
      return CONTEXT
    }
  },
  {
    needles: ['ERROR'],
    pattern: /^ERROR in (\S+)/,
    read: (m, ctx) => {
      const file = (m[1] ?? '').replace(/:\d+:\d+$/, '')
      follow(ctx, 3, (line) => {
        if (line.trim() === '') return undefined
        const module = WEBPACK_UNRESOLVED.exec(line)?.[1]
        return module === undefined
          ? coded('webpack', 'build', undefined, file, line)
          : unresolved('webpack', module, file)
      })
      return CONTEXT
    }
  },
  {
    needles: ["Can't resolve '"],
    pattern: WEBPACK_UNRESOLVED,
    read: (m) => unresolved('webpack', m[1] ?? '')
  },
  {
    // vite (through rollup or rolldown) and rollup itself.
    needles: ['failed to resolve import', 'Could not resolve "', "Could not resolve '"],
    pattern:
      /(?:failed to resolve import|Could not resolve) ["']([^"']+)["'] (?:from|in) ["']?([^"'\s]+?)["']?\.?$/,
    read: (m, ctx) => unresolved(bundler(m.input, ctx), m[1] ?? '', m[2])
  },
  {
    needles: ['is not exported by'],
    pattern: /"([^"]+)" is not exported by "([^"]+)", imported by "([^"]+)"/,
    read: (m, ctx) => ({
      tool: bundler(m.input, ctx),
      failureClass: 'build',
      file: normalizePath(m[3] ?? ''),
      detail: `${m[1] ?? ''} not exported by ${normalizePath(m[2] ?? '')}`
    })
  },
  {
    // golangci-lint names its linter last; plain `go vet` output only differs by the command.
    needles: ['.go:'],
    pattern: /^(vet: )?(\S+?\.go):\d+(?::\d+)?: (.+?)(?: \((\w+)\))?$/,
    read: (m, ctx) => {
      if (m[4] !== undefined) return coded('go-vet', 'lint', m[4], m[2])
      const vetting = m[1] === undefined && /\bvet\b/.test(ctx.stepCommand)
      return vetting
        ? coded('go-vet', 'lint', undefined, m[2], m[3])
        : coded('go', 'build', undefined, m[2], m[3])
    }
  },

  // ---------------------------------------------------------------- linters
  {
    // clippy names the lint that denied the build in a note under the error.
    needles: ['(clippy::', '-D clippy::'],
    pattern: /(?:#\[deny\(|-D )(clippy::[\w-]+)/,
    // `-D warnings` spells the lint with dashes, `#[deny]` with underscores. The file is the
    // ` --> ` line's above it, a few lines of source and help apart.
    read: (m, ctx) =>
      coded(
        'clippy',
        'lint',
        (m[1] ?? '').replace(/-/g, '_'),
        ctx.rustFile !== undefined && ctx.lineNumber - ctx.rustFile.lineNumber <= RUST_NOTE_LINES
          ? ctx.rustFile.file
          : undefined
      )
  },
  {
    // ^\s+\d+:\d+ {2}error {2}.+?(?:\s{2,}(@?[\w-]+(?:\/[\w-]+)*))?$, its rule split off in one pass.
    needles: ['  error  '],
    pattern: /^\s+\d+:\d+ {2}error {2}/,
    read: (m, ctx) => {
      const split = splitTail(m.input, m[0].length, /^(@?[\w-]+(?:\/[\w-]+)*)$/, 1, 2)
      if (split === undefined) return undefined
      return coded('eslint', 'lint', split.tail?.[1] ?? 'eslint', ctx.lintFile)
    }
  },
  {
    needles: PY_LINE,
    pattern: /^(\S+?\.py):\d+:\d+: [CRWEFI]\d{4}: .*\(([\w-]+)\)$/,
    read: (m) => coded('pylint', 'lint', m[2], m[1])
  },
  {
    needles: PY_LINE,
    pattern: /^(\S+?\.pyi?):\d+:\d+: ([A-Z]{1,3}\d{2,4}) /,
    read: (m) => coded('flake8', 'lint', m[2], m[1])
  },
  {
    needles: ['In '],
    pattern: /^In (\S+) line \d+:$/,
    read: (m, ctx) => {
      ctx.lintFile = normalizePath(m[1] ?? '')
      return CONTEXT
    }
  },
  {
    // shellcheck's default output (`^-- SC2086 (info): ...` under its header) and `-f gcc`.
    needles: ['SC'],
    pattern:
      /\^-*\^? (SC\d{4}) \((?:error|warning|info|style)\):|^(\S+?):\d+:\d+: \w+: .*\[(SC\d{4})\]$/,
    read: (m, ctx) => coded('shellcheck', 'lint', m[1] ?? m[3], m[2] ?? ctx.lintFile)
  },
  {
    needles: ['[warn]'],
    pattern: /^\[warn\] (\S+)$/,
    read: (m) => coded('prettier', 'lint', undefined, m[1])
  },
  {
    needles: ['ould reformat'],
    pattern: /^(?:would reformat|(Would reformat:)) (\S+)$/,
    read: (m) => coded(m[1] === undefined ? 'black' : 'ruff', 'lint', undefined, m[2])
  },
  {
    needles: ['Imports are incorrectly sorted'],
    pattern: /^ERROR: (\S+) Imports are incorrectly sorted/,
    read: (m) => coded('isort', 'lint', undefined, m[1])
  },
  {
    needles: ['Diff in '],
    pattern: /^Diff in (\S+?)(?: at line \d+|:\d+)?:$/,
    read: (m) => coded('rustfmt', 'lint', undefined, m[1])
  },
  {
    // gofmt -d
    needles: ['.orig '],
    pattern: /^diff (?:-u )?(\S+)\.orig \1$/,
    read: (m) => coded('gofmt', 'lint', undefined, m[1])
  },

  // ---------------------------------------------------------------- infrastructure
  {
    needles: ['exceeded the maximum execution time'],
    pattern: /exceeded the maximum execution time/,
    read: () => infra('timeout')
  },
  {
    needles: ['The operation was canceled'],
    pattern: /^The operation was canceled/,
    read: () => infra('cancelled')
  },
  {
    needles: ['shutdown signal'],
    pattern: /runner has received a shutdown signal/,
    read: () => infra('runner-lost')
  },
  {
    needles: ['lost communication'],
    pattern: /lost communication with the server/,
    read: () => infra('runner-lost')
  },
  {
    needles: ['No space left'],
    pattern: /No space left on device/,
    read: () => infra('disk-full')
  },
  { needles: ['ENOSPC'], pattern: /\bENOSPC\b/, read: () => infra('disk-full') },
  // A port another process listens on: whatever the step is called, the machine is not free. The
  // line names which program could not listen, with its numbers normalized.
  {
    needles: ['ddress already', 'EADDRINUSE'],
    pattern: /\bEADDRINUSE\b|\b[Aa]ddress already in use\b/,
    read: (m) => infra('address-in-use', shorten(normalizeText(m.input), 80))
  },
  // A lock another process holds (or left behind when it died): named by the lock's path.
  {
    needles: ["': File exists", 'Could not get lock', 'held by process'],
    pattern:
      /Unable to create '([^']{1,300}\.lock)': File exists|Could not get lock (\S{1,300}?)\.? |\block(?:file)? (\S{1,300}) is held by process\b/,
    read: (m) => infra('lock-held', normalizePath(m[1] ?? m[2] ?? m[3] ?? ''))
  },
  // bash reports a SIGKILLed child as `line 2: 1234 Killed  cmd`; the OOM killer sends SIGKILL.
  { needles: ['Killed'], pattern: /^(?:.*line \d+:\s+\d+ )?Killed\b/, read: () => infra('oom') },
  {
    needles: ['out of memory'],
    pattern: /heap out of memory|fatal error: runtime: out of memory|^Out of memory/,
    read: () => infra('oom')
  },
  {
    needles: ['Cannot allocate memory'],
    pattern: /Cannot allocate memory/,
    read: () => infra('oom')
  },
  {
    needles: ['command not found'],
    pattern: /(?:^|: )([^\s:]+): command not found$/,
    read: (m) => infra('command-not-found', m[1])
  },
  {
    needles: [': Permission denied'],
    pattern: /^(?:\S+: )?line \d+: ([^\s:]+): Permission denied$/,
    read: (m) => infra('not-executable', normalizePath(m[1] ?? ''))
  },
  network('ECONNRESET', /\bECONNRESET\b/),
  network('ETIMEDOUT', /\bETIMEDOUT\b/),
  network('ECONNREFUSED', /\bECONNREFUSED\b/),
  network('ENOTFOUND', /\bENOTFOUND\b/),
  network('EAI_AGAIN', /\bEAI_AGAIN\b/),
  network('socket hang up', /socket hang up/),
  // Never a retry notice: the request did not leave the machine.
  network('Could not resolve host', /Could not resolve host/, true),
  network('Connection reset by peer', /Connection reset by peer/)
]

/** Every needle once, in the order the prefilter tries them. */
export const NEEDLES: readonly string[] = [...new Set(MATCHERS.flatMap((m) => m.needles))]

const JUNIT_TEST = /^\d+\) ([\w$]+)\(([\w.$]+)\)$/
const JUNIT_END = /^(?:FAILURES!!!|OK \()/
const MOCHA_TEST = /^ {2}\d+\) (.+)$/
const MOCHA_TITLE = /^\s+(\S.*)$/
const LISTED_FILE = /^[\w./@-]+\.\w+$/
const CTEST_TEST = /^\s*\d+ - (\S+) \(([^)]+)\)/
const PIP_CONFLICT = /^\s+(The user requested \S+|\S+ \S+ depends on \S+)/

/**
 * A file a formatter in check mode lists on a line of its own (`gofmt -l`, `prettier -l`):
 * lint, named by the formatter the step runs.
 */
export function readListedFile(line: string, ctx: MatchContext): Hit | undefined {
  if (ctx.formatter === undefined || !LISTED_FILE.test(line)) return undefined
  return { tool: 'formatter', failureClass: 'lint', code: ctx.formatter, file: normalizePath(line) }
}

/**
 * Read a line inside a multi-line block (JUnit's numbered failure list, mocha's failure
 * details), where the lines that matter carry no needle.
 */
export function readRegionLine(line: string, ctx: MatchContext): RegionRead {
  const region = ctx.region
  if (region === undefined) return undefined
  if (ctx.lineNumber > region.until) {
    ctx.region = undefined
    return undefined
  }
  if (region.kind === 'follow') {
    const read = region.read(line)
    if (read !== undefined) ctx.region = undefined
    return read
  }
  if (region.kind === 'ctest') {
    const m = CTEST_TEST.exec(line)
    if (m === null) {
      ctx.region = undefined
      return undefined
    }
    const status = m[2] ?? ''
    return test('ctest', status === 'Failed' ? (m[1] ?? '') : `${m[1] ?? ''} (${status})`)
  }
  if (region.kind === 'pip-conflict') {
    const m = PIP_CONFLICT.exec(line)
    if (m === null) {
      if (!/^\s/.test(line)) ctx.region = undefined
      return undefined
    }
    return { tool: 'pip', failureClass: 'dependency', detail: `conflict:${m[1] ?? ''}` }
  }
  if (region.kind === 'junit') {
    if (JUNIT_END.test(line)) ctx.region = undefined
    const m = JUNIT_TEST.exec(line)
    return m === null ? undefined : test('junit', `${m[2] ?? ''}.${m[1] ?? ''}`)
  }
  // mocha: `  1) suite` then deeper-indented title parts, the last one ending in `:`.
  const start = MOCHA_TEST.exec(line)
  if (start !== null) region.title = []
  const part = start?.[1] ?? (region.title === undefined ? undefined : MOCHA_TITLE.exec(line)?.[1])
  if (part === undefined || region.title === undefined) return undefined
  if (!part.endsWith(':')) {
    region.title.push(part)
    return undefined
  }
  const title = [...region.title, part.slice(0, -1)]
  region.title = undefined
  return test('mocha', title.join('>'))
}
