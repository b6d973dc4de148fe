// CI as the default branch defines it, against the API: which workflows are CI (the gate
// workflow's list, read with the program), and on green, which of the branch's changed files that
// CI reaches beyond ci-config-paths, read in one query (ci-definition.ts, package-change.ts).
import * as core from '@actions/core'
import { GateError, errorLine, standsInAsNone } from '../../rules/errors.js'
import { orNone } from './or-none.js'
import type { GitHubClient } from '../../adapters/github/client.js'
import type { RunnerContext } from '../../adapters/runner/env.js'
import type { GateSettings } from '../../rules/vocabulary/settings.js'
import type { EvaluateTarget } from '../../rules/gate/target.js'
import type { ProgramRead } from '../../adapters/github/program-read.js'
import {
  readCiDefinitionFiles,
  type CiDefinitionFiles,
  type CiDefinitionRequest
} from '../../adapters/github/ci-definition-read.js'
import type { ChangedFile } from '../../rules/accept/diff.js'
import {
  ciDefinition,
  LOCK_FILES,
  reachedBy,
  ROOT_FOLLOWED
} from '../../rules/accept/ci-definition.js'
import { lockMovesRunner, packageJsonDefinesCi } from '../../rules/accept/package-change.js'
import { gateWorkflowPath, listedCi, type ListedCi } from '../../rules/checks/gate-workflow.js'
import type { GateMemory } from '../../rules/ledger/memory.js'

const warned = new Set<string>()
/** Each read made once a run, however often a lost race makes the gate decide again. */
const asked = new Map<string, Promise<CiDefinitionFiles | GateError>>()

/** A warning said once a run, however often a lost race makes the gate decide again. */
function warnOnce(line: string): void {
  if (warned.has(line)) return
  warned.add(line)
  core.warning(line)
}

/**
 * The gate workflow's list by its path and text, parsed once a run: a decision asks for it
 * several times, and a decision made again after a lost race reads the same file again.
 */
const listings = new Map<string, ListedCi>()

/** The workflows the default branch's gate workflow waits for; none (warned) when unknown. */
export function ciListedIn(view: Pick<ProgramRead, 'gateWorkflow'>): string[] {
  if (view.gateWorkflow === undefined) return []
  const { path, text } = view.gateWorkflow
  const key = JSON.stringify([path, text])
  const listed = listings.get(key) ?? listedCi(path, text)
  listings.set(key, listed)
  if (listed.kind === 'listed') return [...listed.names]
  warnOnce(`${listed.why}: CI is only what ci-workflows names or the gate remembers`)
  return []
}

/**
 * The gate workflow to read the CI list from, unless ci-workflows names CI: the one running when
 * a CI run woke it in gate mode, else the installed one.
 */
export function gateWorkflowFor(
  ctx: Pick<RunnerContext, 'event' | 'workflowPath'>,
  config: Pick<GateSettings, 'mode' | 'ciWorkflows'>
): string | null {
  if (config.ciWorkflows.length > 0) return null
  const woken = config.mode === 'gate' && ctx.event.kind === 'workflow_run'
  return gateWorkflowPath(ctx.workflowPath, woken)
}

/** What a gate run knows that the CI definition is read with. */
interface DefinitionRun {
  gh: GitHubClient
  ctx: Pick<RunnerContext, 'repository'>
  config: Pick<GateSettings, 'ciWorkflows'>
  target: Pick<EvaluateTarget, 'trigger'>
  view: Pick<ProgramRead, 'gateWorkflow' | 'defaultBranch'>
  where: { headSha: string }
  /** Why this run's decision failed closed: a read here that failed is added. */
  failClosed: string[]
}

/** The workflows whose definition counts: the configured ones, else those known to be CI. */
function ciNames(run: DefinitionRun, memory: GateMemory): string[] {
  if (run.config.ciWorkflows.length > 0) return [...run.config.ciWorkflows]
  const woke = run.target.trigger?.workflowPath ?? null
  return [...ciListedIn(run.view), ...(memory.ciWorkflows ?? []), ...(woke === null ? [] : [woke])]
}

/**
 * Of a change's files, those the default branch's CI reaches beyond ci-config-paths, in diff
 * order; null when the files it is resolved from cannot be read (a change to CI then cannot be
 * ruled out). One query, only for a change that is not empty.
 */
export function ciDefinedFor(
  run: DefinitionRun,
  memory: GateMemory
): (since: string, changed: readonly ChangedFile[]) => Promise<string[] | null> {
  const { gh, ctx, view, where } = run
  const names = ciNames(run, memory)
  const at = { defaultBranch: view.defaultBranch, head: where.headSha }
  return async (since, changed) => {
    const touched = [...new Set(changed.flatMap((f) => [f.path, f.previousPath ?? f.path]))]
    const compared = ['package.json', ...LOCK_FILES].filter((p) => touched.includes(p))
    const request = { ...at, since, root: ROOT_FOLLOWED, compared }
    const key = JSON.stringify(request)
    const reading = asked.get(key) ?? readOrNone(gh, ctx.repository, request)
    asked.set(key, reading)
    const files = await reading
    if (files instanceof GateError) {
      orNone(files, run.failClosed)
      return null
    }
    const definition = ciDefinition(files, names)
    definition.warnings.forEach(warnOnce)
    const reached = reachedBy(definition)
    const byContent = (path: string) => {
      if (!definition.node || !compared.includes(path)) return false
      const [before, after] = [files.since[path] ?? 'unreadable', files.head[path] ?? 'unreadable']
      return path === 'package.json'
        ? packageJsonDefinesCi(before, after, definition.runners)
        : lockMovesRunner(path, before, after, definition.runners)
    }
    return touched.filter((p) => (compared.includes(p) ? byContent(p) : reached(p)))
  }
}

/** The files, or (warned) why GitHub cannot give them; a permission the job lacks throws. */
async function readOrNone(
  gh: GitHubClient,
  repo: RunnerContext['repository'],
  request: CiDefinitionRequest
): Promise<CiDefinitionFiles | GateError> {
  try {
    return await readCiDefinitionFiles(gh, repo, request)
  } catch (error) {
    if (!standsInAsNone(error)) throw error
    warnOnce(`${errorLine(error)}; the change counts as one to CI`)
    return error
  }
}
