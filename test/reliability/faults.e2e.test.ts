// API faults through the bundled action: every case is a red CI run on its own local GitHub,
// with faults injected on the way (one after another on a request, where the request log tells
// them apart). The gate has to retry within its bounds (1 s, 4 s, 9 s;
// retry-after for a secondary rate limit), or degrade, and still decide and record the same
// fix attempt a fault-free run would; past the bounds it fails in one line and writes nothing.
// The cases run side by side (each on its own server) so the folder stays fast.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FaultRule, GitHubEmulator, RecordedRequest } from '../../emulator/index.js'
import { ROOT, type ActionRun } from '../../emulator/runner.js'
import { analyzeLog } from '../../src/rules/logs/index.js'
import {
  addProgram,
  ciRun,
  deliver,
  errors,
  expectClean,
  expectFirstFixAttempt,
  expectFirstFixCommented,
  expectGateEdit,
  gateEntries,
  gateMessages,
  ledgerOf,
  push,
  startEmulator,
  STATE_BRANCH,
  stateOf,
  stateText,
  stateWrites,
  writeOutcome,
  writeOutcomes,
  type Program
} from '../support/loop.js'

const REPO = '/repos/acme/widgets'
const LOG = readFileSync(join(ROOT, 'test/fixtures/logs/jest/first.log'), 'utf8')
const SIGNATURE = analyzeLog(LOG).signature

/** A program on its own emulator with a red commit: a failing `test` job with a log. */
interface Seeded {
  gh: GitHubEmulator
  p: Program
  sha: string
  runId: number
  jobId: number
}

interface Outcome extends Seeded {
  /** The state file's bytes before the run. */
  before: Buffer
  result: ActionRun
}

/** The gate's one read and its one commit are GraphQL requests, told apart by operation. */
type Endpoint = 'program read' | 'commit' | 'job log' | 'log blob'

interface Route {
  method: string
  path: string
  operation?: string
}

function route(s: Seeded, endpoint: Endpoint): Route {
  switch (endpoint) {
    case 'program read':
      return { method: 'POST', path: '/graphql', operation: 'GateProgramRead' }
    case 'commit':
      return { method: 'POST', path: '/graphql', operation: 'GateCommit' }
    case 'job log':
      return { method: 'GET', path: `${REPO}/actions/jobs/${s.jobId}/logs` }
    case 'log blob':
      return { method: 'GET', path: `/_blobs/job-logs/${s.jobId}` }
  }
}

function requestsTo(s: Seeded, endpoint: Endpoint): RecordedRequest[] {
  const { method, path, operation } = route(s, endpoint)
  return s.gh.requests.filter(
    (r) => r.method === method && r.path === path && r.operation === operation
  )
}

interface Case {
  name: string
  /** Comments are only worth their requests where the case checks them. */
  issue?: boolean
  arrange: (s: Seeded) => void
}

const cases = new Map<string, Case>()
function define(c: Case): string {
  cases.set(c.name, c)
  return c.name
}

function faultOn(endpoint: Endpoint, rule: Omit<FaultRule, 'path' | 'method'>) {
  return (s: Seeded) => s.gh.fault({ ...route(s, endpoint), ...rule })
}

// Every 5xx takes the same way back through the retry plugin, and so does a socket reset before
// the response: each endpoint fails with one status, then a reset, then answers.
const TRANSIENT = (
  [
    [500, 'program read'],
    [503, 'commit']
  ] as const
).map(([status, endpoint]) => ({
  status,
  endpoint,
  title: `${status} once, then a socket reset before the response, on ${endpoint}`
}))
const TRANSIENT_THEN_RESET = define({
  name: 'a 5xx, then a socket reset, on the program read and on the commit',
  arrange: (s) => {
    for (const { status, endpoint } of TRANSIENT) {
      faultOn(endpoint, { status })(s)
      faultOn(endpoint, { status: 'reset' })(s)
    }
  }
})
/**
 * A secondary rate limit on each endpoint, waited out; then the commit lands but its answer is
 * lost (a socket reset after the write), and the retry plugin sends it again.
 */
