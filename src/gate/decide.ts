// Steps 5b and 5c as one pure function: the state file's view of the program, the reduced CI
// status and the failure signature in; the decision, its reason and the state changes out.
import type { CheckStatus } from '../checks/reduce.js'
import type { FailureClass } from '../logs/types.js'
import type { HistoryEntry, MachineState, OwnedFields, StateChanges } from '../state/index.js'
import { formatLastEvent, parseLastEvent } from './last-event.js'
import type { Decision } from './report.js'
import { isoSeconds, plural, shortSha } from '../text.js'
// Signatures and check names come from logs and other apps: no mention in them may notify.
import { inlineCode, noMentions } from '../untrusted.js'

export type PauseReason =
  | { kind: 'ci-fix-exhausted'; signature: string }
  | { kind: 'stuck'; signature: string }
  | { kind: 'ci-timeout' }

export function pauseReasonText(reason: PauseReason): string {
  switch (reason.kind) {
    case 'ci-fix-exhausted':
      return `ci-fix-exhausted: ${reason.signature}`
    case 'stuck':
      return `stuck in CI fix loop: ${reason.signature}`
    case 'ci-timeout':
      return 'ci-timeout'
  }
}

/** What decide() needs to know about a red CI. */
export interface FailureFacts {
  signature: string
  failureClass: FailureClass
}

export interface Limits {
  maxFixAttempts: number
  wallClockMinutes: number
  /** Fix attempts allowed when nothing in the log could be recognised. */
  unknownClassAttempts: number
}

/** What is known before any check is read: enough to skip cheaply. */
export interface Screening {
  state: MachineState
  eventKey: string
  /** The commit the event asks about, and the branch's head right now. */
  headSha: string
  branchHead: string
  reset: boolean
}

export interface DecideInput extends Screening {
  status: CheckStatus
  /** Present when status is failure. */
  failure: FailureFacts | null
  /** Reason from the reduction, e.g. `2 of 9 checks failed: lint, test`. */
  checksReason: string
  now: Date
  /** When the CI run that woke the gate started: an iteration's clock starts there. */
  ciStartedAt: Date | null
  limits: Limits
  runUrl: string | null
  /**
   * Why the in-runner fixer's last attempt produced nothing to push, when deciding again right
   * after it: there is no new CI evidence, so neither the same-commit wait nor the stuck rule
   * applies, and the budget decides whether it tries again.
   */
  fixFailure?: string | null
}

export interface Verdict {
  decision: Decision
  reason: string
  /** Fix attempts spent in this iteration after the decision. */
  attempt: number
  pause: PauseReason | null
  /** null: nothing to write. */
  changes: StateChanges | null
  /** The gate lifted a pause (reset, or a maintainer set Paused to false). */
  resumed: boolean
}

/** The skips that need no checks: completed, paused, already handled, superseded. */
export function screen(input: Screening): Verdict | null {
  const { state } = input
  const skip = (reason: string): Verdict => ({
    decision: 'skip',
    reason,
    attempt: state.ciFixAttempts,
    pause: null,
    changes: null,
    resumed: false
  })
  if (state.completed) {
    return skip(`program is completed${state.completedReason ? ` (${state.completedReason})` : ''}`)
  }
  if (state.paused && !input.reset) {
    return skip(
      `program is paused (${state.pauseReason ?? 'no reason given'}); set Paused to false in the state file or dispatch a retry with reset`
    )
  }
  const last = parseLastEvent(state.ciLastEvent)
  if (!input.reset && last?.eventKey === input.eventKey) {
    return skip(`event ${input.eventKey} was already handled (${last.decision})`)
  }
  if (input.headSha !== input.branchHead) {
    return skip(
      `commit ${shortSha(input.headSha)} is no longer the branch head (now ${shortSha(input.branchHead)})`
    )
  }
  if (!input.reset && last?.decision === 'accept' && state.ciHeadSha === input.headSha) {
    return skip(`commit ${shortSha(input.headSha)} was already accepted`)
  }
  return null
}

