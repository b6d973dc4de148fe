// Mode fix, in the unprivileged fixer job: run the fix command in the job's checkout of the
// judged commit (or take what earlier steps committed there), judge it on its exit and on the
// commits it left, and hand those commits back as a bundle. This step holds no token: the job
// that pushes checks the bundle again and trusts nothing the fixer says.
import * as core from '@actions/core'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { branchForProgram } from '../../rules/gate/branch.js'
import { bareReport, type GateReport } from '../../rules/gate/report.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import type { FixSettings, RunFacts } from '../../rules/vocabulary/settings.js'
import { shortSha } from '../../rules/text.js'
import { readCostFile } from '../../adapters/system/cost-report.js'
import {
  actionsCache,
  restoreFixCache,
  saveFixCache,
  type CacheClient
} from '../../adapters/system/dependency-cache.js'
import { fixerEnvironment } from '../../rules/fix/environment.js'
import { runFixer } from '../../adapters/system/fixer.js'
import { judgeFix } from '../../rules/fix/outcome.js'
import { fixSubject } from '../../rules/fix/subject.js'
import { FIX_ARTIFACT } from '../../rules/fix/fixer-workflow.js'
import { branchAfterFix, writeBundle } from '../../adapters/system/workspace.js'

export async function runFixJob(
  ctx: RunnerContext,
  settings: FixSettings,
  facts: RunFacts,
  cache: CacheClient = actionsCache()
): Promise<GateReport> {
  const { program, headSha } = fixSubject('fix', facts)
  const branch = branchForProgram(settings.branchPattern, program)
  const where = { program, branch, headSha }
  const dir = ctx.workspace
  const command = settings.fixCommand
  // Next to the bundle: the templates hand both to the push job in one artifact, one a run.
  const out = join(ctx.runnerTemp, FIX_ARTIFACT.folder)
  const costFile = join(out, FIX_ARTIFACT.cost)
  await mkdir(out, { recursive: true })
  const cached = command !== null && settings.fixCache.paths.length > 0 ? settings.fixCache : null
  const restored =
    cached === null
      ? null
      : await restoreFixCache(cache, cached, dir, process.env.RUNNER_OS ?? 'Linux')
  const run =
    command === null
      ? { exitCode: 0, timedOut: false }
      : await runFixer(
          command,
          dir,
          fixerEnvironment(process.env, {
            promptFile: facts.fixPromptFile ?? '',
            attempt: facts.attempt ?? 1,
            maxAttempts: settings.maxFixAttempts,
            program,
            branch: branch ?? '',
            headSha,
            costFile
          }),
          settings.fixTimeoutMinutes
        )
  const outcome = judgeFix(
    { ...run, timeLimitMinutes: settings.fixTimeoutMinutes },
    await branchAfterFix(dir, headSha)
  )
  const fixCostUsd = await reportedCost(costFile)
  if (!outcome.ok) {
    core.warning(`the fix on ${shortSha(headSha)} hands back nothing: ${outcome.reason}`)
    return { ...bareReport('fix', outcome.reason, where), attempt: facts.attempt, fixCostUsd }
  }
  // Only a fix worth pushing saves: a failed one may have left the dependencies half-installed.
  if (cached !== null && restored !== null) await saveFixCache(cache, cached, dir, restored)
  const bundle = join(out, FIX_ARTIFACT.bundle)
  await writeBundle(dir, headSha, bundle)
  core.info(`green-gate: bundled ${outcome.commits} fix commit(s): ${outcome.sha}`)
  return {
    ...bareReport('fix', `the fixer made ${outcome.commits} commit(s) on ${headSha}`, where),
    attempt: facts.attempt,
    fixSha: outcome.sha,
    fixBundle: bundle,
    fixCostUsd
  }
}

/** The cost the fix command (or an earlier step) reported in the cost file, if it is usable. */
async function reportedCost(file: string): Promise<number | null> {
  const reading = await readCostFile(file)
  if (reading.kind === 'invalid') core.warning(`the fixer's cost report is ignored: ${reading.why}`)
  return reading.kind === 'cost' ? reading.usd : null
}
