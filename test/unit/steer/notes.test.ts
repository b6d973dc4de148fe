import { describe, expect, it } from '@jest/globals'
import {
  boundNotes,
  noteCandidates,
  NOTE_LIMITS,
  type IssueComment
} from '../../../src/rules/steer/notes.js'
import { provenByAssociation } from '../../../src/rules/steer/maintainer.js'

let made = 0
function comment(over: Partial<IssueComment> = {}): IssueComment {
  made += 1
  return {
    author: { login: 'mona', bot: false },
    association: 'OWNER',
    body: `note ${made}`,
    url: `https://github.example/acme/widgets/issues/1#issuecomment-${made}`,
    createdAt: '2026-05-01T12:00:00Z',
    byGate: false,
    ...over
  }
}

describe('whose association proves write access', () => {
  it.each([
    ['OWNER', true],
    ['owner', true],
    ['MEMBER', false],
    ['COLLABORATOR', false],
    ['CONTRIBUTOR', false],
    ['NONE', false]
  ])('%s: proven %s', (association, proven) => {
    expect(provenByAssociation(association)).toBe(proven)
  })
})

describe('noteCandidates', () => {
  it.each([
    ['a maintainer', comment(), true],
    ['a collaborator', comment({ association: 'COLLABORATOR' }), true],
    // A private organization member shows as CONTRIBUTOR or NONE: the flow asks GitHub.
    ['a stranger, or a private member', comment({ association: 'NONE' }), true],
    ['a contributor, or a private member', comment({ association: 'CONTRIBUTOR' }), true],
    ['a bot', comment({ author: { login: 'autoloop', bot: true } }), false],
    ['a ghost', comment({ author: null }), false],
    ["the gate's own", comment({ byGate: true }), false],
    ['a command', comment({ body: '/green-gate retry' }), false],
    ['an empty one', comment({ body: '  \n' }), false],
    ['one before the last decision', comment({ createdAt: '2026-05-01T11:59:59Z' }), false],
    ['one in the same second', comment({ createdAt: '2026-05-01T12:00:00Z' }), true]
  ])('%s: %s', (_, c, kept) => {
    expect(noteCandidates([c], '2026-05-01T12:00:00Z')).toEqual(kept ? [c] : [])
  })

  it('keeps the newest ten, oldest first; no decision yet means any time', () => {
    const all = Array.from({ length: 14 }, () => comment({ createdAt: '2020-01-01T00:00:00Z' }))
    expect(noteCandidates(all, null)).toEqual(all.slice(-NOTE_LIMITS.count))
  })
})

describe('boundNotes', () => {
  it('cuts a long note and says how much was left out', () => {
    const [note] = boundNotes([comment({ body: 'y'.repeat(NOTE_LIMITS.charsEach + 50) })])
    expect(note?.text).toBe(
      `${'y'.repeat(NOTE_LIMITS.charsEach)}\n… [green-gate: 50 characters of this note left out]`
    )
  })

  it('drops the oldest notes past the total, and keeps author and link', () => {
    const long = () => comment({ body: 'z'.repeat(NOTE_LIMITS.charsEach) })
    const all = [comment({ body: 'oldest' }), long(), long(), long(), long()]
    const kept = boundNotes(all)
    expect(kept).toHaveLength(4)
    expect(kept.map((n) => n.url)).toEqual(all.slice(1).map((c) => c.url))
    expect(kept[0]).toMatchObject({ author: 'mona', at: '2026-05-01T12:00:00Z' })
  })
})
