// GitHub's GraphQL shapes (check suites with their workflow runs and check runs, commit status
// contexts) read into the REST-shaped lists `fromRest` reads, so both APIs give the reduction
// the same checks with the same identities. Pure: the pages come in already fetched.
import type { CommitChecks } from './checks-query.js'
import type {
  CheckRunLike,
  CommitStatusLike,
  RestChecks,
  WorkflowRunLike
} from '../../rules/checks/from-rest.js'

export function fromGraphql(checks: CommitChecks): RestChecks {
  const checkRuns: CheckRunLike[] = []
  const workflowRuns: WorkflowRunLike[] = []
  for (const suite of checks.checkSuites.nodes) {
    const run = suite.workflowRun
    // GitHub places an Actions job in its workflow run through the check suite itself.
    if (run !== null && run.databaseId !== null && suite.databaseId !== null) {
      workflowRuns.push({
        id: run.databaseId,
        name: run.workflow.name,
        path: run.file?.path ?? run.workflow.name,
        event: run.event,
        check_suite_id: suite.databaseId,
        // A run held for approval shows only here: its suite has no check runs yet.
        status: suite.status.toLowerCase(),
        conclusion: suite.conclusion?.toLowerCase() ?? null,
        html_url: run.url
      })
    }
    for (const r of suite.checkRuns.nodes) {
      checkRuns.push({
        ...(r.databaseId === null ? {} : { id: r.databaseId }),
        name: r.name,
        status: r.status.toLowerCase(),
        conclusion: r.conclusion?.toLowerCase() ?? null,
        started_at: r.startedAt,
        completed_at: r.completedAt,
        html_url: r.url,
        details_url: r.detailsUrl,
        app: suite.app,
        check_suite: suite.databaseId === null ? null : { id: suite.databaseId }
      })
    }
  }
  const statuses = (checks.status?.contexts ?? []).map((s): CommitStatusLike => ({
    context: s.context,
    state: s.state.toLowerCase(),
    target_url: s.targetUrl,
    created_at: s.createdAt
  }))
  return { checkRuns, statuses, workflowRuns }
}
