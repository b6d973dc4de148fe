// The generic reader's structures, one by one, on the shapes the issue names: count lines never
// name a failure, numbered lists are tests with files, diagnostics give their rule, traces their
// exception and own frame, the shell its variable or file.
import { describe, it, expect } from '@jest/globals'
import { readGeneric } from '../../../src/rules/logs/generic.js'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import { isCountLine } from '../../../src/rules/logs/structures/count-lines.js'
import { missingThing } from '../../../src/rules/logs/structures/missing.js'
import { readStops } from '../../../src/rules/logs/structures/stops.js'

const read = (text: string, command = 'run') =>
  readGeneric(
    text.split('\n').map((line, i) => ({ text: line, lineNumber: i + 1 })),
    command
  ).failures.map((f) => f.hit)

/** A failing step that ran `command` and printed `lines`. */
const job = (command: string, ...lines: string[]): string =>
  [
    `##[group]Run ${command}`,
    command,
    '##[endgroup]',
    ...lines,
    '##[error]Process completed with exit code 1.'
  ].join('\n')

describe('count lines', () => {
  it.each([
    'Tests: 12, Assertions: 30, Failures: 2.',
    '✖ 3 problems (3 errors, 0 warnings)',
    '1 test failed',
    '2 specs, 1 failure',
    'CSpell: Files checked: 2, Issues found: 1 in 1 file.',
    'Files=1, Tests=2,  0 wallclock secs ( 0.02 usr  0.01 sys +  0.07 cusr =  0.12 CPU)'
  ])('%j only counts', (line) => {
    expect(isCountLine(line)).toBe(true)
  })

  it.each(['1 of 3 retries left for upload', 'subject may not be empty [subject-empty]'])(
    '%j says more',
    (line) => {
      expect(isCountLine(line)).toBe(false)
    }
  )

  it('never names a failure: a count line puts none of its counts into the identities', () => {
    const a = analyzeLog(job('vendor-test', 'Tests: 4, Assertions: 9, Failures: 1.'))
    const b = analyzeLog(job('vendor-test', 'Tests: 5, Assertions: 9, Failures: 2.'))
    expect(a.identities.join()).not.toMatch(/Tests|Assertions/)
    expect(b.identities.join()).not.toMatch(/Tests|Assertions/)
  })
})

describe('failure lists', () => {
  it('reads a numbered list with its files as tests', () => {
    const hits = read(
      [
        'Failures:',
        '',
        '  1) Calculator adds two numbers',
        '     Failure/Error: expect(add(1, 2)).to eq(4)',
        '       expected: 4',
        '            got: 3',
        "     # ./spec/calc_spec.rb:5:in `block (2 levels)'",
        '',
        '  2) Calculator divides',
        '     Failure/Error: expect(div(1, 0)).to eq(0)',
        "     # ./spec/calc_spec.rb:9:in `block (2 levels)'",
        '',
        '2 examples, 2 failures'
      ].join('\n')
    )
    expect(hits).toEqual([
      expect.objectContaining({ test: 'Calculator adds two numbers', file: 'spec/calc_spec.rb' }),
      expect.objectContaining({ test: 'Calculator divides', file: 'spec/calc_spec.rb' })
    ])
  })

  it('reads a list under a failure heading with the test on its own line', () => {
    const hits = read(
      [
        'There was 1 failure:',
        '',
        '1) CalcTest::testAdd',
        'Failed asserting that 3 matches expected 4.',
        '',
        '/home/runner/work/demo/demo/tests/CalcTest.php:8',
        '',
        'FAILURES!',
        'Tests: 2, Assertions: 2, Failures: 1.'
      ].join('\n')
    )
    expect(hits).toEqual([expect.objectContaining({ test: 'CalcTest::testAdd' })])
  })

  it('leaves a numbered list of steps alone', () => {
    expect(read(['Next:', '1) install the tool', '2) run it'].join('\n'))).toEqual([])
  })
})

