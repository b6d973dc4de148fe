// The job summary: the decision in a sentence, then every check in a table a person can scan.
import * as core from '@actions/core'
import type { WorkflowOrigin } from '../../rules/checks/identity.js'
import type { CheckStatus, CheckVerdict, Reduction } from '../../rules/checks/reduce.js'
import type { GateReport, RedHead } from '../../rules/gate/report.js'
import { OUTCOME_TEXT, timelineColumns, type FixAttempt } from '../../rules/ledger/memory.js'
import { shortSha, spendText, usd } from '../../rules/text.js'
// Check names, states and links are free text from other apps; the summary renders HTML.
import { escapeHtml } from '../../rules/untrusted.js'
import { programsTable } from '../../rules/issue/programs-table.js'
import { seenText, type WhatRan } from '../../rules/accept/what-ran.js'

type Summary = typeof core.summary
type Cell = Parameters<Summary['addTable']>[0][number][number]

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

/**
 * Adds what one report says to the summary's buffer. Takes the buffer so it is tested without a
 * runner; the toolkit's builder writes the HTML (an empty table cell is its opening tag alone).
 */
export function addReport(summary: Summary, report: GateReport): Summary {
  summary
    .addHeading(`green-gate: ${report.decision}`, 2)
    .addRaw(
      `<p><b>${escapeHtml(report.reason)}</b><br>` +
        `program <code>${escapeHtml(report.program ?? '—')}</code> · ` +
        `branch <code>${escapeHtml(report.branch ?? '—')}</code> · ` +
        `commit <code>${escapeHtml(report.headSha ?? '—')}</code>` +
        (report.pullNumber === null ? '' : ` · PR #${report.pullNumber}`) +
        '</p>'
    )
  // Error lines quote GitHub's answers: escaped.
  if (report.failClosed !== undefined)
    summary.addRaw(
      `<p>Failed closed on: ${report.failClosed.map((e) => `<code>${escapeHtml(e)}</code>`).join('; ')}</p>`,
      true
    )
  if (report.spend !== undefined)
    summary.addRaw(`<p>Fix spending today (UTC): ${spendText(report.spend)}</p>`, true)
  // Test names come from logs: escaped, never rendered.
  if (report.flakes !== undefined)
    summary.addRaw(
      `<p>Known flakes: ${report.flakes.map((t) => `<code>${escapeHtml(t)}</code>`).join(', ')}</p>`,
      true
    )
  for (const issue of report.ignoredIssues ?? [])
    summary.addRaw(
      `<p>issue #${issue} also claims program <code>${escapeHtml(report.program ?? '—')}</code>; ignored</p>`,
      true
    )
  if (report.reduction !== null) {
    const { status, reason } = report.reduction
    summary
      .addRaw(`<p>CI status: <b>${status}</b>: ${escapeHtml(reason)}</p>`)
      .addTable(checkTable(report.reduction))
  }
  if (report.whatRan !== undefined && report.whatRan.length > 0)
    summary.addHeading('What CI was seen to run', 3).addTable(whatRanTable(report.whatRan))
  const timeline = report.timeline ?? []
  if (timeline.length > 0) {
    const title =
      report.decision === 'accept'
        ? "Timeline of the accepted iteration's fix attempts"
        : "Timeline of this iteration's fix attempts"
    summary.addHeading(title, 3).addTable(timelineTable(timeline, report.maxAttempts))
  }
  // The programs' table is markdown, as the CLI prints it: the summary renders both.
  if (report.programs !== undefined) summary.addRaw(`\n${programsTable(report.programs)}\n`, true)
  const red = report.redHeads ?? []
  if (report.redHeads !== undefined) {
    summary.addHeading(`Gated pull requests with a red head: ${red.length}`, 3)
    if (red.length > 0) summary.addTable(redHeadTable(red))
  }
  return summary
}

/**
 * One row per CI job: the runner and counts its log showed, or "what ran: not seen" for a job the
 * gate cannot vouch for. Job names come from the workflow run: escaped.
 */
function whatRanTable(jobs: WhatRan): Cell[][] {
  const header: Cell[] = ['Job', 'What ran'].map((data) => ({ data, header: true }))
  return [header, ...jobs.map((j) => [escapeHtml(j.job), escapeHtml(seenText(j.inventory))])]
}

/** The keeper's list: program, pull request, head commit and why its CI is red. */
function redHeadTable(red: readonly RedHead[]): Cell[][] {
  const header: Cell[] = ['Program', 'Pull request', 'Head', 'Checks'].map((data) => ({
    data,
    header: true
  }))
  return [
    header,
    ...red.map((r) => [
      `<code>${escapeHtml(r.program)}</code>`,
      `#${r.pullNumber}`,
      `<code>${escapeHtml(shortSha(r.headSha))}</code>`,
      escapeHtml(r.reason)
    ])
  ]
}

export async function writeSummary(report: GateReport): Promise<void> {
  // Runners that emulate Actions do not always provide a summary file; the outputs are written.
  if (!process.env.GITHUB_STEP_SUMMARY) return
  await addReport(core.summary.emptyBuffer(), report).write()
}

/**
 * One row per fix attempt, oldest first: signatures come from logs, so they are escaped. A Cost
 * column only when a fixer reported what an attempt cost.
 */
function timelineTable(attempts: readonly FixAttempt[], max: number | null): Cell[][] {
  const costs = attempts.some((a) => a.costUsd !== undefined)
  const header: Cell[] = timelineColumns(costs).map((data) => ({ data, header: true }))
  return [
    header,
    ...attempts.map((a) => [
      `${a.attempt}/${max ?? '?'}`,
      `<code>${escapeHtml(shortSha(a.commit))}</code>`,
      `<code>${escapeHtml(a.signature)}</code>`,
      escapeHtml(a.failureClass),
      escapeHtml(OUTCOME_TEXT[a.outcome]),
      ...(costs ? [a.costUsd === undefined ? '—' : usd(a.costUsd)] : []),
      a.runUrl === null ? '' : `<a href="${escapeHtml(a.runUrl)}">CI run</a>`
    ])
  ]
}

/** Two workflows may both have a `test` job: the workflow, its file and event tell them apart. */
function workflowCell(workflow: WorkflowOrigin | null): string {
  if (workflow === null) return ''
  return `${escapeHtml(workflow.name)} <code>${escapeHtml(workflow.path)}</code> (${escapeHtml(workflow.event)})`
}
