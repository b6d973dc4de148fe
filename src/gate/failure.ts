// What the gate knows about a red CI: per failing check, the evidence (a job log streamed through
// the scanner, or an app's own report), combined into one signature, class, summary and excerpt.
import * as core from '../runner/commands.js'
import { checkLabel } from '../checks/identity.js'
import { awaitsApproval, type CheckVerdict, type Reduction } from '../checks/reduce.js'
import type { GitHubClient } from '../github/client.js'
import { checkRunReport, jobSteps, streamJobLog } from '../github/job-logs.js'
import {
  analyzeLog,
  createLogScanner,
  summarizeRun,
  type FailureClass,
  type JobAnalysis,
  type LogAnalysis
} from '../logs/index.js'
import type { Repository } from '../runner/env.js'
import { oneLine } from '../untrusted.js'

export interface FailureReport {
  signature: string
  failureClass: FailureClass
  /** Per failing job: failing step, first error, failing tests and codes. */
  summary: string
  /** Log text for the fixer, within log-byte-budget. */
  excerpt: string
  /** Links to the failing checks. */
  urls: string[]
}

export interface FailureOptions {
  byteBudget: number
  maxJobs: number
}

/** The failing checks a fix could change: a run waiting for approval is not one of them. */
export function failuresToFix(reduction: Reduction): CheckVerdict[] {
  return reduction.checks.filter((c) => c.bucket === 'failure' && !awaitsApproval(c))
}

/** The workflow runs whose failed jobs GitHub can run again. */
export function rerunnableRuns(reduction: Reduction): number[] {
  return [
    ...new Set(
      failuresToFix(reduction).flatMap((c) => (c.workflow === null ? [] : [c.workflow.runId]))
    )
  ]
}

/** An Actions job's check run links to `/actions/runs/<run>/job/<job>`; its id is the job id. */
function actionsJobId(check: CheckVerdict): number | null {
  const match = /\/actions\/runs\/\d+\/job\/(\d+)/.exec(check.url ?? '')
  return match === null ? null : Number(match[1])
}

export async function analyzeFailure(
  gh: GitHubClient,
  repo: Repository,
  reduction: Reduction,
  options: FailureOptions
): Promise<FailureReport> {
  const failing = failuresToFix(reduction)
  const read = failing.slice(0, options.maxJobs)
  // Each job gets an equal share of what is left after the per-job headings, so one huge log
  // cannot crowd the others out and the whole excerpt stays within log-byte-budget.
  const headings = read.reduce((n, c) => n + Buffer.byteLength(heading(checkLabel(c))) + 1, 0)
  const share = Math.max(
    256,
    Math.floor((options.byteBudget - headings) / Math.max(1, read.length))
  )
  const jobs: JobAnalysis[] = []
  for (const check of read) {
    jobs.push({ job: checkLabel(check), analysis: await evidence(gh, repo, check, share) })
  }
  const run = summarizeRun(jobs)
  const skipped = failing.length - read.length
  const note =
    skipped > 0
      ? `\n\n(${skipped} more failing checks not read: ${failing
          .slice(read.length)
          .map(checkLabel)
          .join(', ')})`
      : ''
  return {
    signature: run.signature,
    failureClass: run.failureClass,
    summary: `${run.text}${note}`,
    excerpt: jobs.map((j) => `${heading(j.job)}${j.analysis.excerpt}`).join('\n'),
    urls: failing.flatMap((c) => (c.url === null ? [] : [c.url]))
  }
}

async function evidence(
  gh: GitHubClient,
  repo: Repository,
  check: CheckVerdict,
  byteBudget: number
): Promise<LogAnalysis> {
  if (check.source === 'status')
    return analyzeLog(errorLines([`${check.name}: ${check.state}`]), { byteBudget })
  const jobId = actionsJobId(check)
  if (jobId === null && check.id !== null) {
    const report = await checkRunReport(gh, repo, check.id)
    const said = [...report.annotations, ...report.output]
    return analyzeLog(errorLines(said.length > 0 ? said : [`${check.name}: ${check.state}`]), {
      byteBudget
    })
  }
  if (jobId === null)
    return analyzeLog(errorLines([`${check.name}: ${check.state}`]), { byteBudget })
  const scanner = createLogScanner({ byteBudget })
  if (await streamJobLog(gh, repo, jobId, (chunk) => scanner.push(chunk))) return scanner.finish()
  core.warning(
    oneLine(
      `the log of job "${checkLabel(check)}" (${jobId}) is gone; using its annotations and steps`
    )
  )
  const [report, steps] = await Promise.all([
    checkRunReport(gh, repo, jobId),
    jobSteps(gh, repo, jobId)
  ])
  return analyzeLog(errorLines([...report.annotations, ...steps.map((s) => `step ${s}`)]), {
    byteBudget
  })
}

function heading(job: string): string {
  return `=== ${job} ===\n`
}

// Evidence that is not a runner log is fed to the scanner as the error lines a runner would print.
function errorLines(lines: readonly string[]): string {
  return lines
    .flatMap((l) => l.split(/\r?\n/))
    .map((l) => `##[error]${l}`)
    .join('\n')
}