const RATE_LIMITED = (
  [
    // The program read again once the lost commit's resend is refused as stale.
    ['program read', [200, 200]],
    ['commit', [0, 200]]
  ] as const
).map(([endpoint, then]) => ({
  endpoint,
  then,
  title: `403 secondary rate limit (retry-after 1) on ${endpoint}`
}))
const LIMITED_THEN_LOST = define({
  name: 'a secondary rate limit on the program read and on the commit, then a socket reset after the commit landed',
  issue: true,
  arrange: (s) => {
    for (const { endpoint } of RATE_LIMITED) faultOn(endpoint, { status: 403, retryAfter: 1 })(s)
    faultOn('commit', { status: 'reset-after' })(s)
  }
})
/** The second failing job of the logs-gone case, whose log is gone from the signed URL. */
const LATE_JOB = 'e2e'
// Gone from the jobs endpoint (a 404 there reads as the 410 does) for `test`, and from the
// signed URL for a second failing job.
const LOGS_GONE = define({
  name: 'job log 410 (expired) and a signed log URL 404',
  arrange: (s) => {
    s.gh.store.setJobLog(s.jobId, null)
    const late = s.gh.store.addJob({
      runId: s.runId,
      name: LATE_JOB,
      status: 'completed',
      conclusion: 'failure',
      steps: [{ name: 'Run e2e', number: 1, status: 'completed', conclusion: 'failure' }],
      log: LOG
    })
    faultOn('log blob', { status: 404 })({ ...s, jobId: late })
  }
})
const PERSISTENT = [
  {
    endpoint: 'program read' as const,
    status: 500,
    doing: (s: Seeded) => `reading ${STATE_BRANCH}:${s.p.file}`,
    name: define({
      name: 'persistent 500 on the program read',
      arrange: faultOn('program read', { status: 500, times: 10 })
    })
  },
  {
    endpoint: 'commit' as const,
    status: 503,
    doing: () => `committing to ${STATE_BRANCH}`,
    name: define({
      name: 'persistent 503 on the commit',
      // With an issue: the status comment posted for the commit is taken back when it fails.
      issue: true,
      arrange: faultOn('commit', { status: 503, times: 10 })
    })
  }
]

async function play(c: Case): Promise<Outcome> {
  const gh = await startEmulator()
  const p = addProgram(gh, 'faulty', { issueRow: c.issue === true })
  const sha = push(gh, p, {})
  const runId = ciRun(gh, p, sha, true)
  const jobId = gh.store.addJob({
    runId,
    name: 'test',
    status: 'completed',
    conclusion: 'failure',
    steps: [{ name: 'Run tests', number: 1, status: 'completed', conclusion: 'failure' }],
    log: LOG
  })
  gh.store.addJob({ runId, name: 'build', status: 'completed', conclusion: 'success', log: 'ok\n' })
  gh.store.addStatus({ sha, context: 'ci/coverage', state: 'success' })
  const seeded = { gh, p, sha, runId, jobId }
  c.arrange(seeded)
  const before = Buffer.from(stateText(gh, p))
  return { ...seeded, before, result: await deliver(gh, runId) }
}

const outcomes = new Map<string, PromiseSettledResult<Outcome>>()

beforeAll(async () => {
  const names = [...cases.keys()]
  const settled = await Promise.allSettled(names.map((name) => play(cases.get(name) as Case)))
  names.forEach((name, k) => outcomes.set(name, settled[k] as PromiseSettledResult<Outcome>))
})
afterAll(async () => {
  for (const o of outcomes.values()) if (o.status === 'fulfilled') await o.value.gh.close()
})

function outcome(name: string): Outcome {
  const o = outcomes.get(name)
  if (o === undefined) throw new Error(`no case "${name}"`)
  if (o.status === 'rejected') throw o.reason
  return o.value
}

/** The decision and the file a fault-free run leaves: fix attempt 1, recorded once. */
function expectFixAttemptOne(o: Outcome, signature = SIGNATURE): void {
  const { gh, p, result } = o
  expect(result.outputs).toMatchObject({ decision: 'fix', attempt: '1', signature })
  expectFirstFixAttempt(gh, p, o.sha, o.runId)
  expect(stateOf(gh, p)).toMatchObject({ ciSignature: signature, paused: true })
  expect(ledgerOf(gh, p).entries.map((e) => e.decision)).toEqual(['fix'])
  expect(gateMessages(gh, p)).toEqual([`green-gate: ${p.name} fix attempt 1/5 (test)`])
  expect(expectGateEdit(o.before.toString('utf8'), stateText(gh, p)).rows).toMatchObject({
    'CI Fix Attempts': '1',
    'CI Head SHA': o.sha
  })
}

describe(`${TRANSIENT.length} transient faults, a 5xx then a socket reset on one request each: sent again each time, same decision and file`, () => {
  it.each(TRANSIENT)('$title', ({ endpoint, status }) => {
    const o = outcome(TRANSIENT_THEN_RESET)
    expectClean(o.result)
    expect(requestsTo(o, endpoint).map((r) => r.status)).toEqual([status, 0, 200])
    // The plugin's first backoff is 1 s: the retry is not a tight loop.
    const [failed, retried] = requestsTo(o, endpoint)
    expect((retried?.at ?? 0) - (failed?.at ?? 0)).toBeGreaterThanOrEqual(900)
    // The commit's faults, then the commit: the same run's for both endpoints.
    expect(writeOutcomes(o.gh, o.p)).toEqual(['503', 'reset', 'committed'])
    expectFixAttemptOne(o)
  })
})

