// `green-gate reduce`: step 5a on JSON the caller already has, e.g. from `gh api`.
import {
  fromRest,
  type CheckRunLike,
  type CommitStatusLike,
  type WorkflowRunLike
} from '../checks/from-rest.js'
import { checkLabel } from '../checks/identity.js'
import { checkMatcher, parseCheckPatterns } from '../checks/ignore.js'
import { reduceChecks } from '../checks/reduce.js'
import { GateError } from '../errors.js'
import { parseArgs, parseJson, readInput } from './io.js'

export const reduceUsage =
  'reduce [FILE|-] [--ignore PATTERNS]   reduce {"check_runs": [...], "statuses": [...], "workflow_runs": [...]} to one status'

export async function reduceCommand(args: readonly string[]): Promise<string> {
  const { options, positional } = parseArgs(args, ['ignore'])
  const { text, label } = await readInput(positional[0])
  const input = parseReduceInput(parseJson(text, label), label)
  const reduction = reduceChecks(fromRest(input), {
    exclude: checkMatcher(parseCheckPatterns(options.ignore ?? ''))
  })
  const names = (bucket: string): string[] =>
    reduction.checks.filter((c) => c.bucket === bucket).map(checkLabel)
  return JSON.stringify({
    status: reduction.status,
    reason: reduction.reason,
    buckets: { failure: names('failure'), pending: names('pending'), success: names('success') },
    ignored: reduction.excluded.map(checkLabel),
    superseded: reduction.superseded,
    checks: reduction.checks
  })
}

/**
 * Accepts GitHub's REST shapes; says which element is off when one is. Workflow runs (from
 * `actions/runs?head_sha=`) place each Actions job in its workflow and event.
 */
export function parseReduceInput(
  value: unknown,
  label: string
): { checkRuns: CheckRunLike[]; statuses: CommitStatusLike[]; workflowRuns: WorkflowRunLike[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new GateError(`${label}: expected an object with "check_runs" and/or "statuses"`)
  }
  const record = value as Record<string, unknown>
  return {
    checkRuns: list(record.check_runs, `${label}: check_runs`, [
      'name',
      'status'
    ]) as CheckRunLike[],
    statuses: list(record.statuses, `${label}: statuses`, [
      'context',
      'state'
    ]) as CommitStatusLike[],
    workflowRuns: list(record.workflow_runs, `${label}: workflow_runs`, [
      'path',
      'event'
    ]) as WorkflowRunLike[]
  }
}

function list(value: unknown, where: string, required: readonly string[]): object[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new GateError(`${where} must be a list`)
  return value.map((item: unknown, i) => {
    if (typeof item !== 'object' || item === null)
      throw new GateError(`${where}[${i}] must be an object`)
    for (const field of required) {
      const v = (item as Record<string, unknown>)[field]
      if (typeof v !== 'string' || v === '') {
        throw new GateError(`${where}[${i}].${field} must be a non-empty string`)
      }
    }
    return item
  })
}
