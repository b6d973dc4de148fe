// The table of tool outputs the scanner recognises. Each matcher names literal `needles`, one
// of which every line it can match contains: the scanner finds needles with one regex per line
// and runs only the matchers whose needle is present, so the per-tool regexes never see the
// noise. Matchers run in table order; the first that returns a hit, or CONTEXT for a line that
// only sets state (a file header), claims the line.

import { normalizeName, normalizePath, normalizeText } from './normalize.js'
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
}

/** Multi-line output that has to be read line by line, past the needle filter. */
type Region =
  | { readonly kind: 'junit'; readonly until: number }
  | { readonly kind: 'mocha'; readonly until: number; title: string[] | undefined }

/** State carried from line to line within one step. */
export interface MatchContext {
  lineNumber: number
  /** The step's command, as its `Run ...` header shows it. */
  stepCommand: string
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
  region: Region | undefined
}

export function newMatchContext(stepCommand: string): MatchContext {
  return {
    lineNumber: 0,
    stepCommand,
    testFile: undefined,
    lintFile: undefined,
    suitePath: [],
    specRecap: false,
    arrow: undefined,
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
  ...(detail === undefined ? {} : { detail: normalizeText(detail).slice(0, 80) })
})

const infra = (code: string): Hit => ({ tool: 'system', failureClass: 'infra', code })

/** Depth of a node --test line: TAP indents 4 spaces a level, the spec reporter 2. */
const depth = (indent: string, width: number): number => Math.floor(indent.length / width)

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

