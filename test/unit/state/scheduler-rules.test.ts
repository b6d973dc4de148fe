// The restatement of autoloop's scheduler (test/support/scheduler.ts) that every end-to-end state
// file is checked against, checked itself on the reading rules its source shows.
import { describe, expect, it } from '@jest/globals'
import { schedulerSkips, schedulerState } from '../../support/scheduler.js'

const file = (rows: string[], heading = '## ⚙️ Machine State'): string =>
  [
    '# Autoloop: demo',
    '',
    heading,
    '',
    '| Field | Value |',
    '|-------|-------|',
    ...rows,
    '',
    '## 📊 Iteration History',
    '',
    '| Paused | true |',
    ''
  ].join('\n')

describe("autoloop's scheduler, restated", () => {
  const cases: Array<{
    name: string
    text: string
    reads: Record<string, unknown>
    skips: string | null
  }> = [
    {
      name: 'reads the section up to the next ## heading only',
      text: file(['| Paused | false |', '| Pause Reason | — |']),
      reads: { paused: false, pause_reason: null },
      skips: null
    },
    {
      name: 'Paused is true only for "true" in any case',
      text: file(['| Paused | yes |']),
      reads: { paused: false },
      skips: null
    },
    {
      name: 'TRUE pauses',
      text: file(['| Paused | TRUE |', '| Pause Reason | held |']),
      reads: { paused: true },
      skips: 'paused: held'
    },
    {
      name: 'the last of duplicate rows wins',
      text: file(['| Paused | true |', '| Paused | false |']),
      reads: { paused: false },
      skips: null
    },
    {
      name: 'an escaped pipe splits the row and eats the next one',
      text: file(['| Pause Reason | a \\| b |', '| Paused | true |', '| Completed | false |']),
      reads: { pause_reason: 'a \\' },
      skips: null
    },
    {
      name: 'a heading without the emoji is not found at all',
      text: file(['| Paused | true |'], '## Machine State'),
      reads: {},
      skips: null
    },
    {
      name: 'five rejections in a row are a plateau',
      text: file([
        '| Recent Statuses | accepted, Rejected, rejected, rejected, rejected, rejected |'
      ]),
      reads: {
        recent_statuses: ['accepted', 'rejected', 'rejected', 'rejected', 'rejected', 'rejected']
      },
      skips: 'plateau'
    },
    {
      name: 'counts that are not numbers read as 0',
      text: file(['| Iteration Count | many |', '| Completed | True |']),
      reads: { iteration_count: 0, completed: true },
      skips: 'completed'
    }
  ]
  it.each(cases)('$name', ({ text, reads, skips }) => {
    const state = schedulerState(text)
    expect(state).toMatchObject(reads)
    if (Object.keys(reads).length === 0) expect(state).toEqual({})
    expect(schedulerSkips(state)).toBe(skips)
  })
})
