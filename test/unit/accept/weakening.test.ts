// The weakened-test guard on a table of real-looking fixes: every weakening one is found with the
// right kind, no honest one raises anything. The counts are the figures the docs quote.
import { describe, expect, it } from '@jest/globals'
import { patchLines } from '../../../src/rules/accept/diff.js'
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
      new Set(['js', 'py', 'go', 'rust', 'java', 'ruby', 'php', 'cs', 'ci'])
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
        { text: 'B', line: 4 },
        { text: 'c', line: 5 }
      ],
      removed: [{ text: 'b', line: 4 }]
    })
  })

  it('reads nothing from a file GitHub gave no patch for', () => {
    expect(patchLines(null)).toEqual({ added: [], removed: [] })
  })
})
