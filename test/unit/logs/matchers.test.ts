// Formats the corpus does not cover, one line each, plus the needle invariant the scanner's
// prefilter relies on.
import { describe, it, expect } from '@jest/globals'
import { NEEDLES } from '../../../src/rules/logs/matchers.js'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import type { FailureClass } from '../../../src/rules/logs/types.js'

describe('needles', () => {
  it('has no needle that starts another (the scanner finds one per position)', () => {
    for (const a of NEEDLES) {
      for (const b of NEEDLES) if (a !== b) expect(b.startsWith(a)).toBe(false)
    }
  })
})

describe('single lines', () => {
  it.each([
    ['  ● api › retries on ECONNRESET', 'test:api>retries on ECONNRESET', 'test'],
    ['Error: read ECONNRESET', 'infra:network', 'infra'],
    [
      'fatal: unable to access repo: Could not resolve host: example.test',
      'infra:network:example.test',
      'infra'
    ],
    ['Error: ENOSPC: no space left on device, write', 'infra:disk-full', 'infra'],
    ['fatal error: runtime: out of memory', 'infra:oom', 'infra'],
    ['##[error]The runner has received a shutdown signal.', 'infra:runner-lost', 'infra'],
    ['npm ERR! code E404', 'E404', 'dependency'],
    [
      'npm error notarget No matching version found for left-pad@^99.0.0.',
      'ETARGET:left-pad',
      'dependency'
    ],
    ['ERROR: ResolutionImpossible: for help visit the docs', 'pip:conflict', 'dependency'],
    [
      'error: failed to select a version for the requirement `serde = "^99"`',
      'cargo:serde',
      'dependency'
    ],
    ["error TS5023: Unknown compiler option 'foo'.", 'TS5023', 'type'],
    ['src/a.ts:3:7 - error TS2339: Property x does not exist.', 'TS2339:src/a.ts', 'type'],
    [
      '  /home/runner/work/demo/demo/app/x.py:3:5 - error: Cannot access attribute "y" (reportAttributeAccessIssue)',
      'reportAttributeAccessIssue:app/x.py',
      'type'
    ],
    [
      "src/a.cpp:3:5: error: use of undeclared identifier 'x'",
      "cc:src/a.cpp:use of undeclared identifier 'x'",
      'build'
    ],
    [
      "src/buf.c:3:11: error: Array 'a[4]' accessed at index 4. [arrayIndexOutOfBounds]",
      'arrayIndexOutOfBounds:src/buf.c',
      'lint'
    ],
    [
      'src/a.cpp:9:3: error: use after move [bugprone-use-after-move,-warnings-as-errors]',
      'bugprone-use-after-move:src/a.cpp',
      'lint'
    ],
    [
      "src/a.c:2:3: error: unused variable 'x' [-Werror=unused-variable]",
      '-Wunused-variable:src/a.c',
      'build'
    ],
    [
      "main.c:(.text+0x1a): undefined reference to `helper'",
      'cc:undefined reference to helper',
      'build'
    ],
    [
      '[ERROR] /home/runner/work/demo/demo/src/main/java/App.java:[9,28] cannot find symbol',
      'javac:src/main/java/App.java:cannot find symbol',
      'build'
    ],
    ['pkg/a.go:3:5: Error return value is not checked (errcheck)', 'errcheck:pkg/a.go', 'lint'],
    ['app/x.py:1:8: F401 [*] `os` imported but unused', 'F401:app/x.py', 'lint'],
    [
      'scripts/a.sh:3:5: note: Double quote to prevent globbing. [SC2086]',
      'SC2086:scripts/a.sh',
      'lint'
    ],
    [
      '[ERROR] addsNumbers(com.acme.CalcTest)  Time elapsed: 0.01 s  <<< FAILURE!',
      'test:com.acme.CalcTest.addsNumbers',
      'test'
    ],
    [
      'tests/test_a.py::TestX::test_y FAILED                                [ 50%]',
      'test:test_a.py>TestX>test_y',
      'test'
    ],
    ['FAIL: test_upper (test_text.TextTest)', 'test:test_text.TextTest.test_upper', 'test'],
    [
      'ERROR tests/test_broken.py - ImportError: No module named x',
      'test:test_broken.py>(collection)',
      'test'
    ],
    ['Would reformat: src/app/cli.py', 'ruff:src/app/cli.py', 'lint'],
    [
      'ERROR: /home/runner/work/demo/demo/src/a.py Imports are incorrectly sorted and/or formatted.',
      'isort:src/a.py',
      'lint'
    ],
    ['diff -u main.go.orig main.go', 'gofmt:main.go', 'lint'],
    [
      "make[2]: *** No rule to make target 'src/io.c', needed by 'build/io.o'.  Stop.",
      'make:no rule for src/io.c <- build/io.o',
      'build'
    ],
    [
      'CMake Error: The source directory "/x" does not exist.',
      'cmake:The source directory "/x" does not exist.',
      'build'
    ],
    [
      '  Could NOT find ZLIB (missing: ZLIB_LIBRARY ZLIB_INCLUDE_DIR)',
      'cmake:find_package ZLIB',
      'dependency'
    ],
    [
      'error during build: [vite]: Rollup failed to resolve import "left-pad" from "/home/runner/work/demo/demo/src/main.ts".',
      'vite:src/main.ts:unresolved left-pad',
      'build'
    ],
    [
      'main.go:4:2: no required module provides package github.com/acme/retry; to add it:',
      'go:github.com/acme/retry',
      'dependency'
    ],
    [
      "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'zod' imported from /home/runner/work/demo/demo/src/a.mjs",
      'node:src/a.mjs:zod',
      'dependency'
    ],
    [
      "ImportError: cannot import name 'dumps' from 'jsonx'",
      'ImportError:jsonx.dumps',
      'dependency'
    ],
    [
      'npm error network request to https://registry.example/left-pad failed, reason: getaddrinfo ENOTFOUND registry.example',
      'infra:network:registry.example',
      'infra'
    ],
    ['bash: line 3: yq: command not found', 'infra:command-not-found:yq', 'infra'],
    [
      "src/a.ts(1,17): error TS2307: Cannot find module 'left-pad' or its corresponding type declarations.",
      'TS2307:src/a.ts:left-pad',
      'dependency'
    ],
    ['  = note: `#[deny(clippy::eq_op)]` on by default', 'clippy::eq_op', 'lint'],
    ['E     SyntaxError: invalid syntax', 'SyntaxError:invalid syntax', 'build'],
    [
      '/home/runner/work/_temp/1a2b.sh: line 2:  4242 Segmentation fault      (core dumped) ./bin/parser',
      'test:./bin/parser (SIGSEGV)',
      'test'
    ]
  ] as [string, string, FailureClass][])('%s', (line, identity, failureClass) => {
    const analysis = analyzeLog(`2026-04-22T22:30:01.1234567Z ${line}\n`)
    expect(analysis.identities).toEqual([identity])
    expect(analysis.failureClass).toBe(failureClass)
  })

  it('reads a wrapped pyright error up to its rule', () => {
    const log = [
      '  /home/runner/work/demo/demo/src/a.py:5:12 - error: Argument of type "Literal[\'x\']" cannot be assigned',
      '    "Literal[\'x\']" is not assignable to "int" (reportArgumentType)'
    ].join('\n')
    expect(analyzeLog(log).identities).toEqual(['reportArgumentType:src/a.py'])
  })

  it('reads a flow error from its header and rule', () => {
    const log = [
      'Error ------------------------------------------------------------------ src/index.js:5:15',
      '',
      'Cannot call `f` with `"x"` bound to `n` because string [1] is incompatible with number [2]. [incompatible-call]'
    ].join('\n')
    const analysis = analyzeLog(log)
    expect(analysis.identities).toEqual(['incompatible-call:src/index.js'])
    expect(analysis.failureClass).toBe('type')
  })

  it('reads a CMake error with the message on the next line', () => {
    const log = [
      'CMake Error at CMakeLists.txt:4 (add_executable):',
      '  Cannot find source file:'
    ].join('\n')
    expect(analyzeLog(log).identities).toEqual([
      'cmake:CMakeLists.txt:add_executable: Cannot find source file:'
    ])
  })

  it('counts make echoing a failed recipe only when nothing inside it says what failed', () => {
    const alone = analyzeLog(
      ['deploy failed: upload refused', 'make: *** [Makefile:12: deploy] Error 1'].join('\n')
    )
    expect(alone.identities).toEqual(['error:deploy failed: upload refused'])
    const bare = analyzeLog('make: *** [Makefile:12: deploy] Error 1\n')
    expect(bare.identities).toEqual(['make:deploy'])
    const wrapping = analyzeLog(
      ['src/a.ts(3,7): error TS2322: bad', 'make: *** [Makefile:4: check] Error 2'].join('\n')
    )
    expect(wrapping.identities).toEqual(['TS2322:src/a.ts'])
  })

  it.each([
    ['  3:1  warning  Unexpected console statement  no-console'],
    ['not ok 3 - flaky # SKIP network'],
    ['npm warn retrying request after ECONNRESET'],
    ['Tests: 0 failed, 12 passed']
  ])('reads %j as no failure', (line) => {
    expect(analyzeLog(`${line}\n`).failures).toEqual([])
  })
})
