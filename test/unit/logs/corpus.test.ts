// The corpus: real tool output wrapped as raw job logs (see test/fixtures/logs/make-corpus.sh).
// For every tool: a rerun of the same failure signs the same, a different failure signs
// differently, the class is right, and the summary names the failing test or code.
import { describe, it, expect } from '@jest/globals'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import { summarizeRun } from '../../../src/rules/logs/summary.js'
import type { FailureClass, LogAnalysis } from '../../../src/rules/logs/types.js'
import { fixture } from './fixtures.js'

interface ToolCase {
  readonly tool: string
  readonly failureClass: FailureClass
  /** Names the summary of `first` must contain; `second` is checked against `secondNames`. */
  readonly names: readonly string[]
  readonly secondNames: readonly string[]
  readonly secondClass?: FailureClass
  /** The tool has no separate rerun fixture (dependency failures have no line to shift). */
  readonly noRerun?: boolean
}

const TOOLS: readonly ToolCase[] = [
  {
    tool: 'tsc',
    failureClass: 'type',
    names: ['TS2339', 'tsc -p .', "Property 'label' does not exist"],
    secondNames: ['TS2322']
  },
  {
    tool: 'ts-jest',
    failureClass: 'type',
    names: ['TS2339', 'weights.test.ts>weight counts the cells'],
    secondNames: ['weights.test.ts>weight counts the cells'],
    secondClass: 'test'
  },
  {
    tool: 'jest',
    failureClass: 'test',
    names: ['math.test.js>math>adds two numbers', 'config.test.js>rejects a missing file'],
    secondNames: ['math.test.js>math>multiplies']
  },
  {
    tool: 'vitest',
    failureClass: 'test',
    names: ['cart.test.ts>cart>sums prices'],
    secondNames: ['cart.test.ts>cart>is zero when empty']
  },
  {
    tool: 'mocha',
    failureClass: 'test',
    names: ['slug>spaces>joins words with dashes'],
    secondNames: ['slug>lowercases']
  },
  {
    tool: 'node-test',
    failureClass: 'test',
    names: ['math>adds', 'writes into a scratch dir'],
    secondNames: ['math>subtracts']
  },
  {
    tool: 'pytest',
    failureClass: 'test',
    names: ['test_calc.py>test_add', 'test_calc.py>test_writes_report'],
    secondNames: ['test_calc.py>test_div[9-0-3]']
  },
  {
    tool: 'unittest',
    failureClass: 'test',
    names: ['test_text.TextTest.test_upper'],
    secondNames: ['test_text.TextTest.test_split']
  },
  {
    tool: 'go-test',
    failureClass: 'test',
    names: ['TestAdd', 'TestScratch'],
    secondNames: ['TestSub/negative']
  },
  {
    tool: 'cargo-test',
    failureClass: 'test',
    names: ['tests::it_adds'],
    secondNames: ['tests::it_subtracts']
  },
  {
    tool: 'junit',
    failureClass: 'test',
    names: ['CalcTest.addsNumbers'],
    secondNames: ['CalcTest.dividesNumbers']
  },
  {
    tool: 'surefire',
    failureClass: 'test',
    names: ['com.acme.CalcTest.addsNumbers'],
    secondNames: ['com.acme.CalcTest.dividesNumbers']
  },
  { tool: 'rustc', failureClass: 'build', names: ['E0308'], secondNames: ['E0425'] },
  {
    tool: 'gcc',
    failureClass: 'build',
    names: ['-Wunused-variable', '‘cuont’ undeclared'],
    secondNames: ['-Wint-conversion']
  },
  {
    tool: 'javac',
    failureClass: 'build',
    names: ['cannot find symbol'],
    secondNames: ['incompatible types']
  },
  { tool: 'mypy', failureClass: 'type', names: ['attr-defined'], secondNames: ['assignment'] },
  {
    tool: 'go-vet',
    failureClass: 'lint',
    names: ['fmt.Sprintf format'],
    secondNames: ['undeclared name: undefinedThing'],
    secondClass: 'build'
  },
  { tool: 'eslint', failureClass: 'lint', names: ['no-unused-vars'], secondNames: ['eqeqeq'] },
  { tool: 'flake8', failureClass: 'lint', names: ['F401', 'E402'], secondNames: ['E711'] },
  {
    tool: 'pylint',
    failureClass: 'lint',
    names: ['unused-import', 'wrong-import-position'],
    secondNames: ['singleton-comparison']
  },
  { tool: 'shellcheck', failureClass: 'lint', names: ['SC2086'], secondNames: ['SC2045'] },
  { tool: 'prettier', failureClass: 'lint', names: ['src/a.ts'], secondNames: ['src/b.ts'] },
  {
    tool: 'npm',
    failureClass: 'dependency',
    names: ['E404', '@green-gate-corpus-missing/left-pad-404'],
    secondNames: ['@green-gate-corpus-missing/right-pad-404']
  },
  {
    tool: 'pip',
    failureClass: 'dependency',
    names: ['requests-green-gate-missing'],
    secondNames: ['flask-green-gate-missing']
  },
  {
    tool: 'cargo-deps',
    failureClass: 'dependency',
    names: ['serde-green-gate-missing'],
    secondNames: ['rand-green-gate-missing'],
    noRerun: true
  },
  // Formatters in check mode: the files that would change.
  {
    tool: 'black',
    failureClass: 'lint',
    names: ['src/app/cli.py'],
    secondNames: ['src/app/stats.py']
  },
  {
    tool: 'isort',
    failureClass: 'lint',
    names: ['src/app/cli.py'],
    secondNames: ['src/app/stats.py']
  },
  {
    tool: 'gofmt',
    failureClass: 'lint',
    names: ['main.go'],
    secondNames: ['internal/calc/calc.go']
  },
  { tool: 'rustfmt', failureClass: 'lint', names: ['src/main.rs'], secondNames: ['src/util.rs'] },
  { tool: 'clang-format', failureClass: 'lint', names: ['src/add.c'], secondNames: ['src/mul.c'] },
  {
    tool: 'pyright',
    failureClass: 'type',
    names: ['reportArgumentType', 'src/billing/invoice.py'],
    secondNames: ['reportAttributeAccessIssue']
  },
  // Builders and bundlers: the module and the file that imports it.
  {
    tool: 'make',
    failureClass: 'build',
    names: ['build/util.o', 'build/app'],
    secondNames: ['build/io.o']
  },
  { tool: 'cmake', failureClass: 'dependency', names: ['Protobufx'], secondNames: ['Yamlcppx'] },
  {
    tool: 'esbuild',
    failureClass: 'build',
    names: ['lodash-chunk-missing', 'src/main.js'],
    secondNames: ['./wrap.js', 'src/lib/format.js']
  },
  {
    tool: 'webpack',
    failureClass: 'build',
    names: ['lodash-chunk-missing', 'src/main.js'],
    secondNames: ['./wrap.js', 'src/lib/format.js']
  },
  {
    tool: 'vite',
    failureClass: 'build',
    names: ['lodash-chunk-missing', 'src/main.js'],
    secondNames: ['./wrap.js', 'src/lib/format.js']
  },
  {
    tool: 'rollup',
    failureClass: 'build',
    names: ['padd', 'src/main.js'],
    secondNames: ['./wrap.js', 'src/lib/format.js']
  },
  // Missing modules are dependencies, whatever ran into them.
  {
    tool: 'pyimport',
    failureClass: 'dependency',
    names: ['yaml_green_gate_missing', 'tests/unit/test_config.py', 'ModuleNotFoundError'],
    secondNames: ['toml_green_gate_missing']
  },
  {
    tool: 'nodeimport',
    failureClass: 'dependency',
    names: ['yargs-green-gate-missing'],
    secondNames: ['chalk-green-gate-missing']
  },
  {
    tool: 'gomod',
    failureClass: 'dependency',
    names: ['github.com/acme/retry'],
    secondNames: ['github.com/acme/backoff']
  },
  // Conflicts and unreachable hosts name what is involved, so one fixed and another hit differ.
  {
    tool: 'eresolve',
    failureClass: 'dependency',
    names: ['react@17.0.2', 'react-dom@18.3.1'],
    secondNames: ['react@18.3.1', 'react-test-renderer@17.0.2']
  },
  {
    tool: 'pipconflict',
    failureClass: 'dependency',
    names: ['ggclient==2.0.0', 'ggapi 1.4.0 depends on ggclient==1.0.0'],
    secondNames: ['ggcodec==3.0.0', 'ggstream 0.9.0 depends on ggcodec==2.0.0']
  },
  {
    tool: 'network',
    failureClass: 'infra',
    names: ['mirror-one.invalid'],
    secondNames: ['mirror-two.invalid']
  },
  // Crashes: the test or binary with the signal it died of.
  {
    tool: 'ctest',
    failureClass: 'test',
    names: ['parse_test (SEGFAULT)'],
    secondNames: ['math_test']
  },
  {
    tool: 'crash',
    failureClass: 'test',
    names: ['./check (SIGSEGV)'],
    secondNames: ['./check (SIGABRT)']
  }
]

