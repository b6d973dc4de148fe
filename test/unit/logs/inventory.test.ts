// The test inventory: what a job's test runners say ran, read from their closing lines.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  inventoryReader,
  readInventory,
  type Inventory,
  type TestRunner
} from '../../../src/rules/logs/inventory/index.js'

const inventory = (
  runner: TestRunner,
  [passed, failed, skipped, total]: readonly [number, number, number, number],
  failures: string[] = []
): Inventory => ({ runner, passed, failed, skipped, total, failures })

const read = (lines: readonly string[]): Inventory | null => readInventory(lines.join('\n'))

type Row = readonly [string, readonly string[], Inventory | null]

describe('a test inventory', () => {
  const rows: readonly Row[] = [
    // jest
    [
      'jest, passing',
      ['PASS src/a.test.ts', 'Test Suites: 3 passed, 3 total', 'Tests:       12 passed, 12 total'],
      inventory('jest', [12, 0, 0, 12])
    ],
    [
      'jest, failing, with the failed files',
      [
        'FAIL src/b.test.ts (5.2 s)',
        '  ● b › adds',
        'FAIL ./a.test.js',
        'Tests:       2 failed, 1 skipped, 1 todo, 5 passed, 9 total'
      ],
      inventory('jest', [5, 2, 2, 9], ['a.test.js', 'src/b.test.ts'])
    ],
    [
      'jest, twice in a monorepo',
      ['Tests:       1 failed, 3 passed, 4 total', 'Tests:       2 passed, 2 total'],
      inventory('jest', [5, 1, 0, 6])
    ],
    // vitest
    [
      'vitest, passing',
      [' Test Files  2 passed (2)', '      Tests  7 passed (7)'],
      inventory('vitest', [7, 0, 0, 7])
    ],
    [
      'vitest, failing, with the failed tests',
      [
        ' FAIL  test/cart.test.ts > cart > sums prices',
        ' Test Files  1 failed (1)',
        '      Tests  1 failed | 2 passed | 1 skipped | 1 todo (5)'
      ],
      inventory('vitest', [2, 1, 2, 5], ['test/cart.test.ts > cart > sums prices'])
    ],
    // mocha
    [
      'mocha, passing',
      ['  slug', '    ✔ lowercases', '', '', '  3 passing (12ms)', '  1 pending'],
      inventory('mocha', [3, 0, 1, 4])
    ],
    [
      'mocha, failing, with each title on its levels',
      [
        '  1 passing (3ms)',
        '  2 failing',
        '',
        '  1) slug',
        '       spaces',
        '         joins words with dashes:',
        '     AssertionError: expected',
        '  2) slug trims:',
        '     Error: boom'
      ],
      inventory('mocha', [1, 2, 0, 3], ['slug spaces joins words with dashes', 'slug trims'])
    ],
    // node's test runner
    [
      'node --test, TAP reporter: its totals replace the stream',
      [
        'TAP version 13',
        '# Subtest: math',
        '    ok 1 - adds',
        '    not ok 2 - subtracts',
        '    1..2',
        'not ok 1 - math',
        'ok 2 - io',
        '1..2',
        '# tests 3',
        '# suites 1',
        '# pass 2',
        '# fail 1',
        '# cancelled 0',
        '# skipped 0',
        '# todo 0',
        '# duration_ms 71.64'
      ],
      inventory('node-test', [2, 1, 0, 3], ['math'])
    ],
    [
      'node --test, spec reporter, with its failing tests',
      [
        'ℹ tests 4',
        'ℹ suites 1',
        'ℹ pass 2',
        'ℹ fail 1',
        'ℹ cancelled 0',
        'ℹ skipped 1',
        'ℹ todo 0',
        'ℹ duration_ms 72.48',
        '',
        '✖ failing tests:',
        '',
        'test at test/math.test.mjs:11:3',
        '✖ adds (1.15091ms)',
        '  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:'
      ],
      inventory('node-test', [2, 1, 1, 4], ['adds'])
    ],
    // TAP
    [
      'TAP, with a skip and a todo',
      ['1..4', 'ok 1 - a', 'ok 2 - b # SKIP no db', 'not ok 3 - c # TODO later', 'ok 4 d'],
      inventory('tap', [2, 0, 2, 4])
    ],
    [
      'TAP, failing, plan last',
      ['not ok 1 - count splits on blanks', '#   Failed test', 'ok 2 - title', '1..2'],
      inventory('tap', [1, 1, 0, 2], ['count splits on blanks'])
    ],
    [
      'TAP, two streams in one step',
      ['1..2', 'ok 1 - a', 'ok 2 - b', '1..1', 'not ok 1 - c'],
      inventory('tap', [2, 1, 0, 3], ['c'])
    ],
    [
      'tape: its totals replace the stream',
      [
        'TAP version 13',
        '# slug',
        'not ok 1 should be equal',
        'ok 2 fine',
        '',
        '1..2',
        '# tests 2',
        '# pass  1',
        '# fail  1',
        ''
      ],
      inventory('tap', [1, 1, 0, 2], ['should be equal'])
    ],
    // prove
    [
      'prove, passing',
      [
        't/a.t .. ok',
        'All tests successful.',
        'Files=3, Tests=12,  0 wallclock secs ( 0.03 usr)',
        'Result: PASS'
      ],
      inventory('prove', [12, 0, 0, 12])
    ],
    [
      'prove, failing, its verbose TAP replaced by its total',
      [
        't/calc.t .. ',
        '1..2',
        'not ok 1 - add sums',
        'ok 2 - sub',
        'Test Summary Report',
        '-------------------',
        't/calc.t (Wstat: 256 (exited 1) Tests: 2 Failed: 1)',
        '  Failed test:  1',
        'Files=1, Tests=2,  0 wallclock secs ( 0.03 usr  0.00 sys +  0.06 cusr  0.01 csys =  0.10 CPU)',
        'Result: FAIL'
      ],
      inventory('prove', [1, 1, 0, 2], ['add sums', 't/calc.t'])
    ],
    // pytest
    [
      'pytest, passing',
      ['collected 9 items', '===== 7 passed, 1 skipped, 1 xfailed, 2 warnings in 0.12s ====='],
      inventory('pytest', [7, 0, 2, 9])
    ],
    [
      'pytest, failing, with the short summary',
      [
        '=========================== short test summary info ============================',
        'FAILED tests/test_calc.py::test_add - assert 4 == 5',
        'ERROR tests/test_io.py::test_read',
        '========================= 1 failed, 2 passed, 1 error in 0.44s =========================='
      ],
      inventory(
        'pytest',
        [2, 2, 0, 4],
        ['tests/test_calc.py::test_add', 'tests/test_io.py::test_read']
      )
    ],
    [
      'pytest -q, bare, and a long run',
      ['3 passed, 1 deselected in 0.05s', '== 1 failed, 1 passed in 125.20s (0:02:05) =='],
      inventory('pytest', [4, 1, 0, 5])
    ],
    // unittest
    [
      'unittest, passing',
      [
        '.....',
        '----------------------------------------------------------------------',
        'Ran 5 tests in 0.001s',
        '',
        'OK (skipped=1)'
      ],
      inventory('unittest', [4, 0, 1, 5])
    ],
    [
      'unittest, failing',
      [
        '======================================================================',
        'FAIL: test_upper (test_text.TextTest.test_upper)',
        '----------------------------------------------------------------------',
        'Ran 9 tests in 0.010s',
        '',
        'FAILED (failures=1, errors=2, skipped=3)'
      ],
      inventory('unittest', [3, 3, 3, 9], ['test_upper (test_text.TextTest.test_upper)'])
    ],
    // go test
    [
      'go test -v: top-level tests counted, failed subtests named',
      [
        '=== RUN   TestAdd',
        '--- PASS: TestAdd (0.00s)',
        '--- SKIP: TestNet (0.00s)',
        '--- FAIL: TestSub (0.00s)',
        '    --- FAIL: TestSub/negative (0.00s)',
        '    --- PASS: TestSub/positive (0.00s)',
        'FAIL',
        'FAIL\texample.com/calc\t0.002s',
        'ok  \texample.com/text\t0.001s'
      ],
      inventory('go-test', [1, 1, 1, 3], ['TestSub', 'TestSub/negative'])
    ],
    [
      'go test without -v, all passing: no count of tests',
      ['ok  \texample.com/calc\t0.002s', '?   \texample.com/cmd\t[no test files]'],
      null
    ],
    // cargo test
    [
      'cargo test: one result per binary, summed',
      [
        'running 2 tests',
        'test tests::it_subtracts ... ok',
        'test tests::it_adds ... FAILED',
        'test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.05s',
        'test src/lib.rs - add (line 3) ... FAILED',
        'test result: FAILED. 3 passed; 1 failed; 1 ignored; 0 measured; 2 filtered out; finished in 0.00s'
      ],
      inventory('cargo-test', [4, 2, 1, 7], ['src/lib.rs - add (line N)', 'tests::it_adds'])
    ],
    // nextest
    [
      'nextest, passing',
      [
        '    Starting 12 tests across 2 binaries',
        '     Summary [   0.564s] 12 tests run: 12 passed, 1 skipped'
      ],
      inventory('nextest', [12, 0, 1, 13])
    ],
    [
      'nextest, failing, failures named as they fail and after the summary',
      [
        '        FAIL [   0.004s] (1/12) demo tests::it_adds',
        '  TRY 2 FAIL [   0.004s] (2/12) demo tests::flaky',
        '     Summary [  15.750s] 12 tests run: 9 passed (1 slow, 1 flaky), 2 failed, 1 timed out, 2 skipped',
        '        FAIL [   0.004s] demo tests::it_adds',
        '     TIMEOUT [  60.000s] demo tests::slow'
      ],
      inventory('nextest', [9, 3, 2, 14], ['demo tests::it_adds', 'demo tests::slow'])
    ],
    // Surefire
    [
      'Surefire: the per-class lines are not counted, the totals are, per module',
      [
        '[INFO] Running com.acme.CalcTest',
        '[ERROR] Tests run: 2, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.056 s <<< FAILURE! -- in com.acme.CalcTest',
        '[ERROR] com.acme.CalcTest.addsNumbers -- Time elapsed: 0.005 s <<< FAILURE!',
        '[INFO] Results:',
        '[ERROR] Failures: ',
        '[ERROR]   CalcTest.addsNumbers:10 expected: <5> but was: <4>',
        '[ERROR] Tests run: 2, Failures: 1, Errors: 0, Skipped: 0',
        '[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 1'
      ],
      inventory('surefire', [5, 1, 1, 7], ['com.acme.CalcTest.addsNumbers'])
    ],
    [
      'Surefire 2, its failures named the old way',
      [
        'Running com.acme.CalcTest',
        'Tests run: 3, Failures: 1, Errors: 1, Skipped: 0, Time elapsed: 0.05 sec <<< FAILURE!',
        'adds(com.acme.CalcTest)  Time elapsed: 0.01 sec  <<< FAILURE!',
        'divides(com.acme.CalcTest)  Time elapsed: 0 sec  <<< ERROR!',
        'Results :',
        'Tests run: 3, Failures: 1, Errors: 1, Skipped: 0'
      ],
      inventory('surefire', [1, 2, 0, 3], ['com.acme.CalcTest.adds', 'com.acme.CalcTest.divides'])
    ],
    // Gradle
    [
      'Gradle, failing',
      [
        '> Task :test',
        'CalcTest > addsNumbers() FAILED',
        '    org.opentest4j.AssertionFailedError',
        '9 tests completed, 1 failed, 2 skipped'
      ],
      inventory('gradle', [6, 1, 2, 9], ['CalcTest > addsNumbers()'])
    ],
    // CTest
    [
      'CTest, passing',
      ['100% tests passed, 0 tests failed out of 12', 'Total Test time (real) =   0.01 sec'],
      inventory('ctest', [12, 0, 0, 12])
    ],
    [
      'CTest, failing',
      [
        '50% tests passed, 1 tests failed out of 2',
        '',
        'The following tests FAILED:',
        '\t  1 - parse_test (SEGFAULT)',
        'Errors while running CTest'
      ],
      inventory('ctest', [1, 1, 0, 2], ['parse_test'])
    ],
    // RSpec
    [
      'RSpec, failing, with the examples to rerun',
      [
        'Finished in 0.00723 seconds',
        '12 examples, 1 failure, 2 pending',
        '',
        'Failed examples:',
        '',
        'rspec ./spec/cart_spec.rb:7 # Cart#total sums prices'
      ],
      inventory('rspec', [9, 1, 2, 12], ['spec/cart_spec.rb:7'])
    ],
    [
      'RSpec, an error outside of examples',
      ['0 examples, 0 failures, 1 error occurred outside of examples'],
      inventory('rspec', [0, 1, 0, 0])
    ],
    // minitest
    [
      'minitest, failing',
      [
        '  1) Failure:',
        'WalletTest#test_deposit [test/wallet_test.rb:8]:',
        'Expected: 15',
        '  2) Error:',
        'WalletTest#test_withdraw:',
        'NameError: undefined',
        '12 runs, 30 assertions, 1 failures, 1 errors, 2 skips'
      ],
      inventory('minitest', [8, 2, 2, 12], ['WalletTest#test_deposit', 'WalletTest#test_withdraw'])
    ],
    // PHPUnit
    [
      'PHPUnit, passing',
      ['PHPUnit 9.6.7 by Sebastian Bergmann and contributors.', 'OK (12 tests, 30 assertions)'],
      inventory('phpunit', [12, 0, 0, 12])
    ],
    [
      'PHPUnit, failing',
      [
        'There was 1 failure:',
        '',
        '1) SlugTest::testJoinsWordsWithDashes',
        'Failed asserting that two strings are identical.',
        'There was 1 risky test:',
        '1) SlugTest::testNothing',
        'FAILURES!',
        'Tests: 12, Assertions: 30, Failures: 1, Skipped: 2.'
      ],
      inventory('phpunit', [9, 1, 2, 12], ['SlugTest::testJoinsWordsWithDashes'])
    ],
    // ExUnit
    [
      'ExUnit, failing',
      [
        '  1) test converts (TempTest)',
        '     test/temp_test.exs:4',
        'Finished in 0.00 seconds',
        '12 tests, 1 failure, 2 skipped'
      ],
      inventory('exunit', [9, 1, 2, 12], ['test converts (TempTest)'])
    ],
    [
      'ExUnit, doctests and excluded tests',
      ['12 doctests, 30 tests, 0 failures (2 excluded)'],
      inventory('exunit', [40, 0, 2, 42])
    ],
    // EUnit
    ['EUnit, passing', ['  All 12 tests passed.'], inventory('eunit', [12, 0, 0, 12])],
    [
      'EUnit, failing',
      [
        'money_tests: cents_rounds_test...*failed*',
        'in function money_tests:cents_rounds_test/0',
        '=======',
        '  Failed: 1.  Skipped: 0.  Passed: 11.'
      ],
      inventory('eunit', [11, 1, 0, 12], ['money_tests: cents_rounds_test'])
    ],
    // the runners' other shapes
    ['EUnit, a single test', ['  Test passed.'], inventory('eunit', [1, 0, 0, 1])],
    [
      'unittest, nothing run',
      ['Ran 0 tests in 0.000s', '', 'NO TESTS RAN'],
      inventory('unittest', [0, 0, 0, 0])
    ],
    [
      'unittest, expected failures and unexpected successes',
      ['Ran 6 tests in 0.1s', 'FAILED (expected failures=1, unexpected successes=1)'],
      inventory('unittest', [4, 1, 1, 6])
    ],
    [
      'PHPUnit 10, passed with issues',
      [
        'OK, but there were issues!',
        'Tests: 4, Assertions: 9, Deprecations: 1, PHPUnit Deprecations: 2.'
      ],
      inventory('phpunit', [4, 0, 0, 4])
    ],
    [
      'nextest, one test',
      ['     Summary [   0.100s] 1 test run: 0 passed, 1 failed, 31 skipped'],
      inventory('nextest', [0, 1, 31, 32])
    ],
    [
      'pytest, nothing collected',
      ['==== no tests ran in 0.01s ===='],
      inventory('pytest', [0, 0, 0, 0])
    ],
    [
      'cargo test, a binary with no tests',
      [
        'running 0 tests',
        'test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s'
      ],
      inventory('cargo-test', [0, 0, 0, 0])
    ],
    // plain
    [
      'a plain line of counts',
      ['Results: 10 passed, 2 failed, 1 skipped', '3 passed, 0 failed'],
      inventory('plain', [13, 2, 1, 16])
    ]
  ]

  it.each(rows)('reads %s', (_, lines, expected) => {
    expect(read(lines)).toEqual(expected)
  })
})

