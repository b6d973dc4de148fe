// Sweep mode, on a schedule and when an autoloop run completes: read every program's ledger and
// state file, and run the gate on each program that needs it now (reverted rows, an unpause, an
// iteration past the wall clock, a commit no gate run has judged).
import * as core from '../../adapters/runner/commands.js'
import type { GitHubClient } from '../../adapters/github/client.js'
import { readProgramView } from '../../adapters/github/program-read.js'
import type { Reduction } from '../../rules/checks/reduce.js'
import { describeLocation, listStateFiles } from '../../adapters/github/state-file.js'
import type { Ledger } from '../../rules/ledger/ledger.js'
import { GateError } from '../../rules/errors.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import type { GateConfig } from '../../rules/config.js'
import type { StateDocument } from '../../rules/state/index.js'
import { branchForProgram } from '../../rules/gate/branch.js'
import { parseState, readProgram, type ProgramFiles } from './commit-decision.js'
import { branchHead, evaluate, openPullFor } from './evaluate.js'
import { programFromEntry, programListing } from '../../rules/gate/path-template.js'
import { reconcile } from '../../rules/gate/reconcile.js'
import { skipReport, type GateReport, type RedHead } from '../../rules/gate/report.js'
import type { Decision } from '../../rules/gate/decision.js'
import { programFiles, runGate } from './run-gate.js'
import { sweepAction, sweepBranch, type SweepAction } from '../../rules/gate/sweep-rules.js'
import type { EvaluateTarget } from '../../rules/gate/target.js'
import { oneLine } from '../../rules/untrusted.js'

/** The sweep's own outputs report its most consequential decision. */
const WEIGHT: Record<Decision, number> = {
  pause: 6,
  fix: 5,
  accept: 4,
  blocked: 3,
  rerun: 2,
  wait: 1,
  skip: 0
}

const WHY: Record<Exclude<SweepAction, 'none' | 'look'>, string> = {
  audit: 'audit chain broken',
  repair: 'state file behind its ledger',
  resume: 'unpaused',
  timeout: 'past the wall clock',
  keep: 'paused; the keeper takes it up'
}

export async function runSweep(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateConfig
): Promise<GateReport> {
  const programs = await listPrograms(gh, ctx, config)
  const now = new Date()
  const keeper = config.keeper ? config.keeperLimits : null
  const done: GateReport[] = []
  /** Programs whose branch the sweep knows, for the keeper's list of red heads. */
  const branches = new Map<string, string>()
  for (const program of programs) {
    const files = programFiles(config, program)
    let found: { ledger: Ledger | null; doc: StateDocument } | null
    try {
      found = await readSweptProgram(gh, ctx, files)
    } catch (error) {
      // One unreadable program must not keep the sweep from the others.
      if (!(error instanceof GateError)) throw error
      core.warning(`${error.message}; not swept`)
      continue
    }
    if (found === null) continue
    const { ledger, doc } = found
    const read = reconcile(ledger, doc, config.auditKey)
    const action = sweepAction(read, doc.state, now, config.wallClockMinutes, keeper)
    // The keeper lists every red head, so it needs every program's branch.
    if (action === 'none' && keeper === null) continue
    const { branch, ignoredRow } = sweepBranch(
      config.branchPattern,
      program,
      branchForProgram(config.branchPattern, program),
      doc.state.branch
    )
    if (ignoredRow) {
      core.warning(
        `${describeLocation(files.state)}: Branch row "${doc.state.branch}" is not a branch of ${program} under branch-pattern "${config.branchPattern}"; ignored`
      )
    }
    if (branch === null) {
      core.warning(
        `${describeLocation(files.state)}: branch-pattern has no place for ${program}; not swept`
      )
      continue
    }
    branches.set(program, branch)
    if (action === 'none') continue
    if (action === 'look') {
      // Only a commit no gate run has decided on needs a look; a branch not pushed yet, none.
      const head = await branchHead(gh, ctx, branch).catch(() => null)
      if (head === null || head === read.memory.headSha) continue
    }
    core.info(
      oneLine(
        `green-gate sweep: ${program} (${action === 'look' ? 'commit not judged yet' : WHY[action]})`
      )
    )
    const target: EvaluateTarget = {
      kind: 'evaluate',
      branch,
      program,
      headSha: null,
      pullNumbers: [],
      trigger: null,
      reset: false,
      keeper: action === 'keep'
    }
    done.push(await runGate(gh, ctx, { ...config, program, headSha: null }, target))
  }
  const redHeads = keeper === null ? undefined : await listRedHeads(gh, ctx, config, branches, done)
  if (done.length === 0) {
    return {
      ...skipReport(`swept ${programs.length} programs: none needed the gate`, {
        program: null,
        branch: null,
        headSha: null
      }),
      ...(redHeads === undefined ? {} : { redHeads })
    }
  }
  const lead = done.reduce((a, b) => (WEIGHT[b.decision] > WEIGHT[a.decision] ? b : a))
  return {
    ...lead,
    handedOut: done.filter((r) => r.decision === 'fix'),
    // One program's timeline; several programs' would read as one.
    ...(done.length === 1 ? {} : { timeline: [] }),
    program: done.map((r) => r.program).join(','),
    ...(redHeads === undefined ? {} : { redHeads }),
    reason: `swept ${programs.length} programs: ${done.map((r) => `${r.program ?? '?'} → ${r.decision} (${r.reason})`).join('; ')}`
  }
}

