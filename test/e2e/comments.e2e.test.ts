// The status comment is found by the id the ledger keeps, never by reading the issue's comments:
// a person who pastes the marker into a comment does not get their words edited or taken over,
// however many comments the issue has; one that is deleted is posted again.
import { describe, expect, it } from '@jest/globals'
import {
  STATE_BRANCH,
  addProgram,
  commentCreations,
  comments,
  iterate,
  ledgerOf,
  stateText,
  useEmulator,
  type Program,
  statusMarker
} from '../support/loop.js'

/** The GraphQL node id the emulator gives an issue comment, as GitHub's REST `node_id`. */
const nodeIdOf = (id: number) => Buffer.from(`IC_${id}`).toString('base64')

const gh = useEmulator()

// GitHub caps the content a token creates; many programs share one token. Every decision of a
// loop, whatever it has to say, creates one comment at most, and the issue still hears it all.
describe('one new comment per decision', () => {
  // A bot's lift refused, said in the skip's one comment: trust.e2e.
  // Posted with a personal access token, as a person: found by its id all the same, among many
  // comments and a person's quote of its marker, which is left alone.
  it("first accept, fix (the status comment edited by the id in the ledger, without reading the issue's comments), then a pause that also repairs the state file and posts the deleted status comment again", async () => {
    gh.store.actor = 'mona-maintainer'
    try {
      await eachDecisionOnce()
    } finally {
      gh.store.actor = 'github-actions[bot]'
    }
  })
})

/** The gate's status comment on the program issue: a person's quote carries the marker too. */
function statusOf(p: Program) {
  const mine = comments(gh, p).filter(
    (c) => c.user === gh.store.actor && c.body.includes(statusMarker(p))
  )
  expect(mine).toHaveLength(1)
  return mine[0] as (typeof mine)[number]
}

/** One decision: the one comment it created on the issue, checked to say `words`. */
async function decided(p: Program, act: () => Promise<unknown>, ...words: string[]) {
  const from = gh.requests.length
  const before = comments(gh, p).length
  await act()
  expect(commentCreations(gh.requests.slice(from))).toHaveLength(1)
  const created = comments(gh, p).slice(before)
  expect(created).toHaveLength(1)
  for (const w of words) expect(created[0]?.body).toContain(w)
}

/** One program's decisions, each checked to create one comment on a busy program issue. */
async function eachDecisionOnce(): Promise<void> {
  const p = addProgram(gh, 'one-each')
  const theirs = `${statusMarker(p)}\nI copied this from the gate's comment.`
  gh.store.addComment(p.issue, theirs, 'hubot-fan')
  for (let i = 0; i < 250; i++) gh.store.addComment(p.issue, `note ${i}`, 'mona')
  const tries = { 'unknown-failure-attempts': '5' }
  const red = (check: string) => () =>
    iterate(gh, p, { build: 'success', [check]: 'failure' }, tries)
  const green = () => iterate(gh, p, { build: 'success' }, tries)

  // The first accept: its one comment is the status comment, with the accept's words on top.
  await decided(p, green, statusMarker(p), 'CI is green on')
  const posted = statusOf(p)
  expect(ledgerOf(gh, p).statusComment).toEqual({ issue: p.issue, id: nodeIdOf(posted.id) })
  const early = stateText(gh, p)
  gh.resetRequests()
  await decided(p, red('alpha'), 'Fix attempt **1 of 5** handed to the fixer.')
  expect(statusOf(p)).toMatchObject({ id: posted.id })
  expect(statusOf(p).body).toContain('| Fix attempts | 1 of 5 |')
  const listed = gh.requests.filter((r) => r.path.endsWith('/comments') && r.method === 'GET')
  expect(listed).toEqual([])
  expect(gh.requests.map((r) => r.operation).filter(Boolean)).toContain('GateStatus')
  // A memory save copies an older file over the state, and someone deletes the status comment;
  // the same failure again pauses the loop. The pause's one comment is the status comment,
  // posted again, saying the repair and the pause. (That an accept after fix attempts says so:
  // loop.e2e's red → fix → green; a command's reply as its one comment, the deleted status
  // comment waiting for the next decision: steer-commands.e2e's unknown command.)
  gh.store.putFile(STATE_BRANCH, p.file, early, 'Update repo memory')
  const gone = statusOf(p)
  gh.store.deleteComment(gone.id)
  await decided(
    p,
    red('alpha'),
    statusMarker(p),
    '♻️',
    'written again',
    'green-gate paused',
    'stuck in CI fix loop',
    '```\n/green-gate resume\n```'
  )
  // The ledger keeps the new comment's id, in a commit of its own.
  expect(statusOf(p).id).not.toBe(gone.id)
  expect(ledgerOf(gh, p).statusComment).toEqual({
    issue: p.issue,
    id: nodeIdOf(statusOf(p).id)
  })
  expect(gh.store.commits.at(-1)?.message).toBe(`green-gate: ${p.name} status comment #${p.issue}`)
  expect(comments(gh, p).find((c) => c.user === 'hubot-fan')?.body).toBe(theirs)
}