const network = (needle: string, pattern: RegExp): Matcher => ({
  needles: [needle],
  pattern,
  read: (m) => (NETWORK_FAILURE.test(m.input) ? infra('network') : undefined)
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
    needles: ['FAIL'],
    pattern: /^\s*FAIL\s+(\S+\.\w+) > (.+?)(?:\s+\d+ms)?$/,
    read: (m) => test('vitest', (m[2] ?? '').split(' > ').join('>'), m[1])
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
    // pytest's summary (`FAILED path::test - msg`, `ERROR path`) and its -v progress lines.
    needles: ['FAIL', 'ERROR'],
    pattern:
      /^(?:(?:FAILED|ERROR) (\S+?\.py)(?:::(\S+))?(?: - .*)?|(\S+?\.py)::(\S+) (?:FAILED|ERROR)\b.*)$/,
    read: (m) => test('pytest', (m[2] ?? m[4] ?? '(collection)').replace(/::/g, '>'), m[1] ?? m[3])
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
    read: (m) => test('go-test', m[1] ?? '')
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
    needles: ['failure'],
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
    read: (m, ctx) => {
      const level = depth(m[1] ?? '', 4)
      ctx.suitePath.length = level
      ctx.suitePath[level] = normalizeName(m[2] ?? '')
      return CONTEXT
    }
  },
  {
    needles: ['not ok '],
    pattern: /^(\s*)not ok \d+ - (.+?)( # (?:SKIP|TODO)\b.*)?$/,
    read: (m, ctx) =>
      m[3] === undefined ? suiteTest(ctx, depth(m[1] ?? '', 4), m[2] ?? '') : CONTEXT
  },
  {
    needles: ['▶ '],
    pattern: /^(\s*)▶ (.+)$/,
    read: (m, ctx) => {
      const level = depth(m[1] ?? '', 2)
      ctx.suitePath.length = level
      ctx.suitePath[level] = normalizeName(m[2] ?? '')
      return CONTEXT
    }
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
    needles: ['npm '],
    pattern: /^npm (?:ERR!|error) code (E[A-Z0-9_]+)$/,
    read: (m) => {
      const code = m[1] ?? ''
      const trouble = NPM_INFRA_CODES[code]
      return trouble === undefined ? coded('npm', 'dependency', code) : infra(trouble)
    }
  },
  {
    needles: ['npm '],
    pattern:
      /^npm (?:ERR!|error) 404\s+(?:The requested resource )?'((?:@[^/'\s]+\/)?[^@'\s]+)@[^']*' (?:is not in|could not be found)/,
    read: (m) => ({ tool: 'npm', failureClass: 'dependency', code: 'E404', detail: m[1] ?? '' })
  },
  {
    needles: ['npm '],
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
    needles: ['ERROR'],
    pattern:
      /^\[ERROR\] .*(?:Could not resolve dependencies for project|could not be resolved).*?(?:artifact|Plugin) ([\w.-]+:[\w.-]+)/,
    read: (m) => ({ tool: 'maven', failureClass: 'dependency', detail: m[1] ?? '' })
  },
  {
    needles: ['error'],
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
    needles: ['error'],
    pattern: /^\s*(?:(\S.*?)(?:\(\d+,\d+\):|:\d+:\d+ -) )?error (TS\d+):/,
    read: (m) => coded('tsc', 'type', m[2], m[1])
  },
  {
    needles: ['error'],
    pattern: /^(\S+?\.pyi?):\d+(?::\d+)?: error: (.*?)(?:\s+\[([\w-]+)\])?$/,
    read: (m) =>
      m[3] === undefined
        ? coded('mypy', 'type', undefined, m[1], m[2])
        : coded('mypy', 'type', m[3], m[1])
  },
  {
    needles: ['error'],
    pattern: /^\s*(\S+?\.pyi?):\d+:\d+ - error: .*\((report\w+)\)$/,
    read: (m) => coded('mypy', 'type', m[2], m[1])
  },

  // ---------------------------------------------------------------- compilers
  {
    needles: ['error'],
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
      return pending !== undefined && ctx.lineNumber - pending.lineNumber <= 2
        ? { ...coded('rustc', 'build', pending.code, m[1]), line: pending.line }
        : undefined
    }
  },
  {
    needles: ['error'],
    pattern:
      /^(\S+?\.(?:c|cc|cpp|cxx|c\+\+|h|hh|hpp|hxx|m|mm|cu)):\d+(?::\d+)?: (?:fatal )?error: (.*?)(?: \[(-W[\w=-]+)\])?$/,
    read: (m) =>
      m[3] === undefined
        ? coded('cc', 'build', undefined, m[1], (m[2] ?? '').replace(/[;(].*$/, ''))
        : coded('cc', 'build', m[3].replace('-Werror=', '-W'), m[1])
  },
  {
    needles: ['undefined reference'],
    pattern: /undefined reference to [`'‘]([^'’`]+)['’`]/,
    read: (m) => coded('cc', 'build', undefined, undefined, `undefined reference to ${m[1]}`)
  },
  {
    needles: ['error'],
    pattern: /^(\S+?\.java):\d+: error: (.+)$/,
    read: (m) => coded('javac', 'build', undefined, m[1], m[2])
  },
  {
    needles: ['ERROR'],
    pattern: /^\[ERROR\] (\S+?\.java):\[\d+,\d+\] (.+)$/,
    read: (m) => coded('javac', 'build', undefined, m[1], m[2])
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
    needles: ['error'],
    pattern: /^\s+\d+:\d+\s+error\s+.+?(?:\s{2,}(@?[\w-]+(?:\/[\w-]+)*))?$/,
    read: (m, ctx) => coded('eslint', 'lint', m[1] ?? 'eslint', ctx.lintFile)
  },
  {
    needles: ['.py:'],
    pattern: /^(\S+?\.py):\d+:\d+: [CRWEFI]\d{4}: .*\(([\w-]+)\)$/,
    read: (m) => coded('pylint', 'lint', m[2], m[1])
  },
  {
    needles: ['.py:'],
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
  network('ECONNRESET', /\bECONNRESET\b/),
  network('ETIMEDOUT', /\bETIMEDOUT\b/),
  network('ECONNREFUSED', /\bECONNREFUSED\b/),
  network('ENOTFOUND', /\bENOTFOUND\b/),
  network('EAI_AGAIN', /\bEAI_AGAIN\b/),
  network('socket hang up', /socket hang up/),
  network('Could not resolve host', /Could not resolve host/),
  network('Connection reset by peer', /Connection reset by peer/)
]

/** Every needle once, in the order the prefilter tries them. */
export const NEEDLES: readonly string[] = [...new Set(MATCHERS.flatMap((m) => m.needles))]

const JUNIT_TEST = /^\d+\) ([\w$]+)\(([\w.$]+)\)$/
const JUNIT_END = /^(?:FAILURES!!!|OK \()/
const MOCHA_TEST = /^ {2}\d+\) (.+)$/
const MOCHA_TITLE = /^\s+(\S.*)$/

/**
 * Read a line inside a multi-line block (JUnit's numbered failure list, mocha's failure
 * details), where the lines that matter carry no needle.
 */
export function readRegionLine(line: string, ctx: MatchContext): Hit | undefined {
  const region = ctx.region
  if (region === undefined) return undefined
  if (ctx.lineNumber > region.until) {
    ctx.region = undefined
    return undefined
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
