// The generic reader's corpus: real output of tools green-gate has no matcher for, framed as job
// logs (test/fixtures/logs/make-corpus.sh generic), with what each summary must name in
// test/fixtures/logs/generic-families.json. The families were split in two before any
// tuning: the tuning half is what the reader was shaped on, the held-out half was only measured.
// For each half the test computes how often a rerun signs the same, a different failure signs
// differently, the class is right, and the summary names the facts a fixer needs, prints the
// figures, and holds them to the floors below.
import { describe, it, expect } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import { summarizeRun } from '../../../src/rules/logs/summary.js'
import type { FailureClass, LogAnalysis } from '../../../src/rules/logs/types.js'
import { fixture } from './fixtures.js'

interface Family {
  readonly family: string
  /** The class a person would give both failures. */
  readonly failureClass: FailureClass
  /** What the summary of `first` must name (test, file, rule, module, error code)... */
  readonly names: readonly string[]
  /** ...and of `second`. */
  readonly secondNames: readonly string[]
}

/** A family as generic-families.json writes it, one line each. */
type FamilyRow = readonly [string, FailureClass, readonly string[], readonly string[]]

interface Batch {
  /** Where the batch's families came from, and whether the reader was shaped on them since. */
  readonly note: string
  readonly families: readonly FamilyRow[]
}

type Half = 'tuning' | 'held-out'

/** The tuning half shaped the reader; the held-out half was never looked at, only measured. */
const HALVES = JSON.parse(
  readFileSync(new URL('../../fixtures/logs/generic-families.json', import.meta.url), 'utf8')
) as Record<Half, readonly Batch[]>

const familiesOf = (half: Half): Family[] =>
  HALVES[half].flatMap((b) =>
    b.families.map(([family, failureClass, names, secondNames]) => ({
      family,
      failureClass,
      names,
      secondNames
    }))
  )

const summaryOf = (analysis: LogAnalysis): string => summarizeRun([{ job: 'ci', analysis }]).text

interface Outcome {
  readonly family: string
  readonly same: boolean
  readonly different: boolean
  /** Right for first and for second. */
  readonly classes: readonly [boolean, boolean]
  /** Every name found in first's summary, and in second's. */
  readonly facts: readonly [boolean, boolean]
}

function measure(f: Family): Outcome {
  const log = (name: string): LogAnalysis => analyzeLog(fixture(`generic/${f.family}/${name}`))
  const first = log('first')
  const rerun = log('first-rerun')
  const second = log('second')
  const names = (analysis: LogAnalysis, wanted: readonly string[]): boolean => {
    const summary = summaryOf(analysis)
    return wanted.every((name) => summary.includes(name))
  }
  return {
    family: f.family,
    same: rerun.signature === first.signature,
    different: second.signature !== first.signature,
    classes: [first.failureClass === f.failureClass, second.failureClass === f.failureClass],
    facts: [names(first, f.names), names(second, f.secondNames)]
  }
}

interface Figures {
  readonly same: number
  readonly different: number
  readonly failureClass: number
  readonly facts: number
}

const percent = (hits: readonly boolean[]): number =>
  Math.round((1000 * hits.filter(Boolean).length) / hits.length) / 10

function figuresOf(outcomes: readonly Outcome[]): Figures {
  return {
    same: percent(outcomes.map((o) => o.same)),
    different: percent(outcomes.map((o) => o.different)),
    failureClass: percent(outcomes.flatMap((o) => o.classes)),
    facts: percent(outcomes.flatMap((o) => o.facts))
  }
}

const misses = (outcomes: readonly Outcome[]): string[] =>
  outcomes.flatMap((o) => [
    ...(o.same ? [] : [`${o.family}: rerun signs differently`]),
    ...(o.different ? [] : [`${o.family}: second signs like first`]),
    ...o.classes.flatMap((ok, i) =>
      ok ? [] : [`${o.family}: class of ${['first', 'second'][i]}`]
    ),
    ...o.facts.flatMap((ok, i) => (ok ? [] : [`${o.family}: names of ${['first', 'second'][i]}`]))
  ])

const report = (half: string, outcomes: readonly Outcome[]): Figures => {
  const f = figuresOf(outcomes)
  const lines = [
    `${half} (${outcomes.length} families): same ${f.same}% · different ${f.different}% · ` +
      `class ${f.failureClass}% · facts ${f.facts}%`,
    ...misses(outcomes).map((m) => `  miss: ${m}`)
  ]
  console.log(lines.join('\n'))
  return f
}

// Floors: what each half reaches today; the held-out half holds only families never looked at
// (the targets on them are 98 / 95 / 90 / 75). Known misses in the tuning half: yoyo never names
// the migration it ran; thrift names no file for an unknown type, gperf none for its second
// failure and openapi-typescript none for its unresolved reference; hugo's, pandoc's and
// pod2man's doc builds are read as lint where their captures say build, lessc's compile errors
// too; flawfinder's second finding and a build script's traceback under scons read as build; a
// matcher claims qmake's second cause; a property test's failures (fast-check) and a lockfile's
// (lockfile-lint) sign alike; Electric Fence's crash, handlebars'
// second parse error, solhint's table, reuse's second section and kconfig's first cause are not
// named in full.
const FLOORS: Readonly<Record<'tuning' | 'held-out', Figures>> = {
  tuning: { same: 100, different: 99, failureClass: 97.7, facts: 95.9 },
  'held-out': { same: 100, different: 95.8, failureClass: 95.8, facts: 94.4 }
}

describe('generic reader on families no matcher knows', () => {
  it.each(['tuning', 'held-out'] as const)('%s half meets its floors', (half) => {
    const figures = report(half, familiesOf(half).map(measure))
    const floor = FLOORS[half]
    expect(figures.same).toBeGreaterThanOrEqual(floor.same)
    expect(figures.different).toBeGreaterThanOrEqual(floor.different)
    expect(figures.failureClass).toBeGreaterThanOrEqual(floor.failureClass)
    expect(figures.facts).toBeGreaterThanOrEqual(floor.facts)
  })

  it('splits the families once, with no family in both halves', () => {
    const names = [...familiesOf('tuning'), ...familiesOf('held-out')].map((f) => f.family)
    expect(new Set(names).size).toBe(names.length)
  })
})

// The bundled action signs a job log as analyzeLog does (test/e2e/logs.e2e.test.ts, once); what
// a few families sign and class as, and what the fixer is told of a failure with no place.
describe('families no matcher knows, signed by their shape', () => {
  it.each([
    ['phpcs', 'lint', 'Squiz.Functions.MultiLineFunctionDeclaration.BraceOnSameLine:src/Cart.php'],
    ['gendrift', 'build', 'diff:src/routes.ts'],
    ['gtest', 'test', 'test:calc_test.cc>Calc.Adds'],
    ['asan', 'test', 'heap-buffer-overflow:src/buffer.c:copy_name']
  ])('%s: a %s failure signed %s', (family, failureClass, signature) => {
    const analysis = analyzeLog(fixture(`generic/${family}/first`))
    expect(analysis.failureClass).toBe(failureClass)
    expect(analysis.signature.slice(0, signature.length)).toBe(signature)
    expect(analysis.signature).not.toMatch(/0x[0-9a-f]{6}/)
  })

  it("classes a generator's failure by what ran and quotes what it printed last", () => {
    // thrift prints no error word and no place: the step's `-out` says it generates code.
    const analysis = analyzeLog(fixture('generic/thrift/first'))
    expect(analysis.failureClass).toBe('build')
    expect(summaryOf(analysis)).toContain('Last output: Type "strng" not defined')
  })
})
