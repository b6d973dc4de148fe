import { describe, expect, it } from '@jest/globals'
import { MAINTAINER_USER, STRANGER_USER } from '../../emulator/index.js'
import { dispatchPayload } from '../../emulator/payloads.js'
import { api, client, repo, useGitHub } from './support.js'

const BOT = 'github-actions[bot]'

interface PermissionBody {
  permission: string
  role_name: string
  user: { login: string; id: number; type: string; role_name: string; permissions: unknown }
}

describe('users and their permissions', () => {
  const gh = useGitHub((gh) => {
    gh.store.addUser(MAINTAINER_USER)
    gh.store.addUser(STRANGER_USER)
    gh.store.addUser({ login: 'maya', permission: 'maintain' })
    gh.store.addUser({ login: 'tess', permission: 'triage' })
    gh.store.addUser({ login: 'walt', permission: 'write' })
    gh.store.addUser({ login: 'nobody' })
    gh.store.addUser({ login: 'helper[bot]', permission: 'admin' })
  })

  const permission = async (login: string) => {
    const response = await api(gh, `/repos/acme/widgets/collaborators/${login}/permission`)
    return { status: response.status, body: (await response.json()) as PermissionBody }
  }

  it("fills in defaults, keeps GITHUB_TOKEN's bot and the owner, and finds users by email", () => {
    expect(gh.store.user(BOT)).toEqual({
      id: 41898282,
      login: BOT,
      name: BOT,
      email: '41898282+github-actions[bot]@users.noreply.github.com',
      type: 'Bot',
      permission: 'none',
      privateMember: false
    })
    expect(gh.store.user('acme')).toMatchObject({ type: 'User', permission: 'admin' })
    const nobody = gh.store.user('NOBODY')
    expect(nobody).toMatchObject({ login: 'nobody', name: 'nobody', type: 'User' })
    expect(nobody?.email).toBe(`${nobody?.id}+nobody@users.noreply.github.com`)
    expect(gh.store.userByEmail('Mona@Example.com')?.login).toBe('mona')
    expect(gh.store.userByEmail('nobody@users.noreply.github.com')?.login).toBe('nobody')
    expect(gh.store.userByEmail('who@example.com')).toBeUndefined()
  })

  it('registers whoever the store acts as, so the actor always resolves', () => {
    expect(gh.store.user(gh.store.actor)?.type).toBe('Bot')
    gh.store.actor = 'pat-holder'
    expect(gh.store.user('pat-holder')).toMatchObject({ type: 'User', permission: 'none' })
    gh.store.actor = BOT
  })

  it('answers an admin with the collaborator object GitHub sends', async () => {
    const { status, body } = await permission('mona')
    expect(status).toBe(200)
    expect(body).toMatchObject({ permission: 'admin', role_name: 'admin' })
    expect(body.user).toMatchObject({
      login: 'mona',
      id: gh.store.user('mona')?.id,
      type: 'User',
      site_admin: false,
      role_name: 'admin',
      permissions: { pull: true, triage: true, push: true, maintain: true, admin: true }
    })
  })

  it.each([
    ['maya', 'write', 'maintain'],
    ['walt', 'write', 'write'],
    ['tess', 'read', 'triage'],
    ['sam-stranger', 'read', 'read'],
    // Not a collaborator, but anyone may read a public repository.
    ['nobody', 'read', 'read'],
    // An app's bot is never a collaborator, whatever the registry says.
    ['helper[bot]', 'read', 'read'],
    [BOT, 'read', 'read']
  ])('folds %s into the base permission %s, role %s', async (login, base, role) => {
    const { status, body } = await permission(login)
    expect(status).toBe(200)
    expect([body.permission, body.role_name, body.user.role_name]).toEqual([base, role, role])
  })

  it('answers none for a non-collaborator of a private repository', async () => {
    gh.store.repo.private = true
    try {
      expect((await permission('nobody')).body).toMatchObject({ permission: 'none' })
      expect((await permission('helper[bot]')).body.user).toMatchObject({
        type: 'Bot',
        permissions: { pull: false, push: false, admin: false }
      })
      expect((await permission('tess')).body).toMatchObject({ permission: 'read' })
    } finally {
      gh.store.repo.private = false
    }
  })

  it('answers 404 for a login with no account', async () => {
    const { status, body } = await permission('ghost')
    expect(status).toBe(404)
    expect(body).toMatchObject({ message: 'ghost is not a user' })
  })

  it("links a commit's author to the account with its email over REST", async () => {
    gh.store.commitFiles('people', [{ path: 'a.md', content: 'a' }], 'by mona', MAINTAINER_USER)
    const head = async () =>
      (await client(gh).rest.repos.getBranch({ ...repo, branch: 'people' })).data.commit
    expect(await head()).toMatchObject({
      author: { login: 'mona', type: 'User' },
      committer: { login: 'mona' },
      commit: { author: { name: 'Mona Maintainer', email: 'mona@example.com' } }
    })
    gh.store.commitFiles('people', [{ path: 'b.md', content: 'b' }], 'by the bot')
    expect((await head()).author).toMatchObject({ login: BOT, type: 'Bot', id: 41898282 })
    const stranger = { name: 'Un Known', email: 'unknown@example.org' }
    gh.store.commitFiles('people', [{ path: 'c.md', content: 'c' }], 'by nobody', stranger)
    expect((await head()).author).toBeNull()
  })
})

describe('workflow_dispatch sender', () => {
  const gh = useGitHub((gh) => gh.store.addUser(MAINTAINER_USER))

  it('is the repository owner unless a registered sender is named', async () => {
    const plain = await dispatchPayload(gh, { program: 'demo' })
    expect(plain.sender).toMatchObject({ login: 'acme', type: 'User' })

    const mona = await dispatchPayload(gh, { program: 'demo' }, 'refs/heads/main', 'mona')
    expect(mona.sender).toMatchObject({
      login: 'mona',
      id: gh.store.user('mona')?.id,
      type: 'User',
      node_id: expect.any(String),
      html_url: `${gh.serverUrl}/mona`
    })
    const bot = await dispatchPayload(gh, {}, 'refs/heads/main', BOT)
    expect(bot.sender).toMatchObject({ login: BOT, id: 41898282, type: 'Bot' })
    await expect(dispatchPayload(gh, {}, 'refs/heads/main', 'ghost')).rejects.toThrow(/ghost/)
  })
})
