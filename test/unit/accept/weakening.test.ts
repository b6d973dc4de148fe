// The weakened-test guard on a table of real-looking fixes: every weakening one is found with the
// right kind, no honest one raises anything. The counts are the figures the docs quote.
import { describe, expect, it } from '@jest/globals'
import { patchLines, type ChangedFile } from '../../../src/rules/accept/diff.js'
import { findWeakening, weakeningText } from '../../../src/rules/accept/weakening.js'
import { FIX_CASES } from './fix-cases.js'

describe('findWeakening', () => {
  it.each(FIX_CASES.filter((c) => c.expect === null).map((c) => [c.name, c] as const))(
    'accepts the honest fix: %s',
    (_, c) => {
      expect(findWeakening(c.files)).toEqual([])
    }
  )

  it.each(FIX_CASES.filter((c) => c.expect !== null).map((c) => [c.name, c] as const))(
    'finds the weakening: %s',
    (_, c) => {
      expect(findWeakening(c.files).map((w) => w.kind)).toContain(c.expect)
    }
  )

  it('covers every ecosystem with at least 40 fixes, honest and weakening', () => {
    expect(FIX_CASES.length).toBeGreaterThanOrEqual(40)
    expect(new Set(FIX_CASES.map((c) => c.ecosystem))).toEqual(
      new Set(['js', 'py', 'go', 'rust', 'java', 'ruby', 'php', 'cs', 'elixir', 'erlang', 'ci'])
    )
    const falseAlarms = FIX_CASES.filter((c) => c.expect === null && findWeakening(c.files).length)
    const misses = FIX_CASES.filter(
      (c) => c.expect !== null && !findWeakening(c.files).some((w) => w.kind === c.expect)
    )
    expect({ falseAlarms: falseAlarms.length, misses: misses.length }).toEqual({
      falseAlarms: 0,
      misses: 0
    })
  })

  // The words a pause reason and its comment give for each kind (the action run in
  // test/e2e/weakened-tests.e2e.test.ts shows one of them end to end).
  it.each([
    ['js: skips the failing test', 'a test skipped at test/math.test.ts:10'],
    ['py: deletes the test module', 'test file tests/test_cache.py deleted'],
    ['js: lowers the coverage threshold', 'a threshold lowered at jest.config.js:11'],
    ['go: t.Skip in the failing test', 'a test skipped at store/store_test.go:11'],
    [
      'py: renames the test module to .off',
      'test file tests/test_api.py moved out of the test paths (tests/test_api.py → tests/test_api.py.off)'
    ],
    [
      'js: toBe(4) becomes toBeDefined()',
      'an assertion traded for a weaker one at test/sum.test.ts:10'
    ],
    ['js: the test script only lists the tests', 'CI told to check less at package.json:10']
  ])('says what it found: %s', (prefix, what) => {
    const fix = FIX_CASES.find((c) => c.name.startsWith(prefix))
    expect(findWeakening(fix?.files ?? []).map(weakeningText)).toEqual([what])
  })

  it('quotes the line and says where it is', () => {
    const [found] = findWeakening(
      FIX_CASES.find((c) => c.name.startsWith('js: skips'))?.files ?? []
    )
    expect(found).toEqual({
      kind: 'skipped',
      path: 'test/math.test.ts',
      line: 10,
      quote: "+it.skip('divides by zero', () => {"
    })
    expect(found && weakeningText(found)).toBe('a test skipped at test/math.test.ts:10')
  })
})

describe('crafted lines', () => {
  // Each shape repeats what a pattern could try at every position; read at the length cap, a
  // pattern that backtracks would take the suite past its timeout. Nothing here is a weakening.
  const CAP = 2000
  const shapes = [
    'expect('.repeat(CAP / 7),
    `assert ${'a'.repeat(CAP - 9)} !`,
    `assert!(${'('.repeat(CAP - 10)}`,
    `assert.NotNil(t, ${'a '.repeat(CAP / 2 - 10)}`,
    '.not'.repeat(CAP / 4),
    ' -ru'.repeat(CAP / 4),
    `testpaths = ${'[, '.repeat(CAP / 3 - 5)}`,
    `${' '.repeat(CAP - 1)}x`,
    `"test": ${'"echo '.repeat(CAP / 6)}`
  ]
  const many = (path: string): ChangedFile => ({
    path,
    previousPath: null,
    status: 'modified',
    patch: [
      '@@ -1,0 +1,900 @@',
      ...shapes.flatMap((l) => Array.from({ length: 100 }, () => `+${l}`))
    ].join('\n')
  })

  it('are read in a test file and a setting file without a finding', () => {
    expect(findWeakening([many('test/crafted.test.ts'), many('package.json')])).toEqual([])
  })
})

describe('patchLines', () => {
  it('numbers added lines on the new side and removed ones on the old', () => {
    const patch = [
      '@@ -3,3 +3,4 @@',
      ' a',
      '-b',
      '+B',
      '+c',
      ' d',
      '\\ No newline at end of file'
    ].join('\n')
    expect(patchLines(patch)).toEqual({
      added: [
        { sign: '+', text: 'B', line: 4 },
        { sign: '+', text: 'c', line: 5 }
      ],
      removed: [{ sign: '-', text: 'b', line: 4 }]
    })
  })

  it('reads nothing from a file GitHub gave no patch for', () => {
    expect(patchLines(null)).toEqual({ added: [], removed: [] })
  })
})
