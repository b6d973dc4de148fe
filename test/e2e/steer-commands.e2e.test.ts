// `/green-gate` commands on the program issue, through the bundled action on `issue_comment`
// events as GitHub delivers them: a maintainer's command is acknowledged, recorded in the ledger
// (sealed with the audit key) and acted on; a stranger's, a bot's, a mention mid-text and a
// second delivery of the same comment change nothing.
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { comment, deliverComment } from '../../emulator/scenario.js'
import { ledgerPath, STATE_BRANCH } from '../../emulator/scenario.js'
import { verifyChain } from '../../src/rules/ledger/chain.js'
import { runCli } from '../support/run-cli.js'
import { ungranted } from '../support/token-permissions.js'
import {
  addProgram,
  commentCreations,
  comments,
  expectClean,
  gateEntries,
  fieldsOf,
  iterate,
  ledgerOf,
  memoryOf,
  stateOf,
  stateText,
  statusComment,
  statusMarker,
  useEmulator,
  type Iteration,
  type Program
} from '../support/loop.js'

const gh = useEmulator()
const KEY = 'e2e-steer-audit-key-0123456789'
const KEYED = { 'audit-key': KEY, 'unknown-failure-attempts': '3' }
const dir = mkdtempSync(join(tmpdir(), 'green-gate-steer-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** `green-gate status --table` on the program's files as they are on the state branch. */
async function cliTable(p: Program, now: string): Promise<string> {
  const state = join(dir, p.file)
  const ledger = join(dir, `${p.name}.json`)
  writeFileSync(state, stateText(gh, p))
  writeFileSync(ledger, gh.store.readFile(STATE_BRANCH, ledgerPath(p))?.content ?? '')
  const args = ['--ledger', ledger, '--now', now, '--server-url', 'https://github.localhost']
  const run = await runCli(['status', state, '--table', ...args])
  expect(run.stderr).toBe('')
  return run.stdout
}

/**
 * One red program with a fix attempt out, and a newer issue titled for it: first for that issue's
 * case; then for the refusals, which change nothing; then for the retry and the reset, which
 * leave attempt 1 out; then for the pause and the resume.
 */
interface Shared {
  p: Program
  impostor: number
  red: Iteration
}
let shared: Promise<Shared> | undefined
const sharedRed = () => (shared ??= redProgram())

async function redProgram(): Promise<Shared> {
  const p = addProgram(gh, 'shared')
  // Newer than the program issue, and there before the gate first decides on the program.
  const impostor = gh.store.addIssue({
    title: `[Autoloop: ${p.name}]`,
    labels: ['autoloop-program'],
    user: 'autoloop[bot]'
  })
  const red = await iterate(gh, p, { lint: 'failure', test: 'success' }, KEYED)
  expect(red.result.outputs).toMatchObject({ decision: 'fix', attempt: '1' })
  return { p, impostor, red }
}

const reactions = (id: number) => gh.store.reactionsTo(id).map((r) => r.content)

describe('a newer issue titled for the program', () => {
  it('hears nothing, and its commands are refused, while the program issue hears all (and keeps its commands: those below)', async () => {
    const { p, impostor, red } = await sharedRed()
    expect(gh.store.issueComments(impostor)).toEqual([])
    expect(red.result.summary).toContain(
      `issue #${impostor} also claims program <code>${p.name}</code>; ignored`
    )
    expect(statusComment(gh, p).body).toContain('| Fix attempts | 1 of 5 |')
    const entries = ledgerOf(gh, p).entries.length
    const refused = await comment(gh, impostor, '/green-gate pause', 'mona', KEYED)
    expect(refused.result.outputs.reason).toBe(
      `no program to steer: #${impostor} is not the program issue of ${p.name}`
    )
    expect(ledgerOf(gh, p).entries).toHaveLength(entries)
    expect(stateOf(gh, p).paused).toBe(true)
    expect(stateOf(gh, p).pauseReason).toMatch(/^ci-fix-in-progress/)
    // First contact recorded the program issue in the sealed ledger (that the recorded issue
    // stands against an older one: the rule's table, test/unit/gate/issue-programs.test.ts).
    expect(memoryOf(gh, p).issue).toBe(p.issue)
  })
})

describe('nobody else steers', () => {
  // Who may not steer is refused before the command is read, and before the program is looked
  // for: a collaborator GitHub gives only triage asking for a reset. Read access (a stranger's)
  // is refused by the same test of the permission GitHub reports. A pull request from a legacy
  // branch while the program branch exists is no program's, by the rule's table
  // (test/unit/gate/branch-legacy.test.ts) and autoloop.e2e's legacy branch green meanwhile.
  it('changes nothing for a collaborator who may only triage, and gives no reaction', async () => {
    const login = 'tess-triage'
    gh.store.addUser({ login, type: 'User', permission: 'triage' })
    const { p } = await sharedRed()
    const before = ledgerOf(gh, p).entries.length
    const { id, result } = await comment(gh, p.issue, '/green-gate reset', login, KEYED)
    expectClean(result)
    expect(result.outputs.decision).toBe('skip')
    expect(result.outputs.reason).toContain(`${login} is not a person with write access`)
    expect(reactions(id)).toEqual([])
    expect(ledgerOf(gh, p).entries).toHaveLength(before)
    expect(stateOf(gh, p).pauseReason).toMatch(/^ci-fix-in-progress/)
    expect(comments(gh, p).filter((c) => c.body.includes('status, as asked'))).toEqual([])
  })

  // Decided from the event alone, by the rule whose table (test/unit/steer/apply.test.ts, which
  // comments are commands) also holds a comment that only mentions a command mid-text.
  it('ignores a bot, without a request', async () => {
    // The program needs no state of its own.
    const p = addProgram(gh, 'mentions')
    const bot = await comment(gh, p.issue, '/green-gate resume', 'autoloop-helper[bot]', KEYED)
    expect(bot.result.outputs.reason).toContain('comment by a bot')
    expect(bot.requests).toEqual([])
  })
})

describe('a maintainer steers from the program issue', () => {
  it('retries: the branch head is judged again now, without a reset; resets: resume, then retry; both from the program issue while a newer issue claims the program', async () => {
    // On the program issue, while a newer issue claims the program (above).
    const { p } = await sharedRed()
    const out = String(stateOf(gh, p).ciFixAttempts)
    const { result } = await comment(gh, p.issue, '/green-gate retry', 'mona', KEYED)
    expectClean(result)
    // The head is the one the last fix attempt was handed out on: the gate waits for the fixer.
    expect(result.outputs).toMatchObject({ program: p.name, attempt: out })
    expect(ledgerOf(gh, p).entries.map((e) => e.steer?.command ?? e.decision)).toContain('retry')
    // Reset lifts the fix-in-progress pause with a fresh budget and judges the red head again.
    const reset = await comment(gh, p.issue, '/green-gate reset', 'mona', KEYED)
    expectClean(reset.result)
    expect(reset.result.outputs).toMatchObject({ decision: 'fix', attempt: '1' })
    // The command job's permissions cover all it did: reply, decide, start the fixer.
    expect(ungranted('green-gate-command.yml', 'command', reset.requests)).toEqual([])
    expect(stateOf(gh, p)).toMatchObject({ paused: true, ciFixAttempts: 1 })
    expect(stateOf(gh, p).pauseReason).toMatch(/^ci-fix-in-progress: attempt 1\//)
    expect(ledgerOf(gh, p).entries.map((e) => e.steer?.command)).toContain('reset')
  })

  it('answers status and an unknown command, pauses from the pull request for a maintainer whose organization membership is private, recorded in the ledger, and resumes once', async () => {
    // GitHub shows a private member as CONTRIBUTOR; the permission API knows they may write.
    gh.store.addUser({ login: 'pat-private', permission: 'write', privateMember: true })
    // The shared program, attempt 1 out after the reset above.
    const { p } = await sharedRed()
    const asked = await comment(gh, p.issue, '/green-gate status', 'mona', KEYED)
    expectClean(asked.result)
    const reply = comments(gh, p).at(-1)?.body ?? ''
    expect(reply).toContain(`status, as asked by \`mona\``)
    expect(reply).toContain('| Fix attempts | 1 of 5 |')
    expect(reply).not.toContain('<!-- green-gate:status')
    const table = (body: string) => body.slice(body.indexOf('### green-gate status'))
    expect(table(reply).replace(/\| Updated \|.*\|/, '')).toBe(
      table(statusComment(gh, p).body).replace(/\| Updated \|.*\|/, '')
    )
    // The command line prints the same table from the same files.
    const updated = /\| Updated \| (\S+) \|/.exec(reply)?.[1] ?? ''
    expect((await cliTable(p, updated)).trimEnd()).toBe(table(reply))
    // A reply is the command's one new comment: a status comment found deleted waits for the
    // next decision (the pause below), and is not posted again with the reply.
    gh.store.deleteComment(statusComment(gh, p).id)
    const unknown = await comment(gh, p.issue, '/green-gate frobnicate', 'mona', KEYED)
    expectClean(unknown.result)
    expect(commentCreations(unknown.requests)).toHaveLength(1)
    expect(comments(gh, p).filter((c) => c.body.includes(statusMarker(p)))).toEqual([])
    const help = comments(gh, p).at(-1)?.body ?? ''
    expect(help).toContain('`/green-gate frobnicate` is not a command')
    for (const c of ['pause [reason]', 'resume', 'retry', 'reset', 'status'])
      expect(help).toContain(`\`/green-gate ${c}\``)
    // A command on the pull request steers the program of its head branch.
    const { id, result } = await comment(
      gh,
      p.pull ?? 0,
      '/green-gate pause waiting for 2.0',
      'pat-private',
      KEYED
    )
    expectClean(result)
    expect(reactions(id)).toEqual(['eyes'])
    expect(stateOf(gh, p)).toMatchObject({ paused: true, pauseReason: 'manual: waiting for 2.0' })
    // The pause, a decision, posts the status comment again (checked to be the one, below).
    const ledger = ledgerOf(gh, p)
    const entry = ledger.entries.at(-1)
    expect(entry).toMatchObject({
      eventKey: `issue_comment/${id}`,
      steer: {
        command: 'pause',
        by: 'pat-private',
        url: expect.stringContaining(`#issuecomment-${id}`)
      }
    })
    expect(verifyChain(ledger, KEY).firstBroken).toBeNull()
    expect(statusComment(gh, p).body).toContain('| Paused | yes: `manual: waiting for 2.0` |')
    const by = '`/green-gate pause` by `pat-private`'
    expect(statusComment(gh, p).body).toContain(`| Last command | ${by}`)
    expect(fieldsOf(gateEntries(gh, p)[0]).Status).toContain(by)
    // That a paused program's next CI result changes nothing: trust.e2e's skips while paused.

    // Resume lifts the pause, with a fresh budget and clock, once however often delivered.
    const resume = await comment(gh, p.issue, '/green-gate resume', 'mona', KEYED)
    expectClean(resume.result)
    expect(stateOf(gh, p)).toMatchObject({ paused: false, ciFixAttempts: 0 })
    expect(memoryOf(gh, p)).toMatchObject({ attempts: [], clockStarted: null })
    const entries = ledgerOf(gh, p).entries.length
    const { result: again } = await deliverComment(gh, resume.id, KEYED)
    expectClean(again)
    expect(again.outputs.reason).toContain(`comment ${resume.id} was handled already`)
    expect(ledgerOf(gh, p).entries).toHaveLength(entries)
    expect(stateOf(gh, p)).toMatchObject({ paused: false })
    expect(reactions(resume.id)).toEqual(['eyes'])
  })
})
