// `green-gate status STATE_FILE`: what the gate would decide for a program right now. The flags
// are the action's inputs, read by the action's own parser with the action's defaults; the
// checks and the failing log come from files instead of the API, and the decision is gate
// mode's own (judge.ts), so the same inputs give the decision the action gives. Nothing is written.
import { fromRest } from '../../rules/checks/from-rest.js'
import { GateError } from '../../rules/errors.js'
import { reportFailure } from '../../rules/gate/failure-report.js'
import { failuresToFix } from '../../rules/checks/fixable.js'
import {
  fileView,
  judge,
  reduceForGate,
  type CheckSettings,
  type Evaluation
} from '../../rules/gate/judge.js'
import { reconcile } from '../../rules/gate/reconcile.js'
import { pauseReasonText } from '../../rules/ledger/memory.js'
import { analyzeLog } from '../../rules/logs/index.js'
import { decidingSettings, parseSettings } from '../../rules/settings/parse.js'
import type { GateSettings, RunFacts } from '../../rules/vocabulary/settings.js'
import { parseConfigFile } from '../../rules/settings/file.js'
import { isIsoTime } from '../../rules/state/fields.js'
import { parseChecksInput } from './checks-input.js'
import { EXIT_STATUS_OPTION, exitCodeFor, type Command, type OptionSpec } from './command.js'
import { readInput } from './io.js'
import { settingsText, CONFIG_FILE_OPTION } from './settings-file.js'
import { readState } from './state-command.js'
import { allProgramsTable, statusTableOf, TABLE_OPTIONS } from './status-table.js'

/** The action's inputs a decision reads, each a flag of the same name (head-sha is --head). */
const INPUT_FLAGS: Readonly<Record<string, OptionSpec>> = {
  head: {
    kind: 'value',
    placeholder: 'SHA',
    description: "input head-sha: the commit, 40 hex digits (default: the state file's CI Head SHA)"
  },
  'max-fix-attempts': { kind: 'value', placeholder: 'N', description: 'fix budget per iteration' },
  'unknown-failure-attempts': {
    kind: 'value',
    placeholder: 'N',
    description: 'fix attempts for a failure of unknown class'
  },
  'wall-clock-minutes': { kind: 'value', placeholder: 'M', description: 'time cap per iteration' },
  'ignore-checks': {
    kind: 'value',
    placeholder: 'PATTERNS',
    description: 'checks to leave out, comma or newline separated'
  },
  'required-checks': {
    kind: 'value',
    placeholder: 'PATTERNS',
    description: 'checks that must have reported before green'
  },
  'log-byte-budget': {
    kind: 'value',
    placeholder: 'BYTES',
    description: 'bytes of failing log in the analysis'
  },
  'max-log-jobs': { kind: 'value', placeholder: 'N', description: 'failing checks read, at most' },
  reset: {
    kind: 'value',
    placeholder: 'BOOL',
    description: 'true: unpause and start a fresh fix budget, as a retry with reset does'
  }
}

const inputName = (flag: string): string => (flag === 'head' ? 'head-sha' : flag)
const flagName = (input: string): string => (input === 'head-sha' ? 'head' : input)

