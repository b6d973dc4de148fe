// A red commit's failure report from per-check evidence, however the evidence was read: the
// action streams job logs and app reports from the API, `green-gate status` reads a log file.
// One signature, class, summary and excerpt out, the same for the same evidence. Pure but for
// awaiting the evidence.
import { checkLabel } from '../checks/identity.js'
import type { CheckVerdict, Reduction } from '../checks/reduce.js'
import { failuresToFix } from '../checks/fixable.js'
import {
  analyzeReported,
  summarizeRun,
  type FailureClass,
  type JobAnalysis,
  type LogAnalysis
} from '../logs/index.js'

export interface FailureReport {
  signature: string
  failureClass: FailureClass
  /** Per failing job: failing step, first error, failing tests and codes. */
  summary: string
  /** Log text for the fixer, within log-byte-budget. */
  excerpt: string
  /** Links to the failing checks. */
  urls: string[]
  /** The failing tests, as the runners name them, and the files the logs point at. */
  tests: string[]
  files: string[]
}

export interface FailureOptions {
  byteBudget: number
  maxJobs: number
}

/** What one failing check says about itself. */
export type Evidence =
  /** Its job log, analysed by the scanner as it was read, within the check's byte budget. */
  | { kind: 'log'; analysis: LogAnalysis }
  /** What it reported instead of a log: annotations, an app's output, a job's steps. */
  | { kind: 'lines'; lines: readonly string[] }
  /** Nothing to read but its name and state: a commit status, an app's bare run. */
  | { kind: 'state' }

/** A failing check's evidence, read within its share of the byte budget. */
export type EvidenceOf = (check: CheckVerdict, byteBudget: number) => Promise<Evidence>

export async function reportFailure(
  reduction: Reduction,
  options: FailureOptions,
  evidenceOf: EvidenceOf
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
    const evidence = await evidenceOf(check, share)
    jobs.push({ job: checkLabel(check), analysis: analyzeEvidence(check, evidence, share) })
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
    urls: failing.flatMap((c) => (c.url === null ? [] : [c.url])),
    tests: [...new Set(jobs.flatMap((j) => j.analysis.tests))].sort(),
    files: [
      ...new Set(jobs.flatMap((j) => j.analysis.failures.flatMap((f) => f.file ?? [])))
    ].sort()
  }
}

/**
 * Any evidence as the scanner's analysis. Reported lines (and a bare state, as the line
 * `<name>: <state>`) are each an error of its own, signed and classed as the same text in a log
 * would be.
 */
export function analyzeEvidence(
  check: CheckVerdict,
  evidence: Evidence,
  byteBudget: number
): LogAnalysis {
  if (evidence.kind === 'log') return evidence.analysis
  if (evidence.kind === 'lines') return analyzeReported(evidence.lines, { byteBudget })
  // A bare state says nothing of the class: only the rules may read one into its name.
  return analyzeReported([`${check.name}: ${check.state}`], { byteBudget, classModel: false })
}

function heading(job: string): string {
  return `=== ${job} ===\n`
}
