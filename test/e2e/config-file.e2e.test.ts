// One configuration for every mode: the bundled action reads .github/green-gate.yml from the
// job's workspace (where the templates check it out from the default branch), an input
// overrides it for one workflow, and a file it cannot take stops the step with one line naming
// the file, the line and the key, before anything is written. A workspace without the file has
// every default: every other test file runs so.
import { describe, expect, it } from '@jest/globals'
import { runAction, type ActionRun } from '../../emulator/runner.js'
import type { RecordedRequest } from '../../emulator/index.js'
import { deliverWatched } from '../../emulator/scenario.js'
import {
  addProgram,
  ciRun,
  expectClean,
  memoryOf,
  onIssue,
  isoMinutesAgo,
  push,
  pushCommit,
  report,
  setRow,
  stateOf,
  stateText,
  useEmulator,
  type Checks,
  type Program
} from '../support/loop.js'

const gh = useEmulator()

const SETTINGS = '.github/green-gate.yml'
const RED: Checks = { build: 'success', test: 'failure' }

/** CI completes on a new push; the gate step runs with this settings file checked out. */
async function gateWith(
  p: Program,
  checks: Checks,
  settings: string | null,
  inputs: Record<string, string> = {},
  ciRed = Object.values(checks).includes('failure')
): Promise<ActionRun & { requests: RecordedRequest[] }> {
  const sha = pushCommit(gh, p)
  report(gh, sha, checks)
  const runId = ciRun(gh, p, sha, ciRed)
  const { result, requests } = await deliverWatched(
    gh,
    runId,
    { ...onIssue(p), fixer: 'command', ...inputs },
    { workspaceFiles: settings === null ? {} : { [SETTINGS]: settings } }
  )
  return { ...result, requests }
}

describe('the settings file', () => {
  it('sets the fix budget for the gate: the second red pauses with max-fix-attempts: 1; an input overrides the file for one workflow, and the debug log says where each came from', async () => {
    const p = addProgram(gh, 'file-budget')
    const settings =
      '# this repository\nmax-fix-attempts: 1\ninfra-reruns: 0\nwall-clock-minutes: 30\n'
    const override = { 'wall-clock-minutes': '45' }
    // Different failures each time, so the budget, not the stuck rule, decides.
    const first = await gateWith(p, { build: 'success', unit: 'failure' }, settings, override)
    expectClean(first)
    expect(first.outputs).toMatchObject({ decision: 'fix', attempt: '1', 'max-attempts': '1' })
    const debug = first.stdout.split('\n').filter((l) => l.startsWith('::debug::setting '))
    expect(debug).toEqual(
      expect.arrayContaining([
        `::debug::setting max-fix-attempts = 1 (${SETTINGS}:2)`,
        `::debug::setting infra-reruns = 0 (${SETTINGS}:3)`,
        '::debug::setting wall-clock-minutes = 45 (input)',
        '::debug::setting unknown-failure-attempts = 1 (default)'
      ])
    )
    // Only what the gate reads: the fixer's own settings are the fixer job's.
    expect(debug.join('\n')).not.toContain('fix-timeout-minutes')
    const second = await gateWith(p, { build: 'failure', unit: 'success' }, settings, override)
    expect(second.exitCode).toBe(0)
    expect(second.outputs.decision).toBe('pause')
    expect(second.outputs['pause-reason']).toMatch(/^ci-fix-exhausted: /)
    expect(stateOf(gh, p).paused).toBe(true)
  })

  // What each key of the file sets, ignore-checks with the gate's own jobs always among them,
  // is the settings table (test/unit/settings/parse.test.ts, with a configuration file); a
  // branch-pattern it sets decides as the input's does (test/unit/gate/target.test.ts). That the
  // file is read before any request: the mistyped key below.
  it.each([
    [
      'a mistyped key',
      'max-fix-attempts: 2\nwall-clock-minuts: 30\n',
      `${SETTINGS}:2: "wall-clock-minuts" is not a green-gate setting (did you mean "wall-clock-minutes"?); docs/configuration.md lists them`
    ]
  ])('stops the step on %s, naming file and line, and writes nothing', async (_, text, line) => {
    const p = addProgram(gh, `file-bad-${text.length}`)
    const before = stateText(gh, p)
    const result = await gateWith(p, RED, text)
    expect(result.exitCode).toBe(1)
    expect(result.annotations).toHaveLength(1)
    expect(result.annotations[0]?.level).toBe('error')
    expect(result.annotations[0]?.message.startsWith(line)).toBe(true)
    expect(result.requests).toEqual([])
    expect(stateText(gh, p)).toBe(before)
  })

  it('reaches the sweep: its wall clock comes from the file too', async () => {
    // A fix handed out 40 minutes ago never came, in an iteration 45 minutes old: the sweep,
    // reading the file, finds it past its cap (the default, 60, would still wait).
    const p = addProgram(gh, 'file-sweep', {
      issueRow: false,
      state: (t) =>
        setRow(
          setRow(t, 'CI Gate Started', isoMinutesAgo(45)),
          'CI Last Event',
          `fix workflow_run/1/1 ${isoMinutesAgo(40)}`
        )
    })
    push(gh, p, { build: null })
    const settings = 'wall-clock-minutes: 30\n'
    const sweep = await runAction({
      apiUrl: gh.url,
      eventName: 'schedule',
      payload: {},
      inputs: { mode: 'sweep', fixer: 'command' },
      runId: 990001,
      workspaceFiles: { [SETTINGS]: settings }
    })
    expect(sweep.exitCode).toBe(0)
    expect(sweep.annotations).toContainEqual({
      level: 'error',
      message: 'green-gate paused file-sweep: ci-timeout'
    })
    expect(memoryOf(gh, p).hold).toMatchObject({ kind: 'paused', reason: { kind: 'ci-timeout' } })
  })
})
