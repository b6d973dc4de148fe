// Steps 5b and 5c end to end: the bundled action, started as the runner starts it, decides on
// each CI event against the local GitHub and keeps the program's state in memory/autoloop.
// Every case is its own program (branch `autoloop/<program>`, file `<program>.md`, issue, PR).
import { describe, expect, it } from '@jest/globals'
import type { ActionRun } from '../../emulator/runner.js'
import {
  addProgram,
  ciRun,
  deliver,
  dispatch,
  errors,
  eventComments,
  saidComments,
  expectClean,
  fieldsOf,
  gateEntries,
  gateStatuses,
  gateMessages,
  historyOf,
  isoMinutesAgo,
  iterate,
  ledgerOf,
  memoryOf,
  onIssue,
  newSha,
  push,
  setRow,
  useEmulator,
  stateOf,
  statusComment,
  statusMarker,
  stateText,
  type Program
} from '../support/loop.js'
import { shortSha } from '../../src/rules/text.js'
import { ungranted } from '../support/token-permissions.js'

const gh = useEmulator()

const ISO = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ'
const RED = { build: 'success', test: 'failure' } as const
const GREEN = { build: 'success', test: 'success' } as const

/** The failure signature a run reported; never empty on a red. */
function signatureOf(result: ActionRun): string {
  const signature = result.outputs.signature ?? ''
  expect(signature).not.toBe('')
  return signature
}

function labels(p: Program): string[] {
  return gh.store.issueLabels(p.pull ?? 0)
}

/** Rows a test sets by hand, as a maintainer (or an earlier gate run) would have left them. */
function withRows(rows: Record<string, string>): (template: string) => string {
  return (template) =>
    Object.entries(rows).reduce((text, [field, value]) => setRow(text, field, value), template)
}

describe('5c: accept', () => {
  it('accepts on the first green: owned rows, Recent Statuses, ✅ entry, comments', async () => {
    const p = addProgram(gh, 'first-green', {
      state: withRows({ 'Recent Statuses': 'rejected, pending-ci' })
    })
    const { sha, runId, result } = await iterate(gh, p, GREEN)
    expectClean(result)
    expect(result.outputs).toMatchObject({
      status: 'success',
      decision: 'accept',
      reason: `CI green on ${shortSha(sha)}`,
      program: p.name,
      'head-sha': sha,
      'pr-number': String(p.pull),
      attempt: '0',
      'max-attempts': '5',
      'pause-reason': ''
    })

    const state = stateOf(gh, p)
    expect(state).toMatchObject({
      paused: false,
      pauseReason: null,
      // A trailing pending-ci is the agent's placeholder for this very verdict.
      recentStatuses: ['rejected', 'accepted'],
      ciFixAttempts: 0,
      ciSignature: null,
      ciHeadSha: sha,
      ciGateStarted: null
    })
    expect(state.ciLastEvent).toMatch(new RegExp(`^accept workflow_run/${runId}/1 ${ISO}$`))
    expect(stateText(gh, p)).toContain('| Recent Statuses | rejected, accepted |\n')

    const history = historyOf(gh, p)
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({
      title: 'CI gate · Iteration 0',
      runUrl: `https://github.localhost/acme/widgets/actions/runs/${runId}`,
      fields: [['Status', `✅ Accepted — CI green on \`${shortSha(sha)}\``]]
    })
    expect(memoryOf(gh, p)).toMatchObject({ hold: { kind: 'none' }, attempts: [], headSha: sha })
    expect(gateMessages(gh, p)).toEqual([`green-gate: ${p.name} accepted`])

    // The first announced decision's one comment: the status comment, with its words on top.
    expect(eventComments(gh, p)).toEqual([])
    const said = saidComments(gh, p)
    expect(said).toHaveLength(1)
    expect(said[0]).toContain(`CI is green on [\`${shortSha(sha)}\`]`)
    expect(said[0]).toContain(
      `([#${p.pull}](https://github.localhost/acme/widgets/pull/${p.pull}))`
    )
    const status = statusComment(gh, p)
    expect(status.body.startsWith(`${statusMarker(p)}\n`)).toBe(true)
    expect(status.body).toContain(`| Last decision | ✅ accept: \`CI green on ${shortSha(sha)}\` |`)
    expect(labels(p)).toEqual([])
  })

  it('red → fix → green: `CI fix attempts: 1`, one status comment edited in place', async () => {
    const p = addProgram(gh, 'red-then-green')
    const red = await iterate(gh, p, RED)
    expectClean(red.result)
    expect(red.result.outputs).toMatchObject({
      status: 'failure',
      decision: 'fix',
      reason: `CI red on ${shortSha(red.sha)} (unknown): fix attempt 1/5`,
      attempt: '1',
      'max-attempts': '5',
      'failure-class': 'unknown'
    })
    const sig = signatureOf(red.result)
    const fixing = stateOf(gh, p)
    // The hold: the scheduler starts no new iteration on the red branch meanwhile.
    expect(fixing).toMatchObject({
      paused: true,
      pauseReason: `ci-fix-in-progress: attempt 1/5 on ${shortSha(red.sha)}`,
      ciFixAttempts: 1,
      ciSignature: sig,
      ciHeadSha: red.sha
    })
    expect(fixing.ciGateStarted).toMatch(new RegExp(`^${ISO}$`))
    expect(fixing.ciLastEvent).toMatch(new RegExp(`^fix workflow_run/${red.runId}/1 ${ISO}$`))
    const status = statusComment(gh, p)
    const { id } = status
    const firstBody = status.body
    expect(firstBody).toContain('| Last decision | 🔧 fix: `')
    expect(firstBody).toContain('| Fix attempts | 1 of 5 |')
    expect(firstBody).toContain('Fix attempt **1 of 5** handed to the fixer.')
    expect(firstBody).toContain(`Signature: \`${sig}\``)

    const green = await iterate(gh, p, GREEN)
    expectClean(green.result)
    expect(green.result.outputs).toMatchObject({
      status: 'success',
      decision: 'accept',
      reason: `CI green on ${shortSha(green.sha)} after 1 fix attempt`,
      attempt: '1'
    })
    expect(stateOf(gh, p)).toMatchObject({
      paused: false,
      recentStatuses: ['accepted'],
      ciFixAttempts: 0,
      ciSignature: null,
      ciHeadSha: green.sha,
      ciGateStarted: null
    })

    const [accepted, fix, ...older] = historyOf(gh, p)
    expect(older).toEqual([])
    expect(fieldsOf(accepted)).toEqual({
      Status: `✅ Accepted — CI green on \`${shortSha(green.sha)}\` · CI fix attempts: 1`
    })
    expect(fieldsOf(fix)).toEqual({
      Status: `🔧 CI fix attempt 1/5 on \`${shortSha(red.sha)}\`: unknown, \`${sig}\``
    })
    expect(memoryOf(gh, p).attempts).toEqual([])
    expect(ledgerOf(gh, p).entries.map((e) => e.decision)).toEqual(['fix', 'accept'])
    expect(gateMessages(gh, p)).toEqual([
      `green-gate: ${p.name} fix attempt 1/5 (unknown)`,
      `green-gate: ${p.name} accepted`
    ])

    // The accept's one comment; the status comment is the same one, now saying accept.
    const events = eventComments(gh, p)
    expect(events).toHaveLength(1)
    expect(events[0]).toContain('Iteration accepted after 1 fix attempt;')
    const updated = statusComment(gh, p)
    expect(updated.id).toBe(id)
    expect(updated.body).not.toBe(firstBody)
    expect(updated.body).toContain(
      `| Last decision | ✅ accept: \`CI green on ${shortSha(green.sha)}`
    )
    expect(updated.body).not.toContain('handed to the fixer')
  })
})

