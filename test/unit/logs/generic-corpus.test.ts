// The generic reader's corpus: real output of tools green-gate has no matcher for, framed as job
// logs (test/fixtures/logs/make-corpus.sh generic). The families were split in two before any
// tuning: the tuning half is what the reader was shaped on, the held-out half was only measured.
// For each half the test computes how often a rerun signs the same, a different failure signs
// differently, the class is right, and the summary names the facts a fixer needs, prints the
// figures, and holds them to the floors below.
import { describe, it, expect } from '@jest/globals'
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

/** Shaped the reader. */
const TUNING: readonly Family[] = [
  {
    family: 'ava',
    failureClass: 'test',
    names: ['adds two numbers', 'test/math.test.js'],
    secondNames: ['multiplies', 'test/math.test.js']
  },
  {
    family: 'tape',
    failureClass: 'test',
    names: ['slug joins words with dashes', 'test/slug.js'],
    secondNames: ['slug trims blanks', 'test/slug.js']
  },
  {
    family: 'jasmine',
    failureClass: 'test',
    names: ['cart sums prices times quantities', 'spec/cartSpec.js'],
    secondNames: ['cart counts items', 'spec/cartSpec.js']
  },
  {
    family: 'stylelint',
    failureClass: 'lint',
    names: ['color-no-invalid-hex', 'src/styles/button.css'],
    secondNames: ['property-no-unknown', 'src/styles/card.css']
  },
  {
    family: 'markdownlint',
    failureClass: 'lint',
    names: ['MD022', 'README.md'],
    secondNames: ['MD009', 'docs/guide.md']
  },
  {
    family: 'cspell',
    failureClass: 'lint',
    names: ['recieve', 'docs/install.md'],
    secondNames: ['seperately', 'docs/usage.md']
  },
  {
    family: 'unbound',
    failureClass: 'build',
    names: ['RELEASE_TAG', 'scripts/package.sh'],
    secondNames: ['UPLOAD_BUCKET', 'scripts/package.sh']
  },
  {
    family: 'pyscript',
    failureClass: 'test',
    names: ['KeyError', 'scripts/build_index.py'],
    secondNames: ['ValueError', 'scripts/build_index.py']
  },
  {
    family: 'prove',
    failureClass: 'test',
    names: ['add sums two numbers', 't/calc.t'],
    secondNames: ['half keeps fractions', 't/calc.t']
  },
  {
    family: 'javaexc',
    failureClass: 'test',
    names: ['java.lang.NumberFormatException', 'app.Main.port'],
    secondNames: ['java.lang.NullPointerException', 'app.Main.name']
  },
  {
    family: 'rejection',
    failureClass: 'test',
    names: ['RangeError', 'scripts/smoke.ts'],
    secondNames: ['ENOENT', 'scripts/smoke.ts']
  },
  {
    family: 'valgrind',
    failureClass: 'test',
    names: ['Invalid read of size', 'check.c'],
    secondNames: ['Invalid free', 'check.c']
  },
  // Step intent: a linter, type checker or test binary run through a build tool.
  {
    family: 'clippy',
    failureClass: 'lint',
    names: ['clippy::len_zero', 'src/main.rs'],
    secondNames: ['clippy::needless_return', 'src/main.rs']
  },
  {
    family: 'makecheck',
    failureClass: 'test',
    names: ['t/check_calc.c', 'sum(2, 2) == 4'],
    secondNames: ['t/check_calc.c', 'span(3, 7) == 4']
  },
  {
    family: 'gcclint',
    failureClass: 'lint',
    names: ['unused-variable', 'src/scale.c'],
    secondNames: ['parentheses', 'src/clamp.c']
  },
  {
    family: 'mypymake',
    failureClass: 'type',
    names: ['list-item', 'app/cart.py'],
    secondNames: ['arg-type', 'app/names.py']
  },
  {
    family: 'npmlint',
    failureClass: 'lint',
    names: ['no-unused-vars', 'src/stats.js'],
    secondNames: ['prefer-const', 'src/text.js']
  }
]

