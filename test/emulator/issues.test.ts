import { describe, expect, it } from '@jest/globals'
import { api, client, repo, useGitHub } from './support.js'

const HEAD = '3'.repeat(40)

describe('pull requests and issues', () => {
  let own: number
  let fork: number
  let programIssue: number

  const gh = useGitHub((gh) => {
    programIssue = gh.store.addIssue({ title: 'Program: demo', labels: ['autoloop'] })
    own = gh.store.addPull({ headRef: 'autoloop/demo', headSha: HEAD, labels: ['autoloop'] })
    fork = gh.store.addPull({
      headRef: 'autoloop/demo',
      headSha: '4'.repeat(40),
      headRepoFullName: 'mallory/widgets'
    })
    gh.store.addPull({ headRef: 'old', headSha: '5'.repeat(40), state: 'closed' })
  })

  it('shares one number space between issues and pull requests', () => {
    expect([programIssue, own, fork]).toEqual([1, 2, 3])
  })

  it('tells fork pull requests apart by head.repo.full_name', async () => {
    const octokit = client(gh)
    const mine = await octokit.rest.pulls.get({ ...repo, pull_number: own })
    expect(mine.data.head).toMatchObject({
      ref: 'autoloop/demo',
      sha: HEAD,
      label: 'acme:autoloop/demo',
      repo: { full_name: 'acme/widgets', fork: false }
    })
    expect(mine.data.base).toMatchObject({ ref: 'main', repo: { full_name: 'acme/widgets' } })
    expect(mine.data.labels.map((l) => l.name)).toEqual(['autoloop'])
    const theirs = await octokit.rest.pulls.get({ ...repo, pull_number: fork })
    expect(theirs.data.head).toMatchObject({
      label: 'mallory:autoloop/demo',
      repo: { full_name: 'mallory/widgets', fork: true }
    })
    await expect(
      octokit.rest.pulls.get({ ...repo, pull_number: programIssue })
    ).rejects.toMatchObject({ status: 404 })
  })

  it('filters pulls by head owner:branch and state like GitHub', async () => {
    const octokit = client(gh)
    const byHead = await octokit.rest.pulls.list({ ...repo, head: 'acme:autoloop/demo' })
    expect(byHead.data.map((p) => p.number)).toEqual([own])
    const byFork = await octokit.rest.pulls.list({ ...repo, head: 'mallory:autoloop/demo' })
    expect(byFork.data.map((p) => p.number)).toEqual([fork])
    const open = await octokit.rest.pulls.list(repo)
    expect(open.data.map((p) => p.number)).toEqual([fork, own])
    const all = await octokit.rest.pulls.list({ ...repo, state: 'all' })
    expect(all.data).toHaveLength(3)
    const forSha = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
      ...repo,
      commit_sha: HEAD
    })
    expect(forSha.data.map((p) => p.number)).toEqual([own])
  })

  it('links only same-repository pull requests to check runs', async () => {
    gh.store.addCheckRun({ headSha: HEAD, name: 'ci', status: 'queued' })
    gh.store.addCheckRun({ headSha: '4'.repeat(40), name: 'ci', status: 'queued' })
    const octokit = client(gh)
    const mine = await octokit.rest.checks.listForRef({ ...repo, ref: HEAD })
    expect(mine.data.check_runs[0]?.pull_requests.map((p) => p.number)).toEqual([own])
    const theirs = await octokit.rest.checks.listForRef({ ...repo, ref: '4'.repeat(40) })
    expect(theirs.data.check_runs[0]?.pull_requests).toEqual([])
  })

  it('creates, lists, paginates and edits comments', async () => {
    const octokit = client(gh)
    for (const body of ['one', 'two', 'three']) {
      const res = await octokit.rest.issues.createComment({
        ...repo,
        issue_number: programIssue,
        body
      })
      expect(res.status).toBe(201)
      expect(res.data.user?.login).toBe('github-actions[bot]')
    }
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      ...repo,
      issue_number: programIssue,
      per_page: 2
    })
    expect(comments.map((c) => c.body)).toEqual(['one', 'two', 'three'])
    const first = comments[0]?.id ?? 0
    const edited = await octokit.rest.issues.updateComment({
      ...repo,
      comment_id: first,
      body: 'one (edited)'
    })
    expect(edited.data.body).toBe('one (edited)')
    expect(gh.store.issueComments(programIssue).map((c) => c.body)).toEqual([
      'one (edited)',
      'two',
      'three'
    ])
    const issue = await octokit.rest.issues.get({ ...repo, issue_number: programIssue })
    expect(issue.data).toMatchObject({ comments: 3, title: 'Program: demo' })
    expect(issue.data.pull_request).toBeUndefined()
    const pr = await octokit.rest.issues.get({ ...repo, issue_number: own })
    expect(pr.data.pull_request?.url).toBe(`${gh.url}/repos/acme/widgets/pulls/${own}`)
    await expect(
      octokit.rest.issues.createComment({ ...repo, issue_number: 99, body: 'x' })
    ).rejects.toMatchObject({ status: 404 })
  })

  it('adds and removes labels, 404 when removing an absent one', async () => {
    const octokit = client(gh)
    const added = await octokit.rest.issues.addLabels({
      ...repo,
      issue_number: own,
      labels: ['needs-human', 'autoloop']
    })
    expect(added.data.map((l) => l.name)).toEqual(['autoloop', 'needs-human'])
    expect(gh.store.issueLabels(own)).toEqual(['autoloop', 'needs-human'])
    const removed = await octokit.rest.issues.removeLabel({
      ...repo,
      issue_number: own,
      name: 'needs-human'
    })
    expect(removed.data.map((l) => l.name)).toEqual(['autoloop'])
    await expect(
      octokit.rest.issues.removeLabel({ ...repo, issue_number: own, name: 'needs-human' })
    ).rejects.toMatchObject({
      status: 404,
      response: { data: { message: 'Label does not exist' } }
    })
    const bareArray = await api(gh, `/repos/acme/widgets/issues/${own}/labels`, {
      method: 'POST',
      body: JSON.stringify(['a b'])
    })
    expect(bareArray.status).toBe(200)
    const listed = await octokit.rest.issues.listLabelsOnIssue({ ...repo, issue_number: own })
    expect(listed.data.map((l) => l.name)).toEqual(['autoloop', 'a b'])
  })
})
