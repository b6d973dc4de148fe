import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { operationOf } from './graphql.js'
import { faultMutation, type MutationFault } from './graphql-writes.js'
import { Site } from './objects.js'
import { HttpError, matchRoute, type Reply, type Route } from './router.js'
import { actionRoutes } from './routes/actions.js'
import { artifactRoutes } from './routes/artifacts.js'
import { cacheRoutes } from './routes/cache.js'
import { checkRoutes } from './routes/checks.js'
import { contentRoutes } from './routes/contents.js'
import { graphqlRoutes } from './routes/graphql.js'
import { issueRoutes } from './routes/issues.js'
import { repoRoutes } from './routes/repos.js'
import { userRoutes } from './routes/users.js'
import { SERVER_URL } from './runner.js'
import { Store } from './store.js'

const ROUTES: readonly Route[] = [
  ...repoRoutes,
  ...checkRoutes,
  ...actionRoutes,
  ...contentRoutes,
  ...issueRoutes,
  ...cacheRoutes,
  ...artifactRoutes,
  ...userRoutes,
  ...graphqlRoutes
]
/** What each rate limit allows an hour unless a test sets it. */
const RATE_LIMIT = 5000
const LOG_CHUNK = 64 * 1024

export interface EmulatorOptions {
  owner?: string
  repo?: string
  /** The only token accepted; `null` accepts any token or none. */
  token?: string | null
  /** Base of html_url links. */
  serverUrl?: string
}

/** Which requests a fault or a hook applies to. */
export interface RequestMatch {
  method?: string
  /** Matched against the decoded pathname: exactly when a string, by search when a RegExp. */
  path: string | RegExp
  /** A GraphQL request's operation name (or `query` / `mutation` when it has none). */
  operation?: string
}

export interface FaultRule extends RequestMatch {
  /**
   * 'reset' destroys the socket without answering. 'reset-after' handles the request first (a
   * write is made) and then destroys the socket: the response is lost, the change is not.
   */
  status: 500 | 502 | 503 | 403 | 404 | 401 | 409 | 422 | 'reset' | 'reset-after'
  /** How many matching requests fail; default 1. */
  times?: number
  /** Seconds, sent as retry-after with a 403 (GitHub's secondary rate limit). */
  retryAfter?: number
  /**
   * The reply's message. A 403 with one is a plain refusal, as for a permission the token lacks
   * (`Resource not accessible by integration`), with no retry-after; without one it is a
   * secondary rate limit.
   */
  message?: string
}

/** GitHub's rate limits the emulator reports: REST's, and GraphQL's, which counts apart. */
export type RateResource = 'core' | 'graphql'

/** One limit's hourly window: what it allows, what has been used, and when it starts again. */
interface RateWindow {
  limit: number
  used: number
  /** Seconds since the epoch. */
  reset: number
}

export interface HookRule extends RequestMatch {
  /** How many matching requests run the callback; default 1. */
  times?: number
}

/** Runs before the emulator handles a request; it may change the store the handler sees. */
export type RequestHook = (request: RecordedRequest) => void | Promise<void>

export interface RecordedRequest {
  method: string
  /** Decoded pathname. */
  path: string
  query: Record<string, string>
  /** 0 when a 'reset' or 'reset-after' fault dropped the connection. */
  status: number
  /** With a 'reset-after' fault: the status of the reply that was never sent. */
  unsent?: number
  /** The parsed JSON body, when the request had one. */
  body?: unknown
  /** On POST /graphql: the operation's name, or `query` / `mutation` when it has none. */
  operation?: string
  /** On POST /graphql: the `type` (else the message) of each error the response carried. */
  graphqlErrors?: string[]
  /** Arrival time, ms since the epoch. */
  at: number
}

/**
 * A local stand-in for GitHub's REST API around one repository. `requests` lists every
 * request (faulted ones and signed log downloads included) in the order they were answered.
 */
export class GitHubEmulator {
  readonly requests: RecordedRequest[] = []
  readonly store: Store
  readonly url: string
  readonly serverUrl: string
  private readonly site: Site
  private readonly faults: (FaultRule & { remaining: number })[] = []
  private readonly hooks: (HookRule & { run: RequestHook; remaining: number })[] = []
  private readonly waiting: { rule: RequestMatch; count: number; resolve: () => void }[] = []
  private readonly rates: Record<RateResource, RateWindow> = {
    core: { limit: RATE_LIMIT, used: 0, reset: 0 },
    graphql: { limit: RATE_LIMIT, used: 0, reset: 0 }
  }

