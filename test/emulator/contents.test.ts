import { describe, expect, it } from '@jest/globals'
import { api, client, repo, seedState, STATE, useGitHub } from './support.js'

const base64 = (text: string) => Buffer.from(text).toString('base64')

describe('contents API', () => {
  const gh = useGitHub(seedState)

  it('reads a file as base64 with its git blob sha', async () => {
    const { data } = await client(gh).rest.repos.getContent({
      ...repo,
      path: 'demo.md',
      ref: STATE
    })
    if (Array.isArray(data) || data.type !== 'file') throw new Error('expected a file')
    // `git hash-object` of "hello\n".
    expect(data.sha).toBe('ce013625030ba8dba906f756967f9e9ca394464a')
    expect(data.content).toBe('aGVsbG8K\n')
    expect(data).toMatchObject({ encoding: 'base64', size: 6, name: 'demo.md', path: 'demo.md' })
    expect(gh.store.readFile(STATE, 'demo.md')?.sha).toBe(data.sha)
  })

  it('compares as GitHub does: 300 files at most, no patch where none, a branch as the base', async () => {
    const head = 'e'.repeat(40)
    gh.store.setComparison(
      'main',
      head,
      Array.from({ length: 302 }, (_, i) => ({
        filename: `src/f${i}.bin`,
        status: 'added' as const
      }))
    )
    const { data } = await client(gh).rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `main...${head}`
    })
    expect(data.files).toHaveLength(300)
    expect(data.files?.[0]).not.toHaveProperty('patch')
    expect(data.base_commit.sha).toBe(gh.store.branchSha('main'))
    await expect(
      client(gh).rest.repos.compareCommitsWithBasehead({ ...repo, basehead: `ghost...${head}` })
    ).rejects.toMatchObject({ status: 404 })
  })

  it('answers 404 for a missing file or an unknown ref', async () => {
    const octokit = client(gh)
    await expect(
      octokit.rest.repos.getContent({ ...repo, path: 'nope.md', ref: STATE })
    ).rejects.toMatchObject({ status: 404 })
    await expect(
      octokit.rest.repos.getContent({ ...repo, path: 'demo.md', ref: 'ghost' })
    ).rejects.toMatchObject({
      status: 404,
      response: { data: { message: 'No commit found for the ref ghost' } }
    })
  })

  it('enforces optimistic concurrency: 422 without sha, 409 with a stale sha', async () => {
    const octokit = client(gh)
    const put = (sha?: string) =>
      octokit.rest.repos.createOrUpdateFileContents({
        ...repo,
        path: 'demo.md',
        branch: STATE,
        message: 'gate: update',
        content: base64('changed\n'),
        ...(sha === undefined ? {} : { sha })
      })
    await expect(put()).rejects.toMatchObject({
      status: 422,
      response: { data: { message: 'Invalid request.\n\n"sha" wasn\'t supplied.' } }
    })
    await expect(put('0'.repeat(40))).rejects.toMatchObject({
      status: 409,
      response: { data: { message: `demo.md does not match ${'0'.repeat(40)}` } }
    })
    expect(gh.store.readFile(STATE, 'demo.md')?.content).toBe('hello\n')
  })

  it('updates with the current sha: 200, a new commit, the branch head and blob sha move', async () => {
    const octokit = client(gh)
    const before = gh.store.readFile(STATE, 'demo.md')
    const head = gh.store.branchSha(STATE)
    const res = await octokit.rest.repos.createOrUpdateFileContents({
      ...repo,
      path: 'demo.md',
      branch: STATE,
      message: 'gate: accept',
      content: base64('accepted\n'),
      sha: before?.sha ?? ''
    })
    expect(res.status).toBe(200)
    const after = gh.store.readFile(STATE, 'demo.md')
    expect(after?.content).toBe('accepted\n')
    expect(res.data.content?.sha).toBe(after?.sha)
    expect(after?.sha).not.toBe(before?.sha)
    expect(res.data.commit.sha).toBe(gh.store.branchSha(STATE))
    expect(res.data.commit.parents?.[0]?.sha).toBe(head)
    expect(res.data.commit.message).toBe('gate: accept')
    expect(gh.store.commits.at(-1)).toMatchObject({
      branch: STATE,
      paths: ['demo.md'],
      message: 'gate: accept',
      parent: head
    })

    // The sha read before the write is now stale.
    await expect(
      octokit.rest.repos.createOrUpdateFileContents({
        ...repo,
        path: 'demo.md',
        branch: STATE,
        message: 'late writer',
        content: base64('late\n'),
        sha: before?.sha ?? ''
      })
    ).rejects.toMatchObject({ status: 409 })

    const branch = await octokit.rest.repos.getBranch({ ...repo, branch: STATE })
    expect(branch.data.commit.sha).toBe(res.data.commit.sha)
    expect(branch.data.commit.commit.message).toBe('gate: accept')
  })

  it('creates a new file with 201, in nested paths, with the given committer', async () => {
    const res = await client(gh).rest.repos.createOrUpdateFileContents({
      ...repo,
      path: 'programs/new one.md',
      branch: STATE,
      message: 'create',
      content: base64('# new\n'),
      committer: { name: 'Gate', email: 'gate@example.com' }
    })
    expect(res.status).toBe(201)
    expect(res.data.commit.author).toMatchObject({ name: 'Gate', email: 'gate@example.com' })
    expect(gh.store.readFile(STATE, 'programs/new one.md')?.content).toBe('# new\n')
  })

  it('rejects a sha for a file that does not exist, and an unknown branch', async () => {
    const put = (branch: string, sha?: string) =>
      api(gh, '/repos/acme/widgets/contents/missing.md', {
        method: 'PUT',
        body: JSON.stringify({ message: 'm', content: base64('x'), branch, sha })
      })
    expect((await put(STATE, '1'.repeat(40))).status).toBe(409)
    const unknown = await put('ghost')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ message: 'Branch ghost not found' })
    const noMessage = await api(gh, '/repos/acme/widgets/contents/missing.md', {
      method: 'PUT',
      body: JSON.stringify({ content: base64('x') })
    })
    expect(noMessage.status).toBe(422)
  })
})
