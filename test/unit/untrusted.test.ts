import { describe, expect, it } from '@jest/globals'
import {
  escapeCell,
  escapeHtml,
  inlineCode,
  noMentions,
  oneLine
} from '../../src/rules/untrusted.js'
import { renderedMentions } from '../support/mentions.js'

const HOSTILE = [
  'renders `@acme/security` cleanly',
  '`@acme/security`',
  '``@acme`` and ```@acme```',
  '@acme/security',
  'a\n\n@acme/security on a paragraph of its own',
  'ends with a backtick `',
  '` starts with one',
  'pipe | then @acme',
  'a\\|@acme',
  'cr\r@acme',
  ''
]

describe('oneLine', () => {
  it.each([
    ['a\nb', 'a b'],
    ['a\r\nb', 'a b'],
    ['a\rb', 'a b'],
    ['a \n\n  b', 'a b'],
    ['a\u2028b\u2029c\u0085d', 'a b c d'],
    ['  padded  ', 'padded'],
    ['x\n::error::forged', 'x ::error::forged']
  ])('%j → %j', (text, line) => {
    expect(oneLine(text)).toBe(line)
  })
})

describe('inlineCode', () => {
  it.each(HOSTILE)('%j renders no mention, inline or in a table cell', (text) => {
    expect(renderedMentions(`before ${inlineCode(text)} after`)).toEqual([])
    expect(renderedMentions(`| a | ${escapeCell(inlineCode(text))} | b |`)).toEqual([])
  })

  it('uses a fence longer than any backtick run and pads a text that touches a backtick', () => {
    expect(inlineCode('plain')).toBe('`plain`')
    expect(inlineCode('a ``b`` c')).toBe('```a ``b`` c```')
    expect(inlineCode('`x`')).toBe('`` `x` ``')
  })
})

describe('noMentions', () => {
  it('keeps the text readable and notifies nobody', () => {
    const text = 'ask @acme/security or @mona, not mail@example.com'
    const inert = noMentions(text)
    expect(renderedMentions(inert)).toEqual([])
    expect(inert.replace(/\u200b/g, '')).toBe(text)
  })
})

describe('escapeHtml', () => {
  it('escapes what could open a tag or end an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&#60;img src=x onerror=&#34;a(&#39;b&#39;)&#34;&#62;&#38;'
    )
  })
})

describe('the mention oracle itself', () => {
  it.each([
    ['@acme/security', ['@acme/security']],
    ['`renders `@acme/security` cleanly`', ['@acme/security']],
    ['| `x | @acme` |', ['@acme']],
    ['```\n@acme in a fence\n```', []],
    ['``a ` @acme``', []],
    ['mail@example.com', []]
  ])('%j → %j', (markdown, mentions) => {
    expect(renderedMentions(markdown)).toEqual(mentions)
  })
})
