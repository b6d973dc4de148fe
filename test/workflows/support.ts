// Static rules for the workflow templates in workflows/ and the repository's own workflows: the
// security boundary of a workflow_run job, checked on the parsed YAML rather than by eye.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { parse } from 'yaml'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface Template {
  name: string
  /** Relative to the repository root, for messages. */
  label: string
  path: string
  text: string
}

/** The YAML files in one folder of the repository. */
function workflowFiles(folder: string): Template[] {
  return readdirSync(join(ROOT, folder))
    .filter((name) => name.endsWith('.yml') || name.endsWith('.yaml'))
    .sort()
    .map((name) => {
      const path = join(ROOT, folder, name)
      return { name, label: `${folder}/${name}`, path, text: readFileSync(path, 'utf8') }
    })
}

/** The templates a maintainer copies. */
export const templates = (): Template[] => workflowFiles('workflows')

/** green-gate's own CI and release workflows. */
export const repositoryWorkflows = (): Template[] => workflowFiles('.github/workflows')

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function jobsOf(workflow: Json): [string, Json][] {
  const jobs = workflow['jobs']
  if (!isObject(jobs)) return []
  return Object.entries(jobs).filter((entry): entry is [string, Json] => isObject(entry[1]))
}

function eventNames(on: unknown): string[] {
  if (typeof on === 'string') return [on]
  if (Array.isArray(on)) return on.filter((name): name is string => typeof name === 'string')
  if (isObject(on)) return Object.keys(on)
  return []
}

/**
 * Every problem with one workflow, one line each; empty when it keeps the rules:
 * - no `${{` anywhere in a `run:` script: event fields, step outputs, inputs and secrets all
 *   reach the shell through `env:` instead, where the shell sees them as data;
 * - `permissions:` at the top, or on every job, and never `write-all`;
 * - no `pull_request_target` trigger.
 */
export function workflowProblems(text: string): string[] {
  const workflow: unknown = parse(text)
  if (!isObject(workflow)) return ['not a YAML mapping']
  const problems: string[] = []

  // `on` is a plain key in YAML 1.2, which the yaml package follows by default.
  if (eventNames(workflow['on']).includes('pull_request_target')) {
    problems.push('uses the pull_request_target trigger')
  }

  const jobs = jobsOf(workflow)
  if (jobs.length === 0) problems.push('has no jobs')

  const topPermissions = workflow['permissions']
  if (topPermissions === 'write-all') problems.push('top-level permissions are write-all')
  for (const [jobId, job] of jobs) {
    const permissions = job['permissions']
    if (permissions === 'write-all') problems.push(`job ${jobId}: permissions are write-all`)
    if (topPermissions === undefined && permissions === undefined) {
      problems.push(`job ${jobId}: no permissions block at the top or on the job`)
    }
    const steps = Array.isArray(job['steps']) ? (job['steps'] as unknown[]) : []
    steps.forEach((step, index) => {
      if (!isObject(step)) return
      const run = step['run']
      if (typeof run !== 'string' || !run.includes('${{')) return
      const label = typeof step['id'] === 'string' ? step['id'] : `#${index + 1}`
      for (const expression of run.match(/\$\{\{[^}]*\}?\}?/g) ?? []) {
        problems.push(`job ${jobId}, step ${label}: run: interpolates ${expression}`)
      }
    })
  }
  return problems
}
