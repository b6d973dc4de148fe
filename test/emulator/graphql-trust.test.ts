// The GraphQL a gate reads to decide whom to trust: who wrote a commit or a comment, what a file
// said at a commit, and which issues carry a label.
import { describe, expect, it } from '@jest/globals'
import { MAINTAINER_USER, STRANGER_USER, type GitHubEmulator } from '../../emulator/index.js'
import { client, repo, useGitHub } from './support.js'

const vars = { owner: repo.owner, name: repo.repo }
const UNKNOWN = { name: 'Drive By', email: 'drive-by@example.org' }

interface Seeded {
  first: string
  second: string
  third: string
  fourth: string
}

/** Four commits on main: a.md twice (first by Mona), b.md by the bot, c.md by no account. */
function seed(gh: GitHubEmulator): Seeded {
  gh.store.addUser(MAINTAINER_USER)
  gh.store.addUser(STRANGER_USER)
  const put = (path: string, text: string, author?: { name: string; email: string }) =>
    gh.store.putFile('main', path, text, `write ${path}`, author).sha
  return {
    first: put('docs/a.md', 'one\n', MAINTAINER_USER),
    second: put('b.md', 'bee\n'),
    third: put('docs/a.md', 'two\nlines\n', { name: 'Sam', email: 'SAM@example.net' }),
    fourth: put('c.bin', '\u0000\u0001', UNKNOWN)
  }
}

type Actor = { name: string; email: string; user: { login: string; __typename: string } | null }
interface CommitData {
  repository: {
    object: {
      author: Actor
      committer: Actor
      history: {
        totalCount: number
        pageInfo: { hasNextPage: boolean; endCursor: string }
        nodes: { oid: string }[]
      }
      file: { name: string; path: string; oid: string; object: Record<string, unknown> } | null
    }
  }
}

const COMMIT = `query Commit($owner: String!, $name: String!, $oid: GitObjectID!, $path: String!, $after: String) {
  repository(owner: $owner, name: $name) { object(oid: $oid) { ... on Commit {
    author { name email date user { login __typename } }
    committer { name email user { login __typename } }
    history(first: 2, path: $path, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { oid } }
    file(path: $path) { name path oid object { ... on Blob { oid text isBinary isTruncated byteSize } } }
  } } }
}`

