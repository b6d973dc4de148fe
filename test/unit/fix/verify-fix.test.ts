import { describe, expect, it } from '@jest/globals'
import {
  bundleTip,
  judgeChain,
  MAX_FIX_COMMITS,
  parseBundleHeader,
  protectedPathMatcher,
  type ChainCommit
} from '../../../src/rules/fix/verify-fix.js'
import { shortSha } from '../../../src/rules/text.js'

const sha = (n: number): string => n.toString(16).padStart(40, '0')
const BASE = sha(1)
const isProtected = protectedPathMatcher(['.github/workflows/**', 'deploy/**'])

/** A chain on BASE, newest first: commit i's parent is commit i+1, the last one's is BASE. */
function chain(...paths: string[][]): ChainCommit[] {
  return paths.map((p, i) => ({
    sha: sha(100 + paths.length - i),
    parents: [i === paths.length - 1 ? BASE : sha(100 + paths.length - i - 1)],
    paths: p
  }))
}

describe('parseBundleHeader', () => {
  it('reads prerequisites and refs of a v2 bundle, and skips v3 capabilities', () => {
    const text = `# v3 git bundle\n@object-format=sha1\n-${BASE} fix base\n${sha(2)} HEAD\n\nPACK…`
    expect(parseBundleHeader(text)).toEqual({
      prerequisites: [BASE],
      refs: [{ sha: sha(2), name: 'HEAD' }]
    })
    expect(parseBundleHeader(`# v2 git bundle\n${sha(2)} refs/heads/x\n\n`)).toEqual({
      prerequisites: [],
      refs: [{ sha: sha(2), name: 'refs/heads/x' }]
    })
  })

  it.each([
    ['PK\u0003\u0004 a zip', 'not a git bundle (no header)'],
    ['# v9 git bundle\n\n', 'not a git bundle (unknown signature)'],
    ['# v2 git bundle\nnot a line\n\n', 'not a git bundle (unreadable header line)']
  ])('refuses %j', (text, error) => {
    expect(parseBundleHeader(text)).toEqual({ error })
  })
})

describe('bundleTip', () => {
  it('is the one ref of a bundle that needs only the judged commit', () => {
    expect(
      bundleTip({ prerequisites: [BASE], refs: [{ sha: sha(2), name: 'HEAD' }] }, BASE)
    ).toEqual({ sha: sha(2) })
  })

  it('refuses no ref, several refs, and a bundle built on another commit', () => {
    expect(bundleTip({ prerequisites: [BASE], refs: [] }, BASE)).toEqual({
      error: 'the bundle holds no commit'
    })
    const two = [
      { sha: sha(2), name: 'HEAD' },
      { sha: sha(3), name: 'refs/tags/v1' }
    ]
    expect(bundleTip({ prerequisites: [BASE], refs: two }, BASE)).toEqual({
      error: 'the bundle holds 2 refs, not one'
    })
    expect(
      bundleTip({ prerequisites: [BASE, sha(9)], refs: [{ sha: sha(2), name: 'HEAD' }] }, BASE)
    ).toEqual({
      error: `fix builds on 0000000, not only on the judged commit 0000000`
    })
  })
})

describe('judgeChain', () => {
  it('accepts one linear chain on the judged commit', () => {
    const commits = chain(['src/a.ts'], ['src/b.ts', 'test/b.test.ts'])
    expect(judgeChain(BASE, commits[0]?.sha ?? '', commits, isProtected)).toEqual({
      ok: true,
      sha: commits[0]?.sha,
      commits: 2
    })
  })

  it('refuses no commit, a merge, a chain that does not reach the judged commit, a wrong tip', () => {
    expect(judgeChain(BASE, BASE, [], isProtected)).toEqual({
      ok: false,
      reason: 'fix command made no commit'
    })
    const merged = chain(['a'], ['b'])
    merged[0] = { ...(merged[0] as ChainCommit), parents: [sha(101), sha(77)] }
    expect(judgeChain(BASE, merged[0]?.sha ?? '', merged, isProtected)).toEqual({
      ok: false,
      reason: `fix is not a linear chain: ${shortSha(merged[0]?.sha ?? '')} has 2 parents`
    })
    const elsewhere = chain(['a'])
    elsewhere[0] = { ...(elsewhere[0] as ChainCommit), parents: [sha(55)] }
    expect(judgeChain(BASE, elsewhere[0]?.sha ?? '', elsewhere, isProtected)).toEqual({
      ok: false,
      reason: 'fix is not one chain of commits on 0000000'
    })
    const good = chain(['a'], ['b'])
    expect(judgeChain(BASE, sha(7), good, isProtected)).toEqual({
      ok: false,
      reason: 'fix is not one chain of commits on 0000000'
    })
  })

  it('refuses a protected path in any commit, even one a later commit undoes', () => {
    const commits = chain(['.github/workflows/ci.yml'], ['.github/workflows/ci.yml'], ['src/a.ts'])
    expect(judgeChain(BASE, commits[0]?.sha ?? '', commits, isProtected)).toEqual({
      ok: false,
      reason: `fix changes a protected path: \`.github/workflows/ci.yml\` (in ${shortSha(commits[0]?.sha ?? '')})`
    })
    const nasty = chain(['deploy/x\n@team `y`'])
    expect(judgeChain(BASE, nasty[0]?.sha ?? '', nasty, isProtected)).toMatchObject({
      reason: 'fix changes a protected path: `` deploy/x\\n@team `y` `` (in 0000000)'
    })
  })

  it('refuses a chain longer than the gate reviews', () => {
    const commits = chain(...Array.from({ length: MAX_FIX_COMMITS + 1 }, () => ['a']))
    expect(judgeChain(BASE, commits[0]?.sha ?? '', commits, isProtected)).toEqual({
      ok: false,
      reason: `fix has more than ${MAX_FIX_COMMITS} commits`
    })
  })
})

describe('protectedPathMatcher', () => {
  it('sees through control characters and case', () => {
    expect(isProtected('.github/workflows/a\nb.yml')).toBe(true)
    expect(isProtected('.GitHub/Workflows/ci.yml')).toBe(true)
    expect(isProtected('.github/workflows')).toBe(true)
    expect(isProtected('docs/.github/workflows/ci.yml')).toBe(false)
    expect(isProtected('src/deploy/x')).toBe(false)
  })

  it.each([
    ['.github/actions/setup/action.yml', true],
    ['.github/dependabot.yml', true],
    ['deploy/prod.env', false],
    ['src/.github/x', false]
  ])('by default (all of .github) protects %j: %s', (path, expected) => {
    expect(protectedPathMatcher(['.github/workflows/**', '.github/**'])(path)).toBe(expected)
  })
})
