import { describe, expect, it } from '@jest/globals'
import {
  MAX_MUTATIONS,
  outcomesOf,
  packDocuments,
  writeDocument,
  type Write,
  type WriteGroup
} from '../../../src/adapters/github/batched-writes.js'
import { inTurn, inTurns, written } from '../../../src/adapters/github/write-turns.js'
import type { GitHubClient } from '../../../src/adapters/github/client.js'

const comment = (body = 'hi'): Write => ({ kind: 'comment', subject: 'I_1', body })
const label: Write = { kind: 'label', labelable: 'PR_2', labels: ['LA_1'] }
const group = (owner: string, writes: Write[]): WriteGroup => ({ owner, writes })
const sizes = (docs: WriteGroup[][]) => docs.map((d) => d.map((g) => g.owner))

describe('packDocuments', () => {
  const limits = { mutations: 4, text: 10 }
  it.each([
    ['none', [], []],
    ['all in one', [group('a', [comment()]), group('b', [label])], [['a', 'b']]],
    [
      'a group never split: the next document takes it whole',
      [group('a', [label, label, label]), group('b', [label, label]), group('c', [label])],
      [['a'], ['b', 'c']]
    ],
    [
      'text budget',
      [group('a', [comment('123456')]), group('b', [comment('123456')])],
      [['a'], ['b']]
    ],
    ['a group over the limits goes alone', [group('a', [comment('x'.repeat(20))])], [['a']]],
    ['a group with nothing to write is left out', [group('a', []), group('b', [label])], [['b']]]
  ])('%s', (_, groups, expected) => {
    expect(sizes(packDocuments(groups, limits))).toEqual(expected)
  })

  it('twenty programs of three writes each take two documents at the default limits', () => {
    const groups = Array.from({ length: 20 }, (_, i) => group(`p${i}`, [comment(), label, label]))
    const docs = packDocuments(groups)
    expect(docs.map((d) => d.length)).toEqual([16, 4])
    expect(docs.every((d) => d.flatMap((g) => g.writes).length <= MAX_MUTATIONS)).toBe(true)
  })
})

describe('writeDocument', () => {
  it('aliases each write and passes its text as a variable, never in the document', () => {
    const edit: Write = { kind: 'edit', comment: 'IC_9', body: '") { evil }' }
    const { query, variables } = writeDocument([group('a', [edit, label]), group('b', [comment()])])
    expect(query).toBe(
      [
        'mutation GateWrites($w0: UpdateIssueCommentInput!, $w1: AddLabelsToLabelableInput!, $w2: AddCommentInput!) {',
        '  w0: updateIssueComment(input: $w0) { issueComment { id } }',
        '  w1: addLabelsToLabelable(input: $w1) { clientMutationId }',
        '  w2: addComment(input: $w2) { commentEdge { node { id } } }',
        '}'
      ].join('\n')
    )
    expect(variables).toEqual({
      w0: { id: 'IC_9', body: '") { evil }' },
      w1: { labelableId: 'PR_2', labelIds: ['LA_1'] },
      w2: { subjectId: 'I_1', body: 'hi' }
    })
  })
})

describe('outcomesOf', () => {
  const groups = [group('a', [comment(), label]), group('b', [comment()])]
  const ok = { clientMutationId: null }
  const made = { commentEdge: { node: { id: 'IC_5' } } }
  const summary = (out: ReturnType<typeof outcomesOf>) =>
    out.map((g) => g.map((o) => (o.ok ? `ok ${o.id}` : `${o.type}: ${o.failure.message}`)))

  it.each([
    [
      'every write answered',
      { w0: made, w1: ok, w2: made },
      [],
      [['ok IC_5', 'ok null'], ['ok IC_5']]
    ],
    [
      "an error naming an alias is that program's alone",
      { w0: made, w1: ok, w2: null },
      [{ type: 'FORBIDDEN', message: 'no\naccess', path: ['w2'] }],
      [
        ['ok IC_5', 'ok null'],
        ['FORBIDDEN: GitHub GraphQL FORBIDDEN while commenting for b: no access']
      ]
    ],
    [
      'a write with no answer fails with the unnamed error',
      null,
      [{ type: 'RATE_LIMITED', message: 'slow down' }],
      [
        [
          'RATE_LIMITED: GitHub GraphQL RATE_LIMITED while commenting for a: slow down',
          'RATE_LIMITED: GitHub GraphQL RATE_LIMITED while labelling for a: slow down'
        ],
        ['RATE_LIMITED: GitHub GraphQL RATE_LIMITED while commenting for b: slow down']
      ]
    ],
    [
      'a write with neither',
      { w0: made, w1: null, w2: made },
      [],
      [
        [
          'ok IC_5',
          'null: GitHub GraphQL error while labelling for a: GitHub gave no answer for it'
        ],
        ['ok IC_5']
      ]
    ]
  ])('%s', (_, data, errors, expected) => {
    expect(summary(outcomesOf(groups, data, errors))).toEqual(expected)
  })
})