describe('GraphQL commits, authors and files', () => {
  let commits: Seeded
  const gh = useGitHub((gh) => {
    commits = seed(gh)
  })
  const read = (oid: string, path: string, after?: string) =>
    client(gh).graphql<CommitData>(COMMIT, { ...vars, oid, path, after })

  it('links an author to a User by email, and to nothing for a bot or an unknown address', async () => {
    const mona = (await read(commits.first, 'docs/a.md')).repository.object
    expect(mona.author).toMatchObject({
      name: 'Mona Maintainer',
      email: 'mona@example.com',
      date: gh.store.commit(commits.first)?.at,
      user: { login: 'mona', __typename: 'User' }
    })
    expect(mona.committer.user).toEqual({ login: 'mona', __typename: 'User' })
    const sam = (await read(commits.third, 'docs/a.md')).repository.object
    expect(sam.author.user).toEqual({ login: 'sam-stranger', __typename: 'User' })
    // GitHub Actions' bot has an account, but a Bot is not a User.
    const bot = (await read(commits.second, 'b.md')).repository.object
    expect(bot.author).toMatchObject({ name: 'github-actions[bot]', user: null })
    const nobody = (await read(commits.fourth, 'c.bin')).repository.object
    expect(nobody.author).toMatchObject({ email: UNKNOWN.email, user: null })
  })

  it("walks a commit's parents newest first, keeping the commits that wrote the path", async () => {
    const { history } = (await read(commits.fourth, 'docs/a.md')).repository.object
    expect(history.totalCount).toBe(2)
    expect(history.nodes.map((c) => c.oid)).toEqual([commits.third, commits.first])
    expect(history.pageInfo.hasNextPage).toBe(false)
    // A folder matches the files under it; an older commit sees only its own past.
    const folder = (await read(commits.second, 'docs')).repository.object.history
    expect(folder.nodes.map((c) => c.oid)).toEqual([commits.first])
    const everything = await client(gh).graphql<CommitData>(
      `query All($owner: String!, $name: String!, $oid: GitObjectID!) {
        repository(owner: $owner, name: $name) { object(oid: $oid) { ... on Commit {
          history(first: 3) { totalCount pageInfo { hasNextPage endCursor } nodes { oid } } } } }
      }`,
      { ...vars, oid: commits.fourth }
    )
    const all = everything.repository.object.history
    // The four commits and the branch's first one, which the store did not write.
    expect(all.totalCount).toBe(5)
    expect(all.nodes.map((c) => c.oid)).toEqual([commits.fourth, commits.third, commits.second])
    const rest = (await read(commits.fourth, '', all.pageInfo.endCursor)).repository.object.history
    expect(rest.nodes.map((c) => c.oid)).toEqual([
      commits.first,
      gh.store.commit(commits.first)?.parent
    ])
  })

  it('reads a file as it was at each commit, while the branch reads as it is now', async () => {
    const at = async (oid: string, path: string) => (await read(oid, path)).repository.object.file
    expect(await at(commits.first, 'docs/a.md')).toEqual({
      name: 'a.md',
      path: 'docs/a.md',
      oid: '5626abf0f72e58d7a153368ba57db4c673c0e171',
      object: {
        oid: '5626abf0f72e58d7a153368ba57db4c673c0e171',
        text: 'one\n',
        isBinary: false,
        isTruncated: false,
        byteSize: 4
      }
    })
    // b.md's commit did not touch a.md: it still holds the first version.
    expect((await at(commits.second, 'docs/a.md'))?.object.text).toBe('one\n')
    expect((await at(commits.third, 'docs/a.md'))?.object.text).toBe('two\nlines\n')
    expect(await at(commits.first, 'b.md')).toBeNull()
    expect((await at(commits.fourth, 'c.bin'))?.object).toMatchObject({
      isBinary: true,
      text: null
    })
    expect(gh.store.readFile('main', 'docs/a.md')?.content).toBe('two\nlines\n')
  })

  it("names the default branch's ref", async () => {
    const data = await client(gh).graphql<{
      repository: { defaultBranchRef: { name: string; target: { oid: string } } }
    }>(
      `query Default($owner: String!, $name: String!) {
        repository(owner: $owner, name: $name) { defaultBranchRef { name target { oid } } }
      }`,
      vars
    )
    expect(data.repository.defaultBranchRef).toEqual({
      name: 'main',
      target: { oid: commits.fourth }
    })
  })
})

interface IssuesData {
  repository: {
    issues: {
      totalCount: number
      pageInfo: { hasNextPage: boolean; endCursor: string }
      nodes: {
        number: number
        title: string
        state: string
        labels: { nodes: { name: string }[] }
      }[]
    }
  }
}

const ISSUES = `query Issues($owner: String!, $name: String!, $labels: [String!], $states: [IssueState!], $order: IssueOrder, $after: String) {
  repository(owner: $owner, name: $name) {
    issues(first: 2, labels: $labels, states: $states, orderBy: $order, after: $after) {
      totalCount pageInfo { hasNextPage endCursor }
      nodes { number title state labels(first: 10) { nodes { name } } }
    }
  }
}`

