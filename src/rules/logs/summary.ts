// One summary and one signature for a whole failing run, from the analyses of its jobs.

import { classify } from './classify.js'
import { buildSignature, DEFAULT_MAX_SIGNATURE_LENGTH, reduceIdentities } from './signature.js'
import type { FailureClass, LogAnalysis } from './types.js'

export interface JobAnalysis {
  /** The job's name as the checks list shows it. */
  readonly job: string
  readonly analysis: LogAnalysis
}

export interface RunSummary {
  readonly failureClass: FailureClass
  readonly signature: string
  /** Plain text for a code block: per job, the failing step, first error line, tests, codes. */
  readonly text: string
}

const LISTED = 10
const LINE_CHARS = 300

const list = (items: readonly string[]): string => {
  const shown = items.slice(0, LISTED).join(', ')
  return items.length > LISTED ? `${shown} (+${items.length - LISTED} more)` : shown
}

function describeJob({ job, analysis }: JobAnalysis): string {
  const steps = analysis.failingSteps.map((s) => {
    const notes = [
      ...(s.command === undefined ? [] : [`last command: ${s.command}`]),
      ...(s.exitCode === undefined ? [] : [`exit ${s.exitCode}`])
    ]
    return notes.length === 0 ? s.name : `${s.name} (${notes.join('; ')})`
  })
  const lines = [
    `Job ${job}: ${analysis.failureClass}`,
    `  Failing step: ${steps.length === 0 ? '(none marked; the last step was read)' : steps.join('; ')}`
  ]
  if (analysis.firstErrorLine !== undefined) {
    lines.push(`  First error: ${analysis.firstErrorLine.trim().slice(0, LINE_CHARS)}`)
  }
  const errors = analysis.failures.flatMap((f) => (f.test === undefined ? [f.identity] : []))
  if (analysis.tests.length > 0) lines.push(`  Failing tests: ${list(analysis.tests)}`)
  if (analysis.codes.length > 0) lines.push(`  Error codes: ${list(analysis.codes)}`)
  if (errors.length > 0) lines.push(`  Errors: ${list(errors)}`)
  if (analysis.facts.length > 0) lines.push(`  Details: ${list(analysis.facts)}`)
  for (const line of analysis.lastLines ?? []) {
    lines.push(`  Last output: ${line.trim().slice(0, LINE_CHARS)}`)
  }
  if (analysis.failuresTruncated) lines.push('  (more failures than were kept)')
  return lines.join('\n')
}

/**
 * Combine the jobs of a run: the class by precedence over the jobs' classes, the signature
 * from the union of their identities (so it does not depend on job order).
 */
export function summarizeRun(
  jobs: readonly JobAnalysis[],
  maxSignatureLength = DEFAULT_MAX_SIGNATURE_LENGTH
): RunSummary {
  const identities = reduceIdentities(jobs.flatMap((j) => j.analysis.identities))
  const classes = jobs.flatMap((j) =>
    j.analysis.failureClass === 'unknown' ? [] : [j.analysis.failureClass]
  )
  return {
    failureClass: classify(classes),
    signature: buildSignature(identities, maxSignatureLength),
    text: jobs.map(describeJob).join('\n\n')
  }
}