describe('5b: the fix loop pauses', () => {
  it('different red signatures each spend an attempt until the budget is spent → ci-fix-exhausted; a failure of unknown class gets one attempt by default (unknown-failure-attempts)', async () => {
    // No Issue row: the fix run stays quiet; the pausing run is told the issue. Failures without
    // logs are of class unknown, whose default budget of one attempt is the budget here (the
    // `all N fix attempts spent` of max-fix-attempts is fix-command.e2e's exhaustion; how many
    // attempts the pause comment lists is the comment's unit table).
    const p = addProgram(gh, 'exhausted', { issueRow: false })
    // Names differing in letters: a signature does not tell `suite-1` from `suite-2`.
    const first = await iterate(gh, p, { build: 'success', alpha: 'failure' })
    const firstSig = signatureOf(first.result)
    expectClean(first.result)
    expect(first.result.annotations).toContainEqual({
      level: 'warning',
      message: `no program issue: set the program-issue input, or label the program's issue autoloop-program and title it [Autoloop: ${p.name}]; comments skipped`
    })
    expect(first.result.outputs).toMatchObject({
      decision: 'fix',
      attempt: '1',
      'failure-class': 'unknown'
    })
    const last = await iterate(gh, p, { build: 'success', bravo: 'failure' }, onIssue(p))
    const sig = signatureOf(last.result)
    expect(sig).not.toBe(firstSig)
    expect(last.result.exitCode).toBe(0)
    expect(last.result.outputs).toMatchObject({
      decision: 'pause',
      reason: `ci-fix-exhausted: ${sig} — 1 attempt spent on a failure of unknown class`,
      attempt: '1',
      'pause-reason': `ci-fix-exhausted: ${sig}`
    })
    expect(errors(last.result)).toEqual([`green-gate paused ${p.name}: ci-fix-exhausted: ${sig}`])
    expect(stateOf(gh, p)).toMatchObject({
      paused: true,
      pauseReason: `ci-fix-exhausted: ${sig}`,
      recentStatuses: ['ci-fix-exhausted'],
      ciFixAttempts: 1,
      // The signature the program paused on, for whoever picks it up.
      ciSignature: sig,
      ciHeadSha: last.sha
    })
    expect(gateMessages(gh, p)).toEqual([
      `green-gate: ${p.name} fix attempt 1/5 (unknown)`,
      `green-gate: ${p.name} paused (ci-fix-exhausted: ${sig})`
    ])
    expect(gateStatuses(gh, p)).toEqual([
      `⚠️ Paused — \`ci-fix-exhausted: ${sig}\` on \`${shortSha(last.sha)}\` · CI fix attempts: 1/5`,
      expect.stringMatching(/^🔧 CI fix attempt 1\/5 on /)
    ])
    expect(memoryOf(gh, p).attempts.map((a) => a.outcome)).toEqual(['new-failure'])
    expect(labels(p)).toEqual(['needs-human'])

    // The loud comment lists the attempts, as the ledger records them.
    const [pause = '', ...more] = saidComments(gh, p)
    expect(more).toEqual([])
    expect(pause).toContain(`**\`ci-fix-exhausted: ${sig}\`**`)
    expect(pause).toContain('| 1/5 |')
    expect(pause).toContain(`\`${firstSig}\``)
    expect(statusComment(gh, p).body).toContain('| Fix attempts | 1 of 5 |')
  })

  // The same signature twice → stuck: paused, labelled, a loud comment, an error, the first
  // red's event delivered again in between skipped and counted once: autoloop.e2e's reverted
  // attempts, which a memory save does not save from the stuck pause.

  it('pending spends nothing, and starts the iteration’s clock', async () => {
    // Told the issue only where it must stay quiet: a wait never comments.
    const p = addProgram(gh, 'timeout', { issueRow: false })
    // The clock starts at the CI's start or the run, whichever is earlier: both in this window.
    const pushed = Math.floor(Date.now() / 1000) * 1000
    const sha = push(gh, p, { build: 'success', e2e: null })
    const waiting = await deliver(gh, ciRun(gh, p, sha), onIssue(p))
    const waited = Date.now()
    expectClean(waiting)
    expect(waiting.outputs).toMatchObject({ status: 'pending', decision: 'wait', attempt: '0' })
    const started = stateOf(gh, p)
    expect(started).toMatchObject({ paused: false, ciFixAttempts: 0 })
    const clock = Date.parse(started.ciGateStarted ?? '')
    expect(clock).toBeGreaterThanOrEqual(pushed)
    expect(clock).toBeLessThanOrEqual(waited)
    expect(memoryOf(gh, p).clockStarted).toBe(started.ciGateStarted)
    expect(gh.store.issueComments(p.issue)).toEqual([])
  })
})

