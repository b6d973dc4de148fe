// The disguised forms of a weakened test: what each finding says, and every pattern read on a
// line far longer than the guard ever reads (it cuts lines at 2,000 characters) in time linear
// in its length. The fixes themselves are rows of fix-cases.ts, measured by weakening.test.ts.
import { describe, expect, it } from '@jest/globals'
import type { ChangedFile } from '../../../src/rules/accept/diff.js'
import {
  ASSERT_HEAD,
  ASSERTION_OPENER,
  ASSUMPTION,
  ATTRIBUTE_MOCK,
  BARE_RETURN,
  HANDLERS,
  CHAIN_WORDS,
  CLASS_MOCKS,
  CONDITION,
  DOTTED_MOCK,
  EARLY_EXIT,
  ENV_READ,
  EXPECTED_FAILURE,
  FAILS_AGAIN,
  HIDDEN_SKIPS,
  MODULE_MOCK,
  PROMISE_CATCH,
  SWALLOWS,
  TRY_OPENER
} from '../../../src/rules/accept/disguise-patterns.js'
import {
  SKIP_MARKERS,
  TEST_DEFINITIONS,
  TEST_PATHS
} from '../../../src/rules/accept/test-patterns.js'
import { findWeakening, weakeningText } from '../../../src/rules/accept/weakening.js'
import { FIX_CASES } from './fix-cases.js'

describe('a disguised weakening in words', () => {
  it.each([
    [
      'js: marks the failing test test.failing',
      'a test marked as expected to fail at test/date.test.ts:10'
    ],
    [
      'js: returns early on CI',
      'a test made to return or skip before its checks at test/upload.test.ts:11'
    ],
    [
      'js: expect() left without its matcher',
      'an assertion left without its check at test/cart.test.ts:10'
    ],
    [
      'js: jest.mock of the module under test',
      'the module under test mocked in its own test at test/parser.test.ts:11'
    ],
    [
      "js: describe['only']",
      'a test skipped or focused through an indirect name at test/math.test.ts:10'
    ],
    [
      'js: try/catch around the expect',
      "an assertion's failure caught and dropped at test/cart.test.ts:13"
    ]
  ])('%s', (prefix, what) => {
    const fix = FIX_CASES.find((c) => c.name.startsWith(prefix))
    expect(findWeakening(fix?.files ?? []).map(weakeningText)).toEqual([what])
  })

  it('quotes the line it found, on the new side', () => {
    const fix = FIX_CASES.find((c) => c.name.startsWith('py: except AssertionError'))
    expect(findWeakening(fix?.files ?? [])).toEqual([
      {
        kind: 'failure-swallowed',
        path: 'tests/test_cart.py',
        line: 13,
        quote: '+except AssertionError:'
      }
    ])
  })
})

describe('a line of 100,000 characters', () => {
  const N = 100_000
  const fill = (piece: string, head = '') =>
    head + piece.repeat(Math.ceil((N - head.length) / piece.length))
  const handlers = Object.values(HANDLERS)
  // Each row aims at what its pattern could retry: a run of what a quantifier takes, with no
  // end it can match, at every place the pattern may start.
  it.each([
    ['expected failure', EXPECTED_FAILURE, [fill('test.'), fill('a', 'it.'), fill('it.a.')]],
    [
      'hidden skip',
      HIDDEN_SKIPS,
      [fill('it '), fill(' ', 'it.skip'), fill('{skip '), fill('{' + 'skip '.repeat(39))]
    ],
    ['environment read', [ENV_READ], [fill('ENV '), fill('os.'), fill('process.')]],
    [
      'condition and exit',
      [CONDITION, ASSUMPTION, EARLY_EXIT],
      [fill('assume'), fill('a', 'assume'), fill('& ')]
    ],
    ['bare return', [BARE_RETURN], [fill(' ', 'return'), fill('return ')]],
    [
      'assertion opener',
      [ASSERTION_OPENER, ASSERT_HEAD],
      [fill(' '), fill('await '), fill('(', 'expect')]
    ],
    ['chain word', [CHAIN_WORDS], [fill('a', 'to'), fill('A', 'is')]],
    ['module mock', [MODULE_MOCK], [fill('a', "jest.mock('"), fill("vi.mock('a")]],
    ['dotted mock', [DOTTED_MOCK], [fill('a.', "patch('"), fill("setattr('")]],
    ['attribute mock', [ATTRIBUTE_MOCK], [fill('a.', 'spyOn('), fill('setattr(a, ')]],
    [
      'class mock',
      CLASS_MOCKS,
      [
        fill('a', 'mock<'),
        fill('private ', '@Mock '),
        fill('var ', '@MockK '),
        fill('a', '@Mock private a ')
      ]
    ],
    [
      'handler',
      [...handlers, TRY_OPENER, PROMISE_CATCH],
      [fill('a', 'except '), fill('a ', 'catch ('), fill('rescue '), fill('} catch')]
    ],
    ['failing again', [FAILS_AGAIN], [fill('assert'), fill('t.')]],
    [
      'failure caught whole',
      SWALLOWS,
      [
        fill(' ', 'defer func() { recover()'),
        fill(' ', 'recover()'),
        fill('let _ = '),
        fill('assertThrows '),
        fill(' ', 'expect(() =>'),
        fill('catch ?')
      ]
    ],
    [
      'skip marker, test definition and path',
      [...SKIP_MARKERS, ...TEST_DEFINITIONS, ...TEST_PATHS],
      [
        fill('a', "test('a', {"),
        fill('a', 'test_'),
        fill('-> {skip '),
        fill('a', '@DisabledIf'),
        fill('_test')
      ]
    ]
  ] as const)('%s', (_, patterns, lines) => {
    for (const line of lines) for (const p of patterns) p.test(line)
    expect(lines.every((l) => l.length >= N)).toBe(true)
  })
})

describe('crafted lines in the shapes the disguised forms are read for', () => {
  // Read through the guard at its 2,000-character cap: each reader looks around a line, so a
  // reader that went back or ahead from every line would take the suite past its timeout.
  const CAP = 2000
  const shapes = [
    `${'} catch {'.repeat(CAP / 9)}`,
    `try { ${'expect('.repeat(CAP / 8)}`,
    `if (process.env.CI) ${' '.repeat(CAP - 30)}`,
    'return',
    `expect(${'('.repeat(CAP - 10)})`,
    `assert ${'a == '.repeat(CAP / 5 - 2)}`,
    `jest.mock('${'a/'.repeat(CAP / 2 - 10)}')`,
    `${'a.'.repeat(CAP / 2 - 5)}`,
    `${' '.repeat(CAP - 10)}@a`,
    "it('a', () => {"
  ]
  // Removed as assertions, added bare: every added line is looked up among what they checked.
  const lines = shapes.flatMap((l) => Array.from({ length: 100 }, () => l))
  const crafted: ChangedFile = {
    path: 'test/crafted.test.ts',
    previousPath: null,
    status: 'modified',
    patch: [
      '@@ -1,800 +1,800 @@',
      ...lines.map((l) => `-assert ${l}`),
      ...lines.map((l) => `+${l}`)
    ].join('\n')
  }

  it('are read in time', () => {
    expect(findWeakening([crafted]).length).toBeLessThanOrEqual(lines.length)
  })
})
