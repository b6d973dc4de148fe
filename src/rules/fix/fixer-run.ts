// Which fixer run the push job believes. Its `workflow_run` names a workflow by name only, and
// any workflow file on any branch can carry the fixer's name; a run of the right file can also be
// started by anyone who may dispatch. Only GitHub's own record of the run counts: the file it
// ran, how and by whom it was started, when, and on which commit. Pure.
import { inlineCode } from '../untrusted.js'

/** The run that woke the push job, as GitHub's event records it. */
export interface FixerRunRecord {
  /** The workflow file it ran, `.github/workflows/<file>`. */
  path: string | null
  /** What started it: `workflow_dispatch` for the gate's. */
  event: string | null
  actor: string | null
  /** Who started this attempt of it (a re-run's is whoever re-ran it). */
  triggeringActor: string | null
  createdAt: Date | null
}

/** What the gate's own dispatch of the outstanding fix looks like. */
export interface GateDispatch {
  /** The fixer workflow's path. */
  path: string
  /** The account the gate's token acts as. */
  gate: string
  /** When the ledger handed the fix out; the gate dispatches after it records that. */
  handedOutAt: string
  attempt: number
}

/** Why the run is not the one the gate started for the fix; null when it is. */
export function strangerRun(run: FixerRunRecord, ours: GateDispatch): string | null {
  const shown = (text: string | null): string => (text === null ? 'nothing' : inlineCode(text))
  if (run.path !== ours.path) return `it ran ${shown(run.path)}, not ${ours.path}`
  if (run.event !== 'workflow_dispatch') {
    return `it was started by ${shown(run.event)}, not by a dispatch`
  }
  for (const who of [run.actor, run.triggeringActor]) {
    if (who !== ours.gate) return `it was started by ${shown(who)}, not by the gate (${ours.gate})`
  }
  const since = Date.parse(ours.handedOutAt)
  if (run.createdAt === null || Number.isNaN(since) || run.createdAt.getTime() < since) {
    const at = run.createdAt?.toISOString() ?? 'an unknown time'
    return `it was created at ${at}, before fix attempt ${ours.attempt} was handed out at ${ours.handedOutAt}`
  }
  return null
}