// A superseded SHA (the branch head moved on) is skipped with nothing written: the racing
// successive commits of test/reliability/concurrency. A duplicate event: the stuck program's
// first red, redelivered (autoloop.e2e). A re-run of the same CI run is a new event
// (rerun.e2e), and a red run on a commit whose fix is out waits (the racing CI runs of
// test/reliability/concurrency). A lifted manual pause gives a fresh budget as a lifted gate
// pause does (trust.e2e's maintainer lift): one unpause, the reconcile table's
// (test/unit/gate/reconcile.test.ts). A paused program is skipped and left alone, its pause
// recorded once (the file gains only its CI Ledger row): concurrency.e2e's maintainer pausing
// mid-write.

describe('resuming a paused program', () => {
  it('reset by workflow_dispatch: unpauses and re-evaluates the branch head', async () => {
    const oldSha = newSha()
    const p = addProgram(gh, 'reset', {
      issueRow: false,
      // Paused as the gate leaves a stuck program.
      state: withRows({
        Paused: 'true',
        'Pause Reason': 'stuck in CI fix loop: checks:test',
        'Recent Statuses': 'accepted, ci-fix-exhausted',
        'CI Fix Attempts': '1',
        'CI Signature': 'checks:test',
        'CI Head SHA': oldSha,
        'CI Gate Started': isoMinutesAgo(30),
        'CI Last Event': `pause workflow_run/1/1 ${isoMinutesAgo(10)}`
      })
    })
    gh.store.addLabels(p.pull ?? 0, ['needs-human'])
    const head = push(gh, p, GREEN)

    // A dispatch without reset leaves the pause be: the decision's unit table (test/unit/gate/decide).
    const from = gh.requests.length
    const reset = await dispatch(gh, p, true)
    expectClean(reset)
    expect(ungranted('green-gate-retry.yml', 'retry', gh.requests.slice(from))).toEqual([])
    expect(reset.outputs).toMatchObject({
      status: 'success',
      decision: 'accept',
      reason: `CI green on ${shortSha(head)}`,
      'head-sha': head,
      attempt: '0'
    })
    const state = stateOf(gh, p)
    expect(state).toMatchObject({
      paused: false,
      pauseReason: null,
      recentStatuses: ['accepted', 'ci-fix-exhausted', 'accepted'],
      ciFixAttempts: 0,
      ciSignature: null,
      ciHeadSha: head
    })
    expect(state.ciLastEvent).toMatch(new RegExp(`^accept workflow_dispatch/777000/1 ${ISO}$`))
    expect(labels(p)).toEqual([])
    expect(fieldsOf(gateEntries(gh, p)[0])).toEqual({
      Status: `✅ Accepted — CI green on \`${shortSha(head)}\``
    })
  })
})
