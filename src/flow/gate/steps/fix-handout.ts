// A fix decision handed out: the fix prompt written as a file (the fix-prompt-file output) and,
// when a fixer runs in Actions, a fixer run dispatched on the program's branch with it.
import * as core from '@actions/core'
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { errorLine } from '../../../rules/errors.js'
import type { FailureReport } from '../../../rules/gate/failure-report.js'
import type { GateReport } from '../../../rules/gate/report.js'
import { renderFixPrompt } from '../../../rules/prompt/fix-prompt.js'
import { dispatchesFixer, fitPrompt, type FixerInputs } from '../../../rules/fix/fixer-workflow.js'
import { dispatchWorkflow } from '../../../adapters/github/workflow-dispatch.js'
import type { MaintainerNote } from '../../../rules/steer/notes.js'
import type { Committed } from '../commit-decision.js'
import { maintainerNotes } from '../maintainer-notes.js'
import { bestEffortValue, missingPermission } from './best-effort.js'
import type { EffectSettings, PreparedComments } from './comments.js'
import type { GateIo } from './gate-io.js'

/** The fix decision to hand out, and what it was decided on. */
export interface FixToHandOut {
  committed: Pick<Committed, 'verdict' | 'read'>
  report: GateReport
  failure: FailureReport
  /** The CI run whose completion woke the gate; null for a manual run. */
  ciRunUrl: string | null
  /** What was done on the program issue before the commit. */
  before: PreparedComments | null
}

/**
 * The fix instructions, as a file (its path is returned) and, when a fixer runs in Actions, as
 * the inputs of a fixer run dispatched on the program's branch. A fixer that cannot be started
 * fails the step loudly; the decision stands and the wall clock bounds the hold.
 */
export async function handOutFix(
  io: GateIo,
  config: EffectSettings,
  fix: FixToHandOut
): Promise<string> {
  const { ctx } = io
  const { report, failure } = fix
  const keeper = fix.committed.verdict.keeper === true
  const render = await promptRenderer(io, config, fix)
  const dispatch = dispatchesFixer(config.fixer)
    ? fitPrompt(render, failure.excerpt, (packed) => ({
        program: report.program ?? '',
        'head-sha': report.headSha ?? '',
        attempt: String(report.attempt ?? 1),
        prompt: packed,
        'pr-number': report.pullNumber === null ? '' : String(report.pullNumber)
      }))
    : null
  const dir = join(ctx.runnerTemp, 'green-gate')
  await mkdir(dir, { recursive: true })
  // A keeper's attempt numbers start again at 1: its own name keeps it from an earlier prompt's.
  const kind = keeper ? 'keeper-' : ''
  const file = join(
    dir,
    `fix-prompt-${report.program ?? 'program'}-${kind}${report.attempt ?? 1}.md`
  )
  await writeFile(file, dispatch?.prompt ?? render(failure.excerpt), 'utf8')
  if (dispatch !== null) await startFixer(io, config, report, dispatch.inputs)
  return file
}

/** The fix prompt around a log excerpt, with what maintainers wrote since the last decision. */
async function promptRenderer(
  io: GateIo,
  config: EffectSettings,
  fix: FixToHandOut
): Promise<(excerpt: string) => string> {
  const { ctx } = io
  const { report, failure, committed } = fix
  // Oldest first, without the attempt just handed out.
  const earlier = committed.verdict.timeline.slice(0, -1)
  const notes = await notesFor(io, config, fix)
  return (excerpt) =>
    renderFixPrompt({
      repository: `${ctx.repository.owner}/${ctx.repository.repo}`,
      branch: report.branch ?? '',
      sha: report.headSha ?? '',
      runUrls: [...(fix.ciRunUrl === null ? [] : [fix.ciRunUrl]), ...failure.urls],
      failureClass: failure.failureClass,
      summary: failure.summary,
      signature: failure.signature,
      attempt: report.attempt ?? 1,
      maxAttempts: report.maxAttempts ?? config.maxFixAttempts,
      previousSignatures: earlier.map((a) => a.signature),
      excerpt,
      nonce: `${ctx.runId ?? 0}-${randomBytes(8).toString('hex')}`,
      ...(committed.verdict.keeper === true ? { keeper: { tried: earlier } } : {}),
      notes
    })
}

/** A fixer run dispatched on the program's branch; one that cannot start fails the step. */
async function startFixer(
  io: GateIo,
  config: EffectSettings,
  report: GateReport,
  inputs: FixerInputs
): Promise<void> {
  const run = { workflow: config.fixerWorkflow, branch: report.branch ?? '' }
  try {
    await dispatchWorkflow(io.gh, io.ctx.repository, { ...run, inputs })
    core.info(`green-gate: fixer ${run.workflow} started on ${run.branch}`)
  } catch (error) {
    core.setFailed(
      missingPermission({ io, config }, error) ??
        `green-gate could not start the fixer for attempt ${report.attempt ?? 1}: ${errorLine(error)}; the program stays held until the wall clock pauses it`
    )
  }
}

/**
 * What maintainers wrote on the program issue since the gate's last decision: one read, and only
 * when the issue is known already. Without them the fix still goes out.
 */
async function notesFor(
  io: GateIo,
  config: EffectSettings,
  fix: FixToHandOut
): Promise<MaintainerNote[]> {
  const issue = fix.before?.issue ?? null
  if (issue === null) return []
  const since = fix.committed.read.memory.lastEvent?.at ?? null
  const notes = await bestEffortValue(
    { io, config },
    `read the maintainers' notes on #${issue}`,
    () => maintainerNotes(io.gh, io.ctx.repository, issue, since)
  )
  return notes ?? []
}