/** Never looked at while the reader was written: measured only. */
const HELD_OUT: readonly Family[] = [
  {
    family: 'uvu',
    failureClass: 'test',
    names: ['money formats cents', 'tests/format.js'],
    secondNames: ['pad fills with zeros', 'tests/format.js']
  },
  {
    family: 'qunit',
    failureClass: 'test',
    names: ['range excludes the end', 'test/range.js'],
    secondNames: ['clamp keeps values inside', 'test/range.js']
  },
  {
    family: 'htmlhint',
    failureClass: 'lint',
    names: ['alt-require', 'site/index.html'],
    secondNames: ['id-unique', 'site/about.html']
  },
  {
    family: 'commitlint',
    failureClass: 'lint',
    names: ['subject-empty', 'type-empty'],
    secondNames: ['subject-case', 'subject-full-stop']
  },
  {
    family: 'yamllint',
    failureClass: 'lint',
    names: ['config/app.yml', 'bad indentation'],
    secondNames: ['config/jobs.yml', 'duplicated mapping key']
  },
  {
    family: 'doctest',
    failureClass: 'test',
    names: ['units.to_km', 'src/units.py'],
    secondNames: ['units.to_miles', 'src/units.py']
  },
  {
    family: 'sete',
    failureClass: 'build',
    names: ['build/app.js.map', 'cp'],
    secondNames: ['config/release-notes.md', 'cat']
  },
  {
    family: 'tcltest',
    failureClass: 'test',
    names: ['initials-1.1'],
    secondNames: ['shout-1.1']
  },
  {
    family: 'biome',
    failureClass: 'lint',
    names: ['lint/suspicious/noDoubleEquals', 'src/list.js'],
    secondNames: ['lint/suspicious/noDebugger', 'src/task.js']
  },
  {
    family: 'oxlint',
    failureClass: 'lint',
    names: ['src/greet.js', 'declared but never used'],
    secondNames: ['src/parse.js', 'debugger']
  },
  {
    family: 'standard',
    failureClass: 'lint',
    names: ['no-unused-vars', 'lib/area.js'],
    secondNames: ['eqeqeq', 'lib/same.js']
  },
  {
    family: 'nodeassert',
    failureClass: 'test',
    names: ['AssertionError', 'scripts/smoke.mjs', 'checkParse'],
    secondNames: ['AssertionError', 'scripts/smoke.mjs', 'checkBump']
  },
  // Step intent: a linter or test binary run through a build tool.
  {
    family: 'cppcheck',
    failureClass: 'lint',
    names: ['arrayIndexOutOfBounds', 'src/buf.c'],
    secondNames: ['nullPointer', 'src/ptr.c']
  },
  {
    family: 'javaclint',
    failureClass: 'lint',
    names: ['rawtypes', 'src/app/Names.java'],
    secondNames: ['serial', 'src/app/Span.java']
  },
  {
    family: 'xmllint',
    failureClass: 'lint',
    names: ['config/app.xml', 'mismatch'],
    secondNames: ['config/jobs.xml', 'redefined']
  },
  {
    family: 'cargoharness',
    failureClass: 'test',
    names: ['encode_shouts', 'roundtrip'],
    secondNames: ['decode_whispers', 'roundtrip']
  },
  {
    family: 'javatest',
    failureClass: 'test',
    names: ['AssertionError', 'checkSum'],
    secondNames: ['AssertionError', 'checkSpan']
  }
]

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

// Floors: what each half reaches (the targets are 97 / 95 / 90 / 80). The held-out
// half misses one family's facts: yaml-lint names neither a rule nor a path:line, only the file
// on a `[log]` line of its own and the message with its position after it. Step intent: the
// tuning half misses makecheck's facts (a C `assert` line, no shape the reader knows); the
// held-out half misses javaclint's and cargoharness's facts and signs javaclint's two failures,
// and xmllint's rerun, by shapes no reader knows yet.
const FLOORS: Readonly<Record<'tuning' | 'held-out', Figures>> = {
  tuning: { same: 100, different: 100, failureClass: 100, facts: 94.1 },
  'held-out': { same: 94.1, different: 94.1, failureClass: 100, facts: 82.4 }
}

describe('generic reader on families no matcher knows', () => {
  it.each([
    ['tuning', TUNING],
    ['held-out', HELD_OUT]
  ] as const)('%s half meets its floors', (half, families) => {
    const figures = report(half, families.map(measure))
    const floor = FLOORS[half]
    expect(figures.same).toBeGreaterThanOrEqual(floor.same)
    expect(figures.different).toBeGreaterThanOrEqual(floor.different)
    expect(figures.failureClass).toBeGreaterThanOrEqual(floor.failureClass)
    expect(figures.facts).toBeGreaterThanOrEqual(floor.facts)
  })

  it('splits the families once, with no family in both halves', () => {
    const names = [...TUNING, ...HELD_OUT].map((f) => f.family)
    expect(new Set(names).size).toBe(names.length)
    expect(TUNING).toHaveLength(HELD_OUT.length)
  })
})