export function decide(input: DecideInput): Verdict {
  const screened = screen(input)
  if (screened !== null) return screened

  const { state, now, limits } = input
  const last = parseLastEvent(state.ciLastEvent)
  // A pause the gate no longer sees means a person lifted it: they get a fresh budget.
  const resumed = input.reset || (state.paused === false && last?.decision === 'pause')
  const base: OwnedFields = resumed
    ? {
        ...state,
        paused: false,
        pauseReason: null,
        ciFixAttempts: 0,
        ciSignature: null,
        ciHeadSha: null,
        ciGateStarted: null
      }
    : state
  const started = base.ciGateStarted ?? isoSeconds(earliest(input.ciStartedAt, now))
  const elapsedMinutes = (now.getTime() - Date.parse(started)) / 60_000
  const timedOut = elapsedMinutes > limits.wallClockMinutes
  const attempts = base.ciFixAttempts
  const sha = shortSha(input.headSha)

  const verdict = (
    decision: Decision,
    reason: string,
    set: Partial<OwnedFields>,
    extra: Omit<StateChanges, 'set'> = {},
    pause: PauseReason | null = null,
    attempt = attempts
  ): Verdict => ({
    decision,
    reason,
    attempt,
    pause,
    resumed,
    changes: {
      ...extra,
      set: {
        ...(resumed ? { paused: false, pauseReason: null } : {}),
        ciFixAttempts: attempts,
        ciSignature: base.ciSignature,
        ciHeadSha: base.ciHeadSha,
        ciGateStarted: started,
        ...set,
        ciLastEvent: formatLastEvent({ decision, eventKey: input.eventKey, at: isoSeconds(now) })
      }
    }
  })

  const pauseVerdict = (pause: PauseReason, why: string): Verdict => {
    const text = pauseReasonText(pause)
    return verdict(
      'pause',
      `${text} — ${why}`,
      {
        paused: true,
        pauseReason: text,
        ciHeadSha: input.headSha,
        ...(pause.kind === 'ci-timeout' ? {} : { ciSignature: pause.signature })
      },
      {
        // The pushed iteration's `pending-ci` ends here, as it does on accept.
        appendStatus: 'ci-fix-exhausted',
        replaceTrailingPendingCi: true,
        history: [
          historyEntry(input, `⚠️ Paused — ${noMentions(text)}`, [
            ['Commit', `\`${input.headSha}\``],
            ['CI fix attempts', `${attempts}/${limits.maxFixAttempts}`],
            ['Checks', noMentions(input.checksReason)]
          ])
        ]
      },
      pause
    )
  }

  if (timedOut) {
    return pauseVerdict(
      { kind: 'ci-timeout' },
      `iteration running ${Math.floor(elapsedMinutes)} min, past the ${limits.wallClockMinutes} min wall clock`
    )
  }

  switch (input.status) {
    case 'pending': {
      const v = verdict('wait', `CI on ${sha} not finished: ${input.checksReason}`, {})
      // Only the clock start and a lifted pause are worth a commit; a wait changes nothing else.
      return resumed || state.ciGateStarted === null ? v : { ...v, changes: null }
    }
    case 'success':
      return verdict(
        'accept',
        `CI green on ${sha}${attempts > 0 ? ` after ${plural(attempts, 'fix attempt')}` : ''}`,
        {
          paused: false,
          pauseReason: null,
          ciFixAttempts: 0,
          ciSignature: null,
          ciHeadSha: input.headSha,
          ciGateStarted: null
        },
        {
          appendStatus: 'accepted',
          replaceTrailingPendingCi: true,
          history: [
            historyEntry(input, '✅ Accepted — CI green', [
              ['Commit', `\`${input.headSha}\``],
              ...(attempts > 0 ? ([['CI fix attempts', String(attempts)]] as const) : [])
            ])
          ]
        }
      )
    case 'failure': {
      const failure = input.failure ?? { signature: 'unknown', failureClass: 'unknown' }
      const retrying = (input.fixFailure ?? null) !== null
      if (
        !retrying &&
        !resumed &&
        attempts > 0 &&
        base.ciHeadSha === input.headSha &&
        last?.decision === 'fix'
      ) {
        // A second CI workflow finishing on the same commit: the fixer already has this one.
        return {
          ...verdict(
            'wait',
            `failure on ${sha} is already with the fixer as attempt ${attempts}/${limits.maxFixAttempts}`,
            {}
          ),
          changes: null
        }
      }
      if (!retrying && attempts > 0 && failure.signature === base.ciSignature) {
        return pauseVerdict(
          { kind: 'stuck', signature: failure.signature },
          `fix attempt ${attempts} left the same failure`
        )
      }
      const budget =
        failure.failureClass === 'unknown'
          ? Math.min(limits.maxFixAttempts, limits.unknownClassAttempts)
          : limits.maxFixAttempts
      if (attempts >= budget) {
        return pauseVerdict(
          { kind: 'ci-fix-exhausted', signature: failure.signature },
          (budget < limits.maxFixAttempts
            ? `${plural(attempts, 'attempt')} spent on a failure of unknown class`
            : `all ${limits.maxFixAttempts} fix attempts spent`) +
            (retrying ? `; the last one: ${input.fixFailure}` : '')
        )
      }
      const attempt = attempts + 1
      return verdict(
        'fix',
        `CI red on ${sha} (${failure.failureClass}): fix attempt ${attempt}/${limits.maxFixAttempts}`,
        { ciFixAttempts: attempt, ciSignature: failure.signature, ciHeadSha: input.headSha },
        {
          history: [
            historyEntry(input, `🔧 CI fix attempt ${attempt}/${limits.maxFixAttempts}`, [
              ['Commit', `\`${input.headSha}\``],
              ['Class', failure.failureClass],
              ['Signature', inlineCode(failure.signature)],
              ['Checks', noMentions(input.checksReason)],
              ...(retrying ? ([['Previous attempt', input.fixFailure ?? '']] as const) : [])
            ])
          ]
        },
        null,
        attempt
      )
    }
  }
}

/** History entries carry the iteration number the scheduler keeps, when the file has one. */
function historyEntry(
  input: DecideInput,
  status: string,
  lines: ReadonlyArray<readonly [string, string]>
): HistoryEntry {
  const n = input.state.iterationCount
  return {
    title: n === null ? 'CI gate' : `Iteration ${n}`,
    when: input.now,
    ...(input.runUrl ? { runUrl: input.runUrl } : {}),
    lines: [['Status', status], ...lines]
  }
}

function earliest(a: Date | null, b: Date): Date {
  return a !== null && a.getTime() < b.getTime() ? a : b
}
