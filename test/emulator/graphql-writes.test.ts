import { describe, expect, it } from '@jest/globals'
import { sendWrites } from '../../src/adapters/github/batched-writes.js'
import type { GitHubClient } from '../../src/adapters/github/client.js'
import { nodeId } from '../../emulator/objects.js'
import { client, useGitHub } from './support.js'

describe('GraphQL comment and label mutations', () => {
  const gh = useGitHub((g) => {
    g.store.addIssue({ number: 1, title: '[Autoloop: a]' })
    g.store.addPull({ number: 2, headRef: 'autoloop/a', headSha: 'a'.repeat(40) })
    g.store.addIssue({ number: 3, title: '[Autoloop: b]' })
    g.store.createLabel('needs-human')
  })

  it("runs many programs' writes in one document; a refused one fails that program alone", async () => {
    const octokit = client(gh) as unknown as GitHubClient
    const [a, pull, b] = [nodeId('I_', 1), nodeId('PR_', 2), nodeId('I_', 3)]
    const labelId = (
      await octokit.graphql<{ repository: { label: { id: string } } }>(
        `query Label { repository(owner: "acme", name: "widgets") { label(name: "needs-human") { id } } }`
      )
    ).repository.label.id
    const old = gh.store.addComment(1, 'status before')
    const gone = gh.store.addComment(3, 'deleted soon')
    gh.store.deleteComment(gone.id)
    gh.faultMutation({ mutation: 'addComment', issue: 3, type: 'FORBIDDEN' })
    gh.resetRequests()

    const [first, second] = await sendWrites(octokit, [
      {
        owner: 'a',
        writes: [
          { kind: 'edit', comment: nodeId('IC_', old.id), body: 'status after' },
          { kind: 'label', labelable: pull, labels: [labelId] },
          { kind: 'comment', subject: a, body: 'a paused' }
        ]
      },
      {
        owner: 'b',
        writes: [
          { kind: 'edit', comment: nodeId('IC_', gone.id), body: 'never' },
          { kind: 'comment', subject: b, body: 'b paused' }
        ]
      }
    ])

    expect(first?.map((o) => o.ok)).toEqual([true, true, true])
    expect(second?.map((o) => (o.ok ? 'ok' : o.type))).toEqual(['NOT_FOUND', 'FORBIDDEN'])
    const refused = second?.[1]
    expect(refused?.ok === false && refused.failure.message).toMatch(
      /^GitHub GraphQL FORBIDDEN while commenting for b: /
    )
    const posted = first?.[2]
    const bodies = gh.store.issueComments(1).map((c) => c.body)
    expect(bodies).toEqual(['status after', 'a paused'])
    expect(posted?.ok && posted.id).toBe(nodeId('IC_', gh.store.issueComments(1)[1]?.id ?? 0))
    expect(gh.store.issueLabels(2)).toEqual(['needs-human'])
    expect(gh.store.issueComments(3)).toEqual([])
    expect(gh.requests.map((r) => [r.operation, r.graphqlErrors])).toEqual([
      ['GateWrites', ['NOT_FOUND', 'FORBIDDEN']]
    ])
    // The fault was for one mutation: the next comment on the issue goes through.
    const [again] = await sendWrites(octokit, [
      { owner: 'b', writes: [{ kind: 'comment', subject: b, body: 'b again' }] }
    ])
    expect(again?.[0]?.ok).toBe(true)
  })
})
