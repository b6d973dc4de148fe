// Turns API failures into one line a maintainer can act on.
import { GateError } from '../../rules/errors.js'

interface ApiFailure {
  status: number
  message: string
  request: { method: string; url: string }
}

/** Runs one API call; a failure comes back as a GateError naming what the gate was doing. */
export async function api<T>(doing: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw explainApiError(error, doing)
  }
}

/** An API failure as a GateError naming what the gate was doing; anything else unchanged. */
export function explainApiError(error: unknown, doing: string): unknown {
  if (!isApiFailure(error)) return error
  const route = `${error.request.method} ${readablePath(error.request.url)}`
  const message = error.message.split('\n')[0]?.trim() ?? ''
  const detail = /rate limit/i.test(message) ? message : (HINTS[error.status] ?? message)
  return new GateError(`GitHub API ${error.status} while ${doing} (${route}): ${detail}`)
}

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