describe(`a secondary rate limit: retry-after waited out, with a warning`, () => {
  it.each(RATE_LIMITED)('$title', ({ endpoint, then }) => {
    const o = outcome(LIMITED_THEN_LOST)
    expectClean(o.result)
    const [limited, retried] = requestsTo(o, endpoint)
    expect(requestsTo(o, endpoint).map((r) => r.status)).toEqual([403, ...then])
    expect((retried?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(900)
    const { method } = route(o, endpoint)
    expect(o.result.annotations).toContainEqual({
      level: 'warning',
      message: expect.stringMatching(
        new RegExp(`^GitHub secondary rate limit on ${method} \\S+: retrying in 1s$`)
      )
    })
    expectFixAttemptOne(o)
  })
})

describe('a socket reset after the commit landed', () => {
  it('the resent commit is refused (stale head), the gate re-reads, sees its own commit and counts the attempt once', () => {
    const o = outcome(LIMITED_THEN_LOST)
    expectClean(o.result)
    // Past the rate limit, the commit landed but its answer never arrived; the retry plugin
    // resent it on the head it had just moved, which GitHub refuses as stale.
    expect(requestsTo(o, 'commit').map((w) => [writeOutcome(w), w.unsent])).toEqual([
      ['403', undefined],
      ['reset', 200],
      ['STALE_DATA', undefined]
    ])
    expect(o.result.stdout).toContain(
      `${STATE_BRANCH} moved since it was read; reading the program again`
    )
    expectFixAttemptOne(o)
    // Acted on once: one event comment, the status comment at attempt 1.
    expectFirstFixCommented(o.gh, o.p)
    expect(o.result.outputs['fix-prompt-file']).toMatch(/\S/)
  })
})

describe('job logs that are gone', () => {
  it('degrade with a warning each, and still make a fix: an expired log, a signed URL gone', () => {
    const o = outcome(LOGS_GONE)
    expectClean(o.result)
    const late = o.gh.store.jobsFor(o.runId).find((j) => j.name === LATE_JOB)?.id
    for (const [name, id] of [
      ['test', o.jobId],
      [LATE_JOB, late]
    ] as const) {
      expect(o.result.annotations).toContainEqual({
        level: 'warning',
        message: `the log of job "CI / ${name}" (${id}) is gone; using its annotations and steps`
      })
    }
    const signature = o.result.outputs.signature ?? ''
    expect(signature).toMatch(/\S/)
    expect(o.result.outputs).toMatchObject({ decision: 'fix', attempt: '1' })
    expect(stateOf(o.gh, o.p)).toMatchObject({ ciFixAttempts: 1, ciSignature: signature })
    expect(gateEntries(o.gh, o.p)).toHaveLength(1)
    expect(writeOutcomes(o.gh, o.p)).toEqual(['committed'])
  })
})

describe(`${PERSISTENT.length} faults past the retry budget: one error line, exit 1, file untouched`, () => {
  it.each(PERSISTENT)('$name', ({ name, endpoint, status, doing }) => {
    const o = outcome(name)
    const { method, path } = route(o, endpoint)
    // One try and three retries, then the gate gives up.
    expect(requestsTo(o, endpoint).map((r) => r.status)).toEqual(Array<number>(4).fill(status))
    expect(o.result.exitCode).toBe(1)
    const [line, ...more] = errors(o.result)
    expect(more).toEqual([])
    expect(line).toMatch(
      new RegExp(`^GitHub API ${status} while ${doing(o)} \\(${method} ${path}\\): \\S.*$`)
    )
    expect(o.result.stdout).not.toMatch(/\n\s+at /)
    expect(o.result.stderr).toBe('')
    expect(Buffer.from(stateText(o.gh, o.p)).equals(o.before)).toBe(true)
    expect(gateMessages(o.gh, o.p)).toEqual([])
    expect(stateWrites(o.gh, o.p).every((w) => writeOutcome(w) === String(status))).toBe(true)
    expect(o.gh.store.issueComments(o.p.issue)).toEqual([])
    const withdrawn = o.gh.requests.filter((r) => r.operation === 'GateWithdraw')
    expect(withdrawn).toHaveLength(endpoint === 'commit' ? 1 : 0)
  })
})
