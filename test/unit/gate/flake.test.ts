import { describe, expect, it } from '@jest/globals'
import { flakeCandidates, MAX_KNOWN_FLAKES, withFlakes } from '../../../src/rules/gate/flake.js'

const failing = {
  failureClass: 'test' as const,
  tests: ['math.test.js>math>adds two numbers'],
  files: ['src/math.js']
}

describe('flakeCandidates', () => {
  it.each<[string, Parameters<typeof flakeCandidates>, string[] | null]>([
    ['a change elsewhere', [failing, ['docs/readme.md', 'src/parse.ts'], []], failing.tests],
    ['a change to the file the log names', [failing, ['src/math.js'], []], null],
    ['a change to the test file', [failing, ['test/math.test.js'], []], null],
    [
      'a log path relative to a package',
      [{ ...failing, files: ['./math.js'] }, ['lib/math.js'], []],
      null
    ],
    ['no accepted commit to compare with', [failing, null, []], null],
    ['a known flake, whatever changed', [failing, ['src/math.js'], failing.tests], failing.tests],
    [
      'only some tests known',
      [{ ...failing, tests: [...failing.tests, 'b>c'] }, null, failing.tests],
      null
    ],
    ['a lint failure', [{ ...failing, failureClass: 'lint' }, ['docs/readme.md'], []], null],
    ['no test named', [{ ...failing, tests: [] }, ['docs/readme.md'], []], null],
    [
      'no file named anywhere',
      [{ failureClass: 'test', tests: ['adds two numbers'], files: [] }, ['x.md'], []],
      null
    ]
  ])('%s', (_, args, expected) => {
    expect(flakeCandidates(...args)).toEqual(expected)
  })
})

describe('withFlakes', () => {
  it('adds new flakes last, once, within the cap', () => {
    expect(withFlakes(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c'])
    const many = Array.from({ length: MAX_KNOWN_FLAKES }, (_, i) => `t${i}`)
    expect(withFlakes(many, ['new'])).toEqual([...many.slice(1), 'new'])
  })
})
