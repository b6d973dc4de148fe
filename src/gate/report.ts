// What one gate run concluded, as plain data for the outputs, the job summary and the CLI.
import type { CheckVerdict, Reduction } from '../checks/reduce.js'

export type Decision = 'accept' | 'fix' | 'wait' | 'pause' | 'skip'

export interface GateReport {
  decision: Decision
  /** One line: why this decision. */
  reason: string
  program: string | null
  branch: string | null
  headSha: string | null
  pullNumber: number | null
  /** Absent when the gate skipped before looking at any check. */
  reduction: Reduction | null
}

/** Until the fix loop owns the decision, the reduced status maps straight onto one. */
export function decisionForStatus(status: Reduction['status']): Decision {
  return status === 'success' ? 'accept' : status === 'failure' ? 'fix' : 'wait'
}

export function failingChecks(report: GateReport): CheckVerdict[] {
  return report.reduction?.checks.filter((c) => c.bucket === 'failure') ?? []
}
