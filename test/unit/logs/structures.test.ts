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
import {
  filesIn,
  inCommandFolder,
  readsFile,
  ownLocationIn
} from '../../../src/rules/logs/structures/locations.js'
import { readMemoryReports } from '../../../src/rules/logs/structures/memory-report.js'
import { failedVerdictName } from '../../../src/rules/logs/structures/verdicts.js'
import { readDiagnostics } from '../../../src/rules/logs/structures/diagnostics.js'
import { readDiffs } from '../../../src/rules/logs/structures/diffs.js'
import { readExceededLimits } from '../../../src/rules/logs/structures/exceeded-limits.js'
import { readModuleGraph } from '../../../src/rules/logs/structures/module-graph.js'
import { readSchemaErrors } from '../../../src/rules/logs/structures/schema-errors.js'
import { readTables } from '../../../src/rules/logs/structures/tables.js'
import { missingThing } from '../../../src/rules/logs/structures/missing.js'
import { readStops } from '../../../src/rules/logs/structures/stops.js'
import { readTracebacks } from '../../../src/rules/logs/structures/traceback.js'

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
  it('places a test its details place nowhere in the file the run announced last', () => {
    const hits = read(
      [
        '     Running unittests src/lib.rs (target/debug/deps/demo-8348ca7a)',
        '     Running tests/roundtrip.rs (target/debug/deps/roundtrip-3d6bafc7)',
        'FAILED encode_shouts: expected "HI", got "hi"'
      ].join('\n')
    )
    expect(hits.map((h) => [h.failureClass, h.file])).toEqual([['test', 'tests/roundtrip.rs']])
  })

  it.each<[string, string, string, unknown[]]>([
    [
      'reads a numbered list with its files as tests',
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
      ].join('\n'),
      'run',
      [
        expect.objectContaining({ test: 'Calculator adds two numbers', file: 'spec/calc_spec.rb' }),
        expect.objectContaining({ test: 'Calculator divides', file: 'spec/calc_spec.rb' })
      ]
    ],
    [
      'reads a list under a failure heading with the test on its own line',
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
      ].join('\n'),
      'run',
      [expect.objectContaining({ test: 'CalcTest::testAdd' })]
    ],
    [
      'leaves a numbered list of steps alone',
      ['Next:', '1) install the tool', '2) run it'].join('\n'),
      'run',
      []
    ]
  ])('%s', (_, text, command, hits) => {
    expect(read(text, command)).toEqual(hits)
  })

  it.each([
    ['1) test: StackTest::pushesOnTop (F) line: 16 tests/stack_test.cpp', 'StackTest'],
    ['  1) Failure:', 'TestSlug#test_joins [test/slug_test.rb:8]:'],
    ['1) slug joins words (tests/slug.c:16)', 'slug joins']
  ])('cuts the place printed after a test name off the name: %j', (...item) => {
    const listed = (line: number): unknown =>
      read(['Failures:', ...item.map((l) => l.replace(/\d+(?=\D*$)/, String(line))), ''].join('\n'))
    expect(listed(16)).toEqual(listed(17))
    expect(listed(16)).toEqual([
      expect.objectContaining({ test: expect.not.stringMatching(/\d\d/), file: expect.any(String) })
    ])
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

  it.each<[string, string, string, unknown[]]>([
    [
      'reads a compiler-shaped line with no rule as a build failure',
      "src/main.zig:3:5: error: expected ';'",
      'run',
      [expect.objectContaining({ failureClass: 'build', file: 'src/main.zig' })]
    ],
    [
      'names the failure by the warnings that have a rule when no error is there',
      ['src/a.py:3:1: warning: unused import (W0611)', 'src/a.py:9:1: warning: shadowed name'].join(
        '\n'
      ),
      'run',
      [{ tool: 'generic', failureClass: 'lint', code: 'W0611', file: 'src/a.py' }]
    ]
  ])('%s', (_, text, command, hits) => {
    expect(read(text, command)).toEqual(hits)
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

  it.each([
    // A sentence after the dashed word: a rule (ktlint); prose after it: a message (msgfmt).
    ['po/fr.po:7: end-of-line within string', undefined, 'po/fr.po'],
    ['src/A.java:8: warning: [rawtypes] found raw type: ArrayList', 'rawtypes', 'src/A.java'],
    ['ERROR: The @paramz tag is not a known tag. File: cart.js, line: 1', undefined, 'cart.js']
  ])('%j names its rule (%s) and file', (line, code, file) => {
    expect(read(line).map((h) => [h.code, h.file])).toEqual([[code, file]])
  })

  it.each([
    ['manual.texi', 'makeinfo doc/manual.texi', 'doc/manual.texi'],
    ['manual.texi', 'for t in doc/*.texi; do makeinfo "$t"; done', 'doc/manual.texi'],
    ['manual.texi', 'makeinfo a/manual.texi b/manual.texi', 'manual.texi'],
    ['manual.texi', 'makeinfo a/*.texi b/*.texi', 'manual.texi'],
    ['manual.texi', 'makeinfo doc/guide.texi', 'manual.texi'],
    ['src/manual.texi', 'makeinfo doc/manual.texi', 'src/manual.texi']
  ])('finds %j in the folder of %j: %j', (file, command, placed) => {
    expect(inCommandFolder(file, command)).toBe(placed)
  })

  it.each([
    ['pandoc -o build/guide.pdf docs/guide.md', ['docs/guide.md']],
    [
      'sqitch deploy db:sqlite:x.db && sqlite3 demo.db && check a.json a.json',
      ['demo.db', 'a.json']
    ],
    ['for t in doc/*.texi; do makeinfo --output=out/x.info "$t"; done', []]
  ])('reads the files %j reads', (command, files) => {
    expect(filesIn(command)).toEqual(files)
  })

  it.each([
    ["json2ts -i 'schema/*.json' -o src/types/", 'schema/a.json', true],
    ["json2ts -i 'schema/*.json'", 'schema/sub/a.json', false],
    ["json2ts -i 'schema/*.json'", 'schema/a.yaml', false],
    ['gen api/openapi.yaml', 'api/openapi.yaml', true],
    ['tsx scripts/smoke.ts', 'config.json', false]
  ])('%j reads %j: %j', (command, file, reads) => {
    expect(readsFile(command, file)).toBe(reads)
  })

  it('reads a command of 100k characters in linear time', () => {
    expect(inCommandFolder('x.texi', `a/${'b.'.repeat(50_000)}!`)).toBe('x.texi')
    expect(readsFile(`a/${'b.'.repeat(50_000)}!`, 'a/b.c')).toBe(false)
    expect(inCommandFolder('x.texi', ' a/'.repeat(33_000))).toBe('x.texi')
  })

  it.each([
    'asciidoctor: ERROR: index.adoc: line 3: include file not found: docs/setup.adoc',
    'ERROR: index.adoc: line 3, column 2: include file not found: docs/setup.adoc'
  ])('reads a line labelled after its path: %j', (line) => {
    expect(read(line, 'asciidoctor docs/index.adoc')).toEqual([
      expect.objectContaining({ failureClass: 'lint', file: 'docs/index.adoc' })
    ])
  })

  it('reads a doc generator complaining about a place in its sources as lint', () => {
    const lines = ["manual.texi:8: @ref reference to nonexistent node `Setup'"]
    expect(read(lines.join('\n'), 'makeinfo doc/manual.texi')).toEqual([
      expect.objectContaining({ failureClass: 'lint', file: 'doc/manual.texi' })
    ])
  })

  it('signs a message that quotes another line the same when that line moves', () => {
    const at = (n: number): string =>
      `config/app.xml:${n + 1}: parser error : Opening and ending tag mismatch: name line ${n} and x`
    expect(read(at(3))).toEqual(read(at(4)))
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

  it.each<[string, string, string, unknown[]]>([
    [
      "names a formatter's diff by its files, as lint",
      formatter.join('\n'),
      'run',
      [
        { tool: 'generic', failureClass: 'lint', code: 'diff', file: 'scripts/build.sh' },
        { tool: 'generic', failureClass: 'lint', code: 'diff', file: 'src/a.py' }
      ]
    ],
    [
      "names git's diff by its file, as a generator's drift, and reads nothing in its hunks",
      git.join('\n'),
      'python3 gen.py && git diff --exit-code',
      [{ tool: 'generic', failureClass: 'build', code: 'diff', file: 'src/routes.ts' }]
    ],
    [
      "takes a git diff after a formatter as the formatter's",
      git.join('\n'),
      'npx prettier --write . && git diff --exit-code',
      [expect.objectContaining({ failureClass: 'lint', file: 'src/routes.ts' })]
    ]
  ])('%s', (_, text, command, hits) => {
    expect(read(text, command)).toEqual(hits)
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
  it.each<[string, string, string, unknown[]]>([
    [
      'reads rows under a file heading, wrapped messages joined, by their trailing rule',
      [
        'FILE: /home/runner/work/demo/demo/src/Cart.php',
        '-----------------------------------------------',
        'FOUND 2 ERRORS AFFECTING 1 LINE',
        '-----------------------------------------------',
        ' 7 | ERROR   | [x] Opening brace should be on a new',
        '   |         |     line (Squiz.Functions.BraceOnSameLine)',
        ' 9 | WARNING | Line exceeds 120 characters',
        '   |         |     (Generic.Files.LineLength.TooLong)'
      ].join('\n'),
      'run',
      [
        {
          tool: 'generic',
          failureClass: 'lint',
          code: 'Squiz.Functions.BraceOnSameLine',
          file: 'src/Cart.php'
        }
      ]
    ],
    [
      'reads labelled positions under a bracketed heading, which is no failing test',
      [
        '== [models/orders.sql] FAIL',
        'L:   3 | P:  12 | L039 | Expected only single space before naked',
        "                       | identifier. Found '  '.",
        'All Finished!'
      ].join('\n'),
      'run',
      [{ tool: 'generic', failureClass: 'lint', code: 'L039', file: 'models/orders.sql' }]
    ],
    [
      'leaves a table of counts alone',
      ['| file | errors |', '| --- | --- |', '| total | 3 |'].join('\n'),
      'run',
      []
    ]
  ])('%s', (_, text, command, hits) => {
    expect(read(text, command)).toEqual(hits)
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

describe('file headings and their rows', () => {
  it.each([
    [
      [
        'docs/guide.md',
        '8:1-8:30 warning Unexpected unused definition no-unused-definitions remark-lint'
      ],
      { code: 'no-unused-definitions', file: 'docs/guide.md' }
    ],
    [
      ['./package.json', '✖ require-license - node: license - license is required'],
      { code: 'require-license', file: 'package.json' }
    ],
    [
      ['[log] /home/runner/work/demo/demo/config/app.yml', '[error] bad indentation (3:8)'],
      { file: 'config/app.yml', detail: 'bad indentation (N:N)' }
    ]
  ])('gives a row the file above it: %j', (lines, hit) => {
    expect(read(lines.join('\n'))).toEqual([
      expect.objectContaining({ failureClass: 'lint', ...hit })
    ])
  })

  it('reads a rule with a dash after it as no test name', () => {
    expect(readFailureList(['✖ require-license - license is required']).found).toEqual([])
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

  it.each([
    ['99999: 99999 is greater than the maximum of 65535', { code: 'maximum' }],
    ['70000: 70000 is greater than the maximum of 65535', { code: 'maximum' }],
    ["{'port': 8080}: 'name' is a required property", { code: 'required', detail: 'name' }],
    ["data must have required property 'name'", { code: 'required', detail: 'name' }],
    ['data/port must be <= 65535', { code: 'maximum' }],
    ["Additional properties are not allowed ('hots' was unexpected)", { detail: 'hots' }],
    ["'x' is not of type 'integer'", { code: 'type' }]
  ])('names a message with no file by its keyword, in the file validated: %j', (line, hit) => {
    const hits = readSchemaErrors([line], 'check -i config/api.json schema/api.json', new Set())
    expect(hits.map((h) => h.hit)).toEqual([
      expect.objectContaining({ file: 'config/api.json', ...hit })
    ])
    expect(readSchemaErrors([line], 'check a.json b.json', new Set())).toEqual([])
  })

  it("reads a validator's report of records on its own, by each record's code and place", () => {
    const report = (code: string, path: string): string =>
      [
        '[',
        '    {',
        `        "code": "${code}",`,
        '        "message": "Expected type integer",',
        `        "path": "${path}"`,
        '    }',
        ']',
        'json #1 validation failed'
      ].join('\n')
    expect(read(report('INVALID_TYPE', '#/port'))).toEqual([
      { tool: 'generic', failureClass: 'lint', code: 'INVALID_TYPE', detail: '#/port' }
    ])
    expect(read(report('INVALID_TYPE', '#/'))).toEqual([
      expect.objectContaining({ detail: 'Expected type integer' })
    ])
    // A record with a code but no place and no message is some other object.
    expect(
      read(['[', '  {', "    code: 'ERR_ASSERTION',", '    actual: 1', '  }', ']'].join('\n'))
    ).toEqual([])
  })

  it.each<[string, string, string, unknown[]]>([
    [
      'reads an error that labels its place in the one document the command validates',
      ` ERROR - ["Type 'scalar' has size of '99999', greater than max limit '65535'. Path: '/port'"]`,
      'pykwalify -d config/service.yaml -s schema/service.yaml',
      [expect.objectContaining({ code: 'schema', file: 'config/service.yaml', detail: '/port' })]
    ],
    [
      'reads one error a line with its JSON path',
      "  config/app.json::$.port: '8080' is not of type 'integer'",
      'run',
      [expect.objectContaining({ file: 'config/app.json', detail: '$.port' })]
    ]
  ])('%s', (_, text, command, hits) => {
    expect(read(text, command)).toEqual(hits)
  })

  it.each([
    ['a verdict', ['deploy/app.yaml: INVALID', '  /spec/port: expected integer, got string']],
    ['the file named alone', ['deploy/app.yaml', '  - $.spec.port: must be integer']],
    ['the file named alone', ['deploy/app.yaml:', '  #/spec/port: wrong type']]
  ])('reads errors led by their place in the document under %s', (_, lines) => {
    expect(read(lines.join('\n'))).toEqual([
      expect.objectContaining({ failureClass: 'lint', file: 'deploy/app.yaml' })
    ])
  })
})

describe('traces', () => {
  it.each<[string, string, string, unknown[]]>([
    [
      "names a Python traceback by its exception and the repository's innermost frame",
      [
        'Traceback (most recent call last):',
        '  File "/home/runner/work/demo/demo/tools/gen.py", line 9, in <module>',
        '  File "/home/runner/work/demo/demo/tools/gen.py", line 4, in render',
        '  File "/usr/lib/python3.12/string.py", line 121, in substitute',
        "KeyError: 'name'"
      ].join('\n'),
      'run',
      [expect.objectContaining({ code: 'KeyError', file: 'tools/gen.py', failureClass: 'test' })]
    ],
    [
      "names an unhandled rejection by its error and the repository's first frame",
      [
        'TypeError: Cannot read properties of undefined (reading "id")',
        '    at byId (file:///home/runner/work/demo/demo/scripts/seed.mjs:7:18)',
        '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)'
      ].join('\n'),
      'run',
      [expect.objectContaining({ code: 'TypeError', file: 'scripts/seed.mjs' })]
    ]
  ])('%s', (_, text, command, hits) => {
    expect(read(text, command)).toEqual(hits)
  })
})

describe("a tool's own stack under its error", () => {
  it('is the error the tool printed, not the excerpt above the stack', () => {
    const hits = read(
      [
        '[log] /home/runner/work/demo/demo/config/app.yml',
        '[error] bad indentation of a mapping entry (3:8)',
        ' 3 |    host: localhost',
        '------------^',
        '  at generateError (/home/runner/work/demo/demo/node_modules/js-yaml/lib/loader.js:197:10)'
      ].join('\n')
    )
    expect(hits).toEqual([expect.objectContaining({ file: 'config/app.yml' })])
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
      ['! Undefined control sequence.', '<recently read> \\foo', '', 'l.42 \\foo'],
      'pandoc -o build/guide.pdf docs/guide.md',
      { file: 'docs/guide.md', detail: 'Undefined control sequence. \\foo' }
    ],
    [
      ['./main.tex:12: Undefined control sequence.', 'l.12 \\bar', 'No pages of output.'],
      'latexmk -pdf paper/main.tex',
      { file: 'paper/main.tex', detail: 'Undefined control sequence. \\bar' }
    ],
    [
      [
        '(./paper.tex',
        '(/usr/share/tex/article.cls)',
        '(./chapters/method.tex',
        '! Missing $ inserted.',
        'l.1 We measure x^'
      ],
      'latexmk -pdf paper.tex',
      { file: 'chapters/method.tex', detail: 'Missing $ inserted. x^', failureClass: 'build' }
    ]
  ])("reads TeX's error with the word it stopped on: %j", (lines, command, hit) => {
    expect(read(lines.join('\n'), command)).toEqual([expect.objectContaining(hit)])
  })

  it.each<[string, string, string, unknown[]]>([
    [
      'names the error a closing line stands for, a few lines above it',
      [
        'ERROR render failed: "/home/runner/work/demo/demo/layouts/single.html:5:13": nil pointer',
        'Total in 24 ms',
        'Error: error building site: render: failed to render pages'
      ].join('\n'),
      'hugo --minify',
      [expect.objectContaining({ file: 'layouts/single.html' })]
    ],
    [
      'names a failed configure check with its error as a dependency',
      [
        'checking for stdio.h... yes',
        'checking for pcre2_compile in -lpcre2-8... no',
        'checking for strerror... yes',
        'configure: error: pcre2 not found'
      ].join('\n'),
      'run',
      [
        expect.objectContaining({
          failureClass: 'dependency',
          detail: expect.stringMatching(
            /^for pcre2_compile in -lpcre2-8: configure: error: /
          ) as unknown
        })
      ]
    ],
    [
      'leaves a finished run of units alone',
      ['Applying a.0001... OK', 'Applying a.0002... OK', 'done'].join('\n'),
      'run',
      []
    ],
    [
      'names what is missing from the items listed under an error that names nothing',
      [
        'FATAL: prerequisites not found.',
        '    Text::CSV_XS not installed',
        '',
        'Please install these modules first.'
      ].join('\n'),
      'perl Makefile.PL',
      [
        expect.objectContaining({
          failureClass: 'dependency',
          code: 'missing',
          detail: 'Text::CSV_XS'
        })
      ]
    ],
    [
      'names the cause a bare verdict prints under it',
      [
        'Buildfile: build.xml',
        '',
        'BUILD FAILED',
        'Target "dist" does not exist.',
        'Total time: 0 seconds'
      ].join('\n'),
      'ant dist',
      [expect.objectContaining({ failureClass: 'build', detail: 'Target "dist" does not exist.' })]
    ],
    [
      "reads a build setup's warnings made errors about its build files as build",
      [
        'automake: warnings are treated as errors',
        "src/Makefile.am:3: warning: 'CFLAGS' is a user variable, you should not override it;",
        'autoreconf: error: automake failed with exit status: 1'
      ].join('\n'),
      'autoreconf -fi && make',
      [expect.objectContaining({ failureClass: 'build', file: 'src/Makefile.am' })]
    ],
    [
      'reads the warnings of a step that failed with nothing else to show',
      'docgen: WARNING: guide.txt: dangling reference to "intro"',
      'run',
      [expect.objectContaining({ failureClass: 'lint' })]
    ]
  ])('%s', (_, text, command, hits) => {
    expect(read(text, command)).toEqual(hits)
  })

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
    [
      'a heading framed by marks that opens a migration',
      ['### MIGRATION 0002_email (UP) ###', 'Error executing:', 'ALTER TABLE "users" ADD "e" txt;'],
      '0002_email'
    ],
    [
      'a unit whose own line ends in its error',
      ['  + users ... ok', '  + email .. Parse error near line 3: no such table: usrs', 'not ok'],
      'email: Parse error'
    ],
    [
      'a unit whose line ends in a bare verdict',
      ['  + users .. ok', '  + email .. not ok'],
      'email: psycopg.errors'
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

  it.each([
    ['api/v1/user.schema:12:7: unknown type "Strng"', 'build', undefined, 'api/v1/user.schema'],
    ['[ERROR:/home/runner/work/demo/demo/idl/a.idl:4] name clash', 'build', undefined, 'idl/a.idl'],
    ["build.cfg:3:0: ERROR: Dependency 'libfoo' not found", 'dependency', 'missing', 'build.cfg'],
    ["Package 'libfoo', required by 'demo', not found", 'dependency', 'missing', undefined],
    [
      "gen: *** [out/a.o] Source `src/a.c' not found, needed by target `out/a.o'.",
      'build',
      undefined,
      'src/a.c'
    ]
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

  it.each([
    [
      "json2ts -i 'schema/*.json' -o src/types/",
      [expect.objectContaining({ failureClass: 'build', file: 'schema/a.json' })]
    ],
    ['tsx scripts/smoke.ts', []]
  ])('places an error by the file it quotes when %j reads it', (command, hits) => {
    const lines = [
      '[',
      '  message: \'Error opening file "/home/runner/work/demo/demo/schema/a.json"\',',
      ']'
    ]
    expect(read(lines.join('\n'), command)).toEqual(hits)
  })

  it.each([
    [
      'a message under it',
      [
        'runtime error: file xsl/page.xsl line 5 element value-of',
        "Variable 'site' is not declared."
      ],
      { file: 'xsl/page.xsl', detail: "Variable 'site' is not declared." }
    ],
    [
      'a message above it',
      ['section without an id: Usage', 'error: file docs/guide.xml', 'transform: run failed'],
      { file: 'docs/guide.xml', detail: 'section without an id: Usage' }
    ]
  ])('reads an error that names its file in words, with %s', (_case, lines, hit) => {
    expect(read(lines.join('\n'), 'make html')).toEqual([
      expect.objectContaining({ ...hit, failureClass: 'build' })
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
      `### MIGRATION ${long('#')}`,
      `${long('#')} migration x ${long('#')}x`,
      `+ ${long('a ')}`,
      `a ${long('.')}x`,
      `migration ${long('a.')} failed`,
      long('a:1'),
      `[E:${long('a/')}.x:1]`,
      `WARNING: ${long('- ')}`,
      `Package ${long('a')}, required by ${long('b,')} not found`,
      `lib${long('a')} is required`,
      `${long('a')} not found in PATH`,
      `No package ${long("'")}`,
      `Unmet build dependencies:${long(' ')}`,
      `unmet ${long('dependencies ')}`,
      ` ${long('a')} not installed`,
      ` ${long('a:')}`,
      `x: ${long('a ')}failed`,
      `*** ${long("'a.a")}`,
      `*** '${long('a/')}`,
      long('('),
      long('(a '),
      `error: file ${long('a')}`,
      `x error: file ${long('a ')}`
    ]
    for (const line of lines) {
      const texts = [line, 'error: x']
      expect(() => readStops(texts, 'run', new Set())).not.toThrow()
      expect(() => missingThing(line)).not.toThrow()
    }
  })
})

describe('what is missing', () => {
  it('reads no package in a thing found missing that no kind names and no quote marks', () => {
    expect(missingThing("Cannot find required key 'name'. Path: ''")).toBeUndefined()
    expect(missingThing("could not find 'libfoo'")).toBe('libfoo')
  })

  it("reads Perl's module it cannot locate", () => {
    expect(missingThing("Can't locate Text/Missing.pm in @INC (you may need to install)")).toBe(
      'Text/Missing.pm'
    )
  })

  it('reads the first of a labelled list of unmet dependencies', () => {
    expect(missingThing('x: error: Unmet build dependencies: libfoo-dev (>= 2) ragel')).toBe(
      'libfoo-dev'
    )
  })
})

describe('expected and received', () => {
  it('names the failure and tells the values when nothing else does', () => {
    const analysis = analyzeLog(job('./check', 'Expected: 4', 'Received: 5'))
    expect(analysis.failureClass).toBe('test')
    expect(analysis.facts).toContain('expected 4, got 5')
  })
})

describe('expected and found on one line', () => {
  it.each([
    ['java.lang.AssertionError: expected:<4242> but was:<4243>', 'expected 4242, got 4243'],
    ['java.lang.AssertionError: expected [3] but found [2]', 'expected 3, got 2'],
    ['ASSERT:expected:<gz> but was:<tar.gz>', 'expected gz, got tar.gz']
  ])('tells %j, naming nothing by it', (line, fact) => {
    const analysis = analyzeLog(job('./check', 'check_ext FAILED', line))
    expect(analysis.facts).toContain(fact)
    expect(analysis.identities.filter((id) => id.startsWith('generic:expected'))).toEqual([])
  })

  it('reads an expectation of 100k characters in linear time', () => {
    const line = `expected:<${'<'.repeat(100_000)}`
    expect(read(line)).toEqual([])
  })
})

describe('a finding that spans several places', () => {
  const clone = (a: string, b: string) => [
    'Clone found (javascript):',
    ` - ${a} [1:26 - 9:2] (8 lines, 104 tokens)`,
    `   ${b} [2:27 - 10:2]`,
    '',
    'Found 1 clones.'
  ]

  it.each<[string, string, string, unknown[]]>([
    [
      'is named by its heading and its places, not their ranges, as lint',
      clone('src/cart.js', 'src/order.js').join('\n'),
      'dupfinder src',
      [
        {
          tool: 'generic',
          failureClass: 'lint',
          code: 'clone-found',
          file: 'src/cart.js',
          detail: 'src/order.js'
        }
      ]
    ],
    [
      'leaves a heading with one place, or none, alone',
      ['Summary:', ' - src/a.js [1:1 - 2:2]', 'done'].join('\n'),
      'run',
      []
    ]
  ])('%s', (_, text, command, hits) => {
    expect(read(text, command)).toEqual(hits)
  })

  it('signs a moved clone the same, another clone differently', () => {
    const sign = (lines: string[]) => analyzeLog(job('dupfinder src', ...lines)).signature
    const moved = clone('src/cart.js', 'src/order.js').map((l) => l.replace(/\d+:\d+/g, '7:7'))
    expect(sign(moved)).toBe(sign(clone('src/cart.js', 'src/order.js')))
    expect(sign(clone('src/user.js', 'src/account.js'))).not.toBe(
      sign(clone('src/cart.js', 'src/order.js'))
    )
  })

  it('reads a place of 100k characters in linear time', () => {
    expect(
      read(['Clone found:', `- ${'a'.repeat(100_000)} [1:1 - 2:2]`, `- b.js`].join('\n'))
    ).toEqual([])
  })
})

describe("a JVM runner's verdict by method and class", () => {
  const trace = (method: string) => [
    `Test Failure: ${method}(CalcTest)`,
    'java.lang.AssertionError: expected:<4242> but was:<4243>',
    '\tat org.junit.Assert.fail(Assert.java:89)',
    `\tat CalcTest.${method}(CalcTest.groovy:9)`,
    '\tat groovy.lang.GroovyShell.run(GroovyShell.java:507)'
  ]

  it("is a test in its class's file, the folder from the command", () => {
    const analysis = analyzeLog(job('groovy -cp junit.jar test/CalcTest.groovy', ...trace('adds')))
    expect(analysis.signature).toBe('test:CalcTest.groovy>CalcTest.adds')
    expect(analysis.tests).toEqual(['test/CalcTest.groovy>CalcTest.adds'])
    expect(analysis.facts).toContain('expected 4242, got 4243')
  })

  it("places a test with no own frame in the command's file of its class's name", () => {
    const analysis = analyzeLog(
      job('runtests spec/CalcTest.kts', 'Test failed: adds(com.acme.CalcTest)')
    )
    expect(analysis.tests).toEqual(['spec/CalcTest.kts>com.acme.CalcTest.adds'])
  })

  it('reads a verdict of 100k characters in linear time', () => {
    expect(read(`Test Failure: ${'a'.repeat(100_000)}(`)).toEqual([])
  })
})

describe('shapes of a finding that class it', () => {
  it.each([
    [
      'a type checker of any language',
      'ocamlc -c price.ml',
      'File "price.ml", line 5, characters 30-39:',
      'Error: This expression has type int but an expression was expected of type string',
      'type'
    ],
    [
      'a type mismatch a compiler reports',
      './build.sh',
      'src/Main.hs:4:7: error:',
      "    • Couldn't match expected type ‘Int’ with actual type ‘[Char]’",
      'type'
    ],
    ['a duplicate finder', 'dupfinder src', 'Found 2 clones.', 'duplicated lines: 14', 'lint']
  ])('%s', (_name, command, ...rest) => {
    const expected = rest.pop()
    expect(analyzeLog(job(command, ...rest)).failureClass).toBe(expected)
  })
})

describe('the generic reader beside the matchers', () => {
  it("heads a stylish report's rows with a file named from the checkout", () => {
    const analysis = analyzeLog(
      job(
        "solhint 'contracts/**/*.sol'",
        '',
        'contracts/Vault.sol',
        '  8:17  error  Avoid to use tx.origin  avoid-tx-origin'
      )
    )
    expect(analysis.failures.map((f) => f.file)).toEqual(['contracts/Vault.sol'])
  })

  it("reads a test framework's failure the compiler's matcher leaves", () => {
    const analysis = analyzeLog(
      job('make -C tests run', 'tests/CartTest.cpp:12: error: Failure in TEST(Cart, Adds)')
    )
    expect(analysis.failureClass).toBe('test')
    expect(analysis.failures.map((f) => f.tool)).toEqual(['generic'])
  })

  it('is not read when a matcher recognised the failure', () => {
    const analysis = analyzeLog(
      job('go test ./...', '--- FAIL: TestAdd (0.00s)', 'src/a.kt:3:5: no-wildcard-imports x')
    )
    expect(analysis.signature).toBe('test:TestAdd')
  })
})

// Test shapes: native test frameworks, behaviour-driven runners, TAP producers, memory checkers.
describe('verdicts', () => {
  it.each<[string, string, string, unknown[]]>([
    [
      'reads a bracketed verdict as one test, placed by the details since its opening line',
      [
        '[ RUN      ] Parser.ReadsDates',
        'src/parser_test.cpp:41: Failure',
        'Expected equality of these values:',
        '[  FAILED  ] Parser.ReadsDates (3 ms)',
        '[----------] 2 tests from Parser (3 ms total)',
        '[  FAILED  ] 1 test, listed below:',
        '[  FAILED  ] Parser.ReadsDates'
      ].join('\n'),
      'run',
      [
        {
          tool: 'generic',
          failureClass: 'test',
          test: 'Parser.ReadsDates',
          file: 'src/parser_test.cpp'
        }
      ]
    ],
    ['leaves a progress line with one dot alone', 'Checking the cache. FAILED', 'run', []]
  ])('%s', (_, text, command, hits) => {
    expect(read(text, command)).toEqual(hits)
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

  it.each<[string, string, string, unknown[]]>([
    [
      "names the report by its kind and the repository's innermost frame of the first trace",
      report('heap-buffer-overflow', 'ring_push'),
      'run',
      [
        {
          tool: 'generic',
          failureClass: 'test',
          code: 'heap-buffer-overflow',
          file: 'src/ring.c',
          detail: 'ring_push READ of size N at <addr> thread TN'
        }
      ]
    ],
    [
      "reads a thread checker's frames, which print no address",
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
      ].join('\n'),
      'run',
      [
        expect.objectContaining({
          code: 'data race',
          file: 'src/stats.c',
          detail: expect.stringMatching(/^bump_total /)
        })
      ]
    ],
    [
      'reads a leak report with no process tag',
      [
        'ERROR: LeakSanitizer: detected memory leaks',
        '',
        'Direct leak of 24 byte(s) in 1 object(s) allocated from:',
        '    #0 0x7f01 in malloc ../../../../src/libsanitizer/lsan/lsan_interceptors.cpp:75',
        '    #1 0x5601 in cache_put src/cache.c:31',
        '    #2 0x5601 in main src/cache.c:50'
      ].join('\n'),
      'run',
      [expect.objectContaining({ code: 'detected memory leaks', file: 'src/cache.c' })]
    ]
  ])('%s', (_, text, command, hits) => {
    expect(read(text, command)).toEqual(hits)
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

  it.each<[string, string, string, unknown[]]>([
    [
      'names the test ruled off above the check, never the check as a diagnostic',
      check('cents rounds half up', 20),
      'run',
      [
        {
          tool: 'generic',
          failureClass: 'test',
          test: 'cents rounds half up',
          file: 'tests/test_money.cpp'
        }
      ]
    ],
    [
      'names a check with no ruled name by its expression',
      ['src/a_test.cc:9: Failure', 'Value of: ready()', ''].join('\n'),
      'run',
      [
        {
          tool: 'generic',
          failureClass: 'test',
          file: 'src/a_test.cc',
          detail: 'Value of: ready()'
        }
      ]
    ]
  ])('%s', (_, text, command, hits) => {
    expect(read(text, command)).toEqual(hits)
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

  it('names the test on the line under a verdict that comes first', () => {
    const failure = (line: number): string =>
      [
        `Failure -> spec/slug_spec.lua @ ${line}`,
        'slug joins words',
        `spec/slug_spec.lua:${line + 1}: Expected objects to be equal.`,
        ''
      ].join('\n')
    expect(read(failure(4))).toEqual([
      {
        tool: 'generic',
        failureClass: 'test',
        test: 'slug joins words',
        file: 'spec/slug_spec.lua'
      }
    ])
    expect(read(failure(9))).toEqual(read(failure(4)))
  })

  it.each([
    "check_calc: t/check_calc.c:9: main: Assertion `sum(2, 2) == 4' failed.",
    'Assertion failed: (sum(2, 2) == 4), function main, file t/check_calc.c, line 9.',
    'Assertion failed: sum(2, 2) == 4 (t/check_calc.c: main: 9)'
  ])("reads C's assert as a test's check: %j", (line) => {
    expect(read(line)).toEqual([
      { tool: 'generic', failureClass: 'test', file: 't/check_calc.c', detail: 'sum(N, N) == N' }
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

describe('shapes that name their failure in their own way', () => {
  it.each([
    [
      'a rule that dots capitalised words, in a column',
      ' docs/guide.md\n 3:1   error  Did you really mean it?  Vale.Spelling ',
      { failureClass: 'lint', code: 'Vale.Spelling', file: 'docs/guide.md' }
    ],
    [
      "a tool's name before the place",
      'mandoc: man/tool.1:5:2: ERROR: skipping paragraph macro: PP after SH',
      { file: 'man/tool.1' }
    ],
    [
      "a validator's error in a data file",
      '/home/runner/work/demo/demo/config/app.xml:4:12: error: element "porrt" not allowed',
      { failureClass: 'lint', file: 'config/app.xml' }
    ],
    [
      'a mark in brackets under a labelled file',
      'FILE: docs/guide.md\n  [✖] ./missing.md → Status: 400\n\n  ERROR: 1 dead links found!',
      { failureClass: 'lint', file: 'docs/guide.md', detail: './missing.md → Status: N' }
    ],
    [
      'a verdict in stars after dots',
      'calc_tests: add_test...*failed*\nin function calc_tests:add/0 (test/calc_tests.erl, line 5)',
      { failureClass: 'test', test: 'calc_tests: add_test', file: 'test/calc_tests.erl' }
    ],
    [
      'a verdict in a column of pipes',
      'Add Two Numbers                                   | FAIL |\n4 != 5',
      { failureClass: 'test', test: 'Add Two Numbers' }
    ],
    [
      'a numbered verdict with its test on the next line',
      '  1) Failure:\nTestSlug#test_joins [test/slug_test.rb:8]:\nExpected: "a-b"',
      { test: 'TestSlug#test_joins', file: 'test/slug_test.rb' }
    ],
    [
      'a test with its module in parentheses',
      '  1) test adds two numbers (CalcTest)\n     test/calc_test.exs:5\n     Assertion with == failed',
      { test: 'test adds two numbers (CalcTest)', file: 'test/calc_test.exs' }
    ],
    [
      'a verdict with a bang, its place in brackets',
      'FAIL!  : TestStack::pushes() Compared values are not the same\n   Loc: [tests/tst_stack.cpp(16)]',
      { failureClass: 'test', file: 'tests/tst_stack.cpp' }
    ],
    [
      'a check under the test announced above it',
      'In StackSuite::testPush:\ntests/StackSuite.h:12: Error: Expected (s.size() == 3), found (2 != 3)',
      { failureClass: 'test', test: 'StackSuite::testPush', file: 'tests/StackSuite.h' }
    ],
    [
      "GLib's assertion",
      'ERROR:tests/test-stack.c:16:test_push: assertion failed (n == 3): (2 == 3)',
      { failureClass: 'test', file: 'tests/test-stack.c', detail: 'n == N' }
    ],
    [
      'a Ruby backtrace',
      "got: 1 (ExpectationNotMetError)\n./lib/cart.rb:10:in `total'\nfeatures/cart.feature:6:in `holds'",
      { file: 'lib/cart.rb' }
    ],
    [
      'a report whose first line says what went wrong, a note on the state under it',
      'Possible data race during write of size 4 at 0x10C014 by thread #3\nLocks held: none\n   at 0x1091A6: worker (race.c:7)',
      { file: 'race.c', detail: expect.stringContaining('Possible data race') }
    ]
  ])('reads %s', (_, text, hit) => {
    expect(read(text, 'make check')).toEqual([expect.objectContaining(hit)])
  })

  it.each([
    [
      "a script's place with no compiler's words",
      "src/codec.py:1:1: 'sys' imported but unused",
      'pyflakes3 src',
      { failureClass: 'lint', file: 'src/codec.py' }
    ],
    [
      "a rule's code before the place",
      'W301 src/a.c:12 implicit fallthrough in switch',
      './tools/vet src',
      { failureClass: 'lint', code: 'W301', file: 'src/a.c' }
    ],
    [
      'an error that gives only its place, its message after the source it quotes',
      'Error: src/views/index.pug:3:5\n    2| html\n  > 3|   body(\n-----------^\nUnexpected token "eos"',
      'npx pug src/views -o dist',
      { failureClass: 'build', file: 'src/views/index.pug', detail: 'Unexpected token "eos"' }
    ],
    [
      "an error's kind and file in a rule, its message under it",
      '-- NAMING ERROR ---------------------- src/View.elm\n\nI cannot find a `viewz` variable:',
      'elm make src/Main.elm',
      {
        failureClass: 'build',
        file: 'src/View.elm',
        detail: expect.stringContaining('NAMING ERROR')
      }
    ],
    [
      'a row under its file that introduces the message on the line under it',
      'File: emails/welcome.mjml\nError: ValidationError:\n Line 5 (mj-text) — Attribute colour is illegal',
      'mjml emails/welcome.mjml -o dist/',
      { file: 'emails/welcome.mjml', detail: expect.stringContaining('colour is illegal') }
    ],
    [
      "a rule's code and the file with its line, in another order and separators",
      'QA101 at src/app/cart.py line 12: unused variable total',
      './ci/quality.sh',
      { failureClass: 'lint', code: 'QA101', file: 'src/app/cart.py' }
    ],
    [
      "a rule's code after the file and its line in brackets and a dash",
      '[src/app/cart.py] line 12 - QA101: unused variable total',
      './ci/quality.sh',
      { failureClass: 'lint', code: 'QA101', file: 'src/app/cart.py' }
    ],
    [
      'a severity before the file and its place, the rule set apart by a column gap',
      'ERROR    src/a.ts    12:5    no-foo       foo is not allowed',
      './scripts/qa',
      { failureClass: 'lint', code: 'no-foo', file: 'src/a.ts' }
    ],
    [
      'a finding as a JSON record',
      '{"file": "src/a.py", "line": 3, "code": "X100", "message": "unused import os"}',
      './lint.sh',
      { failureClass: 'lint', code: 'X100', file: 'src/a.py' }
    ],
    [
      'a finding as a JSON record, its file in its location',
      '{"check_id": "no-eval", "location": {"path": "lib/x.js"}, "severity": "ERROR", "message": "eval"}',
      'scan',
      { code: 'no-eval', file: 'lib/x.js' }
    ],
    [
      "a rule's code in brackets before the place, its line in parentheses",
      '[Q12] pkg/x.go (14): exported function lacks comment',
      'scripts/qa',
      { failureClass: 'lint', code: 'Q12', file: 'pkg/x.go' }
    ],
    [
      'the place in words after the message',
      'possible bashism in scripts/greet.sh line 4 (alternative test command):\nif [[ x ]]; then',
      'checkbashisms scripts/*.sh',
      {
        failureClass: 'lint',
        file: 'scripts/greet.sh',
        detail: expect.stringContaining('test command')
      }
    ],
    [
      'a line and column about the one file the command checks',
      'line 8 column 1 - Warning: <img> lacks "alt" attribute',
      'tidy -q -e site/index.html',
      { failureClass: 'lint', file: 'site/index.html' }
    ],
    [
      "the C library's abort",
      'free(): double free detected in tcache 2',
      'cc -o names src/names.c && ./names',
      { failureClass: 'test', code: 'free(): double free detected in tcache N' }
    ],
    [
      'a numbered test whose file comes after its diff of values',
      [
        '1) SlugTest::testJoins',
        'Failed asserting that two strings are identical.',
        '--- Expected',
        '+++ Actual',
        '@@ @@',
        "-'a-b'",
        "+'a_b'",
        '',
        '/home/runner/work/demo/demo/tests/SlugTest.php:11',
        '',
        'FAILURES!'
      ].join('\n'),
      'phpunit tests',
      { test: 'SlugTest::testJoins', file: 'tests/SlugTest.php' }
    ],
    [
      'a TAP test under a comment that quotes a place',
      '# Start of strings tests\n# ERROR:tests/a.c:6:test_strip: assertion failed\nnot ok 1 /strings/strip',
      './test_strings --tap',
      { test: 'Start of strings tests > /strings/strip' }
    ]
  ])('reads %s', (_, text, command, hit) => {
    expect(read(text, command)).toContainEqual(expect.objectContaining(hit))
  })

  it.each([
    [
      'the step a scenario failed at',
      [
        '  Scenario: Adding items # features/basket.feature:4',
        '    Given an empty basket # features/step_definitions/basket_steps.rb:3',
        '    Then the total is 6   # features/step_definitions/basket_steps.rb:5',
        '      expected 6, got 7 (RuntimeError)',
        "      ./features/step_definitions/basket_steps.rb:5:in `total'"
      ].join('\n'),
      { test: 'Adding items>the total is 6', file: 'features/basket.feature' }
    ],
    [
      'a check that failed at its place',
      '*** Failure in add_overflows (math_test.cpp:22): CHECK(r == INT_MAX) failed',
      { failureClass: 'test', file: 'math_test.cpp' }
    ],
    [
      'the step a scenario failed at, with no scenario heading above it',
      [
        '    Then the total is 6   # features/step_definitions/basket_steps.rb:5',
        '      expected 6, got 7 (RuntimeError)'
      ].join('\n'),
      { test: 'the total is 6', file: 'features/step_definitions/basket_steps.rb' }
    ],
    [
      'a finding that says its line in words under its file',
      'In docs/team.md\n=============\nThe code is reviewed.\n         ^^^^\n"is reviewed" may be passive voice on line 3 at column 9',
      { failureClass: 'lint', file: 'docs/team.md', detail: '"is reviewed" may be passive voice' }
    ],
    [
      'a verdict after a colon, its file named by a key in a record',
      '%%% fifo_SUITE ==> pops_in_order: FAILED\n%%% fifo_SUITE ==> {{badmatch,{2,[1]}},\n   [{file,"/home/runner/work/demo/demo/test/fifo_SUITE.erl"},{line,9}]}',
      { test: 'fifo_SUITE ==> pops_in_order', file: 'test/fifo_SUITE.erl' }
    ],
    [
      'a verdict first with an arrow, the test on the next line',
      'Failure → spec/math_spec.lua @ 4\nmath adds numbers\nspec/math_spec.lua:5: Expected same',
      { test: 'math adds numbers', file: 'spec/math_spec.lua' }
    ],
    [
      'a verdict in spaced brackets after a run of dots',
      'Test adds...                 [ FAILED ]\n  tests/t.c:12: Check add(1,2) == 3... failed',
      { test: 'Test adds', file: 'tests/t.c' }
    ],
    [
      "a verdict in spaced brackets after a column's gap",
      '/cart/adds                [ ERROR ]\nError: tests/t.c:12: assertion failed: total == 3',
      { test: '/cart/adds', file: 'tests/t.c' }
    ],
    [
      "a test framework's failure in a compiler's shape",
      'tests/CartTest.cpp:12: error: Failure in TEST(Cart, Adds)\n\texpected <3>\n\tbut was  <2>',
      { failureClass: 'test', file: 'tests/CartTest.cpp', detail: 'Failure in TEST(Cart, Adds)' }
    ],
    [
      'a verdict as a word before one name, its time after it',
      '  Failed CartTests.Adds [12 ms]\n  Error Message:\n   Assert.Equal() Failure',
      { failureClass: 'test', test: 'CartTests.Adds' }
    ],
    [
      "a test's path of names heading the values it compared and a frame of the repository",
      'cart > sums prices:\n2\n  should equal\n6\n    at tests/cart.js:5:38',
      { test: 'cart > sums prices', file: 'tests/cart.js' }
    ],
    [
      "a marked test under its group's line",
      '  a cart with two items\n    ✓ counts them\n    ✗ totals price times quantity\n        » expected 13,',
      { test: 'a cart with two items > totals price times quantity' }
    ],
    [
      'an error at a place, its message indented under it',
      'ERROR: tests/cart.pl:5:\n\ttest sums_prices_times_quantities: failed',
      {
        failureClass: 'test',
        file: 'tests/cart.pl',
        detail: expect.stringContaining('sums_prices')
      }
    ],
    [
      "an exception's message that goes on under it, past the excerpt it quotes",
      "Error: Parse error on line 4:\n...b\"],}\n-----^\nExpecting 'STRING', got '}'\n    at parse (lib/x.js:1:2)",
      { code: 'Error', detail: expect.stringContaining("Expecting 'STRING'") }
    ],
    [
      'a verdict that gives only its time, the test named under it',
      '• [FAILED] [0.001 seconds]\nCart [It] adds items\ncart/cart_test.go:12\n\n  [FAILED] Expected',
      { test: 'Cart [It] adds items', file: 'cart/cart_test.go' }
    ],
    [
      'a name, then the verdict alone, its details indented under it',
      'Chrome (Linux) Cart adds items FAILED\n\tExpected 2 to equal 3.\n\t    at Ctx (test/cart.spec.js:12:25)',
      { test: 'Chrome (Linux) Cart adds items', file: 'test/cart.spec.js' }
    ],
    [
      'a verdict in brackets, its check and place printed above it',
      'tests/tcart.nim(12, 15): Check failed: total(c) == 3\ntotal(c) was 2\n  [FAILED] adds items',
      { test: 'adds items', file: 'tests/tcart.nim' }
    ],
    [
      "a verdict alone under its test's name, its place a field of the record under it",
      '----------\nadds items\nFAILURE\nname:       check-equal?\nlocation:   tests/cart.rkt:12:2',
      { test: 'adds items', file: 'tests/cart.rkt' }
    ],
    [
      "a framework's failure at a place, its check on the next line",
      'Test Failed at test/runtests.jl:12\n  Expression: total(c) == 3\n   Evaluated: 2 == 3',
      { file: 'test/runtests.jl', detail: 'total(c) == N' }
    ],
    [
      'an error, its place labelled `at` on the next line',
      "error: undefined variable 'pkgs'\n       at default.nix:3:5:\n            3|   pkgs.hello",
      { file: 'default.nix', detail: expect.stringContaining("undefined variable 'pkgs'") }
    ],
    [
      'a verdict after dots, the unit listed by an arrow',
      '-> 0003_users ... ok\n-> 0004_orders ... FAILED\n   near "CREAT": syntax error',
      { test: '0004_orders' }
    ],
    [
      'a verdict after dots under its file named alone',
      't/greet_test.sh:\n  says_hello ... ok\n  uses_name ... FAIL\n    expected "Hi Ann"',
      { test: 'uses_name', file: 't/greet_test.sh' }
    ],
    [
      'a configure check whose outcome is in a column',
      "Checking for 'gcc' (C compiler)   : /usr/bin/gcc\nChecking for 'zlib'               : not found\nThe configuration failed",
      { failureClass: 'dependency', detail: expect.stringContaining('zlib') }
    ],
    [
      "a migration begun after the tool's tag",
      '[migrate] applying 20240102_add_email.sql\n[migrate] ERROR: column "email" already exists',
      { failureClass: 'build', detail: expect.stringContaining('20240102_add_email') }
    ]
  ])('reads %s', (_, text, hit) => {
    expect(read(text, 'run')).toEqual([expect.objectContaining(hit)])
  })

  it.each([
    [
      'a place alone, the finding under it with the place after its severity',
      'src/text.ts:2:19\nERROR: 2:19  triple-equals  == should be ===',
      { code: 'triple-equals', file: 'src/text.ts' }
    ],
    [
      'the line and column in words, the rule at the end',
      "src/cart.js: line 3, col 7, 'spare' is defined but never used. (W098)",
      { code: 'W098', file: 'src/cart.js' }
    ]
  ])('reads %s', (_, text, hit) => {
    expect(read(text, 'run')).toEqual([expect.objectContaining({ failureClass: 'lint', ...hit })])
  })

  it.each([
    [
      'a code in brackets after the severity, its place under an arrow',
      'error[E42]: Rule "Integr" is not defined\n --> grammar/calc.peggy:7:5\n  |\n7 |   = Integr',
      { code: 'E42', file: 'grammar/calc.peggy' }
    ],
    [
      'the line near the place in words',
      'lib/Demo.pm around line 11: Unknown directive: =headl',
      { file: 'lib/Demo.pm', detail: 'Unknown directive: =headl' }
    ]
  ])('reads %s', (_, text, hit) => {
    expect(read(text, 'run')).toEqual([expect.objectContaining(hit)])
  })

  it.each([
    [
      'the place in words with `on line`',
      'PHP Parse error:  syntax error, unexpected token "}" in src/Cart.php on line 8',
      { failureClass: 'lint', file: 'src/Cart.php' }
    ],
    [
      "an error's place as a path and its line and column, under a source excerpt",
      'Error: Undefined variable.\n  ╷\n4 │   color: $primry;\n  │          ^^^^^^\n  ╵\n  styles/main.scss 4:10  root stylesheet',
      { file: 'styles/main.scss', detail: 'Undefined variable.' }
    ],
    [
      'a numbered line of a text no file holds, then its rule',
      '1: T1 Title exceeds max length (81>72): "Add the cart total"',
      { failureClass: 'lint', code: 'T1' }
    ],
    [
      "a migration begun in a logger's line, the error in the next",
      'I, [2026-11-28T17:35:28.07 #14866]  INFO -- : Begin applying migration version 2, direction: up\nE, [2026-11-28T17:35:28.08 #14866] ERROR -- : SQLite3::SQLException: no such table: user',
      {
        detail: expect.stringMatching(/^migration version 2, direction: up: SQLiteN::SQLException/)
      }
    ]
  ])('reads %s', (_, text, hit) => {
    expect(read(text, 'run')).toContainEqual(expect.objectContaining(hit))
  })

  it("reads what a package manager's echo says the step runs", () => {
    const log = job(
      'npm run check',
      '',
      '> check',
      '> tslint -c tslint.json src/*.ts',
      '',
      'src/a.ts:2:3',
      'ERROR: 2:3  no-var-keyword  Forbidden var'
    )
    expect(analyzeLog(log).failureClass).toBe('lint')
  })

  it('reads no test in a summary that failed', () => {
    expect(failedVerdictName('Result: FAILED')).toBeUndefined()
    expect(readFailureList(['✗ Issues found']).found).toEqual([])
  })

  it('names a marked finding by its rule, the file in its message and what it is nested under', () => {
    const finding = (subject: string): unknown =>
      read(
        [
          `   2x ${subject}`,
          '      ✘ 4.17.20 → 4.17.21 in packages/api/package.json at .dependencies (DiffersToHighest)'
        ].join('\n')
      )
    expect(finding('lodash')).toEqual([
      {
        tool: 'generic',
        failureClass: 'lint',
        code: 'DiffersToHighest',
        file: 'packages/api/package.json',
        detail: 'lodash'
      }
    ])
    expect(finding('react')).not.toEqual(finding('lodash'))
  })

  it('reads a trace a memory checker printed as a test, whatever built the program', () => {
    const hits = readGeneric(
      [
        '==12== Possible data race during write of size 8 at 0x10C060 by thread #3',
        '==12==    at 0x109195: count_hits (counter.c:11)'
      ].map((text, i) => ({ text, lineNumber: i + 1 })),
      'cc -o counter src/counter.c && valgrind --tool=helgrind ./counter'
    ).failures.map((f) => f.hit)
    expect(hits).toEqual([expect.objectContaining({ failureClass: 'test', file: 'src/counter.c' })])
  })

  it("places a memory checker's report past its own replacement of the allocator", () => {
    const hits = readGeneric(
      [
        '==9== Invalid free() / delete / delete[] / realloc()',
        '==9==    at 0x483CA3F: free (vg_replace_malloc.c:540)',
        '==9==    by 0x109210: list_drop (src/list.c:71)'
      ].map((text, i) => ({ text, lineNumber: i + 1 })),
      'valgrind ./build/list_test'
    ).failures.map((f) => f.hit)
    expect(hits).toEqual([expect.objectContaining({ file: 'src/list.c' })])
  })

  it.each([
    '✖ 2 problems (1 error, 1 warning, 0 infos, 0 hints)',
    '✖ 1 error, 0 warnings and 0 suggestions in 1 file.',
    '✗ Broken » 1 honored ∙ 1 broken (0.002s)',
    'ERROR: 1 dead links found!'
  ])('counts %j and names nothing', (line) => {
    expect(isCountLine(line)).toBe(true)
  })
})

describe('items under a heading that names the problem', () => {
  it.each<[string, string, string, unknown[]]>([
    [
      'reads a heading in markup, a sentence leading into its items',
      ['# MISSING LICENSES', '', "'MIT' found in:", '* src/app.py', '', '# SUMMARY'].join('\n'),
      'run',
      [
        expect.objectContaining({
          failureClass: 'lint',
          code: 'missing-licenses',
          file: 'src/app.py'
        })
      ]
    ],
    [
      'reads a marked file alone as the heading of the findings under it, each led by its line',
      '  ✗ src/greet.coffee\n     ✗ #2: Line exceeds maximum length. (max_line_length)',
      'run',
      [expect.objectContaining({ failureClass: 'lint', file: 'src/greet.coffee' })]
    ],
    [
      'reads each item with the heading as its code',
      [
        'Unused files (1)',
        'src/old.ts',
        'Unused exports (1)',
        'formatDate  function  src/date.ts:12:17',
        '',
        'Missing dependencies',
        '* chalk: ./src/log.js'
      ].join('\n'),
      'run',
      [
        { tool: 'generic', failureClass: 'lint', code: 'unused-files', file: 'src/old.ts' },
        expect.objectContaining({
          code: 'unused-exports',
          file: 'src/date.ts',
          detail: 'formatDate'
        }),
        expect.objectContaining({
          code: 'missing-dependencies',
          file: 'src/log.js',
          detail: 'chalk'
        })
      ]
    ]
  ])('%s', (_, text, command, hits) => {
    expect(read(text, command)).toEqual(hits)
  })
})

describe("test runners' verdicts in their own words", () => {
  it.each([
    [
      'a verdict after a colon with a remark, under the test file a label names',
      'Test file: tests/test_stats.R\ntest.span_gap: FAILURE !! (check number 1)\nError in checkEquals(4, span(3))',
      { failureClass: 'test', test: 'test.span_gap', file: 'tests/test_stats.R' }
    ],
    [
      "TAP's words with no number, a message after the name",
      'ok: mid_finds_the_middle\nnot ok: span_counts_the_gap: got -4, want 4',
      { failureClass: 'test', test: 'span_counts_the_gap' }
    ],
    [
      'a verdict that opens a rule, named by the record that describes it',
      '----- FAILED[data]: test_stats.R<4--4>\n call| expect_equal(span(1), 6)\n diff| Expected 6, got 7\n info| span is the gap\n ',
      { failureClass: 'test', test: 'span is the gap', file: 'test_stats.R' }
    ]
  ])('reads %s', (_, text, hit) => {
    expect(read(text, 'make check')).toEqual([expect.objectContaining(hit)])
  })

  it('names a failed check by its first record when none describes it', () => {
    const text = '----- FAILED[xcpt]: tests/a.R<2--3>\n call| stopifnot(f(2) == 3)\n '
    expect(read(text)).toEqual([expect.objectContaining({ test: 'stopifnot(f(2) == 3)' })])
  })

  it.each([
    ['Exception: Assert_failure ("./tests/test_top.ml", 4, 2).', 'tests/test_top.ml'],
    ['Fatal error: exception Match_failure("src/a.ml", 9, 4)', 'src/a.ml']
  ])('reads an exception that carries its place: %s', (line, file) => {
    expect(read(`ocaml tests/x.ml\n${line}`, 'make test')).toEqual([
      expect.objectContaining({
        failureClass: 'test',
        code: expect.stringMatching(/_failure$/),
        file
      })
    ])
  })

  it('gives a test the tag of the exit term it died of as its code', () => {
    const text = [
      '%%% queue_SUITE ==> pops: FAILED',
      '%%% queue_SUITE ==> {{badmatch,{2,[]}},',
      ' [{queue_SUITE,pops,1,[{file,"test/queue_SUITE.erl"},{line,9}]}]}'
    ].join('\n')
    expect(read(text, 'make test')).toEqual([
      expect.objectContaining({
        test: 'queue_SUITE ==> pops',
        code: 'badmatch',
        file: 'test/queue_SUITE.erl'
      })
    ])
  })

  it('reads each named thing a budget check says went over its limit, by its name', () => {
    const over = (bytes: number): string =>
      [
        '  core',
        `  Package size limit has exceeded by ${bytes} B`,
        '  Size limit: 100 B',
        '  ',
        '  cli',
        '  Package size is 7 B less than limit'
      ].join('\n')
    const hits = read(over(84), 'npx size-limit')
    expect(hits).toEqual([
      expect.objectContaining({ failureClass: 'lint', detail: expect.stringContaining('core') })
    ])
    expect(read(over(12), 'npx size-limit')).toEqual(hits)
  })

  it('names a TAP assertion outside any subtest by the group a comment names, placed by its diagnostics', () => {
    const log = (group: string): string =>
      job(
        'node test/slug.test.js',
        'TAP version 13',
        `# ${group}`,
        'not ok 1 - should be equal',
        '  ---',
        '    at: " file:///home/runner/work/demo/demo/test/slug.test.js:7:5"',
        '  ...',
        '1..1'
      )
    const analysis = analyzeLog(log('slug joins words'))
    expect(analysis.tests).toEqual(['test/slug.test.js>slug joins words > should be equal'])
    expect(analyzeLog(log('initials')).signature).not.toBe(analysis.signature)
  })

  const list = (lines: readonly string[]): readonly unknown[] => readFailureList(lines).found
  const verdicts = (lines: readonly string[]): readonly unknown[] =>
    readLocatedVerdicts(lines, new Set()).found
  const names = (lines: readonly string[]): readonly unknown[] =>
    lines.flatMap((l) => failedVerdictName(l) ?? [])
  const limits = (lines: readonly string[]): readonly unknown[] =>
    readExceededLimits(lines, new Set())
  const traces = (lines: readonly string[]): readonly unknown[] =>
    readTracebacks(lines, 'run', new Set())
  const long = 100_000
  it.each([
    [
      'verdict and remark',
      names,
      [`a: FAIL ${'!'.repeat(long)}(`, `a: FAILURE (${'('.repeat(long)}`]
    ],
    ['bare not ok', list, [`not ok: ${'a'.repeat(long)}:x`, `not ok: a${': '.repeat(long / 2)}`]],
    [
      'ruled verdict',
      verdicts,
      [`----- FAILED[x]: ${'a<1'.repeat(long / 3)}--1`, ` ${'a'.repeat(long)}|`]
    ],
    [
      'test file label',
      list,
      [`Test file: ${'a '.repeat(long / 2)}`, `${'a'.repeat(long)}: FAILED (`]
    ],
    ['exit term', list, ['a: FAILED', `{${'{a,'.repeat(long / 3)}`, ` {a,${' '.repeat(long)}`]],
    [
      'exceeded limit',
      limits,
      [
        `${'a '.repeat(long / 2)}`,
        `limit ${'exceeds '.repeat(long / 8)}`,
        `${'limit x'.repeat(long / 7)}`
      ]
    ],
    [
      'placed exception',
      traces,
      [`Exception: A (${'"a", 1, '.repeat(long / 8)}`, `exception A("${'a'.repeat(long)}", 1,`]
    ]
  ] as const)('reads a %s of 100k characters in linear time', (_, reader, lines) => {
    expect(reader(lines).length).toBeLessThanOrEqual(lines.length)
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
    ['headed test', list, ['a' + ' > a'.repeat(long / 4) + '!', 'a > ' + ' '.repeat(long) + 'a:']],
    ['name then verdict', list, ['a' + ' '.repeat(long) + 'a FAILED!', '\tExpected']],
    ['marked name', list, ['✘ a' + ' '.repeat(long) + 'x']],
    ['file announced alone', list, ['a.'.repeat(long / 2) + '!', 'a/'.repeat(long / 2) + 'b.c .!']],
    ['bulleted verdict', names, ['-> ' + ' '.repeat(long) + 'a .. FAILED']],
    [
      'verdict alone',
      verdicts,
      ['a'.repeat(long), 'FAILURE', 'location: ' + 'a:1'.repeat(long / 3)]
    ],
    ['failed at', verdicts, ['Test Failed at ' + 'a:1'.repeat(long / 3) + '!']],
    [
      'verdict word first',
      names,
      ['Failed ' + 'a'.repeat(long) + ':', 'Failed a' + ' '.repeat(long)]
    ],
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
      'verdict first',
      verdicts,
      ['Failure -> ' + 'a'.repeat(long) + ':1:1:1' + ' @ 1'.repeat(long / 4), 'x']
    ],
    ['assert', verdicts, ['Assertion failed: ' + '(a) '.repeat(long / 4) + '(a.c: f: 1']],
    [
      'assert',
      verdicts,
      ['a.c:1: ' + 'f: '.repeat(long / 3) + "Assertion '" + "a'".repeat(long / 2)]
    ],
    [
      'place after a name',
      list,
      ['Failures:', '1) a' + ' line: 1'.repeat(long / 8) + ' (a.c:1' + ' [a:1'.repeat(long / 5)]
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
    `${'a.py -> '.repeat(LONG / 8)}(l.x)`,
    `a${' File: b'.repeat(LONG / 8)}`,
    `a File: ${'b, line'.repeat(LONG / 7)}`,
    `[${'a'.repeat(LONG)}`,
    `Running ${'a '.repeat(LONG / 2)}`,
    `${"'a".repeat(LONG / 2)} is a required property`,
    `x${' is greater than the maximum'.repeat(LONG / 30)}`,
    `must be <= ${'9'.repeat(LONG)}x`,
    `x: ERROR: a${': line 1'.repeat(LONG / 8)}`,
    `ERROR: a: line 1${', col 1'.repeat(LONG / 7)}`,
    `W301 ${'a:'.repeat(LONG / 2)}`,
    `[Q12] a${' (1)'.repeat(LONG / 4)}`,
    `error ${'a.b '.repeat(LONG / 4)}`,
    `{"${'a'.repeat(LONG)}`,
    ` ${'a.b'.repeat(LONG / 3)}@`,
    `[a/b.c] ${' line'.repeat(LONG / 5)}`,
    ` ${'a/'.repeat(LONG / 2)}b.c ${'1'.repeat(LONG)}x`,
    `Error: ${'a:1'.repeat(LONG / 3)}:`,
    `-- A ${'-'.repeat(LONG)} a.b`,
    `-- ${'A '.repeat(LONG / 2)}`,
    `  at ${'a:1'.repeat(LONG / 3)}:`,
    `a.json${' '.repeat(LONG)}x`,
    `  - $${'/a'.repeat(LONG / 2)}`
  ]

  it('are read by every shape in one pass each', () => {
    const none = new Set<number>()
    expect(readDiagnostics(lines, 'run', none)).toEqual([])
    expect(readTables(lines, 'run', none).found).toEqual([])
    expect(readModuleGraph(lines, none)).toEqual([])
    expect(readSchemaErrors(lines, 'run', none)).toEqual([])
    expect(readSchemaErrors(lines, 'check a.json', none)).toHaveLength(1)
    // The one diff is the `---`/`+++` pair: its hunk header takes the lines after it.
    expect(readDiffs(lines, 'run').found).toHaveLength(1)
  })
})
