// Failing-check evidence from the API: an Actions job's log streamed chunk by chunk (logs can
// be hundreds of MB, so it is never held whole), or an external app's check output.
import type { Repository } from '../runner/env.js'
import type { GitHubClient } from './client.js'
import { api, explainApiError, isApiFailure } from './errors.js'

/**
 * Streams a job's log to `onChunk`. GitHub answers with a redirect to the plain-text log, which
 * fetch follows. Returns false when the log is gone (expired or never kept: 404 or 410).
 */
export async function streamJobLog(
  gh: GitHubClient,
  repo: Repository,
  jobId: number,
  onChunk: (chunk: Buffer) => void
): Promise<boolean> {
  let body: unknown
  try {
    ;({ data: body } = await gh.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', {
      ...repo,
      job_id: jobId,
      request: { parseSuccessResponseBody: false }
    }))
  } catch (error) {
    if (isApiFailure(error) && (error.status === 404 || error.status === 410)) return false
    throw explainApiError(error, `downloading the log of job ${jobId}`)
  }
  for await (const chunk of body as AsyncIterable<Uint8Array>) {
    onChunk(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
  }
  return true
}

/** A job's step as the jobs API lists it. */
export interface JobStep {
  name: string
  /** `failure`, `success`, ...; null while it has not finished. */
  conclusion: string | null
  status: string
}

/** A job's steps: what each was for, and the evidence left when its log is gone. */
export async function jobSteps(
  gh: GitHubClient,
  repo: Repository,
  jobId: number
): Promise<JobStep[]> {
  const { data } = await api(`reading job ${jobId}`, () =>
    gh.rest.actions.getJobForWorkflowRun({ ...repo, job_id: jobId })
  )
  return (data.steps ?? []).map((s) => ({
    name: s.name,
    conclusion: s.conclusion,
    status: s.status
  }))
}

/** A check run's own report: output title, summary and text, then its annotations. */
export async function checkRunReport(
  gh: GitHubClient,
  repo: Repository,
  checkRunId: number
): Promise<{ output: string[]; annotations: string[] }> {
  const [{ data: run }, annotations] = await Promise.all([
    api(`reading check run ${checkRunId}`, () =>
      gh.rest.checks.get({ ...repo, check_run_id: checkRunId })
    ),
    api(`reading annotations of check run ${checkRunId}`, () =>
      gh.paginate(gh.rest.checks.listAnnotations, {
        ...repo,
        check_run_id: checkRunId,
        per_page: 100
      })
    )
  ])
  return {
    output: [run.output.title, run.output.summary, run.output.text].filter(
      (t): t is string => typeof t === 'string' && t !== ''
    ),
    annotations: annotations.map(
      (a) =>
        `${a.annotation_level ?? 'failure'}: ${a.path}: ${a.title ? `${a.title}: ` : ''}${a.message ?? ''}`
    )
  }
}
