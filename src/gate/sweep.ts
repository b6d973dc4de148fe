// Sweep mode, on a schedule or a push to the state branch: read every program's state file and
// run the gate on each program that needs it now (timed out, or unpaused by a maintainer).
import * as core from '@actions/core'
import { posix } from 'node:path'
import type { GitHubClient } from '../github/client.js'
import { describeLocation, listStateFiles, readStateFile } from '../github/state-file.js'
import type { RunnerContext } from '../runner/env.js'
import type { GateConfig } from '../runner/inputs.js'
import { formatStateError, parseStateFile } from '../state/index.js'
import { branchForProgram } from './branch.js'
import { skipReport, type Decision, type GateReport } from './report.js'
import { runGate } from './run-gate.js'
import { programFromPath, sweepAction } from './sweep-rules.js'
import type { EvaluateTarget } from './target.js'

/** The sweep's own outputs report its most consequential decision. */
const WEIGHT: Record<Decision, number> = { pause: 4, fix: 3, accept: 2, wait: 1, skip: 0 }

export async function runSweep(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateConfig
): Promise<GateReport> {
  const repo = ctx.repository
  const dir = posix.dirname(config.statePath) === '.' ? '' : posix.dirname(config.statePath)
  const paths = await listStateFiles(gh, repo, config.stateBranch, dir)
  const now = new Date()
  const done: GateReport[] = []
  for (const path of paths) {
    const program = programFromPath(config.statePath, path)
    if (program === null) continue
    const location = { branch: config.stateBranch, path }
    const stored = await readStateFile(gh, repo, location)
    const parsed = stored === null ? null : parseStateFile(stored.text)
    if (parsed === null) continue
    if (!parsed.ok) {
      core.warning(`${formatStateError(describeLocation(location), parsed.error)}; not swept`)
      continue
    }
    const action = sweepAction(parsed.doc.state, now, config.wallClockMinutes)
    if (action === 'none') continue
    const branch = parsed.doc.state.branch ?? branchForProgram(config.branchPattern, program)
    if (branch === null) {
      core.warning(
        `${describeLocation(location)}: no Branch row and no branch-pattern to place ${program}; not swept`
      )
      continue
    }
    core.info(
      `green-gate sweep: ${program} (${action === 'timeout' ? 'past the wall clock' : 'unpaused'})`
    )
    const target: EvaluateTarget = {
      kind: 'evaluate',
      branch,
      program,
      headSha: null,
      pullNumbers: [],
      trigger: null,
      reset: false
    }
    done.push(await runGate(gh, ctx, { ...config, program, headSha: null }, target))
  }
  if (done.length === 0) {
    return skipReport(`swept ${paths.length} state files: none needed the gate`, {
      program: null,
      branch: null,
      headSha: null
    })
  }
  const lead = done.reduce((a, b) => (WEIGHT[b.decision] > WEIGHT[a.decision] ? b : a))
  return {
    ...lead,
    handedOut: done.filter((r) => r.decision === 'fix'),
    program: done.map((r) => r.program).join(','),
    reason: `swept ${paths.length} state files: ${done.map((r) => `${r.program ?? '?'} → ${r.decision} (${r.reason})`).join('; ')}`
  }
}
