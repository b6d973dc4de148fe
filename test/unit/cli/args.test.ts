import { describe, expect, it } from '@jest/globals'
import { parseCommandArgs } from '../../../src/entry/cli/args.js'
import type { CommandSpec } from '../../../src/entry/cli/command.js'

const spec: CommandSpec = {
  name: 'try',
  synopsis: '[FILE] [--pick VALUE] [--flag]',
  summary: 'a command for tests',
  details: [],
  options: {
    pick: { kind: 'value', placeholder: 'VALUE', description: 'a value' },
    flag: { kind: 'flag', description: 'a flag' }
  },
  positionals: { min: 0, max: 1, name: 'FILE' }
}

const parse = (...argv: string[]) => {
  const outcome = parseCommandArgs(spec, argv)
  return outcome.kind === 'help'
    ? 'help'
    : { values: outcome.values, flags: [...outcome.flags], positionals: outcome.positionals }
}

describe('parseCommandArgs', () => {
  it.each([
    [[], { values: {}, flags: [], positionals: [] }],
    [
      ['f', '--pick', 'x', '--flag'],
      { values: { pick: 'x' }, flags: ['flag'], positionals: ['f'] }
    ],
    [['--pick=-x'], { values: { pick: '-x' }, flags: [], positionals: [] }],
    [['--pick', '-'], { values: { pick: '-' }, flags: [], positionals: [] }],
    [['-'], { values: {}, flags: [], positionals: ['-'] }],
    [['--', '--flag'], { values: {}, flags: [], positionals: ['--flag'] }],
    [['--help', '--bogus', 'a', 'b'], 'help'],
    [['x', '-h'], 'help'],
    [['--', '-h'], { values: {}, flags: [], positionals: ['-h'] }]
  ])('%j → %j', (argv, expected) => {
    expect(parse(...argv)).toEqual(expected)
  })

  it.each([
    [['--bogus'], 'unknown option --bogus (see --help)'],
    [['-p'], 'unknown option -p (see --help)'],
    [['--pick'], 'option --pick needs a value (--pick VALUE)'],
    [['--pick', '--flag'], 'option --pick needs a value (--pick VALUE)'],
    [['--flag=yes'], 'option --flag takes no value'],
    [['--flag', '--flag'], 'option --flag is given twice'],
    [['a', 'b', 'c'], 'unexpected arguments "b" "c" (try takes at most one FILE)']
  ])('%j: %s', (argv, message) => {
    expect(() => parseCommandArgs(spec, argv)).toThrow(message)
  })

  it('requires the positionals a command needs', () => {
    const needsOne = { ...spec, positionals: { min: 1, max: 1, name: 'STATE_FILE' } }
    expect(() => parseCommandArgs(needsOne, [])).toThrow('missing STATE_FILE (see --help)')
  })
})
