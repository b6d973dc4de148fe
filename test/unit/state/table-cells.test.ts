import { describe, it, expect } from '@jest/globals'
import { cellValue, fitCell, splitRow } from '../../../src/rules/state/table-cells.js'
import { escapeCell } from '../../../src/rules/untrusted.js'

describe('splitRow', () => {
  const cases: ReadonlyArray<readonly [string, string[] | null]> = [
    ['| Paused | false |', [' Paused ', ' false ']],
    ['|Paused|false|', ['Paused', 'false']],
    ['  | Paused | false |  \t', [' Paused ', ' false ']],
    ['| Paused | false', [' Paused ', ' false']],
    ['| Reason | a \\| b |', [' Reason ', ' a \\| b ']],
    ['| a | b | c |', [' a ', ' b ', ' c ']],
    ['| only |', [' only ']],
    ['not a row', null],
    ['> | quoted |', null]
  ]
  it.each(cases)('%s', (line, cells) => {
    const parts = splitRow(line)
    expect(parts?.cells ?? null).toEqual(cells)
    // Nothing is lost: the parts put back together are the line.
    if (parts !== null) expect(`${parts.indent}|${parts.cells.join('|')}${parts.after}`).toBe(line)
  })
})

describe('escapeCell and cellValue', () => {
  const values = ['plain', 'a | b', 'a \\| b', 'ends with \\', '\\|', '||', 'x\\\\|y', '']
  it.each(values)('%j survives a round trip', (value) => {
    const row = `| F |${fitCell(' x ', escapeCell(value))}|`
    const cells = splitRow(row)?.cells ?? []
    expect(cells).toHaveLength(2)
    expect(cellValue(cells[1] ?? '')).toBe(value)
  })

  it('folds line breaks into spaces', () => {
    expect(escapeCell(' one \n two\r\nthree\rfour ')).toBe('one two three four')
  })
})

describe('fitCell', () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    [' false ', 'true', ' true '],
    [' false          ', 'true', ' true           '],
    [' 1   ', 'a much longer value', ' a much longer value '],
    ['false', 'true', ' true '],
    ['  x  ', 'y', '  y  ']
  ]
  it.each(cases)('%j ← %j', (oldCell, value, expected) => {
    expect(fitCell(oldCell, value)).toBe(expected)
  })
})
