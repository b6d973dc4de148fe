import { describe, expect, it } from '@jest/globals'
import {
  flakeCandidates,
  MAX_KNOWN_FLAKES,
  testFilesToRead,
  withFlakes,
  withMissed,
  type FailureSubjects
} from '../../../src/rules/gate/flake.js'
import { emptyMemory } from '../../../src/rules/ledger/memory.js'

const failing: FailureSubjects = {
  failureClass: 'test',
  tests: ['math.test.js>math>adds two numbers'],
  files: ['src/math.js']
}

/** Jest on a regression: the log names the test file only. */
const pricing: FailureSubjects = {
  failureClass: 'test',
  tests: ['test/checkout.test.js>checkout>totals a cart'],
  files: ['test/checkout.test.js']
}
const CHECKOUT = "import { total } from '../src/pricing.js'\n"

describe('flakeCandidates', () => {
  it.each<[string, Parameters<typeof flakeCandidates>, readonly string[] | null]>([
    ['docs only', [failing, ['docs/readme.md', 'README.md', 'logo.png'], []], failing.tests],
    ['a change to the file the log names', [failing, ['src/math.js'], []], null],
    ['a change to the test file', [failing, ['test/math.test.js'], []], null],
    // The test at the root: every loadable file is beside it.
    ['code beside a test at the root', [failing, ['docs/readme.md', 'src/parse.ts'], []], null],
    [
      'a log path relative to a package',
      [{ ...failing, files: ['./math.js'] }, ['lib/math.js'], []],
      null
    ],
    ['the module the test is named after', [pricing, ['src/checkout.js'], []], null],
    ['beside the test', [pricing, ['test/helpers.js'], []], null],
    ['a manifest', [pricing, ['package-lock.json'], []], null],
    ['a workflow', [pricing, ['.github/workflows/ci.yml'], []], null],
    ['requirements, though text', [pricing, ['requirements-dev.txt'], []], null],
    [
      "another package's manifest",
      [pricing, ['packages/b/package.json'], [], { 'test/checkout.test.js': CHECKOUT }],
      pricing.tests
    ],
    ['code only imports could rule out, unread', [pricing, ['src/pricing.js'], []], null],
    [
      'a module the test imports',
      [pricing, ['src/pricing.js'], [], { 'test/checkout.test.js': CHECKOUT }],
      null
    ],
    [
      'beside a module the test imports',
      [pricing, ['src/round.js'], [], { 'test/checkout.test.js': CHECKOUT }],
      null
    ],
    [
      'code the test does not import',
      [pricing, ['scripts/release.js', 'NOTES.md'], [], { 'test/checkout.test.js': CHECKOUT }],
      pricing.tests
    ],
    [
      'a test file that could not be read',
      [pricing, ['scripts/release.js'], [], { 'test/checkout.test.js': null }],
      null
    ],
    [
      'a language whose imports are not read',
      [
        { ...pricing, tests: ['spec/checkout_spec.rb>totals'], files: [] },
        ['scripts/release.js'],
        [],
        { 'spec/checkout_spec.rb': "require 'pricing'" }
      ],
      null
    ],
    [
      'a test file named only in the log (pytest)',
      [
        { failureClass: 'test', tests: ['test_totals'], files: ['tests/test_checkout.py'] },
        ['shop/checkout.py'],
        []
      ],
      null
    ],
    ['no accepted commit to compare with', [failing, null, []], null],
    ['a known flake, whatever changed', [failing, ['src/math.js'], failing.tests], failing.tests],
    [
      'only some tests known',
      [{ ...failing, tests: [...failing.tests, 'b>c'] }, null, failing.tests],
      null
    ],
    ['a lint failure', [{ ...failing, failureClass: 'lint' }, ['docs/readme.md'], []], null],
    ['no test named', [{ ...failing, tests: [] }, ['docs/readme.md'], []], null],
    [
      'no file named anywhere',
      [{ failureClass: 'test', tests: ['adds two numbers'], files: [] }, ['x.md'], []],
      null
    ]
  ])('%s', (_, args, expected) => {
    expect(flakeCandidates(...args)).toEqual(expected)
  })
})

describe('testFilesToRead', () => {
  it.each<[string, FailureSubjects, string[], string[]]>([
    ['docs only: nothing to read', pricing, ['README.md'], []],
    ['named after the change: settled', pricing, ['src/checkout.js', 'scripts/x.js'], []],
    ['code only imports can rule out', pricing, ['scripts/x.js'], ['test/checkout.test.js']],
    [
      'more test files than the cap',
      {
        ...pricing,
        tests: ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `test/${n}.test.js>t`)
      },
      ['scripts/x.js'],
      []
    ]
  ])('%s', (_, failure, changed, expected) => {
    expect(testFilesToRead(failure, changed)).toEqual(expected)
  })
})

describe('known flakes', () => {
  const memory = { ...emptyMemory(), flakes: ['a', 'b'] }

  it('adds new flakes last, once, within the cap', () => {
    expect(withFlakes(memory, ['b', 'c']).flakes).toEqual(['a', 'b', 'c'])
    const many = Array.from({ length: MAX_KNOWN_FLAKES }, (_, i) => `t${i}`)
    expect(withFlakes({ ...memory, flakes: many }, ['new']).flakes).toEqual([
      ...many.slice(1),
      'new'
    ])
  })

  it('drops a known flake whose re-run is red twice in a row', () => {
    const once = withMissed(memory, ['a', 'x'])
    expect(once).toMatchObject({ flakes: ['a', 'b'], flakeMisses: [{ test: 'a', misses: 1 }] })
    const twice = withMissed(once, ['a'])
    expect(twice.flakes).toEqual(['b'])
    expect(twice.flakeMisses).toBeUndefined()
  })

  it('forgets the misses of a flake whose re-run is green', () => {
    const once = withMissed(memory, ['a'])
    const passed = withFlakes(once, ['a'])
    expect(passed.flakeMisses).toBeUndefined()
    expect(withMissed(passed, ['a']).flakes).toEqual(['b', 'a'])
  })
})