describe('diagnostics', () => {
  it.each([
    ['src/a.kt:3:5: no-wildcard-imports Wildcard import', 'no-wildcard-imports', 'src/a.kt'],
    ['docs/a.md:12 MD013/line-length Line length', 'MD013/line-length', 'docs/a.md'],
    ['  lib/x.js:2:9: Unexpected var. (no-var)', 'no-var', 'lib/x.js'],
    [
      'config/ci.yml:3:1: [error] too many blank lines (empty-lines)',
      'empty-lines',
      'config/ci.yml'
    ]
  ])('%j is lint with its rule', (line, code, file) => {
    expect(read(line)).toEqual([expect.objectContaining({ failureClass: 'lint', code, file })])
  })

  it('reads a compiler-shaped line with no rule as a build failure', () => {
    expect(read("src/main.zig:3:5: error: expected ';'")).toEqual([
      expect.objectContaining({ failureClass: 'build', file: 'src/main.zig' })
    ])
  })

  it('skips warnings and notes beside an error', () => {
    const hits = read(
      [
        'src/a.py:3:1: warning: unused import (W0611)',
        'src/a.py:4:1: note: imported here',
        'src/b.py:1:1: error: invalid syntax'
      ].join('\n')
    )
    expect(hits.map((h) => h.file)).toEqual(['src/b.py'])
  })
})

describe('traces', () => {
  it("names a Python traceback by its exception and the repository's innermost frame", () => {
    const hits = read(
      [
        'Traceback (most recent call last):',
        '  File "/home/runner/work/demo/demo/tools/gen.py", line 9, in <module>',
        '  File "/home/runner/work/demo/demo/tools/gen.py", line 4, in render',
        '  File "/usr/lib/python3.12/string.py", line 121, in substitute',
        "KeyError: 'name'"
      ].join('\n')
    )
    expect(hits).toEqual([
      expect.objectContaining({ code: 'KeyError', file: 'tools/gen.py', failureClass: 'test' })
    ])
  })

  it("names an unhandled rejection by its error and the repository's first frame", () => {
    const hits = read(
      [
        'TypeError: Cannot read properties of undefined (reading "id")',
        '    at byId (file:///home/runner/work/demo/demo/scripts/seed.mjs:7:18)',
        '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)'
      ].join('\n')
    )
    expect(hits).toEqual([expect.objectContaining({ code: 'TypeError', file: 'scripts/seed.mjs' })])
  })
})

describe('shell errors', () => {
  it.each([
    ['ci/release.sh: line 7: TAG: unbound variable', 'unbound-variable', 'ci/release.sh'],
    ["cp: cannot stat 'out/app.js': No such file or directory", 'no-such-file', 'out/app.js']
  ])('%j is a build failure', (line, code, file) => {
    expect(read(line)).toEqual([expect.objectContaining({ failureClass: 'build', code, file })])
  })

  it('takes the class from the command when it says one', () => {
    expect(read('ci/test.sh: line 3: DB_URL: unbound variable', 'bash ci/test.sh')).toEqual([
      expect.objectContaining({ failureClass: 'test' })
    ])
  })
})

