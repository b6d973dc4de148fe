// The job summary: the decision in a sentence, then every check in a table a person can scan.
import * as core from '@actions/core'
import type { CheckStatus, Reduction } from '../checks/reduce.js'
import type { GateReport } from '../gate/report.js'

type Cell = string | { data: string; header: true }

const BUCKET_LABEL: Record<CheckStatus, string> = {
  success: '✅ success',
  failure: '❌ failure',
  pending: '⏳ pending'
}

/** Table rows for the summary: a header, then one row per counted check, then ignored ones. */
function checkTable(reduction: Reduction): Cell[][] {
  const header: Cell[] = ['Check', 'Source', 'State', 'Bucket', 'Link'].map((data) => ({
    data,
    header: true
  }))
  const row = (c: Reduction['checks'][number], bucket: string): Cell[] => [
    escapeHtml(c.name),
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
  await summary.write()
}

// Check names, states and links are free text from other apps; the summary renders HTML.
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
