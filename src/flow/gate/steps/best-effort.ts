// Labels and comments come after the decision is committed: if one fails, the decision still
// stands and its outputs must still be written, so the run goes on. A permission the job lacks
// fails the run (with the permission and the job to grant it in) once it ends; anything else is
// a warning.
import * as core from '@actions/core'
import { errorLine } from '../../../rules/errors.js'
import { lackedPermission, templateJobFor } from '../../../rules/permission-job.js'
import type { RunnerContext } from '../../../adapters/runner/env.js'
import type { GateSettings } from '../../../rules/vocabulary/settings.js'

/** Where the run runs: the template job a missing permission is granted in. */
export interface RunsIn {
  io: { ctx: Pick<RunnerContext, 'event'> }
  config: Pick<GateSettings, 'mode'>
}

/** A run fails once for each permission it lacks, however many writes that refuses. */
const failedWith = new Set<string>()

export async function bestEffort(o: RunsIn, what: string, act: () => Promise<void>): Promise<void> {
  await bestEffortValue(o, what, act)
}

export async function bestEffortValue<T>(
  o: RunsIn,
  what: string,
  act: () => Promise<T>
): Promise<T | null> {
  try {
    return await act()
  } catch (error) {
    const lacking = missingPermission(o, error)
    if (lacking === null)
      core.warning(`could not ${what}: ${errorLine(error)}; the decision stands`)
    else failOnce(lacking)
    return null
  }
}

function failOnce(line: string): void {
  if (failedWith.has(line)) return
  failedWith.add(line)
  core.setFailed(line)
}

/** The line a refusal for want of a permission fails the run with; null for any other error. */
export function missingPermission(o: RunsIn, error: unknown): string | null {
  return lackedPermission(error, templateJobFor(o.config.mode, o.io.ctx.event.kind))
}
