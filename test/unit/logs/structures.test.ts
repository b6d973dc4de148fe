// The generic reader's structures, one by one, on the shapes the issue names: count lines never
// name a failure, numbered lists are tests with files, diagnostics give their rule, traces their
// exception and own frame, the shell its variable or file.
import { describe, it, expect } from '@jest/globals'
import { readGeneric } from '../../../src/rules/logs/generic.js'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import { isCountLine } from '../../../src/rules/logs/structures/count-lines.js'
import { readDiagnostics } from '../../../src/rules/logs/structures/diagnostics.js'
import { readDiffs } from '../../../src/rules/logs/structures/diffs.js'
import { readModuleGraph } from '../../../src/rules/logs/structures/module-graph.js'
import { readSchemaErrors } from '../../../src/rules/logs/structures/schema-errors.js'
import { readTables } from '../../../src/rules/logs/structures/tables.js'

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
    ],
    ['    src/a.lua:2:9: (W211) unused variable', 'W211', 'src/a.lua'],
    [
      'lib/a.rb:6:5: C: [Correctable] Style/StringLiterals: Prefer',
      'Style/StringLiterals',
      'lib/a.rb'
    ],
    ['Warning 26 in docs/a.tex line 3: You ought to remove spaces.', '26', 'docs/a.tex'],
    ['Error 12 in src/b.f90:40: Interface mismatch', '12', 'src/b.f90'],
    ['src/a.py:4 in public function `total`:\n        D103: Missing docstring', 'D103', 'src/a.py'],
    ['[/home/runner/work/demo/demo/a.go:3] - G101 (CWE-798): Hardcoded', 'G101', 'a.go'],
    ['Dockerfile:3 DL3008 warning: Pin versions in apt get install.', 'DL3008', 'Dockerfile'],
    [
      '[ERROR] /home/runner/work/demo/demo/src/App.java:3:5: Missing a Javadoc. [MissingJavadocType]',
      'MissingJavadocType',
      'src/App.java'
    ],
    [
      'Sources/A.swift:3:5: warning: Line should be 120 characters or less (line_length)',
      'line_length',
      'Sources/A.swift'
    ],
    [
      'Warning: Missing version constraint for provider "aws" (terraform_required_providers)\n\n' +
        '  on main.tf line 1:\n   1: provider "aws" {',
      'terraform_required_providers',
      'main.tf'
    ],
    [
      '>> Issue: [B105:hardcoded_password_string] Possible hardcoded password\n' +
        '   Severity: Low   Confidence: Medium\n   Location: src/app.py:3:11',
      'B105',
      'src/app.py'
    ]
  ])('%j is lint with its rule', (line, code, file) => {
    expect(read(line)).toEqual([expect.objectContaining({ failureClass: 'lint', code, file })])
  })

  it('reads a compiler-shaped line with no rule as a build failure', () => {
    expect(read("src/main.zig:3:5: error: expected ';'")).toEqual([
      expect.objectContaining({ failureClass: 'build', file: 'src/main.zig' })
    ])
  })

  it.each([
    [
      'bin/a.pl: Code before strictures are enabled at line 4, column 1.  See page 429.',
      'bin/a.pl',
      'Code before strictures are enabled'
    ],
    [
      'share/a.desktop: error: required key "Name" is not present',
      'share/a.desktop',
      'required key "Name" is not present'
    ]
  ])('%j is lint named by its file and message', (line, file, detail) => {
    expect(read(line)).toEqual([{ tool: 'generic', failureClass: 'lint', file, detail }])
  })

  it('skips notes, and warnings beside an error', () => {
    expect(read('src/a.py:3:1: note: see the docs (W0611)')).toEqual([])
    const hits = read(
      ['src/a.py:3:1: warning: unused import (W0611)', 'src/b.py:4:1: error: bad (E0602)'].join(
        '\n'
      )
    )
    expect(hits.map((h) => h.code)).toEqual(['E0602'])
  })

  it('names the failure by the warnings that have a rule when no error is there', () => {
    const hits = read(
      ['src/a.py:3:1: warning: unused import (W0611)', 'src/a.py:9:1: warning: shadowed name'].join(
        '\n'
      )
    )
    expect(hits).toEqual([
      { tool: 'generic', failureClass: 'lint', code: 'W0611', file: 'src/a.py' }
    ])
  })
})

