// Where `green-gate init --from` takes green-gate from, and the pinned `uses:` it becomes.
import { describe, expect, it } from '@jest/globals'
import {
  checkTag,
  parseSource,
  pinRequest,
  taggedCommit,
  usesOf
} from '../../../src/rules/init/pin.js'

const SHA = '0123456789abcdef0123456789abcdef01234567'
const PEELED = 'fedcba9876543210fedcba9876543210fedcba98'

describe('--from', () => {
  it.each([
    ['acme/green-gate@v1.3.0', { repo: 'acme/green-gate', ref: 'v1.3.0' }],
    [`acme/green-gate@${SHA.toUpperCase()}`, { repo: 'acme/green-gate', ref: SHA }],
    ['my-org/gg.fork@release/1.3', { repo: 'my-org/gg.fork', ref: 'release/1.3' }]
  ])('reads %s', (given, source) => {
    expect(parseSource(given)).toEqual(source)
  })

  it.each([
    [
      'acme/green-gate',
      '--from "acme/green-gate" is not OWNER/REPO@REF (e.g. acme/green-gate@v1.3.0)'
    ],
    ['green-gate@v1', '--from "green-gate@v1" is not OWNER/REPO@REF (e.g. acme/green-gate@v1.3.0)'],
    [
      'acme/green-gate@v1 $(x)',
      '--from "acme/green-gate@v1 $(x)": "v1 $(x)" is neither a 40-digit commit SHA nor a tag'
    ]
  ])('refuses %s in one line', (given, message) => {
    expect(() => parseSource(given)).toThrow(message)
  })

  it('takes a tag name, not a sentence', () => {
    expect(checkTag('v1.3.0')).toBe('v1.3.0')
    expect(() => checkTag('v1 # x')).toThrow('--tag "v1 # x" is not a tag name (e.g. v1.3.0)')
  })
})

describe('--from with --tag', () => {
  it.each([
    [
      `acme/gg@${SHA}`,
      'v1.3.0',
      { kind: 'pin', pin: { repo: 'acme/gg', sha: SHA, tag: 'v1.3.0' } }
    ],
    ['acme/gg@v1.3.0', undefined, { kind: 'lookup', repo: 'acme/gg', tag: 'v1.3.0' }]
  ])('%s --tag %s', (from, tag, request) => {
    expect(pinRequest(from, tag)).toEqual(request)
  })

  it.each([
    [
      `acme/gg@${SHA}`,
      undefined,
      '--from names a commit: give its release tag with --tag (e.g. --tag v1.3.0)'
    ],
    [
      'acme/gg@v1.3.0',
      'v1.3.0',
      '--tag goes with a commit SHA in --from; --from already names the tag v1.3.0'
    ]
  ])('refuses %s --tag %s', (from, tag, message) => {
    expect(() => pinRequest(from, tag)).toThrow(message)
  })
})

describe("a tag's commit from git ls-remote", () => {
  it.each([
    ['a lightweight tag', `${SHA}\trefs/tags/v1.3.0\n`, SHA],
    [
      'an annotated tag: the peeled line',
      `${SHA}\trefs/tags/v1.3.0\n${PEELED}\trefs/tags/v1.3.0^{}\n`,
      PEELED
    ],
    ['another tag only', `${SHA}\trefs/tags/v1.3.1\n`, null],
    ['nothing', '', null]
  ])('%s', (_, listed, sha) => {
    expect(taggedCommit(listed, 'v1.3.0')).toBe(sha)
  })

  it('pins the commit with its tag as a comment', () => {
    expect(usesOf({ repo: 'acme/green-gate', sha: SHA, tag: 'v1.3.0' })).toBe(
      `acme/green-gate@${SHA} # v1.3.0`
    )
  })
})
