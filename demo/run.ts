// `npm run demo`: the bundled action against the local GitHub, no token and no network.
// An autoloop branch goes through red, pending and green CI; each gate run's decision is printed.
import { GitHubEmulator } from '../emulator/index.js'
import { workflowRunPayload } from '../emulator/payloads.js'
import { runAction } from '../emulator/runner.js'

const BRANCH = 'autoloop/demo'

const gh = await GitHubEmulator.start()
try {
  const steps: Array<{
    title: string
    sha: string
    checks: Array<[string, 'success' | 'failure' | null]>
  }> = [
    {
      title: 'agent pushes; the test job fails',
      sha: 'd'.repeat(40),
      checks: [
        ['build', 'success'],
        ['test', 'failure']
      ]
    },
    {
      title: 'fix pushed; tests still running',
      sha: 'e'.repeat(40),
      checks: [
        ['build', 'success'],
        ['test', null]
      ]
    },
    { title: 'tests finish green', sha: 'e'.repeat(40), checks: [['test', 'success']] }
  ]
  for (const step of steps) {
    gh.store.setBranch(BRANCH, step.sha)
    for (const [name, conclusion] of step.checks) {
      gh.store.addCheckRun({
        headSha: step.sha,
        name,
        status: conclusion === null ? 'in_progress' : 'completed',
        conclusion
      })
    }
    const run = gh.store.addWorkflowRun({
      name: 'CI',
      headBranch: BRANCH,
      headSha: step.sha,
      status: 'completed',
      conclusion: 'success'
    })
    const result = await runAction({
      apiUrl: gh.url,
      eventName: 'workflow_run',
      payload: await workflowRunPayload(gh, run)
    })
    const o = result.outputs
    console.log(`• ${step.title}\n    ${o.status} → ${o.decision}: ${o.reason}`)
  }
} finally {
  await gh.close()
}
