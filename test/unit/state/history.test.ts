import { describe, it, expect } from '@jest/globals'
import {
  formatHistoryTime,
  readHistory,
  renderHistoryEntry,
  type HistoryEntry
} from '../../../src/rules/state/history.js'
import { renderStateTemplate } from '../../../src/rules/state/template.js'
import { diffLines, fixture, prependHistory, VARIANTS } from './support.js'

const entry = (title: string, lines: HistoryEntry['lines'] = []): HistoryEntry => ({
  title,
  when: '2026-04-23T01:02:03Z',
  runUrl: 'https://github.com/o/r/actions/runs/1',
  lines
})

describe('formatHistoryTime', () => {
  const cases: ReadonlyArray<readonly [Date | string, string]> = [
    [new Date(Date.UTC(2026, 3, 22, 22, 30, 59)), '2026-04-22 22:30 UTC'],
    ['2026-04-22T22:30:00Z', '2026-04-22 22:30 UTC'],
    ['2026-04-23T00:15:00+02:00', '2026-04-22 22:15 UTC'],
    ['2026-01-02T03:04:05.678Z', '2026-01-02 03:04 UTC']
  ]
  it.each(cases)('%s → %s', (when, expected) => {
    expect(formatHistoryTime(when)).toBe(expected)
  })

  it('refuses a string that is not a time', () => {
    expect(() => formatHistoryTime('last tuesday')).toThrow(RangeError)
  })
})

describe('renderHistoryEntry', () => {
  const cases: ReadonlyArray<readonly [string, HistoryEntry, string[]]> = [
    [
      'iteration with a run link',
      entry('Iteration 12', [
        ['Status', '✅ Accepted'],
        ['CI fix attempts', '2']
      ]),
      [
        '### Iteration 12 — 2026-04-23 01:02 UTC — [Run](https://github.com/o/r/actions/runs/1)',
        '',
        '- **Status**: ✅ Accepted',
        '- **CI fix attempts**: 2'
      ]
    ],
    [
      'no run link, no lines',
      { title: 'CI gate', when: '2026-04-23T01:02:03Z', lines: [] },
      ['### CI gate — 2026-04-23 01:02 UTC']
    ],
    [
      'line breaks collapsed',
      { title: 'CI\ngate', when: '2026-04-23T01:02:03Z', lines: [['Reason', 'one\r\ntwo']] },
      ['### CI gate — 2026-04-23 01:02 UTC', '', '- **Reason**: one two']
    ],
    [
      'a URL that would end the link early',
      { title: 'CI gate', when: '2026-04-23T01:02:03Z', runUrl: 'https://x/a (b)', lines: [] },
      ['### CI gate — 2026-04-23 01:02 UTC — [Run](https://x/a%20%28b%29)']
    ]
  ]
  it.each(cases)('%s', (_name, input, expected) => {
    expect(renderHistoryEntry(input)).toEqual(expected)
  })
})