describe('GraphQL issues', () => {
  const gh = useGitHub((gh) => {
    gh.store.addIssue({ title: 'one', labels: ['autoloop'] })
    gh.store.addIssue({ title: 'two', labels: ['bug'], state: 'closed' })
    gh.store.addPull({ headRef: 'x', headSha: 'a'.repeat(40), labels: ['autoloop'] })
    gh.store.addIssue({ title: 'four', labels: ['Autoloop', 'bug'] })
    gh.store.addIssue({ title: 'five' })
  })
  const issues = (variables: Record<string, unknown>) =>
    client(gh).graphql<IssuesData>(ISSUES, { ...vars, ...variables })

  it('filters by any of the labels and by state, leaving pull requests out', async () => {
    const labelled = (await issues({ labels: ['autoloop'] })).repository.issues
    expect(labelled.totalCount).toBe(2)
    expect(labelled.nodes).toEqual([
      { number: 1, title: 'one', state: 'OPEN', labels: { nodes: [{ name: 'autoloop' }] } },
      {
        number: 4,
        title: 'four',
        state: 'OPEN',
        labels: { nodes: [{ name: 'Autoloop' }, { name: 'bug' }] }
      }
    ])
    const either = (await issues({ labels: ['autoloop', 'bug'], states: ['CLOSED'] })).repository
    expect(either.issues.nodes.map((i) => [i.number, i.state])).toEqual([[2, 'CLOSED']])
  })

  it('orders by creation either way and pages by cursor', async () => {
    const order = { field: 'CREATED_AT', direction: 'DESC' }
    const first = (await issues({ order })).repository.issues
    expect(first.nodes.map((i) => i.number)).toEqual([5, 4])
    expect(first.pageInfo.hasNextPage).toBe(true)
    const next = (await issues({ order, after: first.pageInfo.endCursor })).repository.issues
    expect(next.nodes.map((i) => i.number)).toEqual([2, 1])
    expect(next.pageInfo.hasNextPage).toBe(false)
    const oldest = await issues({ order: { field: 'CREATED_AT', direction: 'ASC' } })
    expect(oldest.repository.issues.nodes.map((i) => i.number)).toEqual([1, 2])
  })
})

interface CommentNode {
  node: {
    id: string
    databaseId: number
    body: string
    viewerDidAuthor: boolean
    author: { login: string; __typename: string }
    issue: { number: number }
  }
}

const NODE = `query Node($id: ID!) { node(id: $id) { ... on IssueComment {
  id databaseId body viewerDidAuthor author { login __typename } issue { number }
} } }`

describe('GraphQL issue comments by node id', () => {
  const gh = useGitHub((gh) => {
    gh.store.addUser(MAINTAINER_USER)
    gh.store.addIssue({ title: 'program' })
  })
  /** A comment's node id, as the REST API hands it out. */
  const nodeOf = async (id: number) => {
    const { data } = await client(gh).rest.issues.listComments({ ...repo, issue_number: 1 })
    return data.find((c) => c.id === id)?.node_id
  }

  it("tells the token's own comments from others', with GraphQL's bot login", async () => {
    const { data: own } = await client(gh).rest.issues.createComment({
      ...repo,
      issue_number: 1,
      body: 'gate status'
    })
    const mine = await client(gh).graphql<CommentNode>(NODE, { id: own.node_id })
    expect(mine.node).toEqual({
      id: own.node_id,
      databaseId: own.id,
      body: 'gate status',
      viewerDidAuthor: true,
      author: { login: 'github-actions', __typename: 'Bot' },
      issue: { number: 1 }
    })

    const forged = gh.store.addComment(1, 'gate status', 'mona')
    const theirs = await client(gh).graphql<CommentNode>(NODE, { id: await nodeOf(forged.id) })
    expect(theirs.node).toMatchObject({
      databaseId: forged.id,
      viewerDidAuthor: false,
      author: { login: 'mona', __typename: 'User' }
    })

    // With Mona's token, the same comment is the viewer's.
    gh.store.actor = 'mona'
    try {
      const asMona = await client(gh).graphql<CommentNode>(NODE, { id: await nodeOf(forged.id) })
      expect(asMona.node.viewerDidAuthor).toBe(true)
    } finally {
      gh.store.actor = 'github-actions[bot]'
    }
  })

  it('answers NOT_FOUND for a deleted comment or an id of no node', async () => {
    const gone = gh.store.addComment(1, 'soon gone')
    const id = await nodeOf(gone.id)
    gh.store.deleteComment(gone.id)
    for (const missing of [id, Buffer.from('XX_1').toString('base64')]) {
      await expect(client(gh).graphql(NODE, { id: missing })).rejects.toMatchObject({
        errors: [expect.objectContaining({ type: 'NOT_FOUND' })]
      })
    }
  })
})
