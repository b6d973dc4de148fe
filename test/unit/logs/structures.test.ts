// The generic reader's structures, one by one, on the shapes the issue names: count lines never
// name a failure, numbered lists are tests with files, diagnostics give their rule, traces their
// exception and own frame, the shell its variable or file.
import { describe, it, expect } from '@jest/globals'
import { readGeneric } from '../../../src/rules/logs/generic.js'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import { isCountLine } from '../../../src/rules/logs/structures/count-lines.js'
import { readFailureList } from '../../../src/rules/logs/structures/failure-list.js'
import { readLocatedList } from '../../../src/rules/logs/structures/located-list.js'
import { readLocatedVerdicts } from '../../../src/rules/logs/structures/located-verdicts.js'
import { ownLocationIn } from '../../../src/rules/logs/structures/locations.js'
import { readMemoryReports } from '../../../src/rules/logs/structures/memory-report.js'
import { failedVerdictName } from '../../../src/rules/logs/structures/verdicts.js'

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

  it('skips warnings and notes', () => {
    expect(read('src/a.py:3:1: warning: unused import (W0611)')).toEqual([])
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

// Test shapes: native test frameworks, behaviour-driven runners, TAP producers, memory checkers.
describe('verdicts', () => {
  it('reads a bracketed verdict as one test, placed by the details since its opening line', () => {
    const hits = read(
      [
        '[ RUN      ] Parser.ReadsDates',
        'src/parser_test.cpp:41: Failure',
        'Expected equality of these values:',
        '[  FAILED  ] Parser.ReadsDates (3 ms)',
        '[----------] 2 tests from Parser (3 ms total)',
        '[  FAILED  ] 1 test, listed below:',
        '[  FAILED  ] Parser.ReadsDates'
      ].join('\n')
    )
    expect(hits).toEqual([
      {
        tool: 'generic',
        failureClass: 'test',
        test: 'Parser.ReadsDates',
        file: 'src/parser_test.cpp'
      }
    ])
  })

  it.each([
    ['  Test: trims blanks ...FAILED', 'trims blanks'],
    ['parses dates .......... [FAIL]', 'parses dates'],
    ['[FAIL] keeps order', 'keeps order']
  ])('%j names its test', (line, test) => {
    expect(read([line, '    1. tests/unit.c:15  - CHECK(x == 2)'].join('\n'))).toEqual([
      expect.objectContaining({ test, file: 'tests/unit.c', failureClass: 'test' })
    ])
  })

  it('leaves a progress line with one dot alone', () => {
    expect(read('Checking the cache. FAILED')).toEqual([])
  })
})

describe('TAP names', () => {
  it('names a test by the group comment above it and its own line', () => {
    const hits = read(
      [
        '# TAP results for MoneyTest',
        'not ok 1 test_rounds (tests.test_money.MoneyTest.test_rounds)',
        '# Traceback (most recent call last):',
        '#   File "/home/runner/work/demo/demo/tests/test_money.py", line 9, in test_rounds',
        '# AssertionError: 4 != 5',
        'ok 2 test_pads (tests.test_money.MoneyTest.test_pads)'
      ].join('\n')
    )
    expect(hits).toEqual([
      expect.objectContaining({
        test: 'TAP results for MoneyTest > test_rounds (tests.test_money.MoneyTest.test_rounds)',
        file: 'tests/test_money.py'
      })
    ])
  })

  it("takes a comment after a failure's details as the next test's name", () => {
    const hits = read(
      [
        '# adds',
        'not ok 1 should be equal',
        '  ---',
        '  ...',
        '# halves',
        'not ok 2 should be equal'
      ].join('\n')
    )
    expect(hits.map((h) => h.test)).toEqual(['adds > should be equal', 'halves > should be equal'])
  })
})

describe('TAP diagnostics', () => {
  it('places each test by the file its diagnostics name, and never names one by them', () => {
    const hits = read(
      [
        '1..2',
        'not ok 1 trims the version',
        '# (in test file test/version.bats, line 9)',
        '#   `[ "$status" -eq 0 ]\' failed',
        'not ok 2 reads the tag',
        '# (in test file test/version.bats, line 14)'
      ].join('\n')
    )
    expect(hits).toEqual([
      expect.objectContaining({ test: 'trims the version', file: 'test/version.bats' }),
      expect.objectContaining({ test: 'reads the tag', file: 'test/version.bats' })
    ])
  })
})

describe('located failure lists', () => {
  it.each([
    [['Failing scenarios:', '  features/login.feature:12  Wrong password'], 'Wrong password'],
    [['Failed examples:', '', 'rspec ./spec/tax_spec.rb:4 # Tax rounds down'], 'Tax rounds down'],
    [
      ['Failing Scenarios:', 'cucumber features/login.feature:12 # Scenario: Wrong password'],
      'Wrong password'
    ]
  ])('%j lists a test by its location', (lines, test) => {
    expect(read(lines.join('\n'))).toEqual([
      expect.objectContaining({
        test,
        failureClass: 'test',
        file: expect.stringMatching(/^(features|spec)\//)
      })
    ])
  })

  it('ends at the first line that is no location', () => {
    const hits = read(
      ['Failing scenarios:', '  features/a.feature:3  One', '', 'src/b.js:4 hint'].join('\n')
    )
    expect(hits.filter((h) => h.test !== undefined)).toEqual([
      expect.objectContaining({ test: 'One' })
    ])
  })
})

describe('memory checker reports', () => {
  const report = (kind: string, fn: string): string =>
    [
      '=================================================================',
      `==5150==ERROR: AddressSanitizer: ${kind} on address 0x602000000014 at pc 0x7f36 bp 0x7ffe sp 0x7ffe`,
      'READ of size 4 at 0x602000000014 thread T0',
      '    #0 0x7f367ae602c9 in __interceptor_memcpy ../../../../src/libsanitizer/asan/asan_interceptors.cpp:827',
      `    #1 0x55a5e627f1ef in ${fn} /home/runner/work/demo/demo/src/ring.c:22`,
      '    #2 0x55a5e627f227 in main /home/runner/work/demo/demo/src/ring.c:40',
      '    #3 0x7f367b4dc249 in __libc_start_call_main ../sysdeps/nptl/libc_start_call_main.h:58',
      '',
      '0x602000000014 is located 0 bytes to the right of 4-byte region',
      'allocated by thread T0 here:',
      '    #0 0x7f367aeb89cf in __interceptor_malloc ../../../../src/libsanitizer/asan/asan_malloc_linux.cpp:69',
      '    #1 0x55a5e627f1d8 in ring_new /home/runner/work/demo/demo/src/ring.c:8',
      '',
      `SUMMARY: AddressSanitizer: ${kind} src/ring.c:22 in ${fn}`,
      '==5150==ABORTING'
    ].join('\n')

  it("names the report by its kind and the repository's innermost frame of the first trace", () => {
    expect(read(report('heap-buffer-overflow', 'ring_push'))).toEqual([
      {
        tool: 'generic',
        failureClass: 'test',
        code: 'heap-buffer-overflow',
        file: 'src/ring.c',
        detail: 'ring_push READ of size N at <addr> thread TN'
      }
    ])
  })

  it('signs a report the same whatever its PID and addresses, and another kind differently', () => {
    const sign = (text: string): string => analyzeLog(job('./ring', text)).signature
    const first = sign(report('heap-buffer-overflow', 'ring_push'))
    expect(
      sign(
        report('heap-buffer-overflow', 'ring_push')
          .replace(/5150/g, '77')
          .replace(/0x602000000014/g, '0x6030000000a0')
      )
    ).toBe(first)
    expect(sign(report('stack-use-after-return', 'ring_push'))).not.toBe(first)
    expect(sign(report('heap-buffer-overflow', 'ring_pop'))).not.toBe(first)
  })

  it("reads a thread checker's frames, which print no address", () => {
    const hits = read(
      [
        '==================',
        'WARNING: ThreadSanitizer: data race (pid=4321)',
        '  Write of size 4 at 0x5646cc9710a0 by thread T2:',
        '    #0 bump_total src/stats.c:10 (stats+0x1200)',
        '',
        '  Previous write of size 4 at 0x5646cc9710a0 by thread T1:',
        '    #0 bump_total src/stats.c:10 (stats+0x1218)',
        '  Thread T2 (tid=4325, running) created by main thread at:',
        '    #0 pthread_create ../../../../src/libsanitizer/tsan/tsan_interceptors_posix.cpp:1001 (libtsan.so.2+0x5e686)',
        'SUMMARY: ThreadSanitizer: data race src/stats.c:10 in bump_total'
      ].join('\n')
    )
    expect(hits).toEqual([
      expect.objectContaining({
        code: 'data race',
        file: 'src/stats.c',
        detail: expect.stringMatching(/^bump_total /)
      })
    ])
  })

  it('reads a leak report with no process tag', () => {
    const hits = read(
      [
        'ERROR: LeakSanitizer: detected memory leaks',
        '',
        'Direct leak of 24 byte(s) in 1 object(s) allocated from:',
        '    #0 0x7f01 in malloc ../../../../src/libsanitizer/lsan/lsan_interceptors.cpp:75',
        '    #1 0x5601 in cache_put src/cache.c:31',
        '    #2 0x5601 in main src/cache.c:50'
      ].join('\n')
    )
    expect(hits).toEqual([
      expect.objectContaining({ code: 'detected memory leaks', file: 'src/cache.c' })
    ])
  })
})

describe('failed checks at their place', () => {
  const check = (name: string, line: number): string =>
    [
      '-------------------------------------------------------------------------------',
      name,
      '-------------------------------------------------------------------------------',
      `tests/test_money.cpp:${line - 1}`,
      '...............................................................................',
      '',
      `tests/test_money.cpp:${line}: FAILED:`,
      '  REQUIRE( cents(12.34) == 1234 )',
      'with expansion:',
      '  1233 == 1234',
      ''
    ].join('\n')

  it('names the test ruled off above the check, never the check as a diagnostic', () => {
    expect(read(check('cents rounds half up', 20))).toEqual([
      {
        tool: 'generic',
        failureClass: 'test',
        test: 'cents rounds half up',
        file: 'tests/test_money.cpp'
      }
    ])
  })

  it('names the test from a labelled line under a rule, and needs a section for more words', () => {
    const section = [
      '===============================================================================',
      'tests/test_money.cpp:7:',
      'TEST CASE:  cents rounds half up',
      '',
      'tests/test_money.cpp:8: ERROR: CHECK( cents(12.345) == 1235 ) is NOT correct!',
      '  values: CHECK( 1234 == 1235 )'
    ]
    expect(read(section.join('\n'))).toEqual([
      expect.objectContaining({ test: 'cents rounds half up', file: 'tests/test_money.cpp' })
    ])
    expect(read(section.slice(3).join('\n'))).not.toContainEqual(
      expect.objectContaining({ test: expect.anything() })
    )
  })

  it('reads a failed assertion at its place as a test failure', () => {
    expect(
      read("tests/check_money.c:15:F:core:test_round:0: Assertion 'c == 5' failed: c == 4")
    ).toEqual([expect.objectContaining({ failureClass: 'test', file: 'tests/check_money.c' })])
  })

  it('names a check with no ruled name by its expression', () => {
    expect(read(['src/a_test.cc:9: Failure', 'Value of: ready()', ''].join('\n'))).toEqual([
      { tool: 'generic', failureClass: 'test', file: 'src/a_test.cc', detail: 'Value of: ready()' }
    ])
  })
})

describe('undefined-behaviour reports', () => {
  it.each([
    [
      "src/pack.c:6:12: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'",
      'signed integer overflow'
    ],
    [
      "src/pack.c:9:3: runtime error: load of null pointer of type 'int'",
      'load of null pointer of type'
    ],
    ['src/pack.c:14:10: runtime error: division by zero', 'division by zero']
  ])('%j is a test failure of its kind', (line, code) => {
    expect(read(line)).toEqual([
      expect.objectContaining({ failureClass: 'test', code, file: 'src/pack.c' })
    ])
  })

  it('signs the same whatever the values', () => {
    const sign = (values: string): string =>
      analyzeLog(
        job(
          './pack',
          `src/pack.c:6:12: runtime error: signed integer overflow: ${values} cannot be represented in type 'int'`
        )
      ).signature
    expect(sign('2147483647 + 1')).toBe(sign('2147483600 + 99'))
  })
})

describe('the new shapes on a line longer than any tool prints', () => {
  const long = 100_000
  type Reader = (lines: readonly string[]) => readonly unknown[]
  const list: Reader = (lines) => readFailureList(lines).found
  const located: Reader = (lines) => readLocatedList(lines).found
  const verdicts: Reader = (lines) => readLocatedVerdicts(lines, new Set()).found
  const reports: Reader = (lines) => readMemoryReports(lines, 'run').found
  const places: Reader = (lines) => lines.flatMap((l) => ownLocationIn(l) ?? [])
  const names: Reader = (lines) => lines.flatMap((l) => failedVerdictName(l) ?? [])
  it.each([
    ['verdict', names, ['[  FAILED  ] ' + ' '.repeat(long) + 'x']],
    ['verdict', names, ['a' + ' .'.repeat(long / 2) + 'x', '[FAIL] a' + ' '.repeat(long) + '(1']],
    ['verdict opener', list, ['[ RUN ] ' + 'a'.repeat(long), '[FAIL] ' + 'a'.repeat(long)]],
    ['located list', located, ['Failing scenarios:', 'a/'.repeat(long / 2) + 'x']],
    ['located list', located, ['Failing scenarios:', 'x ' + 'a.b:1'.repeat(long / 5)]],
    [
      'report',
      reports,
      [
        'ERROR: AddressSanitizer: ' + 'a-'.repeat(long / 2) + '!',
        '#1 0x1 in f ' + 'a:1'.repeat(long / 3)
      ]
    ],
    ['frame', places, ['#1 0x1 in ' + 'a'.repeat(long) + ' (' + 'b+'.repeat(long / 2)]],
    [
      'file, line',
      places,
      ['(in test file ' + 'a/'.repeat(long / 2) + 'x.bats line 1)', 'a.b, line '.repeat(long / 10)]
    ],
    [
      'ruled name',
      verdicts,
      ['-'.repeat(long), 'a', '-'.repeat(long), 'a.c:1: FAILED' + ' '.repeat(long) + 'x']
    ],
    [
      'runtime error',
      reports,
      [
        'a.c:1: runtime error: ' + 'a '.repeat(long / 2),
        'a.c:1:1:1'.repeat(long / 9) + ': runtime error: x'
      ]
    ]
  ] as const)('reads a %s of 100k characters in linear time', (_, reader, lines) => {
    expect(reader(lines).length).toBeLessThanOrEqual(lines.length)
  })
})
