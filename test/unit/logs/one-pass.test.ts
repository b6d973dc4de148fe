// The readers that read a line in one pass where a regex used to try many places of it: each
// gives the regex's answer, on seeded random text made of the pieces that regex cares about, and
// on the long lines that made the regex slow. The regexes here are the statement of what each
// reader means; how fast the readers are is the bench's to say (the log-families row).
import { describe, expect, it } from '@jest/globals'
import { isSpace, isWord } from '../../../src/rules/logs/chars.js'
import { exceptionType } from '../../../src/rules/logs/facts.js'
import {
  esbuildMessage,
  mavenArtifact,
  pytestParts,
  splitTail
} from '../../../src/rules/logs/line-parts.js'
import {
  CONTEXT,
  MATCHERS,
  newMatchContext,
  readRegionLine
} from '../../../src/rules/logs/matchers.js'
import {
  normalizeText,
  trailingDurationStart,
  NORMALIZED_CHARS
} from '../../../src/rules/logs/normalize.js'
import { stripWorkspace } from '../../../src/rules/logs/workspace.js'

/** `count` texts of up to `most` pieces each, the same on every run. */
function texts(pieces: readonly string[], count: number, most = 10, seed = 1): string[] {
  let state = seed
  const next = (below: number): number => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % below
  }
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + next(most) }, () => pieces[next(pieces.length)]).join('')
  )
}

const LINE_ENDS = ['\r', '\u2028', '\u2029']

describe('character classes', () => {
  it('reads every code unit as \\s and \\w do', () => {
    const differ: number[] = []
    for (let code = 0; code < 0x10000; code++) {
      const char = String.fromCharCode(code)
      if (isSpace(code) !== /\s/.test(char) || isWord(code) !== /\w/.test(char)) differ.push(code)
    }
    expect(differ).toEqual([])
  })
})

