// Where a missing permission is granted: the template job that runs each mode, so the failure
// names the exact `permissions:` block to edit.
import type { Mode } from './vocabulary/settings.js'
import { errorLine, GateError, permissionText, type Permission } from './errors.js'
import { oneLine } from './untrusted.js'
import type { GateEvent } from './event.js'

export interface TemplateJob {
  /** The workflow file as installed, under `.github/workflows/`. */
  file: string
  job: string
}

const at = (file: string, job: string): TemplateJob => ({ file: `.github/workflows/${file}`, job })

/** Mode gate runs in three templates, told apart by the event that started it. */
const GATE_BY_EVENT: Record<GateEvent['kind'], TemplateJob> = {
  workflow_run: at('green-gate.yml', 'gate'),
  other: at('green-gate.yml', 'gate'),
  workflow_dispatch: at('green-gate-retry.yml', 'retry'),
  issue_comment: at('green-gate-command.yml', 'command')
}

const BY_MODE: Record<Exclude<Mode, 'gate'>, TemplateJob> = {
  sweep: at('green-gate-sweep.yml', 'sweep'),
  push: at('green-gate-push.yml', 'push'),
  fix: at('green-gate-fixer.yml', 'fix')
}

export function templateJobFor(mode: Mode, event: GateEvent['kind']): TemplateJob {
  return mode === 'gate' ? GATE_BY_EVENT[event] : BY_MODE[mode]
}

/** The one line a run fails with when its token lacks a permission: what to add, and where. */
export function missingPermissionLine(needs: Permission, where: TemplateJob, why: string): string {
  return (
    `green-gate needs "${permissionText(needs)}": add it to permissions: of job "${where.job}" ` +
    `in ${where.file} (${why})`
  )
}

/**
 * The line a run fails with: for a permission the job lacks, what to grant and where (when the
 * mode is known); for anything else, the error's own line.
 */
export function failureLine(error: unknown, where: TemplateJob | null): string {
  return (where === null ? null : lackedPermission(error, where)) ?? errorLine(error)
}

/** The line naming the permission the job lacks, when that is what `error` is; else null. */
export function lackedPermission(error: unknown, where: TemplateJob): string | null {
  if (!(error instanceof GateError) || error.kind !== 'permission' || error.needs === null)
    return null
  return missingPermissionLine(error.needs, where, oneLine(error.message))
}
