// What the gate does when GitHub refuses something after the decision is made: a state write
// refused for a reason other than a race is reported, not retried; a comment or label the token
// may not write is a warning, and the decision and its outputs still stand.
import { describe, expect, it } from '@jest/globals'
import {
  addProgram,
  iterate,
  stateOf,
  stateText,
  STATE_BRANCH,
  writeOutcomes,
  useEmulator
} from '../support/loop.js'

const gh = useEmulator()

describe('refusals', () => {
  it('a commit refused while the branch has not moved is an error, not a race to retry', async () => {
    const p = addProgram(gh, 'protected', { issueRow: false })
    const before = stateText(gh, p)
    // A ruleset that takes changes to the state branch only through pull requests.
    gh.store.protectedBranches.add(STATE_BRANCH)
    const { result } = await iterate(gh, p, { build: 'success' })
    gh.store.protectedBranches.delete(STATE_BRANCH)
    expect(result.exitCode).toBe(1)
    const errors = result.annotations.filter((a) => a.level === 'error').map((a) => a.message)
    expect(errors).toEqual([
      expect.stringMatching(
        /^GitHub GraphQL UNPROCESSABLE while committing to memory\/autoloop: Repository rule violations found/
      )
    ])
    expect(writeOutcomes(gh, p)).toEqual(['UNPROCESSABLE'])
    expect(stateText(gh, p)).toBe(before)
  })

  it('a comment GitHub refuses (the issue is gone) is a warning; the decision and outputs stand', async () => {
    const p = addProgram(gh, 'no-issues-permission')
    gh.fault({ method: 'POST', path: /\/issues\/\d+\/comments$/, status: 404, times: 1 })
    const { result } = await iterate(gh, p, { build: 'success' })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.decision).toBe('accept')
    expect(stateOf(gh, p).recentStatuses).toEqual(['accepted'])
    expect(result.annotations).toContainEqual({
      level: 'warning',
      message: expect.stringMatching(
        /^could not comment on #\d+: GitHub API 404 .*; the decision stands$/
      )
    })
  })
})
