// What the judge may ask for beyond the run's one read, each looked up lazily and at most once a
// run (the request budgets depend on it): the changes since a base, the CI-defining files, the
// failing tests' text, what the green CI jobs ran. A lookup that fails stands in as none and is
// recorded as what the decision failed closed on.
import * as core from '@actions/core'
import { errorLine } from '../../../rules/errors.js'
import type { GateSettings } from '../../../rules/vocabulary/settings.js'
import type { ProgramRead } from '../../../adapters/github/program-read.js'
import { changedFiles } from '../../../adapters/github/compare.js'
import { readWorkflowFiles } from '../../../adapters/github/workflow-files.js'
import { readTestSources } from '../../../adapters/github/test-sources.js'
import type { WorkflowFile } from '../../../rules/checks/ci-evidence.js'
import type { ChangedFile } from '../../../rules/accept/diff.js'
import { unreviewable } from '../../../rules/accept/reviewable.js'
import { evidenceRuns, wantedCi } from '../../../rules/checks/ci-evidence.js'
import { greenCiJobs, type WhatRan } from '../../../rules/accept/what-ran.js'
import type { EvaluateTarget } from '../../../rules/gate/target.js'
import type { TestSources } from '../../../rules/gate/flake.js'
import type { GateMemory } from '../../../rules/ledger/memory.js'
import { oneLine } from '../../../rules/untrusted.js'
import { ciDefinedFor, ciListedIn } from '../ci-definition.js'
import { orNone } from '../or-none.js'
import { readWhatRan } from '../what-ran.js'
import type { OnceEvaluation } from './evaluation.js'
import type { GateIo } from './gate-io.js'

/** The lookups a decision may make, bound to the run's client and the commit judged. */
export interface Lookups {
  evaluation: OnceEvaluation
  /** The files changed from `base` to the commit judged; null when they cannot be established. */
  changedSince: (base: string) => Promise<ChangedFile[] | null>
  /** Why `changedSince(base)` is null; null when it is not. */
  unknownWhy: (base: string) => Promise<string | null>
  ciFiles: (paths: readonly string[]) => Promise<Record<string, WorkflowFile> | null>
  testSources: (paths: readonly string[]) => Promise<TestSources | null>
  /** Of a change's files, those CI reaches, as the memory decided on knows CI. */
  ciDefined: (memory: GateMemory) => ReturnType<typeof ciDefinedFor>
  whatRan: (memory: GateMemory, baseline: WhatRan | undefined) => ReturnType<typeof readWhatRan>
  /** The failed lookups this run's decision failed closed on so far, one line each. */
  failClosed: () => string[]
}

/** What the lookups are made on: the program as read, and the commit judged. */
export interface LookupSubject {
  target: EvaluateTarget
  view: ProgramRead
  where: { headSha: string }
  evaluation: OnceEvaluation
}

export function lookupsFor(io: GateIo, config: GateSettings, subject: LookupSubject): Lookups {
  const failClosed: string[] = []
  const { view, where, target } = subject
  const compared = onceFor((base) => changesOrWhy(io, { base, head: where.headSha }, failClosed))
  const definition = { ...io, config, target, view, where, failClosed }
  return {
    evaluation: subject.evaluation,
    changedSince: async (base) => {
      const changes = await compared(base)
      return typeof changes === 'string' ? null : changes
    },
    unknownWhy: async (base) => {
      const changes = await compared(base)
      return typeof changes === 'string' ? changes : null
    },
    ciFiles: (paths) => ciFilesOrNone(io, { view, where, failClosed }, paths),
    testSources: (paths) => testSourcesOrNone(io, { where, failClosed }, paths),
    ciDefined: (memory) => ciDefinedFor(definition, memory),
    whatRan: (memory, baseline) =>
      whatRanOn(io, { config, ...subject, failClosed }, memory, baseline),
    failClosed: () => [...failClosed]
  }
}

/** The green CI jobs of the evaluation just made, and what the logs worth reading showed. */
function whatRanOn(
  { gh, ctx }: GateIo,
  on: LookupSubject & { config: GateSettings; failClosed: string[] },
  memory: GateMemory,
  baseline: WhatRan | undefined
) {
  const { evaluation, view, config } = on
  const facts = evaluation.facts()
  const checks = evaluation.made()?.reduction.checks ?? []
  const woke = on.target.trigger?.workflowPath ?? null
  const known = memory.ciWorkflows ?? []
  const wanted =
    facts === null ? [] : wantedCi(config.ciWorkflows, ciListedIn(view), known, woke, facts)
  const ciRuns = new Set(facts === null ? [] : evidenceRuns(facts, wanted).map((r) => r.id))
  const green = greenCiJobs(checks, ciRuns)
  return readWhatRan(gh, ctx.repository, green, baseline, on.failClosed)
}

/**
 * The changes between two commits, or why they cannot be established: GitHub cannot compare
 * them (a base rewritten away by a force push), or its compare is cut short (300 files listed, a
 * test or setting file without its diff). Every reader takes that as "not known" and fails
 * closed; the log says why.
 */
async function changesOrWhy(
  { gh, ctx }: GateIo,
  range: { base: string; head: string },
  failClosed: string[]
): Promise<ChangedFile[] | string> {
  const since = `the changes since ${range.base.slice(0, 7)}`
  try {
    const files = await changedFiles(gh, ctx.repository, range)
    const why = unreviewable(files)
    if (why === null) return files
    core.warning(`${oneLine(why)}: ${since} cannot be established`)
    return why
  } catch (error) {
    core.warning(`${errorLine(orNone(error, failClosed))}; decided without ${since}`)
    return `GitHub cannot compare ${range.base.slice(0, 7)} with ${range.head.slice(0, 7)}`
  }
}

/**
 * CI-defining files' blobs on the default branch and the judged commit (one query), or null when
 * GitHub cannot say: every such file then counts as the branch's change.
 */
async function ciFilesOrNone(
  { gh, ctx }: GateIo,
  on: { view: ProgramRead; where: { headSha: string }; failClosed: string[] },
  paths: readonly string[]
): Promise<Record<string, WorkflowFile> | null> {
  const at = { defaultBranch: on.view.defaultBranch, sha: on.where.headSha }
  try {
    return await readWorkflowFiles(gh, ctx.repository, at, paths)
  } catch (error) {
    const failure = orNone(error, on.failClosed)
    core.warning(`${errorLine(failure)}; each CI file changed counts as the branch's`)
    return null
  }
}

/** The failing test files' text, or null when GitHub cannot give it: the flake rule fails closed. */
async function testSourcesOrNone(
  { gh, ctx }: GateIo,
  on: { where: { headSha: string }; failClosed: string[] },
  paths: readonly string[]
): Promise<TestSources | null> {
  try {
    return await readTestSources(gh, ctx.repository, on.where.headSha, paths)
  } catch (error) {
    const failure = orNone(error, on.failClosed)
    core.warning(`${errorLine(failure)}; the failing tests are not taken for flakes`)
    return null
  }
}

/** A lookup made at most once a run per argument, however often a lost race decides again. */
function onceFor<T>(look: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const made = new Map<string, Promise<T>>()
  return (key) => {
    const known = made.get(key) ?? look(key)
    made.set(key, known)
    return known
  }
}
