import { describe, expect, it } from '@jest/globals'
import { commandLine, outputBlock } from '../../../src/adapters/runner/commands.js'

describe('commandLine', () => {
  it.each([
    ['warning', 'plain text', {}, '::warning::plain text'],
    // A line break in the data would end the command; the runner unescapes these.
    ['error', '100% done\r\nnext', {}, '::error::100%25 done%0D%0Anext'],
    // `:` and `,` separate properties, so only property values escape them.
    ['error', 'a: b, c', { title: 'Paused: x, y' }, '::error title=Paused%3A x%2C y::a: b, c'],
    ['warning', 'no title', { title: '' }, '::warning::no title'],
    ['warning', 'no title', { title: undefined }, '::warning::no title'],
    ['add-mask', 'ghs_secret', {}, '::add-mask::ghs_secret'],
    ['endgroup', '', {}, '::endgroup::']
  ])('%s %j %j', (name, data, properties, line) => {
    expect(commandLine(name, data, properties)).toBe(line)
  })
})

describe('outputBlock', () => {
  it('wraps a multi-line value in its delimiter', () => {
    expect(outputBlock('failing-checks', '[\n{"name":"test"}\n]', 'ghadelimiter_1')).toBe(
      'failing-checks<<ghadelimiter_1\n[\n{"name":"test"}\n]\nghadelimiter_1\n'
    )
  })

  it('refuses a value that contains the delimiter rather than cut it short', () => {
    expect(() => outputBlock('reason', 'x ghadelimiter_1 y', 'ghadelimiter_1')).toThrow(
      'output reason contains its delimiter ghadelimiter_1'
    )
  })
})