describe('stripWorkspace', () => {
  const WORKSPACE =
    /(?:file:\/\/)?(?:(?:(?<!\w)[A-Za-z]:)?(?:[\\/][^\s\\/'"`]+)*?[\\/]_?work[\\/]([^\s\\/'"`]+)[\\/]\1|[A-Za-z]:\\a\\([^\s\\'"`]+)\\\2)(?=[\\/])[\\/]?/g
  const pieces = [
    ...['/', '\\', '//', 'work', '_work', 'r', 'a', 'x', ':', 'C:', 'D:', 'file://', 'file:'],
    ...[' ', '"', "'", '`', '\u00a0', 'q//q', '\\a\\', 'C:\\a\\', '/work/r/r/', 'work/r/r']
  ]

  it('cuts what the regex cuts', () => {
    const differ = texts(pieces, 40_000, 14).filter(
      (text) => stripWorkspace(text) !== text.replace(WORKSPACE, '')
    )
    expect(differ).toEqual([])
  })

  it.each([
    'C:\\a\\r\\r\\work\\x\\x\\y',
    'file://C:\\a\\r\\r\\_work\\r\\r/y C:\\a\\q//q\\q//q\\/x/work/r/r/z',
    'C:\\a\\q//q\\q//q\\C:\\a\\q//q\\q//q\\/x/y/work/r/r/z'
  ])('cuts %j as the regex does where both kinds of checkout meet', (text) => {
    expect(stripWorkspace(text)).toBe(text.replace(WORKSPACE, ''))
  })

  it.each([
    ['/home/runner/work/demo/demo/src/a.ts', 'src/a.ts'],
    ['at /opt/runner/_work/demo/demo/lib/x.py:3', 'at lib/x.py:3'],
    ['D:\\a\\demo\\demo\\src\\a.ts', 'src\\a.ts'],
    ['file:///home/runner/work/x/x/a.mjs', 'a.mjs'],
    ['/home/runner/work/r/r/home/runner/work/s/s/b', 'homeb'],
    ['[FAILURE:/home/runner/work/demo/demo/idl/a.thrift:8]', '[FAILURE:idl/a.thrift:8]']
  ])('%j -> %j', (text, expected) => {
    expect(stripWorkspace(text)).toBe(expected)
  })

  it('reads a path of 16 KiB whose folders are no checkout', () => {
    const path = `/home/runner/work/repo/repo/${'a/'.repeat(8000)}`
    expect(stripWorkspace(path)).toBe('a/'.repeat(8000))
    expect(stripWorkspace(`/home/${'work/a/b/'.repeat(2000)}`)).toBe(
      `/home/${'work/a/b/'.repeat(2000)}`
    )
  })
})

describe('trailingDurationStart', () => {
  const TRAILING_DURATION = /\s*[([]?\d+(?:\.\d+)?\s?(?:ns|µs|us|ms|s|sec)[)\]]?$/
  const pieces = [
    ...['1', '12', '.', 's', 'ms', 'ns', 'µs', 'μs', 'us', 'sec', 'c', 'm', 'n', ' ', '  ', '\t'],
    ...['(', ')', '[', ']', 'a', 'x', '\u00a0', '\u2028', '1.5', '(1', 's)', 'secs']
  ]

  it('finds where the regex matches', () => {
    const differ = texts(pieces, 40_000, 9).filter(
      (text) => trailingDurationStart(text) !== text.search(TRAILING_DURATION)
    )
    expect(differ).toEqual([])
  })

  it('reads a name ending in 16 KiB of digits', () => {
    expect(trailingDurationStart(`x ${'1'.repeat(16_000)} `)).toBe(-1)
    expect(trailingDurationStart(`x ${'1'.repeat(16_000)}ms`)).toBe(1)
  })
})

describe('exceptionType', () => {
  const TYPE = /\b((?:[a-z_$][\w$]*\.)*[A-Z][\w$]*(?:Error|Exception))\b/
  const pieces = [
    ...['a', 'b', 'B', 'X', '$', '.', '_', '1', ' ', 'Error', 'Exception', 'rror', 'E', 'x'],
    ...['java.', 'lang.', 'Foo', ':', '-', '..', '$$', 'ErrorX', 'ception']
  ]

  it('finds what the regex finds', () => {
    const differ = texts(pieces, 40_000, 10).filter(
      (text) => exceptionType(text) !== TYPE.exec(text)?.[1]
    )
    expect(differ).toEqual([])
  })

  it('reads a dotted name of 16 KiB', () => {
    expect(exceptionType(`${'a.'.repeat(8000)}1 java.lang.NullPointerException`)).toBe(
      'java.lang.NullPointerException'
    )
    expect(exceptionType(`${'a$'.repeat(8000)}:`)).toBeUndefined()
  })
})

const LINE_PIECES = [
  ...['FAIL a.test.ts > ', 'a.py:1: error: ', '  1:2  error  ', 'a', ' ', '  ', '\t', '12ms'],
  ...['ms', '3', ' > ', '[x-y]', '[', ']', '@scope/rule', 'rule-name', '/', 'x']
]

describe('line parts', () => {
  const split = (regex: RegExp, prefix: RegExp, tail: RegExp, least = 1, blanks = 1) =>
    texts([...LINE_PIECES, ...LINE_ENDS], 30_000, 9, 7).flatMap((rest) =>
      [0, 1].map((p) => {
        const line = `${p === 0 ? '' : 'x '}${rest}`
        const head = prefix.exec(line)
        const got = head === null ? undefined : splitTail(line, head[0].length, tail, least, blanks)
        const want = regex.exec(line)
        const answer = got === undefined ? null : [got.head, got.tail?.[1] ?? got.tail?.[0]]
        return JSON.stringify(answer) === JSON.stringify(want && [want[2], want[3]]) ? '' : line
      })
    )

  it('splits a vitest title, a mypy message and an eslint rule as the regexes do', () => {
    const differ = [
      ...split(
        /^\s*FAIL\s+(\S+\.\w+) > (.+?)(?:\s+(\d+ms))?$/,
        /^\s*FAIL\s+(\S+\.\w+) > /,
        /^\d+ms$/
      ),
      ...split(
        /^(\S+?\.pyi?):\d+(?::\d+)?: error: (.*?)(?:\s+\[([\w-]+)\])?$/,
        /^(\S+?\.pyi?):\d+(?::\d+)?: error: /,
        /^\[([\w-]+)\]$/,
        0
      ),
      ...split(
        /^(\s+\d+:\d+ {2}error {2})(.+?)(?:\s{2,}(@?[\w-]+(?:\/[\w-]+)*))?$/,
        /^\s+\d+:\d+ {2}error {2}/,
        /^(@?[\w-]+(?:\/[\w-]+)*)$/,
        1,
        2
      )
    ].filter((line) => line !== '')
    expect(differ).toEqual([])
  })

  it('reads pytest lines as the regex does', () => {
    const PYTEST =
      /^(?:(?:FAILED|ERROR) (\S+?\.py)(?:::(\S+))?(?: - .*)?|(\S+?\.py)::(\S+) (?:FAILED|ERROR)\b.*)$/
    const pieces = ['FAILED ', 'ERROR ', 'a', '.py', '::', ' - ', ' FAILED', ' ERROR', 'X', ' ']
    const differ = texts([...pieces, ':', '.', ...LINE_ENDS], 60_000, 9, 3).filter((line) => {
      const m = PYTEST.exec(line)
      const want = m && { file: m[1] ?? m[3], test: m[2] ?? m[4] }
      const got = pytestParts(line)
      return JSON.stringify(got ?? null) !== JSON.stringify(want)
    })
    expect(differ).toEqual([])
  })

  it('reads a Maven artifact as the regex does', () => {
    const MAVEN =
      /^\[ERROR\] .*(?:Could not resolve dependencies for project|could not be resolved).*?(?:artifact|Plugin) ([\w.-]+:[\w.-]+)/
    const pieces = [
      ...['could not be resolved', 'Could not resolve dependencies for project', 'artifact '],
      ...['Plugin ', 'a:b', 'x.y-z', ':', ' ', 'a', ...LINE_ENDS]
    ]
    const differ = texts(pieces, 40_000, 9, 5)
      .map((rest) => `[ERROR] ${rest}`)
      .filter((line) => mavenArtifact(line) !== MAVEN.exec(line)?.[1])
    expect(differ).toEqual([])
  })

  it('reads an esbuild message as the regex does', () => {
    const ESBUILD = /^X \[ERROR\] (.+?)(?: \[plugin [^\]]+\])?$/
    const pieces = [' [plugin ', 'a', ']', '[', ' ', 'plugin', 'x]', ...LINE_ENDS]
    const differ = texts(pieces, 40_000, 9, 9)
      .map((rest) => `X [ERROR] ${rest}`)
      .filter((line) => esbuildMessage(line, 'X [ERROR] '.length) !== ESBUILD.exec(line)?.[1])
    expect(differ).toEqual([])
  })
})

describe('matcher patterns rewritten to read each place once', () => {
  /** The matcher whose pattern contains `marker`, and the regex it replaced. */
  const rewritten: [string, RegExp, readonly string[]][] = [
    [
      "didn't exit successfully",
      /process didn't exit successfully: `(\S+)[^`]*` \(signal: \d+, (SIG\w+)/,
      ["process didn't exit successfully: `", '`', 'a', ' ', '\t', ' (signal: 11, SIGSEGV', 'x`y']
    ],
    [
      'Segmentation fault',
      /^(?:.*line \d+: +\d+ )?(Segmentation fault|Aborted|Bus error|Floating point exception|Illegal instruction)(?: +\(core dumped\))?(?: +(\S.*))?$/,
      ['line 2: ', ' 12 ', '1', 'Aborted', 'Segmentation fault', ' (core dumped)', ' ', 'x']
    ],
    [
      'not ok',
      /^(\s*)not ok \d+ - (.+?)( # (?:SKIP|TODO)\b.*)?$/,
      ['not ok 1 - ', ' ', 'a', ' # SKIP', ' # TODO', 'x', '#']
    ],
    [
      'Conflicting peer dependency',
      /^npm (?:ERR!|error) (?:Found: (\S+@\S+)|Conflicting peer dependency: (\S+@\S+)|((?:peer |peerOptional )?\S+@"[^"]*" from \S+@\S+))$/,
      ['npm ERR! ', 'Found: ', 'Conflicting peer dependency: ', 'peer ', 'a', '@', '"', ' from ']
    ],
    [
      '\\*\\*\\* \\[',
      /^g?make(?:\[\d+\])?: \*\*\* \[(?:[^\]]*?:\d+: )?([^\]]+)\] /,
      ['make: *** [', 'Makefile:2: ', ':2: ', 'a', ']', ' ', '[', ':']
    ]
  ]

  it.each(rewritten)('%s', (marker, old, pieces) => {
    const matcher = MATCHERS.find((m) => m.pattern.source.includes(marker))
    if (matcher === undefined) throw new Error(`no matcher for ${marker}`)
    const differ = texts([...pieces, ...LINE_ENDS], 40_000, 10, 11).filter(
      (line) => JSON.stringify(matcher.pattern.exec(line)) !== JSON.stringify(old.exec(line))
    )
    expect(differ).toEqual([])
  })

  it("reads javac's symbol line as ^\\s+symbol:\\s+(.+)$ does", () => {
    const SYMBOL = /^\s+symbol:\s+(.+)$/
    const javac = MATCHERS.find((m) => m.pattern.source.includes('\\.java):\\d+: error'))
    if (javac === undefined) throw new Error('no javac matcher')
    const error = 'A.java:1: error: cannot find symbol'
    const differ = texts(['  symbol:', ' ', '\t', 'x', 'a b', ...LINE_ENDS], 20_000, 8, 13)
      .map((rest) => ` symbol:${rest}`)
      .filter((line) => {
        const ctx = newMatchContext('javac')
        const hit = javac.read(javac.pattern.exec(error) as RegExpExecArray, ctx)
        if (hit === undefined || hit === CONTEXT) return true
        const symbol = SYMBOL.exec(line)?.[1]
        const want = symbol === undefined ? undefined : `${hit.detail}:${normalizeText(symbol)}`
        const read = readRegionLine(line, ctx)
        const got = read === undefined || typeof read === 'string' ? undefined : read.detail
        return got !== want
      })
    expect(differ).toEqual([])
  })
})

describe('normalizing', () => {
  it(`reads the first ${NORMALIZED_CHARS} characters of a long message`, () => {
    const long = `${'x '.repeat(NORMALIZED_CHARS)}2026-01-01T00:00:00Z`
    expect(normalizeText(long)).toBe(normalizeText(long.slice(0, NORMALIZED_CHARS)))
    expect(normalizeText(long).length).toBeLessThanOrEqual(NORMALIZED_CHARS)
  })
})