describe('a test inventory from a raw job log', () => {
  const stamp = (line: string): string => `2026-01-02T03:04:05.1234567Z ${line}`
  const step = (name: string): string => stamp(`##[group]Run ${name}`)
  const ESC = '\u001b'
  const rows: readonly Row[] = [
    [
      'summaries behind timestamps and colours',
      [
        step('npx jest'),
        stamp('##[endgroup]'),
        stamp(
          `${ESC}[0m${ESC}[7m${ESC}[1m${ESC}[31m FAIL ${ESC}[39m${ESC}[22m${ESC}[27m${ESC}[0m src/a.test.ts`
        ),
        stamp(
          `${ESC}[1mTests:       ${ESC}[22m${ESC}[1m${ESC}[31m1 failed${ESC}[39m${ESC}[22m, ${ESC}[1m${ESC}[32m3 passed${ESC}[39m${ESC}[22m, 4 total\r`
        )
      ],
      inventory('jest', [3, 1, 0, 4], ['src/a.test.ts'])
    ],
    [
      "vitest's coloured summary",
      [
        stamp(
          `${ESC}[41m${ESC}[1m FAIL ${ESC}[22m${ESC}[49m test/cart.test.ts${ESC}[2m > ${ESC}[22mcart`
        ),
        stamp(
          `${ESC}[2m      Tests ${ESC}[22m ${ESC}[1m${ESC}[31m1 failed${ESC}[39m${ESC}[22m${ESC}[2m | ${ESC}[22m${ESC}[1m${ESC}[32m1 passed${ESC}[39m${ESC}[22m${ESC}[90m (2)${ESC}[39m`
        )
      ],
      inventory('vitest', [1, 1, 0, 2], ['test/cart.test.ts > cart'])
    ],
    [
      'the runner read first, and the sum over every kind',
      [
        step('pytest'),
        stamp('===== 3 passed in 0.10s ====='),
        step('go test -v ./...'),
        stamp('--- PASS: TestA (0.00s)'),
        stamp('--- FAIL: TestB (0.00s)')
      ],
      inventory('pytest', [4, 1, 0, 5], ['TestB'])
    ],
    [
      'a TAP stream settled at its step end, before the next runner read',
      [
        step('bats test'),
        stamp('1..1'),
        stamp('ok 1 - greets'),
        step('npm test'),
        stamp('Tests:       2 passed, 2 total')
      ],
      inventory('tap', [3, 0, 0, 3])
    ],
    [
      "a step's header ending what waited for a verdict",
      [step('python -m unittest'), stamp('Ran 3 tests in 0.01s'), step('echo'), stamp('OK')],
      null
    ],
    [
      'the failures of a step whose runner printed no summary',
      [step('jest'), stamp('FAIL src/x.test.ts'), step('pytest'), stamp('== 1 passed in 0.01s ==')],
      inventory('pytest', [1, 0, 0, 1])
    ],
    [
      'a redrawn line: only what was written last',
      [stamp('running 3 tests\r12 passed, 1 failed')],
      inventory('plain', [12, 1, 0, 13])
    ]
  ]

  it.each(rows)('reads %s', (_, lines, expected) => {
    expect(read(lines)).toEqual(expected)
  })

  it('reads the same fed line by line as from the whole text', () => {
    const lines = ['Tests:       1 failed, 1 total', 'FAIL a.test.ts', '3 passed, 0 failed']
    const reader = inventoryReader()
    for (const line of lines) reader.line(line)
    expect(reader.result()).toEqual(read(lines))
    expect(readInventory('')).toBeNull()
  })
})

