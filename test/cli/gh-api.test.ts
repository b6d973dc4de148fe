// The README's pipeline: `gh api --paginate --slurp` on a commit's check runs and on its
// statuses, both printed into one pipe, read by `green-gate reduce`. The pages come from the
// local GitHub, fetched the way gh pages: follow each Link rel="next", collect the bodies in one
// JSON list.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { GitHubEmulator } from '../../emulator/index.js'
import { TEST_TOKEN } from '../../emulator/runner.js'
import { runMain } from '../support/cli-in-process.js'
import { runCli } from '../support/run-cli.js'

const SHA = 'd'.repeat(40)

async function slurp(gh: GitHubEmulator, path: string): Promise<string> {
  const pages: unknown[] = []
  for (let url: string | undefined = `${gh.url}${path}?per_page=100`; url !== undefined;) {
    const response = await fetch(url, { headers: { authorization: `token ${TEST_TOKEN}` } })
    pages.push(await response.json())
    url = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1]
  }
  return `${JSON.stringify(pages, null, 2)}\n`
}

describe('green-gate reduce on gh api --paginate --slurp output', () => {
  let gh: GitHubEmulator
  let checkRuns: string
  let statuses: string

  beforeAll(async () => {
    gh = await GitHubEmulator.start()
    for (let i = 0; i < 230; i++) {
      gh.store.addCheckRun({
        headSha: SHA,
        name: `job ${i}`,
        status: 'completed',
        conclusion: i === 217 ? 'failure' : 'success'
      })
    }
    for (let i = 0; i < 120; i++)
      gh.store.addStatus({ sha: SHA, context: `ci/${i}`, state: 'success' })
    // A context that failed, then passed: the newer status counts.
    gh.store.addStatus({ sha: SHA, context: 'ci/flaky', state: 'failure' })
    gh.store.addStatus({ sha: SHA, context: 'ci/flaky', state: 'success' })
    checkRuns = await slurp(gh, `/repos/acme/widgets/commits/${SHA}/check-runs`)
    statuses = await slurp(gh, `/repos/acme/widgets/commits/${SHA}/statuses`)
  })
  afterAll(() => gh.close())

  it('counts every page of both lists', async () => {
    expect(JSON.parse(checkRuns)).toHaveLength(3)
    expect(JSON.parse(statuses)).toHaveLength(2)
    const result = await runCli(['reduce', '--exit-status'], checkRuns + statuses)
    const out = JSON.parse(result.stdout) as {
      status: string
      buckets: Record<string, string[]>
      checks: unknown[]
    }
    expect(out.status).toBe('failure')
    expect(out.buckets.failure).toEqual(['job 217'])
    expect(out.checks).toHaveLength(230 + 121)
    expect(out.buckets.success).toContain('ci/flaky')
    expect(result.exitCode).toBe(1)
  })

  it('reads either list alone, and a list of statuses without --slurp', async () => {
    const runsOnly = await runMain(['reduce', '--ignore', 'job 217'], checkRuns)
    expect(JSON.parse(runsOnly.stdout)).toMatchObject({ status: 'success', ignored: ['job 217'] })
    const page = JSON.stringify((JSON.parse(statuses) as unknown[])[0])
    expect(JSON.parse((await runMain(['reduce'], page)).stdout)).toMatchObject({
      status: 'success'
    })
  })

  it('names the document and element at fault', async () => {
    const broken = statuses.replace('"state": "success"', '"state": ""')
    const result = await runMain(['reduce'], checkRuns + broken)
    expect(result.exitCode).toBe(2)
    expect(result.stderr).toMatch(
      /^green-gate reduce: stdin, document 2: \[0\]\[\d+\]\.state must be a non-empty string\n$/
    )
  })
})
