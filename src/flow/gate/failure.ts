// What the gate knows about a red CI, read from the API: per failing check, the evidence (a job
// log streamed through the scanner, or an app's own report), combined by failure-report.ts.
import * as core from '@actions/core'
import { actionsJobId, checkLabel } from '../../rules/checks/identity.js'
import type { CheckVerdict, Reduction } from '../../rules/checks/reduce.js'
import type { GitHubClient } from '../../adapters/github/client.js'
import { checkRunReport, jobSteps, streamJobLog } from '../../adapters/github/job-logs.js'
import { createLogScanner, scriptsSayIntent } from '../../rules/logs/index.js'
import type { Repository } from '../../adapters/runner/env.js'
import { oneLine } from '../../rules/untrusted.js'
import {
  reportFailure,
  type Evidence,
  type FailureOptions,
  type FailureReport
} from '../../rules/gate/failure-report.js'

export function analyzeFailure(
  gh: GitHubClient,
  repo: Repository,
  reduction: Reduction,
  options: FailureOptions
): Promise<FailureReport> {
  return reportFailure(reduction, options, (check, share) => evidence(gh, repo, check, share))
}

async function evidence(
  gh: GitHubClient,
  repo: Repository,
  check: CheckVerdict,
  byteBudget: number
): Promise<Evidence> {
  if (check.source === 'status') return { kind: 'state' }
  const jobId = actionsJobId(check)
  if (jobId === null && check.id !== null) {
    const report = await checkRunReport(gh, repo, check.id)
    const said = [...report.annotations, ...report.output]
    return said.length > 0 ? { kind: 'lines', lines: said } : { kind: 'state' }
  }
  if (jobId === null) return { kind: 'state' }
  const scanner = createLogScanner({ byteBudget })
  if (await streamJobLog(gh, repo, jobId, (chunk) => scanner.push(chunk))) {
    // What the failing step was for: its script says, else its name in the workflow (one more
    // request, made only then), else the job's (an Actions check run is named after its job).
    const job = { name: check.name }
    if (scriptsSayIntent(scanner.end())) return { kind: 'log', analysis: scanner.finish(job) }
    const steps = await jobSteps(gh, repo, jobId)
    const failedSteps = steps.filter((s) => s.conclusion === 'failure').map((s) => s.name)
    return { kind: 'log', analysis: scanner.finish({ ...job, failedSteps }) }
  }
  core.warning(
    oneLine(
      `the log of job "${checkLabel(check)}" (${jobId}) is gone; using its annotations and steps`
    )
  )
  const [report, steps] = await Promise.all([
    checkRunReport(gh, repo, jobId),
    jobSteps(gh, repo, jobId)
  ])
  return {
    kind: 'lines',
    lines: [
      ...report.annotations,
      ...steps.map((s) => `step ${s.name}: ${s.conclusion ?? s.status}`)
    ]
  }
}
