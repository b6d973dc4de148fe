// One new comment per decision at most, whatever it has to say: the plan for each kind of
// decision and each place the status comment can be in.
import { describe, expect, it } from '@jest/globals'
import {
  commentPlan,
  type CommentPlan,
  type StatusStanding,
  type Telling
} from '../../../src/rules/issue/comment-plan.js'

const MARK = '<!-- green-gate:status program=demo -->'
const EVENT = '🔧 fix attempt 1 of 5'
const REPAIR = '♻️ rows written again'
const REFUSED = '🛡️ pause written back'
const REPLY = 'the status, as asked'
const TABLE = '### green-gate status · `demo`'

function telling(overrides: Partial<Telling>): Telling {
  return {
    program: 'demo',
    said: [],
    foldable: true,
    table: null,
    standing: 'none',
    spare: false,
    ...overrides
  }
}

const post = (body: string, status = false): CommentPlan['create'] => ({
  body,
  status,
  spare: false
})
const status = (...said: string[]): string => [MARK, ...said.map((s) => `${s}\n`), TABLE].join('\n')

interface Case {
  name: string
  given: Partial<Telling>
  editStatus: string | null
  create: CommentPlan['create']
  withdrawSpare?: boolean
}

const cases: Case[] = [
  {
    name: 'an announced decision: its event, and the status comment edited',
    given: { said: [EVENT], table: TABLE, standing: 'recorded' },
    editStatus: status(),
    create: post(EVENT)
  },
  {
    name: 'with a repair and a refusal: one comment, the notes below the event',
    given: { said: [EVENT, REPAIR, REFUSED], table: TABLE, standing: 'recorded' },
    editStatus: status(),
    create: post(`${EVENT}\n\n${REPAIR}\n\n${REFUSED}`)
  },
  {
    name: 'the first announced decision: the status comment it posted carries its words',
    given: { said: [EVENT, REPAIR], table: TABLE, standing: 'posted' },
    editStatus: status(EVENT, REPAIR),
    create: null
  },
  {
    name: 'a status comment found deleted: posted again, carrying the words',
    given: { said: [EVENT, REFUSED], table: TABLE, standing: 'none' },
    editStatus: null,
    create: post(status(EVENT, REFUSED), true)
  },
  {
    name: 'a decision not announced: its notes alone, the status comment left as it is',
    given: { said: [REPAIR, REFUSED], standing: 'recorded' },
    editStatus: null,
    create: post(`${REPAIR}\n\n${REFUSED}`)
  },
  {
    name: 'nothing to say: no writes',
    given: { standing: 'recorded' },
    editStatus: null,
    create: null
  },
  {
    name: 'a command: the status comment edited, nothing posted',
    given: { foldable: false, table: TABLE, standing: 'recorded' },
    editStatus: status(),
    create: null
  },
  {
    name: 'a command whose status comment was deleted: posted again',
    given: { foldable: false, table: TABLE, standing: 'none' },
    editStatus: null,
    create: post(status(), true)
  },
  {
    name: 'a reply: posted on its own, the status comment edited without it',
    given: { said: [REPLY], foldable: false, table: TABLE, standing: 'recorded' },
    editStatus: status(),
    create: post(REPLY)
  },
  {
    name: 'a reply, the status comment deleted: the reply is the one new comment',
    given: { said: [REPLY], foldable: false, table: TABLE, standing: 'none' },
    editStatus: null,
    create: post(REPLY)
  },
  {
    name: 'a comment posted before a lost race: it becomes the event',
    given: { said: [EVENT], table: TABLE, standing: 'recorded', spare: true },
    editStatus: status(),
    create: { body: EVENT, status: false, spare: true }
  },
  {
    name: 'a comment posted before a lost race, the winner deleted: it becomes the status comment',
    given: { said: [EVENT], table: TABLE, standing: 'none', spare: true },
    editStatus: null,
    create: { body: status(EVENT), status: true, spare: true }
  },
  {
    name: 'a comment posted before a lost race, nothing to say now: taken back',
    given: { standing: 'recorded', spare: true },
    editStatus: null,
    create: null,
    withdrawSpare: true
  }
]

describe('commentPlan', () => {
  it.each(cases)('$name', ({ given, editStatus, create, withdrawSpare = false }) => {
    expect(commentPlan(telling(given))).toEqual({ editStatus, create, withdrawSpare })
  })

  const standings: StatusStanding[] = ['posted', 'recorded', 'none']
  const saids = [[], [EVENT], [EVENT, REPAIR, REFUSED], [REPAIR]]
  const all = standings.flatMap((standing) =>
    saids.flatMap((said) =>
      [true, false].flatMap((foldable) =>
        [TABLE, null].flatMap((table) =>
          [true, false].map((spare) => ({ standing, said, foldable, table, spare }))
        )
      )
    )
  )

  it.each(all)(
    'one new comment at most: $standing, $said.length said, foldable $foldable, spare $spare',
    (given) => {
      const plan = commentPlan(telling(given))
      // The one new comment, or none; a spare comment is it, never one more.
      expect(plan.create !== null && plan.withdrawSpare).toBe(false)
      // Every word said reaches the issue: in the new comment, or in the status comment posted.
      const written = `${plan.create?.body ?? ''}\n${plan.editStatus ?? ''}`
      for (const s of given.said) expect(written).toContain(s)
    }
  )
})