  private constructor(
    private readonly server: Server,
    private readonly token: string | null,
    options: EmulatorOptions
  ) {
    const { port } = server.address() as AddressInfo
    this.url = `http://127.0.0.1:${port}`
    this.serverUrl = options.serverUrl ?? SERVER_URL
    this.store = new Store(options.owner, options.repo)
    this.site = new Site(this.url, this.serverUrl, this.store)
    server.on('request', (req, res) => void this.handle(req, res))
  }

  static async start(options: EmulatorOptions = {}): Promise<GitHubEmulator> {
    const server = createServer()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, '127.0.0.1', resolve)
    })
    return new GitHubEmulator(
      server,
      options.token === undefined ? 'ghs_test' : options.token,
      options
    )
  }

  fault(rule: FaultRule): void {
    this.faults.push({ ...rule, remaining: rule.times ?? 1 })
  }

  /**
   * Refuses one kind of mutation on one issue or pull request, inside whatever GraphQL document
   * carries it: that mutation answers null with GitHub's error, the others in the document stand.
   */
  faultMutation(rule: MutationFault): void {
    faultMutation(this.site, rule)
  }

  /**
   * Runs `hook` just before a matching request is handled (a faulted one is not), e.g. to
   * edit a file between a client's read and its write. A hook that throws answers 500.
   */
  beforeRequest(rule: HookRule, hook: RequestHook): void {
    this.hooks.push({ ...rule, run: hook, remaining: rule.times ?? 1 })
  }

  /**
   * What a limit's headers report from the next response on: its hourly limit, and the requests
   * used in the current hour (the headers count on from there). Reported, never enforced.
   */
  setRateLimit(resource: RateResource, { limit, used }: { limit?: number; used?: number }): void {
    const window = this.rateWindow(resource)
    if (limit !== undefined) window.limit = limit
    if (used !== undefined) window.used = used
  }

  resetRequests(): void {
    this.requests.length = 0
  }

  /**
   * Resolves once `requests` holds `count` requests matching `rule`: a test waits for the
   * requests themselves, never for a time a loaded machine may need more than.
   */
  answered(rule: RequestMatch, count: number): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push({ rule, count, resolve })
      this.wake()
    })
  }

  async close(): Promise<void> {
    // Octokit's fetch keeps connections alive; without this close() waits for them to idle out.
    this.server.closeAllConnections()
    await new Promise<void>((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve()))
    )
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const at = Date.now()
    const method = req.method ?? 'GET'
    const url = new URL(req.url ?? '/', this.url)
    // Decoded per segment, so an encoded `autoloop%2Fdemo` stays one parameter.
    const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment)
    const record: RecordedRequest = {
      method,
      path: `/${segments.join('/')}`,
      query: Object.fromEntries(url.searchParams),
      status: 0,
      at
    }
    let raw: Buffer = Buffer.alloc(0)
    let reply: Reply | undefined
    try {
      raw = await readBody(req)
    } catch (error) {
      reply = errorReply(error)
    }
    // JSON when it parses; a route that takes bytes (the cache service's uploads) gets them raw.
    const body = jsonOf(raw)
    if (body !== undefined) record.body = body
    const query = (body as { query?: unknown } | undefined)?.query
    if (record.path === '/graphql' && typeof query === 'string') {
      const operation = operationOf(query)
      if (operation !== undefined) record.operation = operation
    }
    const fault = take(this.faults, record)
    if (fault?.status === 'reset') {
      req.socket.destroy()
      this.log(record)
      return
    }
    const resetAfter = fault?.status === 'reset-after'
    try {
      if (fault && fault.status !== 'reset-after')
        throw faultError({ ...fault, status: fault.status })
      await take(this.hooks, record)?.run({ ...record })
      reply ??= await this.dispatch(req, record, segments, url, { raw, body })
    } catch (error) {
      reply = errorReply(error)
    }
    if (resetAfter) {
      record.unsent = reply.status
      req.socket.destroy()
      this.log(record)
      return
    }
    record.status = reply.status
    const errors = (reply.body as { errors?: { type?: string; message: string }[] } | undefined)
      ?.errors
    if (record.operation !== undefined && errors !== undefined) {
      record.graphqlErrors = errors.map((e) => e.type ?? e.message)
    }
    await this.send(res, reply, record.path)
    this.log(record)
  }

  private log(record: RecordedRequest): void {
    this.requests.push(record)
    this.wake()
  }

  private wake(): void {
    for (const w of [...this.waiting]) {
      if (this.requests.filter((r) => matches(w.rule, r)).length < w.count) continue
      this.waiting.splice(this.waiting.indexOf(w), 1)
      w.resolve()
    }
  }

  private async dispatch(
    req: IncomingMessage,
    record: RecordedRequest,
    segments: string[],
    url: URL,
    { raw, body }: { raw: Buffer; body: unknown }
  ): Promise<Reply> {
    const match = matchRoute(ROUTES, record.method, segments)
    if (!match?.route.public) this.authorize(req)
    if (!match) throw new HttpError(404)
    const { owner, repo } = match.params
    const { repo: served } = this.store
    if (
      owner !== undefined &&
      (owner.toLowerCase() !== served.owner.toLowerCase() ||
        repo?.toLowerCase() !== served.name.toLowerCase())
    ) {
      throw new HttpError(404)
    }
    if (match.route.binary !== true && body === undefined && raw.toString('utf8').trim() !== '') {
      throw new HttpError(400)
    }
    return match.route.handler({
      params: match.params,
      query: url.searchParams,
      body: match.route.binary === true ? undefined : body,
      raw,
      headers: req.headers,
      site: this.site,
      url
    })
  }

  private authorize(req: IncomingMessage): void {
    if (this.token === null) return
    const presented = req.headers.authorization?.match(/^(?:token|bearer)\s+(.+)$/i)?.[1]
    if (presented !== this.token) throw new HttpError(401)
  }

  /** A limit's current hourly window, like GitHub's primary limits: a new one each hour. */
  private rateWindow(resource: RateResource): RateWindow {
    const now = Math.floor(Date.now() / 1000)
    const window = this.rates[resource]
    if (now >= window.reset) Object.assign(window, { used: 0, reset: now + 3600 })
    return window
  }

  private async send(res: ServerResponse, reply: Reply, path: string): Promise<void> {
    const resource: RateResource = path === '/graphql' ? 'graphql' : 'core'
    const window = this.rateWindow(resource)
    window.used++
    const { limit, used, reset } = window
    res.statusCode = reply.status
    const headers = {
      'x-github-request-id': randomBytes(8).toString('hex').toUpperCase(),
      'x-github-api-version-selected': '2022-11-28',
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(Math.max(0, limit - used)),
      'x-ratelimit-reset': String(reset),
      'x-ratelimit-used': String(used),
      'x-ratelimit-resource': resource,
      ...reply.headers
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    if (reply.text) {
      res.setHeader('content-type', 'text/plain; charset=utf-8')
      res.setHeader('content-length', reply.text.length)
      await streamText(res, reply.text)
    } else if (reply.body === undefined) {
      res.end()
    } else {
      res.setHeader('content-type', 'application/json; charset=utf-8')
      res.end(JSON.stringify(reply.body))
    }
  }
}

