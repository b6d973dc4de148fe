import { describe, expect, it } from '@jest/globals'
import { client, failedRun, repo, seedState, STATE, useGitHub } from './support.js'

const SHA = 'a'.repeat(40)
const base64 = (text: string) => Buffer.from(text).toString('base64')

const HEAD = `query Head($owner: String!, $name: String!, $ref: String!) {
  repository(owner: $owner, name: $name) { ref(qualifiedName: $ref) { target { oid } } }
}`

describe('GraphQL API', () => {
  const gh = useGitHub(seedState)

  const head = async (): Promise<string> => {
    const data = await client(gh).graphql<{
      repository: { ref: { target: { oid: string } } | null }
    }>(HEAD, { ...repoVars(), ref: `refs/heads/${STATE}` })
    return data.repository.ref?.target.oid ?? ''
  }

  it('reads a branch head and a file blob with its git oid, and logs the operation', async () => {
    gh.resetRequests()
    const data = await client(gh).graphql<{
      repository: { object: { __typename: string; oid: string; text: string } | null }
      missing: { object: null }
    }>(
      `query Files($owner: String!, $name: String!) {
        repository(owner: $owner, name: $name) {
          object(expression: "${STATE}:demo.md") { __typename ... on Blob { oid text } }
        }
        missing: repository(owner: $owner, name: $name) { object(expression: "${STATE}:nope.md") { oid } }
      }`,
      repoVars()
    )
    // `git hash-object` of "hello\n".
    expect(data.repository.object).toEqual({
      __typename: 'Blob',
      oid: 'ce013625030ba8dba906f756967f9e9ca394464a',
      text: 'hello\n'
    })
    expect(data.missing.object).toBeNull()
    expect(await head()).toBe(gh.store.branchSha(STATE))
    expect(gh.requests.map((r) => [r.method, r.path, r.operation])).toEqual([
      ['POST', '/graphql', 'Files'],
      ['POST', '/graphql', 'Head']
    ])
  })

  it("lists a folder's entries, one level deep, under aliases; an absent folder is null", async () => {
    gh.store.putFile(STATE, 'notes/one.md', 'one\n', 'seed')
    gh.store.putFile(STATE, 'notes/deep/two.md', 'two\n', 'seed')
    type Tree = { entries: Array<{ path: string; type: string }> } | null
    const data = await client(gh).graphql<{ repository: Record<string, Tree> }>(
      `query Folders($owner: String!, $name: String!, $a: String!, $b: String!, $c: String!) {
        repository(owner: $owner, name: $name) {
          root: object(expression: $a) { ... on Tree { entries { path type } } }
          notes: object(expression: $b) { ... on Tree { entries { path type } } }
          none: object(expression: $c) { ... on Tree { entries { path type } } }
        }
      }`,
      { ...repoVars(), a: `${STATE}:`, b: `${STATE}:notes`, c: `${STATE}:nowhere` }
    )
    expect(data.repository.root?.entries).toEqual(
      expect.arrayContaining([
        { path: 'demo.md', type: 'blob' },
        { path: 'notes', type: 'tree' }
      ])
    )
    expect(data.repository.notes?.entries).toEqual([
      { path: 'notes/deep', type: 'tree' },
      { path: 'notes/one.md', type: 'blob' }
    ])
    expect(data.repository.none).toBeNull()
  })

  it.each([
    ['an unknown field', '{ repository(owner: "acme", name: "widgets") { colour } }', /colour/],
    ['a wrong argument type', '{ repository(owner: "acme", name: 7) { id } }', /String cannot/],
    ['a fragment on the wrong type', '{ viewer { ... on Blob { oid } } }', /Blob/],
    ['a syntax error', '{ repository(owner: "acme" { id } }', /Syntax Error/]
  ])('rejects %s as GitHub would, with errors and no data', async (_, query, message) => {
    await expect(client(gh).graphql(query)).rejects.toMatchObject({
      errors: [expect.objectContaining({ message: expect.stringMatching(message) })]
    })
  })

  it('pages check suites and check runs by cursor, 100 at most', async () => {
    const run = failedRun(gh, SHA, 'pull_request')
    for (let i = 0; i < 130; i++) {
      gh.store.addJob({ runId: run, name: `job ${i}`, status: 'completed', conclusion: 'success' })
    }
    gh.store.addStatus({ sha: SHA, context: 'ci/old', state: 'pending' })
    gh.store.addStatus({ sha: SHA, context: 'ci/old', state: 'success' })
    const SUITES = `query Suites($owner: String!, $name: String!, $sha: GitObjectID!) {
      repository(owner: $owner, name: $name) { object(oid: $sha) { ... on Commit {
        checkSuites(first: 10) { nodes { id workflowRun { databaseId event workflow { name } file { path } }
          checkRuns(first: 100, filterBy: {checkType: ALL}) { pageInfo { hasNextPage endCursor } nodes { databaseId conclusion } } } }
        status { contexts { context state } }
      } } }
    }`
    type Suites = {
      repository: {
        object: {
          checkSuites: {
            nodes: {
              id: string
              workflowRun: unknown
              checkRuns: {
                pageInfo: { hasNextPage: boolean; endCursor: string }
                nodes: { conclusion: string }[]
              }
            }[]
          }
          status: { contexts: unknown[] }
        }
      }
    }
    const data = await client(gh).graphql<Suites>(SUITES, { ...repoVars(), sha: SHA })
    const [suite] = data.repository.object.checkSuites.nodes
    expect(suite?.workflowRun).toEqual({
      databaseId: run,
      event: 'pull_request',
      workflow: { name: 'CI' },
      file: { path: '.github/workflows/ci.yml' }
    })
    expect(suite?.checkRuns.nodes).toHaveLength(100)
    expect(suite?.checkRuns.nodes[0]?.conclusion).toBe('SUCCESS')
    expect(suite?.checkRuns.pageInfo.hasNextPage).toBe(true)
    // Only each context's newest status, as GitHub's `contexts` gives.
    expect(data.repository.object.status.contexts).toEqual([
      { context: 'ci/old', state: 'SUCCESS' }
    ])

    const more = await client(gh).graphql<{
      node: { checkRuns: { pageInfo: { hasNextPage: boolean }; nodes: unknown[] } }
    }>(
      `query More($id: ID!, $after: String!) { node(id: $id) { ... on CheckSuite {
        checkRuns(first: 100, after: $after, filterBy: {checkType: ALL}) { pageInfo { hasNextPage } nodes { databaseId } } } } }`,
      { id: suite?.id, after: suite?.checkRuns.pageInfo.endCursor }
    )
    expect(more.node.checkRuns.nodes).toHaveLength(30)
    expect(more.node.checkRuns.pageInfo.hasNextPage).toBe(false)

    await expect(
      client(gh).graphql(SUITES.replace('first: 100', 'first: 101'), { ...repoVars(), sha: SHA })
    ).rejects.toMatchObject({
      errors: [expect.objectContaining({ type: 'EXCESSIVE_PAGINATION' })]
    })
  })

  const COMMIT = `mutation Commit($input: CreateCommitOnBranchInput!) {
    createCommitOnBranch(input: $input) { commit { oid } }
  }`

  it('commits several files at once onto the expected head, and refuses a stale one', async () => {
    const before = await head()
    const input = (expectedHeadOid: string) => ({
      input: {
        branch: { repositoryNameWithOwner: 'acme/widgets', branchName: STATE },
        expectedHeadOid,
        message: { headline: 'gate: accept' },
        fileChanges: {
          additions: [
            { path: 'demo.md', contents: base64('accepted\n') },
            { path: '.green-gate/demo.json', contents: base64('{}\n') }
          ]
        }
      }
    })
    const made = await client(gh).graphql<{ createCommitOnBranch: { commit: { oid: string } } }>(
      COMMIT,
      input(before)
    )
    expect(made.createCommitOnBranch.commit.oid).toBe(gh.store.branchSha(STATE))
    expect(gh.store.commits.at(-1)).toMatchObject({
      branch: STATE,
      parent: before,
      message: 'gate: accept',
      paths: ['demo.md', '.green-gate/demo.json']
    })
    expect(gh.store.readFile(STATE, 'demo.md')?.content).toBe('accepted\n')

    const commits = gh.store.commits.length
    await expect(client(gh).graphql(COMMIT, input(before))).rejects.toMatchObject({
      errors: [
        expect.objectContaining({
          type: 'STALE_DATA',
          message: `Expected branch to point to "${before}" but it did not. Pull and try again.`
        })
      ]
    })
    expect(gh.store.commits).toHaveLength(commits)
  })

  it("edits and deletes a comment by its REST node_id, labels a pull request by the label's id", async () => {
    const issue = gh.store.addIssue({ title: 'program' })
    const pull = gh.store.addPull({ headRef: 'autoloop/demo', headSha: SHA })
    gh.store.createLabel('needs-human')
    const { data: rest } = await client(gh).rest.issues.createComment({
      ...repo,
      issue_number: issue,
      body: 'first'
    })
    const comment = { id: rest.id }
    const ids = await client(gh).graphql<{
      repository: { pullRequest: { id: string }; label: { id: string }; missing: null }
    }>(
      `query Ids($owner: String!, $name: String!, $pull: Int!) {
        repository(owner: $owner, name: $name) {
          pullRequest(number: $pull) { id } label(name: "Needs-Human") { id } missing: label(name: "nope") { id }
        }
      }`,
      { ...repoVars(), pull }
    )
    await client(gh).graphql(
      `mutation Edit($comment: ID!, $pull: ID!, $label: ID!) {
        status: updateIssueComment(input: {id: $comment, body: "second"}) { issueComment { id } }
        label: addLabelsToLabelable(input: {labelableId: $pull, labelIds: [$label]}) { clientMutationId }
      }`,
      { comment: rest.node_id, pull: ids.repository.pullRequest.id, label: ids.repository.label.id }
    )
    expect(gh.store.comment(comment.id)?.body).toBe('second')
    expect(gh.store.issueLabels(pull)).toEqual(['needs-human'])
    expect(ids.repository.missing).toBeNull()

    await client(gh).graphql(
      'mutation Delete($comment: ID!) { deleteIssueComment(input: {id: $comment}) { clientMutationId } }',
      { comment: rest.node_id }
    )
    expect(gh.store.comment(comment.id)).toBeUndefined()
    // A field that fails leaves the others answered, as on GitHub.
    await expect(
      client(gh).graphql(
        `mutation Again($comment: ID!, $pull: ID!, $label: ID!) {
          status: updateIssueComment(input: {id: $comment, body: "third"}) { issueComment { id } }
          label: addLabelsToLabelable(input: {labelableId: $pull, labelIds: [$label]}) { clientMutationId }
        }`,
        {
          comment: rest.node_id,
          pull: ids.repository.pullRequest.id,
          label: ids.repository.label.id
        }
      )
    ).rejects.toMatchObject({
      errors: [expect.objectContaining({ type: 'NOT_FOUND', path: ['status'] })],
      data: { status: null, label: { clientMutationId: null } }
    })
  })

  it('refuses an input GitHub would refuse before running it', async () => {
    await expect(
      client(gh).graphql(COMMIT, {
        input: { branch: { branchName: STATE }, message: { headline: 'x' } }
      })
    ).rejects.toMatchObject({
      errors: [expect.objectContaining({ message: expect.stringMatching(/expectedHeadOid/) })]
    })
  })
})

function repoVars() {
  return { owner: repo.owner, name: repo.repo }
}
