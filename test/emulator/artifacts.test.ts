import { describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DefaultArtifactClient } from '@actions/artifact'
import { SERVER_URL } from '../../emulator/runner.js'
import { runtimeToken } from '../../emulator/runtime-token.js'
import { client, repo, useGitHub } from './support.js'

/** The toolkit's artifact client reads its service and run from the environment, as a step does. */
async function asRun<T>(
  gh: { url: string },
  run: { ref: string; runId: number },
  act: () => Promise<T>
): Promise<T> {
  const saved = { ...process.env }
  Object.assign(process.env, {
    ACTIONS_RESULTS_URL: `${gh.url}/`,
    ACTIONS_RUNTIME_TOKEN: runtimeToken(run),
    GITHUB_SERVER_URL: SERVER_URL,
    GITHUB_WORKSPACE: tmpdir()
  })
  try {
    return await act()
  } finally {
    process.env = saved
  }
}

async function upload(gh: { url: string }, run: { ref: string; runId: number }, text: string) {
  const dir = await mkdtemp(join(tmpdir(), 'artifact-test-'))
  try {
    await writeFile(join(dir, 'record.txt'), text)
    return await asRun(gh, run, () =>
      new DefaultArtifactClient().uploadArtifact('record.txt', [join(dir, 'record.txt')], dir, {
        skipArchive: true
      })
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

describe('artifacts', () => {
  const gh = useGitHub()

  it("takes the toolkit's upload into the token's run and lists it with its digest and branch", async () => {
    const made = await upload(gh, { ref: 'refs/heads/main', runId: 4100 }, 'hello\n')
    const { data } = await client(gh).rest.actions.listArtifactsForRepo({
      ...repo,
      name: 'record.txt'
    })
    expect(data.total_count).toBe(1)
    expect(data.artifacts[0]).toMatchObject({
      id: made.id,
      size_in_bytes: 6,
      expired: false,
      digest: `sha256:${made.digest}`,
      workflow_run: { id: 4100, head_branch: 'main' }
    })
    expect(gh.store.artifacts.inRun(4100, 'record.txt')?.content?.toString()).toBe('hello\n')
  })

  it('refuses a second artifact of the same name in one run', async () => {
    const run = { ref: 'refs/heads/main', runId: 4200 }
    await upload(gh, run, 'one')
    await expect(upload(gh, run, 'two')).rejects.toThrow(/already exists/)
  })

  it('declines a new artifact once the storage quota is spent', async () => {
    gh.store.artifacts.quota = 0
    try {
      await expect(upload(gh, { ref: 'refs/heads/main', runId: 4300 }, 'x')).rejects.toThrow(
        /quota/
      )
    } finally {
      gh.store.artifacts.quota = null
    }
    expect(gh.store.artifacts.inRun(4300, 'record.txt')).toBeUndefined()
  })

  it('lists newest first, pages, filters by exact name, and keeps expired ones listed', async () => {
    const run = (runId: number, headBranch: string) => ({ runId, headBranch, headSha: 'abc' })
    for (let i = 0; i < 150; i++)
      gh.store.artifacts.seed(run(5000 + i, i % 2 ? 'main' : 'autoloop/x'), 'crowd', `${i}`)
    gh.store.artifacts.seed(run(6000, 'main'), 'crowd-other', 'x')
    const list = (page: number) =>
      client(gh).rest.actions.listArtifactsForRepo({ ...repo, name: 'crowd', per_page: 100, page })
    const first = (await list(1)).data
    expect(first.total_count).toBe(150)
    expect(first.artifacts[0]?.workflow_run?.id).toBe(5149)
    expect((await list(2)).data.artifacts).toHaveLength(50)
    expect(gh.store.artifacts.expire((a) => a.name === 'crowd')).toBe(150)
    const expired = (await list(1)).data.artifacts[0]
    expect(expired).toMatchObject({ expired: true, size_in_bytes: 0 })
    expect(expired?.digest).toMatch(/^sha256:/)
  })

  it('deletes an artifact through the REST API', async () => {
    const [record] = gh.store.artifacts.list('crowd-other')
    await client(gh).rest.actions.deleteArtifact({ ...repo, artifact_id: record?.id ?? 0 })
    expect(gh.store.artifacts.list('crowd-other')).toHaveLength(0)
  })

  it('refuses a run that is not the token’s', async () => {
    const response = await fetch(
      `${gh.url}/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${runtimeToken({ ref: 'refs/heads/main', runId: 1 })}`,
          'content-type': 'application/json'
        },
        body: JSON.stringify({ workflow_run_backend_id: '2', name: 'x' })
      }
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'permission_denied' })
  })
})
