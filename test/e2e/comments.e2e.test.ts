// The status comment is found by the id the ledger keeps, never by reading the issue's comments:
// a person who pastes the marker into a comment does not get their words edited or taken over,
// however many comments the issue has; one that is deleted is posted again.
import { describe, expect, it } from '@jest/globals'
import {
  addProgram,
  comments,
  iterate,
  ledgerOf,
  useEmulator,
  statusComment,
  statusMarker
} from '../support/loop.js'

/** The GraphQL node id the emulator gives an issue comment, as GitHub's REST `node_id`. */
const nodeIdOf = (id: number) => Buffer.from(`IC_${id}`).toString('base64')

const gh = useEmulator()

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

describe('status comment by id', () => {
  it("is edited by the id in the ledger, without reading the issue's comments", async () => {
    const p = addProgram(gh, 'busy')
    for (let i = 0; i < 250; i++) gh.store.addComment(p.issue, `note ${i}`, 'mona')
    const failing = { build: 'success', alpha: 'failure' } as const
    const options = { 'unknown-failure-attempts': '5' }
    await iterate(gh, p, failing, options)
    const first = statusComment(gh, p)
    expect(ledgerOf(gh, p).statusComment).toEqual({ issue: p.issue, id: nodeIdOf(first.id) })
    gh.resetRequests()
    await iterate(gh, p, { build: 'success', bravo: 'failure' }, options)
    expect(statusComment(gh, p)).toMatchObject({ id: first.id })
    expect(statusComment(gh, p).body).toContain('| Fix attempts | 2 of 5 |')
    expect(gh.requests.filter((r) => r.path.endsWith('/comments') && r.method === 'GET')).toEqual(
      []
    )
    expect(gh.requests.map((r) => r.operation).filter(Boolean)).toContain('GateStatus')
  })

  it('one that was deleted is posted again, and the ledger keeps the new id', async () => {
    const p = addProgram(gh, 'deleted')
    const options = { 'unknown-failure-attempts': '5' }
    await iterate(gh, p, { build: 'success', alpha: 'failure' }, options)
    const gone = statusComment(gh, p)
    gh.store.deleteComment(gone.id)
    const { result } = await iterate(gh, p, { build: 'success', bravo: 'failure' }, options)
    expect(result.exitCode).toBe(0)
    const again = statusComment(gh, p)
    expect(again.id).not.toBe(gone.id)
    expect(again.body).toContain('| Fix attempts | 2 of 5 |')
    expect(ledgerOf(gh, p).statusComment).toEqual({ issue: p.issue, id: nodeIdOf(again.id) })
    expect(ledgerOf(gh, p).entries).toHaveLength(2)
    expect(gh.store.commits.at(-1)?.message).toBe(
      `green-gate: ${p.name} status comment #${p.issue}`
    )
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
