// Mode push, in the job that holds the write token: take the fixer job's bundle into a fresh
// repository of the gate's own, check it, and push it to the program's branch. A bundle that is
// missing or refused spends the attempt: the gate records why and decides again.
import * as core from '@actions/core'
import { existsSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { join } from 'node:path'
import { GateError } from '../../rules/errors.js'
import type { GitHubClient } from '../../adapters/github/client.js'
import { dispatchWorkflow } from '../../adapters/github/workflow-dispatch.js'
import { branchForProgram } from '../../rules/gate/branch.js'
import { bareReport, skipReport, type GateReport } from '../../rules/gate/report.js'
import { recordFixCost, runGate } from '../gate/run-gate.js'
import { programFiles } from '../gate/read-programs.js'
import { filesOnly, readProgramView } from '../../adapters/github/program-read.js'
import { describeLocation } from '../../adapters/github/state-file.js'
import { parseLedger } from '../../rules/ledger/codec.js'
import { lastEntry } from '../../rules/ledger/ledger.js'
import type { GateMemory } from '../../rules/ledger/memory.js'
import { resolveTarget } from '../../rules/gate/target.js'
import type { FixCost } from '../../rules/gate/fix-cost.js'
import { errorLine } from '../../rules/errors.js'
import type { EvaluateTarget } from '../../rules/gate/target.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import type {
  FileSettings,
  PushSettings,
  RunFacts,
  Secrets
} from '../../rules/vocabulary/settings.js'
import { shortSha } from '../../rules/text.js'
import { readCostFile } from '../../adapters/system/cost-report.js'
import { fixSubject, outstandingFix } from '../../rules/fix/subject.js'
import { strangerRun } from '../../rules/fix/fixer-run.js'
import { fixerWorkflowPath } from '../../rules/fix/fixer-workflow.js'
import type { FixOutcome } from '../../rules/fix/outcome.js'
import {
  chainOf,
  createGateRepo,
  fetchBranchHead,
  fetchBundle,
  pushFix,
  readBundleStart,
  type Remote
} from '../../adapters/system/push-repo.js'
import {
  bundleTip,
  judgeChain,
  parseBundleHeader,
  protectedPathMatcher
} from '../../rules/fix/verify-fix.js'

export async function runPushJob(
  gh: GitHubClient,
  ctx: RunnerContext,
  run: { settings: PushSettings; facts: RunFacts; secrets: Secrets }
): Promise<GateReport> {
  const { settings: config, facts } = run
  const subject = await pushSubject(gh, ctx, config, facts)
  if ('skipped' in subject) return subject.skipped
  const { program, headSha, branch, attempt } = subject
  const fixCost = await reportedCost(facts.fixCostFile, attempt)
  const outcome = await verifyAndPush(
    ctx,
    config,
    { bundle: facts.fixBundle, token: run.secrets.pushToken },
    { branch, base: headSha }
  )
  if (!outcome.ok) {
    core.warning(`the fix on ${shortSha(headSha)} was not pushed: ${outcome.reason}`)
    const target: EvaluateTarget = {
      kind: 'evaluate',
      branch,
      program,
      headSha,
      pullNumbers: [],
      trigger: null,
      reset: false,
      programIssue: facts.programIssue
    }
    return runGate({ gh, ctx }, config, { target, fixFailure: outcome.reason, fixCost })
  }
  const reason = `pushed ${outcome.commits} fix commit(s) to ${branch}: ${outcome.sha}`
  core.info(`green-gate: ${reason}`)
  // A push made with GITHUB_TOKEN starts no workflow; a workflow_dispatch does.
  const workflow = config.ciWorkflow
  if (workflow !== null) {
    await dispatchWorkflow(gh, ctx.repository, { workflow, branch })
    core.info(`green-gate: dispatched ${workflow} on ${branch}`)
  }
  if (fixCost !== null) {
    // The fix is pushed whatever happens here: a cost that cannot be recorded is a warning.
    const at = { program, branch, headSha, programIssue: facts.programIssue }
    await recordFixCost({ gh, ctx }, config, at, fixCost).catch((error: unknown) => {
      core.warning(`could not record the fix's cost in the ledger: ${errorLine(error)}`)
    })
  }
  return {
    ...bareReport('fix', reason, { program, branch, headSha }),
    attempt,
    fixSha: outcome.sha,
    fixCostUsd: fixCost?.usd ?? null
  }
}

/**
 * The fix being pushed. Named by inputs when a workflow passes them; after a fixer run dispatched
 * on the program's branch (this job runs on its `workflow_run`), the fix the ledger holds out on
 * that run's commit: nothing the fixer run handed back names it.
 */
async function pushSubject(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: PushSettings,
  facts: RunFacts
): Promise<
  | { program: string; headSha: string; branch: string; attempt: number | null }
  | { skipped: GateReport }