const summaryOf = (analysis: LogAnalysis): string => summarizeRun([{ job: 'ci', analysis }]).text

describe.each(TOOLS)('$tool', (c) => {
  const first = analyzeLog(fixture(`${c.tool}/first`))
  const second = analyzeLog(fixture(`${c.tool}/second`))

  if (c.noRerun !== true) {
    it('signs a rerun of the same failure the same', () => {
      const rerunText = fixture(`${c.tool}/first-rerun`)
      expect(rerunText).not.toBe(fixture(`${c.tool}/first`))
      expect(analyzeLog(rerunText).signature).toBe(first.signature)
    })
  }

  it('signs a different failure differently', () => {
    expect(second.signature).not.toBe(first.signature)
  })

  it(`classifies it as ${c.failureClass}`, () => {
    expect(first.failureClass).toBe(c.failureClass)
    expect(second.failureClass).toBe(c.secondClass ?? c.failureClass)
  })

  it('names the failing step, tests and codes in the summary', () => {
    expect(first.failingSteps).toHaveLength(1)
    const summary = summaryOf(first)
    for (const name of c.names) expect(summary).toContain(name)
    for (const name of c.secondNames) expect(summaryOf(second)).toContain(name)
  })

  it('keeps a short signature with no volatile parts', () => {
    expect(first.signature.length).toBeLessThanOrEqual(200)
    expect(first.signature).not.toMatch(/\d{4}-\d\d-\d\dT|\/tmp\/|0x[0-9a-f]{4,}|:\d+:\d+/)
  })
})

