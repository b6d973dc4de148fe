// The job summary: the decision in a sentence, then every check in a table a person can scan.
import { access, appendFile } from 'node:fs/promises'
import { constants } from 'node:fs'
import { EOL } from 'node:os'
import type { WorkflowOrigin } from '../../rules/checks/identity.js'
import type { CheckStatus, CheckVerdict, Reduction } from '../../rules/checks/reduce.js'
import type { GateReport, RedHead } from '../../rules/gate/report.js'
import { OUTCOME_TEXT, timelineColumns, type FixAttempt } from '../../rules/ledger/memory.js'
import { shortSha, spendText, usd } from '../../rules/text.js'
// Check names, states and links are free text from other apps; the summary renders HTML.
import { escapeHtml } from '../../rules/untrusted.js'

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

/**
 * An HTML element. Empty content gives the opening tag alone, as the runner's summary has always
 * been written by this action; browsers close table cells themselves.
 */
function element(tag: string, content: string): string {
  return content === '' ? `<${tag}>` : `<${tag}>${content}</${tag}>`
}

function table(rows: readonly Cell[][]): string {
  const cell = (c: Cell): string =>
    typeof c === 'string' ? element('td', c) : element('th', c.data)
  return element('table', rows.map((row) => element('tr', row.map(cell).join(''))).join(''))
}

/** What one report adds to the summary file: pure, so it is tested without a runner. */
export function renderSummary(report: GateReport): string {
  let html =
    element('h2', `green-gate: ${report.decision}`) +
    EOL +
    `<p><b>${escapeHtml(report.reason)}</b><br>` +
    `program <code>${escapeHtml(report.program ?? '—')}</code> · ` +
    `branch <code>${escapeHtml(report.branch ?? '—')}</code> · ` +
    `commit <code>${escapeHtml(report.headSha ?? '—')}</code>` +
    (report.pullNumber === null ? '' : ` · PR #${report.pullNumber}`) +
    '</p>'
  if (report.spend !== undefined)
    html += `<p>Fix spending today (UTC): ${spendText(report.spend)}</p>` + EOL
  if (report.reduction !== null) {
    const { status, reason } = report.reduction
    html +=
      `<p>CI status: <b>${status}</b>: ${escapeHtml(reason)}</p>` +
      table(checkTable(report.reduction)) +
      EOL
  }
  const timeline = report.timeline ?? []
  if (timeline.length > 0) {
    const title =
      report.decision === 'accept'
        ? "Timeline of the accepted iteration's fix attempts"
        : "Timeline of this iteration's fix attempts"
    html += element('h3', title) + EOL + table(timelineTable(timeline, report.maxAttempts)) + EOL
  }
  const red = report.redHeads ?? []
  if (report.redHeads !== undefined) {
    html +=
      element('h3', `Gated pull requests with a red head: ${red.length}`) +
      EOL +
      (red.length === 0 ? '' : table(redHeadTable(red)) + EOL)
  }
  return html
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
  const file = process.env.GITHUB_STEP_SUMMARY
  // Runners that emulate Actions do not always provide a summary file; the outputs are written.
  if (!file) return
  try {
    await access(file, constants.R_OK | constants.W_OK)
  } catch {
    throw new Error(`GITHUB_STEP_SUMMARY names a file the step cannot write: ${file}`)
  }
  await appendFile(file, renderSummary(report), 'utf8')
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