> {
  if (ctx.event.kind !== 'workflow_run' || facts.headSha !== null) {
    const { program, headSha } = fixSubject('push', facts)
    const branch = branchForProgram(config.branchPattern, program)
    if (branch === null) {
      throw new GateError(
        `input "branch-pattern" ("${config.branchPattern}") has no single * to place program "${program}" in`
      )
    }
    return { program, headSha, branch, attempt: facts.attempt }
  }
  const target = resolveTarget(ctx.event, config.branchPattern, facts)
  if (target.kind === 'skip') return { skipped: skipReport(target.reason, target) }
  const { program, branch } = target
  const run = ctx.event
  const notPushed = (why: string) => ({
    skipped: skipReport(
      `fixer run ${run.runId} on ${shortSha(run.headSha)} is not pushed: ${why}`,
      {
        program,
        branch,
        headSha: run.headSha
      }
    )
  })
  const { memory, gate } = await programMemory(gh, ctx, config, program)
  const fix =
    memory === null ? { none: 'the program has no ledger' } : outstandingFix(memory, run.headSha)
  if ('none' in fix) return notPushed(fix.none)
  const stranger = strangerRun(run, {
    path: fixerWorkflowPath(config.fixerWorkflow),
    gate,
    handedOutAt: fix.handedOutAt,
    attempt: fix.attempt
  })
  if (stranger !== null) return notPushed(stranger)
  return { program, branch, headSha: fix.headSha, attempt: fix.attempt }
}

/**
 * The program's memory as its ledger's newest entry has it (null when it has no ledger), and the
 * account this job's token acts as: the gate's, as every green-gate workflow uses the same token.
 */
async function programMemory(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: FileSettings,
  program: string
): Promise<{ memory: GateMemory | null; gate: string }> {
  const files = programFiles(config, program)
  const view = await readProgramView(gh, ctx.repository, { ...filesOnly(files), viewer: true })
  if (view.viewer === null) throw new GateError('GitHub did not say which account the token is')
  if (view.ledger === null) return { memory: null, gate: view.viewer }
  const parsed = parseLedger(view.ledger.text)
  if (!parsed.ok) throw new GateError(`${describeLocation(files.ledger)}: ${parsed.message}`)
  return { memory: lastEntry(parsed.ledger)?.memory ?? null, gate: view.viewer }
}

/** The cost report the fixer job handed over for the attempt being pushed, checked. */
async function reportedCost(file: string | null, attempt: number | null): Promise<FixCost | null> {
  if (file === null) return null
  const reading = await readCostFile(file)
  if (reading.kind === 'invalid') core.warning(`the fixer's cost report is ignored: ${reading.why}`)
  if (reading.kind !== 'cost' || attempt === null) return null
  return { attempt, usd: reading.usd }
}

/**
 * Checks the fixer's bundle (`fix.bundle`) against the branch and the protected paths, and pushes
 * it with `fix.token`.
 */
async function verifyAndPush(
  ctx: RunnerContext,
  config: Pick<PushSettings, 'protectedPaths'>,
  fix: { bundle: string | null; token: string },
  { branch, base }: { branch: string; base: string }
): Promise<FixOutcome> {
  const { bundle } = fix
  if (bundle === null || !existsSync(bundle)) {
    return { ok: false, reason: 'the fixer handed back no commits' }
  }
  const header = parseBundleHeader(await readBundleStart(bundle))
  if ('error' in header) return { ok: false, reason: header.error }
  const tip = bundleTip(header, base)
  if ('error' in tip) return { ok: false, reason: tip.error }

  const remote: Remote = {
    url: `${ctx.serverUrl}/${ctx.repository.owner}/${ctx.repository.repo}.git`,
    serverUrl: ctx.serverUrl,
    token: fix.token
  }
  const repo = await createGateRepo(await mkdtemp(join(ctx.runnerTemp, 'green-gate-push-')), remote)
  let head: string
  try {
    head = await fetchBranchHead(repo, remote, branch)
  } catch (error) {
    if (error instanceof GateError)
      return { ok: false, reason: `cannot read ${branch}: ${error.message}` }
    throw error
  }
  if (head !== base) {
    return {
      ok: false,
      reason: `${branch} moved to ${shortSha(head)} after ${shortSha(base)} was judged`
    }
  }
  try {
    await fetchBundle(repo, bundle, tip.sha)
  } catch (error) {
    if (error instanceof GateError)
      return { ok: false, reason: `unusable bundle: ${error.message}` }
    throw error
  }
  const isProtected = protectedPathMatcher(config.protectedPaths)
  const outcome = judgeChain(base, tip.sha, await chainOf(repo, base, tip.sha), isProtected)
  if (!outcome.ok) return outcome
  try {
    await pushFix(repo, remote, tip.sha, branch)
  } catch (error) {
    // Never forced: a branch that moved meanwhile refuses the push, and the gate decides again.
    if (error instanceof GateError) return { ok: false, reason: `push refused: ${error.message}` }
    throw error
  }
  return outcome
}
