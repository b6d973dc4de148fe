// The job summary: the decision in a sentence, then every check in a table a person can scan.
import * as core from '@actions/core'
import type { WorkflowOrigin } from '../checks/identity.js'
import type { CheckStatus, CheckVerdict, Reduction } from '../checks/reduce.js'
import type { GateReport } from '../gate/report.js'
import { OUTCOME_TEXT, type FixAttempt } from '../ledger/memory.js'
import { shortSha } from '../text.js'
// Check names, states and links are free text from other apps; the summary renders HTML.
import { escapeHtml } from '../untrusted.js'

type Cell = string | { data: string; header: true }

const BUCKET_LABEL: Record<CheckStatus, string> = {
  success: '✅ success',
  failure: '❌ failure',
  pending: '⏳ pending'
}

/** Table rows for the summary: a header, then one row per counted check, then ignored ones. */
function checkTable(reduction: Reduction): Cell[][] {
  const header: Cell[] = ['Check', 'Workflow', 'Source', 'State', 'Bucket', 'Link'].map((data) => ({
    data,
    header: true
  }))
  const row = (c: CheckVerdict, bucket: string): Cell[] => [
    escapeHtml(c.name),
    workflowCell(c.workflow),
    c.source,
    escapeHtml(c.state),
    bucket,
    c.url === null ? '' : `<a href="${escapeHtml(c.url)}">details</a>`
  ]
  return [
    header,
    ...reduction.checks.map((c) => row(c, BUCKET_LABEL[c.bucket])),
    ...reduction.excluded.map((c) => row(c, '➖ ignored'))
  ]
}

export async function writeSummary(report: GateReport): Promise<void> {
  // Runners that emulate Actions do not always provide a summary file; the outputs are written.
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const summary = core.summary
    .addHeading(`green-gate: ${report.decision}`, 2)
    .addRaw(
      `<p><b>${escapeHtml(report.reason)}</b><br>` +
        `program <code>${escapeHtml(report.program ?? '—')}</code> · ` +
        `branch <code>${escapeHtml(report.branch ?? '—')}</code> · ` +
        `commit <code>${escapeHtml(report.headSha ?? '—')}</code>` +
        (report.pullNumber === null ? '' : ` · PR #${report.pullNumber}`) +
        '</p>'
    )
  if (report.reduction !== null) {
    const { status, reason } = report.reduction
    summary
      .addRaw(`<p>CI status: <b>${status}</b>: ${escapeHtml(reason)}</p>`)
      .addTable(checkTable(report.reduction))
  }
  const timeline = report.timeline ?? []
  if (timeline.length > 0) {
    summary
      .addHeading(
        report.decision === 'accept'
          ? "Timeline of the accepted iteration's fix attempts"
          : "Timeline of this iteration's fix attempts",
        3
      )
      .addTable(timelineTable(timeline, report.maxAttempts))
  }
  await summary.write()
}

/** One row per fix attempt, oldest first: signatures come from logs, so they are escaped. */
function timelineTable(attempts: readonly FixAttempt[], max: number | null): Cell[][] {
  const header: Cell[] = ['Attempt', 'Commit', 'Signature', 'Class', 'Outcome', 'Run'].map(
    (data) => ({ data, header: true })
  )
  return [
    header,
    ...attempts.map((a) => [
      `${a.attempt}/${max ?? '?'}`,
      `<code>${escapeHtml(shortSha(a.commit))}</code>`,
      `<code>${escapeHtml(a.signature)}</code>`,
      escapeHtml(a.failureClass),
      escapeHtml(OUTCOME_TEXT[a.outcome]),
      a.runUrl === null ? '' : `<a href="${escapeHtml(a.runUrl)}">CI run</a>`
    ])
  ]
}

/** Two workflows may both have a `test` job: the workflow, its file and event tell them apart. */
function workflowCell(workflow: WorkflowOrigin | null): string {
  if (workflow === null) return ''
  return `${escapeHtml(workflow.name)} <code>${escapeHtml(workflow.path)}</code> (${escapeHtml(workflow.event)})`
}
