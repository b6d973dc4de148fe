// Of a red reduction, the failing checks a fix could change and the runs GitHub can run again.
// Apart from the failure report: a run asks these of every red, but reads logs only to fix one.
import { awaitsApproval, checksIn, type CheckVerdict, type Reduction } from './reduce.js'

/** The failing checks a fix could change: a run waiting for approval is not one of them. */
export function failuresToFix(reduction: Reduction): CheckVerdict[] {
  return checksIn(reduction.checks, 'failure').filter((c) => !awaitsApproval(c))
}

/** The workflow runs whose failed jobs GitHub can run again. */
export function rerunnableRuns(reduction: Reduction): number[] {
  return [
    ...new Set(
      failuresToFix(reduction).flatMap((c) => (c.workflow === null ? [] : [c.workflow.runId]))
    )
  ]
}