describe('unified diffs', () => {
  const formatter = [
    '--- scripts/build.sh.orig',
    '+++ scripts/build.sh',
    '@@ -1,2 +1,2 @@',
    ' #!/bin/sh',
    '-    rm -r dist',
    '+\trm -r dist',
    '--- src/a.py\t2026-01-01 10:00:00.000000+00:00',
    '+++ src/a.py\t2026-01-01 10:00:01.000000+00:00',
    '@@ -1 +1 @@',
    '-x=1',
    '+x = 1'
  ]
  const git = [
    'diff --git a/src/routes.ts b/src/routes.ts',
    'index 3b18e51..0c1f2aa 100644',
    '--- a/src/routes.ts',
    '+++ b/src/routes.ts',
    '@@ -1,2 +1,3 @@',
    ' export const routes = [',
    "+  '/pricing',",
    '-FAIL src/old.test.ts',
    '+src/a.js:3:1: error: not a diagnostic (no-undef)',
    ' ]'
  ]

  it("names a formatter's diff by its files, as lint", () => {
    expect(read(formatter.join('\n'))).toEqual([
      { tool: 'generic', failureClass: 'lint', code: 'diff', file: 'scripts/build.sh' },
      { tool: 'generic', failureClass: 'lint', code: 'diff', file: 'src/a.py' }
    ])
  })

  it("names git's diff by its file, as a generator's drift, and reads nothing in its hunks", () => {
    expect(read(git.join('\n'), 'python3 gen.py && git diff --exit-code')).toEqual([
      { tool: 'generic', failureClass: 'build', code: 'diff', file: 'src/routes.ts' }
    ])
  })

  it("takes a git diff after a formatter as the formatter's", () => {
    expect(read(git.join('\n'), 'npx prettier --write . && git diff --exit-code')).toEqual([
      expect.objectContaining({ failureClass: 'lint', file: 'src/routes.ts' })
    ])
  })

  it('names a deleted file by its old side', () => {
    const deleted = ['diff --git a/src/old.ts b/src/old.ts', 'deleted file mode 100644']
    const hunk = ['--- a/src/old.ts', '+++ /dev/null', '@@ -1 +0,0 @@', '-export {}']
    expect(read([...deleted, ...hunk].join('\n'))).toEqual([
      expect.objectContaining({ file: 'src/old.ts' })
    ])
  })
})

describe('tabular reports', () => {
  it('reads rows under a file heading, wrapped messages joined, by their trailing rule', () => {
    const hits = read(
      [
        'FILE: /home/runner/work/demo/demo/src/Cart.php',
        '-----------------------------------------------',
        'FOUND 2 ERRORS AFFECTING 1 LINE',
        '-----------------------------------------------',
        ' 7 | ERROR   | [x] Opening brace should be on a new',
        '   |         |     line (Squiz.Functions.BraceOnSameLine)',
        ' 9 | WARNING | Line exceeds 120 characters',
        '   |         |     (Generic.Files.LineLength.TooLong)'
      ].join('\n')
    )
    expect(hits).toEqual([
      {
        tool: 'generic',
        failureClass: 'lint',
        code: 'Squiz.Functions.BraceOnSameLine',
        file: 'src/Cart.php'
      }
    ])
  })

  it('reads labelled positions under a bracketed heading, which is no failing test', () => {
    const hits = read(
      [
        '== [models/orders.sql] FAIL',
        'L:   3 | P:  12 | L039 | Expected only single space before naked',
        "                       | identifier. Found '  '.",
        'All Finished!'
      ].join('\n')
    )
    expect(hits).toEqual([
      { tool: 'generic', failureClass: 'lint', code: 'L039', file: 'models/orders.sql' }
    ])
  })

  it('reads a file from its column', () => {
    const rows = [
      '| src/a.tf | 12 | error | aws-s3-no-public-read | Bucket is public |',
      '| src/b.tf | 3 | error | aws-iam-no-star | Policy allows any action |'
    ]
    expect(read(rows.join('\n'))).toEqual([
      expect.objectContaining({ code: 'aws-s3-no-public-read', file: 'src/a.tf' }),
      expect.objectContaining({ code: 'aws-iam-no-star', file: 'src/b.tf' })
    ])
  })

  it('leaves a table of counts alone', () => {
    expect(read(['| file | errors |', '| --- | --- |', '| total | 3 |'].join('\n'))).toEqual([])
  })
})

