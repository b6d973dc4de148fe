import type { Site } from './objects.js'

const DOCS = 'https://docs.github.com/rest'
const SECONDARY_RATE_LIMIT =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.'

const MESSAGES: Record<number, string> = {
  400: 'Problems parsing JSON',
  401: 'Bad credentials',
  403: SECONDARY_RATE_LIMIT,
  404: 'Not Found',
  410: 'Gone',
  422: 'Validation Failed',
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable'
}

/** Thrown by handlers (and used for faults); rendered as GitHub's `basic-error` body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message = MESSAGES[status] ?? 'Error',
    readonly headers: Record<string, string> = {}
  ) {
    super(message)
  }

  get body(): { message: string; documentation_url: string } {
    const docs =
      this.message === SECONDARY_RATE_LIMIT
        ? `${DOCS}/using-the-rest-api/rate-limits-for-the-rest-api`
        : DOCS
    return { message: this.message, documentation_url: docs }
  }
}

export interface Reply {
  status: number
  /** Sent as JSON. */
  body?: unknown
  /** Sent as streamed text/plain instead of JSON. */
  text?: Buffer
  headers?: Record<string, string>
}

export interface RouteContext {
  params: Record<string, string>
  query: URLSearchParams
  body: unknown
  /** The request body as sent: read by routes that take bytes, not JSON. */
  raw: Buffer
  headers: Record<string, string | string[] | undefined>
  site: Site
  /** The request URL as received, for building pagination links. */
  url: URL
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** `:name` matches one decoded segment, a trailing `*name` the (slash-joined) rest. */
  pattern: string
  handler: (ctx: RouteContext) => Reply
  /** Signed storage links are fetched without the API token, as on GitHub. */
  public?: boolean
  /** The body is bytes (an upload), not JSON. */
  binary?: boolean
}

export function matchRoute(
  routes: readonly Route[],
  method: string,
  segments: string[]
): { route: Route; params: Record<string, string> } | undefined {
  for (const route of routes) {
    if (route.method !== method) continue
    const params = matchPattern(route.pattern, segments)
    if (params) return { route, params }
  }
  return undefined
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (const [i, part] of parts.entries()) {
    const segment = segments[i]
    if (segment === undefined) return undefined
    if (part.startsWith('*')) {
      params[part.slice(1)] = segments.slice(i).join('/')
      return params
    }
    if (part.startsWith(':')) params[part.slice(1)] = segment
    else if (part !== segment) return undefined
  }
  return parts.length === segments.length ? params : undefined
}

/** The prefix of every repository route; the server 404s other owners/repos before routing. */
export const REPO = '/repos/:owner/:repo'

/** A looked-up record, or GitHub's 404. */
export function found<T>(value: T | undefined): T {
  if (value === undefined) throw new HttpError(404)
  return value
}

/** Numeric path parameters: anything else is simply a route that does not exist. */
export function intParam(ctx: RouteContext, name: string): number {
  const value = ctx.params[name] ?? ''
  if (!/^\d+$/.test(value)) throw new HttpError(404)
  return Number(value)
}

export function objectBody(ctx: RouteContext): Record<string, unknown> {
  const { body } = ctx
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(422)
  return body as Record<string, unknown>
}

/** GitHub's wording for a missing required field. */
export function missingField(field: string): HttpError {
  return new HttpError(422, `Invalid request.\n\n"${field}" wasn't supplied.`)
}

export function requiredString(body: Record<string, unknown>, field: string): string {
  const value = body[field]
  if (typeof value !== 'string') throw missingField(field)
  return value
}

export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field]
  if (value !== undefined && typeof value !== 'string') {
    throw new HttpError(
      422,
      `Invalid request.\n\nFor '${field}', ${JSON.stringify(value)} is not a string.`
    )
  }
  return value
}
