// The status comment is found by its marker, but only in the gate's own (bot) comments: a person
// who pastes the marker into a comment does not get their words edited or taken over.
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
