// The status comment is found by its marker, but only in the comments of the identity the gate
// posts as (a bot for GITHUB_TOKEN, a person for a PAT): a person who pastes the marker into a
// comment does not get their words edited or taken over.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { GitHubEmulator } from '../../emulator/index.js'
import { addProgram, comments, iterate, startEmulator, statusMarker } from '../support/loop.js'

let gh: GitHubEmulator
beforeAll(async () => {
  gh = await startEmulator()
})
afterAll(async () => {
  await gh.close()
})

describe('status comment', () => {
  it("leaves a person's comment that quotes the marker alone", async () => {
    const p = addProgram(gh, 'quoted')
    const theirs = `${statusMarker(p)}\nI copied this from the gate's comment.`
    gh.store.addComment(p.issue, theirs, 'mona')
    const { result } = await iterate(gh, p, { build: 'success' })
    expect(result.outputs.decision).toBe('accept')
    const all = comments(gh, p)
    expect(all.find((c) => c.user === 'mona')?.body).toBe(theirs)
    const gates = all.filter((c) => c.user !== 'mona' && c.body.startsWith(statusMarker(p)))
    expect(gates).toHaveLength(1)
  })
})

describe('a personal access token', () => {
  it('posts as a person, and the status comment is still edited in place', async () => {
    gh.store.actor = 'mona-maintainer'
    try {
      const p = addProgram(gh, 'pat')
      gh.store.addComment(p.issue, `${statusMarker(p)}\nquoted by someone else`, 'hubot-fan')
      const first = await iterate(
        gh,
        p,
        { build: 'success', alpha: 'failure' },
        {
          'unknown-failure-attempts': '5'
        }
      )
      expect(first.result.outputs.decision).toBe('fix')
      const second = await iterate(
        gh,
        p,
        { build: 'success', bravo: 'failure' },
        {
          'unknown-failure-attempts': '5'
        }
      )
      expect(second.result.outputs.decision).toBe('fix')
      const mine = comments(gh, p).filter(
        (c) => c.user === 'mona-maintainer' && c.body.startsWith(statusMarker(p))
      )
      expect(mine).toHaveLength(1)
      expect(mine[0]?.body).toContain('| Fix attempts | 2 of 5 |')
      expect(comments(gh, p).find((c) => c.user === 'hubot-fan')?.body).toBe(
        `${statusMarker(p)}\nquoted by someone else`
      )
    } finally {
      gh.store.actor = 'github-actions[bot]'
    }
  })
})
