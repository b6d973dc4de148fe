import { describe, expect, it } from '@jest/globals'
import { foldHistory } from '../../../src/rules/state/fold.js'
import { readHistory, renderStateTemplate } from '../../../src/rules/state/index.js'
import { prependHistory } from './support.js'

const GATE = 'CI gate'
const isGate = (heading: string): boolean => heading.startsWith(GATE)

/**
 * A state file whose history holds `titles`, listed oldest first. An entry's time comes from its
 * title, so a file built without one entry matches a file with that entry removed; each has a
 * line long enough that removing one makes a difference.
 */
function fileWith(titles: readonly string[]): string {
  return titles.reduce(
    (text, title) =>
      prependHistory(text, [
        {
          title,
          when: `2026-05-02T12:${String(minuteOf(title)).padStart(2, '0')}:00Z`,
          lines: [['Status', `${title} ${'x'.repeat(200)}`]]
        }
      ]),
    renderStateTemplate({ program: 'demo' })
  )
}

function minuteOf(title: string): number {
  const digits = /(\d+)$/.exec(title)?.[1] ?? '0'
  return Number(digits) * 2 + (isGate(title) ? 1 : 0)
}

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8')

/** The titles left in the history, oldest first. */
const left = (text: string): string[] =>
  readHistory(text)
    .map((h) => h.title)
    .reverse()

const TITLES = [
  `${GATE} · Iteration 1`,
  'Iteration 1',
  `${GATE} · Iteration 2`,
  `${GATE} · Iteration 3`,
  'Iteration 2',
  `${GATE} · Iteration 4`
]

describe('foldHistory', () => {
  const text = fileWith(TITLES)
  const entry = bytes(fileWith(TITLES)) - bytes(fileWith(TITLES.slice(1)))

  it.each([
    { name: 'well under the limit', maxBytes: bytes(text) + 1000 },
    { name: 'exactly at the limit', maxBytes: bytes(text) }
  ])('leaves a file $name unchanged', ({ maxBytes }) => {
    expect(foldHistory(text, maxBytes, isGate)).toEqual({ text, folded: 0, over: false })
  })

  const cases: ReadonlyArray<{ name: string; over: number; folded: number; kept: string[] }> = [
    {
      name: 'one byte over: the oldest gate entry',
      over: 1,
      folded: 1,
      kept: TITLES.slice(1)
    },
    {
      name: 'two entries over: the two oldest gate entries, never the agent’s between them',
      over: entry + 1,
      folded: 2,
      kept: ['Iteration 1', `${GATE} · Iteration 3`, 'Iteration 2', `${GATE} · Iteration 4`]
    },
    {
      name: 'three entries over',
      over: 2 * entry + 1,
      folded: 3,
      kept: ['Iteration 1', 'Iteration 2', `${GATE} · Iteration 4`]
    }
  ]

  it.each(cases)('removes, when $name', (c) => {
    const result = foldHistory(text, bytes(text) - c.over, isGate)
    expect(result.folded).toBe(c.folded)
    expect(result.over).toBe(false)
    expect(bytes(result.text)).toBeLessThanOrEqual(bytes(text) - c.over)
    expect(left(result.text)).toEqual(c.kept)
  })

  it('removes whole entries, leaving the rest of the file as it was', () => {
    const titles = ['Iteration 1', ...TITLES]
    const full = fileWith(titles)
    const result = foldHistory(full, bytes(full) - 1, isGate)
    expect(result.text).toBe(fileWith(titles.filter((t) => t !== `${GATE} · Iteration 1`)))
  })

  it('removes the entry at the bottom of the section whole', () => {
    // The blank line that separated it from the entry above stays at the end of the file.
    const result = foldHistory(text, bytes(text) - 1, isGate)
    expect(result.text.trimEnd()).toBe(fileWith(TITLES.slice(1)).trimEnd())
  })

  it('removes every gate entry and reports over when the file still does not fit', () => {
    const result = foldHistory(text, 100, isGate)
    expect(result.folded).toBe(4)
    expect(result.over).toBe(true)
    expect(left(result.text)).toEqual(['Iteration 1', 'Iteration 2'])
  })

  it('removes nothing the predicate refuses', () => {
    expect(foldHistory(text, 100, () => false)).toEqual({ text, folded: 0, over: true })
  })

  it('reports over for a file with no history section', () => {
    const bare = renderStateTemplate({ program: 'demo' }).replace(
      /## 📊 Iteration History[^]*$/,
      ''
    )
    expect(foldHistory(bare, 10, isGate)).toEqual({ text: bare, folded: 0, over: true })
  })

  it('keeps CRLF line endings', () => {
    const crlf = text.replace(/\n/g, '\r\n')
    const result = foldHistory(crlf, bytes(crlf) - 1, isGate)
    expect(result.folded).toBe(1)
    expect(result.text).not.toMatch(/[^\r]\n/)
    expect(left(result.text)).toEqual(TITLES.slice(1))
  })
})
