// The corpus: real tool output wrapped as raw job logs (see test/fixtures/logs/make-corpus.sh).
// For every tool: a rerun of the same failure signs the same, a different failure signs
// differently, the class is right, and the summary names the failing test or code.
import { describe, it, expect } from '@jest/globals'
import { analyzeLog } from '../../../src/logs/scanner.js'
import { summarizeRun } from '../../../src/logs/summary.js'
import type { FailureClass, LogAnalysis } from '../../../src/logs/types.js'
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
