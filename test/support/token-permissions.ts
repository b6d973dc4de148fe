// What a template job's `permissions:` must grant for the calls the action made in it: each REST
// call and GraphQL operation mapped to the GITHUB_TOKEN permission GitHub documents for it. A call
// this table does not know is reported too, so a new kind of call cannot slip past unchecked.
import { parse } from 'yaml'
import type { RecordedRequest } from '../../emulator/index.js'
import { templates } from '../workflows/support.js'

type Scope = 'actions' | 'checks' | 'contents' | 'issues' | 'pull-requests' | 'statuses'
type Access = 'read' | 'write'
interface Need {
  scope: Scope
  access: Access
}

const read = (...scopes: Scope[]): Need[] => scopes.map((scope) => ({ scope, access: 'read' }))
const write = (...scopes: Scope[]): Need[] => scopes.map((scope) => ({ scope, access: 'write' }))

/** Each GraphQL operation of the action, by what it reads and writes. */
const OPERATIONS: Record<string, Need[]> = {
  GateCommit: write('contents'),
  GateStateHistory: read('contents'),
  GateProgramList: read('contents'),
  GateProgramsRead: read('contents', 'issues', 'pull-requests', 'checks'),
  GateProgramRead: read('contents', 'issues', 'pull-requests', 'checks'),
  GateCheckSuites: read('checks'),
  GateCheckRuns: read('checks'),
  GateWorkflowFiles: read('contents'),
  GateIssueNotes: read('issues'),
  GateStatusAuthor: read('issues'),
  // The status comment's edit, with the needs-human label on the pull request.
  GateStatus: write('issues', 'pull-requests'),
  GateWithdraw: write('issues')
}

/** A REST path under the repository, by its first segments. */
const REST: [RegExp, Scope | 'metadata'][] = [
  [/^$/, 'metadata'],
  [/^collaborators\/[^/]+\/permission$/, 'metadata'],
  [/^actions\//, 'actions'],
  [/^commits\/[^/]+\/(check-runs|check-suites)$/, 'checks'],
  [/^(check-runs|check-suites)(\/|$)/, 'checks'],
  [/^commits\/[^/]+\/status(es)?$/, 'statuses'],
  [/^statuses\//, 'statuses'],
  [/^(git|contents|commits|compare|branches)(\/|$)/, 'contents'],
  [/^(issues|labels)(\/|$)/, 'issues'],
  [/^pulls(\/|$)/, 'pull-requests']
]

/** What one request needs; 'metadata' (which every token holds) is left out. */
function needsOf(request: RecordedRequest, repo: string): Need[] | string {
  const label = `${request.method} ${request.path}`
  if (request.path === '/graphql') {
    return OPERATIONS[request.operation ?? ''] ?? `${label} ${request.operation ?? ''}`
  }
  // A signed download URL the logs endpoints redirect to: the URL is the credential. The Actions
  // cache service and the results (artifact) service take the runner's own token, which no
  // `permissions:` block governs.
  if (['/_blobs/', '/_cache/', '/twirp/'].some((p) => request.path.startsWith(p))) return []
  const prefix = `/repos/${repo}`
  if (!request.path.startsWith(prefix)) return label
  const rest = request.path.slice(prefix.length).replace(/^\//, '')
  const scope = REST.find(([pattern]) => pattern.test(rest))?.[1]
  if (scope === undefined) return label
  if (scope === 'metadata') return []
  return [{ scope, access: request.method === 'GET' ? 'read' : 'write' }]
}

/**
 * The calls among `requests` that the job `job` of template `file` does not grant, one line each
 * (`scope: access for METHOD path`); an unknown call as `unknown: METHOD path`.
 */
export function ungranted(
  file: string,
  job: string,
  requests: readonly RecordedRequest[],
  repo = 'acme/widgets'
): string[] {
  const text = templates().find((t) => t.name === file)?.text
  if (text === undefined) throw new Error(`no template ${file}`)
  const workflow = parse(text) as { jobs: Record<string, { permissions?: Record<string, Access> }> }
  const granted = workflow.jobs[job]?.permissions ?? {}
  const problems = new Set<string>()
  for (const request of requests) {
    const needs = needsOf(request, repo)
    if (typeof needs === 'string') {
      problems.add(`unknown: ${needs}`)
      continue
    }
    for (const { scope, access } of needs) {
      const has = granted[scope]
      if (has === 'write' || has === access) continue
      const what = request.operation ?? request.path
      problems.add(`${scope}: ${access} for ${request.method} ${what}`)
    }
  }
  return [...problems]
}
