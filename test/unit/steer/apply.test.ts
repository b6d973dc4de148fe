import { describe, expect, it } from '@jest/globals'
import { approvalProblem, commandVerdict, handledBefore } from '../../../src/rules/steer/apply.js'
import { parseCommand } from '../../../src/rules/steer/command.js'
import type { SteerCommand } from '../../../src/rules/vocabulary/steer-command.js'
import { commandKey, commentTarget } from '../../../src/rules/steer/comment-event.js'
import { programClaim } from '../../../src/rules/steer/program-of-issue.js'
import { emptyMemory, type GateMemory } from '../../../src/rules/ledger/memory.js'
import type { IssueCommentEvent } from '../../../src/rules/event.js'
import { newLedger } from '../../../src/rules/ledger/ledger.js'

const held: GateMemory = {
  ...emptyMemory(),
  iteration: 3,
  clockStarted: '2026-05-01T11:00:00Z',
  headSha: 'a'.repeat(40),
  hold: { kind: 'fixing', attempt: 1, max: 5, sha: 'a'.repeat(40) },
  attempts: [
    {
      attempt: 1,
      commit: 'a'.repeat(40),
      signature: 'lint:x',
      failureClass: 'lint',
      runUrl: null,
      at: '2026-05-01T11:00:00Z',
      outcome: 'with-fixer'
    }
  ]
}
const source = { by: 'mona', url: 'https://github.example/acme/widgets/issues/3#issuecomment-9' }
const command = (body: string): SteerCommand => parseCommand(body) ?? { kind: 'unknown', word: '' }

describe('what a command does to the memory', () => {
  it.each([
    ['/green-gate pause on holiday', { kind: 'manual', reason: 'manual: on holiday' }, 1, false],
    ['/green-gate pause', { kind: 'manual', reason: 'manual: paused by mona' }, 1, false],
    ['/green-gate resume', { kind: 'none' }, 0, true],
    ['/green-gate reset', { kind: 'none' }, 0, true],
    ['/green-gate retry', held.hold, 1, false],
    ['/green-gate status', held.hold, 1, false],
    ['/green-gate what', held.hold, 1, false]
  ])('%s', (body, hold, attempts, resumed) => {
    const verdict = commandVerdict(command(body), held, source)
    expect(verdict).toMatchObject({ decision: 'skip', resumed, attempt: attempts })
    expect(verdict.next?.hold).toEqual(hold)
    expect(verdict.next?.attempts).toHaveLength(attempts)
    // None is a decision on CI: the last event judged, the commit and the iteration stay.
    expect(verdict.next).toMatchObject({ lastEvent: null, headSha: held.headSha, iteration: 3 })
    expect(verdict.next?.clockStarted).toBe(resumed ? null : held.clockStarted)
  })

  describe('approve', () => {
    const head = 'b'.repeat(40)
    const paused: GateMemory = {
      ...held,
      headSha: head,
      hold: {
        kind: 'paused',
        reason: { kind: 'ci-changed', files: ['jest.config.js'], more: 0, since: 'main' }
      }
    }
    it.each([
      ['the paused head, short', paused, `/green-gate approve ${head.slice(0, 7)}`, null],
      ['the paused head, in full', paused, `/green-gate approve ${head}`, null],
      [
        'another commit',
        paused,
        '/green-gate approve abcdef0',
        '`abcdef0` is not the head the guard paused (bbbbbbb)'
      ],
      [
        'no SHA',
        paused,
        '/green-gate approve main',
        '`main` is not a commit SHA (7 to 40 hex digits)'
      ],
      [
        'a program not paused by a guard',
        held,
        `/green-gate approve ${head}`,
        'the program is not paused by a guard on a green head'
      ],
      [
        'a head paused because CI ran fewer tests',
        {
          ...paused,
          hold: {
            kind: 'paused' as const,
            reason: {
              kind: 'tests-missing' as const,
              job: 'CI / test',
              before: 28,
              now: 1,
              more: 0
            }
          }
        },
        `/green-gate approve ${head}`,
        null
      ],
      [
        'a head paused stuck, which a resume lifts, not an approve',
        {
          ...paused,
          hold: { kind: 'paused' as const, reason: { kind: 'stuck' as const, signature: 's' } }
        },
        `/green-gate approve ${head}`,
        'the program is not paused by a guard on a green head'
      ]
    ])('%s', (_, memory, body, problem) => {
      const approve = command(body)
      if (approve.kind !== 'approve') throw new Error('not an approve')
      expect(approvalProblem(approve, memory)).toBe(problem)
      const verdict = commandVerdict(approve, memory, source)
      if (problem === null) {
        // Lifted as a resume lifts it, the head recorded as the maintainer's.
        expect(verdict).toMatchObject({
          resumed: true,
          next: { hold: { kind: 'none' }, approvedSha: head, clockStarted: null }
        })
      } else {
        expect(verdict.next).toEqual(memory)
        expect(verdict.reason).toBe(`approve from mona approved nothing: ${problem}`)
      }
    })

    it('a resume or a reset lifts the pause but approves nothing', () => {
      for (const body of ['/green-gate resume', '/green-gate reset'])
        expect(commandVerdict(command(body), paused, source).next).toMatchObject({
          hold: { kind: 'none' },
          attempts: []
        })
      expect(
        commandVerdict(command('/green-gate resume'), paused, source).next?.approvedSha
      ).toBeUndefined()
      expect(
        commandVerdict(command('/green-gate resume'), held, source).next?.approvedSha
      ).toBeUndefined()
    })
  })

  it('knows a comment it recorded', () => {
    const ledger = newLedger('demo')
    const entry = { eventKey: commandKey(9) } as (typeof ledger.entries)[number]
    expect(handledBefore({ ...ledger, entries: [entry] }, commandKey(9))).toBe(true)
    expect(handledBefore({ ...ledger, entries: [entry] }, commandKey(10))).toBe(false)
    expect(handledBefore(null, commandKey(9))).toBe(false)
  })
})

const event = (over: {
  action?: string
  body?: string
  bot?: boolean
  title?: string
  labels?: string[]
}): IssueCommentEvent => ({
  kind: 'issue_comment',
  action: over.action ?? 'created',
  issue: {
    number: 3,
    title: over.title ?? '[Autoloop: demo]',
    labels: over.labels ?? ['autoloop-program'],
    pull: false
  },
  comment: {
    id: 9,
    body: over.body ?? '/green-gate status',
    url: source.url,
    association: 'OWNER',
    author: { login: over.bot === true ? 'helper[bot]' : 'mona', bot: over.bot === true }
  }
})

describe('which comments are commands', () => {
  it.each([
    [{}, 'command'],
    [{ action: 'edited' }, 'skip'],
    [{ action: 'deleted' }, 'skip'],
    [{ bot: true }, 'skip'],
    [{ body: 'see /green-gate status' }, 'skip']
  ])('%j: %s', (over, kind) => {
    expect(commentTarget(event(over)).kind).toBe(kind)
  })
})

describe('the program an issue claims', () => {
  const inputs = { program: null, programIssue: null }
  it.each([
    [{}, inputs, 'demo'],
    [{ title: 'Speed up the parser' }, inputs, 'speed-up-the-parser'],
    [{ labels: [] }, inputs, null],
    [{ labels: [] }, { program: 'demo', programIssue: 3 }, 'demo'],
    [{ labels: [] }, { program: 'demo', programIssue: 4 }, null],
    [{ title: '[Autoloop: ../etc]' }, inputs, null]
  ])('%j with %j: %s', (over, config, program) => {
    expect(programClaim(event(over).issue, config)).toBe(program)
  })
})