describe('prependHistory', () => {
  it('puts the entry above the newest one and changes nothing else', () => {
    const text = fixture('autoloop.md.txt')
    const out = prependHistory(text, [entry('CI gate', [['Status', '⏸️ Paused']])])
    expect(diffLines(text, out)).toEqual({
      removed: [],
      added: [
        '### CI gate — 2026-04-23 01:02 UTC — [Run](https://github.com/o/r/actions/runs/1)\n',
        '\n',
        '- **Status**: ⏸️ Paused\n',
        '\n'
      ]
    })
    expect(readHistory(out).map((record) => record.title)).toEqual([
      'CI gate',
      'Iteration 12',
      'Iteration 11',
      'Iters 1–10'
    ])
  })

  it('keeps newest first over repeated prepends, and lists several entries as given', () => {
    let text = fixture('autoloop.md.txt')
    text = prependHistory(text, [entry('Iteration 13')])
    text = prependHistory(text, [entry('Iteration 15'), entry('Iteration 14')])
    expect(
      readHistory(text)
        .map((record) => record.title)
        .slice(0, 4)
    ).toEqual(['Iteration 15', 'Iteration 14', 'Iteration 13', 'Iteration 12'])
  })

  it('creates the section at the end of the file when there is none', () => {
    const text = fixture('no-history.md.txt')
    const out = prependHistory(text, [entry('CI gate', [['Status', '✅ Accepted']])])
    expect(out).toBe(
      `${text}\n## 📊 Iteration History\n\n` +
        '### CI gate — 2026-04-23 01:02 UTC — [Run](https://github.com/o/r/actions/runs/1)\n\n' +
        '- **Status**: ✅ Accepted\n'
    )
  })

  it('creates the section in a CRLF file without a final newline, keeping both', () => {
    const text = fixture('crlf-bom.md.txt')
    const out = prependHistory(text, [entry('CI gate')])
    expect(out).toBe(
      `${text}\r\n\r\n## 📊 Iteration History\r\n\r\n` +
        '### CI gate — 2026-04-23 01:02 UTC — [Run](https://github.com/o/r/actions/runs/1)'
    )
  })

  it('goes after the intro of a section with no entries yet', () => {
    const text = renderStateTemplate({ program: 'demo' })
    const out = prependHistory(text, [entry('CI gate')])
    expect(
      out.endsWith(
        '## 📊 Iteration History\n\nNewest first.\n\n### CI gate — 2026-04-23 01:02 UTC — [Run](https://github.com/o/r/actions/runs/1)\n'
      )
    ).toBe(true)
  })

  it('stays inside its section when another section follows', () => {
    const text = '# A\n\n## 📊 Iteration History\n\nIntro.\n\n---\n\n## 📝 Notes\n\nKeep.\n'
    expect(prependHistory(text, [entry('CI gate')])).toBe(
      '# A\n\n## 📊 Iteration History\n\nIntro.\n\n' +
        '### CI gate — 2026-04-23 01:02 UTC — [Run](https://github.com/o/r/actions/runs/1)\n\n' +
        '---\n\n## 📝 Notes\n\nKeep.\n'
    )
  })

  it('follows a heading that is directly followed by its first entry', () => {
    const text = '## 📊 Iteration History\n### Iteration 1 — 2026-01-01 00:00 UTC\n'
    expect(prependHistory(text, [entry('Iteration 2')])).toBe(
      '## 📊 Iteration History\n' +
        '### Iteration 2 — 2026-04-23 01:02 UTC — [Run](https://github.com/o/r/actions/runs/1)\n\n' +
        '### Iteration 1 — 2026-01-01 00:00 UTC\n'
    )
  })

  it.each(VARIANTS)('keeps every existing byte (%s)', (_variant, make) => {
    const text = make(fixture('gate-rows.md.txt'))
    const out = prependHistory(text, [entry('CI gate', [['Status', 'x']])])
    expect(diffLines(text, out).removed).toEqual([])
    expect(out.startsWith('\uFEFF')).toBe(text.startsWith('\uFEFF'))
    expect(readHistory(out).map((record) => record.title)).toEqual(['CI gate', 'Iteration 3'])
  })

  it('adds nothing for no entries', () => {
    const text = fixture('no-history.md.txt')
    expect(prependHistory(text, [])).toBe(text)
  })
})

describe('readHistory', () => {
  it('reads titles, times, run links and fields', () => {
    expect(readHistory(fixture('autoloop.md.txt'))).toEqual([
      {
        title: 'Iteration 12',
        when: '2026-04-22 22:30 UTC',
        runUrl: 'https://github.com/o/r/actions/runs/123',
        line: 54,
        fields: [
          ['Status', '⏳ pending-ci'],
          ['Change', 'tests for the tokenizer'],
          ['Metric', '74.2 (previous best: 72.0, delta: +2.2)']
        ]
      },
      {
        title: 'Iteration 11',
        when: '2026-04-22 16:30 UTC',
        runUrl: 'https://github.com/o/r/actions/runs/122',
        line: 60,
        fields: [
          ['Status', '✅ Accepted'],
          ['Change', 'tests for the lexer'],
          ['Metric', '72.0 (previous best: 70.1, delta: +1.9)']
        ]
      },
      { title: 'Iters 1–10', when: null, runUrl: null, line: 66, fields: [] }
    ])
  })

  it('reads entries an agent wrote in its own way', () => {
    const text = [
      '## 📊 Iteration History',
      '### Iteration 244 — 2026-07-19T07:38:36Z — [Run §296](https://github.com/o/r/actions/runs/296)',
      '- **Status:** ✅ Accepted',
      '* **Commit**: df859cf',
      ''
    ].join('\n')
    expect(readHistory(text)).toEqual([
      {
        title: 'Iteration 244',
        when: '2026-07-19T07:38:36Z',
        runUrl: 'https://github.com/o/r/actions/runs/296',
        line: 2,
        fields: [
          ['Status', '✅ Accepted'],
          ['Commit', 'df859cf']
        ]
      }
    ])
  })

  it('ignores headings in code blocks and in other sections', () => {
    const text = [
      '## 📝 Notes',
      '### Iteration 0 — elsewhere',
      '## 📊 Iteration History',
      '```',
      '### Iteration 98 — quoted',
      '```',
      '### Iteration 1 — 2026-01-01 00:00 UTC',
      '## Later',
      '### Iteration 99 — after the section'
    ].join('\n')
    expect(readHistory(text).map((record) => record.title)).toEqual(['Iteration 1'])
  })

  it('is empty without the section', () => {
    expect(readHistory(fixture('no-history.md.txt'))).toEqual([])
  })
})
