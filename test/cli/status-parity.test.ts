// `green-gate status` decides as the action does: the command line's main() and gate mode's own
// path, both in process (the action's input parser fed action.yml's defaults as the runner feeds
// them, a job log streamed through the scanner, judge), give the same decision on the same
// inputs; and the bundled CLI, run as a child process, gives main()'s answer.
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { ROOT } from '../../emulator/runner.js'
import { fromRest, type CheckRunLike } from '../../src/rules/checks/from-rest.js'
import { reportFailure } from '../../src/rules/gate/failure-report.js'
import { fileView, judge, reduceForGate } from '../../src/rules/gate/judge.js'
import { reconcile } from '../../src/rules/gate/reconcile.js'
import { pauseReasonText } from '../../src/rules/ledger/memory.js'
import { createLogScanner, summarizeRun, analyzeLog } from '../../src/rules/logs/index.js'
import { decidingSettings, parseSettings } from '../../src/rules/settings/parse.js'
import { parseStateFile, renderStateTemplate } from '../../src/rules/state/index.js'
import { setRow } from '../support/loop.js'
import { runMain } from '../support/cli-in-process.js'
import { runCli } from '../support/run-cli.js'

const dir = mkdtempSync(join(tmpdir(), 'green-gate-parity-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0
const file = (text: string): string => {
  const path = join(dir, `${files++}`)
  writeFileSync(path, text)
  return path
}

const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>
}
const JEST_LOG = readFileSync(join(ROOT, 'test/fixtures/logs/jest/first.log'), 'utf8')
const JEST_SIGNATURE = summarizeRun([
  { job: 'CI / test', analysis: analyzeLog(JEST_LOG) }
]).signature
const NOW = '2026-05-01T12:00:00Z'
const HEAD = 'c'.repeat(40)
const EARLIER = 'e'.repeat(40)

const run = (name: string, conclusion: string | null): CheckRunLike => ({
  name,
  status: conclusion === null ? 'in_progress' : 'completed',
  conclusion,
  html_url: `https://github.com/o/r/actions/runs/7/job/${name.length}`
})
const GREEN = [run('lint', 'success'), run('test', 'success')]
const RED = [run('lint', 'success'), run('test', 'failure')]
const LINT_RED = [run('lint', 'failure'), run('test', 'success')]
const RUNNING = [run('lint', 'success'), run('test', null)]

const fresh = setRow(renderStateTemplate({ program: 'demo' }), 'CI Head SHA', HEAD)
/** A file the gate left after handing attempt `n` on EARLIER to the fixer. */
const afterFix = (n: number, signature: string, started = '2026-05-01T11:30:00Z'): string =>
  Object.entries({
    'CI Fix Attempts': String(n),
    'CI Signature': signature,
    'CI Head SHA': EARLIER,
    'CI Gate Started': started,
    'CI Last Event': `fix workflow_run/41/1 ${started}`
  }).reduce((text, [field, value]) => setRow(text, field, value), fresh)
const paused = setRow(
  setRow(afterFix(5, 'old'), 'Paused', 'true'),
  'Pause Reason',
  'ci-fix-exhausted: old'
).replace(/fix workflow_run/, 'pause workflow_run')

interface Case {
  name: string
  state: string
  /** The head commit's check runs, as the REST API lists them. */
  checks: CheckRunLike[]
  log?: string
  inputs?: Record<string, string>
  decision: string
  /** How a pause's reason starts. */
  pause?: string
}

const CASES: Case[] = [
  { name: 'green', state: fresh, checks: GREEN, decision: 'accept' },
  { name: 'red, a known class', state: fresh, checks: RED, log: JEST_LOG, decision: 'fix' },
  { name: 'red without a log', state: fresh, checks: RED, decision: 'fix' },
  { name: 'pending', state: fresh, checks: RUNNING, decision: 'wait' },
  {
    name: 'a required check not reported',
    state: fresh,
    checks: GREEN,
    inputs: { 'required-checks': 'build' },
    decision: 'wait'
  },
  {
    name: 'stuck: the same failure after a fix',
    state: afterFix(1, JEST_SIGNATURE),
    checks: RED,
    log: JEST_LOG,
    decision: 'pause',
    pause: 'stuck in CI fix loop: test:'
  },
  {
    name: 'exhausted',
    state: afterFix(5, 'old'),
    checks: RED,
    log: JEST_LOG,
    decision: 'pause',
    pause: 'ci-fix-exhausted: test:'
  },
  {
    name: 'a smaller budget',
    state: afterFix(2, 'old'),
    checks: RED,
    log: JEST_LOG,
    inputs: { 'max-fix-attempts': '2' },
    decision: 'pause',
    pause: 'ci-fix-exhausted: test:'
  },
  { name: 'ignored failing check', state: fresh, checks: LINT_RED, decision: 'fix' },
  {
    name: 'ignored failing check, ignored',
    state: fresh,
    checks: LINT_RED,
    inputs: { 'ignore-checks': 'lint' },
    decision: 'accept'
  },
  {
    name: 'unknown class, its one attempt spent',
    state: afterFix(1, 'old'),
    checks: RED,
    decision: 'pause',
    pause: 'ci-fix-exhausted: error:test: failure'
  },
  {
    name: 'unknown class with unknown-failure-attempts 3',
    state: afterFix(1, 'old'),
    checks: RED,
    inputs: { 'unknown-failure-attempts': '3' },
    decision: 'fix'
  },
  {
    name: 'past the wall clock',
    state: afterFix(1, 'old', '2026-05-01T10:00:00Z'),
    checks: RED,
    log: JEST_LOG,
    decision: 'pause',
    pause: 'ci-timeout'
  },
  {
    name: 'within a longer wall clock',
    state: afterFix(1, 'old', '2026-05-01T10:00:00Z'),
    checks: RED,
    log: JEST_LOG,
    inputs: { 'wall-clock-minutes': '180' },
    decision: 'fix'
  },
  { name: 'paused', state: paused, checks: GREEN, decision: 'skip' },
  {
    name: 'paused, reset',
    state: paused,
    checks: GREEN,
    inputs: { reset: 'true' },
    decision: 'accept'
  }
]

/** Gate mode's path in process, fed as the runner feeds the action. */
async function actionDecision(c: Case): Promise<Record<string, unknown>> {
  const inputs: Record<string, string> = { 'head-sha': HEAD, ...c.inputs }
  const { settings, facts } = parseSettings((name) =>
    name === 'github-token' ? 't' : (inputs[name] ?? action.inputs[name]?.default ?? '')
  )
  const config = decidingSettings(settings)
  const parsed = parseStateFile(c.state)
  if (!parsed.ok) throw new Error('bad state file')
  const read = reconcile(null, parsed.doc)
  const reduction = reduceForGate(fromRest({ checkRuns: c.checks }), config, null)
  const failing = reduction.checks.find((check) => check.bucket === 'failure')
  const failure =
    reduction.status !== 'failure'
      ? null
      : await reportFailure(
          reduction,
          { byteBudget: config.logByteBudget, maxJobs: config.maxLogJobs },
          async (check, byteBudget) => {
            if (check !== failing || c.log === undefined) return { kind: 'state' }
            // The action streams a job log in chunks of whatever size the network gives.
            const scanner = createLogScanner({ byteBudget })
            for (let at = 0; at < c.log.length; at += 4096)
              scanner.push(Buffer.from(c.log.slice(at, at + 4096)))
            return { kind: 'log', analysis: scanner.finish() }
          }
        )
  const verdict = await judge(
    {
      memory: read.memory,
      file: fileView(parsed.doc.state),
      steering: read.steering,
      eventKey: 'cli/status',
      headSha: HEAD,
      branchHead: HEAD,
      reset: facts.reset,
      now: new Date(NOW)
    },
    config,
    { startedAt: null, runUrl: null, fixFailure: null },
    async () => ({ reduction, failure })
  )
  return {
    decision: verdict.decision,
    reason: verdict.reason,
    status: reduction.status,
    attempt: verdict.attempt,
    max_attempts: config.maxFixAttempts,
    signature: failure?.signature ?? null,
    failure_class: failure?.failureClass ?? null,
    pause_reason: verdict.pause === null ? null : pauseReasonText(verdict.pause)
  }
}

/** The command line for a case: its files written, its inputs as flags. */
function statusArgs(c: Case): string[] {
  return [
    'status',
    file(c.state),
    '--checks',
    file(JSON.stringify({ check_runs: c.checks })),
    '--head',
    HEAD,
    '--now',
    NOW,
    ...(c.log === undefined ? [] : ['--log', file(c.log)]),
    ...Object.entries(c.inputs ?? {}).flatMap(([name, value]) => [`--${name}`, value])
  ]
}

describe('green-gate status decides as the action does', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const cli = await runMain(statusArgs(c))
    expect(cli.stderr).toBe('')
    expect(cli.exitCode).toBe(0)
    const expected = await actionDecision(c)
    expect(JSON.parse(cli.stdout)).toEqual(expected)
    expect(expected.decision).toBe(c.decision)
    if (c.pause !== undefined) expect(expected.pause_reason).toMatch(new RegExp(`^${c.pause}`))
  })

  // A log read, an input given, a pause worded: what main() says above, the bundle says too.
  it('the bundled CLI answers as main() does', async () => {
    const c = CASES.find((k) => k.name === 'a smaller budget') as Case
    const args = statusArgs(c)
    expect(await runCli(args)).toEqual(await runMain(args))
  })

  // Bad flags through main() in-process: the parity above is the bundled CLI's.
  it.each([
    [['--max-fix-attempts', '2.5'], '--max-fix-attempts must be a whole number of at least 1'],
    [['--wall-clock-minutes', '0'], '--wall-clock-minutes must be a number greater than 0'],
    [['--reset', 'yes'], '--reset must be true or false'],
    [['--head', 'abc123'], '--head must be a full 40-character commit SHA'],
    [['--now', '0'], '--now must be an ISO time'],
    [['--ci-started', 'yesterday'], '--ci-started must be an ISO time']
  ])('refuses %j in one line, exit 2', async (flags, message) => {
    const result = await runMain(['status', file(fresh), ...flags])
    expect(result.exitCode).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(new RegExp(`^green-gate status: ${message}[^\\n]*\\n$`))
  })
})
