// The diff init shows for each file it writes.
import { describe, expect, it } from '@jest/globals'
import { unifiedDiff } from '../../../src/rules/init/line-diff.js'

const text = (...lines: string[]): string => `${lines.join('\n')}\n`

describe('unifiedDiff', () => {
  it('is empty for the same text', () => {
    expect(unifiedDiff('a.yml', 'x\n', 'x\n')).toBe('')
  })

  it('shows a new file whole', () => {
    expect(unifiedDiff('a.yml', null, text('one', 'two'))).toBe(
      text('--- /dev/null', '+++ b/a.yml', '@@ -0,0 +1,2 @@', '+one', '+two')
    )
  })

  it('shows each change with three lines of context, apart when far apart', () => {
    const before = text('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12')
    const after = text('1', 'two', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13')
    expect(unifiedDiff('a.yml', before, after)).toBe(
      text(
        '--- a/a.yml',
        '+++ b/a.yml',
        '@@ -1,5 +1,5 @@',
        ' 1',
        '-2',
        '+two',
        ' 3',
        ' 4',
        ' 5',
        '@@ -10,3 +10,4 @@',
        ' 10',
        ' 11',
        ' 12',
        '+13'
      )
    )
  })
})