export const statusCommand: Command = {
  name: 'status',
  synopsis:
    'STATE_FILE | --all [DIR] [--config-file FILE] [--checks FILE] [--log FILE] [--head SHA] [--now ISO] [--ci-started ISO] [--<input> VALUE]... [--exit-status] [--table [--ledger FILE] [--repository OWNER/NAME] [--server-url URL]]',
  summary: 'Print the decision the gate would make for a program; nothing is written.',
  details: [
    "STATE_FILE is the program's state file; --checks takes the head commit's checks in any shape `reduce` reads, and --log the log of the first failing check (any other failing check counts by its name and state, as the action counts a check without a log). One of them may be - for standard input.",
    "The settings come from the repository's settings file as the action reads it (--config-file, default .github/green-gate.yml when there); the other flags are the action's inputs of the same name, which override the file, checked as the action checks them. Prints one JSON line: decision, reason, status, attempt, max_attempts, signature, failure_class, pause_reason.",
    "With --table it prints the program's state instead, as the status table the gate answers `/green-gate status` with: from the ledger given with --ledger, else from the state file's rows; --now sets the table's Updated time.",
    "With --all the argument is a checkout of the state branch (default .), and it prints every program there in one table, as the sweep's job summary shows them: state, fix attempts and budget, last decision and when, pause reason, links."
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
      description: 'the first failing check’s job log, for the signature and class'
    },
    now: { kind: 'value', placeholder: 'ISO', description: 'the time to decide at (default: now)' },
    'ci-started': {
      kind: 'value',
      placeholder: 'ISO',
      description: 'when the CI run started, as the workflow_run event says (default: unknown)'
    },
    'config-file': CONFIG_FILE_OPTION,
    ...INPUT_FLAGS,
    ...TABLE_OPTIONS,
    'exit-status': EXIT_STATUS_OPTION
  },
  positionals: { min: 0, max: 1, name: 'STATE_FILE' },
  async run({ values, flags, positionals }) {
    if (flags.has('all')) {
      const { config } = await configFrom(values)
      const table = await allProgramsTable(values, positionals[0], config)
      return { output: table, exitCode: 0 }
    }
    if (positionals[0] === undefined) throw new GateError('missing STATE_FILE (see --help)')
    const stdinUsers = [positionals[0], values.checks, values.log].filter((p) => p === '-')
    if (stdinUsers.length > 1)
      throw new GateError('only one of STATE_FILE, --checks and --log can be - (standard input)')
    const { config, facts } = await configFrom(values)
    const now = values.now === undefined ? new Date() : isoTime('now', values.now)
    const ciStartedAt =
      values['ci-started'] === undefined ? null : isoTime('ci-started', values['ci-started'])
    const { doc, label } = await readState(positionals[0])
    if (flags.has('table')) {
      const table = await statusTableOf(values, { doc, label, config, now })
      return { output: table, exitCode: 0 }
    }
    const head = facts.headSha ?? doc.state.ciHeadSha?.toLowerCase()
    if (head === undefined)
      throw new GateError('name the commit with --head SHA (the state file has no CI Head SHA)')

    const read = reconcile(null, doc)
    let evaluation: Evaluation | null = null
    const evaluate = (): Promise<Evaluation> => evaluateFiles(values, config)
    const verdict = await judge(
      {
        memory: read.memory,
        file: fileView(doc.state),
        steering: read.steering,
        eventKey: 'cli/status',
        headSha: head,
        branchHead: head,
        reset: facts.reset,
        now
      },
      config,
      { startedAt: ciStartedAt, runUrl: null, fixFailure: null },
      async () => (evaluation = await evaluate())
    )
    // A skip reads no checks; its status is what the checks say all the same.
    evaluation ??= await evaluate()
    const { reduction, failure } = evaluation
    return {
      output: JSON.stringify({
        decision: verdict.decision,
        reason: verdict.reason,
        status: reduction.status,
        attempt: verdict.attempt,
        max_attempts: config.maxFixAttempts,
        signature: failure?.signature ?? null,
        failure_class: failure?.failureClass ?? null,
        pause_reason: verdict.pause === null ? null : pauseReasonText(verdict.pause)
      }),
      exitCode: exitCodeFor(reduction.status, flags.has('exit-status'))
    }
  }
}

/** The checks from --checks and the first failing check's log from --log, as the action reads them. */
async function evaluateFiles(
  values: Readonly<Record<string, string>>,
  config: CheckSettings & Pick<GateSettings, 'logByteBudget' | 'maxLogJobs'>
): Promise<Evaluation> {
  const checks =
    values.checks === undefined
      ? {}
      : parseChecksInput((await readInput(values.checks)).text, values.checks)
  const reduction = reduceForGate(fromRest(checks), config, null)
  const failing = failuresToFix(reduction)
  if (reduction.status !== 'failure' || failing.length === 0) return { reduction, failure: null }
  const logText = values.log === undefined ? null : (await readInput(values.log)).text
  const first = failing[0]
  const failure = await reportFailure(
    reduction,
    { byteBudget: config.logByteBudget, maxJobs: config.maxLogJobs },
    async (check, byteBudget) =>
      check === first && logText !== null
        ? // An Actions check run is named after its job, as the action reads it.
          { kind: 'log', analysis: analyzeLog(logText, { byteBudget }, { name: check.name }) }
        : { kind: 'state' }
  )
  return { reduction, failure }
}

/**
 * The action's input parser on the flags over the settings file, as the action reads its inputs
 * over it; a problem is named by the flag, or the file's line, that caused it.
 */
async function configFrom(
  values: Readonly<Record<string, string>>
): Promise<{ config: GateSettings; facts: RunFacts }> {
  const input = await settingsText(values['config-file'])
  const file = input === null ? null : parseConfigFile(input.text, input.label)
  const given = new Map(
    Object.keys(INPUT_FLAGS).flatMap((flag) => {
      const value = values[flag]
      return value === undefined ? [] : [[inputName(flag), value] as const]
    })
  )
  try {
    // Inputs not given read as the runner passes an unset input, so the parser's defaults
    // (action.yml's) apply. status calls no API: the token is only there to be well-formed.
    const { settings, facts } = parseSettings(
      (name) => (name === 'github-token' ? 'offline' : (given.get(name) ?? '')),
      file
    )
    return { config: decidingSettings(settings), facts }
  } catch (error) {
    if (!(error instanceof GateError)) throw error
    throw new GateError(
      error.message.replace(/^input "([a-z-]+)"/, (_, name: string) => `--${flagName(name)}`)
    )
  }
}

function isoTime(flag: string, raw: string): Date {
  if (!isIsoTime(raw))
    throw new GateError(`--${flag} must be an ISO time like 2026-04-22T22:30:00Z, got "${raw}"`)
  return new Date(raw)
}