/** A client whose every GraphQL document answers each alias, refusing the writes `refused` names. */
function fakeClient(refused: (input: Record<string, unknown>) => boolean) {
  const documents: string[][] = []
  const graphql = (query: string, variables: Record<string, Record<string, unknown>>) => {
    const aliases = Object.keys(variables)
    documents.push(aliases.map((a) => String(variables[a]?.body ?? variables[a]?.labelableId)))
    const bad = aliases.filter((a) => refused(variables[a] ?? {}))
    const data = Object.fromEntries(
      aliases.map((a) => [a, bad.includes(a) ? null : { commentEdge: { node: { id: `id-${a}` } } }])
    )
    if (bad.length === 0) return Promise.resolve(data)
    const errors = bad.map((a) => ({ type: 'FORBIDDEN', message: 'refused', path: [a] }))
    return Promise.reject(Object.assign(new Error('refused'), { errors, data }))
  }
  return { gh: { graphql } as unknown as GitHubClient, documents }
}

describe('inTurns', () => {
  const ids = { issues: new Map([[1, 'I_1']]), labels: new Map() }
  const post = (gh: GitHubClient, body: string) => {
    const queued = inTurn(gh, (known) => ({
      kind: 'comment',
      subject: known.issues.get(1) ?? '',
      body
    }))
    if (queued === null) throw new Error('not in turns')
    return written(queued)
  }

  it("sends each round of the programs' writes together, and each hears its own answer", async () => {
    const { gh, documents } = fakeClient((input) => input.body === 'b1')
    const order: string[] = []
    const task = (name: string) => ({
      owner: name,
      run: async () => {
        order.push(`${name} starts`)
        const first = await post(gh, `${name}1`).catch(() => 'refused')
        const second = await post(gh, `${name}2`)
        return `${first} ${second}`
      }
    })
    const results = await inTurns(gh, ids, [task('a'), task('b'), task('c')])
    expect(results).toEqual(['id-w0 id-w0', 'refused id-w1', 'id-w2 id-w2'])
    expect(documents).toEqual([
      ['a1', 'b1', 'c1'],
      ['a2', 'b2', 'c2']
    ])
    expect(order).toEqual(['a starts', 'b starts', 'c starts'])
  })

  it('writes alone outside the turns, and when an id is not known', async () => {
    const { gh } = fakeClient(() => false)
    expect(inTurn(gh, () => comment())).toBeNull()
    const unknown = await inTurns(gh, ids, [
      { owner: 'a', run: () => Promise.resolve(inTurn(gh, () => null)) }
    ])
    expect(unknown).toEqual([null])
  })

  it("a program that throws leaves the others' writes standing, then fails the turns", async () => {
    const { gh, documents } = fakeClient(() => false)
    const wrote: string[] = []
    const tasks = [
      { owner: 'a', run: () => Promise.reject(new Error('a broke')) },
      { owner: 'b', run: async () => void wrote.push((await post(gh, 'b1')) ?? '') }
    ]
    await expect(inTurns(gh, ids, tasks)).rejects.toThrow('a broke')
    expect(documents).toEqual([['b1']])
    expect(wrote).toEqual(['id-w0'])
  })
})