/** The first rule matching the request, used up once it has matched `times` requests. */
function take<T extends RequestMatch & { remaining: number }>(
  rules: T[],
  request: { method: string; path: string; operation?: string }
): T | undefined {
  const index = rules.findIndex((r) => matches(r, request))
  const rule = rules[index]
  if (rule && --rule.remaining <= 0) rules.splice(index, 1)
  return rule
}

function matches(
  rule: RequestMatch,
  { method, path, operation }: { method: string; path: string; operation?: string }
): boolean {
  return (
    (rule.method === undefined || rule.method.toUpperCase() === method) &&
    (typeof rule.path === 'string' ? rule.path === path : path.search(rule.path) >= 0) &&
    (rule.operation === undefined || rule.operation === operation)
  )
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function faultError({
  status,
  retryAfter = 60,
  message
}: FaultRule & { status: Exclude<FaultRule['status'], 'reset' | 'reset-after'> }): HttpError {
  const limited = status === 403 && message === undefined
  return new HttpError(status, message, limited ? { 'retry-after': String(retryAfter) } : {})
}

function errorReply(error: unknown): Reply {
  if (error instanceof HttpError) {
    return { status: error.status, body: error.body, headers: error.headers }
  }
  // An emulator bug, not a GitHub behaviour: answer like GitHub but make it visible.
  console.error('GitHubEmulator handler failed:', error)
  return errorReply(new HttpError(500))
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** The body as JSON; undefined when empty or not JSON (a JSON route then answers 400). */
function jsonOf(raw: Buffer): unknown {
  const text = raw.toString('utf8')
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** Writes views of the stored buffer with backpressure, so huge logs are never copied. */
async function streamText(res: ServerResponse, text: Buffer): Promise<void> {
  function* chunks() {
    for (let i = 0; i < text.length; i += LOG_CHUNK) yield text.subarray(i, i + LOG_CHUNK)
  }
  try {
    await pipeline(Readable.from(chunks()), res)
  } catch {
    // The client went away mid-log; nothing left to answer.
  }
}
