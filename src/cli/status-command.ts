// `green-gate status STATE_FILE`: what the gate would decide for a program right now, from its
// state file, the head commit's checks and (when red) a failing job log. Nothing is written.
import { fromRest } from '../checks/from-rest.js'
import { reduceChecks } from '../checks/reduce.js'
import { GateError } from '../errors.js'
import { decide } from '../gate/decide.js'
import { reconcile } from '../gate/reconcile.js'
import { pauseReasonText } from '../ledger/memory.js'
import { analyzeLog } from '../logs/index.js'
import { formatStateError, parseStateFile } from '../state/index.js'
import { parseArgs, parseJson, readInput } from './io.js'
import { parseReduceInput } from './reduce-command.js'

export const statusUsage =
  'status STATE_FILE [--checks FILE] [--log FILE] [--head SHA] [--now ISO] [--max-fix-attempts N] [--wall-clock-minutes M]   the decision the gate would make'

const OPTIONS = ['checks', 'log', 'head', 'now', 'max-fix-attempts', 'wall-clock-minutes']

export async function statusCommand(args: readonly string[]): Promise<string> {
  const { options, positional } = parseArgs(args, OPTIONS)
  if (positional.length !== 1) throw new GateError('status takes one STATE_FILE')
  const { text, label } = await readInput(positional[0])
  const parsed = parseStateFile(text)
  if (!parsed.ok) throw new GateError(formatStateError(label, parsed.error))
  const state = parsed.doc.state

  const checks =
    options.checks === undefined
      ? {}
      : parseReduceInput(
          parseJson((await readInput(options.checks)).text, options.checks),
          options.checks
        )
  const reduction = reduceChecks(fromRest(checks))
  const analysis =
    reduction.status === 'failure' && options.log !== undefined
      ? analyzeLog((await readInput(options.log)).text)
      : null
  const head = options.head ?? state.ciHeadSha ?? '0'.repeat(40)
  const now = options.now === undefined ? new Date() : new Date(options.now)
  if (Number.isNaN(now.getTime()))
    throw new GateError(`--now must be an ISO time, got "${options.now}"`)

  const read = reconcile(null, parsed.doc)
  const verdict = decide({
    memory: read.memory,
    file: {
      completed: state.completed,
      completedReason: state.completedReason,
      iterationCount: state.iterationCount,
      pauseReason: state.pauseReason
    },
    steering: read.steering,
    eventKey: 'cli/status',
    headSha: head,
    branchHead: head,
    reset: false,
    status: reduction.status,
    failure:
      reduction.status !== 'failure'
        ? null
        : analysis === null
          ? { signature: `checks:${failingNames(reduction.checks)}`, failureClass: 'unknown' }
          : { signature: analysis.signature, failureClass: analysis.failureClass },
    checksReason: reduction.reason,
    now,
    ciStartedAt: null,
    limits: {
      maxFixAttempts: count(options['max-fix-attempts'], 5, 'max-fix-attempts'),
      wallClockMinutes: count(options['wall-clock-minutes'], 60, 'wall-clock-minutes'),
      unknownClassAttempts: 1
    },
    runUrl: null
  })
  return JSON.stringify({
    decision: verdict.decision,
    reason: verdict.reason,
    status: reduction.status,
    attempt: verdict.attempt,
    pause_reason: verdict.pause === null ? null : pauseReasonText(verdict.pause)
  })
}

function failingNames(checks: readonly { name: string; bucket: string }[]): string {
  return checks
    .filter((c) => c.bucket === 'failure')
    .map((c) => c.name)
    .sort()
    .join(',')
}

function count(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0)
    throw new GateError(`--${name} must be a positive number, got "${raw}"`)
  return value
}
