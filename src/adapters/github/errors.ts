// Turns API failures into one line a maintainer can act on, of a kind the flow can act on.
import { GateError, type ErrorKind, type Permission, type Scope } from '../../rules/errors.js'

interface ApiFailure {
  status: number
  message: string
  request: { method: string; url: string }
  response?: { headers?: Record<string, string | number | undefined> }
}

/** Runs one API call; a failure comes back as a GateError naming what the gate was doing. */
export async function api<T>(doing: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw explainApiError(error, doing)
  }
}

/**
 * An API failure as a GateError naming what the gate was doing, of its kind; anything else
 * unchanged. `needs` is the permission a GraphQL request needed: its route cannot tell.
 */
export function explainApiError(error: unknown, doing: string, needs?: Permission): unknown {
  if (!isApiFailure(error)) return error
  const path = readablePath(error.request.url)
  const route = `${error.request.method} ${path}`
  const message = error.message.split('\n')[0]?.trim() ?? ''
  const kind = apiErrorKind(error.status, message, error.response?.headers ?? {}, route)
  const lacking =
    kind === 'permission' ? (needs ?? permissionFor(error.request.method, path)) : null
  // The permission's name is the fix; the entry says where to grant it.
  if (lacking !== null && error.status === 403)
    return new GateError(`GitHub API 403 while ${doing}: ${route}`, kind, lacking)
  const detail = kind === 'rate-limited' ? message : (HINTS[error.status] ?? message)
  return new GateError(`GitHub API ${error.status} while ${doing} (${route}): ${detail}`, kind)
}

/** What a failed REST request's status, message and headers say went wrong. */
export function apiErrorKind(
  status: number,
  message: string,
  headers: Record<string, string | number | undefined>,
  route: string
): ErrorKind {
  if (status === 429 || (status === 403 && rateLimited(message, headers))) return 'rate-limited'
  if (status === 401 || status === 403) return 'permission'
  if (status === 404 || status === 410) return 'not-found'
  if (status === 409 || status === 412) return 'conflict'
  // A ref update refused: the branch is not where the write expected it.
  if (status === 422 && REF_UPDATE.test(route)) return 'conflict'
  if (status >= 500) return 'transient'
  return 'invalid-input'
}

const REF_UPDATE = /^(PATCH|POST|DELETE) \S*\/repos\/[^/]+\/[^/]+\/git\/refs(\/|$)/

/** GitHub's primary limit empties x-ratelimit-remaining; the secondary sends retry-after. */
function rateLimited(message: string, headers: Record<string, string | number | undefined>) {
  return (
    /rate limit/i.test(message) ||
    String(headers['x-ratelimit-remaining']) === '0' ||
    headers['retry-after'] !== undefined
  )
}

/**
 * The permission a REST request needs, by its route under the repository: read for GET, write
 * otherwise. Null for what every token may do (the repository itself, a collaborator's role).
 */
export function permissionFor(method: string, path: string): Permission | null {
  // Under GitHub Enterprise Server the API sits below /api/v3.
  const under = /\/repos\/[^/]+\/[^/]+\/?(.*)$/.exec(path)?.[1]
  if (under === undefined) return null
  const scope = SCOPES.find(([pattern]) => pattern.test(under))?.[1]
  if (scope === undefined) return null
  return { scope, access: method.toUpperCase() === 'GET' ? 'read' : 'write' }
}

/** First match wins: a commit's checks and statuses before the commit itself. */
const SCOPES: [RegExp, Scope][] = [
  [/^actions\//, 'actions'],
  [/^commits\/[^/]+\/(check-runs|check-suites)$/, 'checks'],
  [/^(check-runs|check-suites)(\/|$)/, 'checks'],
  [/^commits\/[^/]+\/status(es)?$/, 'statuses'],
  [/^statuses\//, 'statuses'],
  [/^(git|contents|commits|compare|branches)(\/|$)/, 'contents'],
  [/^(issues|labels)(\/|$)/, 'issues'],
  [/^pulls(\/|$)/, 'pull-requests']
]

/** The request's path as a person would write it: `contents/.green-gate/x.json`, not `%2F`. */
function readablePath(url: string): string {
  let path = new URL(url).pathname
  // The path may arrive encoded more than once (an encoded `/`, encoded again on a retry).
  for (let i = 0; i < 3 && /%[0-9A-F]{2}/i.test(path); i++) {
    try {
      path = decodeURIComponent(path)
    } catch {
      break
    }
  }
  return path
}

const HINTS: Record<number, string> = {
  401: 'bad credentials; check the github-token input',
  403: 'forbidden; the token lacks a permission this step needs (see the permissions: block)',
  404: 'not found, or the token cannot see it'
}

// Octokit's RequestError, recognised by shape: the bundle may hold more than one copy of the class.
export function isApiFailure(error: unknown): error is ApiFailure {
  if (!(error instanceof Error)) return false
  const e = error as Partial<ApiFailure>
  return typeof e.status === 'number' && typeof e.request?.url === 'string'
}