describe('infrastructure failures', () => {
  it.each([
    ['infra/oom-killed', 'infra:oom'],
    ['infra/heap-exhausted', 'infra:oom'],
    ['infra/disk-full', 'infra:disk-full'],
    ['infra/network', 'infra:network'],
    ['infra/timeout', 'infra:timeout']
  ])('%s is infra (%s)', (path, code) => {
    const analysis = analyzeLog(fixture(path))
    expect(analysis.failureClass).toBe('infra')
    expect(analysis.codes).toContain(code)
  })

  it('signs two separate OOM kills (different PIDs and times) the same', () => {
    const a = fixture('infra/oom-killed')
    const b = fixture('infra/oom-killed-rerun')
    expect(a).not.toBe(b)
    expect(analyzeLog(a).signature).toBe(analyzeLog(b).signature)
  })

  it('reads a job the runner cancelled at its time limit, with no exit code', () => {
    const analysis = analyzeLog(fixture('infra/timeout'))
    expect(analysis.failingSteps[0]?.exitCode).toBeUndefined()
    expect(analysis.firstErrorLine).toContain('exceeded the maximum execution time')
  })
})

describe('exit codes with a meaning', () => {
  it.each([
    ['timeout', 'infra:timeout', 'timeout 1 sleep 30'],
    ['not-found', 'infra:command-not-found', 'golangci-lint-green-gate'],
    ['terminated', 'infra:terminated', 'kill -TERM']
  ])('%s is infra (%s) naming what ran', (name, code, command) => {
    const first = analyzeLog(fixture(`exit-codes/${name}`))
    expect(first.failureClass).toBe('infra')
    expect(first.codes).toContain(code)
    expect(summaryOf(first)).toContain(command)
  })

  it.each(['timeout', 'not-found'])('signs %s reruns alike and other commands apart', (name) => {
    const first = analyzeLog(fixture(`exit-codes/${name}`)).signature
    expect(analyzeLog(fixture(`exit-codes/${name}-rerun`)).signature).toBe(first)
    expect(analyzeLog(fixture(`exit-codes/${name}-other`)).signature).not.toBe(first)
  })
})

describe('runner housekeeping', () => {
  it('never reads the post-job clean-up as the failure', () => {
    for (const path of ['crash/first', 'exit-codes/timeout', 'rollup/first', 'gofmt/first']) {
      const analysis = analyzeLog(fixture(path))
      expect(analysis.signature).not.toMatch(/orphan|Post job|git config|git version/)
      expect(summaryOf(analysis)).not.toMatch(/orphan processes/)
    }
  })
})

describe('summary facts', () => {
  it.each([
    ['pytest/first', 'tests/test_calc.py>test_add'],
    ['pytest/first', 'AssertionError'],
    ['cargo-test/first', 'src/lib.rs:'],
    ['go-test/second', 'calc_test.go:'],
    ['javac/first', 'method thrice(int)']
  ])('%s names %s', (path, fact) => {
    expect(summaryOf(analyzeLog(fixture(path)))).toContain(fact)
  })
})

describe('more dependency failures', () => {
  it('reads an npm peer conflict', () => {
    const analysis = analyzeLog(fixture('npm/eresolve'))
    expect(analysis.failureClass).toBe('dependency')
    expect(analysis.codes).toEqual(['ERESOLVE'])
  })

  it('reads a missing Maven artifact', () => {
    const analysis = analyzeLog(fixture('maven/missing-artifact'))
    expect(analysis.failureClass).toBe('dependency')
    expect(analysis.signature).toBe('maven:com.acme:billing-client')
  })

  it('names the missing npm package in the signature', () => {
    expect(analyzeLog(fixture('npm/first')).signature).toBe(
      'E404:@green-gate-corpus-missing/left-pad-404'
    )
  })
})

describe('signature shape', () => {
  it('matches the documented example for a type error that breaks a test suite', () => {
    expect(analyzeLog(fixture('ts-jest/first')).signature).toBe(
      'TS2339:tests/stats/eval_query.test.ts ; test:eval_query.test.ts>(suite failed to run) ; ' +
        'test:weights.test.ts>weight counts the cells'
    )
  })

  it("does not depend on node's test reporter", () => {
    expect(analyzeLog(fixture('node-test/spec-first')).signature).toBe(
      analyzeLog(fixture('node-test/first')).signature
    )
  })
})