describe('what is no summary', () => {
  const rows: readonly (readonly [string, readonly string[]])[] = [
    ['prose that mentions counts mid-sentence', ['Yesterday 3 passed, 1 failed and we shipped.']],
    ['a plain line with more after it', ['3 passed, 1 failed, see below']],
    ['counts inside a quoted diff', ['-Tests:       1 failed, 1 total', '+  3 passed, 1 failed']],
    ['pytest words without their rule or time', ['2 failed, 3 passed']],
    ['a bare pytest line with words pytest does not print', ['3 apples, 2 passed in 1s']],
    ['a stray ok with no plan', ['ok', 'ok 1 - fine', 'not ok 2 - bad']],
    ['a plan and no test (a bail out)', ['1..2', 'Bail out! no database']],
    [
      'unittest with no verdict after it',
      ['Ran 3 tests in 0.01s', '', 'something else', 'x', 'y', 'OK']
    ],
    [
      'a Surefire per-class line only',
      ['[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.1 s -- in a.B']
    ],
    ['JUnit 4 without Surefire', ['Tests run: 2,  Failures: 1']],
    ['a jest line without its total', ['Tests:       1 failed, 2 passed']],
    [
      'a count that is no count',
      ['Tests:       1 failed, 10000000000 total', '1000000001 passed, 0 failed']
    ],
    ['a summary naming a count twice', ['===== 1 passed, 2 passed in 0.1s =====']],
    [
      'a list of failures with no summary',
      ['FAIL src/a.test.ts', 'FAILED tests/x.py::test_y', '    --- FAIL: TestX/sub (0.00s)']
    ]
  ]

  it.each(rows)('leaves %s', (_, lines) => {
    expect(read(lines)).toBeNull()
  })
})

