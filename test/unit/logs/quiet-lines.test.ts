// Same is sacred: what a run prints whatever failed (counts, drawings, timings, passes) and what
// points back at a failure (trailers, a wrapper's echo) never sign it, and two runs of one failure
// whose numbers, widths, dates and passing lines differ sign the same.
import { describe, expect, it } from '@jest/globals'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import { saysNothing } from '../../../src/rules/logs/structures/says-nothing.js'
import { isTrailer } from '../../../src/rules/logs/structures/trailers.js'

/** A failing step that ran `command` and printed `lines`. */
const job = (command: string, lines: readonly string[]): string =>
  [
    `##[group]Run ${command}`,
    command,
    '##[endgroup]',
    ...lines,
    '##[error]Process completed with exit code 1.'
  ].join('\n')

describe('lines that say nothing of what failed', () => {
  it.each([
    ['a table border', '└────────────┴────────────────┴─────────────┘'],
    ['a rule', '======================================'],
    ['a timing', 'time: 55.151ms'],
    ['a timing in words', 'Done in 3.42s.'],
    ['a row of figures under a label', '│ Total:     │ 3 │ 26 │ 393 │ 1 │ 8 (30.77%) │'],
    ['a tally of anything', 'Found 2 clones.'],
    ['a count', '✖ 3 problems (3 errors, 0 warnings)'],
    ['a tick', '✓ adds two numbers'],
    ['a TAP pass', 'ok 1 - adds two numbers'],
    ['a pass after the name', 'test_adds ... ok'],
    ['a verdict after the name', 'tests/test_core.py::test_adds PASSED'],
    ['a bracketed pass', '[ OK ] CalcTest.Adds']
  ])('%s', (_name, line) => {
    expect(saysNothing(line)).toBe(true)
  })

  it.each([
    ['a failing TAP line', 'not ok 2 - multiplies'],
    ['an error with a figure', 'Error: expected 3 items, found 2 in cart'],
    ['a finding', 'src/a.js:3:1: Missing semicolon.'],
    ['a failed verdict', 'test_scales ... FAIL'],
    ['a line of 100k characters', `error: ${' '.repeat(100_000)}boom`]
  ])('%s says something', (_name, line) => {
    expect(saysNothing(line)).toBe(false)
  })

  it('reads a line of 100k blanks ending in a pass in linear time', () => {
    expect(saysNothing(`${' '.repeat(100_000)}... ok`)).toBe(true)
    expect(saysNothing(`x${'.'.repeat(100_000)}`)).toBe(false)
  })
})

describe('trailers', () => {
  it.each([
    'error: aborting due to 2 previous errors',
    'fatal: cannot make progress due to previous errors',
    'See above for the errors.',
    'make: *** [Makefile:12: deps] Error 2',
    'make[1]: *** [all] Error 1',
    'Command failed with status (1): [guile tests/stack.scm...]',
    'ERROR: found too many duplicates (30.77%) over threshold (0%)',
    'Error: coverage for lines (71%) does not meet global threshold (80%)'
  ])('%j points back', (line) => {
    expect(isTrailer(line)).toBe(true)
  })

  it.each(['error: unknown option --frobnicate', "make: *** No rule to make target 'deps'."])(
    '%j names a failure',
    (line) => {
      expect(isTrailer(line)).toBe(false)
    }
  )

  it('reads a line of 100k characters in linear time', () => {
    expect(isTrailer(`make: *** [${'x'.repeat(100_000)}`)).toBe(false)
    expect(isTrailer('due to '.repeat(15_000))).toBe(false)
  })

  it("signs the line that names the failure, not the trailer or the wrapper's echo under it", () => {
    const first = analyzeLog(
      job('./tools/check', [
        'checker: unknown name `totl` in rules/price.rules',
        'checker: cannot make progress due to previous errors',
        'make: *** [Makefile:4: check] Error 1'
      ])
    )
    const second = analyzeLog(
      job('./tools/check', [
        'checker: unknown name `qty2` in rules/stock.rules',
        'checker: cannot make progress due to previous errors',
        'make: *** [Makefile:4: check] Error 1'
      ])
    )
    expect(first.signature).not.toBe(second.signature)
    expect(first.signature).toContain('totl')
    expect(first.signature).not.toContain('progress')
  })
})

/** A small seeded generator (mulberry32): the same seed, the same run, every time. */
function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One run of a failure as an unknown tool prints it, with this run's figures and order. */
function run(random: () => number): string {
  const n = (most: number): number => 1 + Math.floor(random() * most)
  const passing = ['✓ lowercases', '✓ trims blanks', 'ok 3 - joins words', 'test_keeps ... ok']
  for (let i = passing.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[passing[i], passing[j]] = [passing[j] ?? '', passing[i] ?? '']
  }
  const width = n(40)
  return job('./run-checks', [
    `${'='.repeat(width)} checks ${'='.repeat(width)}`,
    `started [Wed Dec  ${n(9)} 0${n(9)}:1${n(9)}:2${n(9)} 2026] pid ${n(90_000)} port ${n(60_000)}`,
    ...passing,
    `FAILED slug keeps unicode letters (size changed from ${n(500)} to ${n(500)} bytes)`,
    `│ Total: │ ${n(99)} │ ${n(9)} (${n(99)}.${n(99)}%) │`,
    `└${'─'.repeat(n(30))}┘`,
    `Found ${n(9)} failures.`,
    `time: ${n(900)}.${n(999)}ms`
  ])
}

describe('same is sacred', () => {
  it('signs a run the same whatever its figures, widths, dates and passing lines', () => {
    const signatures = new Set<string>()
    for (let seed = 1; seed <= 50; seed++) signatures.add(analyzeLog(run(seeded(seed))).signature)
    expect([...signatures]).toHaveLength(1)
    expect([...signatures][0]).toContain('slug keeps unicode letters')
  })
})

describe('the new shapes on pathological lines', () => {
  const long = (piece: string): string => piece.repeat(Math.ceil(100_000 / piece.length))
  it.each([
    ['dates', `Wed Dec ${long('Wed Dec  2 ')}`],
    ['drawings', `${long('=-')}${long('=')}`],
    ['a measuring remark', `FAILED ${long('(')}(size ${long('1 ')}`],
    ['a type shape', `has type ${long('a')}${long(' has type x')}`],
    ['a clone report', `${long('clone found ')}Found ${long('1')}`],
    ['an address in use', `${long('Address already ')}in use`],
    ['a held lock', `Unable to create '${long("a'")}.lock': File exists ${long('lock x ')}`],
    ['a JVM verdict', `Test Failure: ${long('a')}(${long('a.')}`],
    ['an inline expectation', `${long('expected:<')}but was:<`],
    ['places under a heading', `Clone found:\n${long('- a [1:1 - ')}\n- b.js [1:1 - 2:2]`],
    ['a trailer', `${long('make: *** [')}`],
    ['a pass', `${long(' ... ')}ok`]
  ])('%s', (_name, row) => {
    const analysis = analyzeLog(job(`tool ${long('--check ')}`, row.split('\n')))
    expect(analysis.signature).not.toBe('')
  })
})