/**
 * Every gated pull request whose head is red: from this sweep's own decision when it made one,
 * else from the head's checks (a few requests per open pull request).
 */
async function listRedHeads(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateConfig,
  branches: ReadonlyMap<string, string>,
  done: readonly GateReport[]
): Promise<RedHead[]> {
  const red: RedHead[] = []
  for (const [program, branch] of branches) {
    const decided = done.find((r) => r.program === program && r.reduction !== null)
    try {
      const pullNumber = decided?.pullNumber ?? (await openPullFor(gh, ctx, branch))
      if (pullNumber === null) continue
      const judged =
        decided?.reduction != null && decided.headSha !== null
          ? { headSha: decided.headSha, reduction: decided.reduction }
          : await headChecks(gh, ctx, config, program, branch)
      if (judged.reduction.status !== 'failure') continue
      red.push({ program, pullNumber, headSha: judged.headSha, reason: judged.reduction.reason })
    } catch (error) {
      if (!(error instanceof GateError)) throw error
      core.warning(`${program}: ${error.message}; left out of the red heads`)
    }
  }
  return red
}

/** The program's ledger and state file; null when it has no state file (nothing to sweep). */
async function readSweptProgram(
  gh: GitHubClient,
  ctx: RunnerContext,
  files: ProgramFiles
): Promise<{ ledger: Ledger | null; doc: StateDocument } | null> {
  const { ledger, storedState } = await readProgram(gh, ctx.repository, files)
  return storedState === null ? null : { ledger, doc: parseState(files.state, storedState.text) }
}

/** Every program with a state file or a ledger on the state branch, by name. */
async function listPrograms(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateConfig
): Promise<string[]> {
  const names = new Set<string>()
  for (const template of [config.statePath, config.ledgerPath]) {
    const { dir } = programListing(template)
    const entries = await listStateFiles(gh, ctx.repository, config.stateBranch, dir)
    for (const entry of entries) {
      const program = programFromEntry(template, entry.path, entry.type)
      if (program !== null) names.add(program)
    }
  }
  return [...names].sort()
}

/** A branch's head and its checks reduced, in the one read a gate run makes. */
async function headChecks(
  gh: GitHubClient,
  ctx: RunnerContext,
  config: GateConfig,
  program: string,
  branch: string
): Promise<{ headSha: string; reduction: Reduction }> {
  const files = programFiles(config, program)
  const view = await readProgramView(gh, ctx.repository, {
    branch,
    checksOn: null,
    state: files.state,
    ledger: files.ledger,
    labelling: null
  })
  if (view.checks === null) throw new GateError(`no checks read for ${branch}`)
  return { headSha: view.checks.sha, reduction: await evaluate(gh, ctx, config, view.checks) }
}