describe('module graphs', () => {
  it.each([
    ['1) cart.js > order.js', 'import-chain', 'cart.js', 'cart.js > order.js'],
    [
      '-   shop.ui.views -> shop.db.models (l.3)',
      'import-chain',
      'shop.ui.views',
      'shop.ui.views > shop.db.models'
    ],
    [
      '  error no-ui-to-db: src/ui/page.js → src/db/query.js',
      'no-ui-to-db',
      'src/ui/page.js',
      'src/ui/page.js > src/db/query.js'
    ]
  ])('%j names its modules and its rule', (line, code, file, detail) => {
    expect(read(line)).toEqual([{ tool: 'generic', failureClass: 'lint', code, file, detail }])
  })

  it('reads a chain wrapped after its arrows, a closed cycle from its least module', () => {
    const from = (first: string, second: string): string =>
      [`  error no-circular: ${first} → `, `      ${second} →`, `      ${first}`].join('\n')
    const detail = 'src/a.js > src/b.js > src/a.js'
    expect(read(from('src/b.js', 'src/a.js'))).toEqual([expect.objectContaining({ detail })])
    expect(read(from('src/a.js', 'src/b.js'))).toEqual([expect.objectContaining({ detail })])
  })

  it.each([
    'cat notes.txt > out/notes.md',
    'Updating lodash 4.17.20 -> 4.17.21',
    '1.2.3 -> 1.2.4',
    'if a.size > b.size then stop'
  ])('%j is no chain of modules', (line) => {
    expect(read(line)).toEqual([])
  })
})

describe('schema validators', () => {
  it("names a file's errors by keyword and place, not by the values", () => {
    const records = (value: string): string =>
      [
        'config/api.json invalid',
        '[',
        '  {',
        "    instancePath: '/port',",
        "    schemaPath: '#/properties/port/type',",
        "    keyword: 'type',",
        `    params: { type: '${value}' },`,
        "    message: 'must be integer'",
        '  }',
        ']',
        'config/worker.json valid'
      ].join('\n')
    const hit = { tool: 'generic', failureClass: 'lint', code: 'type', file: 'config/api.json' }
    expect(read(records('integer'))).toEqual([{ ...hit, detail: '/port' }])
    expect(read(records('number'))).toEqual(read(records('integer')))
  })

  it('reads one error a line with its JSON path', () => {
    expect(read("  config/app.json::$.port: '8080' is not of type 'integer'")).toEqual([
      expect.objectContaining({ file: 'config/app.json', detail: '$.port' })
    ])
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

describe('lines of 100,000 characters', () => {
  const LONG = 100_000
  const blanks = ' '.repeat(LONG)
  // Each line is made to keep a careless pattern of the readers backtracking: runs of blanks
  // before the word it waits for, separators over and over, a lazy part that never ends.
  const lines = [
    `a: b${blanks}x`,
    `a.js:${' at line'.repeat(LONG / 8)}`,
    `error 1 in a.tex${' line'.repeat(LONG / 5)}`,
    `a.json${blanks}invalid`,
    '::$'.repeat(LONG / 3),
    `k: a${blanks}b`,
    `k: ${"'".repeat(LONG)}`,
    `a ${'> '.repeat(LONG / 2)}`,
    `${'a.js > '.repeat(LONG / 7)}x y`,
    '|'.repeat(LONG),
    '| 1 '.repeat(LONG / 4),
    `| a.b${'.c'.repeat(LONG / 2)} | 1 | x |`,
    `diff ${'-a '.repeat(LONG / 3)}`,
    `--- ${'a'.repeat(LONG)}`,
    `+++ ${'b/'.repeat(LONG / 2)}`,
    `@@ -1,${'9'.repeat(LONG)} +1 @@`,
    `== [a.sql]${blanks}x`,
    `[${'a:1'.repeat(LONG / 3)}`,
    `Location: ${'a:1'.repeat(LONG / 3)}`,
    `>> Issue: [${'a:'.repeat(LONG / 2)}]`,
    `  on a.tf${' line 1'.repeat(LONG / 7)}`,
    `${'a.py -> '.repeat(LONG / 8)}(l.x)`
  ]

  it('are read by every shape in one pass each', () => {
    const none = new Set<number>()
    expect(readDiagnostics(lines, 'run', none)).toEqual([])
    expect(readTables(lines, 'run', none).found).toEqual([])
    expect(readModuleGraph(lines, none)).toEqual([])
    expect(readSchemaErrors(lines, 'run', none)).toEqual([])
    // The one diff is the `---`/`+++` pair: its hunk header takes the lines after it.
    expect(readDiffs(lines, 'run').found).toHaveLength(1)
  })
})