describe('what a log can make the inventory keep', () => {
  it('keeps the 20 first failures in sort order, whatever order they came in', () => {
    const names = Array.from(
      { length: 30 },
      (_, i) => `--- FAIL: Test${String(i).padStart(2, '0')} (0.00s)`
    )
    const result = read(names.reverse())
    expect(result?.failed).toBe(30)
    expect(result?.failures).toEqual(
      Array.from({ length: 20 }, (_, i) => `Test${String(i).padStart(2, '0')}`)
    )
  })

  it('cuts a long name and strips control characters and hidden marks from it', () => {
    const long = `FAILED tests/x.py::test_${'a'.repeat(300)}`
    const hidden = 'FAIL src/\u202eevil\u0007.test.ts'
    const result = read([long, hidden, 'Tests:       2 failed, 2 total', '== 2 failed in 0.1s =='])
    expect(result?.failures[0]).toBe('src/ evil.test.ts')
    expect(result?.failures[1]).toHaveLength(200)
  })
})

describe('lines longer than any runner prints', () => {
  const n = 100_000
  const long = (piece: string): string => piece.repeat(Math.ceil(n / piece.length))
  // Each line is made to keep a careless pattern backtracking: what almost matches, again and
  // again, then fails at the end. A regex that is not linear takes minutes on one of them.
  const rows: readonly (readonly [string, readonly string[], TestRunner | null])[] = [
    ['coloured and redrawn', [`\u001b[${long('1;')}`, long('\u001b]8;;'), long('\r')], null],
    [
      'jest and vitest',
      [
        `Tests: ${long('1 passed, ')}x`,
        ` Tests  ${long('1 passed | ')}(x`,
        ` Tests  a${long(' (1')}`,
        `FAIL ${long('a ')}`
      ],
      null
    ],
    [
      'mocha',
      [
        `${long(' ')}1 passing (1ms)`,
        '  1 passing (1ms)',
        '  1 failing',
        `  1) ${long('a')}`,
        long('  1) a')
      ],
      'mocha'
    ],
    [
      'TAP',
      [`ok ${long('1')}`, `not ok 1 - ${long('a # ')}`, `1..${long('1')}`, `ok 1 ${long(' -')}`],
      null
    ],
    [
      'node test totals',
      [
        `# tests ${long('1')}`,
        `# tests 1${long('.1')}`,
        '\u2716 failing tests:',
        `\u2716 ${long('a ')}`
      ],
      null
    ],
    [
      'prove',
      [
        `${long('a')} (Wstat: 1 ${long('Tests: 1 ')}`,
        `a (Wstat: 1 ${long('Tests: 1 Failed: 1)')}x`,
        `Files=1, Tests=${long('1')}, `
      ],
      null
    ],
    [
      'pytest',
      [
        long('='),
        `= ${long('1 passed, ')} in 1s =`,
        `= ${long('a in 1s ')} =`,
        `FAILED ${long('a.py')}`,
        `${long('a.py::')} FAILED`,
        `${long('= ')}`
      ],
      null
    ],
    [
      'unittest',
      [
        `Ran ${long('1')} tests in 1s`,
        'Ran 1 test in 1s',
        `FAILED (${long('failures=1, ')}`,
        `FAIL: a (${long('(')}`
      ],
      null
    ],
    [
      'go test',
      [
        `--- FAIL: ${long('a')} (1.`,
        `${long(' ')}--- FAIL: a (1.0s)x`,
        `--- PASS: a (${long('1')}`
      ],
      null
    ],
    [
      'cargo and nextest',
      [
        `test result: ok. ${long('1 passed; ')}`,
        `test ${long(' ... ')}`,
        `Summary [ 1.0s] 1 tests run: ${long('(')}`,
        `FAIL [ 1.0s] ${long('( 1/1) ')}`,
        `${long(' ')}Summary [${long(' ')}`
      ],
      null
    ],
    [
      'Surefire and Gradle',
      [
        `Tests run: ${long('1, ')}`,
        `${long('a(')}a)  Time elapsed: <<< FAILURE!`,
        `[ERROR] ${long(' -- Time elapsed: ')} <<< ERROR!`,
        `${long('1 tests completed, 1 failed, ')}x`,
        `${long('a > ')} FAILED`
      ],
      null
    ],
    [
      'CTest',
      [
        `100% tests passed, ${long('1')} tests failed out of 1`,
        'The following tests FAILED:',
        `\t1 - ${long('(')}`,
        `\t1 - a ${long('(a) ')}x`
      ],
      null
    ],
    [
      'RSpec and minitest',
      [
        `1 examples, ${long('1 failure, ')}x`,
        '  1) Failure:',
        `${long('a#')}:`,
        `a#${long('[')} [x`,
        `1 runs, ${long('1 skips, ')}`
      ],
      null
    ],
    [
      'PHPUnit',
      [
        `Tests: 1, ${long('Failures: 1, ')}`,
        'There was 1 failure:',
        `1) ${long('a::')}`,
        `OK (${long('1')} tests, 1 assertions)`
      ],
      null
    ],
    [
      'ExUnit and EUnit',
      [
        `1 tests, ${long('(1 excluded) ')}`,
        `  1) test ${long('a ')}`,
        `Failed: 1.${long(' ')}Skipped`,
        `${long('a...*failed*')}x`
      ],
      null
    ],
    [
      'plain',
      [
        `${long('1')} passed, 1 failed`,
        `${long('a')}: 1 passed, 1 failed`,
        `1 passed, 1 failed, ${long('1')} skipped`
      ],
      null
    ]
  ]

  it.each(rows)('reads %s lines of 100k characters in linear time', (_, lines, runner) => {
    expect(read(lines)?.runner ?? null).toBe(runner)
  })
})

