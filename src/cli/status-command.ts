// `green-gate status STATE_FILE`: what the gate would decide for a program right now, from its
// state file, the head commit's checks and (when red) a failing job log. Nothing is written.
import { fromRest } from '../checks/from-rest.js'
import { reduceChecks } from '../checks/reduce.js'
import { GateError } from '../errors.js'
import { decide } from '../gate/decide.js'
import { reconcile } from '../gate/reconcile.js'
import { pauseReasonText } from '../ledger/memory.js'
import { analyzeLog } from '../logs/index.js'
import { parseChecksInput } from './checks-input.js'
import { EXIT_STATUS_OPTION, exitCodeFor, type Command } from './command.js'
import { readInput } from './io.js'
import { readState } from './state-command.js'

export const statusCommand: Command = {
  name: 'status',
  synopsis:
    'STATE_FILE [--checks FILE] [--log FILE] [--head SHA] [--now ISO] [--max-fix-attempts N] [--wall-clock-minutes M] [--exit-status]',
  summary: 'Print the decision the gate would make for a program; nothing is written.',
  details: [
    "STATE_FILE is the program's state file; --checks takes the head commit's checks in any shape `reduce` reads, and --log a failing job's log. One of them may be - for standard input. Prints one JSON line: decision, reason, status, attempt, pause_reason."
  ],
  options: {
    checks: {
      kind: 'value',
      placeholder: 'FILE',
      description: "the head commit's checks (default: none yet, pending)"
    },
    log: {
      kind: 'value',
      placeholder: 'FILE',
      description: 'a failing job log, for the signature and class'
    },
    head: {
      kind: 'value',
      placeholder: 'SHA',
      description: "the head commit, 40 hex digits (default: the state file's CI Head SHA)"
    },
    now: { kind: 'value', placeholder: 'ISO', description: 'the time to decide at (default: now)' },
    'max-fix-attempts': {
      kind: 'value',
      placeholder: 'N',
      description: 'fix budget per iteration (default 5)'
    },
    'wall-clock-minutes': {
      kind: 'value',
      placeholder: 'M',
      description: 'time cap per iteration (default 60)'
    },
    'exit-status': EXIT_STATUS_OPTION
  },
  positionals: { min: 1, max: 1, name: 'STATE_FILE' },
  async run({ values, flags, positionals }) {
    const stdinUsers = [positionals[0], values.checks, values.log].filter((p) => p === '-')
    if (stdinUsers.length > 1)
      throw new GateError('only one of STATE_FILE, --checks and --log can be - (standard input)')
    if (values.head !== undefined && !/^[0-9a-f]{40}$/i.test(values.head))
      throw new GateError(`--head must be a full 40-character commit SHA, got "${values.head}"`)
    const { doc } = await readState(positionals[0])
    const state = doc.state

    const checks =
      values.checks === undefined
        ? {}
        : parseChecksInput((await readInput(values.checks)).text, values.checks)
    const reduction = reduceChecks(fromRest(checks))
    const analysis =
      reduction.status === 'failure' && values.log !== undefined
        ? analyzeLog((await readInput(values.log)).text)
        : null
    const head = values.head?.toLowerCase() ?? state.ciHeadSha ?? '0'.repeat(40)
    const now = values.now === undefined ? new Date() : new Date(values.now)
    if (Number.isNaN(now.getTime()))
      throw new GateError(`--now must be an ISO time, got "${values.now}"`)

    const read = reconcile(null, doc)
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
        maxFixAttempts: count(values['max-fix-attempts'], 5, 'max-fix-attempts'),
        wallClockMinutes: count(values['wall-clock-minutes'], 60, 'wall-clock-minutes'),
        unknownClassAttempts: 1,
        // Without the job list there is no telling whether a re-run is possible: judged as a fix.
        infraReruns: 0
      },
      runUrl: null
    })
    return {
      output: JSON.stringify({
        decision: verdict.decision,
        reason: verdict.reason,
        status: reduction.status,
        attempt: verdict.attempt,
        pause_reason: verdict.pause === null ? null : pauseReasonText(verdict.pause)
      }),
      exitCode: exitCodeFor(reduction.status, flags.has('exit-status'))
    }
  }
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