describe('tools that stop at one unit', () => {
  it.each([
    [
      'a migration that stops with an error',
      ['Running migrations:', '  Applying blog.0001_initial... OK', '  Applying blog.0002_tags...'],
      'blog.0002_tags'
    ],
    [
      'a banner that opens a migration',
      ['== 20240105 AddIndexToPosts: migrating ========'],
      '20240105 AddIndexToPosts'
    ],
    ['a migration an error line names', [], '0003_prices'],
    ['a migration file an error line names', [], '20240101_users.js']
  ])('%s is a build failure named by the unit and the error', (_case, progress, unit) => {
    const error =
      progress.length === 0
        ? `ERROR: migration${unit.endsWith('.js') ? ' file' : ''} "${unit}" failed: relation "items" does not exist`
        : 'psycopg.errors.UndefinedTable: relation "items" does not exist'
    const hits = read([...progress, error].join('\n'))
    expect(hits).toContainEqual(
      expect.objectContaining({
        failureClass: 'build',
        detail: expect.stringContaining(unit) as unknown as string
      })
    )
  })

  it('names a failed configure check with its error as a dependency', () => {
    const hits = read(
      [
        'checking for stdio.h... yes',
        'checking for pcre2_compile in -lpcre2-8... no',
        'checking for strerror... yes',
        'configure: error: pcre2 not found'
      ].join('\n')
    )
    expect(hits).toEqual([
      expect.objectContaining({
        failureClass: 'dependency',
        detail: expect.stringMatching(
          /^for pcre2_compile in -lpcre2-8: configure: error: /
        ) as unknown
      })
    ])
  })

  it('leaves a finished run of units alone', () => {
    expect(read(['Applying a.0001... OK', 'Applying a.0002... OK', 'done'].join('\n'))).toEqual([])
  })

  it.each([
    ['api/v1/user.schema:12:7: unknown type "Strng"', 'build', undefined, 'api/v1/user.schema'],
    ['[ERROR:/home/runner/work/demo/demo/idl/a.idl:4] name clash', 'build', undefined, 'idl/a.idl'],
    ["build.cfg:3:0: ERROR: Dependency 'libfoo' not found", 'dependency', 'missing', 'build.cfg'],
    ["Package 'libfoo', required by 'demo', not found", 'dependency', 'missing', undefined]
  ])('reads the error %j the step stopped on', (line, failureClass, code, file) => {
    const hits = read(['reading 4 files', line, 'see the log for more'].join('\n'), 'gen')
    expect(hits).toEqual([
      expect.objectContaining({
        failureClass,
        ...(code === undefined ? {} : { code }),
        ...(file === undefined ? {} : { file })
      })
    ])
  })

  it('reads warnings made errors as lint, whatever the command', () => {
    const hits = read(
      [
        'build succeeded with problems',
        'docs/api.md:14: WARNING: unknown document: setup',
        'WARNING - Page "faq.md" is not in the nav',
        'Build failed: 2 warnings treated as errors'
      ].join('\n'),
      'docs-builder build'
    )
    expect(hits.map((h) => [h.failureClass, h.file ?? h.detail])).toEqual([
      ['lint', 'docs/api.md'],
      ['lint', 'Page "faq.md" is not in the nav']
    ])
  })

  it('reads the warnings of a step that failed with nothing else to show', () => {
    expect(read('docgen: WARNING: guide.txt: dangling reference to "intro"')).toEqual([
      expect.objectContaining({ failureClass: 'lint' })
    ])
  })

  it('leaves a sentence that starts with Aborted to the reader, not the crash matcher', () => {
    const analysis = analyzeLog(job('site build', 'Aborted with 2 warnings in strict mode!'))
    expect(analysis.failureClass).not.toBe('test')
  })

  it('reads pathological lines of 100k characters', () => {
    const long = (piece: string): string => piece.repeat(Math.ceil(100_000 / piece.length))
    const lines = [
      `Applying ${long(' ')}x`,
      `Applying ${long('.')}x`,
      `checking ${long('a.')}`,
      `== ${long('a ')}: migrating`,
      `migration ${long('a.')} failed`,
      long('a:1'),
      `[E:${long('a/')}.x:1]`,
      `WARNING: ${long('- ')}`,
      `Package ${long('a')}, required by ${long('b,')} not found`,
      `lib${long('a')} is required`,
      `${long('a')} not found in PATH`,
      `No package ${long("'")}`
    ]
    for (const line of lines) {
      const texts = [line, 'error: x']
      expect(() => readStops(texts, 'run', new Set())).not.toThrow()
      expect(() => missingThing(line)).not.toThrow()
    }
  })
})

describe('expected and received', () => {
  it('names the failure and tells the values when nothing else does', () => {
    const analysis = analyzeLog(job('./check', 'Expected: 4', 'Received: 5'))
    expect(analysis.failureClass).toBe('test')
    expect(analysis.facts).toContain('expected 4, got 5')
  })
})

describe('the generic reader beside the matchers', () => {
  it('is not read when a matcher recognised the failure', () => {
    const analysis = analyzeLog(
      job('go test ./...', '--- FAIL: TestAdd (0.00s)', 'src/a.kt:3:5: no-wildcard-imports x')
    )
    expect(analysis.signature).toBe('test:TestAdd')
  })
})