describe('the corpus of real job logs', () => {
  const ROOT = fileURLToPath(new URL('../../fixtures/logs/', import.meta.url))
  const logs = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return logs(path)
      return name.endsWith('.log') ? [path.slice(ROOT.length)] : []
    })
  // The tools whose summaries the inventory reads, each captured failing from a real run.
  const READ: Record<string, TestRunner> = {
    jest: 'jest',
    'ts-jest': 'jest',
    vitest: 'vitest',
    mocha: 'mocha',
    'node-test': 'node-test',
    'generic/nodetap': 'tap',
    'generic/tape': 'tap',
    'generic/baretap': 'tap',
    'generic/bats': 'tap',
    'generic/pytap': 'tap',
    'generic/glibtap': 'tap',
    'generic/brittle': 'tap',
    'generic/brittlenpm': 'tap',
    'generic/brittlequeue': 'tap',
    'generic/qunit': 'tap',
    'generic/sharness': 'tap',
    'generic/teenytest': 'tap',
    'generic/zora': 'tap',
    pyimport: 'pytest',
    pytest: 'pytest',
    unittest: 'unittest',
    'go-test': 'go-test',
    'cargo-test': 'cargo-test',
    surefire: 'surefire',
    ctest: 'ctest',
    'generic/prove': 'prove',
    'generic/rspec': 'rspec',
    'generic/minitest': 'minitest',
    'generic/phpunit': 'phpunit',
    'generic/exunit': 'exunit',
    'generic/eunit': 'eunit'
  }
  const cases = logs(ROOT).flatMap((path) => {
    const runner = READ[path.slice(0, path.lastIndexOf('/'))]
    return runner === undefined ? [] : [[path, runner] as const]
  })

  it('holds a log of every tool listed', () => {
    expect(new Set(cases.map(([, runner]) => runner)).size).toBe(new Set(Object.values(READ)).size)
  })

  it.each(cases)('reads %s as %s, with a failure', (path, runner) => {
    const result = readInventory(readFileSync(join(ROOT, path), 'utf8'))
    expect(result?.runner).toBe(runner)
    expect(result?.failed).toBeGreaterThan(0)
  })
})
