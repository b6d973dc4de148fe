import { describe, expect, it } from '@jest/globals'
import { checkNameMatcher, parseCheckPatterns } from '../../../src/rules/checks/ignore.js'

describe('parseCheckPatterns', () => {
  it.each([
    ['', []],
    ['lint', ['lint']],
    ['lint, docs/*\n\n  coverage  ', ['lint', 'docs/*', 'coverage']],
    [',,\n', []]
  ])('%j → %j', (raw, expected) => {
    expect(parseCheckPatterns(raw)).toEqual(expected)
  })
})

describe('checkNameMatcher', () => {
  it.each([
    [['lint'], 'lint', true],
    [['lint'], 'Lint', true],
    [['lint'], 'lint-extra', false],
    [['test (*)'], 'test (ubuntu-latest, 20)', true],
    [['CI / *'], 'CI / build / linux', true],
    [['docs*'], 'docs-preview', true],
    [['codecov/*'], 'codecov/patch', true],
    [[], 'anything', false]
  ])('%j matches %j: %s', (patterns, name, expected) => {
    expect(checkNameMatcher(patterns)(name)).toBe(expected)
  })
})
